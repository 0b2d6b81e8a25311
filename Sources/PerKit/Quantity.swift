/// An amount of something in a unit, possibly as a multipack: `500 g`, `6 × 355 mL`,
/// `2 dozen`.
public struct Quantity: Hashable, Sendable {
    /// How many packs (1 unless the quantity was written as a multipack such as `6 × 355 mL`).
    public let packCount: Rational
    /// The size of one pack, in ``unit``.
    public let packSize: Rational
    /// The unit of ``packSize``.
    public let unit: Unit
    /// The whole amount in ``unit``: `packCount × packSize`.
    public let amount: Rational
    /// The whole amount in the dimension's base unit (g, mL, each, m, m²).
    public let baseAmount: Rational

    /// Creates a quantity of `packCount` packs of `packSize` units each.
    /// - Throws: ``ArithmeticError/overflow`` when the total is too large to represent.
    public init(_ packSize: Rational, _ unit: Unit, packCount: Rational = .one) throws(ArithmeticError) {
        self.packCount = packCount
        self.packSize = packSize
        self.unit = unit
        amount = try packCount.multiplied(by: packSize)
        baseAmount = try amount.multiplied(by: unit.factor)
    }

    /// What the quantity measures.
    public var dimension: Dimension { unit.dimension }

    /// The same amount expressed in another unit of the same dimension.
    /// - Throws: ``ArithmeticError/overflow`` when the result is too large to represent.
    /// - Precondition: none; a unit of another dimension is reported by returning `nil`.
    public func converted(to other: Unit) throws(ArithmeticError) -> Quantity? {
        guard other.dimension == dimension else { return nil }
        return try Quantity(baseAmount.divided(by: other.factor), other)
    }

    /// Display text such as `500 g`, `6 × 355 mL`, `1.5 kg` or `12` (a count), using the symbols of
    /// `system` and at most `places` decimal places for amounts that do not terminate.
    public func formatted(in system: MeasurementSystem = .metric, maximumPlaces places: Int = 3) -> String {
        // A plain count reads best without a unit: "12", "6 × 4".
        let symbol = unit == .each ? "" : " " + unit.symbol(in: system)
        let size = packSize.formatted(maximumPlaces: places) + symbol
        return packCount == .one ? size : packCount.formatted(maximumPlaces: places) + " × " + size
    }
}

extension Quantity: CustomStringConvertible {
    /// The quantity with the metric-setting symbols, e.g. `6 × 355 mL`.
    public var description: String { formatted() }
}
