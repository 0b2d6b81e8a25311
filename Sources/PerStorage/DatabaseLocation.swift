import Foundation

/// Where `per serve` keeps its data: a SQLite file (``AppDatabase``) or a PostgreSQL database
/// (``PostgresRepository``).
public enum DatabaseLocation: Sendable, Equatable {
    /// A SQLite file; its folder is created when missing.
    case file(String)
    /// A private SQLite database that lives as long as the server (for tests).
    case inMemory
    /// A PostgreSQL database, shared by every `per serve` given the same URL.
    case postgres(PostgresLocation)

    /// Reads a `postgres://` URL, `:memory:` or a file path (`~` is expanded).
    /// - Throws: ``DatabaseURLError`` for a PostgreSQL URL that can't be used.
    public init(argument: String) throws(DatabaseURLError) {
        if PostgresLocation.isURL(argument) {
            self = .postgres(try PostgresLocation(url: argument))
        } else if argument == ":memory:" {
            self = .inMemory
        } else {
            self = .file((argument as NSString).expandingTildeInPath)
        }
    }

    /// `$XDG_DATA_HOME/per/per.sqlite`, or `~/.local/share/per/per.sqlite` when
    /// `XDG_DATA_HOME` is not set.
    public static func defaultFile(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> Self
    {
        let dataHome: String
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            dataHome = xdg
        } else {
            let home = environment["HOME"] ?? NSHomeDirectory()
            dataHome = home + "/.local/share"
        }
        return .file(dataHome + "/per/per.sqlite")
    }

    /// The path, `:memory:`, or the URL without its password.
    public var description: String {
        switch self {
        case .file(let path): path
        case .inMemory: ":memory:"
        case .postgres(let location): location.description
        }
    }
}
