import Testing

@testable import PerKit

/// Prices as shoppers and shelf tags write them: cents, multi-buys, and text that could mean
/// two prices.
@Suite("Price tags")
struct PriceTagTests {
    @Test(
        "cents are hundredths",
        arguments: [
            ("99¢", q(99, 100)), ("99c", q(99, 100)), ("99 c", q(99, 100)), ("99 cents", q(99, 100)),
            ("99 CENTS", q(99, 100)), ("1 cent", q(1, 100)), ("99ct", q(99, 100)), ("49.5¢", q(495, 1000)),
            ("2 x 99¢", q(198, 100)), ("$1 + 50¢", q(150, 100)), ("3.99 - 50c", q(349, 100)),
            ("1 1/2 ¢", q(15, 1000)),
        ])
    func cents(_ text: String, _ value: Rational) throws {
        #expect(try PriceTag(parsing: text) == PriceTag(amount: value))
        #expect(try PriceExpression.evaluate(text) == value)
    }

    @Test(
        "a multi-buy is that many packs for the price",
        arguments: [
            ("3/$10", q(10), q(3)), ("3 / $10", q(10), q(3)), ("3/€10", q(10), q(3)), ("3 for $10", q(10), q(3)),
            ("3 FOR $10", q(10), q(3)), ("2 for 5", q(5), q(2)), ("2 for 5.00", q(5), q(2)),
            ("10 for $9.99", q(999, 100), q(10)), ("2 for 99¢", q(99, 100), q(2)), ("4 for 2 x 3", q(6), q(4)),
            ("1 for 3", q(3), q(1)),
        ])
    func multiBuy(_ text: String, _ amount: Rational, _ packs: Rational) throws {
        #expect(try PriceTag(parsing: text) == PriceTag(amount: amount, packCount: packs))
    }

    @Test(
        "text that could mean two prices is refused with both readings",
        arguments: [
            (
                "3/10",
                "'3/10' could mean 3 for 10.00 (a multi-buy) or 3 ÷ 10 = 0.30: write 3 for 10 or 3 ÷ 10"
            ),
            (
                "2/5",
                "'2/5' could mean 2 for 5.00 (a multi-buy) or 2 ÷ 5 = 0.40: write 2 for 5 or 2 ÷ 5"
            ),
            (
                "10/3",
                "'10/3' could mean 10 for 3.00 (a multi-buy) or 10 ÷ 3 = ≈3.333333: write 10 for 3 or 10 ÷ 3"
            ),
            ("$99¢", "'$99¢' could mean 0.99 (99 cents) or 99.00: write 99¢ or drop the ¢"),
        ])
    func ambiguous(_ text: String, _ message: String) {
        #expect(throws: ParseError(message, at: 0)) { try PriceTag(parsing: text) }
    }

    @Test(
        "text that can only mean one price is read that way",
        arguments: [
            ("1/2", q(1, 2)), ("3.99/2", q(399, 200)), ("3.99 / 2", q(399, 200)), ("10 / 3", q(10, 3)),
            ("10 ÷ 3", q(10, 3)), ("$3.99", q(399, 100)), ("3,99 €", q(399, 100)),
        ])
    func unambiguous(_ text: String, _ value: Rational) throws {
        #expect(try PriceTag(parsing: text) == PriceTag(amount: value))
    }

    @Test(
        "a multi-buy needs a whole number of packs",
        arguments: ["1.5 for 3", "0 for 3", "-2 for 3", "for 3", "$3 for 10", "x/$10"])
    func packCount(_ text: String) {
        #expect(throws: ParseError.self) { try PriceTag(parsing: text) }
    }

    @Test(
        "a product bought at a multi-buy has that many packs",
        arguments: [
            ("3/$10 for 1 lb", q(10), "3 × 1 lb"), ("3 for $10 for 1 lb", q(10), "3 × 1 lb"),
            ("2 for 5 for 6 x 355 mL", q(5), "12 × 355 mL"), ("3/$10 / lb", q(10), "3 × 1 lb"),
            ("99¢ for 500 g", q(99, 100), "500 g"), ("Soup: 4 for $5 for 400 g", q(5), "4 × 400 g"),
        ])
    func products(_ text: String, _ price: Rational, _ quantity: String) throws {
        let item = try ProductItem(parsing: text)
        #expect(item.price == price)
        #expect(item.quantity.formatted() == quantity)
    }

    @Test("the form's text initialiser reads multi-buys and cents too")
    func formText() throws {
        let item = try ProductItem(price: "3/$10", quantity: "1 lb")
        #expect(item.price == q(10))
        #expect(item.quantity.packCount == q(3))
        #expect(try ProductItem(price: "99 cents", quantity: "1 kg").price == q(99, 100))
        #expect(throws: ProductListError.self) { try ProductItem(price: "3/10", quantity: "1 kg") }
    }
}

/// Every number Per shows denotes the exact value: written out, or rounded with `≈`.
@Suite("Display text")
struct DisplayTextTests {
    @Test(
        "exact when the decimals end, never zero for a value that isn't",
        arguments: [
            (q(399, 100), 2, "3.99"), (q(3), 2, "3.00"), (q(3), 0, "3"), (q(1, 100_000_000), 0, "0.00000001"),
            (q(1, 100_000_000), 2, "0.00000001"), (q(999_999_999_998_000_000_000_001), 2, "999999999998000000000001.00"),
            (q(10, 3), 0, "≈3.333333"), (q(10, 3), 2, "≈3.333333"), (q(1, 30_000_000), 0, "≈0.0000000333333"),
            (q(-1, 3), 0, "≈-0.333333"), (q(698), 0, "698"), (q(1250, 1000), 3, "1.250"), (q(0), 2, "0.00"),
            (q(1, 1 << 30), 0, "≈0.000000000931323"),
        ])
    func displayText(_ value: Rational, _ minimumPlaces: Int, _ text: String) {
        #expect(value.displayText(minimumPlaces: minimumPlaces) == text)
    }
}
