/// CSV text whose quotes break the rules of RFC 4180, so that its fields can't be told apart.
public struct CSVSyntaxError: Error, Hashable, Sendable {
    /// What is wrong with the quotes.
    public enum Reason: Hashable, Sendable {
        /// A quoted field runs to the end of the text: its closing quote is missing.
        case unclosedQuote
        /// A quote that neither opens nor closes a field nor is doubled inside a quoted one:
        /// `6" sub` or `"6" sub"`.
        case misplacedQuote
    }

    /// What is wrong.
    public let reason: Reason
    /// The 1-based line of the text on which the record with the problem starts.
    public let line: Int

    /// The error of `reason` in the record that starts on `line`.
    public init(_ reason: Reason, line: Int) {
        self.reason = reason
        self.line = line
    }

    /// A sentence for the person who wrote the file, without the line, in English.
    public var message: String { message(in: .english) }

    /// A sentence for the person who wrote the file, without the line, in the language of
    /// `catalog`.
    public func message(in catalog: Catalog) -> String {
        catalog.text(phrase)
    }

    /// The words of ``message(in:)``.
    var phrase: Phrase {
        switch reason {
        case .unclosedQuote: .csvUnclosedQuote
        case .misplacedQuote: .csvMisplacedQuote
        }
    }
}

extension CSVSyntaxError: CustomStringConvertible {
    /// `Line 3: ` and the ``message``.
    public var description: String { "Line \(line): " + message }
}
