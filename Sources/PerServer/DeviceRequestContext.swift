import Hummingbird
import PerStorage

/// A request context that knows the client's address (for the rate limit of failures) and,
/// on routes behind ``BearerAuthenticationMiddleware``, the authenticated device.
///
/// A controller of household data reads the household from ``authenticatedDevice()``:
///
/// ```swift
/// let household = try context.authenticatedDevice().householdId
/// ```
public protocol DeviceRequestContext: RemoteAddressRequestContext {
    /// The device whose token the request carries; set by ``BearerAuthenticationMiddleware``,
    /// `nil` on routes without it.
    var device: AuthenticatedDevice? { get set }
}

extension DeviceRequestContext {
    /// The authenticated device.
    /// - Throws: A 401 error when the route is not behind ``BearerAuthenticationMiddleware``.
    public func authenticatedDevice() throws -> AuthenticatedDevice {
        guard let device else { throw APIError.missingToken }
        return device
    }

    /// The client's IP address as text, the key of the rate limit; `unknown` when there is
    /// none (a Unix socket, or the tests' in-process client).
    var clientAddress: String {
        remoteAddress?.ipAddress ?? "unknown"
    }
}
