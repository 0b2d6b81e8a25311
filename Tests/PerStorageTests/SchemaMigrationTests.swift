import Foundation
import PerStorageTestSupport
import Testing

@testable import PerStorage

/// The schema either backend creates: in the PostgreSQL run of the suite, PostgreSQL; else SQLite.
@Suite("Schema, in SQLite or PostgreSQL")
struct SchemaMigrationTests {
    @Test("Migrations create the schema from empty, once, when several instances start at once")
    func migrationsFromEmpty() async throws {
        try await TestDatabase.withFresh(inFile: true) { location in
            // Several PostgreSQL instances may start at once; a SQLite file has one server.
            let instances = if case .postgres = location { 4 } else { 1 }
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<instances {
                    group.addTask { try await Self.open(location) }
                }
                try await group.waitForAll()
            }
            try await Self.open(location)
            let tables = try await TestDatabase.tableTexts(location)
            switch location {
            case .postgres(let postgres):
                #expect(
                    Set(tables.keys) == [
                        "household", "device", "invite", "price_entry", "sync_record", "removed_device",
                        "per_schema_version",
                    ])
                #expect(tables["per_schema_version"]?.count == PostgresSchema.migrations.count)
                #expect(tables["per_schema_version"]?.first?.hasPrefix("(1,households,") == true)
                // A schema a newer Per migrated further is refused, not used.
                try await TestDatabase.execute(
                    "INSERT INTO per_schema_version (version, name) VALUES (99, 'future')",
                    schema: postgres.schema)
                let error = await #expect(throws: StorageError.self) { try await Self.open(location) }
                #expect(error?.description.contains("schema is version 99, written by a newer Per") == true)
            default:
                #expect(
                    Set(tables.keys) == [
                        "priceEntry", "household", "device", "invite", "syncRecord", "removedDevice",
                        "unadoptedSyncRecord", "grdb_migrations", "sqlite_sequence",
                    ])
                #expect(
                    tables["grdb_migrations"]?.sorted()
                        == [
                            "v1", "v2-priceBook", "v3-households", "v4-sync", "v5-limits", "v6-listRecords",
                            "v7-priceEntryDeal",
                        ]
                        .map { "\"\($0)\"" })
            }
        }
    }

    /// Opens the database as `per serve` does when it starts, migrating it.
    static func open(_ location: DatabaseLocation) async throws {
        switch location {
        case .postgres(let postgres):
            try await TestDatabase.withRepository(postgres) { repository in try await repository.prepare() }
        default:
            _ = try AppDatabase.open(location)
        }
    }
}
