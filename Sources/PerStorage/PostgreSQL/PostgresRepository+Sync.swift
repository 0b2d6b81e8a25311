import Foundation
import Logging
import PerKit
import PostgresNIO

/// Sync records in PostgreSQL: `sync_record` holds each household's records with the sequence
/// number of their last change and their size, `household.sync_sequence` the latest number
/// issued.
///
/// A sync with changes reads the household's usage and the stored records it changes, merges
/// them and checks the quota by the rules both databases share
/// (``SyncMerge/merge(_:at:from:usage:quota:stored:)``), then writes them in one statement that:
/// - takes the household's next numbers by updating its row, which it holds locked until it
///   commits, so the household's writes commit in the order of their numbers, whichever
///   instance they reach (a plain sequence would not do: number 11 could commit before 10, and
///   a device reading in between would get cursor 11 and never see 10);
/// - writes each record only if it is still the version read (`ON CONFLICT … WHERE`, which
///   sees the latest committed row). A record another request changed meanwhile is read,
///   merged and written again; nothing waits on a lock across round trips, and no write is
///   lost. Such a retry leaves a gap in the numbers, which cursors don't mind: they only grow.
///
/// The answer is read after the write committed: the household's latest number first, then
/// the records up to it in batches, until a page is full (``SyncPage``). Every number up to the
/// one read has committed, so the answer holds every change up to its cursor. Syncs of one
/// household on several instances at once may together pass its quota by what they carry: each
/// checks the usage it read.
extension PostgresRepository {
    /// How many times a sync reads and writes records that other requests keep changing
    /// before it gives up with ``SyncContention``.
    static let writeAttempts = 16

    /// Merges and writes the changes (retried while other requests change the same records),
    /// then reads the page of records changed after `since`.
    public func sync(
        household: String, device: String, since: Int64, changes: [SyncRecord], quota: StorageQuota
    ) async throws -> SyncAnswer {
        try await autocommit { connection in
            let logger = self.logger
            var pending = Array(changes.indices)
            var attempts = 0
            while !pending.isEmpty {
                guard attempts < Self.writeAttempts else { throw SyncContention() }
                attempts += 1
                pending = try await Self.write(
                    changes, pending, household: household, device: device, quota: quota, connection, logger)
            }
            return try await Self.page(household: household, since: since, connection, logger)
        }
    }

    /// Merges the changes at `indices` with the stored records and writes those that change.
    /// - Returns: The indices of the changes whose record another request changed meanwhile,
    ///   to merge and write again.
    private static func write(
        _ changes: [SyncRecord], _ indices: [Int], household: String, device: String, quota: StorageQuota,
        _ connection: PostgresConnection, _ logger: Logger
    ) async throws -> [Int] {
        var before: StorageUsage?
        for try await (records, bytes) in try await connection.execute(
            Usage(household: household), logger: logger)
        {
            before = StorageUsage(records: Int(records), bytes: Int(bytes))
        }
        guard let before else { throw StorageError("there is no household \(household.abbreviated())") }
        var stored: [String: (body: String, sequence: Int64)] = [:]
        let ids = indices.map { changes[$0].id.text }
        for try await (id, body, sequence) in try await connection.execute(
            StoredRecords(household: household, ids: ids), logger: logger)
        {
            stored[id] = (body, sequence)
        }
        let writes = try SyncMerge.merge(
            changes, at: indices, from: device, usage: before, quota: quota
        ) { id in
            try stored[id].map { (try SyncMerge.storedRecord($0.body, id: id), $0.body.utf8.count) }
        }
        var statement = WriteRecords(household: household)
        for write in writes {
            let id = write.record.id.text
            statement.records[id] = (
                write.record.kind.name, write.text, stored[id]?.sequence ?? 0, write.index
            )
        }
        guard !statement.records.isEmpty else { return [] }
        var moved = false
        var written = Set<String>()
        for try await id in try await connection.execute(statement, logger: logger) {
            moved = true
            if let id { written.insert(id) }
        }
        guard moved else { throw StorageError("there is no household \(household.abbreviated())") }
        return indices.filter {
            let id = changes[$0].id.text
            return statement.records[id] != nil && !written.contains(id)
        }
    }

    /// The page of the household's records changed after `since`, read after the household's
    /// latest number.
    private static func page(
        household: String, since: Int64, _ connection: PostgresConnection, _ logger: Logger
    ) async throws -> SyncAnswer {
        var latest: Int64?
        for try await sequence in try await connection.execute(Latest(household: household), logger: logger) {
            latest = sequence
        }
        guard let latest else { throw StorageError("there is no household \(household.abbreviated())") }
        var page = SyncPage(since: since, latest: latest)
        while true {
            var count = 0
            let rows = try await connection.execute(
                PageRecords(household: household, after: page.last, latest: latest), logger: logger)
            for try await (sequence, body) in rows {
                count += 1
                // The rest of the batch is read and dropped: a batch is small.
                if !page.more { _ = page.take(sequence: sequence, body: body) }
            }
            if page.more || count < SyncPage.batchSize { return page.answer }
        }
    }

