/// Why a product could not be created or added to a ``ProductList``.
///
/// The cases that carry a quantity or an amount are `indirect`: the error is then a few words,
/// and every function that throws it, rethrows it or catches it needs less code.
public enum ProductListError: Error, Equatable, Sendable {
    /// The product is measured in another dimension than the list (weight vs volume …).
    indirect case unitsMismatch(item: Quantity, list: Dimension)
    /// A value the product needs was not given.
    case missingValue(ProductValue)
    /// A value was zero or negative; carries the value as typed.
    indirect case notPositive(ProductValue, Rational)
    /// Text for a value could not be read.
    case invalidValue(ProductValue, ParseError)
    /// The exact computation overflowed or divided by zero.
    case arithmetic(ArithmeticError)
    /// No product is at that position in the list.
    case noSuchItem(index: Int)
    /// The name can't be a product's: it holds a control character.
    case invalidName(NameError)
    /// The deal clauses after the quantity can't be read, or make no price.
    indirect case deal(DealError)

    /// A sentence for the shopper in English, e.g. "Can't add 1 L (sold by volume) to a list of
    /// products sold by weight".
    public var message: String { message(in: .english) }

    /// A sentence for the shopper in the language of `catalog`.
    public func message(in catalog: Catalog) -> String {
        switch self {
        case .unitsMismatch(let item, let list):
            catalog.text(
                .productUnitsMismatch, ("quantity", item.description),
                ("dimension", item.dimension.soldBy(in: catalog)),
                ("listDimension", list.soldBy(in: catalog)))
        case .missingValue(let value):
            catalog.text(value == .price ? .productMissingPrice : .productMissingQuantity)
        case .notPositive(let value, let amount):
            catalog.text(
                amount.isNegative
                    ? (value == .price ? .productPriceNegative : .productQuantityNegative)
                    : (value == .price ? .productPriceZero : .productQuantityZero),
                ("amount", amount.displayText()))
        case .invalidValue(let value, let error):
            catalog.text(
                value == .price ? .productPriceUnreadable : .productQuantityUnreadable,
                ("reason", error.message(in: catalog)))
        case .arithmetic(let error): error.message(in: catalog)
        case .noSuchItem(let index): catalog.text(.productNoSuchItem, ("number", String(index + 1)))
        case .invalidName(let error): error.message(in: catalog)
        case .deal(let error): error.message(in: catalog)
        }
    }
}

extension ProductListError: CustomStringConvertible {
    /// The same text as ``message``.
    public var description: String { message }
}

/// The values that describe a product.
public enum ProductValue: String, Sendable {
    /// What the product costs.
    case price
    /// How much of it there is.
    case quantity
}
