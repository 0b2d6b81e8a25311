import PerKit

/// A list of products as the API takes and shows it: checked by PerKit, with each product's
/// text as typed, the measurement system it was read with and its currency.
struct SavedList: Sendable, Equatable {
    /// One product with the text it was entered as.
    struct Entry: Sendable, Equatable {
        /// The product, exact.
        var item: ProductItem
        /// The price as typed, e.g. `3.99`.
        var priceText: String
        /// The quantity as typed, e.g. `6 x 355 mL`.
        var quantityText: String
    }

    /// The list's name.
    var name: String
    /// What the products' units were read with.
    var system: MeasurementSystem
    /// An ISO 4217 code such as `EUR`, if the list has one.
    var currency: String?
    /// The products in the order they were entered.
    var entries: [Entry]

    /// The products ranked by PerKit, best first.
    /// - Throws: ``ProductListError/unitsMismatch(item:list:)`` for mixed dimensions.
    func productList() throws(ProductListError) -> ProductList {
        try ProductList(entries.map(\.item))
    }
}
