/// The answer to `POST /api/households` and `POST /api/join`: the household, the new device
/// and the device's token, which is shown this once and never again.
public struct Membership: Codable, Sendable, Equatable {
    /// The household the device belongs to.
    public var household: Household
    /// The new device.
    public var device: DeviceIdentity
    /// The device's bearer token: 256 random bits in base64url.
    public var token: String
}
