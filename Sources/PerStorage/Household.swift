/// A household as the API names it: `{"id", "name"}`.
public struct Household: Codable, Sendable, Equatable {
    /// 128 random bits as 32 lowercase hex digits.
    public var id: String
    /// The name given when it was created, e.g. `Home`.
    public var name: String
}
