import Foundation
import Testing

/// A fraction for checking `per`'s figures independently of PerKit: the test computes the
/// expected unit prices from hand-written exact prices and unit definitions.
struct Fraction: Equatable, CustomStringConvertible {
    let numerator: Int128
    let denominator: Int128

    init(_ numerator: Int128, _ denominator: Int128 = 1) {
        var a = numerator.magnitude
        var b = denominator.magnitude
        while b != 0 { (a, b) = (b, a % b) }
        let sign: Int128 = (numerator < 0) != (denominator < 0) ? -1 : 1
        self.numerator = sign * Int128(numerator.magnitude / a)
        self.denominator = Int128(denominator.magnitude / a)
    }

    static func * (lhs: Fraction, rhs: Fraction) -> Fraction {
        // Cross-reduce first so the intermediate products stay small.
        let left = Fraction(lhs.numerator, rhs.denominator)
        let right = Fraction(rhs.numerator, lhs.denominator)
        return Fraction(left.numerator * right.numerator, left.denominator * right.denominator)
    }

    static func / (lhs: Fraction, rhs: Fraction) -> Fraction {
        lhs * Fraction(rhs.denominator, rhs.numerator)
    }

    static func - (lhs: Fraction, rhs: Fraction) -> Fraction {
        Fraction(lhs.numerator * rhs.denominator - rhs.numerator * lhs.denominator, lhs.denominator * rhs.denominator)
    }

    /// "p/q", as `per` prints `unitPriceExact`.
    var description: String { "\(numerator)/\(denominator)" }

    /// A non-negative decimal written as text, e.g. "3.99" → 399/100.
    init(decimal text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let whole = Int128(String(parts[0]))!
        guard parts.count == 2 else {
            self.init(whole)
            return
        }
        var scale: Int128 = 1
        for _ in parts[1] { scale *= 10 }
        let fraction = Int128(String(parts[1]))!
        self.init(whole * scale + fraction, scale)
    }
}

/// Unit definitions written out independently of PerKit's catalog (NIST SP 811, the UK
/// Weights and Measures Act 1985), in grams, millilitres, each, metres and square metres.
enum Exact {
    static let gram = Fraction(1)
    static let kilogram = Fraction(1000)
    static let pound = Fraction(45_359_237, 100_000)  // 0.45359237 kg exactly
    static let ounce = pound / Fraction(16)
    static let millilitre = Fraction(1)
    static let litre = Fraction(1000)
    static let usGallon = Fraction(231) * Fraction(16_387_064, 1_000_000)  // 231 in³, 1 in³ = 16.387064 mL
    static let usFluidOunce = usGallon / Fraction(128)
    static let ukGallon = Fraction(454_609, 100)  // 4.54609 L exactly
    static let ukPint = ukGallon / Fraction(8)
    static let ukFluidOunce = ukGallon / Fraction(160)
    static let each = Fraction(1)
    static let foot = Fraction(3048, 10_000)
    static let metre = Fraction(1)
    static let squareFoot = foot * foot
    static let squareMetre = Fraction(1)
}

/// A product as typed and its exact price and quantity (in base units), worked out by hand.
struct HandChecked: Sendable {
    let text: String
    let price: Fraction
    let quantity: Fraction
}

/// A comparison of real-life products and the reference its unit prices are quoted per.
struct RoundCase: Sendable, CustomTestStringConvertible {
    let name: String
    let options: [String]
    let reference: Fraction
    let referenceText: String
    let products: [HandChecked]
    var testDescription: String { name }
}

