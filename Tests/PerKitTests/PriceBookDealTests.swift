import Testing

@testable import PerKit

/// The price book with deals: an entry keeps its deal, counts at the deal's unit price, and
/// "is this a good price?" compares deal prices with deal prices and regular with regular.
@Suite("Price book deals")
struct PriceBookDealTests {
    static let entry = PriceBookTests.entry

    /// Two regular prices and two deal prices at two stores, per g: 0.007 and 0.006 regular,
    /// 0.0055 (member 5.50) and 0.004 (buy 2 get 1 free) with a deal.
    static func coffee() throws -> BookProduct {
        let book = try PriceBook(entries: [
            entry("Coffee: 7.00 for 1 kg", "Lidl", "2026-11-01", false, .metric, 1),
            entry("Coffee: 6.00 for 1 kg", "Aldi", "2026-11-02", false, .metric, 2),
            entry("Coffee: 7.00 for 1 kg, member 5.50", "Lidl", "2026-11-03", false, .metric, 3),
            entry("Coffee: 6.00 for 1 kg, buy 2 get 1 free", "Aldi", "2026-11-04", false, .metric, 4),
        ])
        return try #require(book.product(named: "coffee"))
    }

    @Test func anEntryCountsAtItsDealsUnitPrice() throws {
        let coffee = try Self.coffee()
        #expect(coffee.entries.map { $0.unitPrice() } == [q(7, 1000), q(6, 1000), q(55, 10000), q(4, 1000)])
        #expect(coffee.entries.map { $0.unitPrice(usesMemberPrices: false) }[2] == q(7, 1000))
        #expect(coffee.entries.map { $0.hasDeal() } == [false, false, true, true])
        #expect(!coffee.entries[2].hasDeal(usesMemberPrices: false))
        #expect(coffee.lowest(usesMemberPrices: true).id.low == 4)
        #expect(coffee.lowest(usesMemberPrices: false).id.low == 4)
        #expect(coffee.lowestWithoutDeal()?.id.low == 2)
        #expect(coffee.lowestWithDeal()?.id.low == 4)
        // Without member prices the member price is a regular 7.00.
        #expect(coffee.lowestWithoutDeal(usesMemberPrices: false)?.id.low == 2)
        #expect(coffee.latestByStore(usesMemberPrices: true).map(\.id.low) == [4, 3])
        #expect(try coffee.averageUnitPrice() == q(5625, 1_000_000))
        let stores = coffee.lowestByStore()
        #expect(stores.map(\.store) == ["Aldi", "Lidl"])
        #expect(stores.map { $0.withoutDeal?.id.low } == [2, 1])
        #expect(stores.map { $0.withDeal?.id.low } == [4, 3])
        #expect(coffee.lowestByStore(usesMemberPrices: false).map { $0.withDeal?.id.low } == [4, nil])
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let candidate: String
        let usesMemberPrices: Bool
        let standing: PriceVerdict.Standing
        let percent: Rational
        let comparedWith: PriceVerdict.Kind
        let lowest: UInt64
        let condition: String?
        var testDescription: String { candidate + (usesMemberPrices ? "" : " (no member prices)") }

        init(
            _ candidate: String, members: Bool = true, _ standing: PriceVerdict.Standing, _ percent: Rational,
            _ comparedWith: PriceVerdict.Kind, lowest: UInt64, _ condition: String? = nil
        ) {
            self.candidate = candidate
            usesMemberPrices = members
            self.standing = standing
            self.percent = percent
            self.comparedWith = comparedWith
            self.lowest = lowest
            self.condition = condition
        }
    }

