import Testing

@testable import PerKit

@Suite("Price book")
struct PriceBookTests {
    /// An entry: `text` in `per compare`'s syntax, named.
    static func entry(
        _ text: String, store: String? = nil, date: String = "2026-11-03", sale: Bool = false,
        system: MeasurementSystem = .metric, id: UInt64 = 0
    ) throws -> PriceEntry {
        try PriceEntry(
            id: ListID(high: 0, low: id), item: ProductItem(parsing: text, system: system), store: store,
            date: #require(CalendarDate(date)), isSale: sale)
    }

    static func book(_ entries: [PriceEntry]) throws -> PriceBook { try PriceBook(entries: entries) }

    // MARK: Dates

    @Test(arguments: [
        ("2026-11-03", true), ("2024-02-29", true), ("2000-02-29", true), ("1900-02-29", false),
        ("2026-02-29", false), ("2026-02-30", false), ("2026-04-31", false), ("2026-13-01", false),
        ("2026-00-10", false), ("2026-11-00", false), ("0000-01-01", false), ("2026-1-03", false),
        ("2026/11/03", false), ("2026-11-03T00:00:00Z", false), ("", false), ("２０２６-11-03", false),
    ])
    func dateValidation(text: String, isValid: Bool) {
        let date = CalendarDate(text)
        #expect((date != nil) == isValid)
        if let date { #expect(date.text == text) }
    }

    @Test func dateArithmeticAndText() throws {
        let first = try #require(CalendarDate("2024-02-28"))
        let later = try #require(CalendarDate("2024-03-01"))
        #expect(first.days(to: later) == 2)
        #expect(try #require(CalendarDate("1970-01-01")).dayNumber == 0)
        #expect(try #require(CalendarDate("2026-11-23")).dayNumber == 20_780)
        #expect(first < later)
        #expect(later.shortText(today: first) == "1 Mar")
        #expect(later.shortText(today: try #require(CalendarDate("2026-01-01"))) == "1 Mar 2024")
        #expect(CalendarDate(try #require(Timestamp("2026-11-23T23:59:59.999Z"))).text == "2026-11-23")
    }

    // MARK: Names

    @Test(arguments: [
        ("Coffee", "coffee"), ("  Coffee  ", "coffee"), ("Whole   Milk", "whole milk"),
        ("WHOLE\tmilk", "whole milk"), ("CAFÉ Noir", "cafÉ noir"), ("", ""),
    ])
    func nameKeys(name: String, key: String) {
        #expect(PriceBook.key(for: name) == key)
    }

    @Test func namesMatchIgnoringCaseAndSpaces() throws {
        let book = try Self.book([
            Self.entry("Whole Milk: 1.09 for 1 L", id: 1), Self.entry(" whole   MILK : 0.99 for 1 L", id: 2),
            Self.entry("Oat milk: 1.99 for 1 L", id: 3),
        ])
        #expect(book.products.count == 2)
        let milk = try #require(book.product(named: "WHOLE MILK"))
        #expect(milk.entries.count == 2)
        #expect(milk.name == "whole   MILK")  // the name as last written
        #expect(book.product(named: "milk") == nil)
        #expect(book.products(matching: " MILK").map(\.name) == ["Oat milk", "whole   MILK"])
        #expect(book.products(matching: "").count == 2)
    }

    // MARK: Figures

    @Test func figuresOfAProduct() throws {
        let book = try Self.book([
            Self.entry("Coffee: 5.49 for 1 kg", store: "Lidl", date: "2026-11-03", id: 1),
            Self.entry("Coffee: 3.99 for 500 g", store: "Aldi", date: "2026-10-01", id: 2),
            Self.entry(
                "Coffee: 2.49 for 1 lb", store: "lidl", date: "2026-11-10", sale: true, system: .us, id: 3),
            Self.entry("Coffee: 6.99 for 1 kg", date: "2026-09-01", id: 4),
        ])
        let coffee = try #require(book.product(named: "coffee"))
        #expect(coffee.entries.map(\.id.low) == [4, 2, 1, 3])  // by date
        #expect(coffee.lowest(usesMemberPrices: true).id.low == 3)  // 2.49/lb = 5.4895…/kg < 5.49/kg
        #expect(coffee.lowestRegular(usesMemberPrices: true)?.id.low == 1)
        // Latest per store (Lidl matched ignoring case), best first; no store is a store of its own.
        #expect(coffee.latestByStore(usesMemberPrices: true).map(\.id.low) == [3, 4, 2])
        let average = try coffee.averageUnitPrice()
        let sum = try [
            q(549, 100_000), q(399, 50_000), q(249, 100).divided(by: q(45_359_237, 100_000)), q(699, 100_000),
        ]
        .reduce(Rational.zero) { try $0.adding($1) }
        #expect(average == (try sum.divided(by: q(4))))
        #expect(coffee.reference(system: .metric) == ReferenceQuantity(unit: .kilogram))
        #expect(coffee.reference(system: .us) == ReferenceQuantity(unit: .pound))
    }

    @Test func equalLowestPricesPreferTheMostRecent() throws {
        let book = try Self.book([
            Self.entry("Rice: 2.00 for 1 kg", store: "A", date: "2026-11-05", id: 1),
            Self.entry("Rice: 1.00 for 500 g", store: "B", date: "2026-11-09", id: 2),
            Self.entry("Rice: 0.20 for 100 g", store: "C", date: "2026-11-01", id: 3),
        ])
        let rice = try #require(book.product(named: "rice"))
        #expect(rice.lowest(usesMemberPrices: true).id.low == 2)
        #expect(rice.latestByStore(usesMemberPrices: true).map(\.id.low) == [2, 1, 3])  // equal prices: the more recent first
    }

    // MARK: Verdicts

    struct VerdictCase: CustomTestStringConvertible, Sendable {
        let candidate: String
        let system: MeasurementSystem
        let standing: PriceVerdict.Standing
        let percent: Rational
        let percentText: String
        var testDescription: String { "\(candidate) → \(standing) \(percentText)%" }
    }

    @Test(arguments: [
        VerdictCase(
            candidate: "6.1488 for 1 kg", system: .metric, standing: .above, percent: q(12),
            percentText: "12.0"),
        VerdictCase(
            candidate: "5.49 / kg", system: .metric, standing: .equalToLowest, percent: .zero,
            percentText: "0.0"),
        VerdictCase(
            candidate: "0.549 for 100 g", system: .metric, standing: .equalToLowest, percent: .zero,
            percentText: "0.0"),
        VerdictCase(
            candidate: "5.00 for 1 kg", system: .metric, standing: .newLowest, percent: q(-4900, 549),
            percentText: "-8.9"),
        // 2.49 per lb is 5.4895… per kg: a hair below 5.49 per kg.
        VerdictCase(
            candidate: "2.49 / lb", system: .us, standing: .newLowest, percent: q(-74_037_100, 8_300_740_371),
            percentText: "-0.01"),
        VerdictCase(
            candidate: "5.4901 / kg", system: .metric, standing: .above, percent: q(1, 549),
            percentText: "0.002"),
    ])
    func verdicts(_ test: VerdictCase) throws {
        let book = try Self.book([
            Self.entry("Coffee: 5.49 for 1 kg", store: "Lidl", date: "2026-11-03", id: 1),
            Self.entry("Coffee: 6.99 for 1 kg", store: "Aldi", date: "2026-11-20", id: 2),
            Self.entry("Coffee: 5.99 for 1 kg", store: "Lidl", date: "2026-11-21", sale: true, id: 3),
        ])
        let coffee = try #require(book.product(named: "Coffee"))
        let candidate = try ProductItem(parsing: test.candidate, system: test.system)
        let verdict = try coffee.verdict(for: candidate, today: #require(CalendarDate("2026-11-23")))
        #expect(verdict.standing == test.standing)
        #expect(verdict.percentAboveLowest == test.percent)
        #expect(verdict.percentAboveLowest.formatted(places: verdict.percentPlaces) == test.percentText)
        #expect(verdict.isLowest == (test.standing != .above))
        #expect(verdict.lowest.id.low == 1)
        #expect(verdict.daysSinceLowest == 20)
        #expect(verdict.cheapestStoreLately?.id.low == 3)  // Lidl's latest (5.99) beats Aldi's (6.99)
        #expect(verdict.lowestRegular?.id.low == 1)
    }

    @Test func verdictOfAnotherDimensionIsRefused() throws {
        let book = try Self.book([Self.entry("Milk: 1.09 for 1 L")])
        let milk = try #require(book.product(named: "milk"))
        #expect(
            throws: PriceBookError.unitsMismatch(
                item: try Quantity(parsing: "1 kg"), product: "Milk", dimension: .volume)
        ) {
            try milk.verdict(
                for: ProductItem(parsing: "1.09 for 1 kg"), today: #require(CalendarDate("2026-11-23")))
        }
    }

    // MARK: Changes

    @Test func anEntryOfAnotherDimensionIsRefused() throws {
        var book = try Self.book([Self.entry("Milk: 1.09 for 1 L", id: 1)])
        let error = #expect(throws: PriceBookError.self) {
            try book.record(Self.entry("milk: 2.00 for 1 kg", id: 2))
        }
        #expect(
            error?.message
                == "Can't record 1 kg (sold by weight) for Milk: it is sold by volume in your price book")
        #expect(book.entryCount == 1)
    }

    @Test func entriesNeedANameAndARealDate() throws {
        #expect(throws: PriceBookError.missingName) {
            try PriceEntry(
                id: ListID(high: 0, low: 1), item: ProductItem(parsing: "1.09 for 1 L"),
                date: #require(CalendarDate("2026-11-03")))
        }
        #expect(
            PriceBookError.invalidDate("2026-02-30").message
                == "'2026-02-30' is not a date: write YYYY-MM-DD, e.g. 2026-11-03")
    }

