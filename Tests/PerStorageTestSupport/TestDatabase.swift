import Foundation
import GRDB
import Logging
import NIOSSL
import PerStorage
import PostgresNIO

/// The database a test's server keeps its data in: SQLite in memory, or, when
/// `PER_TEST_POSTGRES_URL` is set (`scripts/postgres-cluster.sh run` sets it), a schema of its
/// own in that PostgreSQL database, created for the test and dropped after it.
///
/// The storage tests (PerStorageTests) and the server's (PerServerTests) both use it, so that
/// each suite runs on SQLite, and on PostgreSQL in the suite's second run.
public enum TestDatabase {
    /// The PostgreSQL database of the suite's second run, if this is that run. A URL that
    /// can't be used stops the run rather than letting it test SQLite instead.
    public static let postgres: PostgresLocation? = {
        guard let url = ProcessInfo.processInfo.environment["PER_TEST_POSTGRES_URL"] else { return nil }
        do {
            return try PostgresLocation(url: url)
        } catch {
            fatalError("PER_TEST_POSTGRES_URL can't be used: \(error)")
        }
    }()

    /// How many tests use the PostgreSQL server at once: each opens a few connections, and the
    /// server allows a few hundred.
    private static let limit = TestConcurrencyLimit(16)

    /// Runs `body` with a new, empty database of the backend under test.
    /// - Parameter inFile: For SQLite, a file in a new folder (removed afterwards) that the test
    ///   can open too, rather than a private database in memory.
    public static func withFresh<Value: Sendable>(
        inFile: Bool = false, _ body: (DatabaseLocation) async throws -> Value
    ) async throws -> Value {
        guard let postgres else {
            guard inFile else { return try await body(.inMemory) }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "per-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            return try await body(.file(folder.appendingPathComponent("per.sqlite").path))
        }
        return try await limit.run { try await withFreshSchema(postgres, body) }
    }

    private static func withFreshSchema<Value: Sendable>(
        _ postgres: PostgresLocation, _ body: (DatabaseLocation) async throws -> Value
    ) async throws -> Value {
        var location = postgres
        let schema = "test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        try await execute("CREATE SCHEMA \(schema)")
        location.schema = schema
        // Tests run in parallel: a few connections each keep them under the server's limit.
        location.poolSize = 2
        do {
            let value = try await body(.postgres(location))
            try await execute("DROP SCHEMA \(schema) CASCADE")
            return value
        } catch {
            try? await execute("DROP SCHEMA \(schema) CASCADE")
            throw error
        }
    }

    /// Runs `body` with a repository on a new, empty database of the backend under test.
    public static func withRepository<Value: Sendable>(_ body: (any Repository) async throws -> Value)
        async throws
        -> Value
    {
        try await withFresh { location in
            guard case .postgres(let postgres) = location else {
                return try await body(try AppDatabase.open(location))
            }
            return try await withRepository(postgres, body)
        }
    }

    /// Runs `body` with a repository of the PostgreSQL database at `location`, its connection
    /// pool running meanwhile.
    public static func withRepository<Value: Sendable>(
        _ location: PostgresLocation, _ body: (PostgresRepository) async throws -> Value
    ) async throws -> Value {
        let repository = PostgresRepository(location: location, logger: Logger(label: "per-test"))
        return try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await repository.service.run() }
            defer { group.cancelAll() }
            return try await body(repository)
        }
    }

    /// Runs one statement, e.g. DDL, on the suite's PostgreSQL database.
    public static func execute(_ sql: String, schema: String? = nil) async throws {
        _ = try await rows(sql, schema: schema)
    }

    /// The first column of every row `sql` answers, as text, from the suite's PostgreSQL
    /// database (`schema` first in the search path).
    public static func rows(_ sql: String, schema: String? = nil) async throws -> [String?] {
        guard var location = postgres else { throw StorageError("PER_TEST_POSTGRES_URL is not set") }
        location.schema = schema
        let logger = Logger(label: "per-test")
        let connection = try await PostgresConnection.connect(
            configuration: connectionConfiguration(location), id: 1, logger: logger)
        do {
            if let schema {
                try await connection.query("SET search_path TO \(unescaped: schema)", logger: logger)
            }
            var values: [String?] = []
            let rows = try await connection.query(PostgresQuery(unsafeSQL: sql), logger: logger)
            for try await value in rows.decode(String?.self) { values.append(value) }
            try await connection.close()
            return values
        } catch {
            try? await connection.close()
            throw error
        }
    }

    /// A connection of the test's own to `location`, outside the repository's pool.
    private static func connectionConfiguration(_ location: PostgresLocation) throws
        -> PostgresConnection.Configuration
    {
        let tls: PostgresConnection.Configuration.TLS =
            switch location.tlsMode {
            case .disable: .disable
            case .prefer: .prefer(try NIOSSLContext(configuration: .makeClientConfiguration()))
            case .require: .require(try NIOSSLContext(configuration: .makeClientConfiguration()))
            }
        return PostgresConnection.Configuration(
            host: location.host, port: location.port, username: location.user, password: location.password,
            database: location.database, tls: tls)
    }

    /// The text of every row of every table at `location` (a SQLite file or a PostgreSQL
    /// schema), blobs as hexadecimal digits; the table names are the keys.
    public static func tableTexts(_ location: DatabaseLocation) async throws -> [String: [String]] {
        switch location {
        case .postgres(let postgres):
            var texts: [String: [String]] = [:]
            let tables = try await rows(
                "SELECT table_name::text FROM information_schema.tables WHERE table_schema = current_schema()",
                schema: postgres.schema)
            for case let table? in tables {
                texts[table] = try await rows("SELECT t::text FROM \"\(table)\" t", schema: postgres.schema)
                    .map { $0 ?? "" }
            }
            return texts
        case .file(let path):
            let queue = try DatabaseQueue(path: path)
            return try await queue.read { db in
                var texts: [String: [String]] = [:]
                for table in try String.fetchAll(
                    db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
                {
                    texts[table] = try Row.fetchAll(db, sql: "SELECT * FROM \"\(table)\"").map { row in
                        row.databaseValues.map { value in
                            switch value.storage {
                            case .blob(let data): data.map { String(format: "%02x", $0) }.joined()
                            default: value.description
                            }
                        }.joined(separator: ",")
                    }
                }
                return texts
            }
        case .inMemory:
            throw StorageError("a database in memory can't be read from outside the server")
        }
    }
}