    /// The number of the household's records and their bytes, as its row counts them (a
    /// trigger of `sync_record` keeps them); no row when there is no such household.
    private struct Usage: PostgresPreparedStatement {
        static let sql = "SELECT sync_records, sync_bytes FROM household WHERE id = $1"
        let household: String

        func makeBindings() -> PostgresBindings {
            var bindings = PostgresBindings()
            bindings.append(household)
            return bindings
        }

        func decodeRow(_ row: PostgresRow) throws -> (Int64, Int64) {
            try row.decode((Int64, Int64).self)
        }
    }

    /// The household's latest sequence number; no row when there is no such household.
    private struct Latest: PostgresPreparedStatement {
        static let sql = "SELECT sync_sequence FROM household WHERE id = $1"
        let household: String

        func makeBindings() -> PostgresBindings {
            var bindings = PostgresBindings()
            bindings.append(household)
            return bindings
        }

        func decodeRow(_ row: PostgresRow) throws -> Int64 {
            try row.decode(Int64.self)
        }
    }

    /// A batch of the household's records after `after`, up to `latest`, in order of change.
    private struct PageRecords: PostgresPreparedStatement {
        static let sql = """
            SELECT sequence, body FROM sync_record
            WHERE household_id = $1 AND sequence > $2 AND sequence <= $3 ORDER BY sequence LIMIT $4
            """
        let household: String
        let after: Int64
        let latest: Int64

        func makeBindings() -> PostgresBindings {
            var bindings = PostgresBindings()
            bindings.append(household)
            bindings.append(after)
            bindings.append(latest)
            bindings.append(Int64(SyncPage.batchSize))
            return bindings
        }

        func decodeRow(_ row: PostgresRow) throws -> (Int64, String) {
            try row.decode((Int64, String).self)
        }
    }

    /// The id, text and sequence number of the household's stored records among `ids`.
    private struct StoredRecords: PostgresPreparedStatement {
        static let sql = "SELECT id, body, sequence FROM sync_record WHERE household_id = $1 AND id = ANY($2)"
        let household: String
        let ids: [String]

        func makeBindings() -> PostgresBindings {
            var bindings = PostgresBindings()
            bindings.append(household)
            bindings.append(ids)
            return bindings
        }

        func decodeRow(_ row: PostgresRow) throws -> (String, String, Int64) {
            try row.decode((String, String, Int64).self)
        }
    }

    /// Numbers the records after the household's latest number and writes each one that is
    /// still the version read: inserts one that wasn't stored (read as sequence 0), replaces one
    /// whose stored sequence is the one read. Answers the ids written, or one row with a null
    /// id when it wrote none; no row when there is no such household.
    private struct WriteRecords: PostgresPreparedStatement {
        static let sql = """
            WITH changes AS (
                SELECT * FROM unnest($2::text[], $3::text[], $4::text[], $5::bigint[])
                    WITH ORDINALITY AS c (id, kind, body, read, position)),
            moved AS (
                UPDATE household SET sync_sequence = sync_sequence + cardinality($2::text[]) WHERE id = $1
                RETURNING sync_sequence - cardinality($2::text[]) AS start),
            written AS (
                INSERT INTO sync_record AS r (household_id, id, kind, body, sequence, size)
                SELECT $1, c.id, c.kind, c.body, m.start + c.position, octet_length(c.body) FROM changes c, moved m
                ON CONFLICT (household_id, id) DO UPDATE
                    SET body = excluded.body, sequence = excluded.sequence, size = excluded.size
                    WHERE r.sequence = (SELECT c.read FROM changes c WHERE c.id = r.id)
                RETURNING r.id)
            SELECT w.id FROM moved m LEFT JOIN written w ON true
            """

        let household: String
        /// The kind, text, stored sequence number as read (0: not stored) and the index of the
        /// last change of each record to write, by id: records are numbered in that order.
        var records: [String: (kind: String, body: String, read: Int64, change: Int)] = [:]

        func makeBindings() -> PostgresBindings {
            let ids = records.keys.sorted { records[$0]?.change ?? 0 < records[$1]?.change ?? 0 }
            var bindings = PostgresBindings()
            bindings.append(household)
            bindings.append(ids)
            bindings.append(ids.map { records[$0]?.kind ?? "" })
            bindings.append(ids.map { records[$0]?.body ?? "" })
            bindings.append(ids.map { records[$0]?.read ?? 0 })
            return bindings
        }

        func decodeRow(_ row: PostgresRow) throws -> String? {
            try row.decode(String?.self)
        }
    }
}
