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
        // Denominators (and the factor's parts) are positive: their bits say whether they fit.
        let priceBits = Rational.bitLength(price.numerator)
        let priceDenominatorBits = Rational.bitLength(price.denominator)
        let packSizeBits = Rational.bitLength(packSize.numerator)
        let packSizeDenominatorBits = Rational.bitLength(packSize.denominator)
        let packCountBits = Rational.bitLength(packCount.numerator)
        let packCountDenominatorBits = Rational.bitLength(packCount.denominator)
        guard priceBits < 64 && packSizeBits < 64 && packCountBits < 32, priceDenominatorBits <= 32,
            packSizeDenominatorBits <= 32, packCountDenominatorBits <= 32,
            // The products that `unitPrice(factor:)` multiplies unchecked stay below 2¹²⁷.
            priceBits + packCountDenominatorBits + packSizeDenominatorBits
                + Rational.bitLength(factor.denominator)
                <= 127,
            priceDenominatorBits + packCountBits + packSizeBits + Rational.bitLength(factor.numerator) <= 127
        else { return nil }
        priceNumerator = Int64(truncatingIfNeeded: price.numerator)
        priceDenominator = UInt32(truncatingIfNeeded: price.denominator)
        packSizeNumerator = Int64(truncatingIfNeeded: packSize.numerator)
        packSizeDenominator = UInt32(truncatingIfNeeded: packSize.denominator)
        packCountNumerator = Int32(truncatingIfNeeded: packCount.numerator)
        packCountDenominator = UInt32(truncatingIfNeeded: packCount.denominator)
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
    /// count × pack size × factor), unreduced, with no division and no overflow (the
    /// initialiser checked the bits of each part).
    func unitPrice(factor: Rational) -> UnitPriceFraction {
        // 32 × 32 bits fit in 64 and 64 × 64 in 128: one hardware multiplication each, then the
        // factor's part. The signs of the pack count and size are equal (the amount is positive).
        let numerator =
            UInt128(priceNumerator.magnitude)
            &* UInt128(UInt64(packCountDenominator) &* UInt64(packSizeDenominator))
            &* factor.denominator.magnitude
        let denominator =
            UInt128(UInt64(priceDenominator) &* UInt64(packCountNumerator.magnitude))
            &* UInt128(packSizeNumerator.magnitude) &* factor.numerator.magnitude
        return UnitPriceFraction(numerator: numerator, denominator: denominator)
    }
}
