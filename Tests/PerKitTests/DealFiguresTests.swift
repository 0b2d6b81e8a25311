import SeededRandom
import Testing

@testable import PerKit

/// The exact figures of products on a deal, the comparison that ranks by them, and the words.
@Suite("Deal figures")
struct DealFiguresTests {
    static func figures(_ text: String, usesMemberPrice: Bool = true) throws -> DealFigures {
        try #require(try ProductItem(parsing: text).dealFigures(usesMemberPrice: usesMemberPrice))
    }

    @Test("buy 2 get 1 free of 200 g: 3 packs, 600 g for two packs' price")
    func buyGetFree() throws {
        let figures = try Self.figures("2.00 for 200 g, buy 2 get 1 free")
        #expect(figures.shelfPrice == q(2))
        #expect(figures.mustBuy == q(3))
        #expect(figures.price == q(4))
        #expect(figures.quantity == (try Quantity(q(200), .gram, packCount: q(3))))
        #expect(figures.unitPrice == q(1, 150))
        #expect(figures.unitPriceWithoutDeal == q(1, 100))
        #expect(figures.deposit == nil)
        #expect(figures.payAtTill == q(4))
        #expect(figures.dealText == "buy 2 get 1 free")
        #expect(!figures.isWorseThanWithoutDeal)
    }

    @Test("the member price counts unless member prices are off")
    func memberPrice() throws {
        let on = try Self.figures("3.90 for 700 g, member 3.50")
        #expect(on.price == q(35, 10))
        #expect(on.memberPrice == q(35, 10))
        #expect(on.usesMemberPrice)
        #expect(on.dealText == "member 3.50")
        #expect(on.unitPrice == q(1, 200))
        #expect(on.unitPriceWithoutDeal == q(39, 7000))
        let off = try Self.figures("3.90 for 700 g, member 3.50", usesMemberPrice: false)
        #expect(off.price == q(39, 10))
        #expect(off.memberPrice == q(35, 10))
        #expect(!off.usesMemberPrice)
        #expect(off.dealText == nil)
        #expect(off.mustBuy == q(1))
    }

    @Test("a deposit is on each container, in what is paid and never in the price")
    func deposit() throws {
        let figures = try Self.figures("4.99 for 6 x 330 mL, deposit 0.25")
        #expect(figures.price == q(499, 100))
        #expect(figures.deposit == q(150, 100))
        #expect(figures.payAtTill == q(649, 100))
        #expect(figures.unitPrice == q(499, 198_000))
        #expect(figures.dealText == nil)
        // Two six-packs: twelve deposits.
        let two = try Self.figures("4.99 for 6 x 330 mL, buy 1 get 1 free, deposit 0.25")
        #expect(two.quantity == (try Quantity(q(330), .millilitre, packCount: q(12))))
        #expect(two.deposit == q(3))
        #expect(two.payAtTill == q(799, 100))
    }

    @Test("tax is added before comparing, to the deal and to the product without it")
    func tax() throws {
        let figures = try Self.figures("19.99 for 2 kg, plus 8% tax")
        #expect(figures.price == q(215_892, 10_000))
        #expect(figures.unitPrice == q(215_892, 20_000_000))
        #expect(figures.unitPriceWithoutDeal == figures.unitPrice)
        #expect(figures.dealText == nil)
    }

    @Test("every step in order: member, % off, save, the deal, tax")
    func order() throws {
        let figures = try Self.figures(
            "2.00 for 500 g, plus 10% tax, 2nd half price, save 0.12, 10% off, member 1.80")
        // 1.80 → 1.62 → 1.50; 2nd half price: 2.25 for two; tax: 2.475.
        #expect(figures.price == q(2475, 1000))
        #expect(figures.mustBuy == q(2))
        #expect(figures.quantity.baseAmount == q(1000))
        #expect(figures.dealText == "member 1.80, 10% off, save 0.12, 2nd half price")
        #expect(figures.unitPriceWithoutDeal == q(22, 10 * 500))
    }

    @Test("N for the price of M, and N for PRICE")
    func offers() throws {
        let priceOf = try Self.figures("1.00 for 100 g, 3 for the price of 2")
        #expect(priceOf.price == q(2))
        #expect(priceOf.quantity.baseAmount == q(300))
        let multiBuy = try Self.figures("1.00 for 100 g, 3 for 2.50")
        #expect(multiBuy.price == q(25, 10))
        #expect(multiBuy.mustBuy == q(3))
        #expect(!multiBuy.isWorseThanWithoutDeal)
    }

