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

    /// A sentence for the shopper, e.g. "Can't record 1 L (sold by volume) for Coffee: it is
    /// sold by weight in your price book".
    public var message: String {
        switch self {
        case .missingName:
            "The product needs a name to go in the price book, e.g. Coffee: 3.99 for 500 g"
        case .invalidDate(let text):
            "'\(text.abbreviated())' is not a date: write YYYY-MM-DD, e.g. 2026-11-03"
        case .unitsMismatch(let item, let product, let dimension):
            "Can't record \(item) (sold by \(item.dimension.soldBy)) for \(product.abbreviated()): "
                + "it is sold by \(dimension.soldBy) in your price book"
        case .dimensionsDiffer(let first, let firstDimension, let second, let secondDimension):
            "Can't make \(first.abbreviated()) (sold by \(firstDimension.soldBy)) and "
                + "\(second.abbreviated()) (sold by \(secondDimension.soldBy)) one product"
        case .noSuchProduct(let name): "There is no \(name.abbreviated()) in your price book"
        case .noSuchEntry(let id): "There is no price book entry \(id.abbreviated())"
        case .product(let error): error.message
        }
    }
}

extension PriceBookError: CustomStringConvertible {
    /// The same text as ``message``.
    public var description: String { message }
}
