extension Rational {
    /// Returns `self + other`.
    /// - Throws: ``ArithmeticError/overflow`` when the exact sum is not representable.
    public func adding(_ other: Rational) throws(ArithmeticError) -> Rational {
        if denominator == other.denominator {
            return try Rational(Self.checkedAdd(numerator, other.numerator), denominator)
        }
        let g = Int128(Self.gcd(denominator.magnitude, other.denominator.magnitude))
        let left = try Self.checkedMultiply(numerator, other.denominator / g)
        let right = try Self.checkedMultiply(other.numerator, denominator / g)
        let common = try Self.checkedMultiply(denominator / g, other.denominator)
        return try Rational(Self.checkedAdd(left, right), common)
    }

    /// Returns `self - other`.
    /// - Throws: ``ArithmeticError/overflow`` when the exact difference is not representable.
    public func subtracting(_ other: Rational) throws(ArithmeticError) -> Rational {
        try adding(other.negated)
    }

    /// Returns `self × other`.
    /// - Throws: ``ArithmeticError/overflow`` when the exact product is not representable.
    public func multiplied(by other: Rational) throws(ArithmeticError) -> Rational {
        // Cross-cancel first so that products of reduced fractions rarely overflow.
        let g1 = Int128(Self.gcd(numerator.magnitude, other.denominator.magnitude))
        let g2 = Int128(Self.gcd(other.numerator.magnitude, denominator.magnitude))
        let n = try Self.checkedMultiply(numerator / max(g1, 1), other.numerator / max(g2, 1))
        let d = try Self.checkedMultiply(denominator / max(g2, 1), other.denominator / max(g1, 1))
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
        let (value, overflow) = a.multipliedReportingOverflow(by: b)
        guard !overflow, value != .min else { throw .overflow }
        return value
    }

    static func checkedAdd(_ a: Int128, _ b: Int128) throws(ArithmeticError) -> Int128 {
        let (value, overflow) = a.addingReportingOverflow(b)
        guard !overflow, value != .min else { throw .overflow }
        return value
    }
}
