/// The numbers a deal's figures are worked out in (``DealFigures``): ``Rational`` for the
/// figures a product shows, ``UnreducedRational`` for the unit price a ranking compares. One
/// rule, so that both give the same values.
protocol DealNumber {
    /// The same value as `value`.
    init(_ value: Rational)
    /// Whether the value is greater than zero.
    var isPositive: Bool { get }
    /// Whether the value is one.
    var isOne: Bool { get }
    /// Returns `self + other`.
    func adding(_ other: Self) throws(ArithmeticError) -> Self
    /// Returns `self - other`.
    func subtracting(_ other: Self) throws(ArithmeticError) -> Self
    /// Returns `self × other`.
    func multiplied(by other: Self) throws(ArithmeticError) -> Self
    /// Returns `self ÷ other`.
    func divided(by other: Self) throws(ArithmeticError) -> Self
}

extension Rational: DealNumber {
    /// The same value.
    init(_ value: Rational) {
        self = value
    }
}

extension UnreducedRational: DealNumber {}
