import SeededRandom
import Testing

@testable import PerKit

@Suite("Comparison figures")
struct ComparisonTests {
    // MARK: Default reference (DESIGN.md: "Reference quantity for unit prices")

    struct ReferenceCase: CustomTestStringConvertible, Sendable {
        let quantities: [String]
        let system: MeasurementSystem
        let amount: Rational
        let unit: Unit
        let text: String
        init(
            _ quantities: [String], _ system: MeasurementSystem, _ amount: Rational, _ unit: Unit,
            _ text: String
        ) {
            (self.quantities, self.system, self.amount, self.unit, self.text) = (
                quantities, system, amount, unit, text
            )
        }
        var testDescription: String { "\(quantities) in \(system) → per \(text)" }
    }

    @Test(arguments: [
        // Metric and UK weight: per 100 g while every product is under 1 kg, else per kg.
        ReferenceCase(["500 g", "999 g"], .metric, q(100), .gram, "100 g"),
        ReferenceCase(["500 g", "999.999 g"], .uk, q(100), .gram, "100 g"),
        ReferenceCase(["500 g", "1 kg"], .metric, q(1), .kilogram, "kg"),
        ReferenceCase(["500 g", "1000 g"], .uk, q(1), .kilogram, "kg"),
        ReferenceCase(["2 lb"], .metric, q(100), .gram, "100 g"),  // 907 g
        ReferenceCase(["3 lb"], .metric, q(1), .kilogram, "kg"),
        ReferenceCase(["2 x 600 g"], .metric, q(1), .kilogram, "kg"),  // the whole multipack counts
        // US weight: per oz, or per lb when every product is 1 lb or more.
        ReferenceCase(["1 lb", "16 oz", "2 kg"], .us, q(1), .pound, "lb"),
        ReferenceCase(["1 lb", "15 oz"], .us, q(1), .ounce, "oz"),
        ReferenceCase(["453 g"], .us, q(1), .ounce, "oz"),
        ReferenceCase(["453.59237 g"], .us, q(1), .pound, "lb"),
        // Volume.
        ReferenceCase(["330 mL", "999 mL"], .metric, q(100), .millilitre, "100 mL"),
        ReferenceCase(["330 mL", "1 L"], .metric, q(1), .litre, "L"),
        ReferenceCase(["6 x 355 mL"], .metric, q(1), .litre, "L"),
        ReferenceCase(["1 pt"], .uk, q(100), .millilitre, "100 mL"),  // an imperial pint is 568 mL
        ReferenceCase(["2 pt"], .uk, q(1), .litre, "L"),
        ReferenceCase(["12 fl oz", "1 gal"], .us, q(1), .usFluidOunce, "fl oz"),
        ReferenceCase(["12 fl oz"], .us, q(1), .usFluidOunce, "fl oz"),
        // Count, length, area.
        ReferenceCase(["12", "2 dozen"], .metric, q(1), .each, "each"),
        ReferenceCase(["12"], .us, q(1), .each, "each"),
        ReferenceCase(["12"], .uk, q(1), .each, "each"),
        ReferenceCase(["5 m", "300 cm"], .metric, q(1), .metre, "m"),
        ReferenceCase(["5 m"], .uk, q(1), .metre, "m"),
        ReferenceCase(["10 ft"], .us, q(1), .foot, "ft"),
        ReferenceCase(["2 m2"], .metric, q(1), .squareMetre, "m²"),
        ReferenceCase(["2 m2"], .uk, q(1), .squareMetre, "m²"),
        ReferenceCase(["20 sq ft"], .us, q(1), .squareFoot, "sq ft"),
    ])
    func defaultReference(_ c: ReferenceCase) throws {
        var list = ProductList()
        for (index, quantity) in c.quantities.enumerated() {
            try list.add(ProductItem(name: "\(index)", price: "1", quantity: quantity, system: c.system))
        }
        let comparison = try Comparison(list, system: c.system)
        #expect(comparison.reference.amount == c.amount)
        #expect(comparison.reference.unit == c.unit)
        #expect(try comparison.reference.baseAmount == c.amount.multiplied(by: c.unit.factor))
        #expect(comparison.reference.formatted(in: c.system) == c.text)
    }

    // MARK: A worked example, by hand

    // A: 3.99 for 500 g   → 399/50000 per g
    // B: 2.49 for 1 lb    → 2.49 / 453.59237 = 249000/45359237 per g   (best)
    // C: 11.99 for 2 kg   → 1199/200000 per g
    // C weighs 2 kg, so the reference is per kg.
    static let lb: Int128 = 45_359_237  // 1 lb = lb / 100000 g

