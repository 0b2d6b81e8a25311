/// What choosing the best deal saves against another product.
public struct Savings: Hashable, Sendable {
    /// The product compared against.
    public let other: ProductItem
    /// The other product's position in the comparison (0-based, best first).
    public let otherIndex: Int
    /// The difference in price per the reference quantity.
    public let perReference: Rational
    /// What buying the best product's quantity of the best product saves against buying the
    /// same quantity of the other one.
    let forBestQuantity: Rational
    /// How much cheaper per unit the best is than the other, in percent of the other's unit
    /// price.
    public let percentCheaper: Rational
}
