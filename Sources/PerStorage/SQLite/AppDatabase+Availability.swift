import GRDB

/// Reading and writing through the pool, with the failures of a file that can't be used right
/// now (read-only, full, failing, locked by another process) thrown as ``DatabaseUnavailable``:
/// nothing of the operation is stored (the server answers 503).
extension AppDatabase {
    /// Runs `value` in a read-only transaction.
    /// - Throws: ``DatabaseUnavailable`` when SQLite can't use the file, else `value`'s error.
    func read<Value: Sendable>(_ value: @Sendable (Database) throws -> Value) async throws -> Value {
        try await available { try await writer.read(value) }
    }

    /// Runs `updates` in a write transaction, committed when it returns.
    /// - Throws: ``DatabaseUnavailable`` when SQLite can't use the file (nothing is committed),
    ///   else `updates`'s error.
    func write<Value: Sendable>(_ updates: @Sendable (Database) throws -> Value) async throws -> Value {
        try await available { try await writer.write(updates) }
    }

    private func available<Value>(_ operation: () async throws -> Value) async throws -> Value {
        do {
            return try await operation()
        } catch {
            guard let unavailable = Self.unavailability(error) else { throw error }
            logger.warning("The SQLite database is unavailable: \(unavailable.reason)")
            throw unavailable
        }
    }

    /// `error` as ``DatabaseUnavailable`` when SQLite says that the file can't be used right
    /// now: read-only (`SQLITE_READONLY`, `SQLITE_PERM`), full (`SQLITE_FULL`), failing
    /// (`SQLITE_IOERR`, `SQLITE_CANTOPEN`) or locked by another process (`SQLITE_BUSY`,
    /// `SQLITE_LOCKED`); else `nil`.
    static func unavailability(_ error: any Error) -> DatabaseUnavailable? {
        guard let error = error as? DatabaseError else { return nil }
        switch error.resultCode {
        case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_FULL, .SQLITE_IOERR, .SQLITE_CANTOPEN, .SQLITE_BUSY,
            .SQLITE_LOCKED:
            return DatabaseUnavailable(
                reason: "\(error)",
                message:
                    "The server can't use its database file right now: nothing was changed; try again in a moment"
            )
        default:
            return nil
        }
    }
}
