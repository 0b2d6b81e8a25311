import SeededRandom
import Testing

@testable import PerKit

/// Shorthand for a fraction the test knows to be valid.
func q(_ numerator: Int128, _ denominator: Int128 = 1) -> Rational {
    try! Rational(numerator, denominator)
}

@Suite("Rational arithmetic")
struct RationalArithmeticTests {
    struct Normalisation: CustomTestStringConvertible, Sendable {
        let numerator: Int128
        let denominator: Int128
        let expectedNumerator: Int128
        let expectedDenominator: Int128
        var testDescription: String { "\(numerator)/\(denominator)" }
    }

    @Test(arguments: [
        Normalisation(numerator: 2, denominator: 4, expectedNumerator: 1, expectedDenominator: 2),
        Normalisation(numerator: -2, denominator: 4, expectedNumerator: -1, expectedDenominator: 2),
        Normalisation(numerator: 2, denominator: -4, expectedNumerator: -1, expectedDenominator: 2),
        Normalisation(numerator: -2, denominator: -4, expectedNumerator: 1, expectedDenominator: 2),
        Normalisation(numerator: 0, denominator: -7, expectedNumerator: 0, expectedDenominator: 1),
        Normalisation(numerator: 0, denominator: 12345, expectedNumerator: 0, expectedDenominator: 1),
        Normalisation(numerator: 399, denominator: 100, expectedNumerator: 399, expectedDenominator: 100),
        Normalisation(numerator: 1000, denominator: 10, expectedNumerator: 100, expectedDenominator: 1),
        Normalisation(numerator: 6, denominator: -1, expectedNumerator: -6, expectedDenominator: 1),
        Normalisation(
            numerator: Int128.max, denominator: -1, expectedNumerator: -Int128.max, expectedDenominator: 1),
        Normalisation(
            numerator: Int128.max, denominator: Int128.max, expectedNumerator: 1, expectedDenominator: 1),
        Normalisation(
            numerator: -Int128.max, denominator: Int128.max, expectedNumerator: -1, expectedDenominator: 1),
        // 2¹²⁶ / 2¹⁰⁰ = 2²⁶: the gcd does not fit in 64 bits.
        Normalisation(
            numerator: 1 << 126, denominator: -(1 << 100), expectedNumerator: -(1 << 26),
            expectedDenominator: 1),
        // (3·2⁶⁴) / (5·2⁶⁴)
        Normalisation(
            numerator: 3 << 64, denominator: 5 << 64, expectedNumerator: 3, expectedDenominator: 5),
    ])
    func normalises(_ c: Normalisation) throws {
        let r = try Rational(c.numerator, c.denominator)
        #expect(r.numerator == c.expectedNumerator)
        #expect(r.denominator == c.expectedDenominator)
    }

