import Testing

@testable import PerKit

@Test(
    "the places of a code: its minor unit, or 2 without a known code",
    arguments: [("JPY", 0), ("kwd", 3), ("EUR", 2), ("XYZ", 2), (nil, 2)] as [(String?, Int)])
func placesOfCode(_ code: String?, _ places: Int) {
    #expect(Currency.places(ofCode: code) == places)
}

@Suite("ISO 4217 currencies")
struct CurrencyTests {
    @Test(arguments: [
        ("USD", 2), ("EUR", 2), ("GBP", 2), ("CHF", 2), ("CAD", 2), ("XCG", 2), ("ZWG", 2), ("VES", 2),
        ("SLE", 2), ("MGA", 2), ("CUC", 2), ("BOV", 2), ("USN", 2),
        ("JPY", 0), ("KRW", 0), ("CLP", 0), ("ISK", 0), ("VND", 0), ("XAF", 0), ("XOF", 0), ("XPF", 0),
        ("BIF", 0), ("DJF", 0), ("GNF", 0), ("KMF", 0), ("PYG", 0), ("RWF", 0), ("UGX", 0), ("UYI", 0),
        ("VUV", 0),
        ("BHD", 3), ("IQD", 3), ("JOD", 3), ("KWD", 3), ("LYD", 3), ("OMR", 3), ("TND", 3),
        ("CLF", 4), ("UYW", 4),
    ])
    func knownCodesHaveTheirMinorUnits(_ code: String, _ minorUnits: Int) throws {
        let currency = try #require(Currency(code: code))
        #expect(currency.code == code)
        #expect(currency.minorUnits == minorUnits)
    }

    @Test(arguments: [
        ("usd", "USD"), ("Eur", "EUR"), ("jPy", "JPY"), (" GBP ", "GBP"), ("\tkwd\u{A0}", "KWD"),
    ])
    func anyCaseAndSurroundingSpacesAreAccepted(_ text: String, _ code: String) throws {
        let currency = try #require(Currency(code: text))
        #expect(currency.code == code)
    }

    @Test(arguments: [
        "XYZ", "US", "USDD", "", "   ", "U$D", "U D", "usd.", "€", "EURO", "12", "US1",
        // Withdrawn codes.
        "HRK", "SLL", "ZWL", "VEF", "DEM", "ANG", "BGN",
        // Codes without a minor unit.
        "XAU", "XAG", "XDR", "XTS", "XXX",
        // Look-alikes that are not ASCII capitals.
        "ＵＳＤ", "ÜSD", "US\u{0}D",
    ])
    func otherTextIsRefused(_ text: String) {
        #expect(Currency(code: text) == nil)
    }

    @Test func everyCodeInTheTableIsThreeCapitalsAndAppearsOnce() {
        let codes = Currency.all.map(\.code)
        #expect(codes.count > 150)
        for code in codes {
            #expect(code.utf8.count == 3 && code.utf8.allSatisfy { $0 >= 0x41 && $0 <= 0x5A }, "\(code)")
        }
        #expect(Set(codes).count == codes.count)
    }

    @Test func everyCurrencyIsFoundByItsCode() throws {
        for currency in Currency.all {
            #expect(Currency(code: currency.code) == currency)
            #expect(Currency(code: currency.code.asciiLowercased) == currency)
        }
    }

    @Test func minorUnitsAreTwoUnlessListed() {
        let exceptions = Dictionary(
            uniqueKeysWithValues: Currency.all.filter { $0.minorUnits != 2 }.map { ($0.code, $0.minorUnits) })
        #expect(
            exceptions == [
                "BIF": 0, "CLP": 0, "DJF": 0, "GNF": 0, "ISK": 0, "JPY": 0, "KMF": 0, "KRW": 0, "PYG": 0,
                "RWF": 0, "UGX": 0, "UYI": 0, "VND": 0, "VUV": 0, "XAF": 0, "XOF": 0, "XPF": 0,
                "BHD": 3, "IQD": 3, "JOD": 3, "KWD": 3, "LYD": 3, "OMR": 3, "TND": 3,
                "CLF": 4, "UYW": 4,
            ])
    }

    @Test func equalCurrenciesHashAlike() throws {
        let lower = try #require(Currency(code: "eur"))
        let upper = try #require(Currency(code: "EUR"))
        #expect(lower == upper)
        #expect(Set([lower, upper]).count == 1)
        #expect(lower != Currency(code: "USD"))
    }
}
