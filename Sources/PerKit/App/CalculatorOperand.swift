/// One operand of a calculator field: digits as typed, or the exact result of an equation.
///
/// A result is kept out of line (`indirect`), so that an operand is as small as its text: the
/// form holds four, and copying the form then takes much less code (about 5.5 KB of per.wasm).
public enum CalculatorOperand: Hashable, Sendable {
    /// Digits and at most one decimal point as typed, e.g. `12.5` or `0.`; a result being
    /// edited may start with `-`.
    case typed(String)
    /// The exact result of `=` or of leaving the field: displayed exactly when its decimals
    /// end, otherwise rounded and marked `≈` (``Rational/displayText(minimumPlaces:)``).
    indirect case result(Rational)

    /// An operand showing `value`: as typed digits when it is a short, non-negative exact
    /// decimal (so it can be edited digit by digit), otherwise as a result.
    public init(value: Rational) {
        if !value.isNegative, let text = value.exactDecimal,
            Self.digitCount(of: text) <= Calculator.maximumDigits
        {
            self = .typed(text)
        } else {
            self = .result(value)
        }
    }

    /// What the field shows for this operand.
    public var text: String {
        switch self {
        case .typed(let text): text
        case .result(let value): value.displayText()
        }
    }

    /// The exact value; `nil` for a lone `-`.
    public var value: Rational? {
        switch self {
        case .result(let value): return value
        case .typed(let text):
            return Rational(decimalText: text)
        }
    }

    /// How many digits the operand has, for the digit limit.
    var digitCount: Int { Self.digitCount(of: text) }

    /// The digits 0–9 in `text`, counted on its UTF-8 bytes, where each is one byte.
    @inline(never)
    static func digitCount(of text: String) -> Int {
        // `Int?`, as other callers of `withUTF8Bytes` answer, so that per.wasm needs no copy of
        // it for another type.
        text.withUTF8Bytes { bytes -> Int? in
            var count = 0
            for byte in bytes where byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") { count += 1 }
            return count
        } ?? 0
    }

    /// Whether the operand already has a decimal point.
    var hasDecimalPoint: Bool {
        if case .typed(let text) = self { return text.unicodeScalars.contains(".") }
        return false
    }
}

extension CalculatorOperand {
    /// Whether `text` could have been typed: an optional `-`, digits and at most one point.
    static func isValidTyped(_ text: String) -> Bool {
        // On the UTF-8 bytes, where each character allowed is one byte.
        text.withUTF8Bytes { bytes in
            var digits = 0
            var points = 0
            for index in 0..<bytes.count {
                let byte = bytes[index]
                if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                    digits += 1
                } else if byte == UInt8(ascii: ".") {
                    points += 1
                } else if index > 0 || byte != UInt8(ascii: "-") {
                    return false
                }
            }
            return digits + points > 0 && points <= 1 && digits <= Calculator.maximumDigits
        }
    }
}
