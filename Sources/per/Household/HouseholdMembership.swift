import PerKit

/// This computer's membership of a household, as `household.json` keeps it (mode 0600, like
/// the page's `per.sync` in localStorage): the server, the household, this device and its
/// token, and when it last synced.
///
/// `{"version": 1, "server": "http://…/", "household": {"id", "name"},
/// "device": {"id", "name"}, "token": "…", "syncedAt": <milliseconds or null>}`
struct HouseholdMembership: Equatable {
    static let version = 1

    /// The app's address, ending in `/`.
    var server: String
    var householdID: String
    var householdName: String
    var deviceID: String
    var deviceName: String
    /// The device's bearer token: its credential, never shown.
    var token: String
    /// When the last sync finished, in milliseconds since 1970.
    var syncedAt: Int64?

    init(
        server: String, householdID: String, householdName: String, deviceID: String, deviceName: String,
        token: String, syncedAt: Int64? = nil
    ) {
        self.server = server
        self.householdID = householdID
        self.householdName = householdName
        self.deviceID = deviceID
        self.deviceName = deviceName
        self.token = token
        self.syncedAt = syncedAt
    }

    /// The server's answer to `POST api/join` (`{"household": {"id", "name"}, "device": {"id",
    /// "name"}, "token"}`); `nil` when it isn't one, or names a household or device by an id
    /// that can't be one (it names a file, and stamps records).
    init?(joinAnswer text: String, server: String) {
        guard let json = try? JSON(parsing: text) else { return nil }
        self.init(json: json, server: server, syncedAt: nil)
    }

    /// Reads the saved text; `nil` when it isn't a membership.
    init?(saved text: String) {
        guard let json = try? JSON(parsing: text), json.int("version") == Self.version,
            let server = json.string("server")
        else { return nil }
        let syncedAt: Int64? =
            if case .number(let value) = json["syncedAt"] ?? .null { Int64(value) } else { nil }
        self.init(json: json, server: server, syncedAt: syncedAt)
    }

    private init?(json: JSON, server: String, syncedAt: Int64?) {
        guard let household = json["household"], let device = json["device"],
            let householdID = household.string("id"), Self.isID(householdID),
            let householdName = household.string("name"),
            let deviceID = device.string("id"), HybridTimestamp.isValidDevice(deviceID),
            let deviceName = device.string("name"),
            let token = json.string("token"), !token.isEmpty
        else { return nil }
        self.init(
            server: server, householdID: householdID, householdName: householdName, deviceID: deviceID,
            deviceName: deviceName, token: token, syncedAt: syncedAt)
    }

    /// The text kept in `household.json`.
    var savedText: String {
        var writer = JSONWriter()
        writer.beginObject()
        writer.member("version", Self.version)
        writer.member("server", server)
        writer.key("household")
        writer.beginObject()
        writer.member("id", householdID)
        writer.member("name", householdName)
        writer.endObject()
        writer.key("device")
        writer.beginObject()
        writer.member("id", deviceID)
        writer.member("name", deviceName)
        writer.endObject()
        writer.member("token", token)
        writer.key("syncedAt")
        writer.value(syncedAt.map { JSON.number(String($0)) } ?? .null)
        writer.endObject()
        return JSON.parsingPretty(writer.text)
    }

    /// Whether `text` is an id of the server's: 1 to 64 lowercase hexadecimal digits or
    /// letters, digits, `-` and `_` (it names a file).
    static func isID(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.count <= 64
            && text.utf8.allSatisfy { byte in
                (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                    || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                    || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            }
    }
}

extension JSON {
    /// `text` (JSON) indented for people, or as it is when it isn't JSON.
    static func parsingPretty(_ text: String) -> String {
        guard let json = try? JSON(parsing: text) else { return text }
        return json.prettyText() + "\n"
    }
}
