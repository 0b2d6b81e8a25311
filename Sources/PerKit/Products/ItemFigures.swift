/// The convenience figures of one product in a ``Comparison``, exact; format on demand.
public struct ItemFigures: Hashable, Sendable {
    /// The product.
    public let item: ProductItem
    /// 1 for the best deal; products with exactly equal unit prices share a rank
    /// (competition ranking: 1, 1, 3).
    public let rank: Int
    /// The price per the comparison's reference quantity.
    public let unitPrice: Rational
    /// How much more expensive per unit than the best, in percent (0 for the best).
    public let percentMoreThanBest: Rational
    /// What the product costs minus what its quantity would cost at the best unit price.
    public let extraCost: Rational
    /// How much more of the product the best deal gives for this product's price, in the
    /// base unit of the dimension (g, mL, each, m, m²).
    let extraQuantityAtBest: Rational

    /// Whether this product is (one of) the best deals.
    public var isBest: Bool { rank == 1 }

    /// "More for your money": how much more of the product the best deal gives for the same
    /// money, in percent. For the same money the quantities are in inverse ratio to the unit
    /// prices, so this is the same number as ``percentMoreThanBest``.
    var percentMoreForYourMoney: Rational { percentMoreThanBest }
}
