import Hummingbird
import NIOCore
import PerStorage

/// The request context of Per's routes: Hummingbird's core context, the client's address and
/// the authenticated device (``DeviceRequestContext``).
public struct PerRequestContext: DeviceRequestContext {
    /// Hummingbird's per-request storage.
    public var coreContext: CoreRequestContextStorage
    /// The address of the client's end of the connection, if it has one.
    public let remoteAddress: SocketAddress?
    /// The device whose token the request carries, on authenticated routes.
    public var device: AuthenticatedDevice?

    /// The context of a request arriving on `source`'s channel.
    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
        device = nil
    }
}
