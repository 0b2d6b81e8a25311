/// The convenience figures of one product in a ``Comparison``, exact; format on demand.
public struct ItemFigures: Hashable, Sendable {
    /// The product.
    public let item: ProductItem
    /// The product's index in the list compared (which a ranking by deals may reorder).
    public let listIndex: Int
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
    /// The figures of the product's deal and its unit price without it, out of line; `nil`
    /// without a deal.
    private let dealFigures: OutOfLine<DealRow>?

    /// What a product's deal adds to its figures.
    private struct DealRow: Hashable, Sendable {
        let figures: DealFigures
        let unitPriceWithoutDeal: Rational
    }

    /// Figures with every field given; `unitPriceWithoutDeal` is per the reference quantity,
    /// and only kept with a deal.
    init(
        item: ProductItem, listIndex: Int, rank: Int, unitPrice: Rational, percentMoreThanBest: Rational,
        extraCost: Rational, extraQuantityAtBest: Rational, deal: DealFigures? = nil,
        unitPriceWithoutDeal: Rational? = nil
    ) {
        self.item = item
        self.listIndex = listIndex
        self.rank = rank
        self.unitPrice = unitPrice
        self.percentMoreThanBest = percentMoreThanBest
        self.extraCost = extraCost
        self.extraQuantityAtBest = extraQuantityAtBest
        dealFigures = deal.map {
            .value(DealRow(figures: $0, unitPriceWithoutDeal: unitPriceWithoutDeal ?? unitPrice))
        }
    }

    /// The figures of the product's deal as the comparison counted it (with or without the
    /// member price), or `nil` when the product has no deal. The ranking, ``unitPrice`` and
    /// ``extraCost`` are then the deal's.
    public var deal: DealFigures? { dealFigures?.value.figures }

    /// The price per the comparison's reference quantity of one pack at the shelf price, tax
    /// in: the product without its deal (``unitPrice`` for a product without one).
    public var unitPriceWithoutDeal: Rational { dealFigures?.value.unitPriceWithoutDeal ?? unitPrice }

    /// What is paid for ``quantity``: the deal's price (tax in, deposit out), or the product's.
    public var price: Rational { deal?.price ?? item.price }

    /// The quantity compared: the deal's (all the packs that must be bought), or the product's.
    public var quantity: Quantity { deal?.quantity ?? item.quantity }

    /// Whether the product's deal costs more per unit than the product without it.
    public var isDealWorseThanWithoutIt: Bool { deal?.isWorseThanWithoutDeal ?? false }

    /// Whether this product is (one of) the best deals.
    public var isBest: Bool { rank == 1 }

    /// "More for your money": how much more of the product the best deal gives for the same
    /// money, in percent. For the same money the quantities are in inverse ratio to the unit
    /// prices, so this is the same number as ``percentMoreThanBest``.
    var percentMoreForYourMoney: Rational { percentMoreThanBest }
}
