import Testing

@testable import PerKit

/// The locale defaults of a new list: the currency and measurement system of the shopper's
/// region, PerKit's one table (the page asks it, with the region of the browser's locale).
@Suite("Region defaults")
struct RegionDefaultsTests {
    /// Every ISO 3166-1 alpha-2 code, and XK (Kosovo), which browsers use.
    static let regions = """
        AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS
        BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE
        EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM
        HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC
        LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA
        NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW
        SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO
        TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW XK
        """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)

    @Test("the list has every region once")
    func regionList() {
        #expect(Self.regions.count == 250)
        #expect(Set(Self.regions).count == Self.regions.count)
    }

    @Test("every region maps to a currency PerKit accepts")
    func everyRegion() throws {
        for region in Self.regions {
            let currency = try #require(Currency(region: region), "\(region)")
            #expect(Currency(code: currency.code) == currency, "\(region)")
        }
    }

    @Test("the table lists no region twice and nothing that is not a region")
    func noStrayRegions() {
        let listed = Currency.regionTable.split(whereSeparator: { $0 == " " || $0 == "\n" })
            .filter { $0.count == 2 }.map(String.init)
        #expect(listed.count == Set(listed).count)
        #expect(Set(listed).isSubset(of: Set(Self.regions)))
    }

    @Test(
        "current currencies as of 2026",
        arguments: [
            ("BG", "EUR"), ("HR", "EUR"), ("bg", "EUR"), (" de ", "EUR"), ("XK", "EUR"), ("ME", "EUR"),
            ("SL", "SLE"), ("VE", "VES"), ("CW", "XCG"), ("SX", "XCG"), ("ZW", "ZWG"), ("US", "USD"),
            ("PR", "USD"), ("EC", "USD"), ("PA", "USD"), ("GB", "GBP"), ("JP", "JPY"), ("KW", "KWD"),
            ("IN", "INR"), ("CH", "CHF"), ("LI", "CHF"), ("SN", "XOF"), ("CM", "XAF"), ("NC", "XPF"),
            ("GL", "DKK"), ("MR", "MRU"), ("ST", "STN"), ("BY", "BYN"), ("CA", "CAD"), ("AU", "AUD"),
        ])
    func currency(_ region: String, _ code: String) {
        #expect(Currency(region: region)?.code == code)
    }

    @Test("no currency for what is not a region", arguments: ["", "ZZ", "USA", "U", "1A", "QQ"])
    func notARegion(_ text: String) {
        #expect(Currency(region: text) == nil)
    }

    @Test(
        "US customary in the US, its territories, Liberia and Myanmar; UK in the UK; else metric",
        arguments: [
            ("US", MeasurementSystem.us), ("us", .us), ("LR", .us), ("MM", .us), ("PR", .us), ("GU", .us),
            ("GB", .uk), ("IM", .uk), ("JE", .uk), ("GG", .uk), ("BG", .metric), ("DE", .metric),
            ("CA", .metric), ("IE", .metric), ("JP", .metric), ("", .metric), ("ZZ", .metric),
        ])
    func system(_ region: String, _ system: MeasurementSystem) {
        #expect(MeasurementSystem(region: region) == system)
    }
}
