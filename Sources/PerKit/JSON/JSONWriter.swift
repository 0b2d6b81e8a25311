/// Writes compact JSON text as it goes, with no ``JSON`` value in between: for a large answer
/// written on every action, such as the app's view model.
///
/// ```swift
/// var writer = JSONWriter()
/// writer.beginObject()
/// writer.member("title", "Weekly shop")
/// writer.key("rows")
/// writer.beginArray()
/// writer.value(1)
/// writer.endArray()
/// writer.endObject()
/// writer.text  // {"title":"Weekly shop","rows":[1]}
/// ```
///
/// Commas go between members and elements by themselves; strings are escaped as
/// ``JSON/text`` escapes them. Each call is one function call where it is written (building a
/// ``JSON`` value member by member takes several times the code in Embedded Swift).
public struct JSONWriter {
    /// The UTF-8 of the text written so far.
    public private(set) var bytes: [UInt8] = []
    /// Whether a value or member was written last, so that the next needs a comma before it.
    private var needsComma = false

    /// A writer with no text yet.
    public init() {}

    /// The text written so far.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Starts an object (`{`), as a value.
    @inline(never)
    public mutating func beginObject() { open(UInt8(ascii: "{")) }

    /// Ends the object started last (`}`).
    @inline(never)
    public mutating func endObject() { close(UInt8(ascii: "}")) }

    /// Starts an array (`[`), as a value.
    @inline(never)
    public mutating func beginArray() { open(UInt8(ascii: "[")) }

    /// Ends the array started last (`]`).
    @inline(never)
    public mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Writes a member's name; its value comes next.
    @inline(never)
    public mutating func key(_ key: String) {
        separate()
        JSON.writeString(key, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    /// Writes a string, or `null` for `nil`.
    @inline(never)
    public mutating func value(_ value: String?) {
        separate()
        if let value { JSON.writeString(value, to: &bytes) } else { JSON.append("null", to: &bytes) }
        needsComma = true
    }

    /// Writes a whole number.
    @inline(never)
    public mutating func value(_ value: Int) { write(literal: String(value)) }

    /// Writes `true` or `false`.
    @inline(never)
    public mutating func value(_ value: Bool) { write(literal: value ? "true" : "false") }

    /// Writes a ``JSON`` value as its compact ``JSON/text``.
    @inline(never)
    public mutating func value(_ value: JSON) { write(value) }

    /// Writes a member: its name and a string, or `null` for `nil`.
    @inline(never)
    public mutating func member(_ key: String, _ value: String?) {
        self.key(key)
        self.value(value)
    }

    /// Writes a member whose value is a whole number.
    @inline(never)
    public mutating func member(_ key: String, _ value: Int) {
        self.key(key)
        self.value(value)
    }

    /// Writes a member whose value is `true` or `false`.
    @inline(never)
    public mutating func member(_ key: String, _ value: Bool) {
        self.key(key)
        self.value(value)
    }

    /// Writes a member whose value is a ``JSON`` value.
    @inline(never)
    public mutating func member(_ key: String, _ value: JSON) {
        self.key(key)
        self.value(value)
    }

    private mutating func write(_ value: JSON) {
        separate()
        value.write(to: &bytes, indentation: nil, depth: 0)
        needsComma = true
    }

    /// Writes a number or `true` or `false`: text that needs no quotes or escapes.
    private mutating func write(literal text: String) {
        separate()
        JSON.append(text, to: &bytes)
        needsComma = true
    }

    private mutating func open(_ bracket: UInt8) {
        separate()
        bytes.append(bracket)
        needsComma = false
    }

    private mutating func close(_ bracket: UInt8) {
        bytes.append(bracket)
        needsComma = true
    }

    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }
}
