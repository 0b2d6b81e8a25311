/// A unit price as a positive fraction that need not be in lowest terms: what ranking compares,
/// so that it never needs a greatest common divisor.
///
/// Both parts are below 2¹²⁷, so that ``reduced`` is always a ``Rational``; comparisons
/// cross-multiply them in 256 bits and are exact for any such parts.
struct UnitPriceFraction {
    /// The numerator, greater than zero.
    let numerator: UInt128
    /// The denominator, greater than zero.
    let denominator: UInt128

    /// The fraction of a positive rational.
    init(_ value: Rational) {
        numerator = value.numerator.magnitude
        denominator = value.denominator.magnitude
    }

    /// `numerator / denominator`, both greater than zero and below 2¹²⁷.
    init(numerator: UInt128, denominator: UInt128) {
        self.numerator = numerator
        self.denominator = denominator
    }

    /// The same value in lowest terms (one greatest common divisor).
    var reduced: Rational {
        let divisor = Rational.gcd(numerator, denominator)
        return Rational(
            normalizedNumerator: Int128(numerator / divisor), denominator: Int128(denominator / divisor))
    }

    /// The bits of `Double(numerator) / Double(denominator)` with the top bit set, so that
    /// unsigned integer order is numeric order.
    ///
    /// Each of the three roundings (numerator, denominator, quotient) is within half a unit in
    /// the last place, so the quotient is within a relative 3 × 2⁻⁵³ of the exact value, and for
    /// values `p ≤ q` the keys satisfy `key(p) ≤ key(q) + 6`.
    var orderedApproximation: UInt64 {
        (Self.approximation(numerator) / Self.approximation(denominator)).bitPattern | (1 << 63)
    }

    /// The nearest `Double`, through the hardware conversion when the value fits in 64 bits.
    private static func approximation(_ value: UInt128) -> Double {
        if let small = UInt64(exactly: value) { return Double(small) }
        return Double(value)
    }

    /// `a × b`, exactly, as a 256-bit value compared by its halves.
    private static func product(_ a: UInt128, _ b: UInt128) -> (high: UInt128, low: UInt128) {
        // Parts below 2⁶⁴: one hardware multiplication.
        if let a = UInt64(exactly: a), let b = UInt64(exactly: b) {
            return (0, UInt128(a) &* UInt128(b))
        }
        return a.multipliedFullWidth(by: b)
    }
}

extension UnitPriceFraction: Comparable {
    /// Whether the two fractions denote the same number.
    static func == (lhs: UnitPriceFraction, rhs: UnitPriceFraction) -> Bool {
        product(lhs.numerator, rhs.denominator) == product(rhs.numerator, lhs.denominator)
    }

    /// Exact comparison by cross-multiplication in 256 bits; never overflows.
    static func < (lhs: UnitPriceFraction, rhs: UnitPriceFraction) -> Bool {
        product(lhs.numerator, rhs.denominator) < product(rhs.numerator, lhs.denominator)
    }
}
