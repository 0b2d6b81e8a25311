import Foundation
import GRDB
import Logging
import PostgresNIO
import Testing

@testable import PerServer

/// The database a test's server keeps its data in: SQLite in memory, or, when
/// `PER_TEST_POSTGRES_URL` is set (`scripts/postgres-cluster.sh run` sets it), a schema of its
/// own in that PostgreSQL database, created for the test and dropped after it.
enum TestDatabase {
    /// The PostgreSQL database of the suite's second run, if this is that run.
    static let postgres: PostgresLocation? = ProcessInfo.processInfo.environment["PER_TEST_POSTGRES_URL"]
        .flatMap { try? PostgresLocation(url: $0) }

    /// How many tests use the PostgreSQL server at once: each opens a few connections, and the
    /// server allows a few hundred.
    private static let limit = TestConcurrencyLimit(16)

    /// Runs `body` with a new, empty database of the backend under test.
    static func withFresh<Value: Sendable>(_ body: (DatabaseLocation) async throws -> Value) async throws
        -> Value
    {
        guard let postgres else { return try await body(.inMemory) }
        return try await limit.run { try await withFreshSchema(postgres, body) }
    }

    private static func withFreshSchema<Value: Sendable>(
        _ postgres: PostgresLocation, _ body: (DatabaseLocation) async throws -> Value
    ) async throws -> Value {
        var location = postgres
        let schema = "test_" + Secret.identifier()
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
    static func withRepository<Value: Sendable>(_ body: (any Repository) async throws -> Value) async throws
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
    static func withRepository<Value: Sendable>(
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
    static func execute(_ sql: String, schema: String? = nil) async throws {
        _ = try await rows(sql, schema: schema)
    }

    /// The first column of every row `sql` answers, as text, from the suite's PostgreSQL
    /// database (`schema` first in the search path).
    static func rows(_ sql: String, schema: String? = nil) async throws -> [String?] {
        var location = try #require(postgres)
        location.schema = schema
        let logger = Logger(label: "per-test")
        let connection = try await PostgresConnection.connect(
            configuration: PostgresConnection.Configuration(
                host: location.host, port: location.port, username: location.user,
                password: location.password,
                database: location.database, tls: .disable),
            id: 1, logger: logger)
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
}
