import PerKit

/// A list of products as saved: checked by PerKit, with each product's text as typed.
struct SavedList: Sendable, Equatable {
    /// One product with the text it was entered as.
    struct Entry: Sendable, Equatable {
        var item: ProductItem
        var priceText: String
        var quantityText: String
    }

    var name: String
    var system: MeasurementSystem
    var currency: String?
    /// The products in the order they were entered.
    var entries: [Entry]

    /// The products ranked by PerKit, best first.
    /// - Throws: ``ProductListError/unitsMismatch(item:list:)`` for mixed dimensions.
    func productList() throws(ProductListError) -> ProductList {
        try ProductList(entries.map(\.item))
    }
}

extension SavedList {
    /// The list rebuilt exactly from its stored rows, `items` in order of entry.
    /// - Throws: ``StorageError`` when a stored product can't be rebuilt.
    init(record: ListRecord, items: [ItemRecord]) throws(StorageError) {
        name = record.name
        system = MeasurementSystem(rawValue: record.system) ?? .metric
        currency = record.currency
        entries = []
        for item in items { entries.append(try item.entry()) }
    }
}
