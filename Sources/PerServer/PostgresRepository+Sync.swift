import Foundation
import Logging
import PerKit
import PostgresNIO

/// Sync records in PostgreSQL: `sync_record` holds each household's records with the sequence
/// number of their last change, `household.sync_sequence` the latest number issued.
///
/// Cursors stay safe with several instances and concurrent requests. A plain sequence would
/// not do: a request could take number 11 and commit before another request's number 10, and
/// a device reading in between would get cursor 11 and never see 10. So a request that
/// changes records first locks its household's row (`SELECT … FOR UPDATE`): the household's
/// writers run one at a time, whichever instance they reach, each numbers its changes after
/// the latest committed number and commits them together with the new `sync_sequence`. A
/// reader's snapshot then holds every number up to the cursor it answers, and none above;
/// other households are not held up.
///
/// A sync takes few round trips, each a statement prepared once per connection: one for a
/// request without changes; with changes, the lock, the stored records, then one statement
/// that writes the records, moves the household's sequence and reads the answer.
extension PostgresRepository {
    func sync(household: String, since: Int64, changes: [SyncRecord]) async throws -> SyncAnswer {
        if changes.isEmpty {
            // One statement: one snapshot, so the cursor and the records agree.
            return try await autocommit { connection in
                try await Self.answer(
                    connection.execute(ReadRecords(household: household, since: since), logger: self.logger),
                    household: household)
            }
        }
        return try await transaction { connection in
            let logger = self.logger
            // The lock comes first, in a statement of its own: a statement that waited for it
            // would still read the records as they were before the writer it waited for.
            var locked: Int64?
            for try await value in try await connection.execute(
                LockHousehold(household: household), logger: logger)
            {
                locked = value
            }
            guard let start = locked else {
                throw StorageError("there is no household \(household.abbreviated())")
            }
            var stored: [String: SyncRecord] = [:]
            let ids = changes.map(\.id.text)
            for try await (id, body) in try await connection.execute(
                StoredRecords(household: household, ids: ids), logger: logger)
            {
                stored[id] = try AppDatabase.storedRecord(body, id: id)
            }
            var written = WriteRecords(household: household, since: since)
            var sequence = start
            for (index, change) in changes.enumerated() {
                let id = change.id.text
                var next = change
                if let record = stored[id] {
                    guard record.kind == change.kind else {
                        throw SyncRejection(
                            index: index,
                            error: .kindMismatch(change.id, stored: record.kind, received: change.kind))
                    }
                    guard let merged = record.merged(with: change), merged != record else { continue }
                    next = merged
                }
                sequence += 1
                stored[id] = next
                written.records[id] = (change.kind.name, next.text, sequence)
            }
            let statement =
                written.records.isEmpty
                ? try await connection.execute(
                    ReadRecords(household: household, since: since), logger: logger)
                : try await connection.execute(written, logger: logger)
            return try await Self.answer(statement, household: household)
        }
    }

    /// The answer from rows of the cursor and a record's text (`nil` in the one row of a
    /// household with no record after `since`).
    private static func answer(
        _ rows: AsyncThrowingMapSequence<PostgresRowSequence, (Int64, String?)>, household: String
    ) async throws -> SyncAnswer {
        var cursor: Int64?
        var records: [String] = []
        for try await (sequence, body) in rows {
            cursor = sequence
            if let body { records.append(body) }
        }
        guard let cursor else { throw StorageError("there is no household \(household.abbreviated())") }
        return SyncAnswer(cursor: cursor, records: records)
    }

    /// The household's cursor and the text of its records changed after `since`, in order of
    /// change: one row of the cursor and `nil` when there are none, no row when there is no
    /// such household.
    private struct ReadRecords: PostgresPreparedStatement {
        static let sql = """
            SELECT h.sync_sequence, r.body
            FROM household h LEFT JOIN sync_record r ON r.household_id = h.id AND r.sequence > $2
            WHERE h.id = $1 ORDER BY r.sequence
            """
        let household: String
        let since: Int64

        func makeBindings() -> PostgresBindings {
            var bindings = PostgresBindings()
            bindings.append(household)
            bindings.append(since)
            return bindings
        }

        func decodeRow(_ row: PostgresRow) throws -> (Int64, String?) {
            try row.decode((Int64, String?).self)
        }
    }

    /// Locks the household's row until the transaction ends; its latest sequence number.
    private struct LockHousehold: PostgresPreparedStatement {
        static let sql = "SELECT sync_sequence FROM household WHERE id = $1 FOR UPDATE"
        let household: String

        func makeBindings() -> PostgresBindings {
            var bindings = PostgresBindings()
            bindings.append(household)
            return bindings
        }

        func decodeRow(_ row: PostgresRow) throws -> Int64 { try row.decode(Int64.self) }
    }

    /// The id and text of the household's stored records among `ids`.
    private struct StoredRecords: PostgresPreparedStatement {
        static let sql = "SELECT id, body FROM sync_record WHERE household_id = $1 AND id = ANY($2)"
        let household: String
        let ids: [String]

        func makeBindings() -> PostgresBindings {
            var bindings = PostgresBindings()
            bindings.append(household)
            bindings.append(ids)
            return bindings
        }

        func decodeRow(_ row: PostgresRow) throws -> (String, String) {
            try row.decode((String, String).self)
        }
    }

    /// Inserts or replaces records and sets the household's sequence to the latest of theirs,
    /// in one statement that answers as ``ReadRecords`` does: the records written come from
    /// the insert itself, the others from the statement's snapshot, which doesn't hold them.
    private struct WriteRecords: PostgresPreparedStatement {
        static let sql = """
            WITH written AS (
                INSERT INTO sync_record (household_id, id, kind, body, sequence)
                SELECT $1, * FROM unnest($3::text[], $4::text[], $5::text[], $6::bigint[])
                ON CONFLICT (household_id, id) DO UPDATE SET body = excluded.body, sequence = excluded.sequence
                RETURNING body, sequence),
            moved AS (
                UPDATE household SET sync_sequence = (SELECT max(sequence) FROM written) WHERE id = $1
                RETURNING sync_sequence)
            SELECT m.sync_sequence, r.body FROM moved m LEFT JOIN (
                SELECT body, sequence FROM sync_record
                WHERE household_id = $1 AND sequence > $2 AND id <> ALL($3::text[])
                UNION ALL
                SELECT body, sequence FROM written WHERE sequence > $2) r ON true
            ORDER BY r.sequence
            """
        let household: String
        let since: Int64
        /// The text and sequence number of each record's last change, by id.
        var records: [String: (kind: String, body: String, sequence: Int64)] = [:]

        func makeBindings() -> PostgresBindings {
            let ids = Array(records.keys)
            var bindings = PostgresBindings()
            bindings.append(household)
            bindings.append(since)
            bindings.append(ids)
            bindings.append(ids.map { records[$0]?.kind ?? "" })
            bindings.append(ids.map { records[$0]?.body ?? "" })
            bindings.append(ids.map { records[$0]?.sequence ?? 0 })
            return bindings
        }

        func decodeRow(_ row: PostgresRow) throws -> (Int64, String?) {
            try row.decode((Int64, String?).self)
        }
    }
}
