import Foundation
import GRDB
import PerKit
import Testing

@testable import PerStorage

/// The `v5-limits` migration: a database of the previous schema (`v4-sync`) keeps every sync
/// record as it was, and its households' records and bytes are counted for their quota.
@Suite("Limits migration")
struct LimitsMigrationTests {
    @Test("sync records written before the quota are kept whole and counted, and later writes keep the count")
    func countsWhatWasStored() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("per-v5-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("per.sqlite").path
        let bodies = [
            #"{"id":"00112233445566778899aabbccddeeff","kind":"list","fields":{"name":["Café","1764000000000-0-ab"]}}"#,
            #"{"id":"ffeeddccbbaa99887766554433221100","kind":"list","fields":{"name":["Tea","1764000000001-0-ab"]}}"#,
        ]
        do {
            let pool = try DatabasePool(path: path)
            try AppDatabase.migrator.migrate(pool, upTo: "v4-sync")
            try await pool.write { db in
                try db.execute(
                    sql: "INSERT INTO household (id, name, createdAt, syncSequence) VALUES ('h1', 'Home', '2026-11-01 10:00:00.000', 2)")
                for (index, body) in bodies.enumerated() {
                    try db.execute(
                        sql: "INSERT INTO syncRecord (householdId, id, kind, body, sequence) VALUES ('h1', ?, 'list', ?, ?)",
                        arguments: [String(body.dropFirst(7).prefix(32)), body, index + 1])
                }
            }
        }
        let database = try AppDatabase.open(.file(path))
        let bytes = bodies.reduce(0) { $0 + $1.utf8.count }
        try await database.writer.read { db throws in
            #expect(try String.fetchAll(db, sql: "SELECT body FROM syncRecord ORDER BY sequence") == bodies)
            let row = try #require(try Row.fetchOne(db, sql: "SELECT syncRecords, syncBytes FROM household"))
            #expect(row[0] as Int == 2 && row[1] as Int == bytes)
        }
        // The stored records answer as before, and a new one is counted on top.
        let all = try await database.sync(
            household: "h1", device: "ab", since: 0, changes: [], quota: .standard)
        #expect(all.records == bodies && all.cursor == 2 && !all.more)
        let change = try SyncRecord(
            json: JSON(
                parsing: #"{"id":"0123456789abcdef0123456789abcdef","kind":"list","fields":{"name":["Rice","1764000000002-0-ab"]}}"#))
        _ = try await database.sync(household: "h1", device: "ab", since: 2, changes: [change], quota: .standard)
        try await database.writer.read { db throws in
            let row = try #require(try Row.fetchOne(db, sql: "SELECT syncRecords, syncBytes FROM household"))
            #expect(row[0] as Int == 3 && row[1] as Int == bytes + change.text.utf8.count)
        }
        await #expect(throws: QuotaExceeded.self) {
            let more = try SyncRecord(
                json: JSON(
                    parsing: #"{"id":"1123456789abcdef0123456789abcdef","kind":"list","fields":{"name":["Oats","1764000000003-0-ab"]}}"#))
            _ = try await database.sync(
                household: "h1", device: "ab", since: 3, changes: [more], quota: StorageQuota(records: 3, bytes: 1_000_000))
        }
    }
}
