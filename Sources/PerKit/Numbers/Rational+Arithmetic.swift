extension Rational {
    /// Returns `self + other`.
    /// - Throws: ``ArithmeticError/overflow`` when the exact sum is not representable.
    public func adding(_ other: Rational) throws(ArithmeticError) -> Rational {
        // Knuth, TAOCP 4.5.1: with g = gcd(b, d), t = a·(d/g) + c·(b/g) and g₂ = gcd(t, g), the
        // sum a/b + c/d is (t/g₂) / ((b/g)·(d/g₂)) in lowest terms. Only the final parts are
        // checked, so a sum that fits after reduction never overflows; t may need 256 bits.
        let g = Int128(Self.gcd(denominator.magnitude, other.denominator.magnitude))
        let scale = other.denominator / g
        let otherScale = denominator / g
        let (left, leftOverflow) = numerator.multipliedReportingOverflow(by: scale)
        let (right, rightOverflow) = other.numerator.multipliedReportingOverflow(by: otherScale)
        let (t, sumOverflow) = left.addingReportingOverflow(right)
        let numerator: Int128
        let g2: Int128
        if !leftOverflow && !rightOverflow && !sumOverflow && t != .min {
            g2 = Int128(Self.gcd(t.magnitude, g.magnitude))
            numerator = t / g2
        } else {
            let wide = Self.wideSum(self.numerator, scale, other.numerator, otherScale)
            (numerator, g2) = try Self.reduce(wide, by: g.magnitude)
        }
        let denominator = try Self.checkedMultiply(otherScale, other.denominator / g2)
        return Rational(normalizedNumerator: numerator, denominator: denominator)
    }

    /// Returns `self - other`.
    /// - Throws: ``ArithmeticError/overflow`` when the exact difference is not representable.
    public func subtracting(_ other: Rational) throws(ArithmeticError) -> Rational {
        try adding(other.negated)
    }

    /// Returns `self × other`.
    /// - Throws: ``ArithmeticError/overflow`` when the exact product is not representable.
    #if hasFeature(Embedded)
        @inline(never)  // In the wasm module, one copy instead of one per use.
    #endif
    public func multiplied(by other: Rational) throws(ArithmeticError) -> Rational {
        // Whole packs, base units and integer factors make 1 a common operand.
        if other.isOne { return self }
        if isOne { return other }
        // Cross-cancel first so that products of reduced fractions rarely overflow.
        let g1 = Int128(Self.gcd(numerator.magnitude, other.denominator.magnitude))
        let g2 = Int128(Self.gcd(other.numerator.magnitude, denominator.magnitude))
        let n = try Self.checkedMultiply(
            Self.exactQuotient(numerator, max(g1, 1)), Self.exactQuotient(other.numerator, max(g2, 1)))
        let d = try Self.checkedMultiply(
            Self.exactQuotient(denominator, max(g2, 1)), Self.exactQuotient(other.denominator, max(g1, 1)))
        return Rational(normalizedNumerator: n, denominator: d)
    }

    /// Returns `self ÷ other`.
    /// - Throws: ``ArithmeticError/divisionByZero`` when `other` is zero,
    ///   ``ArithmeticError/overflow`` when the exact quotient is not representable.
    public func divided(by other: Rational) throws(ArithmeticError) -> Rational {
        try multiplied(by: other.reciprocal())
    }

    /// Returns `1 / self`.
    /// - Throws: ``ArithmeticError/divisionByZero`` when `self` is zero.
    public func reciprocal() throws(ArithmeticError) -> Rational {
        guard numerator != 0 else { throw .divisionByZero }
        return numerator < 0
            ? Rational(normalizedNumerator: -denominator, denominator: -numerator)
            : Rational(normalizedNumerator: denominator, denominator: numerator)
    }

    /// Returns `self` raised to a non-negative whole power.
    /// - Throws: ``ArithmeticError/overflow`` when the result is not representable.
    public func power(_ exponent: Int) throws(ArithmeticError) -> Rational {
        var result = Rational.one
        for _ in 0..<max(exponent, 0) { result = try result.multiplied(by: self) }
        return result
    }

    static func checkedMultiply(_ a: Int128, _ b: Int128) throws(ArithmeticError) -> Int128 {
        // Two 64-bit factors: one hardware multiplication, and the product (below 2¹²⁶ in
        // magnitude) can neither overflow nor be `Int128.min`.
        if let a = Int64(exactly: a), let b = Int64(exactly: b) { return Int128(a) &* Int128(b) }
        let (value, overflow) = a.multipliedReportingOverflow(by: b)
        guard !overflow, value != .min else { throw .overflow }
        return value
    }

    static func checkedAdd(_ a: Int128, _ b: Int128) throws(ArithmeticError) -> Int128 {
        let (value, overflow) = a.addingReportingOverflow(b)
        guard !overflow, value != .min else { throw .overflow }
        return value
    }

    /// A 256-bit magnitude with a sign.
    private typealias Wide = (isNegative: Bool, high: UInt128, low: UInt128)

    /// `a·x + c·y` exactly, in 256 bits (each product is below 2²⁵⁴).
    private static func wideSum(_ a: Int128, _ x: Int128, _ c: Int128, _ y: Int128) -> Wide {
        let first = a.magnitude.multipliedFullWidth(by: x.magnitude)
        let second = c.magnitude.multipliedFullWidth(by: y.magnitude)
        let firstNegative = (a < 0) != (x < 0)
        let secondNegative = (c < 0) != (y < 0)
        if firstNegative == secondNegative {
            let (low, carry) = first.low.addingReportingOverflow(second.low)
            return (firstNegative, first.high &+ second.high &+ (carry ? 1 : 0), low)
        }
        // Opposite signs: subtract the smaller magnitude from the larger.
        let firstIsLarger = first.high != second.high ? first.high > second.high : first.low >= second.low
        let (big, small) = firstIsLarger ? (first, second) : (second, first)
        let (low, borrow) = big.low.subtractingReportingOverflow(small.low)
        return (
            firstIsLarger ? firstNegative : secondNegative, big.high &- small.high &- (borrow ? 1 : 0), low
        )
    }

    /// Divides the wide value `t` by `gcd(t, g)` and returns the quotient and that divisor.
    /// - Throws: ``ArithmeticError/overflow`` when the quotient does not fit.
    private static func reduce(_ t: Wide, by g: UInt128) throws(ArithmeticError) -> (Int128, Int128) {
        // t mod g, one 128-bit half at a time (the high remainder is below g, as required).
        let remainder = g.dividingFullWidth((t.high % g, t.low)).remainder
        let g2 = gcd(g, remainder)
        guard t.high / g2 == 0 else { throw .overflow }
        let quotient = g2.dividingFullWidth((t.high % g2, t.low)).quotient
        guard quotient <= UInt128(Int128.max) else { throw .overflow }
        return (t.isNegative ? -Int128(quotient) : Int128(quotient), Int128(g2))
    }
}
