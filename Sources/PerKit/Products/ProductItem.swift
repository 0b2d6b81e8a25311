/// One product on the shelf: what it costs and how much of it there is.
///
/// An item is 48 bytes: the price, pack count and pack size packed as given (`PackedAmounts`),
/// the unit, and a reference to what is kept out of line (the name, and exact values too large
/// to pack). The unit price is not stored: ranking compares it as an unreduced fraction of the
/// packed values, by cross-multiplication, and ``unitPrice`` reduces it when it is read.
public struct ProductItem: Sendable {
    /// The amounts, unless ``details`` holds them exactly.
    let amounts: PackedAmounts?
    /// The unit of the pack size.
    private let unit: Unit
    /// The name and the exact amounts that are not packed; `nil` for an unnamed packed item.
    let details: ItemDetails?

    /// An optional name, such as "Brand A".
    public var name: String? { details?.name }

    /// The price, greater than zero.
    public var price: Rational { details?.exact?.price ?? amounts?.price ?? .zero }

    /// The quantity, greater than zero.
    public var quantity: Quantity {
        if let exact = details?.exact {
            return Quantity(checkedPackSize: exact.packSize, unit, packCount: exact.packCount)
        }
        return Quantity(
            checkedPackSize: amounts?.packSize ?? .zero, unit, packCount: amounts?.packCount ?? .zero)
    }

    /// The price of one base unit (g, mL, each, m, m²), exactly, in lowest terms.
    /// - Complexity: One greatest common divisor of the unreduced unit price.
    public var unitPrice: Rational { details?.exact?.unitPrice ?? unitPriceFraction.reduced }

    /// The unit price as ranking compares it, unreduced.
    var unitPriceFraction: UnitPriceFraction {
        if let amounts { return amounts.unitPrice(factor: unit.factor) }
        return UnitPriceFraction(details?.exact?.unitPrice ?? .one)
    }

    /// Creates a product.
    /// - Throws: ``ProductListError/notPositive(_:_:)`` for a zero or negative price or
    ///   quantity, ``ProductListError/arithmetic(_:)`` when the unit price overflows.
    public init(name: String? = nil, price: Rational, quantity: Quantity) throws(ProductListError) {
        guard price.isPositive else { throw .notPositive(.price, price) }
        let (packCount, packSize) = (quantity.packCount, quantity.packSize)
        guard !packCount.isZero && !packSize.isZero && packCount.isNegative == packSize.isNegative else {
            throw .notPositive(.quantity, quantity.amount)
        }
        let trimmed = name?.trimmingSpaces ?? ""
        let name = trimmed.isEmpty ? nil : trimmed
        unit = quantity.unit
        let factor = unit.factor
        if let packed = PackedAmounts(price: price, packCount: packCount, packSize: packSize, factor: factor)
        {
            amounts = packed
            details = name.map { ItemDetails(name: $0, exact: nil) }
        } else {
            let unitPrice: Rational
            do {
                unitPrice = try price.divided(by: quantity.amount.multiplied(by: factor))
            } catch {
                throw .arithmetic(error)
            }
            amounts = nil
            details = ItemDetails(
                name: name,
                exact: ExactAmounts(
                    price: price, packCount: packCount, packSize: packSize, unitPrice: unitPrice))
        }
    }

    /// Creates a product from text as typed in a form: a price as a shelf tag writes it
    /// (`3.99`, `99¢`, `2 x 3.49`, `7.99 - 1.50`, or a multi-buy such as `3 for $10`; see
    /// ``PriceTag``) and a quantity (`500 g`, `6 x 355 mL`). A multi-buy buys that many of the
    /// quantity: `3/$10` for `1 lb` is 10.00 for 3 × 1 lb.
    /// - Throws: ``ProductListError/missingValue(_:)`` for empty text,
    ///   ``ProductListError/invalidValue(_:_:)`` for unreadable text, and the errors of
    ///   ``init(name:tag:quantity:)``.
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

