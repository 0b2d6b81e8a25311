import Foundation
import HTTPTypes
import Hummingbird
import Logging
import PerKit
import PostgresNIO

/// Sync records in PostgreSQL: `sync_record` holds each household's records with the sequence
/// number of their last change, `household.sync_sequence` the latest number issued.
///
/// A sync with changes reads the stored records it changes, merges in Swift, then writes them
/// in one statement that:
/// - takes the household's next numbers by updating its row, which it holds locked until it
///   commits, so the household's writes commit in the order of their numbers, whichever
///   instance they reach (a plain sequence would not do: number 11 could commit before 10, and
///   a device reading in between would get cursor 11 and never see 10);
/// - writes each record only if it is still the version read (`ON CONFLICT … WHERE`, which
///   sees the latest committed row). A record another request changed meanwhile is read,
///   merged and written again; nothing waits on a lock across round trips, and no write is
///   lost. Such a retry leaves a gap in the numbers, which cursors don't mind: they only grow.
///
/// The same statement answers (the records of its snapshot changed after `since`, and those it
/// wrote) when no other write of the household committed between its snapshot and its numbers;
/// otherwise the answer is read in one more statement, after the write committed. Either way
/// the answer holds every number up to the cursor it answers, and none above. A sync is three
/// round trips (the device, the stored records, the write), each statement prepared once per
/// connection.
extension PostgresRepository {
    /// How many times a sync reads and writes records that other requests keep changing
    /// before it gives up with ``SyncContention``.
    static let writeAttempts = 16

    func sync(household: String, since: Int64, changes: [SyncRecord]) async throws -> SyncAnswer {
        try await autocommit { connection in
            let logger = self.logger
            var pending = Array(changes.indices)
            var attempts = 0
            while !pending.isEmpty {
                guard attempts < Self.writeAttempts else { throw SyncContention() }
                attempts += 1
                let outcome = try await Self.write(
                    changes, pending, household: household, since: since, connection, logger)
                if let answer = outcome.answer { return answer }
                pending = outcome.conflicts
            }
            return try await Self.answer(
                connection.execute(ReadRecords(household: household, since: since), logger: logger),
                household: household)
        }
    }