    @Test(arguments: [
        // Regular prices against the lowest regular price (6.00), not the deals below it.
        Case("5.70 for 1 kg", .newLowest, q(-5), .regular, lowest: 2),
        Case("6.30 for 1 kg", .above, q(5), .regular, lowest: 2),
        Case("6.00 for 1 kg", .equalToLowest, .zero, .regular, lowest: 2),
        // A deal of only a tax lowers nothing: a regular price, tax in.
        Case("5.00 for 1 kg, plus 10% tax", .newLowest, q(-25, 3), .regular, lowest: 2),
        // Deal prices against the lowest deal price (0.004 per g).
        Case("7.00 for 1 kg, member 5.00", .above, q(25), .deal, lowest: 4),
        Case(
            "6.00 for 1 kg, member 3.90", .newLowest, q(-5, 2), .deal, lowest: 4, "only with the member price"),
        Case("4.50 for 1 kg, buy 2 get 1 free", .newLowest, q(-25), .deal, lowest: 4, "only if you buy 3"),
        // Without the member price 0.003, one pack with it 0.004: as low as the lowest, so good either way.
        Case("4.50 for 1 kg, member 4.00, buy 2 get 1 free", .newLowest, q(-100, 3), .deal, lowest: 4),
        Case(
            "5.90 for 1 kg, member 5.80, buy 2 get 1 free", .newLowest, q(-10, 3), .deal, lowest: 4,
            "only if you buy 3"),
        Case(
            "7.00 for 1 kg, member 5.00, buy 2 get 1 free", .newLowest, q(-50, 3), .deal, lowest: 4,
            "only with the member price and if you buy 3"),
        // Member prices off: the member price counts for nothing, the price is regular.
        Case("7.00 for 1 kg, member 3.00", members: false, .above, q(50, 3), .regular, lowest: 2),
    ])
    func likeWithLike(_ test: Case) throws {
        let coffee = try Self.coffee()
        let candidate = try ProductItem(parsing: test.candidate)
        let verdict = try coffee.verdict(
            for: candidate, today: #require(CalendarDate("2026-11-10")), usesMemberPrices: test.usesMemberPrices)
        #expect(verdict.standing == test.standing)
        #expect(verdict.percentAboveLowest == test.percent)
        #expect(try coffee.percentAboveLowest(candidate, usesMemberPrices: test.usesMemberPrices) == test.percent)
        #expect(verdict.comparedWith == test.comparedWith)
        #expect(verdict.isDealPrice == (test.comparedWith == .deal))
        #expect(verdict.lowest.id.low == test.lowest)
        #expect(verdict.condition == test.condition)
        #expect(
            verdict.lowestNoun
                == (test.comparedWith == .deal ? "the lowest deal price seen" : "the lowest regular price seen"))
        #expect(verdict.lowestWithoutDeal?.id.low == 2)
        #expect(verdict.lowestWithDeal?.id.low == (test.usesMemberPrices ? 4 : 4))
        #expect(verdict.lowestByStore.count == 2)
    }

    @Test func aPriceOfAKindTheBookHasNotSeenIsComparedWithTheOtherKind() throws {
        let regularOnly = try #require(
            PriceBook(entries: [Self.entry("Tea: 2.00 for 100 g", nil, "2026-11-01", false, .metric, 1)])
                .product(named: "tea"))
        let deal = try regularOnly.verdict(
            for: ProductItem(parsing: "3.00 for 100 g, member 1.50"), today: #require(CalendarDate("2026-11-02")))
        #expect(deal.comparedWith == .regular && deal.isDealPrice)
        #expect(deal.percentAboveLowest == q(-25) && deal.lowest.id.low == 1)
        #expect(deal.lowestNoun == "the lowest price seen")
        // Only good with the card: 3.00 without it.
        #expect(deal.condition == "only with the member price")
        let dealOnly = try #require(
            PriceBook(entries: [
                Self.entry("Tea: 3.00 for 100 g, 25% off", nil, "2026-11-01", false, .metric, 1)
            ]).product(named: "tea"))
        let regular = try dealOnly.verdict(
            for: ProductItem(parsing: "2.25 for 100 g"), today: #require(CalendarDate("2026-11-02")))
        #expect(regular.comparedWith == .deal && !regular.isDealPrice)
        #expect(regular.standing == .equalToLowest && regular.condition == nil)
    }

    @Test func renamingAndMergingKeepTheDeal() throws {
        var book = try PriceBook(entries: [
            Self.entry("Coffee: 7.00 for 1 kg, member 5.50", "Lidl", "2026-11-03", false, .metric, 1),
            Self.entry("Kaffee: 6.00 for 1 kg, 3 for 15.00", nil, "2026-11-04", false, .metric, 2),
        ])
        try book.rename("Coffee", to: "Coffee beans")
        #expect(book.product(named: "coffee beans")?.entries[0].item.deal?.text == "member 5.50")
        try book.merge("Kaffee", into: "Coffee beans")
        let merged = try #require(book.product(named: "coffee beans"))
        #expect(merged.entries.map { $0.item.deal?.text } == ["member 5.50", "3 for 15.00"])
        #expect(merged.entries.map(\.product) == ["Coffee beans", "Coffee beans"])
    }

    @Test func anEntryWithADealRoundTripsThroughJSONAndItsSavedLine() throws {
        let entry = try Self.entry(
            "Cola: 4.99 for 6 x 330 mL, member 4.50, 3 for 12.00, deposit 0.25", "Lidl", "2026-11-03", true, .metric, 7)
        var writer = JSONWriter()
        entry.write(to: &writer)
        #expect(writer.text.hasSuffix(#""deal":"member 4.50, 3 for 12.00, deposit 0.25","list":null}"#))
        #expect(try PriceEntry(json: JSON(parsing: writer.text)) == entry)
        let line = entry.savedLine(store: 0)
        #expect(
            line
                == "00000000000000000000000000000007 2026-11-03 499/100 6 330 mL 0 sale - deal member 4.50, 3 for 12.00, deposit 0.25"
        )
        let read = try PriceEntry(savedLine: line, product: "Cola", stores: ["Lidl"])
        #expect(read == entry && read.item.deal == entry.item.deal)
    }
}