    @Test("a multi-buy that costs more per unit than one pack is flagged")
    func worseDeal() throws {
        let figures = try Self.figures("1.50 for 1 L, 3 for 5.00")
        #expect(figures.unitPrice == q(5, 3000))
        #expect(figures.unitPriceWithoutDeal == q(15, 10_000))
        #expect(figures.isWorseThanWithoutDeal)
    }

    // MARK: The comparison and its words

    static func comparison(_ texts: [String], usesMemberPrices: Bool = true) throws -> Comparison {
        var list = ProductList()
        for text in texts { try list.add(ProductItem(parsing: text, dimension: list.dimension)) }
        return try Comparison(list, usesMemberPrices: usesMemberPrices)
    }

    static func verdict(_ texts: [String], usesMemberPrices: Bool = true) throws -> String {
        let display = ComparisonDisplay(try comparison(texts, usesMemberPrices: usesMemberPrices), currencyPlaces: 2)
        return try #require(Verdict(dealsOf: display, system: .metric)).plainText
    }

    @Test("the comparison ranks by what is really paid per unit")
    func ranking() throws {
        let comparison = try Self.comparison(["B: 1.80 for 200 g", "A: 2.00 for 200 g, buy 2 get 1 free"])
        #expect(comparison.figures.map { $0.item.name } == ["A", "B"])
        let best = comparison.figures[0]
        #expect(best.price == q(4))
        #expect(best.quantity.baseAmount == q(600))
        #expect(best.unitPrice == q(2, 3))  // per 100 g
        #expect(best.deal?.mustBuy == q(3))
        // B's 200 g at A's deal unit price (1/150 per g) would cost 1.33.
        #expect(comparison.figures[1].extraCost == q(7, 15))
        #expect(comparison.figures[1].deal == nil)
    }

    @Test(
        "the verdict says what to do to get the price",
        arguments: [
            (
                ["B: 1.80 for 200 g", "A: 2.00 for 200 g, buy 2 get 1 free"],
                true,
                "A is the best deal: 25.9% cheaper per 100 g than B; buying 3 × 200 g of it instead saves 1.40"
                    + " — buy 3 to get this price"
            ),
            (
                ["Ketchup: 3.90 for 700 g, member 3.50", "Big ketchup: 3.99 for 910 g"],
                true,
                "Big ketchup is the best deal: 12.3% cheaper per 100 g than Ketchup; buying 910 g of it instead saves 0.56"
            ),
            (
                ["A: 3.90 for 700 g, member 3.00, deposit 0.10", "B: 3.99 for 700 g"],
                true,
                "A is the best deal: 24.8% cheaper per 100 g than B; buying 700 g of it instead saves 0.99"
                    + " — with the member price, + 0.10 deposit"
            ),
            (
                ["A: 3.90 for 700 g, member 3.00", "B: 3.99 for 700 g"],
                false,
                "A is the best deal: 2.3% cheaper per 100 g than B; buying 700 g of it instead saves 0.09"
            ),
            (
                ["Water: 1.50 for 1 L, 3 for 5.00", "Juice: 2.00 for 1 L"],
                true,
                "Water is the best deal: 16.7% cheaper per L than Juice; buying 3 × 1 L of it instead saves 1.00"
                    + " — buy 3 to get this price, dearer per unit than one pack"
            ),
            (
                ["Water: 1.50 for 1 L, 3 for 5.00", "Juice: 1.00 for 1 L"],
                true,
                "Juice is the best deal: 40.0% cheaper per L than Water; buying 1 L of it instead saves 0.67."
                    + " Water: the deal (3 for 5.00) costs more per unit than buying one"
            ),
            (["Eggs: 3.49 for 1 dozen, deposit 0.50"], true, "Eggs costs 0.291 each — + 0.50 deposit"),
        ])
    func verdict(_ texts: [String], _ usesMemberPrices: Bool, _ sentence: String) throws {
        #expect(try Self.verdict(texts, usesMemberPrices: usesMemberPrices) == sentence)
    }

    @Test("the rows' phrases")
    func phrases() throws {
        let comparison = try Self.comparison(["A: 2.00 for 6 x 330 mL, member 1.50, buy 1 get 1 free, deposit 0.25"])
        let display = ComparisonDisplay(comparison, currencyPlaces: 2)
        #expect(
            display.dealPhrases(comparison.figures[0]).map { $0.plainText }
                == ["buy 2 to get this price", "with the member price", "+ 3.00 deposit"])
    }
}
