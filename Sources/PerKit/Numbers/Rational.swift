/// An exact rational number: a 128-bit numerator over a positive 128-bit denominator,
/// always in lowest terms.
///
/// `Rational` is the only number type Per computes with. Arithmetic reports overflow and
/// division by zero as ``ArithmeticError`` instead of trapping, and comparison is exact and
/// can never overflow.
public struct Rational: Sendable, Hashable {
    /// The numerator; carries the sign.
    public let numerator: Int128
    /// The denominator; always positive.
    public let denominator: Int128

    /// Zero.
    public static let zero = Rational(normalizedNumerator: 0, denominator: 1)
    /// One.
    public static let one = Rational(normalizedNumerator: 1, denominator: 1)

    /// Creates an integer value.
    /// - Throws: ``ArithmeticError/overflow`` for `Int128.min`, whose negation (and so whose
    ///   magnitude) is not representable.
    public init(_ value: Int128) throws(ArithmeticError) {
        guard value != .min else { throw .overflow }
        self.init(normalizedNumerator: value, denominator: 1)
    }

    /// Creates an integer value.
    public init(_ value: Int) {
        self.init(normalizedNumerator: Int128(value), denominator: 1)
    }

    /// Creates `numerator / denominator` in lowest terms.
    ///
    /// - Throws: ``ArithmeticError/divisionByZero`` when `denominator` is zero,
    ///   ``ArithmeticError/overflow`` when the value cannot be normalised (`Int128.min`).
    public init(_ numerator: Int128, _ denominator: Int128) throws(ArithmeticError) {
        guard denominator != 0 else { throw .divisionByZero }
        #if !hasFeature(Embedded)  // (The wasm module reads a few numbers at a time.)
            // Parts of 64 bits, the common case: 64-bit gcd and division.
            let small = (Int64(truncatingIfNeeded: numerator), Int64(truncatingIfNeeded: denominator))
            if Int128(small.0) == numerator && Int128(small.1) == denominator && small.1 > 0 {
                // A decimal (prices and sizes as typed): reduced without a gcd.
                if let places = Self.decimalPlaces(of: UInt64(small.1)) {
                    let reduced = Self.reducedDecimal(small.0.magnitude, places: places)
                    let magnitude = Int128(reduced.numerator)
                    self.init(
                        normalizedNumerator: small.0 < 0 ? -magnitude : magnitude,
                        denominator: Int128(reduced.denominator))
                    return
                }
                let g = Int64(Rational.gcd(small.0.magnitude, UInt64(small.1)))
                if g == 1 {
                    self.init(normalizedNumerator: numerator, denominator: denominator)
                } else {
                    self.init(normalizedNumerator: Int128(small.0 / g), denominator: Int128(small.1 / g))
                }
                return
            }
        #endif
        guard numerator != .min, denominator != .min else { throw .overflow }
        var n = numerator
        var d = denominator
        if d < 0 {
            n = -n
            d = -d
        }
        let g = Int128(Rational.gcd(n.magnitude, d.magnitude))
        self.init(normalizedNumerator: Self.exactQuotient(n, g), denominator: Self.exactQuotient(d, g))
    }

    /// Creates a value whose parts are already in lowest terms with a positive denominator.
    init(normalizedNumerator: Int128, denominator: Int128) {
        self.numerator = normalizedNumerator
        self.denominator = denominator
    }

    /// Whether the value is zero.
    public var isZero: Bool { numerator == 0 }
    /// Whether the value is greater than zero.
    public var isPositive: Bool { numerator > 0 }
    /// Whether the value is less than zero.
    public var isNegative: Bool { numerator < 0 }
    /// Whether the value is a whole number.
    public var isInteger: Bool { denominator == 1 }
    /// Whether the value is one.
    var isOne: Bool { numerator == 1 && denominator == 1 }

    /// The value with its sign flipped.
    public var negated: Rational {
        Rational(normalizedNumerator: -numerator, denominator: denominator)
    }

    /// The absolute value.
    public var magnitude: Rational { numerator < 0 ? negated : self }

