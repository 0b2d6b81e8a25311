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
    ///
    /// Computed on each use (a quantity stores only what it was made of, which keeps
    /// products small); the initialiser has checked that it is representable.
    public var amount: Rational { Self.checkedProduct(packCount, packSize) }

    /// The whole amount in the dimension's base unit (g, mL, each, m, m²).
    ///
    /// Computed on each use; the initialiser has checked that it is representable.
    public var baseAmount: Rational { Self.checkedProduct(amount, unit.factor) }

    /// Creates a quantity of `packCount` packs of `packSize` units each.
    /// - Throws: ``ArithmeticError/overflow`` when the total is too large to represent.
    public init(_ packSize: Rational, _ unit: Unit, packCount: Rational = .one) throws(ArithmeticError) {
        if !Self.productCertainlyFits(packCount, packSize, unit.factor) {
            _ = try packCount.multiplied(by: packSize).multiplied(by: unit.factor)
        }
        self.packCount = packCount
        self.packSize = packSize
        self.unit = unit
    }

    /// A quantity whose total an initialiser has already checked (a product's, when it was made).
    init(checkedPackSize packSize: Rational, _ unit: Unit, packCount: Rational) {
        self.packCount = packCount
        self.packSize = packSize
        self.unit = unit
    }

    /// Whether `a × b × c` is representable without computing it: the parts of the reduced
    /// product divide the products of the parts, so if those have at most 127 bits, every step
    /// of the exact multiplication fits.
    private static func productCertainlyFits(_ a: Rational, _ b: Rational, _ c: Rational) -> Bool {
        // Shelf values first: parts of 31 bits and 64 bits make at most 2¹²⁶.
        func fits31(_ value: Int128) -> Bool { Int128(Int32(truncatingIfNeeded: value)) == value }
        if fits31(a.numerator) && fits31(a.denominator) && fits31(b.numerator) && fits31(b.denominator)
            && (c.numerator.magnitude | c.denominator.magnitude) >> 64 == 0
        {
            return true
        }
        func bits(_ value: Int128) -> Int { Int128.bitWidth - value.magnitude.leadingZeroBitCount }
        return bits(a.numerator) + bits(b.numerator) + bits(c.numerator) <= 127
            && bits(a.denominator) + bits(b.denominator) + bits(c.denominator) <= 127
    }

    /// `a × b` for the products the initialiser checked (or computed) without overflow. The same exact
    /// multiplication cannot fail later, so the zero fallback is never used; it only keeps
    /// the property free of traps.
    private static func checkedProduct(_ a: Rational, _ b: Rational) -> Rational {
        do {
            return try a.multiplied(by: b)
        } catch {
            return .zero
        }
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

    /// Display text such as `500 g`, `6 × 355 mL`, `1.5 kg`, `0.00000001 g` or `12` (a count),
    /// using the symbols of `system`. Amounts are written as
    /// ``Rational/displayText(minimumPlaces:)`` writes them: exactly, or marked `≈`.
    public func formatted(in system: MeasurementSystem = .metric) -> String {
        // A plain count reads best without a unit: "12", "6 × 4".
        let symbol = unit == .each ? "" : " " + unit.symbol(in: system)
        let size = packSize.displayText() + symbol
        return packCount == .one ? size : packCount.displayText() + " × " + size
    }
}

extension Quantity: CustomStringConvertible {
    /// The quantity with the metric-setting symbols, e.g. `6 × 355 mL`.
    public var description: String { formatted() }
}
