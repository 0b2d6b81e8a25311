import PerKit

/// How `per book` shows the prices of one product: unit prices per one reference quantity,
/// with as many decimal places as `per compare` would give the same products, so that
/// different unit prices never read alike.
struct BookFigures {
    /// The quantity unit prices are quoted for.
    let reference: ReferenceQuantity
    let system: MeasurementSystem
    /// Decimal places of every unit price.
    let places: Int
    /// Whether member prices count (not with `--no-member`).
    let usesMemberPrices: Bool

    /// The figures for `items` (one product's prices, of one dimension) per `reference`, member
    /// prices counted unless `usesMemberPrices` is `false`.
    /// - Throws: ``DataError`` when a unit price per the reference overflows.
    init(
        items: [ProductItem], reference: ReferenceQuantity, system: MeasurementSystem,
        usesMemberPrices: Bool = true
    ) throws(DataError) {
        self.reference = reference
        self.system = system
        self.usesMemberPrices = usesMemberPrices
        do {
            let comparison = try Comparison(
                try ProductList(items), reference: reference, system: system, usesMemberPrices: usesMemberPrices)
            places = comparison.unitPricePlaces(minimum: 2)
        } catch {
            throw DataError(nil, error.message)
        }
    }

    /// The unit price of `item` per the reference, exactly: its deal's (member prices used
    /// unless ``usesMemberPrices`` is `false`) when it has one. The items given to ``init`` were
    /// compared per the reference already, so this does not overflow for them.
    func unitPrice(_ item: ProductItem) -> Rational {
        let base = item.dealFigures(usesMemberPrice: usesMemberPrices)?.unitPrice ?? item.unitPrice
        return perReference(base) ?? base
    }

    /// A price per base unit as a price per the reference, or `nil` on overflow.
    func perReference(_ value: Rational) -> Rational? {
        try? value.multiplied(by: reference.baseAmount)
    }

    /// A unit price per the reference as shown: `0.80`.
    func text(_ unitPrice: Rational) -> String {
        unitPrice.formatted(places: places)
    }

    /// `0.80 per 100 g`, `0.25 each`.
    func phrase(_ item: ProductItem) -> String {
        text(unitPrice(item)) + " " + reference.phrase(in: system)
    }

    /// The reference as JSON, as `per compare --json` writes it: `{amount, unit, text}`.
    var referenceJSON: JSON {
        .object([
            .init("amount", .string(ComparisonReport.decimal(reference.amount))),
            .init("unit", .string(reference.unit.id)),
            .init("text", .string(reference.formatted(in: system))),
        ])
    }

    /// An entry as JSON: `{id, date, product, store, sale, price, quantity, unit, packCount,
    /// packSize, unitPrice, unitPriceExact, deal}`; amounts as `per compare --json` writes them,
    /// `price` and `quantity` one pack's at the shelf price, `unitPrice` the deal's when the
    /// entry has one, `deal` its clauses as Per writes them or `null`.
    func json(_ entry: PriceEntry) -> JSON {
        let item = entry.item
        let unitPrice = unitPrice(item)
        return .object([
            .init("id", .string(entry.id.text)),
            .init("date", .string(entry.date.text)),
            .init("product", .string(entry.product)),
            .init("store", .optional(entry.store)),
            .init("sale", .bool(entry.isSale)),
            .init("price", .string(ComparisonReport.decimal(item.price))),
            .init("quantity", .string(ComparisonReport.decimal(item.quantity.amount))),
            .init("unit", .string(item.quantity.unit.id)),
            .init("packCount", .string(ComparisonReport.decimal(item.quantity.packCount))),
            .init("packSize", .string(ComparisonReport.decimal(item.quantity.packSize))),
            .init("unitPrice", .string(text(unitPrice))),
            .init("unitPriceExact", .string(ComparisonReport.fraction(unitPrice))),
            .init("deal", .optional(item.deal?.text)),
        ])
    }

    /// `3.99 for 500 g`, and its deal after a comma: `3.99 for 500 g, member 3.49`.
    func priceAndQuantity(_ item: ProductItem) -> String {
        item.price.displayText(minimumPlaces: 2) + " for " + item.quantity.formatted(in: system)
            + (item.deal.map { ", " + $0.text } ?? "")
    }

    /// Where and when: ` at Lidl on 2026-11-03`, ` on 2026-11-03`.
    static func place(_ entry: PriceEntry) -> String {
        (entry.store.map { " at " + $0 } ?? "") + " on " + entry.date.text
    }

    /// An entry in words: `Coffee: 3.99 for 500 g at Lidl on 2026-11-03 (sale)`.
    func describe(_ entry: PriceEntry) -> String {
        entry.product + ": " + priceAndQuantity(entry.item) + Self.place(entry)
            + (entry.isSale ? " (sale)" : "")
    }

    /// A unit price and where it was seen: `0.71 per 100 g at Aldi on 2026-10-01`.
    func seen(_ entry: PriceEntry) -> String {
        phrase(entry.item) + Self.place(entry)
    }
}
