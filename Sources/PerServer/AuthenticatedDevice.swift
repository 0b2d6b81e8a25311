/// The device a request's bearer token belongs to, set on the request context by
/// ``BearerAuthenticationMiddleware``.
///
/// Every query of household data takes ``householdId`` from here, never from the request's
/// path or body.
public struct AuthenticatedDevice: Sendable, Equatable {
    /// The device's id.
    public var id: String
    /// The id of the device's household: the only household whose data the request may see.
    public var householdId: String
    /// The device's name.
    public var name: String
}
