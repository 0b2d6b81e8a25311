/// One product on the shelf: what it costs and how much of it there is.
///
/// The unit price (price per base unit of the quantity's dimension) is computed exactly
/// once, when the item is created.
public struct ProductItem: Hashable, Sendable {
    /// An optional name, such as "Brand A".
    public let name: String?
    /// The price, greater than zero.
    public let price: Rational
    /// The quantity, greater than zero.
    public let quantity: Quantity
    /// The price of one base unit (g, mL, each, m, m²), exactly.
    public let unitPrice: Rational

    /// Creates a product.
    /// - Throws: ``ProductListError/notPositive(_:_:)`` for a zero or negative price or
    ///   quantity, ``ProductListError/arithmetic(_:)`` when the unit price overflows.
    public init(name: String? = nil, price: Rational, quantity: Quantity) throws(ProductListError) {
        guard price.isPositive else { throw .notPositive(.price, price) }
        let amount = quantity.amount
        guard amount.isPositive else { throw .notPositive(.quantity, amount) }
        do {
            unitPrice = try price.divided(by: amount.multiplied(by: quantity.unit.factor))
        } catch {
            throw .arithmetic(error)
        }
        let trimmed = name?.trimmingSpaces ?? ""
        self.name = trimmed.isEmpty ? nil : trimmed
        self.price = price
        self.quantity = quantity
    }

    /// Creates a product from text as typed in a form: a price expression (`3.99`,
    /// `2 x 3.49`, `7.99 - 1.50`) and a quantity (`500 g`, `6 x 355 mL`).
    /// - Throws: ``ProductListError/missingValue(_:)`` for empty text,
    ///   ``ProductListError/invalidValue(_:_:)`` for unreadable text, and the errors of
    ///   ``init(name:price:quantity:)``.
    public init(
        name: String? = nil, price priceText: String, quantity quantityText: String,
        system: MeasurementSystem = .metric, dimension: Dimension? = nil
    ) throws(ProductListError) {
        guard !priceText.trimmingSpaces.isEmpty else { throw .missingValue(.price) }
        guard !quantityText.trimmingSpaces.isEmpty else { throw .missingValue(.quantity) }
        let price: Rational
        let quantity: Quantity
        do {
            price = try PriceExpression.evaluate(priceText)
        } catch {
            throw .invalidValue(.price, error)
        }
        do {
            quantity = try Quantity(parsing: quantityText, system: system, dimension: dimension)
        } catch {
            throw .invalidValue(.quantity, error)
        }
        try self.init(name: name, price: price, quantity: quantity)
    }

    /// What the product is measured by.
    public var dimension: Dimension { quantity.dimension }
}