    @Test func workedExampleInMixedUnits() throws {
        let list = try ProductList([
            item("A", "3.99", "500 g"), item("B", "2.49", "1 lb"), item("C", "11.99", "2 kg"),
        ])
        let comparison = try Comparison(list)
        let lb = Self.lb
        #expect(comparison.reference.formatted() == "kg")
        #expect(comparison.figures.map(\.item.name) == ["B", "C", "A"])
        #expect(comparison.figures.map(\.rank) == [1, 2, 3])
        #expect(comparison.figures.map(\.isBest) == [true, false, false])
        #expect(comparison.best?.item.name == "B")

        let (b, c, a) = (comparison.figures[0], comparison.figures[1], comparison.figures[2])
        // Unit prices per kg.
        #expect(b.unitPrice == q(249_000_000, lb))
        #expect(c.unitPrice == q(1199, 200))
        #expect(a.unitPrice == q(399, 50))
        #expect(b.unitPrice.formatted(places: 2) == "5.49")
        // Percent more than the best: (u / u_best − 1) × 100.
        #expect(b.percentMoreThanBest == .zero)
        #expect(c.percentMoreThanBest == q(100 * (1199 * lb - 200_000 * 249_000), 200_000 * 249_000))
        #expect(a.percentMoreThanBest == q(100 * (399 * lb - 50_000 * 249_000), 50_000 * 249_000))
        #expect(c.percentMoreThanBest.formatted(places: 1) == "9.2")
        #expect(a.percentMoreThanBest.formatted(places: 1) == "45.4")
        // Extra cost: price − quantity × best unit price.
        #expect(b.extraCost == .zero)
        #expect(c.extraCost == q(1199 * lb - 100 * 2000 * 249_000, 100 * lb))
        #expect(a.extraCost == q(399 * lb - 100 * 500 * 249_000, 100 * lb))
        #expect(c.extraCost.formatted(places: 2) == "1.01")
        // Extra quantity at the best price, in grams: price / u_best − quantity.
        #expect(b.extraQuantityAtBest == .zero)
        #expect(c.extraQuantityAtBest == q(1199 * lb - 2000 * 24_900_000, 24_900_000))
        #expect(a.extraQuantityAtBest == q(399 * lb - 500 * 24_900_000, 24_900_000))
        // "More for your money" is the extra quantity as a share of the item's own quantity.
        for figures in comparison.figures {
            #expect(
                try figures.percentMoreForYourMoney
                    == figures.extraQuantityAtBest.divided(by: figures.item.quantity.baseAmount).multiplied(
                        by: q(100)))
        }

        // Savings of the best against the next (C) and the most expensive (A).
        let next = try #require(comparison.savingsAgainstNext)
        #expect(next.other.name == "C")
        #expect(next.otherIndex == 1)
        #expect(next.perReference == q(1000 * (1199 * lb - 200_000 * 249_000), 200_000 * lb))
        #expect(next.forBestQuantity == q(1199 * lb - 200_000 * 249_000, 200_000 * 100_000))
        #expect(next.percentCheaper == q(100 * (1199 * lb - 200_000 * 249_000), 1199 * lb))
        #expect(next.forBestQuantity.formatted(places: 2) == "0.23")

