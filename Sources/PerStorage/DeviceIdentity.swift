/// A device as the answers to creating a household and joining one name it: `{"id", "name"}`.
public struct DeviceIdentity: Codable, Sendable, Equatable {
    /// 128 random bits as 32 lowercase hex digits.
    public var id: String
    /// The name given when the device joined, e.g. `Anna's phone`.
    public var name: String
}
