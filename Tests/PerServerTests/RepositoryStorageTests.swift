import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

@testable import PerServer

/// What either backend stores: in the PostgreSQL run of the suite, PostgreSQL; else SQLite.
@Suite("Storage, in SQLite or PostgreSQL")
struct RepositoryStorageTests {
    @Test("No table holds a token or an invite code, only their SHA-256 hashes")
    func tablesHoldOnlyHashes() async throws {
        try await TestDatabase.withFresh(inFile: true) { location in
            let secrets = try await withTestServer(database: location) { server async throws in
                try await HouseholdSecrecyTests.useHouseholds(server)
            }
            let tables = try await TestDatabase.tableTexts(location)
            let text = tables.values.joined().joined(separator: "\n")
            #expect(tables.count >= 7, "\(tables.keys.sorted())")
            for secret in secrets {
                let encodings = try HouseholdSecrecyTests.encodings(of: secret)
                #expect(!text.contains(secret), "a secret is in a table")
                // The bytes base64url stands for, in hexadecimal as blobs are shown.
                let raw = try #require(encodings.last).map { String(format: "%02x", $0) }.joined()
                #expect(!text.contains(raw), "a secret's bytes are in a table")
            }
            // The test reads the right rows: the first token's hash is there.
            #expect(text.contains(Secret.hash(secrets[0]).map { String(format: "%02x", $0) }.joined()))
        }
    }

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
                        "household", "device", "invite", "product_list", "product_item", "price_entry",
                        "sync_record", "removed_device", "per_schema_version",
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
                        "productList", "productItem", "priceEntry", "household", "device", "invite",
                        "syncRecord", "removedDevice",
                        "grdb_migrations", "sqlite_sequence",
                    ])
                #expect(
                    tables["grdb_migrations"]?.sorted()
                        == ["v1", "v2-priceBook", "v3-households", "v4-sync", "v5-limits"]
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
