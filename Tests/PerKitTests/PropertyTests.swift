import SeededRandom
import Testing

@testable import PerKit

/// Properties over thousands of generated cases. Every generator is seeded and the seed is
/// printed, so a failure can be replayed exactly.
@Suite("Properties")
struct PropertyTests {
    static func generator(_ name: String, seed: UInt64) -> SplitMix64 {
        print("\(name) seed: 0x\(String(seed, radix: 16))")
        return SplitMix64(seed: seed)
    }

    // MARK: Conversions round-trip exactly

    static func randomAmount(_ rng: inout SplitMix64) -> Rational {
        let numerator = Int128(UInt64.random(in: 1...1_000_000_000_000, using: &rng))
        let denominators: [Int128] = [1, 2, 3, 4, 7, 8, 10, 12, 100, 1000, 1024, 999_999, 1_000_000]
        return try! Rational(numerator, denominators.randomElement(using: &rng)!)
    }

    @Test func conversionsRoundTripExactly() throws {
        var rng = Self.generator("conversions", seed: 0xC0FF_EE00_0001)
        var conversions = 0
        for _ in 0..<1_000 {
            let unit = Unit.all.randomElement(using: &rng)!
            let packCount = Rational(Int.random(in: 1...24, using: &rng))
            let quantity = try Quantity(Self.randomAmount(&rng), unit, packCount: packCount)
            for other in Unit.units(of: unit.dimension) {
                let converted = try #require(try quantity.converted(to: other))
                #expect(converted.unit == other)
                #expect(converted.baseAmount == quantity.baseAmount)
                let back = try #require(try converted.converted(to: unit))
                #expect(back.baseAmount == quantity.baseAmount, "\(quantity) → \(other.id) → back")
                #expect(back.amount == quantity.amount, "\(quantity) → \(other.id) → back")
                conversions += 1
            }
            // Another dimension is refused, not converted.
            let foreign = Unit.all.first { $0.dimension != unit.dimension }!
            #expect(try quantity.converted(to: foreign) == nil)
        }
        #expect(conversions > 5_000)
    }

    // MARK: Ranking does not depend on input order

    /// Random products of one dimension in mixed units, with deliberate exact ties: some items
    /// repeat an earlier item's unit price in another unit and pack size.
    static func randomItems(_ rng: inout SplitMix64, dimension: Dimension, count: Int) throws -> [ProductItem] {
        let units = Unit.units(of: dimension)
        var items: [ProductItem] = []
        for index in 0..<count {
            let unit = units.randomElement(using: &rng)!
            let amount = try Rational(Int128(Int.random(in: 1...5000, using: &rng)), Int128(Int.random(in: 1...10, using: &rng)))
            let quantity = try Quantity(amount, unit, packCount: Rational(Int.random(in: 1...6, using: &rng)))
            let price: Rational
            if let earlier = items.randomElement(using: &rng), Int.random(in: 0..<3, using: &rng) == 0 {
                price = try earlier.unitPrice.multiplied(by: quantity.baseAmount)  // an exact tie
            } else {
                price = try Rational(Int128(Int.random(in: 1...100_000, using: &rng)), 100)
            }
            items.append(try ProductItem(name: "item \(index)", price: price, quantity: quantity))
        }
        return items
    }

    /// An insertion sort by unit price that keeps equal items in input order, comparing with
    /// full-width cross products instead of PerKit's `<`.
    static func referenceRanking(_ items: [ProductItem]) -> [ProductItem] {
        var sorted: [ProductItem] = []
        for item in items {
            var index = sorted.count
            while index > 0 && RationalArithmeticTests.bruteForceLess(item.unitPrice, sorted[index - 1].unitPrice) {
                index -= 1
            }
            sorted.insert(item, at: index)
        }
        return sorted
    }

    @Test(arguments: Dimension.allCases)
    func rankingDoesNotDependOnInputOrder(_ dimension: Dimension) throws {
        var rng = Self.generator("ranking \(dimension)", seed: 0x5EED_0000 + UInt64(Dimension.allCases.firstIndex(of: dimension)!))
        var ties = 0
        for _ in 0..<20 {
            let items = try Self.randomItems(&rng, dimension: dimension, count: Int.random(in: 1...40, using: &rng))
            let expectedPrices = Self.referenceRanking(items).map(\.unitPrice)
            var expectedRanks: [Int]?
            for _ in 0..<3 {
                let shuffled = items.shuffled(using: &rng)
                let atOnce = try ProductList(shuffled)
                var oneByOne = ProductList()
                for item in shuffled { try oneByOne.add(item) }
                // Same order of unit prices however the items came in.
                #expect(atOnce.items.map(\.unitPrice) == expectedPrices)
                #expect(oneByOne.items.map(\.unitPrice) == expectedPrices)
                // Ties keep the order in which the items were given: exactly a stable sort.
                let stable = Self.referenceRanking(shuffled).map(\.name)
                #expect(atOnce.items.map(\.name) == stable)
                #expect(oneByOne.items.map(\.name) == stable)
                // Ranks depend only on the unit prices.
                let ranks = try Comparison(atOnce).figures.map(\.rank)
                #expect(ranks == (expectedRanks ?? ranks))
                expectedRanks = ranks
            }
            ties += zip(expectedPrices, expectedPrices.dropFirst()).filter { $0 == $1 }.count
        }
        #expect(ties > 10, "the generator should produce exact ties")
    }