let roundCases: [RoundCase] = [
    RoundCase(
        name: "metric pasta, multipack, per 100 g", options: [], reference: Fraction(100), referenceText: "100 g",
        products: [
            HandChecked(text: "Pasta: 1.29 for 500 g", price: Fraction(129, 100), quantity: Fraction(500)),
            HandChecked(
                text: "Twin pack: 2 x 0.99 for 2 x 400g", price: Fraction(198, 100), quantity: Fraction(800)),
        ]),
    RoundCase(
        name: "metric cola, multipack vs coupon, per L", options: [], reference: Exact.litre, referenceText: "L",
        products: [
            HandChecked(text: "Cans: 4.99 / 6 x 355 mL", price: Fraction(499, 100), quantity: Fraction(2130)),
            HandChecked(
                text: "Bottle: 2.49 - 0.50 for 2 L", price: Fraction(199, 100), quantity: Fraction(2) * Exact.litre),
        ]),
    RoundCase(
        name: "US beef per lb", options: ["--system", "us"], reference: Exact.pound, referenceText: "lb",
        products: [
            HandChecked(text: "Beef: 5.99 / lb", price: Fraction(599, 100), quantity: Exact.pound),
            HandChecked(
                text: "Family pack: 14.99 for 3 lb", price: Fraction(1499, 100), quantity: Fraction(3) * Exact.pound),
        ]),
    RoundCase(
        name: "US cereal per oz", options: ["--system", "us"], reference: Exact.ounce, referenceText: "oz",
        products: [
            HandChecked(text: "Cereal: 3.49 for 12 oz", price: Fraction(349, 100), quantity: Fraction(12) * Exact.ounce),
            HandChecked(
                text: "Big cereal: 4.99 for 18.5 oz", price: Fraction(499, 100),
                quantity: Fraction(37, 2) * Exact.ounce),
        ]),
    RoundCase(
        name: "US cheese, mixed number and 16 oz = 1 lb", options: ["--system", "us"], reference: Exact.pound,
        referenceText: "lb",
        products: [
            HandChecked(
                text: "Block: 4.99 for 1 1/2 lb", price: Fraction(499, 100), quantity: Fraction(3, 2) * Exact.pound),
            HandChecked(
                text: "Two bags: 2 x 3.79 for 2 x 8 oz", price: Fraction(758, 100),
                quantity: Fraction(16) * Exact.ounce),
        ]),
    RoundCase(
        name: "US orange juice per fl oz", options: ["--system", "us"], reference: Exact.usFluidOunce,
        referenceText: "fl oz",
        products: [
            HandChecked(
                text: "Carton: 3.99 for 52 fl oz", price: Fraction(399, 100),
                quantity: Fraction(52) * Exact.usFluidOunce),
            HandChecked(text: "Jug: 7.49 for 1 gal", price: Fraction(749, 100), quantity: Exact.usGallon),
        ]),
    RoundCase(
        name: "UK milk, imperial pints, per L", options: ["--system", "uk"], reference: Exact.litre, referenceText: "L",
        products: [
            HandChecked(text: "Milk: 1.45 for 4 pints", price: Fraction(145, 100), quantity: Fraction(4) * Exact.ukPint),
            HandChecked(text: "Milk 2L: 1.30 for 2 L", price: Fraction(130, 100), quantity: Fraction(2000)),
        ]),
    RoundCase(
        name: "UK beer, coupon on a multipack, per L", options: ["--system", "uk"], reference: Exact.litre,
        referenceText: "L",
        products: [
            HandChecked(text: "Lager: 10 - 2 for 4 x 440 mL", price: Fraction(8), quantity: Fraction(1760)),
            HandChecked(text: "Ale: 2.20 for 1 pt", price: Fraction(220, 100), quantity: Exact.ukPint),
        ]),
    RoundCase(
        name: "UK squash per fl oz", options: ["--system", "uk", "--per", "fl oz"], reference: Exact.ukFluidOunce,
        referenceText: "fl oz",
        products: [
            HandChecked(text: "Squash: 1.50 for 1 L", price: Fraction(150, 100), quantity: Exact.litre),
            HandChecked(
                text: "Cordial: 2.10 for 20 fl oz", price: Fraction(210, 100),
                quantity: Fraction(20) * Exact.ukFluidOunce),
        ]),
    RoundCase(
        name: "eggs by the dozen, per each", options: [], reference: Exact.each, referenceText: "each",
        products: [
            HandChecked(text: "Dozen: 3.49 for 1 dozen", price: Fraction(349, 100), quantity: Fraction(12)),
            HandChecked(text: "Tray: 4.79 for 18", price: Fraction(479, 100), quantity: Fraction(18)),
            HandChecked(text: "Half: 2 x 0.99 for 6", price: Fraction(198, 100), quantity: Fraction(6)),
        ]),
    RoundCase(
        name: "rice per lb in metric", options: ["--per", "lb"], reference: Exact.pound, referenceText: "lb",
        products: [
            HandChecked(text: "Rice: 2.99 for 907 g", price: Fraction(299, 100), quantity: Fraction(907)),
            HandChecked(text: "Sack: 11.49 for 5 kg", price: Fraction(1149, 100), quantity: Fraction(5000)),
        ]),
    RoundCase(
        name: "yogurt, divided price and coupon", options: [], reference: Fraction(100), referenceText: "100 g",
        products: [
            HandChecked(text: "Pair deal: 5.98 / 2 / 500 g", price: Fraction(299, 100), quantity: Fraction(500)),
            HandChecked(text: "Cups: 4 x 1.19 - 1 for 4 x 125 g", price: Fraction(376, 100), quantity: Fraction(500)),
        ]),
    RoundCase(
        name: "tiles per m²", options: [], reference: Exact.squareMetre, referenceText: "m²",
        products: [
            HandChecked(
                text: "Tiles: 24.99 for 10 sq ft", price: Fraction(2499, 100),
                quantity: Fraction(10) * Exact.squareFoot),
            HandChecked(text: "Slabs: 19.99 for 1 m2", price: Fraction(1999, 100), quantity: Exact.squareMetre),
        ]),
    RoundCase(
        name: "rope per ft", options: ["--system", "us"], reference: Exact.foot, referenceText: "ft",
        products: [
            HandChecked(text: "Rope: 12.99 for 50 ft", price: Fraction(1299, 100), quantity: Fraction(50) * Exact.foot),
            HandChecked(text: "Cord: 9.99 for 10 m", price: Fraction(999, 100), quantity: Fraction(10) * Exact.metre),
        ]),
]

