import ArgumentParser
import Foundation
import PerServer
import PerStorage

/// `per serve`: serves the web app, `per.wasm` and the saved-lists API.
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Serve the Per web app and its saved-lists API.",
        discussion: """
            Serves the page in the web root (the repository's Web/ folder unless told otherwise), \
            per.wasm and a JSON API for households and their saved lists under /api/. Stop it with \
            Ctrl-C (SIGINT) or SIGTERM: it finishes the requests in flight, then exits.
            """
    )

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on; 0 picks a free port (the log says which).")
    var port = 8080

    @Option(
        name: .customLong("web-root"),
        help: ArgumentHelp(
            "The folder to serve.",
            discussion:
                "Default: $PER_WEB_ROOT, else the Web/ folder found above the per executable or the current directory.",
            valueName: "path"))
    var webRoot: String?

    @Option(
        help: ArgumentHelp(
            "The SQLite file for households and saved lists, :memory:, or a PostgreSQL database as postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE.",
            discussion:
                "Default: $PER_DATABASE_URL, else $XDG_DATA_HOME/per/per.sqlite, i.e. ~/.local/share/per/per.sqlite. Several per serve given one PostgreSQL database share its households.",
            valueName: "path-or-url"))
    var database: String?

    /// `--database`, else `$PER_DATABASE_URL`, else the default file.
    /// - Throws: `ValidationError` for a PostgreSQL URL that can't be used.
    func location(environment: [String: String] = ProcessInfo.processInfo.environment) throws
        -> DatabaseLocation
    {
        try .server(argument: database, environment: environment)
    }

    @Option(
        help: ArgumentHelp(
            "Whether anyone who reaches the server may create a household: open or closed.",
            discussion:
                "Default: open when listening on loopback (127.0.0.1, ::1, localhost), closed otherwise; create households with per household create NAME when closed.",
            valueName: "policy"))
    var signup: SignupPolicy?

    @Option(
        name: .customLong("public-url"),
        help: ArgumentHelp(
            "The address people open the app at, e.g. https://per.example, for invite links.",
            discussion: "Default: http:// and the Host the request was sent to.",
            valueName: "url"))
    var publicURL: String?

    @Option(
        name: .customLong("failure-limit"),
        help: ArgumentHelp(
            "The failed authentications and joins one client address may make in a minute before it is answered 429.",
            discussion:
                "Behind a reverse proxy every client shares the proxy's address: raise it there.",
            valueName: "count"))
    var failureLimit = FailureLimit.standard.failures

    @Option(
        name: .customLong("log-level"),
        help: "trace, debug, info (one line per request), notice, warning, error or critical.")
    var logLevel = "info"

    @Option(
        name: .customLong("idle-timeout"),
        help: ArgumentHelp(
            "Seconds a connection may send nothing, between requests or in the middle of one, before it is closed.",
            valueName: "seconds"))
    var idleTimeout = 60

    @Option(
        name: .customLong("request-timeout"),
        help: ArgumentHelp(
            "Seconds a request may take to arrive in full, headers and body, from its first byte, before it is answered 408 and its connection closed.",
            discussion:
                "Unlike the idle timeout, bytes that keep trickling in don't extend it: a client sending one byte every few seconds is cut off.",
            valueName: "seconds"))
    var requestTimeout = 30

    @Option(
        name: .customLong("max-connections-per-address"),
        help: ArgumentHelp(
            "The most connections one client address may have open at once; more are closed as soon as they open.",
            discussion:
                "The devices of a household behind one home router share an address (a browser opens up to 6 connections), and behind a reverse proxy on this machine every client shares the proxy's: raise it there.",
            valueName: "count"))
    var maxConnectionsPerAddress = PerServerConfiguration.defaultMaxConnectionsPerAddress

    @Option(
        name: .customLong("signup-limit"),
        help: ArgumentHelp(
            "How many households one client address may create in an hour, when signup is open; more are answered 429.",
            valueName: "count"))
    var signupLimit = FailureLimit.signup.failures

    @Option(
        name: .customLong("quota-records"),
        help: ArgumentHelp(
            "The most sync records one household may keep (a list, a product or a price is a record).",
            valueName: "count"))
    var quotaRecords = StorageQuota.standard.records

    @Option(
        name: .customLong("quota-bytes"),
        help: ArgumentHelp(
            "The most bytes of sync records one household may keep; a sync that would pass it is answered 413.",
            valueName: "bytes"))
    var quotaBytes = StorageQuota.standard.bytes

    func validate() throws {
        guard (0...65535).contains(port) else {
            throw ValidationError("The port must be between 0 and 65535, not \(port).")
        }
        for (option, value) in counts where value < 1 {
            throw ValidationError("The \(option) must be at least 1, not \(value).")
        }
        guard PerServerConfiguration.LogLevel(rawValue: logLevel) != nil else {
            throw ValidationError("Unknown log level '\(logLevel)'.")
        }
        if let publicURL,
            !(publicURL.hasPrefix("http://") || publicURL.hasPrefix("https://")) || publicURL.contains("#")
        {
            throw ValidationError(
                "The --public-url must start with http:// or https:// and have no #, not '\(publicURL)'.")
        }
        _ = try location()
        if let webRoot, !FileManager.default.fileExists(atPath: webRoot) {
            throw ValidationError("The web root '\(webRoot)' does not exist.")
        }
    }

    /// The options that count seconds, connections, attempts, records or bytes: each must be at
    /// least 1.
    private var counts: KeyValuePairs<String, Int> {
        [
            "--idle-timeout": idleTimeout, "--request-timeout": requestTimeout,
            "--max-connections-per-address": maxConnectionsPerAddress, "--signup-limit": signupLimit,
            "--quota-records": quotaRecords, "--quota-bytes": quotaBytes, "--failure-limit": failureLimit,
        ]
    }

    func run() async throws {
        guard let root = WebRootLocator.locate(explicit: webRoot) else {
            throw ValidationError(
                "No web root found: pass --web-root PATH or set \(WebRootLocator.environmentVariable).")
        }
        try await runServer(configuration: try configuration(webRoot: root))
    }

    /// The server's configuration from the options, serving `root`.
    /// - Throws: `ValidationError` for a PostgreSQL URL that can't be used.
    func configuration(webRoot root: String) throws -> PerServerConfiguration {
        var configuration = PerServerConfiguration(
            host: host, port: port, webRoot: root,
            database: try location(),
            logLevel: PerServerConfiguration.LogLevel(rawValue: logLevel) ?? .info, signup: signup,
            publicURL: publicURL,
            failureLimit: FailureLimit(
                failures: failureLimit, windowSeconds: FailureLimit.standard.windowSeconds),
            idleTimeout: .seconds(idleTimeout), requestTimeout: .seconds(requestTimeout),
            maxConnectionsPerAddress: maxConnectionsPerAddress)
        configuration.quota = StorageQuota(records: quotaRecords, bytes: quotaBytes)
        configuration.signupLimit = FailureLimit(failures: signupLimit, windowSeconds: FailureLimit.signup.windowSeconds)
        return configuration
    }
}