    /// Merges the changes at `indices` with the stored records and writes those that change.
    /// - Returns: The indices of the changes whose record another request changed meanwhile,
    ///   to merge and write again, and the answer when the write could tell it: when every
    ///   record was written, and no other write of the household committed between the
    ///   statement's snapshot and its numbers.
    private static func write(
        _ changes: [SyncRecord], _ indices: [Int], household: String, since: Int64,
        _ connection: PostgresConnection, _ logger: Logger
    ) async throws -> (conflicts: [Int], answer: SyncAnswer?) {
        var stored: [String: (record: SyncRecord, sequence: Int64)] = [:]
        let ids = indices.map { changes[$0].id.text }
        for try await (id, body, sequence) in try await connection.execute(
            StoredRecords(household: household, ids: ids), logger: logger)
        {
            stored[id] = (try AppDatabase.storedRecord(body, id: id), sequence)
        }
        var statement = WriteRecords(household: household, since: since)
        for index in indices {
            let change = changes[index]
            let id = change.id.text
            var next = change
            if let (record, sequence) = stored[id] {
                guard record.kind == change.kind else {
                    throw SyncRejection(
                        index: index,
                        error: .kindMismatch(change.id, stored: record.kind, received: change.kind))
                }
                guard let merged = record.merged(with: change), merged != record else { continue }
                next = merged
                stored[id] = (merged, sequence)
            } else {
                stored[id] = (change, 0)
            }
            statement.records[id] = (change.kind.name, next.text, stored[id]?.sequence ?? 0, index)
        }
        guard !statement.records.isEmpty else { return ([], nil) }
        var numbers: (start: Int64, seen: Int64)?
        var written = Set<String>()
        var records: [(sequence: Int64, body: String)] = []
        for try await row in try await connection.execute(statement, logger: logger) {
            if let start = row.start, let seen = row.seen { numbers = (start, seen) }
            guard let sequence = row.sequence, let body = row.body else { continue }
            if let id = row.id { written.insert(id) }
            if sequence > since { records.append((sequence, body)) }
        }
        guard let numbers else { throw StorageError("there is no household \(household.abbreviated())") }
        let conflicts = indices.filter {
            let id = changes[$0].id.text
            return statement.records[id] != nil && !written.contains(id)
        }
        guard conflicts.isEmpty, numbers.start == numbers.seen else { return (conflicts, nil) }
        records.sort { $0.sequence < $1.sequence }
        let cursor = numbers.start + Int64(statement.records.count)
        return ([], SyncAnswer(cursor: cursor, records: records.map(\.body)))
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
    /// whose stored sequence is the one read. Answers, as ``Row``s, the numbers, the records
    /// written, and the records of the statement's snapshot changed after `since` that it
    /// didn't try to write: the answer, when no other write committed between the snapshot
    /// and the numbers. No row when there is no such household.
    private struct WriteRecords: PostgresPreparedStatement {
        static let sql = """
            WITH changes AS (
                SELECT * FROM unnest($3::text[], $4::text[], $5::text[], $6::bigint[])
                    WITH ORDINALITY AS c (id, kind, body, read, position)),
            moved AS (
                UPDATE household SET sync_sequence = sync_sequence + cardinality($3::text[]) WHERE id = $1
                RETURNING sync_sequence - cardinality($3::text[]) AS start),
            seen AS (SELECT sync_sequence FROM household WHERE id = $1),
            written AS (
                INSERT INTO sync_record AS r (household_id, id, kind, body, sequence)
                SELECT $1, c.id, c.kind, c.body, m.start + c.position FROM changes c, moved m
                ON CONFLICT (household_id, id) DO UPDATE SET body = excluded.body, sequence = excluded.sequence
                    WHERE r.sequence = (SELECT c.read FROM changes c WHERE c.id = r.id)
                RETURNING r.id, r.sequence, r.body)
            SELECT m.start, s.sync_sequence, NULL::text, u.sequence, u.body
            FROM moved m CROSS JOIN seen s LEFT JOIN (
                SELECT sequence, body FROM sync_record
                WHERE household_id = $1 AND sequence > $2 AND id <> ALL($3::text[])) u ON true
            UNION ALL
            SELECT NULL, NULL, id, sequence, body FROM written
            """

        /// A row of the answer: the household's latest number when the statement took its own
        /// and the one in its snapshot, with a record of the snapshot it didn't try to write
        /// (if any); or a record it wrote, with its id.
        struct Row {
            let start: Int64?
            let seen: Int64?
            let id: String?
            let sequence: Int64?
            let body: String?
        }

        let household: String
        let since: Int64
        /// The kind, text, stored sequence number as read (0: not stored) and the index of the
        /// last change of each record to write, by id: records are numbered in that order.
        var records: [String: (kind: String, body: String, read: Int64, change: Int)] = [:]

        func makeBindings() -> PostgresBindings {
            let ids = records.keys.sorted { records[$0]?.change ?? 0 < records[$1]?.change ?? 0 }
            var bindings = PostgresBindings()
            bindings.append(household)
            bindings.append(since)
            bindings.append(ids)
            bindings.append(ids.map { records[$0]?.kind ?? "" })
            bindings.append(ids.map { records[$0]?.body ?? "" })
            bindings.append(ids.map { records[$0]?.read ?? 0 })
            return bindings
        }

        func decodeRow(_ row: PostgresRow) throws -> Row {
            let (start, seen, id, sequence, body) = try row.decode(
                (Int64?, Int64?, String?, Int64?, String?).self)
            return Row(start: start, seen: seen, id: id, sequence: sequence, body: body)
        }
    }
}

/// A sync whose records other requests kept changing while it tried to write them
/// (``PostgresRepository/writeAttempts`` times): 503, to try again in a moment.
struct SyncContention: Error, HTTPResponseError {
    var status: HTTPResponse.Status { .serviceUnavailable }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        var error = APIError(
            .serviceUnavailable,
            "Other devices of the household are changing the same records right now; try again in a moment")
        error.headers[.retryAfter] = "1"
        return error.response()
    }
}
