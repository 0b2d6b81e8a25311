import HTTPTypes
import Hummingbird
import NIOCore

/// The headers a proxy adds with the address it relays for (RFC 7239's `Forwarded`, and the
/// `X-Forwarded-For` and `X-Real-IP` most proxies add), lower case.
private let forwardingHeaders: Set<String> = ["forwarded", "x-forwarded-for", "x-real-ip"]

/// Lets a request without a token through when it comes from the machine itself (a loopback
/// address, and no proxy's forwarding header); any other goes through
/// ``BearerAuthenticationMiddleware``.
///
/// A request relayed by a reverse proxy on the same machine arrives from a loopback address
/// too: one that carries `Forwarded`, `X-Forwarded-For` or `X-Real-IP` is not taken as local,
/// so that a server behind a proxy asks everyone for a token.
struct LocalOrDeviceMiddleware<Context: DeviceRequestContext>: RouterMiddleware {
    let authentication: BearerAuthenticationMiddleware<Context>

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        if request.headers[.authorization] == nil, Self.isLocal(request, from: context.remoteAddress) {
            return try await next(request, context)
        }
        return try await authentication.handle(request, context: context, next: next)
    }

    /// Whether `request` comes straight from a loopback address.
    static func isLocal(_ request: Request, from address: SocketAddress?) -> Bool {
        guard !request.headers.contains(where: { forwardingHeaders.contains($0.name.canonicalName) }) else {
            return false
        }
        guard let ip = address?.ipAddress else { return false }
        return ip.hasPrefix("127.") || ip == "::1" || ip.hasPrefix("::ffff:127.")
    }
}
