import Foundation
import PerKit
import PostgresNIO

/// A PostgreSQL database, read from a URL such as `postgres://per:secret@db.example:5432/per`.
///
/// The URL is `postgres://` (or `postgresql://`), a user, an optional password, a host, an
/// optional port (5432) and the database, then optional parameters:
/// - `sslmode`: `disable`, `prefer` (the default: TLS when the server offers it) or `require`;
/// - `connect_timeout`: seconds to wait for a connection before an operation fails with
///   ``DatabaseUnavailable`` (default 5);
/// - `pool_size`: the most connections this server opens at once (default
///   ``defaultPoolSize``; several instances together must stay under the server's
///   `max_connections`);
/// - `schema`: a schema of the database to keep Per's tables in (it must exist), instead of
///   the user's default search path.
///
/// The password is kept for connecting only: ``description`` leaves it out, and so does every
/// message and log line.
public struct PostgresLocation: Sendable, Equatable, CustomStringConvertible {
    /// How the connection is encrypted.
    public enum TLSMode: String, Sendable {
        case disable, prefer, require
    }

    /// The server's host name or address.
    public var host: String
    /// The server's port (5432 unless the URL says otherwise).
    public var port: Int
    /// The user Per connects as.
    public var user: String
    /// The password, if the URL has one; never shown.
    public var password: String?
    /// The database's name.
    public var database: String
    /// Whether the connection is encrypted (`sslmode`).
    public var tlsMode: TLSMode
    /// How long a request waits for a connection before it fails.
    public var connectTimeout: Duration
    /// The most connections open at once.
    public var poolSize: Int
    /// The schema Per's tables are kept in, if not the default one.
    public var schema: String?

    /// The default ``poolSize``: four connections per core of this machine, from 4 to 20 (8 on
    /// two cores).
    ///
    /// More connections than that don't make requests faster, they make them wait longer: each
    /// connection is a PostgreSQL process, and with many more of them than cores, one that
    /// holds a lock (a household's row while its sync commits) is often descheduled while the
    /// others queue behind it. With two instances on one two-core machine, 20 connections each
    /// took the p99 of `POST /api/sync` from about 40 ms to 200–500 ms (`make bench-web`).
    public static var defaultPoolSize: Int {
        min(20, max(4, 4 * ProcessInfo.processInfo.activeProcessorCount))
    }

    /// Whether `text` is meant as a PostgreSQL URL rather than a SQLite file.
    public static func isURL(_ text: String) -> Bool {
        text.hasPrefix("postgres://") || text.hasPrefix("postgresql://")
    }

    /// Reads a URL.
    /// - Throws: ``DatabaseURLError`` naming what is missing or wrong.
    public init(url text: String) throws(DatabaseURLError) {
        guard Self.isURL(text), let components = URLComponents(string: text) else {
            throw DatabaseURLError(
                "The database URL is not a URL of the form postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE")
        }
        guard let host = components.host, !host.isEmpty else {
            throw DatabaseURLError("The database URL names no host: postgres://USER@HOST/DATABASE")
        }
        guard let user = components.user, !user.isEmpty else {
            throw DatabaseURLError("The database URL names no user: postgres://USER@\(host)/DATABASE")
        }
        let database = String(components.path.drop(while: { $0 == "/" }))
        guard !database.isEmpty, !database.contains("/") else {
            throw DatabaseURLError("The database URL names no database: postgres://USER@\(host)/DATABASE")
        }
        self.host = host
        self.port = components.port ?? 5432
        guard (1...65535).contains(port) else {
            throw DatabaseURLError("The database URL's port must be between 1 and 65535, not \(port)")
        }
        self.user = user
        self.password = components.password
        self.database = database
        tlsMode = .prefer
        connectTimeout = .seconds(5)
        poolSize = Self.defaultPoolSize
        schema = nil
        for item in components.queryItems ?? [] {
            let value = item.value ?? ""
            switch item.name {
            case "sslmode":
                guard let mode = TLSMode(rawValue: value) else {
                    throw DatabaseURLError(
                        "The database URL's sslmode must be disable, prefer or require, not '\(value.abbreviated())'"
                    )
                }
                tlsMode = mode
            case "connect_timeout":
                guard let seconds = Int(value), (1...600).contains(seconds) else {
                    throw DatabaseURLError(
                        "The database URL's connect_timeout must be a whole number of seconds from 1 to 600, not '\(value.abbreviated())'"
                    )
                }
                connectTimeout = .seconds(seconds)
            case "pool_size":
                guard let size = Int(value), (1...1000).contains(size) else {
                    throw DatabaseURLError(
                        "The database URL's pool_size must be a whole number from 1 to 1000, not '\(value.abbreviated())'"
                    )
                }
                poolSize = size
            case "schema":
                guard Self.isPlainName(value) else {
                    throw DatabaseURLError(
                        "The database URL's schema must be a plain name (lowercase letters, digits and _), not '\(value.abbreviated())'"
                    )
                }
                schema = value
            default:
                throw DatabaseURLError(
                    "The database URL has an unknown parameter '\(item.name.abbreviated())': use sslmode, connect_timeout, pool_size or schema"
                )
            }
        }
    }

    /// Whether `name` needs no quoting in SQL: a lowercase letter or `_`, then those and digits.
    private static func isPlainName(_ name: String) -> Bool {
        guard let first = name.utf8.first, name.utf8.count <= 63 else { return false }
        func isLetter(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
        }
        return isLetter(first)
            && name.utf8.allSatisfy { isLetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) }
    }

    /// The URL without its password: `postgres://USER@HOST:PORT/DATABASE`, and the schema.
    public var description: String {
        let shownHost = host.contains(":") ? "[\(host)]" : host
        return "postgres://\(user)@\(shownHost):\(port)/\(database)" + (schema.map { "?schema=\($0)" } ?? "")
    }

    /// PostgresNIO's configuration of a single connection to this database.
    /// - Throws: NIOSSL's errors when TLS can't be set up.
    func connectionConfiguration() throws -> PostgresConnection.Configuration {
        let tls: PostgresConnection.Configuration.TLS =
            switch tlsMode {
            case .disable: .disable
            case .prefer: .prefer(try NIOSSLContext(configuration: .makeClientConfiguration()))
            case .require: .require(try NIOSSLContext(configuration: .makeClientConfiguration()))
            }
        var configuration = PostgresConnection.Configuration(
            host: host, port: port, username: user, password: password, database: database, tls: tls)
        configuration.options.connectTimeout = .seconds(connectTimeout.components.seconds)
        return configuration
    }

    /// PostgresNIO's configuration of a connection pool for this database.
    var clientConfiguration: PostgresClient.Configuration {
        let tls: PostgresClient.Configuration.TLS =
            switch tlsMode {
            case .disable: .disable
            case .prefer: .prefer(.makeClientConfiguration())
            case .require: .require(.makeClientConfiguration())
            }
        var configuration = PostgresClient.Configuration(
            host: host, port: port, username: user, password: password, database: database, tls: tls)
        configuration.options.connectTimeout = connectTimeout
        configuration.options.maximumConnections = poolSize
        if let schema {
            // A run-time parameter of the session, sent when connecting.
            configuration.options.additionalStartupParameters = [("search_path", schema)]
        }
        return configuration
    }
}
