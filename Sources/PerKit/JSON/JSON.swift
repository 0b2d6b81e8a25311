/// A JSON value, for Per's saved state and wire format (Embedded Swift has no `Codable`).
///
/// Numbers keep their text so that no value passes through floating point; object members
/// keep their order so that encoded text is stable.
public enum JSON: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as its JSON text.
    case number(String)
    /// A string.
    case string(String)
    /// An array.
    case array([JSON])
    /// An object; members in order.
    case object([Member])

    /// A named member of an object.
    public struct Member: Hashable, Sendable {
        /// The member's name.
        public let key: String
        /// The member's value.
        public let value: JSON

        /// Creates a member.
        public init(_ key: String, _ value: JSON) {
            self.key = key
            self.value = value
        }
    }

    /// An integer number.
    public static func int(_ value: Int) -> JSON { .number(String(value)) }

    /// A string, or `null` for `nil`.
    public static func optional(_ value: String?) -> JSON { value.map { .string($0) } ?? .null }

    /// The value of a member of an object, or `nil`.
    public subscript(key: String) -> JSON? {
        guard case .object(let members) = self else { return nil }
        // Comparing lengths first is cheap and settles almost every member; members are read in
        // place, not copied one by one.
        let length = key.utf8.count
        for index in members.indices
        where members[index].key.utf8.count == length && members[index].key.hasSameUTF8(as: key) {
            return members[index].value
        }
        return nil
    }

    /// The string value, or `nil`.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The Boolean value, or `nil`.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The value as a whole number that fits an `Int`, or `nil`.
    public var intValue: Int? {
        guard case .number(let text) = self else { return nil }
        var scalars = Array(text.unicodeScalars)
        let negative = scalars.first == "-"
        if negative { scalars.removeFirst() }
        guard !scalars.isEmpty, scalars.count <= 9, scalars.allSatisfy({ $0.isDigit }) else { return nil }
        var value = 0
        for scalar in scalars { value = value * 10 + Int(scalar.value - 48) }
        return negative ? -value : value
    }

    /// The elements of an array, or `nil`.
    public var arrayValue: [JSON]? {
        if case .array(let values) = self { return values }
        return nil
    }

    /// The string value of the member named `key`, or `nil` when there is none or it isn't a
    /// string: `json.string("name")` is `json["name"]?.stringValue`, in one call (not repeated
    /// wherever a member is read, as the optional chain is in Embedded Swift).
    @inline(never)
    public func string(_ key: String) -> String? { self[key]?.stringValue }

    /// The member named `key` as a whole number (see ``intValue``), or `nil`.
    @inline(never)
    public func int(_ key: String) -> Int? { self[key]?.intValue }

    /// The Boolean value of the member named `key`, or `nil`.
    @inline(never)
    public func bool(_ key: String) -> Bool? { self[key]?.boolValue }

    /// The array value of the member named `key`, or `nil`.
    @inline(never)
    public func array(_ key: String) -> [JSON]? { self[key]?.arrayValue }

    /// Whether the value is `null`.
    public var isNull: Bool { self == .null }
}
