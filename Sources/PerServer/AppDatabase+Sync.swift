import Foundation
import GRDB
import PerKit

/// Sync records: the lists, products and price-book entries a household's devices share.
///
/// Each record is stored once per household (`syncRecord`, keyed by the household and the
/// record's id) as the JSON text of PerKit's ``SyncRecord/json``, with the sequence number of
/// its last change. The household's `syncSequence` is the latest sequence number issued; it
/// is the cursor devices send back to get only what changed since.
extension AppDatabase {
    /// Merges a device's changes into the household's records, then reads every record of the
    /// household changed after `since`, all in one transaction.
    ///
    /// Each change is merged with the stored record of the same id (PerKit's per-field
    /// last-writer-wins); a record that the merge changes gets the next sequence number, one
    /// that it leaves as it was (a change sent again) keeps its own, so syncing twice changes
    /// nothing. Records are looked up only in `household`: another household's record of the
    /// same id is another record.
    /// - Parameters:
    ///   - household: The household, taken from the authenticated device.
    ///   - since: The cursor of the device's last sync; 0 for every record.
    ///   - changes: The device's changes, already read and checked by PerKit.
    /// - Returns: The household's cursor after the changes, and the JSON text of every record
    ///   changed after `since`, in order of change.
    /// - Throws: ``SyncRejection`` when a change has the id of a stored record of another kind
    ///   (nothing of the request is stored); ``StorageError`` and GRDB errors.
    func sync(household: String, since: Int64, changes: [SyncRecord]) async throws -> SyncAnswer {
        if changes.isEmpty {
            // A read sees one snapshot: the cursor and the records agree.
            return try await read { db in
                try SyncAnswer(
                    cursor: Self.syncSequence(household: household, db),
                    records: Self.syncRecords(household: household, since: since, db))
            }
        }
        return try await write { db in
            let start = try Self.syncSequence(household: household, db)
            var sequence = start
            let select = try db.cachedStatement(
                sql: "SELECT body FROM syncRecord WHERE householdId = ? AND id = ?")
            let insert = try db.cachedStatement(
                sql: "INSERT INTO syncRecord (householdId, id, kind, body, sequence) VALUES (?, ?, ?, ?, ?)")
            let update = try db.cachedStatement(
                sql: "UPDATE syncRecord SET body = ?, sequence = ? WHERE householdId = ? AND id = ?")
            for (index, change) in changes.enumerated() {
                let id = change.id.text
                guard let row = try Row.fetchOne(select, arguments: [household, id]) else {
                    sequence += 1
                    try insert.execute(arguments: [
                        household, id, change.kind.name, change.text, sequence,
                    ])
                    continue
                }
                let stored = try Self.storedRecord(row["body"], id: id)
                guard stored.kind == change.kind else {
                    throw SyncRejection(
                        index: index,
                        error: .kindMismatch(change.id, stored: stored.kind, received: change.kind))
                }
                guard let merged = stored.merged(with: change), merged != stored else { continue }
                sequence += 1
                try update.execute(arguments: [merged.text, sequence, household, id])
            }
            if sequence != start {
                try db.execute(
                    sql: "UPDATE household SET syncSequence = ? WHERE id = ?",
                    arguments: [sequence, household])
            }
            return try SyncAnswer(
                cursor: sequence, records: Self.syncRecords(household: household, since: since, db))
        }
    }

    /// The household's latest sequence number.
    private static func syncSequence(household: String, _ db: Database) throws -> Int64 {
        guard
            let sequence = try Int64.fetchOne(
                db, sql: "SELECT syncSequence FROM household WHERE id = ?", arguments: [household])
        else { throw StorageError("there is no household \(household.abbreviated())") }
        return sequence
    }

    /// The JSON text of the household's records changed after `since`, in order of change.
    private static func syncRecords(household: String, since: Int64, _ db: Database) throws -> [String] {
        try String.fetchAll(
            db,
            sql: "SELECT body FROM syncRecord WHERE householdId = ? AND sequence > ? ORDER BY sequence",
            arguments: [household, since])
    }

    /// A stored record read back.
    /// - Throws: ``StorageError`` when the text is not a record PerKit accepts.
    static func storedRecord(_ body: String, id: String) throws -> SyncRecord {
        do {
            return try SyncRecord(json: PerKit.JSON(parsing: body))
        } catch {
            throw StorageError("the stored sync record \(id) can't be read: \(error)")
        }
    }
}
