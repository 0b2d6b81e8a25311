import Testing

@testable import PerKit

@Suite("Quantity parsing")
struct QuantityParsingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let text: String
        let packCount: Rational
        let packSize: Rational
        let unit: Unit
        /// The whole amount in the base unit, worked out by hand.
        let base: Rational
        let system: MeasurementSystem
        init(
            _ text: String, _ packCount: Rational, _ packSize: Rational, _ unit: Unit, base: Rational,
            system: MeasurementSystem = .metric
        ) {
            (self.text, self.packCount, self.packSize, self.unit, self.base, self.system) =
                (text, packCount, packSize, unit, base, system)
        }
        var testDescription: String { "\(text) (\(system))" }
    }

    @Test(arguments: [
        Case("500 g", q(1), q(500), .gram, base: q(500)),
        Case("500g", q(1), q(500), .gram, base: q(500)),
        Case("1.5kg", q(1), q(3, 2), .kilogram, base: q(1500)),
        Case("1,5 kg", q(1), q(3, 2), .kilogram, base: q(1500)),
        Case("6 x 355 mL", q(6), q(355), .millilitre, base: q(2130)),
        Case("6×355ml", q(6), q(355), .millilitre, base: q(2130)),
        Case("6 * 355 mL", q(6), q(355), .millilitre, base: q(2130)),
        Case("6x355ml", q(6), q(355), .millilitre, base: q(2130)),
        Case("355 mL x 6", q(6), q(355), .millilitre, base: q(2130)),
        Case("355mL×6", q(6), q(355), .millilitre, base: q(2130)),
        Case("2 x 6 x 355 mL", q(12), q(355), .millilitre, base: q(4260)),
        Case("6 x 355 mL x 2", q(12), q(355), .millilitre, base: q(4260)),
        Case("2 x 500 g x 3", q(6), q(500), .gram, base: q(3000)),
        Case("12", q(1), q(12), .each, base: q(12)),
        Case("12 ct", q(1), q(12), .each, base: q(12)),
        Case("12 pcs", q(1), q(12), .each, base: q(12)),
        Case("6 x 4", q(6), q(4), .each, base: q(24)),
        Case("2 dozen", q(1), q(2), .dozen, base: q(24)),
        Case("3 pairs", q(1), q(3), .pair, base: q(6)),
        Case("1 1/2 lb", q(1), q(3, 2), .pound, base: q(68_038_855_5, 1_000_000)),
        Case("1/2 kg", q(1), q(1, 2), .kilogram, base: q(500)),
        Case("2 lbs", q(1), q(2), .pound, base: q(90_718_474, 100_000)),
        Case("16 fl oz", q(1), q(16), .usFluidOunce, base: q(473_176_473, 1_000_000)),
        Case("20 fl oz", q(1), q(20), .ukFluidOunce, base: q(56_826_125, 100_000), system: .uk),
        Case("1 gal", q(1), q(1), .usGallon, base: q(3_785_411_784, 1_000_000), system: .us),
        Case("1 gal", q(1), q(1), .ukGallon, base: q(454_609, 100), system: .uk),
        Case("1 imp gal", q(1), q(1), .ukGallon, base: q(454_609, 100), system: .us),
        Case("1 US fl oz", q(1), q(1), .usFluidOunce, base: q(295_735_295_625, 10_000_000_000), system: .uk),
        Case("3 sq ft", q(1), q(3), .squareFoot, base: q(27_870_912, 100_000_000)),
        Case("10 m2", q(1), q(10), .squareMetre, base: q(10)),
        Case("5 ft²", q(1), q(5), .squareFoot, base: q(46_451_520, 100_000_000)),
        Case("2 x 400g", q(2), q(400), .gram, base: q(800)),
        Case("  750 ml  ", q(1), q(750), .millilitre, base: q(750)),
        Case("5 '", q(1), q(5), .foot, base: q(15_240, 10_000)),
        Case("12 in", q(1), q(12), .inch, base: q(3048, 10_000)),
        Case("0 g", q(1), q(0), .gram, base: q(0)),  // zero is readable; ProductItem refuses it
    ])
    func readsQuantities(_ c: Case) throws {
        let quantity = try Quantity(parsing: c.text, system: c.system)
        #expect(quantity.packCount == c.packCount)
        #expect(quantity.packSize == c.packSize)
        #expect(quantity.unit == c.unit)
        #expect(try quantity.amount == c.packCount.multiplied(by: c.packSize))
        #expect(quantity.baseAmount == c.base)
        #expect(quantity.dimension == c.unit.dimension)
    }

    @Test(arguments: [Dimension?.some(.count), nil])
    func aBareNumberIsACountUnlessTheListIsSoldByAnotherDimension(_ dimension: Dimension?) throws {
        let quantity = try Quantity(parsing: "12", dimension: dimension)
        #expect(quantity.unit == .each)
        #expect(quantity.baseAmount == q(12))
    }

    @Test func aUnitIsReadWhateverTheListsDimension() throws {
        // The dimension only matters when no unit is given; a mismatch is the list's call.
        #expect(try Quantity(parsing: "1 L", dimension: .weight).unit == .litre)
    }

    static let nines = String(repeating: "9", count: 30)
    static let anyUnit = "g, kg, oz, lb, mL, L, fl oz, each, dozen, m, ft, m², sq ft"

    @Test(arguments: [
        ("500", Dimension?.some(.weight), MeasurementSystem.metric, "expected a unit after '500' — try g, kg, oz, lb, …"),
        ("6 x 355", .volume, .metric, "expected a unit after '6 x 355' — try mL, L, cL, fl oz, pt, gal, …"),
        ("2", .volume, .us, "expected a unit after '2' — try fl oz, cup, pt, gal, mL, L, …"),
        ("3", .length, .metric, "expected a unit after '3' — try mm, cm, m, in, ft, yd, …"),
        ("3", .area, .us, "expected a unit after '3' — try cm², m², sq in, sq ft, sq yd, …"),
        ("500 zz", nil, .metric, "unknown unit 'zz' after '500' — try \(anyUnit), …"),
        ("500 zz", .weight, .metric, "unknown unit 'zz' after '500' — try g, kg, oz, lb, …"),
        ("6 x 355 zz", nil, .metric, "unknown unit 'zz' after '6 x 355' — try \(anyUnit), …"),
        ("500 g 3", nil, .metric, "unknown unit 'g 3' after '500' — try \(anyUnit), …"),
        ("3 x", nil, .metric, "unknown unit 'x' after '3' — try \(anyUnit), …"),
        ("", nil, .metric, "expected a quantity, e.g. 500 g"),
        ("   ", .weight, .metric, "expected a quantity, e.g. 500 g"),
        ("g", nil, .metric, "expected a number before 'g', e.g. 500 g"),
        ("fl. oz.", nil, .metric, "expected a number before 'fl. oz.', e.g. 500 g"),
        ("-5 g", nil, .metric, "expected a number before '-5 g', e.g. 500 g"),
        ("1/0 kg", nil, .metric, "can't divide by zero in '1/0'"),
        ("1,500 g", nil, .metric, "'1,500' is ambiguous: write 1500 for thousands or 1.500 for a decimal"),
        ("\(nines) x \(nines) g", nil, .metric, "'\(nines) x \(nines) g' is too large to compute exactly"),
        ("\(nines) x \(nines) x 1 g", nil, .metric, "'\(nines) x \(nines) x 1 g' is too large to compute exactly"),
        ("1 g x \(nines) x \(nines)", nil, .metric, "'1 g x \(nines) x \(nines)' is too large to compute exactly"),
        // The amount fits; in grams it does not.
        (" 1000000 x \(nines) kg ", nil, .metric, "'1000000 x \(nines) kg' is too large to compute exactly"),
    ])
    func rejectsWithAMessage(
        _ text: String, _ dimension: Dimension?, _ system: MeasurementSystem, _ message: String
    ) {
        #expect(throws: ParseError.self) { try Quantity(parsing: text, system: system, dimension: dimension) }
        do {
            _ = try Quantity(parsing: text, system: system, dimension: dimension)
        } catch {
            #expect(error.message == message)
        }
    }

    @Test func theMissingUnitErrorPointsAfterTheNumber() {
        do {
            _ = try Quantity(parsing: "500 ", dimension: .weight)
            Issue.record("expected an error")
        } catch {
            #expect(error.position == 4)
        }
    }

    @Test(arguments: [
        ("500 g", MeasurementSystem.metric, "500 g"), ("6 x 355 mL", .metric, "6 × 355 mL"),
        ("12", .metric, "12"), ("2 dozen", .metric, "2 doz"), ("1 1/2 lb", .us, "1.5 lb"),
        ("16 fl oz", .us, "16 fl oz"), ("16 fl oz", .uk, "16 fl oz"), ("16 US fl oz", .uk, "16 US fl oz"),
        ("1/3 kg", .metric, "≈0.333333 kg"), ("0.00000001 g", .metric, "0.00000001 g"),
        ("999999999998000000000001 g", .metric, "999999999998000000000001 g"),
    ])
    func formatsQuantities(_ text: String, _ system: MeasurementSystem, _ expected: String) throws {
        #expect(try Quantity(parsing: text, system: system).formatted(in: system) == expected)
    }

    @Test func convertsBetweenUnitsOfOneDimension() throws {
        let pound = try Quantity(parsing: "1 lb")
        let inGrams = try #require(try pound.converted(to: .gram))
        #expect(inGrams.amount == q(45_359_237, 100_000))
        let inOunces = try #require(try pound.converted(to: .ounce))
        #expect(inOunces.amount == q(16))
        #expect(try pound.converted(to: .litre) == nil)
        let gallon = try Quantity(parsing: "1 imp gal")
        #expect(try gallon.converted(to: .ukPint)?.amount == q(8))
        #expect(try gallon.converted(to: .litre)?.amount == q(454_609, 100_000))
    }
}
