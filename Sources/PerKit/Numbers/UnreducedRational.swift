/// An exact rational number that is not kept in lowest terms: arithmetic with no greatest
/// common divisor, for a value that is only compared (a deal's unit price, as ranking compares
/// it).
///
/// Overflow is reported as ``Rational`` reports it, and never later: a result's parts in lowest
/// terms divide its parts here, so when a computation fits here, the same computation in
/// ``Rational`` fits too.
struct UnreducedRational {
    /// The numerator; carries the sign. Never `Int128.min`.
    let numerator: Int128
    /// The denominator; greater than zero.
    let denominator: Int128

    /// The same value as `value`.
    init(_ value: Rational) {
        numerator = value.numerator
        denominator = value.denominator
    }

    /// `numerator / denominator`, with parts already checked.
    private init(numerator: Int128, denominator: Int128) {
        self.numerator = numerator
        self.denominator = denominator
    }

    /// Whether the value is greater than zero.
    var isPositive: Bool { numerator > 0 }

    /// Whether the value is one.
    var isOne: Bool { numerator == denominator }

    /// Returns `self + other`.
    /// - Throws: ``ArithmeticError/overflow`` when a part is not representable.
    func adding(_ other: UnreducedRational) throws(ArithmeticError) -> UnreducedRational {
        if denominator == other.denominator {
            return UnreducedRational(
                numerator: try Rational.checkedAdd(numerator, other.numerator), denominator: denominator)
        }
        return UnreducedRational(
            numerator: try Rational.checkedAdd(
                try Rational.checkedMultiply(numerator, other.denominator),
                try Rational.checkedMultiply(other.numerator, denominator)),
            denominator: try Rational.checkedMultiply(denominator, other.denominator))
    }

    /// Returns `self - other`.
    /// - Throws: ``ArithmeticError/overflow`` when a part is not representable.
    func subtracting(_ other: UnreducedRational) throws(ArithmeticError) -> UnreducedRational {
        try adding(UnreducedRational(numerator: -other.numerator, denominator: other.denominator))
    }

    /// Returns `self × other`.
    /// - Throws: ``ArithmeticError/overflow`` when a part is not representable.
    func multiplied(by other: UnreducedRational) throws(ArithmeticError) -> UnreducedRational {
        UnreducedRational(
            numerator: try Rational.checkedMultiply(numerator, other.numerator),
            denominator: try Rational.checkedMultiply(denominator, other.denominator))
    }

    /// Returns `self ÷ other`.
    /// - Throws: ``ArithmeticError/divisionByZero`` when `other` is zero,
    ///   ``ArithmeticError/overflow`` when a part is not representable.
    func divided(by other: UnreducedRational) throws(ArithmeticError) -> UnreducedRational {
        guard other.numerator != 0 else { throw .divisionByZero }
        let numerator = try Rational.checkedMultiply(numerator, other.denominator)
        let denominator = try Rational.checkedMultiply(denominator, other.numerator)
        // Neither part is `Int128.min`, so either can be negated.
        return denominator < 0
            ? UnreducedRational(numerator: -numerator, denominator: -denominator)
            : UnreducedRational(numerator: numerator, denominator: denominator)
    }
}