    /// The greatest common divisor (`gcd(0, 0) == 0`): Euclid's algorithm while a value needs
    /// more than 64 bits, then the binary algorithm on 64-bit registers.
    static func gcd(_ a: UInt128, _ b: UInt128) -> UInt128 {
        var a = a
        var b = b
        while a > UInt128(UInt64.max) || b > UInt128(UInt64.max) {
            if b == 0 { return a }
            (a, b) = (b, a % b)
        }
        return UInt128(gcd(UInt64(truncatingIfNeeded: a), UInt64(truncatingIfNeeded: b)))
    }

    /// The greatest common divisor of 64-bit values: one hardware division to bring the larger
    /// down below the smaller, then the binary algorithm (shifts and subtractions).
    static func gcd(_ a: UInt64, _ b: UInt64) -> UInt64 {
        if a == 0 || b == 1 { return b }
        if b == 0 || a == 1 { return a }
        var u = min(a, b)
        var v = max(a, b) % u
        if v == 0 { return u }
        let shift = (u | v).trailingZeroBitCount
        u >>= u.trailingZeroBitCount
        v >>= v.trailingZeroBitCount
        // u and v are odd; replacing the larger by their difference keeps the gcd, and the
        // difference's trailing zeros are those of `v &- u` whichever is larger, so they are
        // counted while the difference's sign is found (a shorter chain of dependent steps).
        repeat {
            let difference = v &- u
            let zeros = difference.trailingZeroBitCount
            let magnitude = u > v ? u &- v : difference
            u = min(u, v)
            v = magnitude &>> UInt64(zeros)
        } while v != 0
        return u << shift
    }

    #if !hasFeature(Embedded)
        /// `k` when `denominator` is 10ᵏ (k ≤ 19, as every power of ten in 64 bits), else `nil`.
        @inline(__always)
        private static func decimalPlaces(of denominator: UInt64) -> Int? {
            // 10ᵏ = 2ᵏ × 5ᵏ: k trailing zero bits, then 5ᵏ.
            let places = denominator.trailingZeroBitCount
            guard places <= 19, denominator >> places == powerOfFive(places) else { return nil }
            return places
        }

        /// `magnitude / 10^places` in lowest terms, with no division: the greatest common
        /// divisor of a number and 10ᵏ is 2ᵃ × 5ᵇ (a, b ≤ k), so reducing takes the numerator's
        /// trailing zero bits and its factors of five, each tested by one multiplication.
        /// - Precondition: `places ≤ 19`.
        @inline(__always)
        static func reducedDecimal(_ magnitude: UInt64, places: Int) -> (
            numerator: UInt64, denominator: UInt64
        ) {
            let twos = min(magnitude.trailingZeroBitCount, places)
            var numerator = magnitude >> twos
            // n is a multiple of 5 exactly when n × 5⁻¹ (mod 2⁶⁴) is at most (2⁶⁴ − 1) / 5, and
            // then that product is n / 5.
            let inverseOfFive: UInt64 = 0xCCCC_CCCC_CCCC_CCCD
            var fives = 0
            while fives < places {
                let quotient = numerator &* inverseOfFive
                guard quotient <= UInt64.max / 5 else { break }
                numerator = quotient
                fives += 1
            }
            return (numerator, powerOfFive(places - fives) << (places - twos))
        }

        /// 5ᵏ for k ≤ 27.
        @inline(__always)
        private static func powerOfFive(_ exponent: Int) -> UInt64 {
            var power: UInt64 = 1
            for _ in 0..<exponent { power &*= 5 }
            return power
        }
    #endif

    /// `value / divisor` for a `divisor` that divides `value` and is positive, with 64-bit
    /// hardware division when both fit (128-bit division is a slow library call).
    static func exactQuotient(_ value: Int128, _ divisor: Int128) -> Int128 {
        if divisor == 1 { return value }
        if let value = Int64(exactly: value), let divisor = Int64(exactly: divisor) {
            return Int128(value / divisor)
        }
        return value / divisor
    }
}

extension Rational {
    /// `digits × 10^-places` for catalog constants; the caller guarantees it fits.
    init(digits: Int128, places: Int) {
        var denominator: Int128 = 1
        for _ in 0..<places { denominator *= 10 }
        let g = Int128(Rational.gcd(digits.magnitude, denominator.magnitude))
        self.init(normalizedNumerator: digits / g, denominator: denominator / g)
    }
}
