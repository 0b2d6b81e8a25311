/// A sentence in parts, as ``Verdict/encoded`` carries it to a front end: text, amounts of money
/// for the front end to write in the currency, and percentages. Adjacent plain texts join into
/// one part.
struct EncodedPhrase {
    /// The parts so far (see ``Verdict/encoded``).
    private(set) var encoded = ""
    /// Whether the last part is plain text, which the next plain text joins.
    private var endsInText = false

    /// Appends a part: `mark` is its kind's letter (see ``Verdict/encoded``).
    mutating func append(_ mark: String, _ text: String) {
        if !encoded.isEmpty { encoded += "\u{1F}" }
        encoded += mark
        encoded += text
        endsInText = mark.hasSameUTF8(as: "t")
    }

    /// Appends plain text.
    mutating func text(_ text: String) {
        if endsInText { encoded += text } else { append("t", text) }
    }

    /// Appends an amount of money, exact decimal text.
    mutating func money(_ amount: String) { append("m", amount) }
}
