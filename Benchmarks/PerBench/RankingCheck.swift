import PerKit

/// Whether the three rankings agree (computed after the timed runs).
struct RankingCheck {
    /// The list holds exactly the items, sorted by exact unit price, ties in input order.
    var perKitListIsSorted: Bool
    /// Input positions of the best item by each ranking.
    var bestPerKit: Int?
    var bestFoundation: Int?
    var bestDouble: Int?
    /// The best item's exact unit price, in currency per gram.
    var bestUnitPrice: Rational?
    /// How many positions hold another item than PerKit's exact ranking.
    var foundationDifferences: Int
    var doubleDifferences: Int
    /// Products whose exact unit price equals another product's (exact ties).
    var exactTies: Int

    init(
        products: [GeneratedProduct], perKit: PerKitRanking.Run, foundation: FoundationRanking.Run,
        doubleUnitPrices: [Double]
    ) {
        let exact = PerKitRanking.order(of: perKit, products: products)
        let foundationOrder = FoundationRanking.order(of: foundation)
        let doubleOrder = DoubleRanking.order(of: doubleUnitPrices)
        perKitListIsSorted = exact != nil
        let exactOrder = exact ?? []
        bestPerKit = exactOrder.first
        bestFoundation = foundationOrder.first
        bestDouble = doubleOrder.first
        bestUnitPrice = perKit.list.items.first?.unitPrice
        foundationDifferences = zip(exactOrder, foundationOrder).count { $0 != $1 }
        doubleDifferences = zip(exactOrder, doubleOrder).count { $0 != $1 }
        let sorted = perKit.list.items
        exactTies = sorted.indices.count { i in
            (i > 0 && sorted[i - 1].unitPrice == sorted[i].unitPrice)
                || (i + 1 < sorted.count && sorted[i + 1].unitPrice == sorted[i].unitPrice)
        }
    }

    /// All three name the same best item.
    var bestAgrees: Bool {
        bestPerKit != nil && bestPerKit == bestFoundation && bestPerKit == bestDouble
    }
}
