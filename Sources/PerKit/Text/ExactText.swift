/// Text compared byte for byte, by its UTF-8: for matching identifiers, keys and typed digits.
///
/// `String`'s `==` compares canonically equivalent characters, which needs the standard
/// library's Unicode normalisation code and tables. The texts PerKit matches are its own
/// identifiers and keyboard keys, for which comparing bytes gives the same answer with none of
/// that code, which keeps the WebAssembly module small. A `switch` over string literals works
/// as usual: `switch ExactText(name) { case "add": … }`.
public struct ExactText: Equatable, ExpressibleByStringLiteral, Sendable {
    /// The text.
    public let text: String

    /// Wraps `text`.
    public init(_ text: String) { self.text = text }

    /// Wraps a literal.
    public init(stringLiteral text: String) { self.text = text }

    /// Whether the two texts have the same UTF-8 bytes.
    public static func == (lhs: ExactText, rhs: ExactText) -> Bool {
        lhs.text.hasSameUTF8(as: rhs.text)
    }
}

extension RawRepresentable where Self: CaseIterable, RawValue == String {
    /// The case whose raw value has the same UTF-8 bytes as `rawValue`. PerKit's string enums
    /// implement `init?(rawValue:)` with it instead of the synthesized one, which compares with
    /// `==`; see ``ExactText``.
    public static func exactlyMatching(_ rawValue: String) -> Self? {
        allCases.first { $0.rawValue.hasSameUTF8(as: rawValue) }
    }
}