    @Test func removeAndReplace() throws {
        var book = try Self.book([
            Self.entry("Milk: 1.09 for 1 L", id: 1), Self.entry("Tea: 2.00 for 80", id: 2),
        ])
        let removed = try book.remove(id: ListID(high: 0, low: 2))
        #expect(removed.product == "Tea")
        #expect(book.products.map(\.name) == ["Milk"])  // a product without entries leaves
        #expect(throws: PriceBookError.noSuchEntry(ListID(high: 0, low: 2).text)) {
            try book.remove(id: ListID(high: 0, low: 2))
        }
        try book.replace(Self.entry("Oat milk: 1.99 for 1 L", id: 1))
        #expect(book.products.map(\.name) == ["Oat milk"])
        // A replacement that can't be recorded changes nothing.
        try book.record(Self.entry("Milk: 1.09 for 1 L", id: 3))
        let before = book
        #expect(throws: PriceBookError.self) { try book.replace(Self.entry("Milk: 2.00 for 1 kg", id: 1)) }
        #expect(book == before)
    }

    @Test func renameAndMerge() throws {
        var book = try Self.book([
            Self.entry("Coffee beans: 5.49 for 1 kg", id: 1), Self.entry("Coffee: 3.99 for 500 g", id: 2),
            Self.entry("Milk: 1.09 for 1 L", id: 3),
        ])
        try book.rename("coffee beans", to: "  Espresso beans ")
        #expect(book.products.map(\.name) == ["Coffee", "Espresso beans", "Milk"])
        #expect(book.product(named: "espresso beans")?.entries.map(\.product) == ["Espresso beans"])
        // Renaming to another product's name merges; the target keeps its name.
        try book.rename("Espresso beans", to: "COFFEE")
        let coffee = try #require(book.product(named: "coffee"))
        #expect(coffee.name == "Coffee")
        #expect(coffee.entries.count == 2)
        #expect(coffee.entries.allSatisfy { $0.product == "Coffee" })
        // A change of case renames.
        try book.rename("coffee", to: "coffee")
        #expect(book.product(named: "Coffee")?.name == "coffee")
        #expect(throws: PriceBookError.dimensionsDiffer("Milk", .volume, "coffee", .weight)) {
            try book.merge("milk", into: "coffee")
        }
        #expect(throws: PriceBookError.noSuchProduct("Tea")) { try book.rename("Tea", to: "Chai") }
        #expect(throws: PriceBookError.missingName) { try book.rename("Milk", to: "  ") }
        // A name cut to its 80 characters loses the space the cut leaves at its end.
        let long = String(repeating: "m", count: 79)
        try book.rename("Milk", to: long + " milk")
        #expect(book.products.map(\.name) == ["coffee", long])
        #expect(book.entryCount == 3)
    }

    // MARK: JSON

    @Test func entriesRoundTripThroughJSON() throws {
        let entries = try [
            Self.entry("Coffee: 10 ÷ 3 for 2 x 250 g", store: "Lidl", sale: true, id: 1),
            Self.entry("Juice: 2.49 for 64 fl oz", system: .us, id: 2),
            Self.entry("Juice: 2.49 for 64 fl oz", system: .uk, id: 3),
        ]
        for entry in entries {
            var writer = JSONWriter()
            entry.write(to: &writer)
            let decoded = try PriceEntry(json: JSON(parsing: writer.text))
            #expect(decoded == entry)
        }
        #expect(throws: ParseError.self) {
            try PriceEntry(
                json: JSON(
                    parsing:
                        #"{"id":"00000000000000000000000000000001","product":"X","date":"2026-02-30","price":"1","packSize":"1","unit":"g"}"#
                ))
        }
    }
}
