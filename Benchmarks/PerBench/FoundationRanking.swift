import Foundation

/// The same job with Foundation: `Measurement<UnitMass>` converted to grams and `Double`
/// unit prices.
enum FoundationRanking {
    /// A product as a Foundation app would hold it.
    struct Item {
        /// The position in the input, to keep equal unit prices in input order.
        var index: Int
        var price: Double
        var quantity: Measurement<UnitMass>
        var unitPrice: Double
    }

    /// The ranked items and how long each step took.
    struct Run {
        var items: [Item]
        var timing: PhaseTiming
    }

    /// Builds the items (timed), drops the input (not timed; it is freed here when the caller
    /// gave it up), then sorts them (timed).
    static func run(_ products: consuming [GeneratedProduct]) -> Run {
        let clock = ContinuousClock()
        let start = clock.now
        var items = makeItems(products)
        let created = clock.now
        _ = consume products
        let sortStart = clock.now
        items.sort { a, b in a.unitPrice != b.unitPrice ? a.unitPrice < b.unitPrice : a.index < b.index }
        let sorted = clock.now
        return Run(items: items, timing: PhaseTiming(create: created - start, sort: sorted - sortStart))
    }

    static func makeItems(_ products: [GeneratedProduct]) -> [Item] {
        let units = WeightUnit.allCases.map(\.foundationUnit)
        var items: [Item] = []
        items.reserveCapacity(products.count)
        for (index, product) in products.enumerated() {
            let size = Double(product.sizeThousandths) / 1000 * Double(product.packCount)
            let quantity = Measurement(value: size, unit: units[Int(product.unit.rawValue)])
            let grams = quantity.converted(to: .grams).value
            let price = Double(product.cents) / 100
            items.append(Item(index: index, price: price, quantity: quantity, unitPrice: price / grams))
        }
        return items
    }

    /// How many grams Foundation says one `unit` is (for the report: Foundation rounds some
    /// factors, e.g. 28.3495 g per ounce instead of 28.349523125).
    static func grams(per unit: WeightUnit) -> Double {
        Measurement(value: 1, unit: unit.foundationUnit).converted(to: .grams).value
    }

    /// The input positions in ranked order.
    static func order(of run: Run) -> [Int] {
        run.items.map(\.index)
    }
}
