import Hummingbird
import HummingbirdCore
import Logging
import NIOCore

extension HTTPServerBuilder {
    /// `per serve`'s HTTP/1.1 server. Each connection is closed when it sends nothing for the
    /// configuration's `idleTimeout`; every answer written on it carries the security headers,
    /// also those written below the router (``SecurityHeadersChannelHandler``).
    static func perServe(_ configuration: PerServerConfiguration, logger: Logger) -> HTTPServerBuilder {
        .http1(
            configuration: .init(
                // New handlers for each connection, after the HTTP codec.
                additionalChannelHandlers: [SecurityHeadersChannelHandler()],
                idleTimeout: TimeAmount(configuration.idleTimeout)))
    }
}
