import Foundation
import Logging
import PostgresNIO
import ServiceLifecycle
import Synchronization

/// Households, devices, invites, the price book's table and sync records (the lists, products
/// and prices a household's devices share) in PostgreSQL through PostgresNIO, for one or
/// several `per serve` instances on one database.
///
/// Tables (created by ``PostgresSchema``): `household`, `device`, `invite`, `removed_device`,
/// `price_entry` and `sync_record`, as ``AppDatabase``'s in SQLite; amounts are exact fraction
/// text, never floating point.
///
/// Run ``service`` (PostgresNIO's connection pool) for as long as the repository is used. The
/// schema is brought up to date before the first query; every operation waits at most the
/// location's `connect_timeout` for a connection. When the database can't be reached the
/// operation throws ``DatabaseUnavailable``; the pool reconnects once it is back.
public final class PostgresRepository: Repository {
    /// The database.
    public let location: PostgresLocation
    /// Where failures are logged.
    public let logger: Logger
    private let client: PostgresClient
    private let isMigrated = Atomic(false)

    /// A repository for the database at `location`; nothing connects before ``service`` runs.
    /// - Parameter logger: Where failures are logged. PostgresNIO's own messages go there at
    ///   `error` and above only: connection details stay out of a `trace` log, the repository
    ///   logs a database it can't reach itself (PostgresNIO would log every reconnection
    ///   attempt of an outage), and PostgresNIO's warning of a query queued while the pool is
    ///   still starting (the schema check at start) is harmless.
    public init(location: PostgresLocation, logger: Logger) {
        self.location = location
        self.logger = logger
        var backgroundLogger = logger
        backgroundLogger.logLevel = max(logger.logLevel, .error)
        client = PostgresClient(
            configuration: location.clientConfiguration, backgroundLogger: backgroundLogger)
    }

    /// The connection pool's background work: run it (e.g. as one of the application's
    /// services) while the repository is in use.
    public var service: some Service { client }

    /// Brings the schema up to date now, rather than before the first request.
    /// - Throws: ``DatabaseUnavailable`` when the database can't be reached or refuses Per
    ///   (``DatabaseUnavailable/isTransient`` tells which); ``StorageError`` when it was
    ///   migrated by a newer Per or a statement fails, e.g. for missing privileges.
    public func prepare() async throws {
        // One connection of its own first: the pool retries a connection that fails, and
        // would only say that none came in time, not why.
        do {
            let connection = try await PostgresConnection.connect(
                configuration: location.connectionConfiguration(), id: 0, logger: logger)
            try await connection.close()
        } catch {
            let unavailable = Self.unavailability(error) ?? DatabaseUnavailable(reason: "\(error)")
            logger.warning("PostgreSQL at \(location) is unavailable: \(unavailable.reason)")
            throw unavailable
        }
        do {
            try await withDeadline { try await self.migrateIfNeeded() }
        } catch let error as PSQLError {
            throw StorageError(
                "PostgreSQL at \(location) can't be migrated: \(error.serverInfo?[.message] ?? "\(error.code)")"
            )
        }
    }

    /// Runs `body` with a connection, in a transaction: committed when `body` returns, rolled
    /// back when it throws (whose error is then thrown as it is).
    /// - Parameter snapshot: Whether `body` only reads, and every statement sees the same
    ///   snapshot (`REPEATABLE READ READ ONLY`); otherwise each statement sees what was
    ///   committed when it started (`READ COMMITTED`).
    func transaction<Value: Sendable>(
        snapshot: Bool = false, _ body: @escaping @Sendable (PostgresConnection) async throws -> Value
    ) async throws -> Value {
        try await withDeadline {
            try await self.migrateIfNeeded()
            return try await self.withConnection { connection in
                try await Self.transaction(on: connection, snapshot: snapshot, logger: self.logger, body)
            }
        }
    }

    /// Runs `body` with a connection, outside a transaction: each statement commits on its own.
    /// For reads of one statement, and writes that need no other.
    func autocommit<Value: Sendable>(_ body: @escaping @Sendable (PostgresConnection) async throws -> Value)
        async throws -> Value
    {
        try await withDeadline {
            try await self.migrateIfNeeded()
            return try await self.withConnection(body)
        }
    }

    /// An error thrown once a connection was leased, told apart from the lease's own: any
    /// error of the lease means that no connection could be made.
    private struct LeasedError: Error {
        let error: any Error
    }

