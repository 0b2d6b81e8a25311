import SeededRandom

/// One generated product as plain numbers, so that generating the input is not timed.
struct GeneratedProduct {
    /// The price in cents (49 … 9999, i.e. 0.49 … 99.99).
    var cents: Int32
    /// The size of one pack in thousandths of ``unit`` (up to three decimals).
    var sizeThousandths: Int32
    /// How many packs (1, or 2 … 24 for a multipack).
    var packCount: UInt8
    /// The unit of the size.
    var unit: WeightUnit
}

extension GeneratedProduct {
    /// `count` products in mixed weight units from a fixed seed: the same list on every run.
    static func generate(count: Int, seed: UInt64) -> [GeneratedProduct] {
        var random = SplitMix64(seed: seed)
        var products: [GeneratedProduct] = []
        products.reserveCapacity(count)
        for _ in 0..<count {
            products.append(generateOne(using: &random))
        }
        return products
    }

    private static func generateOne(using random: inout SplitMix64) -> GeneratedProduct {
        let unit = pickUnit(using: &random)
        let range = sizeRange(of: unit)
        // Up to three decimals: round the size to 1, 0.1, 0.01 or 0.001 of the unit.
        let step: Int32 = [1000, 1000, 100, 10, 1][Int.random(in: 0..<5, using: &random)]
        var size = Int32.random(in: range, using: &random) / step * step
        if size < range.lowerBound { size += step }
        let isMultipack = Int.random(in: 0..<10, using: &random) == 0
        let packCount: UInt8 = isMultipack ? UInt8.random(in: 2...24, using: &random) : 1
        let cents = Int32.random(in: 49...9999, using: &random)
        return GeneratedProduct(cents: cents, sizeThousandths: size, packCount: packCount, unit: unit)
    }

    /// Grams are the most common, then ounces, kilograms, pounds and milligrams.
    private static func pickUnit(using random: inout SplitMix64) -> WeightUnit {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<40: .gram
        case 40..<55: .kilogram
        case 55..<60: .milligram
        case 60..<85: .ounce
        default: .pound
        }
    }

    /// Pack sizes that occur on shelves, in thousandths of the unit.
    private static func sizeRange(of unit: WeightUnit) -> ClosedRange<Int32> {
        switch unit {
        case .gram: 50_000...5_000_000  // 50 g … 5 kg
        case .kilogram: 50...25_000  // 0.05 kg … 25 kg
        case .milligram: 50_000...5_000_000  // 50 mg … 5000 mg (supplements, saffron)
        case .ounce: 500...80_000  // 0.5 oz … 80 oz
        case .pound: 250...50_000  // 0.25 lb … 50 lb
        }
    }

    /// The unit price in currency per gram, computed with `Double` (for the floor benchmark).
    var doubleUnitPrice: Double {
        let grams = Double(sizeThousandths) / 1000 * Double(packCount) * unit.gramsPerUnit
        return Double(cents) / 100 / grams
    }
}
