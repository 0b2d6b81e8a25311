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
    /// Merges a device's changes into the household's records, then reads the records of the
    /// household changed after `since`, a page at most (``SyncPage``), all in one transaction.
    ///
    /// The changes are merged with the stored records of the same ids
    /// (``SyncMerge/merge(_:at:from:usage:quota:stored:)``), then each record that the merge
    /// changes is written with the next sequence number, one that it leaves as it was (a
    /// change sent again) keeps its own, so syncing twice changes nothing. Records are looked up
    /// only in `household`: another household's record of the same id is another record.
    /// - Parameters:
    ///   - household: The household, taken from the authenticated device.
    ///   - device: The authenticated device: the changes may store only its own writes.
    ///   - since: The cursor of the device's last sync; 0 for every record.
    ///   - changes: The device's changes, already read and checked by PerKit.
    ///   - quota: What the household may store.
    /// - Returns: The cursor, and the JSON text of the records changed after `since`, in
    ///   order of change.
    /// - Throws: ``SyncRejection`` when a change has the id of a stored record of another kind
    ///   or stores another device's write, ``QuotaExceeded`` past the quota (nothing of the
    ///   request is stored); ``StorageError`` and GRDB errors.
    public func sync(
        household: String, device: String, since: Int64, changes: [SyncRecord], quota: StorageQuota
    ) async throws -> SyncAnswer {
        if changes.isEmpty {
            // A read sees one snapshot: the cursor and the records agree.
            return try await read { db in
                try Self.page(
                    household: household, since: since, latest: Self.syncSequence(household: household, db),
                    db)
            }
        }
        return try await write { db in
            let start = try Self.syncSequence(household: household, db)
            let select = try db.cachedStatement(
                sql: "SELECT body FROM syncRecord WHERE householdId = ? AND id = ?")
            let writes = try SyncMerge.merge(
                changes, at: Array(changes.indices), from: device,
                usage: Self.usage(household: household, db),
                quota: quota
            ) { id in
                try String.fetchOne(select, arguments: [household, id]).map { body in
                    (try SyncMerge.storedRecord(body, id: id), body.utf8.count)
                }
            }
            let insert = try db.cachedStatement(
                sql:
                    "INSERT INTO syncRecord (householdId, id, kind, body, sequence, size) VALUES (?, ?, ?, ?, ?, ?)"
            )
            let update = try db.cachedStatement(
                sql: "UPDATE syncRecord SET body = ?, sequence = ?, size = ? WHERE householdId = ? AND id = ?"
            )
            var sequence = start
            for write in writes {
                let id = write.record.id.text
                sequence += 1
                if write.isNew {
                    try insert.execute(arguments: [
                        household, id, write.record.kind.name, write.text, sequence, write.text.utf8.count,
                    ])
                } else {
                    try update.execute(arguments: [
                        write.text, sequence, write.text.utf8.count, household, id,
                    ])
                }
            }
            if sequence != start {
                try db.execute(
                    sql: "UPDATE household SET syncSequence = ? WHERE id = ?",
                    arguments: [sequence, household])
            }
            return try Self.page(household: household, since: since, latest: sequence, db)
        }
    }

    /// The records and bytes the household stores, as its row counts them (triggers of
    /// `syncRecord` keep them).
    private static func usage(household: String, _ db: Database) throws -> StorageUsage {
        let row = try Row.fetchOne(
            db, sql: "SELECT syncRecords, syncBytes FROM household WHERE id = ?", arguments: [household])
        return StorageUsage(records: row?[0] ?? 0, bytes: row?[1] ?? 0)
    }

    /// The page of the household's records changed after `since`, up to `latest`.
    private static func page(household: String, since: Int64, latest: Int64, _ db: Database) throws
        -> SyncAnswer
    {
        var page = SyncPage(since: since, latest: latest)
        let select = try db.cachedStatement(
            sql: """
                SELECT sequence, body FROM syncRecord
                WHERE householdId = ? AND sequence > ? AND sequence <= ? ORDER BY sequence LIMIT ?
                """)
        while true {
            let rows = try Row.fetchAll(
                select, arguments: [household, page.last, latest, SyncPage.batchSize])
            for row in rows where !page.take(sequence: row[0], body: row[1]) { return page.answer }
            if rows.count < SyncPage.batchSize { return page.answer }
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
}
