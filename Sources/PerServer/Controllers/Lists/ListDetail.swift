import Foundation
import PerKit

/// The answer to `GET /api/lists/{id}` (and to `POST` and `PUT`): the list with its products
/// ranked best first by PerKit's `Comparison` by what is really paid per unit (member prices
/// used, as the app does by default), every figure as display text and as an exact fraction
/// (`p/q`).
struct ListDetail: Encodable, Sendable {
    /// One exact quantity, e.g. `6 × 355 mL`: packs, size, unit.
    struct ExactQuantity: Encodable, Sendable {
        var packCount: String
        var packSize: String
        var unit: String
        /// `packCount × packSize`, in `unit`.
        var amount: String
        /// The amount in the dimension's base unit (g, mL, each, m, m²).
        var baseAmount: String
    }

    /// A product's deal and what it comes to: PerKit's `DealFigures`.
    struct DealDetail: Encodable, Sendable {
        /// The clauses as PerKit writes them, e.g. `member 3.50, buy 2 get 1 free`: what an
        /// item's `deal` takes back.
        var clauses: String
        /// What lowers the price, e.g. `member 3.50, buy 2 get 1 free`; left out when nothing
        /// does (a deposit or a tax alone, or a member price not used).
        var text: String?
        /// How many packs to put in the basket for the deal's price.
        var mustBuy: String
        /// One pack's price as on the shelf.
        var shelfPrice: String
        var memberPrice: String?
        var usesMemberPrice: Bool
        /// The deposit on the deal's quantity; never in the price or the unit price.
        var deposit: String?
        /// The price plus the deposit.
        var payAtTill: String
        var unitPriceWithoutDeal: String
        var unitPriceWithoutDealExact: String
        /// Whether the deal costs more per unit than the product without it.
        var isWorseThanWithoutDeal: Bool
    }

    /// One product with its comparison figures.
    struct Item: Encodable, Sendable {
        var name: String?
        /// Where the product was in the list as entered (0-based); `PUT` keeps that order.
        var position: Int
        /// The price as sent, or the exact price's text once a device has set or changed it.
        var priceText: String
        /// The quantity as sent, or the exact quantity's text once a device has set or changed it.
        var quantityText: String
        /// What is paid for ``quantity``, under the deal if the product has one (tax in, deposit
        /// out), as decimal text when it terminates (`3.99`), otherwise `p/q`.
        var price: String
        var priceExact: String
        /// The quantity for display, e.g. `6 × 355 mL`: the deal's (`buy 2 get 1 free` of 200 g:
        /// `3 × 200 g`).
        var quantity: String
        var quantityExact: ExactQuantity
        /// 1 for the best deal; equal unit prices share a rank.
        var rank: Int
        var isBest: Bool
        /// The price per ``ListDetail/reference``, rounded so that different prices look different
        /// (``ComparisonDisplay``: the currency's places or more).
        var unitPrice: String
        var unitPriceExact: String
        /// How much more per unit than the best, in percent (``ComparisonDisplay``).
        var percentMoreThanBest: String
        var percentMoreThanBestExact: String
        /// What the product costs minus what its quantity costs at the best unit price
        /// (``ComparisonDisplay``: the currency's places or more).
        var extraCost: String
        var extraCostExact: String
        /// The product's deal; left out for a product without one.
        var deal: DealDetail?
    }

    /// The quantity unit prices are quoted for, e.g. `100 g`.
    struct Reference: Encodable, Sendable {
        var text: String
        var amount: String
        var unit: String
    }

    /// The list's record id, 32 lowercase hexadecimal digits.
    var id: String
    var name: String
    var system: String
    var currency: String?
    var createdAt: Date
    var updatedAt: Date
    /// `weight`, `volume`, `count`, `length` or `area`; left out for an empty list (like every
    /// optional field without a value: `currency`, an item's `name`).
    var dimension: String?
    var reference: Reference
    var items: [Item]
    /// PerKit's ``Verdict``, the sentence the app and `per compare` show, with amounts as plain
    /// decimal text: "B is the best deal: 33.3% cheaper per kg than A; buying 3 kg of it
    /// instead saves 1.00". Left out for an empty list.
    var verdict: String?

