import Foundation
import GRDB
import Hummingbird
import HummingbirdTesting
import Logging
import Testing

@testable import PerServer
@testable import PerStorage

/// A SQLite file that can't be used right now (read-only, full, failing, locked by another
/// process): requests that need it answer 503 with a JSON message, never 500; reads that
/// don't need a write keep working; nothing of a refused request is stored.
@Suite("SQLite file unavailable")
struct SQLiteUnavailableTests {
    @Test("A read-only file: writes answer 503 with a message, reads answer, nothing is stored")
    func readOnlyFile() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("per-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("per.sqlite").path
        let list = SyncAPITests.newID()
        let (token, deviceId) = try await withTestServer(database: .file(path)) { server in
            let device = try await server.createHousehold()
            let record = SyncAPITests.record(
                list, "list", ["name": ("Coffee", SyncAPITests.stamp(SyncAPITests.base, 0, device))])
            #expect(try SyncAPITests.answer(try await SyncAPITests.sync(device, [record])).cursor == 1)
            return (device.token, device.deviceId)
        }

        var readOnly = Configuration()
        readOnly.readonly = true
        let database = try AppDatabase(DatabasePool(path: path, configuration: readOnly))
        let root = try TestWebRoot()
        defer { root.remove() }
        let clock = TestClock()
        // Past the minute after which a request records that the device was seen: a write.
        clock.advance(by: 3600)
        let configuration = PerServerConfiguration(
            port: 0, webRoot: root.path, database: .file(path), logLevel: .warning, now: { clock.now() })
        let router = buildRouter(
            store: StaticFileStore(root: root.path), database: database, configuration: configuration,
            logger: Logger(label: "per-test"))
        try await Application(router: router).test(.router) { client in
            let client = AuthorizedClient(base: client, token: token)
            let change = try SyncAPITests.json([
                "since": 1,
                "changes": [
                    SyncAPITests.record(SyncAPITests.newID(), "list", ["name": ("Tea", "1764000000000-0-\(deviceId)")])
                ],
            ])
            let refused = try await client.send(.post, "/api/sync", json: change)
            try expectError(refused, .serviceUnavailable, containing: "can't use its database file right now")
            #expect(refused.headers[.retryAfter] == "5")
            try expectError(
                try await client.execute(uri: "/api/invites", method: .post), .serviceUnavailable,
                containing: "nothing was changed")

            let read = try SyncAPITests.answer(
                try await client.send(.post, "/api/sync", json: #"{"since": 0}"#))
            #expect(read.cursor == 1)
            #expect(read.records.map { $0["id"] as? String } == [list])
            #expect(try await client.get("/api/lists").status == .ok)
        }

        let reopened = try AppDatabase.open(.file(path))
        let (integrity, records) = try await reopened.writer.read { db in
            (
                try String.fetchOne(db, sql: "PRAGMA integrity_check"),
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM syncRecord")
            )
        }
        #expect(integrity == "ok")
        #expect(records == 1)
    }
}
