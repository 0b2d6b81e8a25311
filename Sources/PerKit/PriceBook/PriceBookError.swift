/// Why the price book refused a change or a question.
///
/// Its large cases are `indirect`, as ``ProductListError``'s are.
public enum PriceBookError: Error, Equatable, Sendable {
    /// An entry needs the product's name.
    case missingName
    /// The date is not a real `YYYY-MM-DD` day; carries the text.
    case invalidDate(String)
    /// The entry is measured in another dimension than the product's earlier entries.
    indirect case unitsMismatch(item: Quantity, product: String, dimension: Dimension)
    /// Two products of different dimensions can't become one.
    indirect case dimensionsDiffer(String, Dimension, String, Dimension)
    /// No product of that name is in the book.
    case noSuchProduct(String)
    /// No entry has that id.
    case noSuchEntry(String)
    /// The price, quantity or name can't make a product.
    case product(ProductListError)

    /// A sentence for the shopper in English, e.g. "Can't record 1 L (sold by volume) for
    /// Coffee: it is sold by weight in your price book".
    public var message: String { message(in: .english) }

    /// A sentence for the shopper in the language of `catalog`.
    public func message(in catalog: Catalog) -> String {
        switch self {
        case .missingName: catalog.text(.bookMissingName)
        case .invalidDate(let text): catalog.text(.bookInvalidDate, ("text", text.abbreviated()))
        case .unitsMismatch(let item, let product, let dimension):
            catalog.text(
                .bookUnitsMismatch, ("quantity", item.description),
                ("dimension", item.dimension.soldBy(in: catalog)),
                ("product", product.abbreviated()), ("bookDimension", dimension.soldBy(in: catalog)))
        case .dimensionsDiffer(let first, let firstDimension, let second, let secondDimension):
            catalog.text(
                .bookDimensionsDiffer, ("first", first.abbreviated()),
                ("firstDimension", firstDimension.soldBy(in: catalog)), ("second", second.abbreviated()),
                ("secondDimension", secondDimension.soldBy(in: catalog)))
        case .noSuchProduct(let name): catalog.text(.bookNoSuchProduct, ("product", name.abbreviated()))
        case .noSuchEntry(let id): catalog.text(.bookNoSuchEntry, ("id", id.abbreviated()))
        case .product(let error): error.message(in: catalog)
        }
    }
}

extension PriceBookError: CustomStringConvertible {
    /// The same text as ``message``.
    public var description: String { message }
}
