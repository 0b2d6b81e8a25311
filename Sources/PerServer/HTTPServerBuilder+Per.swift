import Hummingbird
import HummingbirdCore
import Logging
import NIOCore

extension HTTPServerBuilder {
    /// `per serve`'s HTTP/1.1 server. Each connection is closed when it sends nothing for the
    /// configuration's `idleTimeout`, when a request doesn't arrive in full within its
    /// `requestTimeout` (``RequestDeadlineHandler``), and at once when its client address
    /// already has `maxConnectionsPerAddress` open (``ConnectionLimitHandler``); every answer
    /// written on it carries the security headers, also those written below the router
    /// (``SecurityHeadersChannelHandler``).
    static func perServe(_ configuration: PerServerConfiguration, logger: Logger) -> HTTPServerBuilder {
        let connections = ConnectionsPerAddress(limit: configuration.maxConnectionsPerAddress)
        let lateAnswer = RequestDeadlineHandler.Answer(timeout: configuration.requestTimeout)
        return .http1(
            configuration: .init(
                // New handlers for each connection, in this order after the HTTP codec: the
                // 408 the deadline handler writes passes the security headers handler.
                additionalChannelHandlers: [
                    ConnectionLimitHandler(connections: connections, logger: logger),
                    SecurityHeadersChannelHandler(),
                    RequestDeadlineHandler(answer: lateAnswer),
                ],
                idleTimeout: TimeAmount(configuration.idleTimeout)))
    }
}
