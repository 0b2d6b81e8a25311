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

    /// A sentence for the shopper, e.g. "Can't add 1 L (sold by volume) to a list of
    /// products sold by weight".
    public var message: String {
        switch self {
        case .unitsMismatch(let item, let list):
            "Can't add \(item) (sold by \(item.dimension.soldBy)) to a list of products sold by \(list.soldBy)"
        case .missingValue(let value):
            "The \(value.rawValue) is missing: enter the \(value.rawValue) of the product"
        case .notPositive(let value, let amount):
            "The \(value.rawValue) must be greater than zero\(amount.isNegative ? ": it is negative (" : " (it is ")"
                + "\(amount.displayText()))"
        case .invalidValue(let value, let error):
            "The \(value.rawValue) can't be read: \(error.message)"
        case .arithmetic(let error): error.message
        case .noSuchItem(let index): "There is no product number \(index + 1) in the list"
        case .invalidName(let error): error.message
        case .deal(let error): error.message
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
