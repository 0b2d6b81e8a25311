/// The database can't be reached or used right now: PostgreSQL down, restarting, out of
/// connections, or refusing Per's user; a SQLite file that is read-only, full, failing or locked
/// by another process. Nothing of the operation was stored; the database may come back.
public struct DatabaseUnavailable: Error, CustomStringConvertible {
    /// What went wrong, for the server's log (never shown to clients): no password, no query.
    public let reason: String
    /// Whether the database may come back by itself (down, restarting, full), rather than
    /// refusing Per (a wrong password, a database that doesn't exist).
    public var isTransient = true
    /// What the person using Per is told.
    public var message =
        "The server can't reach its database right now: nothing was changed; try again in a moment"

    /// An unavailable database, for `reason`.
    init(reason: String, isTransient: Bool = true) {
        self.reason = reason
        self.isTransient = isTransient
    }

    /// An unavailable database, for `reason`, telling the person `message`.
    init(reason: String, message: String) {
        self.reason = reason
        self.message = message
    }

    /// `the database is unavailable: <reason>`, for the log.
    public var description: String { "the database is unavailable: \(reason)" }
}
