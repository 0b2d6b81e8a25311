/// An ISO 4217 currency: its alphabetic code and the decimal places of its minor unit.
///
/// Per knows the active codes of ISO 4217 (List One) that have a minor unit: every national
/// currency, with the Caribbean guilder (XCG) that replaced the Netherlands Antillean guilder
/// (ANG) in 2025 and without the Bulgarian lev (BGN), replaced by the euro in 2026, and the fund
/// codes (BOV, CHE, CHW, CLF, COU, MXV, USN, UYI, UYW). The codes ISO lists without a minor
/// unit — precious metals (XAU, XAG, XPD, XPT), the special drawing right (XDR), the bond-market
/// units (XBA–XBD), XSU, XUA, and the testing and "no currency" codes (XTS, XXX) — are left
/// out: nothing on a shelf is priced in them. Withdrawn codes (HRK, SLL, ZWL …) are refused.
public struct Currency: Hashable, Sendable {
    /// The alphabetic code, three ASCII capital letters: `USD`, `EUR`, `JPY`.
    public let code: String
    /// How many decimal places amounts in the currency have: 2 for most, 0 for JPY or KRW,
    /// 3 for KWD or TND, 4 for CLF and UYW.
    public let minorUnits: Int

    /// The decimal places of amounts in the currency with `code`: its minor unit, or 2 — the
    /// places of plain amounts — when there is no code or PerKit doesn't know it.
    public static func places(ofCode code: String?) -> Int {
        code.flatMap { Currency(code: $0) }?.minorUnits ?? 2
    }

    /// The currency with this ISO 4217 code, in any case and with surrounding spaces ignored
    /// (`usd`, ` EUR `); `nil` for anything that is not an active code (`XYZ`, `US`, `U$D`).
    ///
    /// - Complexity: O(*n*) in the number of currencies, comparing bytes only.
    public init?(code text: String) {
        let code = text.trimmingSpaces.asciiUppercased
        guard let minorUnits = Self.minorUnits(of: code) else { return nil }
        self.code = code
        self.minorUnits = minorUnits
    }

    private init(knownCode code: String, minorUnits: Int) {
        self.code = code
        self.minorUnits = minorUnits
    }

    /// Every currency Per knows, ordered by minor units, then by code.
    public static var all: [Currency] {
        var currencies: [Currency] = []
        table.withUTF8Bytes { bytes in
            var minorUnits = 0
            var start = 0
            for end in 0...bytes.count where end == bytes.count || bytes[end] == 0x20 || bytes[end] == 0x0A {
                let word = String.decoding(bytes, start..<end)
                start = end + 1
                guard !word.isEmpty else { continue }
                if let digit = word.utf8.first, word.utf8.count == 1, digit >= 0x30, digit <= 0x39 {
                    minorUnits = Int(digit - 0x30)
                } else {
                    currencies.append(Currency(knownCode: word, minorUnits: minorUnits))
                }
            }
        }
        return currencies
    }

    /// Whether the two have the same code (and so the same minor units), compared byte for
    /// byte; see ``ExactText``.
    public static func == (lhs: Currency, rhs: Currency) -> Bool {
        lhs.minorUnits == rhs.minorUnits && lhs.code.hasSameUTF8(as: rhs.code)
    }

    /// Hashes the code's bytes.
    public func hash(into hasher: inout Hasher) {
        code.withUTF8Bytes { bytes in
            for byte in bytes { hasher.combine(byte) }
        }
    }

    /// The minor units of an upper-case code found in ``table``.
    private static func minorUnits(of code: String) -> Int? {
        code.withUTF8Bytes { wanted -> Int? in
            guard wanted.count == 3, wanted.allSatisfy({ $0 >= 0x41 && $0 <= 0x5A }) else { return nil }
            return table.withUTF8Bytes { bytes -> Int? in
                var minorUnits = 0
                var index = 0
                while index < bytes.count {
                    let byte = bytes[index]
                    if byte >= 0x30 && byte <= 0x39 {
                        minorUnits = Int(byte - 0x30)
                    } else if byte >= 0x41 && byte <= 0x5A && index + 3 <= bytes.count {
                        if bytes[index] == wanted[0] && bytes[index + 1] == wanted[1]
                            && bytes[index + 2] == wanted[2]
                        {
                            return minorUnits
                        }
                        index += 2
                    }
                    index += 1
                }
                return nil
            }
        }
    }

    /// The codes, grouped by their minor units: a line starts with the number of decimal
    /// places, followed by the codes that have it. Kept as text, read byte by byte, so that the
    /// WebAssembly module carries no dictionary and no initializers for them.
    static let table = """
        0 BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF
        2 AED AFN ALL AMD AOA ARS AUD AWG AZN BAM BBD BDT BMD BND BOB BOV BRL BSD BTN BWP BYN BZD
        CAD CDF CHE CHF CHW CNY COP COU CRC CUC CUP CVE CZK DKK DOP DZD EGP ERN ETB EUR FJD FKP
        GBP GEL GHS GIP GMD GTQ GYD HKD HNL HTG HUF IDR ILS INR IRR JMD KES KGS KHR KPW KYD KZT
        LAK LBP LKR LRD LSL MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MXV MYR MZN NAD NGN
        NIO NOK NPR NZD PAB PEN PGK PHP PKR PLN QAR RON RSD RUB SAR SBD SCR SDG SEK SGD SHP SLE
        SOS SRD SSP STN SVC SYP SZL THB TJS TMT TOP TRY TTD TWD TZS UAH USD USN UYU UZS VED VES
        WST XCD XCG YER ZAR ZMW ZWG
        3 BHD IQD JOD KWD LYD OMR TND
        4 CLF UYW
        """
}
