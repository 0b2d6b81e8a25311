import SeededRandom
import Testing

@testable import PerKit

@Suite("Rational formatting")
struct RationalFormattingTests {
    struct Places: CustomTestStringConvertible, Sendable {
        let value: Rational
        let places: Int
        let expected: String
        init(_ value: Rational, _ places: Int, _ expected: String) {
            (self.value, self.places, self.expected) = (value, places, expected)
        }
        var testDescription: String { "\(value.fractionText) to \(places) → \(expected)" }
    }

    @Test(arguments: [
        Places(q(10, 3), 2, "3.33"),
        Places(q(2, 3), 2, "0.67"),
        Places(q(-2, 3), 2, "-0.67"),
        Places(q(5, 2), 0, "3"),
        Places(q(-5, 2), 0, "-3"),
        Places(q(3, 2), 0, "2"),
        Places(q(-1, 2), 0, "-1"),
        Places(q(1, 2), 0, "1"),
        Places(q(-3, 2), 0, "-2"),
        Places(q(9995, 1000), 2, "10.00"),
        Places(q(-9995, 1000), 2, "-10.00"),
        Places(q(9994, 1000), 2, "9.99"),
        Places(q(9_999_996, 10_000), 3, "1000.000"),
        Places(q(995, 10), 0, "100"),
        Places(q(1005, 1000), 2, "1.01"),  // 1.005 is exact here, unlike in a Double
        Places(q(125, 1000), 2, "0.13"),
        Places(q(-125, 1000), 2, "-0.13"),
        Places(q(5, 1000), 2, "0.01"),
        Places(q(-5, 1000), 2, "-0.01"),
        Places(q(-4, 1000), 2, "0.00"),  // never "-0.00"
        Places(q(-49, 10000), 2, "0.00"),
        Places(q(-1, 3), 0, "0"),
        Places(q(399, 100), 4, "3.9900"),
        Places(q(399, 100), 1, "4.0"),
        Places(q(0), 3, "0.000"),
        Places(q(12), 0, "12"),
        Places(q(12), -3, "12"),
        Places(q(1, 3), 10, "0.3333333333"),
        Places(q(1, 7), 12, "0.142857142857"),
        Places(q(Int128.max), 2, "170141183460469231731687303715884105727.00"),
        Places(q(-Int128.max), 0, "-170141183460469231731687303715884105727"),
        // Remainders above UInt128.max / 10 take the overflow-free digit path.
        Places(q(Int128.max - 1, Int128.max), 3, "1.000"),
        Places(q(Int128.max / 2, Int128.max), 5, "0.50000"),
    ])
    func formatsWithRoundingHalfAwayFromZero(_ c: Places) {
        #expect(c.value.formatted(places: c.places) == c.expected)
    }

    /// An independent decimal formatter: round |n|·10^p / d half away from zero with big
    /// integers, and compare the engine's text by value and by shape.
    @Test func formattingMatchesABigIntegerReference() throws {
        let seed: UInt64 = 0xF0_4D_A7
        print("formatting reference seed: \(seed)")
        var rng = SplitMix64(seed: seed)
        for _ in 0..<1_500 {
            let n = rng.positive(bits: 1...127)
            let d = rng.positive(bits: 1...127)
            let value = try Rational(Bool.random(using: &rng) ? -n : n, d)
            let places = Int.random(in: 0...40, using: &rng)
            let text = value.formatted(places: places)

            var power = BigInt.one
            for _ in 0..<places { power = power * BigInt(10) }
            let (quotient, remainder) = (BigInt(value.numerator).magnitude * power)
                .quotientAndRemainder(dividingBy: BigInt(value.denominator))
            let rounded = remainder + remainder >= BigInt(value.denominator) ? quotient + .one : quotient

            // Shape: optional "-", digits without a superfluous leading zero, "." and `places` digits.
            var body = Substring(text)
            let negative = body.first == "-"
            if negative { body = body.dropFirst() }
            let parts = body.split(separator: ".", omittingEmptySubsequences: false)
            #expect(parts.count == (places == 0 ? 1 : 2), "\(text)")
            #expect(parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }, "\(text)")
            #expect(parts[0] == "0" || parts[0].first != "0", "\(text)")
            if places > 0 { #expect(parts.last?.count == places, "\(text)") }
            #expect(negative == (value.isNegative && !rounded.isZero), "\(value.fractionText) → \(text)")
            // Value: the digits read as an integer equal the rounded quotient.
            var digits = BigInt.zero
            for character in body where character != "." {
                digits = digits * BigInt(10) + BigInt(Int128(character.wholeNumberValue!))
            }
            #expect(digits == rounded, "\(value.fractionText) to \(places) places: \(text)")
        }
    }

    /// How many places to show is chosen from roundings held as numbers: they say what the text
    /// says (alike when the texts are, zero when it reads `0.00`, the same significant digits).
    @Test func roundingsAsNumbersSayWhatTheirTextSays() throws {
        var rng = SplitMix64(seed: 0x5EED_D1)
        for _ in 0..<2_000 {
            // Small values, near neighbours and values near a rounding's half, as prices are.
            let d = Int128(rng.positive(bits: 1...40))
            let n = Int128(rng.positive(bits: 1...44))
            let a = try Rational(Bool.random(using: &rng) ? -n : n, d)
            let b = try Rational(n + Int128.random(in: -2...2, using: &rng), d)
            let places = Int.random(in: 0...14, using: &rng)
            let rounded = RoundedDecimal(a, places: places)
            let text = a.formatted(places: places)
            #expect(rounded.text == text)
            #expect(rounded.isZero == text.allSatisfy { $0 == "0" || $0 == "." || $0 == "-" }, "\(text)")
            let significant = text.drop { !("1"..."9").contains($0) }.filter(\.isNumber).count
            #expect(rounded.significantDigitCount == significant, "\(text)")
            #expect(
                (rounded == RoundedDecimal(b, places: places)) == (text == b.formatted(places: places)),
                "\(a.fractionText) and \(b.fractionText) at \(places) places")
        }
    }