    // MARK: No input traps

    static let fragments: [String] = [
        "0", "1", "2", "3", "5", "9", "12", "355", "500", "1000", "3.99", "0.5", ".5", "1,299", "1.299,00",
        "1,299.00", "1.2.3", ",", ".", " ", " ", "  ", "\t", "+", "-", "−", "x", "X", "×", "*", "/", "÷", "(", ")",
        "$", "€", "£", "g", "kg", "mg", "oz", "lb", "lbs", "mL", "L", "ltr", "fl oz", "fl. oz.", "US fl oz",
        "imp gal", "UK pt", "cup", "pt", "qt", "gal", "tsp", "ct", "each", "pcs", "dozen", "pairs", "m", "cm",
        "ft", "in", "'", "\"", "sq ft", "ft²", "m2", "m²", "cm³", "a", "e", "zz", "for", "per", ":", "#", "%",
        "é", "µ", "😀", "\u{0}", "\u{202F}", "1/2", "1 1/2", "3/0", "0/0", "-1", "--", "((", "))",
        String(repeating: "9", count: 40), String(repeating: "1", count: 31), String(repeating: "7", count: 30),
        "0." + String(repeating: "0", count: 28) + "1", "0." + String(repeating: "0", count: 40) + "1",
        "1/" + String(repeating: "9", count: 30), "170141183460469231731687303715884105727",
        "-" + String(repeating: "9", count: 30),
    ]

