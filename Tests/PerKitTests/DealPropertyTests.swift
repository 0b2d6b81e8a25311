import SeededRandom
import Testing

@testable import PerKit

/// Exact properties of deals over generated lists; every generator is seeded and the seed
/// printed, so that a failure can be replayed.
@Suite("Deal properties")
struct DealPropertyTests {
    /// A random deal of a few clauses, valid on its own (it may still leave nothing to pay on
    /// a given product).
    static func randomDeal(_ rng: inout SplitMix64) -> Deal {
        func amount() -> Rational { try! Rational(Int128(Int.random(in: 1...500, using: &rng)), 100) }
        func count(_ range: ClosedRange<Int>) -> Rational { Rational(Int.random(in: range, using: &rng)) }
        var clauses: [DealClause] = []
        if Bool.random(using: &rng) { clauses.append(.member(amount())) }
        if Int.random(in: 0..<4, using: &rng) == 0 { clauses.append(.percentOff(count(1...90))) }
        if Int.random(in: 0..<4, using: &rng) == 0 { clauses.append(.save(try! Rational(Int128(Int.random(in: 1...20, using: &rng)), 100))) }
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: clauses.append(.buyGetFree(buy: count(1...4), free: count(1...3)))
        case 1: clauses.append(.secondHalfPrice)
        case 2:
            let pay = count(1...4)
            clauses.append(.forThePriceOf(take: try! pay.adding(count(1...3)), pay: pay))
        case 3: clauses.append(.multiBuy(count: count(2...6), price: amount()))
        default: break
        }
        if Int.random(in: 0..<4, using: &rng) == 0 { clauses.append(.tax(count(1...25))) }
        if Int.random(in: 0..<4, using: &rng) == 0 { clauses.append(.deposit(amount())) }
        clauses.shuffle(using: &rng)
        return try! Deal(clauses)
    }

    /// Random products by weight, about a third of them on a random deal.
    static func randomItems(_ rng: inout SplitMix64, count: Int) throws -> [ProductItem] {
        var items: [ProductItem] = []
        for item in try PropertyTests.randomItems(&rng, dimension: .weight, count: count) {
            guard Int.random(in: 0..<3, using: &rng) == 0,
                let dealt = try? item.withDeal(randomDeal(&rng))
            else {
                items.append(item)
                continue
            }
            items.append(dealt)
        }
        return items
    }

    @Test func aDealNeverChangesTheRankingOfProductsWithoutDeals() throws {
        var rng = PropertyTests.generator("deal ranking", seed: 0xDEA1_0001)
        for _ in 0..<200 {
            let items = try Self.randomItems(&rng, count: Int.random(in: 1...30, using: &rng))
            for usesMemberPrices in [true, false] {
                let all = try Comparison(ProductList(items), usesMemberPrices: usesMemberPrices)
                let plain = try Comparison(ProductList(items.filter { $0.deal == nil }))
                let plainInAll = all.figures.filter { $0.item.deal == nil }
                // (The reference quantity may differ: it is chosen from all the products.)
                #expect(plainInAll.map { $0.item } == plain.figures.map { $0.item })
                // And the whole ranking is by the unit price really paid, best first.
                #expect(zip(all.figures, all.figures.dropFirst()).allSatisfy { $0.unitPrice <= $1.unitPrice })
            }
        }
    }

    @Test func theRankingOrderIsByTheExactUnitPriceReallyPaidTiesInListOrder() throws {
        var rng = PropertyTests.generator("ranking order", seed: 0xDEA1_0005)
        // Short lists, and lists long enough for the radix sort.
        for count in [1, 2, 7, 30, ProductList.smallestRadixSorted + 1, 5_000] {
            let items = try Self.randomItems(&rng, count: count)
            for usesMemberPrices in [true, false] {
                let unitPrices = items.map {
                    $0.dealFigures(usesMemberPrice: usesMemberPrices)?.unitPrice ?? $0.unitPrice
                }
                let exact = items.indices.sorted { a, b in
                    unitPrices[a] != unitPrices[b] ? unitPrices[a] < unitPrices[b] : a < b
                }
                let order = ProductList.rankingOrder(of: items, usesMemberPrices: usesMemberPrices)
                #expect(order == exact)
                let ranked = ProductList.rankedByUnitPrice(items, usesMemberPrices: usesMemberPrices)
                #expect(ranked == order.map { items[$0] })
            }
        }
    }

    @Test func memberPricesOffEqualsTheListWithoutMemberPrices() throws {
        var rng = PropertyTests.generator("member prices off", seed: 0xDEA1_0002)
        for _ in 0..<200 {
            let items = try Self.randomItems(&rng, count: Int.random(in: 1...20, using: &rng))
            let withoutMember = try items.map { (item) throws in try item.withDeal(item.deal?.withoutMemberPrice) }
            let off = try Comparison(ProductList(items), usesMemberPrices: false)
            let removed = try Comparison(ProductList(withoutMember), usesMemberPrices: true)
            #expect(off.figures.map { $0.item.name } == removed.figures.map { $0.item.name })
            #expect(off.figures.map { $0.rank } == removed.figures.map { $0.rank })
            #expect(off.figures.map { $0.unitPrice } == removed.figures.map { $0.unitPrice })
            #expect(off.figures.map { $0.price } == removed.figures.map { $0.price })
            #expect(off.figures.map { $0.quantity } == removed.figures.map { $0.quantity })
            #expect(off.figures.map { $0.extraCost } == removed.figures.map { $0.extraCost })
            #expect(off.figures.map { $0.deal?.dealText } == removed.figures.map { $0.deal?.dealText })
            // A deal of a member price alone is no deal without it.
            #expect(
                off.figures.map { $0.deal?.payAtTill ?? $0.price }
                    == removed.figures.map { $0.deal?.payAtTill ?? $0.price })
            let (a, b) = (off.savingsAgainstNext, removed.savingsAgainstNext)
            #expect(a?.other.name == b?.other.name)
            #expect(a?.otherIndex == b?.otherIndex)
            #expect(a?.perReference == b?.perReference)
            #expect(a?.forBestQuantity == b?.forBestQuantity)
            #expect(a?.percentCheaper == b?.percentCheaper)
        }
    }

    @Test func buyNGetMFreeIsAMultiBuyOfNPlusMPacksForNPacksPrice() throws {
        var rng = PropertyTests.generator("buy get free", seed: 0xDEA1_0003)
        for _ in 0..<1_000 {
            let price = PropertyTests.randomAmount(&rng)
            let quantity = try Quantity(
                PropertyTests.randomAmount(&rng), Unit.all.randomElement(using: &rng)!,
                packCount: Rational(Int.random(in: 1...12, using: &rng)))
            let buy = Rational(Int.random(in: 1...10, using: &rng))
            let free = Rational(Int.random(in: 1...10, using: &rng))
            let extra = Bool.random(using: &rng) ? [DealClause.deposit(q(1, 4)), .tax(q(8))] : []
            let item = try ProductItem(price: price, quantity: quantity)
            let bogof = try #require(try item.withDeal(Deal([.buyGetFree(buy: buy, free: free)] + extra)).dealFigures())
            let multiBuy = try #require(
                try item.withDeal(Deal([.multiBuy(count: buy.adding(free), price: price.multiplied(by: buy))] + extra))
                    .dealFigures())
            #expect(bogof.price == multiBuy.price)
            #expect(bogof.quantity == multiBuy.quantity)
            #expect(bogof.mustBuy == multiBuy.mustBuy)
            #expect(bogof.unitPrice == multiBuy.unitPrice)
            #expect(bogof.deposit == multiBuy.deposit)
            #expect(bogof.payAtTill == multiBuy.payAtTill)
        }
    }

    @Test func dealsWriteThemselvesBackExactly() throws {
        var rng = PropertyTests.generator("deal text", seed: 0xDEA1_0004)
        for _ in 0..<2_000 {
            let deal = Self.randomDeal(&rng)
            guard !deal.clauses.isEmpty else { continue }  // No clauses: no text, and no deal.
            #expect(try Deal(parsing: deal.text) == deal, "\(deal.text)")
        }
    }
}
