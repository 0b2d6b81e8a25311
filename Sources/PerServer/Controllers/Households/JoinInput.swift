/// The body of `POST /api/join`: `{"code", "deviceName"}`.
struct JoinInput: Decodable, Sendable {
    /// The invite's code, as in the link's `#join=` fragment.
    var code: String
    /// The name of the device that joins.
    var deviceName: String
}
