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
extension PostgresRepository {
    func sync(household: String, since: Int64, changes: [SyncRecord]) async throws -> SyncAnswer {
        if changes.isEmpty {
            // One snapshot: the cursor and the records agree.
            return try await transaction(snapshot: true) { connection in
                try await SyncAnswer(
                    cursor: Self.syncSequence(household: household, lock: false, connection, self.logger),
                    records: Self.syncRecords(household: household, since: since, connection, self.logger))
            }
        }
        return try await transaction { connection in
            let logger = self.logger
            let start = try await Self.syncSequence(household: household, lock: true, connection, logger)
            var stored = try await Self.storedRecords(
                household: household, ids: changes.map(\.id.text), connection, logger)
            // The final text and sequence number of each record changed, written at the end.
            var written: [String: (kind: String, body: String, sequence: Int64)] = [:]
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
                written[id] = (change.kind.name, next.text, sequence)
            }
            if sequence != start {
                try await Self.write(written, household: household, connection, logger)
                try await connection.query(
                    "UPDATE household SET sync_sequence = \(sequence) WHERE id = \(household)", logger: logger
                )
            }
            return try await SyncAnswer(
                cursor: sequence,
                records: Self.syncRecords(household: household, since: since, connection, logger))
        }
    }

    /// The household's latest sequence number, its row locked until the transaction ends when
    /// `lock` is set.
    private static func syncSequence(
        household: String, lock: Bool, _ connection: PostgresConnection, _ logger: Logger
    ) async throws -> Int64 {
        let query: PostgresQuery =
            lock
            ? "SELECT sync_sequence FROM household WHERE id = \(household) FOR UPDATE"
            : "SELECT sync_sequence FROM household WHERE id = \(household)"
        guard let row = try await connection.query(query, logger: logger).collect().first else {
            throw StorageError("there is no household \(household.abbreviated())")
        }
        return try row.decode(Int64.self)
    }

    /// The household's stored records among `ids`, by id.
    private static func storedRecords(
        household: String, ids: [String], _ connection: PostgresConnection, _ logger: Logger
    ) async throws -> [String: SyncRecord] {
        var records: [String: SyncRecord] = [:]
        let rows = try await connection.query(
            "SELECT id, body FROM sync_record WHERE household_id = \(household) AND id = ANY(\(ids))",
            logger: logger)
        for try await (id, body) in rows.decode((String, String).self) {
            records[id] = try AppDatabase.storedRecord(body, id: id)
        }
        return records
    }

    /// Inserts or replaces the records, in one statement.
    private static func write(
        _ records: [String: (kind: String, body: String, sequence: Int64)], household: String,
        _ connection: PostgresConnection, _ logger: Logger
    ) async throws {
        let ids = Array(records.keys)
        let kinds = ids.map { records[$0]?.kind ?? "" }
        let bodies = ids.map { records[$0]?.body ?? "" }
        let sequences = ids.map { records[$0]?.sequence ?? 0 }
        try await connection.query(
            """
            INSERT INTO sync_record (household_id, id, kind, body, sequence)
            SELECT \(household), * FROM unnest(\(ids)::text[], \(kinds)::text[], \(bodies)::text[], \(sequences)::bigint[])
            ON CONFLICT (household_id, id) DO UPDATE SET body = excluded.body, sequence = excluded.sequence
            """, logger: logger)
    }

    /// The JSON text of the household's records changed after `since`, in order of change.
    private static func syncRecords(
        household: String, since: Int64, _ connection: PostgresConnection, _ logger: Logger
    ) async throws -> [String] {
        var bodies: [String] = []
        let rows = try await connection.query(
            "SELECT body FROM sync_record WHERE household_id = \(household) AND sequence > \(since) ORDER BY sequence",
            logger: logger)
        for try await body in rows.decode(String.self) { bodies.append(body) }
        return bodies
    }
}
