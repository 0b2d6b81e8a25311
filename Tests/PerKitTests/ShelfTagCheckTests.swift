import SeededRandom
import Testing

@testable import PerKit

/// The check of a tag's unit price, and the tag's redundancy: figures that disagree are put
/// right by the others or marked, never passed silently.
@Suite("Shelf tag check")
struct ShelfTagCheckTests {
    @Test func plainTesseractMisreadsOfTheBigPriceArePutRightAndMarked() throws {
        // "£5.50" read as "£5.00": 9 pack and 61.1p each say 5.50.
        let andrex = ShelfTagReading(plainText: "Andrex Toilet Tissue 9 pack\n£5.00\n61.1p each")
        #expect(andrex.price.value == q(55, 10))
        #expect(andrex.tagUnitPrice.value?.check == .matches)
        #expect(andrex.uncertain.contains(.price))
        #expect(!andrex.uncertain.contains(.quantity))
        #expect(!andrex.uncertain.contains(.tagUnitPrice))
        #expect(
            andrex.notes == [
                "The price reads £5.00, but the size and the unit price say 5.50: check the price"
            ])
        // "£3.75" read as "£3.15".
        let tea = ShelfTagReading(plainText: "PG Tips 500g\n£3.15\n75p per 100g")
        #expect(tea.price.value == q(375, 100))
        #expect(tea.uncertain.contains(.price))
        // "1,89 €" read as "1,29 €", "$5.99" as "$5.49".
        let oats = ShelfTagReading(plainText: "Bio Haferflocken\n500g\n1,29 €\n1 kg 3,78 €")
        #expect(oats.price.value == q(189, 100))
        #expect(oats.uncertain.contains(.price))
        let juice = ShelfTagReading(plainText: "Tropicana 16 FL OZ\n$5.49\n37.4¢ per fl oz", system: .us)
        #expect(juice.price.value == q(599, 100))
        // Superscript cents read into the number: "$399".
        let cereal = ShelfTagReading(plainText: "Cheerios 18 oz\n$399\n22.2¢ per oz", system: .us)
        #expect(cereal.price.value == q(399, 100))
        #expect(cereal.uncertain.contains(.price))
    }

    @Test(
        "misprinted unit prices are wrong, by how much",
        arguments: [
            ("Heinz Tomato Ketchup 700g\n£3.90\n59.7p per 100g", "0.597", "279/7000"),
            ("Great Value Ketchup 38 OZ\n$3.48\nUNIT PRICE 9.9¢ per ounce", "0.099", "141/19000"),
            ("Nutella 750 g\n5,49 €\nPrix au kg : 7,62 €", "7.62", "0.3"),
            ("Coca-Cola 1,5 l\n1,29 €\n1 l = 0,68 €", "0.68", "-0.18"),
        ])
    func misprinted(_ text: String, _ amount: String, _ difference: String) throws {
        let reading = ShelfTagReading(plainText: text)
        let unitPrice = try #require(reading.tagUnitPrice.value)
        #expect(unitPrice.amount.description == amount)
        guard case .wrong(let by) = unitPrice.check else {
            Issue.record("\(unitPrice.check) for \(text)")
            return
        }
        #expect(by.description == difference)
        // One of the three figures is wrong: the shopper confirms them all.
        #expect(reading.uncertain.contains(.price))
        #expect(reading.uncertain.contains(.quantity))
        #expect(reading.uncertain.contains(.tagUnitPrice))
        #expect(reading.notes.count == 1)
    }

    @Test func aUnitPriceOnAnotherBasisThanTheListIsSaidSo() throws {
        let perKilo = try ReferenceQuantity(Rational(1), .kilogram)
        let perHundred = try ReferenceQuantity(Rational(100), .gram)
        let text = "Heinz Tomato Ketchup 700g\n£3.90\n55.7p per 100g"
        #expect(
            ShelfTagReading(plainText: text, listReference: perKilo).tagUnitPrice.value?.check == .otherBasis)
        #expect(
            ShelfTagReading(plainText: text, listReference: perHundred).tagUnitPrice.value?.check == .matches)
        // Wrong stays wrong on any basis.
        let wrong = "Heinz Tomato Ketchup 700g\n£3.90\n59.7p per 100g"
        #expect(
            ShelfTagReading(plainText: wrong, listReference: perKilo).tagUnitPrice.value?.check.name
                == "wrong")
    }

    @Test func theRoundingRuleIsTheExactValueRoundedToThePlacesPrinted() throws {
        let gram = try Quantity(Rational(700), .gram)
        let per100g = try ReferenceQuantity(Rational(100), .gram)
        func check(_ printed: TagMoney) -> UnitPriceCheck {
            UnitPriceCheck.check(printed, per: per100g, price: q(390, 100), quantity: gram).check
        }
        // 3.90 for 700 g is 55.714…p per 100 g.
        #expect(check(TagMoney(amount: q(557, 1000), places: 1, isMinorUnit: true, sign: .pound)) == .matches)
        #expect(check(TagMoney(amount: q(56, 100), places: 0, isMinorUnit: true, sign: .pound)) == .matches)
        #expect(
            check(TagMoney(amount: q(5571, 10000), places: 2, isMinorUnit: true, sign: .pound)) == .matches)
        #expect(
            check(TagMoney(amount: q(55, 100), places: 0, isMinorUnit: true, sign: .pound)).name == "wrong")
        #expect(
            check(TagMoney(amount: q(558, 1000), places: 1, isMinorUnit: true, sign: .pound)).name == "wrong")
        // Half away from zero: 1.25 for 100 g is 1.25 per 100 g, printed 1.3 with one place.
        let halves = UnitPriceCheck.check(
            TagMoney(amount: q(13, 10), places: 1, isMinorUnit: false, sign: .euro), per: per100g,
            price: q(125, 100), quantity: try Quantity(Rational(100), .gram))
        #expect(halves.check == .matches)
        // A count can't be checked against a weight basis.
        let count = try Quantity(Rational(9), .each)
        #expect(
            UnitPriceCheck.check(
                TagMoney(amount: q(61, 100), places: 2, isMinorUnit: false, sign: .pound), per: per100g,
                price: q(5), quantity: count
            ).check == .unread)
    }

    /// A generated tag: a price, a size and a basis of the same dimension.
    static func randomTag(_ rng: inout SplitMix64) throws -> (
        price: Rational, quantity: Quantity, basis: ReferenceQuantity, unitText: String, basisText: String
    ) {
        let price = try Rational(Int128(Int.random(in: 10...99_999, using: &rng)), 100)
        let sizes: [(Unit, String, [(ReferenceQuantity, String)])] = [
            (
                .gram, "g",
                [
                    (try ReferenceQuantity(Rational(100), .gram), "100g"),
                    (try ReferenceQuantity(.one, .kilogram), "kg"),
                ]
            ),
            (
                .kilogram, "kg",
                [(try ReferenceQuantity(.one, .kilogram), "kg"), (try ReferenceQuantity(.one, .pound), "lb")]
            ),
            (
                .millilitre, "ml",
                [
                    (try ReferenceQuantity(Rational(100), .millilitre), "100ml"),
                    (try ReferenceQuantity(.one, .litre), "litre"),
                ]
            ),
            (.litre, "L", [(try ReferenceQuantity(.one, .litre), "l")]),
            (
                .ounce, "oz",
                [(try ReferenceQuantity(.one, .ounce), "oz"), (try ReferenceQuantity(.one, .pound), "lb")]
            ),
            (.usFluidOunce, "fl oz", [(try ReferenceQuantity(.one, .usFluidOunce), "fl oz")]),
            (.each, "pack", [(try ReferenceQuantity(.one, .each), "each")]),
        ]
        let (unit, unitText, bases) = sizes[Int.random(in: 0..<sizes.count, using: &rng)]
        let size: Rational
        switch unit {
        case .each: size = Rational(Int.random(in: 2...48, using: &rng))
        case .kilogram, .litre: size = try Rational(Int128(Int.random(in: 1...50, using: &rng)), 10)
        default: size = try Rational(Int128(Int.random(in: 10...9_999, using: &rng)), 10)
        }
        let (basis, basisText) = bases[Int.random(in: 0..<bases.count, using: &rng)]
        return (price, try Quantity(size, unit), basis, unitText, basisText)
    }

    /// The unit price as a tag would print it, correctly rounded, and its text.
    static func printed(
        _ exact: Rational, minor: Bool, places: Int, offset: Int = 0
    ) throws -> (TagMoney, String)? {
        let scaled = minor ? try exact.multiplied(by: Rational(100)) : exact
        let roundedText = scaled.formatted(places: places)
        guard var value = Rational(decimalText: roundedText) else { return nil }
        value = try value.adding(Rational(digits: Int128(offset), places: places))
        guard value.isPositive else { return nil }
        let text = value.formatted(places: places)
        let amount = minor ? try value.divided(by: Rational(100)) : value
        return (
            TagMoney(amount: amount, places: places, isMinorUnit: minor, sign: .pound),
            minor ? text + "p" : "£" + text
        )
    }

    @Test func aRightUnitPriceAlwaysMatches() throws {
        var rng = PropertyTests.generator("tag unit price matches", seed: 0x7A6_0001)
        for _ in 0..<2_000 {
            let tag = try Self.randomTag(&rng)
            let exact = try tag.price.divided(by: tag.quantity.baseAmount).multiplied(
                by: tag.basis.baseAmount)
            let minor = Bool.random(using: &rng)
            let places = Int.random(in: 0...3, using: &rng)
            guard let (money, moneyText) = try Self.printed(exact, minor: minor, places: places) else {
                continue
            }
            // The check alone.
            let direct = UnitPriceCheck.check(money, per: tag.basis, price: tag.price, quantity: tag.quantity)
            #expect(
                direct.check == .matches,
                "\(moneyText) per \(tag.basisText) for \(tag.price) / \(tag.quantity)")
            #expect(direct.exact == exact)
            // And read from a tag's text.
            let text =
                "Product\n£\(tag.price.formatted(places: 2))\n\(tag.quantity.packSize) \(tag.unitText)\n\(moneyText) per \(tag.basisText)"
            let reading = ShelfTagReading(plainText: text, system: .us)
            #expect(reading.tagUnitPrice.value?.check == .matches, "\(text)")
            #expect(reading.price.value == tag.price, "\(text)")
            #expect(!reading.uncertain.contains(.price), "\(text)")
        }
    }

    @Test func aMisprintedUnitPriceIsNeverPassedSilently() throws {
        var rng = PropertyTests.generator("tag unit price misprinted", seed: 0x7A6_0002)
        var wrong = 0
        var repaired = 0
        for _ in 0..<2_000 {
            let tag = try Self.randomTag(&rng)
            let exact = try tag.price.divided(by: tag.quantity.baseAmount).multiplied(
                by: tag.basis.baseAmount)
            let minor = Bool.random(using: &rng)
            let places = Int.random(in: 0...3, using: &rng)
            let offset = [-10, -3, -1, 1, 2, 7, 40][Int.random(in: 0..<7, using: &rng)]
            guard
                let (money, moneyText) = try Self.printed(exact, minor: minor, places: places, offset: offset)
            else {
                continue
            }
            let direct = UnitPriceCheck.check(money, per: tag.basis, price: tag.price, quantity: tag.quantity)
            #expect(
                direct.check.name == "wrong",
                "\(moneyText) per \(tag.basisText) for \(tag.price) / \(tag.quantity)")
            if case .wrong(let by) = direct.check { #expect(by == (try money.amount.subtracting(exact))) }
            let text =
                "Product\n£\(tag.price.formatted(places: 2))\n\(tag.quantity.packSize) \(tag.unitText)\n\(moneyText) per \(tag.basisText)"
            let reading = ShelfTagReading(plainText: text, system: .us)
            if reading.price.value == tag.price {
                // Read as printed: the unit price is wrong.
                #expect(reading.tagUnitPrice.value?.check.name == "wrong", "\(text)")
                wrong += 1
            } else {
                // Read as a usual OCR misreading of the price, put right by the other figures:
                // the shopper must confirm the price, and sees the tag's.
                #expect(reading.uncertain.contains(.price), "\(text)")
                repaired += 1
            }
        }
        print("misprints called wrong: \(wrong), read as a misread price put right: \(repaired)")
        #expect(wrong > 50 * repaired)
    }
}