        let most = try #require(comparison.savingsAgainstMostExpensive)
        #expect(most.other.name == "A")
        #expect(most.otherIndex == 2)
        #expect(most.perReference == q(1000 * (399 * lb - 50_000 * 249_000), 50_000 * lb))
        #expect(most.forBestQuantity == q(399 * lb - 50_000 * 249_000, 50_000 * 100_000))
        #expect(most.percentCheaper == q(100 * (399 * lb - 50_000 * 249_000), 399 * lb))
        #expect(most.percentCheaper.formatted(places: 1) == "31.2")
    }

    @Test func exactTiesShareARank() throws {
        // Unit prices per each: P 1, Q 1, R 3/2, S 2, T 2.
        let list = try ProductList([
            item("S", "8", "2 pairs"), item("P", "6", "6"), item("R", "3", "2"), item("Q", "12", "1 dozen"),
            item("T", "2", "1"),
        ])
        let comparison = try Comparison(list)
        #expect(comparison.reference.formatted() == "each")
        #expect(comparison.figures.map(\.item.name) == ["P", "Q", "R", "S", "T"])
        #expect(comparison.figures.map(\.rank) == [1, 1, 3, 4, 4])
        #expect(comparison.figures.map(\.isBest) == [true, true, false, false, false])
        #expect(comparison.figures.map(\.unitPrice) == [q(1), q(1), q(3, 2), q(2), q(2)])
        #expect(comparison.figures.map(\.percentMoreThanBest) == [q(0), q(0), q(50), q(100), q(100)])
        // extra cost = price − quantity × 1
        #expect(comparison.figures.map(\.extraCost) == [q(0), q(0), q(1), q(4), q(1)])
        // extra quantity = price / 1 − quantity
        #expect(comparison.figures.map(\.extraQuantityAtBest) == [q(0), q(0), q(1), q(4), q(1)])

        // The next product is the first with a different unit price, not the tied one.
        let next = try #require(comparison.savingsAgainstNext)
        #expect(next.other.name == "R")
        #expect(next.otherIndex == 2)
        #expect(next.perReference == q(1, 2))
        #expect(next.forBestQuantity == q(3))  // 6 items at 1/2 each
        #expect(next.percentCheaper == q(100, 3))
        let most = try #require(comparison.savingsAgainstMostExpensive)
        #expect(most.other.name == "T")
        #expect(most.otherIndex == 4)
        #expect(most.perReference == q(1))
        #expect(most.forBestQuantity == q(6))
        #expect(most.percentCheaper == q(50))
    }

    @Test func everyProductTiedHasNoSavings() throws {
        let list = try ProductList([item("a", "10", "1 kg"), item("b", "5", "500 g")])
        let comparison = try Comparison(list)
        #expect(comparison.figures.map(\.rank) == [1, 1])
        #expect(comparison.savingsAgainstNext == nil)
        #expect(comparison.savingsAgainstMostExpensive == nil)
    }

    @Test func anEmptyListHasNoFigures() throws {
        let comparison = try Comparison(ProductList())
        #expect(comparison.figures.isEmpty)
        #expect(comparison.best == nil)
        #expect(comparison.savingsAgainstNext == nil)
    }

    @Test func usReferencesConvertExactly() throws {
        // 3.99 for a US gallon is 3.99 / 128 per US fl oz.
        let volume = try ProductList([item("g", "3.99", "1 gal", system: .us)])
        #expect(try Comparison(volume, system: .us).figures[0].unitPrice == q(399, 12_800))
        // 2.49 for 1 lb and 5.00 for 2 kg, per lb: 2.49 and 5 × 0.45359237 / 2.
        let weight = try ProductList([item("a", "2.49", "1 lb"), item("b", "5.00", "2 kg")])
        let comparison = try Comparison(weight, system: .us)
        #expect(comparison.reference.unit == .pound)
        #expect(comparison.figures.map(\.unitPrice) == [q(5 * Self.lb, 2 * 100_000_000), q(249, 100)])
        // Per ft: 12.00 for 10 yd is 0.40 per ft.
        let length = try ProductList([item("rope", "12", "10 yd", system: .us)])
        #expect(try Comparison(length, system: .us).figures[0].unitPrice == q(2, 5))
        // Per sq ft: 90 for 10 sq yd is 1 per sq ft.
        let area = try ProductList([item("rug", "90", "10 sq yd", system: .us)])
        #expect(try Comparison(area, system: .us).figures[0].unitPrice == q(1))
    }

    @Test func aChosenReference() throws {
        let list = try ProductList([item("A", "3.99", "500 g"), item("B", "2.49", "1 lb")])
        // Per lb in a metric list: B is 2.49 exactly; A is 3.99 × 453.59237 / 500.
        let perPound = try Comparison(list, reference: ReferenceQuantity(parsing: "lb"))
        #expect(perPound.reference.formatted() == "lb")
        #expect(perPound.figures.map(\.unitPrice) == [q(249, 100), q(399 * Self.lb, 100 * 500 * 100_000)])
        let per100 = try Comparison(list, reference: ReferenceQuantity(parsing: "100g"), system: .us)
        #expect(per100.reference.formatted() == "100 g")
        #expect(per100.figures[1].unitPrice == q(399, 500))
        let per250 = try Comparison(list, reference: ReferenceQuantity(q(250), .gram))
        #expect(per250.reference.formatted() == "250 g")
        #expect(per250.figures[1].unitPrice == q(399, 200))
        // The chosen reference changes unit prices only, not the ranking or the other figures.
        let automatic = try Comparison(list)
        #expect(perPound.figures.map(\.percentMoreThanBest) == automatic.figures.map(\.percentMoreThanBest))
        #expect(perPound.figures.map(\.extraCost) == automatic.figures.map(\.extraCost))

        let dozens = try ProductList([item("eggs", "3.60", "12")])
        #expect(
            try Comparison(dozens, reference: ReferenceQuantity(parsing: "dozen")).figures[0].unitPrice
                == q(36, 10))
    }

    @Test func aReferenceOfAnotherDimensionIsAMismatch() throws {
        let list = try ProductList([item("A", "3.99", "500 g")])
        let litre = try ReferenceQuantity(parsing: "L")
        do {
            _ = try Comparison(list, reference: litre)
            Issue.record("expected a mismatch")
        } catch {
            #expect(error.message == "Can't add 1 L (sold by volume) to a list of products sold by weight")
        }
    }

    @Test(arguments: [
        ("100 g", q(100), Unit.gram, MeasurementSystem.metric), ("100g", q(100), .gram, .metric),
        ("kg", q(1), .kilogram, .metric), ("fl oz", q(1), .usFluidOunce, .us),
        ("floz", q(1), .ukFluidOunce, .uk),
        ("each", q(1), .each, .metric), ("dozen", q(1), .dozen, .metric),
        ("sq ft", q(1), .squareFoot, .metric),
        ("2 L", q(2), .litre, .metric),
    ])
    func readsReferences(_ text: String, _ amount: Rational, _ unit: Unit, _ system: MeasurementSystem) throws
    {
        let reference = try ReferenceQuantity(parsing: text, system: system)
        #expect(reference.amount == amount)
        #expect(reference.unit == unit)
    }

    @Test(arguments: [
        ("0 g", "the reference quantity must be greater than zero"),
        ("zz", "unknown unit 'zz' — try g, kg, oz, lb, mL, L, fl oz, each, dozen, m, ft, m², sq ft, …"),
    ])
    func rejectsReferences(_ text: String, _ message: String) {
        do {
            _ = try ReferenceQuantity(parsing: text)
            Issue.record("expected an error")
        } catch {
            #expect(error.message == message)
        }
    }

    // MARK: Enough places to tell unit prices apart

    static func comparison(ofPrices prices: [String]) throws -> Comparison {
        try Comparison(ProductList(prices.enumerated().map { try item("\($0.offset)", $0.element, "1") }))
    }

    @Test(arguments: [
        (["1.001", "1.004"], 3),
        (["1.00", "1.00"], 2),  // equal prices need no more places
        (["1", "2", "3"], 2),
        (["1/3", "0.3334"], 4),
        (["1.0049", "1.0051", "2.001", "2.002"], 4),  // 3 places would show 1.005 twice
        (["2.001", "2.002", "1.0049", "1.0051"], 4),
        (["5", "5.0000000000001"], 12),  // capped
        (["1.994999", "1.995"], 2),  // 1.99 and 2.00
        (["0.994999", "0.995"], 6),  // three significant digits show 0.995 twice
        (["0.0281", "0.0333"], 4),  // three significant digits: not 0.03 and 0.03
        (["0.549", "0.798", "12.5"], 3),
        (["0.1", "0.25"], 3),  // 0.100 and 0.250
        (["0.994999", "0.995", "3.0001", "3.0002"], 6),
    ])
    func unitPricePlacesTellPricesApart(_ prices: [String], _ places: Int) throws {
        let comparison = try Self.comparison(ofPrices: prices)
        #expect(comparison.unitPricePlaces() == places)
    }

    @Test func percentAndExtraCostPlacesShowEveryRealDifference() throws {
        let usual = try Comparison(
            ProductList([
                ProductItem(price: "3.99", quantity: "500 g"), ProductItem(price: "2.49", quantity: "1 lb"),
            ]))
        #expect(usual.percentPlaces == 1)
        #expect(usual.extraCostPlaces() == 2)
        #expect(usual.extraCostPlaces(minimum: 0) == 0)
        let close = try Comparison(
            ProductList([
                ProductItem(price: "3.99", quantity: "500 g"),
                ProductItem(price: "3.9901", quantity: "500 g"),
            ]))
        #expect(close.percentPlaces == 3)  // 0.0025 % reads 0.003
        #expect(close.extraCostPlaces() == 4)  // 0.0001
        #expect(close.extraCostPlaces(minimum: 3) == 4)
        let equal = try Comparison(ProductList([ProductItem(price: "1", quantity: "1 kg")]))
        #expect(equal.percentPlaces == 1)
        #expect(equal.extraCostPlaces() == 2)
    }

    @Test func unitPricePlacesAreMinimalAndSufficient() throws {
        let seed: UInt64 = 7_2024
        print("unit price places seed: \(seed)")
        var rng = SplitMix64(seed: seed)
        for _ in 0..<300 {
            // Prices clustered closely so that several places are needed.
            let base = Int.random(in: 100...999, using: &rng)
            let texts = (0..<Int.random(in: 2...6, using: &rng)).map { _ in
                "\(base).\(Int.random(in: 0...99_999, using: &rng))"
            }
            let comparison = try Self.comparison(ofPrices: texts)
            let places = comparison.unitPricePlaces(minimum: 0, maximum: 12)
            let prices = comparison.figures.map(\.unitPrice)
            func distinguishes(_ p: Int) -> Bool {
                for i in prices.indices {
                    for j in prices.indices where prices[i] != prices[j] {
                        if prices[i].formatted(places: p) == prices[j].formatted(places: p) { return false }
                    }
                }
                return true
            }
            #expect(distinguishes(places), "\(prices) at \(places)")
            for fewer in 0..<places { #expect(!distinguishes(fewer), "\(prices) at \(fewer)") }
        }
    }

    /// Unit prices are shown with three significant digits at least, so two of them read in the
    /// ratio they have: 12 cans at "$0.04 per fl oz" beside a bottle at "$0.03" would read as
    /// 33% dearer when they are 17.7% dearer.
    @Test func displayedUnitPricesKeepTheirRatioWithinOnePercent() throws {
        let seed: UInt64 = 2026_1128
        print("unit price ratio seed: \(seed)")
        var rng = SplitMix64(seed: seed)
        let unitsByDimension = [["g", "kg", "oz", "lb"], ["mL", "L", "fl oz", "US gal"], [""]]
        let tolerance = try Rational(1, 100)
        for _ in 0..<400 {
            let units = unitsByDimension.randomElement(using: &rng)!
            let texts = (0..<Int.random(in: 2...6, using: &rng)).map { _ in
                let packs = Bool.random(using: &rng) ? "" : "\(Int.random(in: 2...24, using: &rng)) x "
                let size = "\(Int.random(in: 1...2_000, using: &rng))"
                let unit = units.randomElement(using: &rng)!
                let cents = Int.random(in: 1...9_999, using: &rng)
                let price = "\(cents / 100)." + (cents % 100 < 10 ? "0" : "") + "\(cents % 100)"
                return (packs + size + (unit.isEmpty ? "" : " " + unit), price)
            }
            let list = try ProductList(
                texts.enumerated().map { try item("\($0.offset)", $0.element.1, $0.element.0, system: .us) })
            for currencyPlaces in [0, 2] {
                let comparison = try Comparison(list, system: .us)
                let display = ComparisonDisplay(comparison, currencyPlaces: currencyPlaces)
                let figures = display.comparison.figures
                for a in figures {
                    for b in figures where a.unitPrice != b.unitPrice {
                        let shownA = try #require(Rational(decimalText: display.unitPrice(a)))
                        let shownB = try #require(Rational(decimalText: display.unitPrice(b)))
                        let exact = try a.unitPrice.divided(by: b.unitPrice)
                        let shown = try shownA.divided(by: shownB)
                        let error = try shown.divided(by: exact).subtracting(.one).magnitude
                        #expect(
                            error <= tolerance,
                            "\(texts): \(display.unitPrice(a)) / \(display.unitPrice(b)) against \(exact)")
                    }
                }
            }
        }
    }

    @Test func referenceIdsNameTheSameReferenceInEverySystem() throws {
        for system in MeasurementSystem.allCases {
            for dimension in Dimension.allCases {
                for reference in ReferenceQuantity.choices(for: dimension, system: system) {
                    #expect(ReferenceQuantity(id: reference.id) == reference, "\(reference.id)")
                }
            }
        }
        #expect(try ReferenceQuantity(parsing: "100 g").id == "100 g")
        #expect(try ReferenceQuantity(parsing: "kg").id == "kg")
        #expect(try ReferenceQuantity(parsing: "fl oz", system: .uk).id == "uk-fl-oz")
        #expect(try ReferenceQuantity(parsing: "2.5 lb").id == "5/2 lb")
        #expect(ReferenceQuantity(id: "5/2 lb") == (try ReferenceQuantity(parsing: "2.5 lb")))
        for id in ["", "fl oz", "0 g", "-1 g", "1 2 g", "100 grams", "1/0 g", "2.5 lb"] {
            #expect(ReferenceQuantity(id: id) == nil, "\(id)")
        }
    }
}