    /// Creates a product bought at `tag`: a multi-buy multiplies the packs of `quantity`. This
    /// is how products typed or read from text are made (the form, `per compare`, a CSV
    /// file's rows), so the name is checked here: one with a control character is refused.
    /// - Throws: ``ProductListError/invalidName(_:)`` for a name with a control character
    ///   (``NameError``), and the errors of ``init(name:price:quantity:)``.
    public init(name: String? = nil, tag: PriceTag, quantity: Quantity) throws(ProductListError) {
        try Self.checkName(name)
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

    /// Checks a new product's name: one with a control character is refused (see
    /// ``NameError``). Products rebuilt from what was saved are not checked, so that a name
    /// kept before this rule still opens.
    /// - Throws: ``ProductListError/invalidName(_:)``.
    static func checkName(_ name: String?) throws(ProductListError) {
        if let name, let error = NameError(checking: name, as: .product) { throw .invalidName(error) }
    }

    /// What the product is measured by.
    public var dimension: Dimension { unit.dimension }

    /// The product's deal (`member 3.50`, `buy 2 get 1 free` …), or `nil` when it has none.
    /// ``price`` and ``quantity`` stay as typed: one pack at the shelf price.
    public var deal: Deal? { details?.deal?.deal }

    /// The figures of the product's deal, or `nil` when it has none.
    ///
    /// Worked out when read: the product was made only once its deal was checked to have
    /// figures, and ranking needs only its unit price.
    /// - Parameter usesMemberPrice: Whether a member price counts.
    public func dealFigures(usesMemberPrice: Bool = true) -> DealFigures? {
        details?.deal?.figures(usesMemberPrice: usesMemberPrice, shelfPrice: price, quantity: quantity)
    }

    /// The product with `deal` instead of its own; no clauses, or `nil`, means none.
    /// - Throws: ``ProductListError/deal(_:)`` when the deal makes no price for this product
    ///   (``DealError/priceNotPositive(clause:price:)``, or an overflow).
    public func withDeal(_ deal: Deal?) throws(ProductListError) -> ProductItem {
        var dealDetails: DealDetails? = nil
        if let deal, !deal.clauses.isEmpty {
            do {
                dealDetails = try DealDetails(deal: deal, shelfPrice: price, quantity: quantity)
            } catch {
                throw .deal(error)
            }
        }
        let kept: ItemDetails? =
            dealDetails == nil && details?.exact == nil && name == nil
            ? nil : ItemDetails(name: name, exact: details?.exact, deal: dealDetails)
        return ProductItem(amounts: amounts, unit: unit, details: kept)
    }

    /// The product with the deal written in `text` (clauses as typed after a quantity,
    /// ``Deal/init(parsing:)``) instead of its own; text of only spaces means none.
    /// - Throws: ``ProductListError/deal(_:)`` when the clauses can't be read or make no price.
    public func withDeal(parsing text: String) throws(ProductListError) -> ProductItem {
        guard !text.trimmingSpaces.isEmpty else { return try withDeal(nil) }
        let deal: Deal
        do {
            deal = try Deal(parsing: text)
        } catch {
            throw .deal(error)
        }
        return try withDeal(deal)
    }

    /// An item of parts already checked.
    private init(amounts: PackedAmounts?, unit: Unit, details: ItemDetails?) {
        self.amounts = amounts
        self.unit = unit
        self.details = details
    }

    /// Whether this product's unit price is lower than `other`'s: exact, and without reducing
    /// either.
    func hasLowerUnitPrice(than other: ProductItem) -> Bool {
        unitPriceFraction < other.unitPriceFraction
    }

    /// Whether this product's unit price equals `other`'s: exact, and without reducing either.
    func hasSameUnitPrice(as other: ProductItem) -> Bool {
        unitPriceFraction == other.unitPriceFraction
    }
}

extension ProductItem: Hashable {
    /// Products are equal when their names, prices and quantities are (and so their unit prices).
    public static func == (lhs: ProductItem, rhs: ProductItem) -> Bool {
        lhs.amounts == rhs.amounts && lhs.unit == rhs.unit && lhs.details == rhs.details
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(amounts)
        hasher.combine(unit)
        hasher.combine(details)
    }
}