    /// Runs `body` with a connection of the pool.
    /// - Throws: ``DatabaseUnavailable`` when no connection could be leased, else `body`'s error.
    private func withConnection<Value: Sendable>(
        _ body: @escaping @Sendable (PostgresConnection) async throws -> Value
    ) async throws -> Value {
        do {
            return try await client.withConnection { connection in
                Self.lease?.isTaken.store(true, ordering: .releasing)
                do {
                    return try await body(connection)
                } catch {
                    throw LeasedError(error: error)
                }
            }
        } catch let leased as LeasedError {
            throw leased.error
        } catch {
            throw Self.unavailability(error)
                ?? DatabaseUnavailable(reason: "no connection can be made: \(error)")
        }
    }

    private static func transaction<Value: Sendable>(
        on connection: PostgresConnection, snapshot: Bool = false, logger: Logger,
        _ body: (PostgresConnection) async throws -> Value
    ) async throws -> Value {
        try await connection.query(
            snapshot ? "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY" : "BEGIN", logger: logger)
        let value: Value
        do {
            value = try await body(connection)
        } catch {
            _ = try? await connection.query("ROLLBACK", logger: logger)
            throw error
        }
        try await connection.query("COMMIT", logger: logger)
        return value
    }

    private func migrateIfNeeded() async throws {
        guard !isMigrated.load(ordering: .acquiring) else { return }
        try await withConnection { connection in
            try await Self.transaction(on: connection, logger: self.logger) { connection in
                try await PostgresSchema.migrate(connection, logger: self.logger)
            }
        }
        isMigrated.store(true, ordering: .releasing)
    }

    /// Whether an operation has got a connection (``withDeadline(_:)``), and whether it was
    /// cancelled for not getting one in time.
    private final class Lease: Sendable {
        let isTaken = Atomic(false)
        let isExpired = Atomic(false)
    }

    /// The lease of the operation the current task runs.
    @TaskLocal private static var lease: Lease?

    /// Runs `operation`, waiting at most the location's `connect_timeout` for a connection
    /// (once it has one, it takes as long as it takes: a sync may wait for its household's
    /// lock), and turns the errors of a database that can't be reached into
    /// ``DatabaseUnavailable``.
    ///
    /// The operation runs as a task of its own that a timer of the event loops cancels when it
    /// has no connection by then: one task and a timer per operation, which every request
    /// pays, rather than a task group racing a sleeping task.
    private func withDeadline<Value: Sendable>(
        _ operation: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        let timeout = location.connectTimeout
        let lease = Lease()
        let task = Task { try await Self.$lease.withValue(lease) { try await operation() } }
        let timer = MultiThreadedEventLoopGroup.singleton.any().scheduleTask(in: TimeAmount(timeout)) {
            guard !lease.isTaken.load(ordering: .acquiring) else { return }
            lease.isExpired.store(true, ordering: .releasing)
            task.cancel()
        }
        defer { timer.cancel() }
        do {
            return try await withTaskCancellationHandler {
                try await task.value
            } onCancel: {
                task.cancel()
            }
        } catch {
            let unavailable =
                lease.isExpired.load(ordering: .acquiring)
                ? DatabaseUnavailable(reason: "no connection within \(timeout)")
                : (error as? DatabaseUnavailable) ?? Self.unavailability(error)
            guard let unavailable else { throw error }
            logger.warning("PostgreSQL at \(location) is unavailable: \(unavailable.reason)")
            throw unavailable
        }
    }

    /// SQLSTATEs of a server that is going away, starting or full (with class 08, connection
    /// exceptions), and of one that refuses Per's user or doesn't have its database (class 28).
    private static let transientStates: Set<String> = ["57P01", "57P02", "57P03", "53300"]
    private static let refusalStates: Set<String> = ["3D000"]

    /// `error` as ``DatabaseUnavailable`` when it says the database can't be reached, else `nil`.
    static func unavailability(_ error: any Error) -> DatabaseUnavailable? {
        guard let error = error as? PSQLError else { return nil }
        switch error.code {
        case .connectionError, .serverClosedConnection, .clientClosedConnection, .uncleanShutdown,
            .poolClosed,
            .sslUnsupported:
            let underlying = error.underlying.map { ": \($0)" } ?? ""
            return DatabaseUnavailable(reason: "\(error.code)\(underlying)")
        case .server:
            let state = error.serverInfo?[.sqlState] ?? ""
            let message = error.serverInfo?[.message] ?? ""
            if state.hasPrefix("08") || transientStates.contains(state) {
                return DatabaseUnavailable(reason: "\(message) (\(state))")
            }
            if state.hasPrefix("28") || refusalStates.contains(state) {
                return DatabaseUnavailable(reason: "\(message) (\(state))", isTransient: false)
            }
            return nil
        case .unsupportedAuthMechanism, .authMechanismRequiresPassword, .saslError:
            return DatabaseUnavailable(reason: "authentication failed (\(error.code))", isTransient: false)
        default:
            return nil
        }
    }
}
