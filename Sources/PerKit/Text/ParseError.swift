/// Text that could not be read as a number, price, unit, quantity, share link, file or saved
/// state.
///
/// The message says what was expected and where, in words meant for the person who typed
/// the text, for example `expected a unit after '500' — try g, kg, oz, lb, mL, L, fl oz, …`,
/// in any language the app speaks (``message(in:)``); ``message`` is the English, which the
/// CLI and the server's API give.
///
/// Two errors are equal when they are at the same position and their English messages are
/// the same, byte for byte, however each was made.
public struct ParseError: Error, Sendable {
    /// What went wrong, in words any ``Catalog`` can give.
    let sentence: ErrorSentence
    /// The offset, in Unicode scalars from the start of the input, where the problem starts.
    public let position: Int

    /// Creates an error with a message, which reads the same in every language, and the
    /// offset of the offending text: for messages from elsewhere, such as a front end's, or
    /// that only a developer reads.
    public init(_ message: String, at position: Int) {
        self.init(.text(message), at: position)
    }

    /// An error saying `sentence`, at `position`.
    init(_ sentence: ErrorSentence, at position: Int) {
        self.sentence = sentence
        self.position = position
    }

    /// An error saying `phrase` with its placeholders filled from `values`, at `position`.
    init(_ phrase: Phrase, _ values: (String, String)..., at position: Int) {
        self.init(.phrase(phrase, values), at: position)
    }

    /// An error saying `phrase` with its placeholders filled from `values` and `{reason}`
    /// with `reason`, at `position`.
    init(_ phrase: Phrase, _ values: (String, String)..., reason: ErrorSentence, at position: Int) {
        self.init(.nested(phrase, values, reason: reason), at: position)
    }

    /// What went wrong and what was expected instead, in English.
    public var message: String { message(in: .english) }

    /// What went wrong and what was expected instead, in the language of `catalog`; the
    /// shopper's own words and unit symbols are quoted as they were typed.
    public func message(in catalog: Catalog) -> String {
        sentence.text(in: catalog)
    }
}

extension ParseError: Hashable {
    /// Whether the errors are at the same position with the same English message.
    public static func == (lhs: ParseError, rhs: ParseError) -> Bool {
        lhs.position == rhs.position && lhs.message.hasSameUTF8(as: rhs.message)
    }

    /// Hashes the position and the English message's bytes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(position)
        for byte in message.utf8 { hasher.combine(byte) }
    }
}

extension ParseError: CustomStringConvertible {
    /// The same text as ``message``.
    public var description: String { message }
}