@Suite("per compare --json agrees with hand-computed exact unit prices")
struct JSONRoundTests {
    @Test(arguments: roundCases)
    func unitPriceExact(_ round: RoundCase) throws {
        let result = try PerBinary.run(["compare", "--json"] + round.options + round.products.map(\.text))
        #expect(result.status == 0, "\(result.error)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let reference = try #require(object["reference"] as? [String: Any])
        #expect(reference["text"] as? String == round.referenceText)
        let items = try #require(object["items"] as? [[String: Any]])
        #expect(items.count == round.products.count)

        var expectedOrder: [(String, Fraction)] = []
        for product in round.products {
            let expected = product.price / product.quantity * round.reference
            expectedOrder.append((product.text, expected))
            let item = try #require(items.first { $0["input"] as? String == product.text }, "\(product.text)")
            #expect(item["unitPriceExact"] as? String == expected.description, "\(product.text)")
            #expect(item["price"] as? String == Self.decimalText(product.price), "\(product.text)")
            // The rounded unit price is the exact one to within half a unit of its last place.
            let rounded = try #require(item["unitPrice"] as? String)
            let places = rounded.split(separator: ".").dropFirst().first?.count ?? 0
            var scale: Int128 = 1
            for _ in 0..<places { scale *= 10 }
            let error = (Fraction(decimal: rounded) - expected) * Fraction(2 * scale)
            #expect(error.numerator.magnitude <= error.denominator.magnitude, "\(rounded) vs \(expected)")
        }
        // Best first, by exact unit price; equal prices keep the order given.
        let sorted = expectedOrder.enumerated().sorted { a, b in
            let difference = a.element.1 - b.element.1
            return difference.numerator != 0 ? difference.numerator < 0 : a.offset < b.offset
        }
        #expect(items.compactMap { $0["input"] as? String } == sorted.map { $0.element.0 })
    }

    /// The price as `per` writes it: the exact decimal.
    static func decimalText(_ value: Fraction) -> String {
        // Scale to the smallest power of ten that makes the value whole.
        var scale: Int128 = 1
        var digits = 0
        while (value.numerator * scale) % value.denominator != 0 {
            scale *= 10
            digits += 1
        }
        let whole = value.numerator * scale / value.denominator
        guard digits > 0 else { return String(whole) }
        var text = String(whole.magnitude)
        while text.count <= digits { text = "0" + text }
        text.insert(".", at: text.index(text.endIndex, offsetBy: -digits))
        return (whole < 0 ? "-" : "") + text
    }
}
