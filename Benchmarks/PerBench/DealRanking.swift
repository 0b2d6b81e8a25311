import PerKit

/// The job with deals: the same products, every tenth on a deal, ranked by what is really paid
/// per unit, member prices used: the positions in ranked order
/// (``ProductList/rankingOrder(of:usesMemberPrices:)``, which ``Comparison`` ranks by), and, for
/// comparison, the items moved into that order (``ProductList/rankedByUnitPrice(_:usesMemberPrices:)``).
enum DealRanking {
    /// Every `share`-th product (from the first) is on a deal: 10 %.
    static let share = 10

    /// The deals, in turn: a member price (90 % of the shelf price), buy 2 get 1 free, 3 for
    /// 2.5 times the shelf price, 10 % off, 2nd half price.
    static let kinds = ["member price", "buy 2 get 1 free", "3 for PRICE", "10% off", "2nd half price"]

    /// The ranking and how long each step took.
    struct Run {
        /// The items' positions, best first.
        var order: [Int]
        /// The items moved into that order.
        var ranked: [ProductItem]
        /// Making the items, then ranking them (their order).
        var timing: PhaseTiming
        /// Making the items, then moving them into their ranked order.
        var movedTiming: PhaseTiming
    }

    /// Builds the items with their deals (timed: a deal's figures are worked out when its
    /// product is made), then ranks them: their order (timed), and the items moved (timed).
    static func run(_ products: [GeneratedProduct]) throws(ProductListError) -> Run {
        let clock = ContinuousClock()
        let start = clock.now
        let items = try makeItems(products)
        let created = clock.now
        let order = ProductList.rankingOrder(of: items, usesMemberPrices: true)
        let ordered = clock.now
        let ranked = ProductList.rankedByUnitPrice(items, usesMemberPrices: true)
        let moved = clock.now
        return Run(
            order: order, ranked: ranked, timing: PhaseTiming(create: created - start, sort: ordered - created),
            movedTiming: PhaseTiming(create: created - start, sort: moved - ordered))
    }

    /// The plain items (``PerKitRanking/makeItems(_:)``) with a deal on every tenth.
    static func makeItems(_ products: [GeneratedProduct]) throws(ProductListError) -> [ProductItem] {
        var items = try PerKitRanking.makeItems(products)
        let shared: [Deal]
        do {
            shared = [
                try Deal([.buyGetFree(buy: Rational(2), free: .one)]), try Deal([.percentOff(Rational(10))]),
                try Deal([.secondHalfPrice]),
            ]
        } catch {
            throw .deal(error)
        }
        for index in stride(from: 0, to: items.count, by: share) {
            items[index] = try items[index].withDeal(deal(index / share % kinds.count, for: items[index], shared))
        }
        return items
    }

    /// The deal of kind `kind` for `item`.
    private static func deal(_ kind: Int, for item: ProductItem, _ shared: [Deal]) throws(ProductListError)
        -> Deal
    {
        let clause: DealClause
        do {
            switch kind {
            case 0: clause = .member(try item.price.multiplied(by: Rational(9, 10)))
            case 2: clause = .multiBuy(count: Rational(3), price: try item.price.multiplied(by: Rational(5, 2)))
            case 1: return shared[0]
            case 3: return shared[1]
            default: return shared[2]
            }
        } catch {
            throw .arithmetic(error)
        }
        do {
            return try Deal([clause])
        } catch {
            throw .deal(error)
        }
    }

    /// Whether `run`'s order and items are exactly the items ranked by their exact unit price
    /// as ``Comparison`` counts it (the deal's, member prices used), ties in input order (not
    /// timed; Rational comparisons).
    static func isExactlyRanked(_ run: Run, products: [GeneratedProduct]) -> Bool {
        guard let items = try? makeItems(products) else { return false }
        let unitPrices = items.map { $0.dealFigures(usesMemberPrice: true)?.unitPrice ?? $0.unitPrice }
        let order = items.indices.sorted { a, b in
            unitPrices[a] != unitPrices[b] ? unitPrices[a] < unitPrices[b] : a < b
        }
        return run.order == order && run.ranked == order.map { items[$0] }
    }
}
