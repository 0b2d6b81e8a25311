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

    /// Appends an amount of money, exact decimal text; the placeholder of one that couldn't be
    /// worked out ("—") as text.
    mutating func money(_ amount: String) {
        if amount.hasSameUTF8(as: "—") { text(amount) } else { append("m", amount) }
    }

    /// Appends parts already encoded (see ``Verdict/encoded``), joining plain texts as
    /// ``text(_:)`` does.
    mutating func append(encoded parts: String) {
        let bytes = Array(parts.utf8)
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != 0x1F { end += 1 }
            if end > start {
                let text = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
                if bytes[start] == UInt8(ascii: "t") {
                    self.text(text)
                } else {
                    append(String(decoding: bytes[start..<(start + 1)], as: UTF8.self), text)
                }
            }
            start = end + 1
        }
    }

    /// Appends the parts of `other`, joining plain texts as ``text(_:)`` does.
    mutating func append(_ other: EncodedPhrase) {
        append(encoded: other.encoded)
    }

    /// The phrase as one line: amounts and percentages as decimal text with
    /// `decimalSeparator`, a percentage followed by `%`. Reads bytes, not `Character`s, which
    /// would bring the standard library's grapheme tables into the wasm modules.
    func plainText(decimalSeparator: String) -> String {
        Self.plainText(of: encoded, decimalSeparator: decimalSeparator)
    }

    /// ``plainText(decimalSeparator:)`` of the parts `encoded`.
    static func plainText(of encoded: String, decimalSeparator: String) -> String {
        let bytes = Array(encoded.utf8)
        var line = ""
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != 0x1F { end += 1 }
            guard end > start else {
                start = end + 1
                continue
            }
            let text = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
            switch bytes[start] {
            case UInt8(ascii: "t"), UInt8(ascii: "T"): line += text
            case UInt8(ascii: "p"), UInt8(ascii: "P"):
                line += text.replacingDecimalPoint(with: decimalSeparator) + "%"
            default: line += text.replacingDecimalPoint(with: decimalSeparator)
            }
            start = end + 1
        }
        return line
    }
}
