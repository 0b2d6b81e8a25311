import PerKit

/// The job under test: exact unit prices for every product, then one sorted ``ProductList``.
enum PerKitRanking {
    /// The ranked list and how long each step took.
    struct Run {
        var list: ProductList
        var timing: PhaseTiming
    }

    /// Builds the items (timed), drops the input (not timed; it is freed here when the caller
    /// gave it up), then builds the sorted list (timed).
    static func run(_ products: consuming [GeneratedProduct]) throws(ProductListError) -> Run {
        let clock = ContinuousClock()
        let start = clock.now
        let items = try makeItems(products)
        let created = clock.now
        _ = consume products
        let sortStart = clock.now
        // The items' last use: the list sorts them in place instead of copying them.
        let list = try ProductList(consume items)
        let sorted = clock.now
        return Run(list: list, timing: PhaseTiming(create: created - start, sort: sorted - sortStart))
    }

    /// One ``ProductItem`` per product, with its exact unit price.
    static func makeItems(_ products: [GeneratedProduct]) throws(ProductListError) -> [ProductItem] {
        let units = WeightUnit.allCases.map(\.perKitUnit)
        var items: [ProductItem] = []
        items.reserveCapacity(products.count)
        for product in products {
            let price: Rational
            let quantity: Quantity
            do {
                price = try Rational(Int128(product.cents), 100)
                quantity = try Quantity(
                    Rational(Int128(product.sizeThousandths), 1000), units[Int(product.unit.rawValue)],
                    packCount: Rational(Int(product.packCount)))
            } catch {
                throw .arithmetic(error)
            }
            items.append(try ProductItem(price: price, quantity: quantity))
        }
        return items
    }

    /// The input positions in the list's order, checking that the list holds exactly the
    /// items sorted by exact unit price with ties in input order (not timed).
    static func order(of run: Run, products: [GeneratedProduct]) -> [Int]? {
        guard let items = try? makeItems(products) else { return nil }
        let order = items.indices.sorted { a, b in
            let (x, y) = (items[a].unitPrice, items[b].unitPrice)
            return x != y ? x < y : a < b
        }
        guard run.list.items.count == order.count else { return nil }
        for (position, index) in order.enumerated() where run.list.items[position] != items[index] {
            return nil
        }
        return order
    }
}
