/// One record of CSV text: its fields, and the line of the text it starts on.
///
/// A record usually is one line; a quoted field with line breaks in it makes it span
/// several, and ``line`` is then the first of them.
public struct CSVRecord: Hashable, Sendable {
    /// The 1-based line of the text the record starts on.
    public var line: Int
    /// The fields, unquoted: `"a ""b"""` is `a "b"`.
    public var fields: [String]

    /// A record of `fields` that starts on `line`.
    public init(line: Int, fields: [String]) {
        self.line = line
        self.fields = fields
    }

    /// Whether every field is empty or spaces only, as on a blank line or a spreadsheet's
    /// empty row (`,,,`).
    var isBlank: Bool {
        fields.allSatisfy { $0.trimmingSpaces.isEmpty }
    }
}
