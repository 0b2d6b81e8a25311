import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Adds the security headers (``SecurityHeaders/fields``) to every response head written on a
/// connection that doesn't carry them yet: the answers written below the router, which
/// ``SecurityHeadersMiddleware`` never sees — Hummingbird's 400 to a request NIO can't parse
/// (a request line that is not HTTP, `Content-Length` with `Transfer-Encoding`, headers over
/// the size limit) and the 408 of ``RequestDeadlineHandler``.
///
/// One per connection, in the child channel's pipeline after the HTTP codec. Responses of the
/// router already carry the headers and pass unchanged; informational (1xx) heads too.
final class SecurityHeadersChannelHandler: ChannelOutboundHandler, RemovableChannelHandler {
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard case .head(var head) = unwrapOutboundIn(data), head.status.kind != .informational,
            head.headerFields[.contentSecurityPolicy] == nil
        else {
            context.write(data, promise: promise)
            return
        }
        head.headerFields.append(contentsOf: SecurityHeaders.fields)
        context.write(wrapOutboundOut(.head(head)), promise: promise)
    }
}
