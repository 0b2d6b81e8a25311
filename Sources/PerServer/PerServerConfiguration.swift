import Foundation
import Logging
import PerStorage

/// Everything `per serve` needs to start: where to listen, what to serve, where to keep
/// saved lists and households, and who may create a household.
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
    /// Whether anyone may create a household through the API.
    public var signup: SignupPolicy
    /// The address people open the app at, e.g. `https://per.example`, for invite links;
    /// `nil` builds it from the request's `Host` header, with `http`.
    public var publicURL: String?
    /// The failed authentications and joins allowed per client address.
    public var failureLimit: FailureLimit
    /// How long a connection may send nothing, between requests or in the middle of one,
    /// before the server closes it: a client that stalls doesn't keep a connection forever.
    public var idleTimeout: Duration
    /// How long a request may take to arrive in full, headers and body, from its first byte,
    /// before the server answers 408 and closes the connection: a client that trickles a byte
    /// now and then (which the idle timeout allows) doesn't keep a connection forever.
    public var requestTimeout: Duration
    /// The most connections one client address may have open at once; more are closed as
    /// soon as they open. Every client of a reverse proxy on this machine shares its address.
    public var maxConnectionsPerAddress: Int
    /// The clock: when tokens were seen, invites expire, failures leave the rate limit's window.
    public var now: @Sendable () -> Date

    /// Creates a configuration.
    /// - Parameters:
    ///   - host: The address to listen on.
    ///   - port: The port to listen on; 0 for any free port.
    ///   - webRoot: The folder to serve.
    ///   - database: Where saved lists are kept.
    ///   - logLevel: `.info` logs one line per request.
    ///   - signup: Who may create a household; `nil`: ``SignupPolicy/default(listeningOn:)``.
    ///   - publicURL: The base of invite links; `nil`: from the request's `Host`.
    ///   - failureLimit: The failed authentications and joins allowed per client address.
    ///   - idleTimeout: How long a connection may send nothing before it is closed.
    ///   - requestTimeout: How long a request may take to arrive in full from its first byte.
    ///   - maxConnectionsPerAddress: The most connections one client address may have open.
    ///   - now: The clock.
    public init(
        host: String = "127.0.0.1", port: Int = 8080, webRoot: String,
        database: DatabaseLocation = .inMemory, logLevel: LogLevel = .info, signup: SignupPolicy? = nil,
        publicURL: String? = nil, failureLimit: FailureLimit = .standard,
        idleTimeout: Duration = .seconds(60), requestTimeout: Duration = .seconds(30),
        maxConnectionsPerAddress: Int = PerServerConfiguration.defaultMaxConnectionsPerAddress,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.host = host
        self.port = port
        self.webRoot = webRoot
        self.database = database
        self.logLevel = logLevel
        self.signup = signup ?? .default(listeningOn: host)
        self.publicURL = publicURL
        self.failureLimit = failureLimit
        self.idleTimeout = idleTimeout
        self.requestTimeout = requestTimeout
        self.maxConnectionsPerAddress = maxConnectionsPerAddress
        self.now = now
    }

    /// What one household may store: its sync records and their bytes (`--quota-records`,
    /// `--quota-bytes`).
    public var quota: StorageQuota = .standard
    /// How many households one client address may create, when signup is open.
    public var signupLimit: FailureLimit = .signup
    /// How `POST /api/scan` shares the machine: photos read at once and waiting, and per
    /// device and address.
    public var scanLimits: ScanLimits = .standard

    /// The default of ``maxConnectionsPerAddress``: a browser opens up to 6 connections to a
    /// server, so this lets about ten browsers of a household behind one home router in at
    /// once, and keeps one address from holding more than this many of the server's file
    /// descriptors.
    public static let defaultMaxConnectionsPerAddress = 64
}
