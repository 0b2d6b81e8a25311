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

    /// Creates a product from text as typed in a form: a price as a shelf tag writes it
    /// (`3.99`, `99¢`, `2 x 3.49`, `7.99 - 1.50`, or a multi-buy such as `3 for $10`; see
    /// ``PriceTag``) and a quantity (`500 g`, `6 x 355 mL`). A multi-buy buys that many of the
    /// quantity: `3/$10` for `1 lb` is 10.00 for 3 × 1 lb.
    /// - Throws: ``ProductListError/missingValue(_:)`` for empty text,
    ///   ``ProductListError/invalidValue(_:_:)`` for unreadable text, and the errors of
    ///   ``init(name:price:quantity:)``.
    public init(
        name: String? = nil, price priceText: String, quantity quantityText: String,
        system: MeasurementSystem = .metric, dimension: Dimension? = nil
    ) throws(ProductListError) {
        guard !priceText.trimmingSpaces.isEmpty else { throw .missingValue(.price) }
        guard !quantityText.trimmingSpaces.isEmpty else { throw .missingValue(.quantity) }
        let tag: PriceTag
        let quantity: Quantity
        do {
            tag = try PriceTag(parsing: priceText)
        } catch {
            throw .invalidValue(.price, error)
        }
        do {
            quantity = try Quantity(parsing: quantityText, system: system, dimension: dimension)
        } catch {
            throw .invalidValue(.quantity, error)
        }
        try self.init(name: name, tag: tag, quantity: quantity)
    }

    /// Creates a product bought at `tag`: a multi-buy multiplies the packs of `quantity`.
    /// - Throws: the errors of ``init(name:price:quantity:)``.
    public init(name: String? = nil, tag: PriceTag, quantity: Quantity) throws(ProductListError) {
        guard tag.packCount != .one else {
            try self.init(name: name, price: tag.amount, quantity: quantity)
            return
        }
        let packs: Quantity
        do {
            packs = try Quantity(
                quantity.packSize, quantity.unit, packCount: quantity.packCount.multiplied(by: tag.packCount))
        } catch {
            throw .arithmetic(error)
        }
        try self.init(name: name, price: tag.amount, quantity: packs)
    }

    /// Creates a product from its exact parts, as saved state and share links keep them:
    /// `packCount` × `packSize` of `unit` for `price`.
    /// - Throws: ``ProductListError/arithmetic(_:)`` when the quantity can't be represented, and
    ///   the errors of ``init(name:price:quantity:)``.
    public init(
        name: String?, price: Rational, packCount: Rational, packSize: Rational, unit: Unit
    ) throws(ProductListError) {
        let quantity: Quantity
        do {
            quantity = try Quantity(packSize, unit, packCount: packCount)
        } catch {
            throw .arithmetic(error)
        }
        try self.init(name: name, price: price, quantity: quantity)
    }

    /// What the product is measured by.
    public var dimension: Dimension { quantity.dimension }
}
