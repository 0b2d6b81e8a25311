/// A product's price, pack count and pack size, and its unit price in lowest terms, for the
/// values that don't fit `PackedAmounts` (128-bit parts).
final class ExactAmounts: Sendable {
    let price: Rational
    let packCount: Rational
    let packSize: Rational
    /// The price of one base unit.
    let unitPrice: Rational

    init(price: Rational, packCount: Rational, packSize: Rational, unitPrice: Rational) {
        self.price = price
        self.packCount = packCount
        self.packSize = packSize
        self.unitPrice = unitPrice
    }
}

extension ExactAmounts: Hashable {
    /// The unit price follows from the other values, so it is not compared.
    static func == (lhs: ExactAmounts, rhs: ExactAmounts) -> Bool {
        lhs.price == rhs.price && lhs.packCount == rhs.packCount && lhs.packSize == rhs.packSize
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(price)
        hasher.combine(packCount)
        hasher.combine(packSize)
    }
}
