/// A product's price, pack count and pack size in 32 bytes, for the values shoppers type: each
/// in lowest terms with a 64-bit (price, pack size) or 32-bit (pack count) numerator and a 32-bit
/// denominator.
///
/// The values are kept as given, so reading one back needs no arithmetic; the unit price is
/// worked out as an unreduced ``UnitPriceFraction`` whenever it is compared.
struct PackedAmounts: Hashable {
    private let priceNumerator: Int64
    private let packSizeNumerator: Int64
    private let priceDenominator: UInt32
    private let packSizeDenominator: UInt32
    private let packCountNumerator: Int32
    private let packCountDenominator: UInt32

    /// The amounts packed, or `nil` when a part does not fit, or when the unit price in `factor`
    /// base units per unit (positive) is not a ``UnitPriceFraction`` (parts below 2¹²⁷).
    init?(price: Rational, packCount: Rational, packSize: Rational, factor: Rational) {
        priceNumerator = Int64(truncatingIfNeeded: price.numerator)
        priceDenominator = UInt32(truncatingIfNeeded: price.denominator)
        packSizeNumerator = Int64(truncatingIfNeeded: packSize.numerator)
        packSizeDenominator = UInt32(truncatingIfNeeded: packSize.denominator)
        packCountNumerator = Int32(truncatingIfNeeded: packCount.numerator)
        packCountDenominator = UInt32(truncatingIfNeeded: packCount.denominator)
        guard self.price == price && self.packSize == packSize && self.packCount == packCount,
            unitPriceParts(factor: factor).fit
        else { return nil }
    }

    /// The price.
    var price: Rational {
        Rational(normalizedNumerator: Int128(priceNumerator), denominator: Int128(priceDenominator))
    }

    /// How many packs.
    var packCount: Rational {
        Rational(normalizedNumerator: Int128(packCountNumerator), denominator: Int128(packCountDenominator))
    }

    /// The size of one pack.
    var packSize: Rational {
        Rational(normalizedNumerator: Int128(packSizeNumerator), denominator: Int128(packSizeDenominator))
    }

    /// The price of one base unit, for the `factor` the initialiser checked: price ÷ (pack
    /// count × pack size × factor), unreduced.
    func unitPrice(factor: Rational) -> UnitPriceFraction {
        let parts = unitPriceParts(factor: factor)
        return UnitPriceFraction(numerator: parts.numerator, denominator: parts.denominator)
    }

    /// The parts of ``unitPrice(factor:)`` with no division, and whether both are below 2¹²⁷
    /// (and the factor's parts below 2⁶⁴).
    private func unitPriceParts(factor: Rational) -> (numerator: UInt128, denominator: UInt128, fit: Bool) {
        // 32 × 32 bits fit in 64, and 64 × 64 in 128: one hardware multiplication each, then the
        // factor's part, checked. The signs of the pack count and size are equal (the amount is
        // positive).
        let (numerator, numeratorOverflow) = Self.multiply(
            UInt128(priceNumerator.magnitude)
                &* UInt128(UInt64(packCountDenominator) &* UInt64(packSizeDenominator)),
            by: UInt64(truncatingIfNeeded: factor.denominator))
        let (denominator, denominatorOverflow) = Self.multiply(
            UInt128(UInt64(priceDenominator) &* UInt64(packCountNumerator.magnitude))
                &* UInt128(packSizeNumerator.magnitude),
            by: UInt64(truncatingIfNeeded: factor.numerator))
        let fit =
            !numeratorOverflow && !denominatorOverflow && (numerator | denominator) >> 127 == 0
            && (factor.numerator | factor.denominator) >> 64 == 0
        return (numerator, denominator, fit)
    }

    /// `x × y` and whether it overflowed: two hardware multiplications.
    private static func multiply(_ x: UInt128, by y: UInt64) -> (UInt128, Bool) {
        let low = UInt128(UInt64(truncatingIfNeeded: x)) &* UInt128(y)
        let high = UInt128(UInt64(truncatingIfNeeded: x >> 64)) &* UInt128(y)
        let (product, carry) = low.addingReportingOverflow(high << 64)
        return (product, carry || high >> 64 != 0)
    }
}
