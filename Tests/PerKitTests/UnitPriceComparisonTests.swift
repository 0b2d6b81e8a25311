import SeededRandom
import Testing

@testable import PerKit

/// Ranking's fast path — items with packed amounts, unit prices compared as unreduced fractions by
/// cross-multiplication, and the `Double` key that settles most comparisons — against exact
/// arithmetic on arbitrary-precision integers, on random and adversarial values.
@Suite("Fast unit-price comparison")
struct UnitPriceComparisonTests {
    // MARK: Fractions

    /// A part of a fraction (below 2¹²⁷): small, near 2⁶⁴ or 2¹²⁷, a power of two plus a little,
    /// or anything.
    static func part(_ rng: inout SplitMix64) -> UInt128 {
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: UInt128(UInt64.random(in: 1...1000, using: &rng))
        case 1: UInt128(rng.nearMax(spread: 1 << 16))
        case 2: UInt128(UInt64.max) - UInt128(UInt64.random(in: 0...3, using: &rng))
        case 3: UInt128(rng.positive(bits: 1...127))
        case 4:
            (1 << UInt128(Int.random(in: 1...126, using: &rng)))
                + UInt128(UInt64.random(in: 0...3, using: &rng))
        default: UInt128(UInt64.random(in: 1...UInt64.max, using: &rng))
        }
    }

    static func fraction(_ rng: inout SplitMix64) -> UnitPriceFraction {
        UnitPriceFraction(numerator: part(&rng), denominator: part(&rng))
    }

    /// The same value with both parts scaled (an exact tie in other terms), or the numerator one
    /// more or less (the nearest other value with that denominator).
    static func neighbour(of value: UnitPriceFraction, _ rng: inout SplitMix64) -> UnitPriceFraction {
        let (n, d) = (value.numerator, value.denominator)
        let limit = UInt128(Int128.max)
        switch Int.random(in: 0..<3, using: &rng) {
        case 0:
            let k = UInt128(UInt64.random(in: 2...1_000_000, using: &rng))
            guard n <= limit / k, d <= limit / k else { return value }
            return UnitPriceFraction(numerator: n * k, denominator: d * k)
        case 1: return UnitPriceFraction(numerator: n < limit ? n + 1 : n - 1, denominator: d)
        default: return UnitPriceFraction(numerator: n > 1 ? n - 1 : n + 1, denominator: d)
        }
    }

    static func big(_ value: UInt128) -> BigInt { BigInt(Int128(value)) }

    /// `a < b` from full-precision cross products.
    static func exactlyLess(_ a: UnitPriceFraction, _ b: UnitPriceFraction) -> Bool {
        big(a.numerator) * big(b.denominator) < big(b.numerator) * big(a.denominator)
    }

    @Test func fractionsCompareExactlyAndTheDoubleKeyIsWithinItsBound() {
        var rng = SplitMix64(seed: 0xF4A5_7C0E_0001)
        var (ties, nearMisses) = (0, 0)
        for _ in 0..<5_000 {
            let a = Self.fraction(&rng)
            let b = Bool.random(using: &rng) ? Self.neighbour(of: a, &rng) : Self.fraction(&rng)
            let (less, greater) = (Self.exactlyLess(a, b), Self.exactlyLess(b, a))
            let label = "\(a.numerator)/\(a.denominator) vs \(b.numerator)/\(b.denominator)"
            #expect((a < b) == less, "\(label)")
            #expect((b < a) == greater, "\(label)")
            #expect((a == b) == (!less && !greater), "\(label)")
            if !less && !greater { ties += 1 }
            // Ranking trusts the key only when two keys are more than 6 apart.
            let (keyA, keyB) = (a.orderedApproximation, b.orderedApproximation)
            if !greater { #expect(keyA <= keyB + 6, "\(label)") }
            if !less { #expect(keyB <= keyA + 6, "\(label)") }
            if (less || greater) && max(keyA, keyB) - min(keyA, keyB) <= 6 { nearMisses += 1 }
            // Reduced: the same number, in lowest terms.
            let reduced = a.reduced
            #expect(
                Self.big(reduced.numerator.magnitude) * Self.big(a.denominator)
                    == Self.big(a.numerator) * Self.big(reduced.denominator.magnitude))
            #expect(BigInt.gcd(BigInt(reduced.numerator), BigInt(reduced.denominator)) == .one)
        }
        // The generator reaches exact ties and different values the key can't tell apart.
        #expect(ties > 300 && nearMisses > 300, "\(ties) ties, \(nearMisses) near misses")
    }

    // MARK: Items

    /// A part of a price or quantity on either side of what packs: shelf values, and values near
    /// 2³¹, 2³², 2⁶³ and 2¹²⁷.
    static func amountPart(_ rng: inout SplitMix64) -> Int128 {
        switch Int.random(in: 0..<8, using: &rng) {
        case 0, 1, 2: Int128(Int.random(in: 1...10_000, using: &rng))
        case 3: Int128(Int32.max) + Int128(Int.random(in: -2...2, using: &rng))
        case 4: Int128(UInt32.max) + Int128(Int.random(in: -2...2, using: &rng))
        case 5: Int128(Int64.max) + Int128(Int.random(in: -2...2, using: &rng))
        case 6: rng.nearMax(spread: 1 << 20)
        default: rng.positive(bits: 1...100)
        }
    }

    static func amount(_ rng: inout SplitMix64) throws -> Rational {
        let denominators: [Int128] = [1, 2, 3, 10, 100, 1000]
        return Bool.random(using: &rng)
            ? try Rational(amountPart(&rng), denominators.randomElement(using: &rng) ?? 1)
            : try Rational(amountPart(&rng), amountPart(&rng))
    }

    /// `count` random products of one dimension; some repeat an earlier product's unit price in
    /// another unit and pack (an exact tie). Values that overflow are drawn again.
    static func items(_ rng: inout SplitMix64, dimension: Dimension, count: Int) -> [ProductItem] {
        let units = Unit.units(of: dimension)
        var items: [ProductItem] = []
        for index in 0..<count * 10 where items.count < count {
            guard let unit = units.randomElement(using: &rng),
                let packSize = try? amount(&rng),
                let packCount = try? (Bool.random(using: &rng) ? .one : amount(&rng)),
                let quantity = try? Quantity(packSize, unit, packCount: packCount)
            else { continue }
            let earlier = Int.random(in: 0..<3, using: &rng) == 0 ? items.randomElement(using: &rng) : nil
            guard
                let price = try? earlier.map({ try $0.unitPrice.multiplied(by: quantity.baseAmount) })
                    ?? amount(&rng),
                let item = try? ProductItem(name: "item \(index)", price: price, quantity: quantity)
            else { continue }
            items.append(item)
        }
        return items
    }

    /// Lists above ``ProductList/smallestRadixSorted`` items radix-sort their keys, shorter ones
    /// compare them.
    @Test(arguments: [(Dimension.weight, 300), (.volume, 3_000), (.count, 300), (.length, 3_000)])
    func itemsKeepTheirValuesAndRankAsExactArithmeticDoes(_ dimension: Dimension, _ count: Int) throws {
        var rng = SplitMix64(seed: 0x17E4_0000 + UInt64(count))
        let items = Self.items(&rng, dimension: dimension, count: count)
        var packed = 0
        for item in items {
            // The values come back as given, and the unit price is the exact quotient.
            let again = try ProductItem(name: item.name, price: item.price, quantity: item.quantity)
            #expect(again == item && again.hashValue == item.hashValue)
            #expect(item.unitPrice == (try item.price.divided(by: item.quantity.baseAmount)))
            if item.amounts != nil { packed += 1 }
        }
        #expect(
            packed > items.count / 4 && packed < items.count * 9 / 10, "\(packed) of \(items.count) packed")
        // Every pair compares as the reduced unit prices do.
        for (a, b) in zip(items, items.shuffled(using: &rng)) {
            #expect(
                a.hasLowerUnitPrice(than: b) == (a.unitPrice < b.unitPrice), "\(a.unitPrice) < \(b.unitPrice)"
            )
            #expect(a.hasSameUnitPrice(as: b) == (a.unitPrice == b.unitPrice))
        }
        // The list is in the stable exact order.
        let reference = items.indices.sorted { a, b in
            let (x, y) = (items[a].unitPrice, items[b].unitPrice)
            return x != y ? RationalArithmeticTests.bruteForceLess(x, y) : a < b
        }
        let list = try ProductList(items)
        #expect(list.items.map(\.name) == reference.map { items[$0].name })
        let ties = zip(reference, reference.dropFirst()).count { items[$0].unitPrice == items[$1].unitPrice }
        #expect(ties > items.count / 10, "\(ties) exact ties")
        #expect(items.count == count)
    }

    @Test func anItemIsFortyEightBytes() {
        #expect(MemoryLayout<ProductItem>.stride == 48)
    }
}
