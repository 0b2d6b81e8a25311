import PerKit

/// How amounts of money are shown: an optional ISO 4217 code with its symbol and minor
/// unit. Without `--currency`, amounts are plain numbers with two decimal places.
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

    /// Reads a three-letter ISO 4217 code in any case; `nil` for anything else.
    init?(code text: String) {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count == 3,
            scalars.allSatisfy({ ($0.value >= 0x41 && $0.value <= 0x5A) || ($0.value >= 0x61 && $0.value <= 0x7A) })
        else { return nil }
        var code = ""
        for scalar in scalars {
            let upper = scalar.value >= 0x61 ? scalar.value - 0x20 : scalar.value
            code.unicodeScalars.append(Unicode.Scalar(UInt8(upper)))
        }
        let symbol = Self.symbols[code]
        self.init(code: code, prefix: symbol ?? code + " ", places: Self.minorUnits[code] ?? 2)
    }

    /// `$3.99`, `CHF 3.99`, `¥399`, or `3.99` without a currency; `-$1.41` when negative.
    func format(_ amount: Rational, places: Int) -> String {
        let text = amount.formatted(places: places)
        guard text.hasPrefix("-") else { return prefix + text }
        return "-" + prefix + String(text.dropFirst())
    }

    /// Symbols as English-language `Intl.NumberFormat` shows them, so the CLI and the web
    /// app agree; other codes are written out.
    private static let symbols: [String: String] = [
        "USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "CAD": "CA$", "AUD": "A$", "NZD": "NZ$",
        "HKD": "HK$", "MXN": "MX$", "BRL": "R$", "TWD": "NT$", "CNY": "CN¥", "INR": "₹", "KRW": "₩",
        "ILS": "₪", "VND": "₫", "PHP": "₱", "NGN": "₦", "XAF": "FCFA", "XOF": "F\u{202F}CFA",
    ]

    /// ISO 4217 currencies whose minor unit is not two decimal places.
    private static let minorUnits: [String: Int] = [
        "BIF": 0, "CLP": 0, "DJF": 0, "GNF": 0, "ISK": 0, "JPY": 0, "KMF": 0, "KRW": 0, "PYG": 0,
        "RWF": 0, "UGX": 0, "UYI": 0, "VND": 0, "VUV": 0, "XAF": 0, "XOF": 0, "XPF": 0,
        "BHD": 3, "IQD": 3, "JOD": 3, "KWD": 3, "LYD": 3, "OMR": 3, "TND": 3,
    ]
}
