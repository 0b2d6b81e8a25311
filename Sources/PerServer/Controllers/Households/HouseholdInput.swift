/// The body of `POST /api/households`: `{"name", "deviceName"}`.
struct HouseholdInput: Decodable, Sendable {
    /// The household's name, e.g. `Home`.
    var name: String
    /// The name of the device that creates it, e.g. `Anna's phone`.
    var deviceName: String
}
