import PerKit

/// How amounts of money are shown: an optional ISO 4217 currency with its symbol and minor
/// unit. Without `--currency`, amounts are plain numbers with two decimal places.
///
/// Which codes exist and how many decimal places each has is PerKit's ``PerKit/Currency``;
/// this type adds how the command line writes amounts. It shadows PerKit's type of the same
/// name inside the `per` module.
struct Currency {
    /// The upper-case ISO 4217 code, or `nil` for plain numbers.
    let code: String?
    /// Written before amounts: `$`, `€`, `CA$`, or the code and a space (`CHF `).
    let prefix: String
    /// Decimal places of the currency's minor unit (2; 0 for JPY, KRW …; 3 for KWD …).
    let places: Int

    /// Plain numbers, two decimal places.
    static let none = Currency(code: nil, prefix: "", places: 2)

    private init(code: String?, prefix: String, places: Int) {
        self.code = code
        self.prefix = prefix
        self.places = places
    }

    /// Reads an ISO 4217 code in any case (`usd`, `EUR`); `nil` for anything that PerKit's
    /// ``PerKit/Currency/init(code:)`` refuses, such as `XYZ` or `dollars`.
    init?(code text: String) {
        guard let currency = PerKit.Currency(code: text) else { return nil }
        let symbol = Self.symbols[currency.code]
        self.init(code: currency.code, prefix: symbol ?? currency.code + " ", places: currency.minorUnits)
    }

    /// PerKit's display text of an amount (`3.99`, `-1.41`, `≈3.333333`) with the currency's
    /// prefix: `$3.99`, `-$1.41`, `≈$3.333333`, `CHF 3.99`, or as it is without a currency.
    func format(_ text: String) -> String {
        var rest = Substring(text)
        var marks = ""
        while let first = rest.first, first == "≈" || first == "-" {
            marks.append(first)
            rest = rest.dropFirst()
        }
        return marks + prefix + rest
    }

    /// Symbols as English-language `Intl.NumberFormat` shows them, so the CLI and the web
    /// app agree; other codes are written out.
    private static let symbols: [String: String] = [
        "USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "CAD": "CA$", "AUD": "A$", "NZD": "NZ$",
        "HKD": "HK$", "MXN": "MX$", "BRL": "R$", "TWD": "NT$", "CNY": "CN¥", "INR": "₹", "KRW": "₩",
        "ILS": "₪", "VND": "₫", "PHP": "₱", "NGN": "₦", "XAF": "FCFA", "XOF": "F\u{202F}CFA",
    ]
}