    /// A decimal (a denominator of 10ᵏ) is reduced without a gcd; the result must be the
    /// gcd's, for numerators with every mix of factors 2 and 5, of both signs, and up to 2⁶³.
    @Test func decimalsReduceAsTheGreatestCommonDivisorDoes() throws {
        var random = SplitMix64(seed: 0x5045_5244_4543)
        var power: Int128 = 1
        for _ in 0...19 {
            var numerators: [Int128] = [0, 1, -1, Int128(Int64.min), Int128(Int64.max)]
            for _ in 0..<2_000 {
                var numerator =
                    Int128(Int64.random(in: 0...999_999, using: &random))
                    << Int.random(in: 0...20, using: &random)
                for _ in 0..<Int.random(in: 0...12, using: &random) where numerator * 5 <= Int128(Int64.max) {
                    numerator *= 5
                }
                numerators.append(Bool.random(using: &random) ? -numerator : numerator)
            }
            for numerator in numerators {
                let reduced = try Rational(numerator, power)
                let g = Int128(Rational.gcd(numerator.magnitude, power.magnitude))
                #expect(
                    reduced.numerator == numerator / g && reduced.denominator == power / g,
                    "\(numerator)/\(power)")
            }
            power *= 10
        }
        // 10²⁰ and a 65-bit denominator take the general path.
        #expect(try Rational(10, 100_000_000_000_000_000_000) == Rational(1, 10_000_000_000_000_000_000))
    }

    @Test func divisionByZeroInTheConstructorIsAnError() {
        #expect(throws: ArithmeticError.divisionByZero) { try Rational(1, 0) }
        #expect(throws: ArithmeticError.divisionByZero) { try Rational(0, 0) }
    }

    @Test func int128MinCannotBeNormalisedAndIsReported() {
        #expect(throws: ArithmeticError.overflow) { try Rational(Int128.min, 1) }
        #expect(throws: ArithmeticError.overflow) { try Rational(1, Int128.min) }
        #expect(throws: ArithmeticError.overflow) { try Rational(Int128.min) }
        #expect(throws: Never.self) { try Rational(-Int128.max) }
    }

    @Test func predicatesAndSignHelpers() {
        #expect(q(0).isZero && !q(0).isPositive && !q(0).isNegative && q(0).isInteger)
        #expect(q(-1, 3).isNegative && !q(-1, 3).isInteger)
        #expect(q(-1, 3).negated == q(1, 3))
        #expect(q(-1, 3).magnitude == q(1, 3))
        #expect(q(1, 3).magnitude == q(1, 3))
        #expect(Rational.zero.negated == .zero)
        #expect(Rational(7) == q(7, 1))
    }

    enum Op: String, CaseIterable, Sendable { case add = "+", subtract = "−", multiply = "×", divide = "÷" }

    struct Operation: CustomTestStringConvertible, Sendable {
        let left: Rational
        let op: Op
        let right: Rational
        let expected: Rational
        init(_ left: Rational, _ op: Op, _ right: Rational, _ expected: Rational) {
            (self.left, self.op, self.right, self.expected) = (left, op, right, expected)
        }
        var testDescription: String { "\(left.fractionText) \(op.rawValue) \(right.fractionText)" }
    }

    static func apply(_ op: Op, _ a: Rational, _ b: Rational) throws(ArithmeticError) -> Rational {
        switch op {
        case .add: try a.adding(b)
        case .subtract: try a.subtracting(b)
        case .multiply: try a.multiplied(by: b)
        case .divide: try a.divided(by: b)
        }
    }

    @Test(arguments: [
        Operation(q(1, 2), .add, q(1, 3), q(5, 6)),
        Operation(q(1, 6), .add, q(1, 3), q(1, 2)),
        Operation(q(399, 100), .add, q(1, 100), q(4)),
        Operation(q(-1, 2), .add, q(1, 2), q(0)),
        Operation(q(-3, 4), .add, q(-1, 4), q(-1)),
        Operation(q(799, 100), .subtract, q(150, 100), q(649, 100)),
        Operation(q(1, 3), .subtract, q(1, 2), q(-1, 6)),
        Operation(q(0), .subtract, q(5, 7), q(-5, 7)),
        Operation(q(2), .multiply, q(349, 100), q(698, 100)),
        Operation(q(2, 3), .multiply, q(3, 4), q(1, 2)),
        Operation(q(-2, 3), .multiply, q(3, -4), q(1, 2)),
        Operation(q(0), .multiply, q(-5, 7), q(0)),
        Operation(q(399, 100), .divide, q(2), q(399, 200)),
        Operation(q(1, 2), .divide, q(-1, 4), q(-2)),
        Operation(q(0), .divide, q(3), q(0)),
        Operation(q(249, 100), .divide, q(45_359_237, 100_000), q(249_000, 45_359_237)),
        // Large but representable: the factors cancel.
        Operation(q(Int128.max, 3), .multiply, q(3, Int128.max), q(1)),
        Operation(q(Int128.max), .divide, q(Int128.max), q(1)),
        Operation(q(Int128.max - 1), .add, q(1), q(Int128.max)),
        Operation(q(-Int128.max + 1), .subtract, q(1), q(-Int128.max)),
        Operation(q(1, Int128.max), .add, q(1, Int128.max), q(2, Int128.max)),
    ])
    func computesExactly(_ c: Operation) throws {
        #expect(try Self.apply(c.op, c.left, c.right) == c.expected)
    }

    @Test(arguments: [
        Operation(q(Int128.max), .add, q(1), .zero),
        Operation(q(-Int128.max), .subtract, q(1), .zero),
        Operation(q(-Int128.max), .subtract, q(2), .zero),
        Operation(q(Int128.max), .multiply, q(2), .zero),
        Operation(q(1 << 64), .multiply, q(1 << 64), .zero),
        Operation(q(1, 1 << 64), .multiply, q(1, 1 << 64), .zero),
        Operation(q(Int128.max), .divide, q(1, 2), .zero),
        Operation(q(1, Int128.max), .add, q(1, Int128.max - 1), .zero),
        // Coprime denominators near 2⁶⁴: the denominator of the result is their product.
        Operation(q(1, (1 << 64) + 1), .subtract, q(1, (1 << 64) + 3), .zero),
    ])
    func overflowIsATypedError(_ c: Operation) {
        #expect(throws: ArithmeticError.overflow) { try Self.apply(c.op, c.left, c.right) }
    }

    @Test func sumsThatOnlyFitAfterReducingAreComputed() throws {
        // (2¹²⁷−1)/2 + (2¹²⁷−1)/2 = 2¹²⁷−1: the unreduced numerator does not fit in 128 bits.
        #expect(try q(Int128.max, 2).adding(q(Int128.max, 2)) == q(Int128.max))
        #expect(try q(-Int128.max, 2).subtracting(q(Int128.max, 2)) == q(-Int128.max))
        // 1/(2⁶⁴·b) − 1/(2⁶⁴·d) with odd b, d = b + 2⁶¹: the common denominator 2⁶⁴·b·d
        // (≈ 2¹⁶⁵) overflows, but d − b = 2⁶¹ cancels, leaving 1/(8·b·d) (≈ 2¹⁰⁴).
        let b: Int128 = (1 << 40) + 1
        let d: Int128 = b + (1 << 61)
        let x = q(1, (1 << 64) * b)
        let y = q(-1, (1 << 64) * d)
        let exact = q(1, 8 * b * d)
        #expect(try x.adding(y) == exact)
    }

    @Test(arguments: Op.allCases)
    func divisionByZeroIsATypedError(_ op: Op) {
        if op == .divide {
            #expect(throws: ArithmeticError.divisionByZero) { try q(5).divided(by: .zero) }
            #expect(throws: ArithmeticError.divisionByZero) { try Rational.zero.divided(by: .zero) }
            #expect(throws: ArithmeticError.divisionByZero) { try Rational.zero.reciprocal() }
        } else {
            #expect(throws: Never.self) { try Self.apply(op, q(5), .zero) }
        }
    }

    @Test func reciprocalAndPower() throws {
        #expect(try q(-2, 3).reciprocal() == q(-3, 2))
        #expect(try q(7).reciprocal() == q(1, 7))
        #expect(try q(2, 3).power(3) == q(8, 27))
        #expect(try q(-2).power(0) == .one)
        #expect(throws: ArithmeticError.overflow) { try q(10).power(39) }
        #expect(try q(10).power(38) == q(100_000_000_000_000_000_000_000_000_000_000_000_000))
    }

    // MARK: Comparison

    struct Ordering: CustomTestStringConvertible, Sendable {
        let smaller: Rational
        let larger: Rational
        var testDescription: String { "\(smaller.fractionText) < \(larger.fractionText)" }
    }

    @Test(arguments: [
        Ordering(smaller: q(1, 3), larger: q(1, 2)),
        Ordering(smaller: q(-1, 2), larger: q(-1, 3)),
        Ordering(smaller: q(-1, 2), larger: q(0)),
        Ordering(smaller: q(0), larger: q(1, Int128.max)),
        Ordering(smaller: q(-1, Int128.max), larger: q(0)),
        Ordering(smaller: q(399, 100), larger: q(4)),
        // Cross products overflow: the continued-fraction path decides.
        // 1 − 1/(M−1) < 1 − 1/M
        Ordering(smaller: q(Int128.max - 2, Int128.max - 1), larger: q(Int128.max - 1, Int128.max)),
        // 1 + 1/(M−1) < 1 + 1/(M−2)
        Ordering(smaller: q(Int128.max, Int128.max - 1), larger: q(Int128.max - 1, Int128.max - 2)),
        Ordering(smaller: q(-(Int128.max - 1), Int128.max - 2), larger: q(-Int128.max, Int128.max - 1)),
        Ordering(smaller: q(-Int128.max, 3), larger: q(Int128.max, 5)),
        // ≈ 2/5 < ≈ 3/7
        Ordering(smaller: q(Int128.max / 5, Int128.max / 2), larger: q(Int128.max / 7, Int128.max / 3)),
    ])
    func comparesExactly(_ c: Ordering) {
        #expect(c.smaller < c.larger)
        #expect(!(c.larger < c.smaller))
        #expect(c.smaller != c.larger)
        #expect(!(c.smaller < c.smaller))
        #expect(c.smaller <= c.smaller)
    }

    /// The exact sign of `a·d − c·b` from full-width products: a brute-force comparison
    /// independent of PerKit's continued fractions.
    static func bruteForceLess(_ x: Rational, _ y: Rational) -> Bool {
        let left = x.numerator.multipliedFullWidth(by: y.denominator)
        let right = y.numerator.multipliedFullWidth(by: x.denominator)
        return left.high != right.high ? left.high < right.high : left.low < right.low
    }

    @Test func comparisonNearInt128MaxMatchesBruteForce() throws {
        var rng = SplitMix64(seed: 0x5EED_C0DE)
        var checked = 0
        var overflowing = 0
        for _ in 0..<5_000 {
            let a = rng.nearMax(spread: 1 << 12)
            let b = rng.nearMax(spread: 1 << 12)
            let c = rng.nearMax(spread: 1 << 12)
            let d = rng.nearMax(spread: 1 << 12)
            var x = try Rational(a, b)
            var y = try Rational(c, d)
            if Bool.random(using: &rng) { x = x.negated }
            if Bool.random(using: &rng) { y = y.negated }
            if x.numerator.multipliedReportingOverflow(by: y.denominator).overflow { overflowing += 1 }
            #expect((x < y) == Self.bruteForceLess(x, y), "\(x.fractionText) < \(y.fractionText)")
            #expect((y < x) == Self.bruteForceLess(y, x), "\(y.fractionText) < \(x.fractionText)")
            #expect((x == y) == (!Self.bruteForceLess(x, y) && !Self.bruteForceLess(y, x)))
            checked += 1
        }
        // Nearly every case must have gone through the continued-fraction path.
        #expect(overflowing > checked * 9 / 10)
    }

    @Test func comparisonOfScaledSmallFractionsMatchesSmallCrossProducts() throws {
        // x = a/b and y = c/d with small parts, each scaled by a different huge factor that
        // reduction removes again … so build values whose reduced parts are large instead:
        // (k·a + 1)/(k·b) compared with (k·c + 1)/(k·d) for huge k. Their order is that of a/b
        // vs c/d whenever a/b ≠ c/d and k is large enough, which small products can check.
        var rng = SplitMix64(seed: 42)
        let k: Int128 = 1 << 100
        for _ in 0..<5_000 {
            let a = Int128(Int.random(in: 1...999, using: &rng))
            let b = Int128(Int.random(in: 1...999, using: &rng))
            let c = Int128(Int.random(in: 1...999, using: &rng))
            let d = Int128(Int.random(in: 1...999, using: &rng))
            guard a * d != c * b else { continue }
            let x = try Rational(k * a + 1, k * b)
            let y = try Rational(k * c + 1, k * d)
            #expect((x < y) == (a * d < c * b), "\(a)/\(b) vs \(c)/\(d)")
            #expect((y < x) == (c * b < a * d), "\(c)/\(d) vs \(a)/\(b)")
        }
    }
}
