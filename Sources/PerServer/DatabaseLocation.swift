import Foundation

/// Where ``AppDatabase`` keeps its data.
public enum DatabaseLocation: Sendable, Equatable {
    /// A SQLite file; its folder is created when missing.
    case file(String)
    /// A private database that lives as long as the server (for tests).
    case inMemory

    /// Reads `:memory:` or a file path (`~` is expanded).
    public init(argument: String) {
        if argument == ":memory:" {
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

    /// The path, or `:memory:`.
    public var description: String {
        switch self {
        case .file(let path): path
        case .inMemory: ":memory:"
        }
    }
}