    @Test(arguments: [
        (q(399, 100), "3.99"), (q(1, 8), "0.125"), (q(12), "12"), (q(-1, 2), "-0.5"), (q(0), "0"),
        (q(7, 20), "0.35"), (q(3, 6), "0.5"), (q(1, 1024), "0.0009765625"),
        (q(28_349_523_125, 1_000_000_000), "28.349523125"), (q(-45_359_237, 100_000), "-453.59237"),
        (q(1, 1_000_000_000_000_000_000_000_000_000_000), "0." + String(repeating: "0", count: 29) + "1"),
    ] as [(Rational, String)])
    func exactDecimalOfTerminatingValues(_ value: Rational, _ expected: String) {
        #expect(value.exactDecimal == expected)
        #expect(value.description == expected)
    }

    @Test(arguments: [q(1, 3), q(-2, 7), q(1, 6), q(1, 12), q(1, Int128.max)])
    func exactDecimalIsNilWhenTheExpansionDoesNotEnd(_ value: Rational) {
        #expect(value.exactDecimal == nil)
        #expect(value.terminatingPlaces == nil)
        #expect(value.description == value.fractionText)
    }

    @Test(arguments: [
        Places(q(1, 3), 4, "0.3333"),
        Places(q(2, 3), 4, "0.6667"),
        Places(q(3, 2), 4, "1.5"),
        Places(q(12), 2, "12"),
        Places(q(-1, 8), 2, "-0.13"),
        Places(q(1, 8), 5, "0.125"),
        // Rounding never leaves trailing zeros behind.
        Places(q(10_001, 10_000), 2, "1"),
        Places(q(1996, 1000), 2, "2"),
        Places(q(10_001, 9_999), 2, "1"),
        Places(q(1_201, 1_000), 2, "1.2"),
        Places(q(-1, 10_000), 2, "0"),
        Places(q(9_995, 1_000), 2, "10"),
        Places(q(5, 3), 0, "2"),
    ])
    func formatsToAtMostSomePlaces(_ c: Places) {
        #expect(c.value.formatted(maximumPlaces: c.places) == c.expected)
    }

    @Test(arguments: [
        Places(q(473_176_473, 1_000_000), 10, "473.176473"),
        Places(q(1, 3), 10, "0.3333333333"),
        Places(q(2, 3), 3, "0.667"),
        Places(q(-2, 3), 2, "-0.67"),
        Places(q(123_456, 1_000_000_000), 3, "0.000123"),
        Places(q(1, 1_000_000_000_000_000_000_000_000_000_000), 2, "0." + String(repeating: "0", count: 29) + "1"),
        Places(q(123_456_789, 1000), 4, "123457"),  // integer digits are never dropped
        Places(q(9_996, 1000), 3, "10"),
        Places(q(0), 5, "0"),
        Places(q(5, 2), 10, "2.5"),
    ])
    func formatsToSignificantDigits(_ c: Places) {
        #expect(c.value.formatted(significantDigits: c.places) == c.expected)
    }

    @Test(arguments: [
        (q(1, 3), "1/3"), (q(-1, 3), "-1/3"), (q(5), "5"), (q(0), "0"), (q(6, 4), "3/2"),
        (q(-Int128.max), "-170141183460469231731687303715884105727"),
        (q(1, Int128.max), "1/170141183460469231731687303715884105727"),
    ] as [(Rational, String)])
    func fractionText(_ value: Rational, _ expected: String) {
        #expect(value.fractionText == expected)
    }
}
