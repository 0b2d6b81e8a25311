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
        guard let priceNumerator = Int64(exactly: price.numerator),
            let priceDenominator = UInt32(exactly: price.denominator),
            let packSizeNumerator = Int64(exactly: packSize.numerator),
            let packSizeDenominator = UInt32(exactly: packSize.denominator),
            let packCountNumerator = Int32(exactly: packCount.numerator),
            let packCountDenominator = UInt32(exactly: packCount.denominator),
            let factorNumerator = UInt64(exactly: factor.numerator),
            let factorDenominator = UInt64(exactly: factor.denominator)
        else { return nil }
        // The parts multiplied below: 64 × 32 × 32 × 64 bits, checked once here, so that
        // `unitPrice(factor:)` can multiply unchecked.
        func fits(_ a: UInt64, _ b: UInt64, _ c: UInt64, _ d: UInt64) -> Bool {
            func bits(_ value: UInt64) -> Int { UInt64.bitWidth - value.leadingZeroBitCount }
            return bits(a) + bits(b) + bits(c) + bits(d) <= 127
        }
        guard
            fits(
                priceNumerator.magnitude, UInt64(packCountDenominator), UInt64(packSizeDenominator),
                factorDenominator)
                && fits(
                    UInt64(priceDenominator), UInt64(packCountNumerator.magnitude),
                    packSizeNumerator.magnitude,
                    factorNumerator)
        else { return nil }
        self.priceNumerator = priceNumerator
        self.priceDenominator = priceDenominator
        self.packSizeNumerator = packSizeNumerator
        self.packSizeDenominator = packSizeDenominator
        self.packCountNumerator = packCountNumerator
        self.packCountDenominator = packCountDenominator
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
    /// count × pack size × factor), unreduced, four multiplications a part and no division.
    func unitPrice(factor: Rational) -> UnitPriceFraction {
        // The signs of the pack count and size are equal (the amount is positive).
        let numerator =
            UInt128(priceNumerator.magnitude) &* UInt128(packCountDenominator)
            &* UInt128(packSizeDenominator) &* factor.denominator.magnitude
        let denominator =
            UInt128(priceDenominator) &* UInt128(packCountNumerator.magnitude)
            &* UInt128(packSizeNumerator.magnitude) &* factor.numerator.magnitude
        return UnitPriceFraction(numerator: numerator, denominator: denominator)
    }
}