    /// Compares the list's products with PerKit, per the reference pinned on a device when it
    /// measures the products' dimension.
    /// - Throws: PerKit's ``ProductListError`` (mixed dimensions, overflow).
    init(_ synced: SyncedList) throws(ProductListError) {
        let list = synced.list
        let productList = try list.productList()
        let pinned = synced.reference.flatMap { $0.dimension == productList.dimension ? $0 : nil }
        let comparison = try Comparison(productList, reference: pinned, system: list.system, usesMemberPrices: true)
        // Positions of entry: equal items keep their order of entry, so take the first unused.
        var positions: [ProductItem: [Int]] = [:]
        for (position, entry) in list.entries.enumerated().reversed() {
            positions[entry.item, default: []].append(position)
        }
        // The figures as text by PerKit's one rounding rule, as the app and `per compare` show them.
        let display = ComparisonDisplay(
            comparison, currencyPlaces: Currency.places(ofCode: list.currency))
        var items: [Item] = []
        for figures in comparison.figures {
            let item = figures.item
            let position = positions[item]?.popLast() ?? 0
            let entry = list.entries[position]
            let quantity = figures.quantity
            items.append(
                Item(
                    name: item.name, position: position, priceText: entry.priceText,
                    quantityText: entry.quantityText,
                    price: Self.decimal(figures.price),
                    priceExact: figures.price.fractionText,
                    quantity: quantity.formatted(in: list.system),
                    quantityExact: ExactQuantity(
                        packCount: quantity.packCount.fractionText, packSize: quantity.packSize.fractionText,
                        unit: quantity.unit.id, amount: quantity.amount.fractionText,
                        baseAmount: quantity.baseAmount.fractionText),
                    rank: figures.rank, isBest: figures.isBest,
                    unitPrice: display.unitPrice(figures),
                    unitPriceExact: figures.unitPrice.fractionText,
                    percentMoreThanBest: display.percentMoreThanBest(figures),
                    percentMoreThanBestExact: figures.percentMoreThanBest.fractionText,
                    extraCost: display.extraCost(figures),
                    extraCostExact: figures.extraCost.fractionText,
                    deal: Self.deal(of: figures, display: display)))
        }
        id = synced.id.text
        name = list.name
        system = list.system.rawValue
        currency = list.currency
        createdAt = synced.createdAt
        updatedAt = synced.updatedAt
        dimension = productList.dimension?.rawValue
        reference = Reference(
            text: comparison.reference.formatted(in: list.system),
            amount: comparison.reference.amount.fractionText, unit: comparison.reference.unit.id)
        self.items = items
        verdict = Verdict(dealsOf: display, system: list.system)?.plainText
    }

    /// Decimal text when it terminates (`3.99`), otherwise `p/q`.
    static func decimal(_ value: Rational) -> String {
        value.exactDecimal ?? value.fractionText
    }

    /// The deal of the product of `figures`, if it has one.
    static func deal(of figures: ItemFigures, display: ComparisonDisplay) -> DealDetail? {
        guard let clauses = figures.item.deal?.text, let deal = figures.deal else { return nil }
        return DealDetail(
            clauses: clauses, text: deal.dealText, mustBuy: decimal(deal.mustBuy),
            shelfPrice: decimal(deal.shelfPrice), memberPrice: deal.memberPrice.map(decimal),
            usesMemberPrice: deal.usesMemberPrice, deposit: deal.deposit.map(decimal),
            payAtTill: decimal(deal.payAtTill), unitPriceWithoutDeal: display.unitPriceWithoutDeal(figures),
            unitPriceWithoutDealExact: figures.unitPriceWithoutDeal.fractionText,
            isWorseThanWithoutDeal: deal.isWorseThanWithoutDeal)
    }
}
