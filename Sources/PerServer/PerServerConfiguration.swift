import Logging

/// Everything `per serve` needs to start: where to listen, what to serve and where to keep
/// saved lists.
public struct PerServerConfiguration: Sendable {
    /// How much is logged: `info` logs one line per request.
    public typealias LogLevel = Logger.Level

    /// The address to listen on, e.g. `127.0.0.1`.
    public var host: String
    /// The port to listen on; 0 lets the system pick a free port.
    public var port: Int
    /// The folder whose files are served: `index.html`, the JS modules, `per.wasm` …
    public var webRoot: String
    /// The SQLite file for saved lists, or ``DatabaseLocation/inMemory``.
    public var database: DatabaseLocation
    /// The level of the request log and of the server's own messages.
    public var logLevel: LogLevel

    /// Creates a configuration.
    /// - Parameters:
    ///   - host: The address to listen on.
    ///   - port: The port to listen on; 0 for any free port.
    ///   - webRoot: The folder to serve.
    ///   - database: Where saved lists are kept.
    ///   - logLevel: `.info` logs one line per request.
    public init(
        host: String = "127.0.0.1", port: Int = 8080, webRoot: String,
        database: DatabaseLocation = .inMemory, logLevel: LogLevel = .info
    ) {
        self.host = host
        self.port = port
        self.webRoot = webRoot
        self.database = database
        self.logLevel = logLevel
    }
}