    static func randomText(_ rng: inout SplitMix64) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...8, using: &rng) {
            if Int.random(in: 0..<10, using: &rng) == 0 {
                // A random scalar now and then, from anywhere in the BMP below the surrogates.
                text.unicodeScalars.append(Unicode.Scalar(UInt32.random(in: 0...0xD7FF, using: &rng))!)
            } else {
                text += fragments.randomElement(using: &rng)!
            }
        }
        return text
    }

    static let units = [
        "g", "kg", "oz", "lb", "lbs", "mL", "L", "fl oz", "pt", "gal", "US fl oz", "imp gal", "ct", "dozen",
        "pairs", "m", "ft", "sq ft", "m²", "",
    ]

    /// Text that is usually a valid price or quantity but can be extreme: huge, tiny, negative,
    /// zero, with a random fragment thrown in now and then.
    static func plausibleText(_ rng: inout SplitMix64, withUnit: Bool) -> String {
        let numbers = [
            "3.99", "0.01", "1", "12", "500", "2 x 3.49", "7.99 - 1.50", "3.99 / 2", "1 1/2", "€2,50", "0", "-1",
            String(repeating: "9", count: 30), "0." + String(repeating: "0", count: 29) + "1",
            "1/" + String(repeating: "7", count: 30), "123456789012345.123456789012345",
        ]
        var text = numbers.randomElement(using: &rng)!
        if withUnit {
            if Int.random(in: 0..<4, using: &rng) == 0 { text = numbers.randomElement(using: &rng)! + " x " + text }
            text += " " + units.randomElement(using: &rng)!
        }
        if Int.random(in: 0..<6, using: &rng) == 0 { text += fragments.randomElement(using: &rng)! }
        return text
    }

    /// Formats every figure, so that formatting runs on whatever parsing produced.
    static func exercise(_ value: Rational) -> Int {
        value.formatted(places: 4).count + (value.exactDecimal?.count ?? 0) + value.formatted(maximumPlaces: 3).count
            + value.formatted(significantDigits: 6).count + value.fractionText.count
    }

    @Test func noInputTraps() throws {
        var rng = Self.generator("no traps", seed: 0xBAD_1DEA)
        var readNumbers = 0
        var readPrices = 0
        var readQuantities = 0
        var madeItems = 0
        var refused = 0
        var checksum = 0
        var list = ProductList()
        for round in 0..<1_500 {
            let text = Self.randomText(&rng)
            let system = MeasurementSystem.allCases.randomElement(using: &rng)!
            let dimension = Bool.random(using: &rng) ? Dimension.allCases.randomElement(using: &rng) : nil
            let structured = Int.random(in: 0..<3, using: &rng) > 0
            let price = structured ? Self.plausibleText(&rng, withUnit: false) : text
            let quantity = structured ? Self.plausibleText(&rng, withUnit: true) : Self.randomText(&rng)
            for text in [text, price, quantity] {
                if let value = try? Rational(parsing: text) {
                    readNumbers += 1
                    checksum &+= Self.exercise(value)
                }
                if let value = try? PriceExpression.evaluate(text) {
                    readPrices += 1
                    checksum &+= Self.exercise(value)
                }
                if let quantity = try? Quantity(parsing: text, system: system, dimension: dimension) {
                    readQuantities += 1
                    checksum &+= quantity.formatted(in: system).count
                    checksum &+= Self.exercise(quantity.baseAmount)
                }
                checksum &+= Unit.named(text, system: system)?.id.count ?? 0
                checksum &+= (try? ReferenceQuantity(parsing: text, system: system))?.formatted(in: system).count ?? 0
            }
            do {
                let item = try ProductItem(
                    name: text, price: price, quantity: quantity, system: system, dimension: list.dimension)
                madeItems += 1
                #expect(item.price.isPositive && item.quantity.baseAmount.isPositive && item.unitPrice.isPositive)
                if list.count >= 10 || round % 250 == 0 { list.clear() }
                do {
                    try list.add(item)
                    let comparison = try Comparison(list, system: system)
                    let places = comparison.unitPricePlaces()
                    for figures in comparison.figures {
                        checksum &+= Self.exercise(figures.unitPrice) + figures.unitPrice.formatted(places: places).count
                        checksum &+= Self.exercise(figures.percentMoreThanBest) + Self.exercise(figures.extraCost)
                        checksum &+= Self.exercise(figures.extraQuantityAtBest)
                    }
                    if let savings = comparison.savingsAgainstMostExpensive {
                        checksum &+= Self.exercise(savings.perReference) + Self.exercise(savings.percentCheaper)
                    }
                } catch {
                    checksum &+= error.message.count
                }
            } catch {
                // Every failure is a typed error with a message for the shopper.
                #expect(!error.message.isEmpty)
                refused += 1
            }
        }
        print("no traps: \(readNumbers) numbers, \(readPrices) prices, \(readQuantities) quantities, "
            + "\(madeItems) items, \(refused) refused, checksum \(checksum)")
        // The generator must reach both the happy and the unhappy paths.
        #expect(readNumbers > 100 && readPrices > 100 && readQuantities > 100 && madeItems > 150 && refused > 500)
    }

    // MARK: Arithmetic near the limits throws instead of trapping

    static func randomPart(_ rng: inout SplitMix64) -> Int128 {
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: rng.nearMax(spread: 1 << 16)
        case 1: rng.positive(bits: 100...127)
        case 2: rng.positive(bits: 1...127)
        case 3: Int128(Int.random(in: 1...1000, using: &rng))
        case 4: (Int128(1) << Int128(Int.random(in: 60...126, using: &rng))) + Int128(Int.random(in: -3...3, using: &rng))
        default: Int128(Int.random(in: 1...1000, using: &rng)) << Int128(Int.random(in: 50...110, using: &rng))
        }
    }

    static func randomRational(_ rng: inout SplitMix64) -> Rational {
        var numerator = Int.random(in: 0..<20, using: &rng) == 0 ? 0 : randomPart(&rng)
        if Bool.random(using: &rng) { numerator = -numerator }
        return try! Rational(numerator, randomPart(&rng))
    }

    @Test func arithmeticNearTheLimitsIsExactOrReportsOverflow() throws {
        var rng = Self.generator("arithmetic", seed: 0x1_2812_8128)
        var results = 0
        var overflows = 0
        for _ in 0..<1_200 {
            var x = Self.randomRational(&rng)
            var y = Self.randomRational(&rng)
            // Sometimes share a denominator, to reach the sums that only fit once reduced.
            if Int.random(in: 0..<4, using: &rng) == 0 { y = try Rational(y.numerator, x.denominator) }
            if Int.random(in: 0..<8, using: &rng) == 0 { x = y.negated }
            let (bx, by) = (BigFraction(x), BigFraction(y))
            let cases: [(String, BigFraction?, () throws(ArithmeticError) -> Rational)] = [
                ("+", bx + by, { () throws(ArithmeticError) in try x.adding(y) }),
                ("−", bx - by, { () throws(ArithmeticError) in try x.subtracting(y) }),
                ("×", bx * by, { () throws(ArithmeticError) in try x.multiplied(by: y) }),
                ("÷", bx / by, { () throws(ArithmeticError) in try x.divided(by: y) }),
            ]
            for (symbol, exact, operation) in cases {
                let label = "\(x.fractionText) \(symbol) \(y.fractionText)"
                switch Result(catching: operation) {
                case .success(let result):
                    results += 1
                    let exact = try #require(exact, "\(label) should divide by zero")
                    #expect(exact.isEqual(to: result), "\(label) = \(result.fractionText)")
                    #expect(result.denominator > 0 && result.numerator != .min)
                    #expect(BigInt.gcd(BigInt(result.numerator), BigInt(result.denominator)) == .one, "\(label)")
                case .failure(.divisionByZero):
                    #expect(exact == nil, "\(label) is not a division by zero")
                case .failure(.overflow):
                    overflows += 1
                    let exact = try #require(exact, "\(label) should divide by zero")
                    #expect(!exact.fitsInRational, "\(label) fits, yet overflowed")
                }
            }
            // Comparison never overflows and agrees with full-width cross products.
            #expect((x < y) == RationalArithmeticTests.bruteForceLess(x, y), "\(x.fractionText) < \(y.fractionText)")
            _ = x.formatted(places: 3) + x.formatted(significantDigits: 5)
        }
        print("arithmetic: \(results) exact results, \(overflows) overflows")
        #expect(results > 1_000 && overflows > 1_000)
    }
}
