/// An amount of money as a tag prints it: `£3.90`, `90p`, `$3.99`, `3,99 €`, `€ 3,99`,
/// `24.9¢`, `$.21`, or a bare `3.99`.
public struct TagMoney: Hashable, Sendable {
    /// The amount in the currency's main unit: 0.557 for `55.7p`.
    public let amount: Rational
    /// The decimal places printed: 1 for `55.7p`, 2 for `£3.90`, 0 for `£5`.
    public let places: Int
    /// Whether the amount is printed in hundredths (pence or cents: `55.7p`, `24.9¢`).
    public let isMinorUnit: Bool
    /// The sign printed with it, if any.
    public let sign: CurrencySign?

    /// The printed number: 55.7 for `55.7p`, 3.9 for `£3.90`.
    var printed: Rational {
        isMinorUnit ? ((try? amount.multiplied(by: Rational(100))) ?? amount) : amount
    }

    /// The places of the main unit the printed amount has: 3 for `55.7p`, 2 for `£3.90`.
    var placesOfMainUnit: Int { isMinorUnit ? places + 2 : places }

    /// Whether the amount is finer than the smallest coin (`3.8¢`, `55.7p`, `$0.047`): a unit
    /// price, never what an item costs.
    var isFinerThanACoin: Bool { placesOfMainUnit > 2 }
}

/// A currency sign printed on a tag.
public enum CurrencySign: Hashable, Sendable {
    /// `£`, or `p` after pence.
    case pound
    /// `$`, or `¢` (and `c`) after cents.
    case dollar
    /// `€`, `EUR`.
    case euro
    /// `¥`.
    case yen

    /// The currency the sign means, given the currency the shopper uses: `$` is the
    /// shopper's currency when that is a dollar (CAD, AUD …), US dollars otherwise.
    func currency(default fallback: Currency?) -> Currency? {
        let code: String
        switch self {
        case .pound: code = "GBP"
        case .euro: code = "EUR"
        case .dollar:
            if let fallback, fallback.code.hasUTF8Suffix("D") { return fallback }
            code = "USD"
        case .yen:
            if let fallback, fallback.code.hasUTF8Prefix("CNY") { return fallback }
            code = "JPY"
        }
        return Currency(code: code)
    }

    /// The sign a scalar is: `£ $ € ¥`; `nil` for any other.
    init?(_ scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0xA3: self = .pound
        case 0x24: self = .dollar
        case 0x20AC: self = .euro
        case 0xA5: self = .yen
        default: return nil
        }
    }
}
