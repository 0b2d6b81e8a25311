/// The device a token belongs to (``Repository/device(token:at:)``): the server sets it on the
/// request's context and takes every household id it queries from here, never from the
/// request's path or body.
public struct AuthenticatedDevice: Sendable, Equatable {
    /// The device's id.
    public var id: String
    /// The id of the device's household: the only household whose data the request may see.
    public var householdId: String
    /// The device's name.
    public var name: String
}
