/// The add-product (or edit-product) form: quantity, unit, price and an optional name.
public struct ProductForm: Hashable, Sendable {
    /// The quantity field.
    public internal(set) var quantity = Calculator()
    /// The chosen unit.
    public internal(set) var unit: Unit
    /// The price field.
    public internal(set) var price = Calculator()
    /// The optional name.
    public internal(set) var name = ""
    /// The store, for the price book; empty for none.
    public internal(set) var store = ""
    /// Whether the price is a sale or promotion.
    public internal(set) var isSale = false
    /// The focused field, if any.
    public internal(set) var focus: FormField? = .quantity
    /// The dimension the product is sold by: chosen with the selector while the list is
    /// empty, otherwise the list's dimension.
    public internal(set) var soldBy: Dimension
    /// The index of the product being edited, or `nil` when adding a new one.
    var editingIndex: Int?

    /// A form for a new product sold by `soldBy`, in `unit`.
    init(soldBy: Dimension, unit: Unit, store: String = "") {
        self.soldBy = soldBy
        self.unit = unit
        self.store = store
    }

    /// A form filled in with `item`, for editing the product at `index`.
    init(editing item: ProductItem, at index: Int, entry: PriceEntry? = nil) {
        soldBy = item.dimension
        unit = item.quantity.unit
        let pack = item.quantity
        quantity =
            pack.packCount == .one
            ? Calculator(value: pack.amount) : Calculator(multiplying: pack.packCount, by: pack.packSize)
        price = Calculator(value: item.price)
        name = item.name ?? ""
        store = entry?.store ?? ""
        isSale = entry?.isSale ?? false
        editingIndex = index
    }

    /// Restores a form exactly (used by saved state).
    init(
        quantity: Calculator, unit: Unit, price: Calculator, name: String, store: String = "",
        isSale: Bool = false,
        focus: FormField?, soldBy: Dimension, editingIndex: Int?
    ) {
        self.quantity = quantity
        self.unit = unit
        self.price = price
        self.name = name
        self.store = store
        self.isSale = isSale
        self.focus = focus
        self.soldBy = soldBy
        self.editingIndex = editingIndex
    }

    /// The fields that can take focus, in order.
    var enabledFields: [FormField] { FormField.allCases }

    /// The field before the focused one, if any.
    public var previousField: FormField? {
        guard let focus, let index = enabledFields.firstIndex(of: focus), index > 0 else { return nil }
        return enabledFields[index - 1]
    }

    /// The field after the focused one, if any (the first field when nothing is focused).
    public var nextField: FormField? {
        guard let focus else { return enabledFields.first }
        guard let index = enabledFields.firstIndex(of: focus), index + 1 < enabledFields.count else {
            return nil
        }
        return enabledFields[index + 1]
    }

    /// The quantity the form describes once its field is committed: a multipack when it was
    /// typed as `6 × 355`.
    /// - Throws: ``ProductListError/missingValue(_:)`` when the field is empty,
    ///   ``ProductListError/arithmetic(_:)`` on overflow.
    func committedQuantity() throws(ProductListError) -> Quantity {
        var calculator = quantity
        calculator.commit()
        guard let amount = calculator.value else { throw .missingValue(.quantity) }
        do {
            if let pack = calculator.factors?.pack {
                return try Quantity(pack.size, unit, packCount: pack.count)
            }
            return try Quantity(amount, unit)
        } catch {
            throw .arithmetic(error)
        }
    }

    /// The product the form describes once its fields are committed: a multi-buy price
    /// (`3 for 10`) buys that many of the quantity.
    /// - Throws: ``ProductListError/missingValue(_:)`` when a field is empty, and the errors of
    ///   ``ProductItem/init(name:tag:quantity:)``.
    func committedItem() throws(ProductListError) -> ProductItem {
        let quantity = try committedQuantity()
        guard let amount = price.committedValue else { throw .missingValue(.price) }
        return try ProductItem(
            name: name, tag: PriceTag(amount: amount, packCount: price.offerCount ?? .one), quantity: quantity
        )
    }

    /// Whether Add can be pressed: quantity and price hold numbers greater than zero,
    /// counting equations that leaving their field would solve.
    var isValid: Bool { invalidReason == nil }

    /// Why Add can't be pressed yet, e.g. "Enter the quantity" or "The price must be more than
    /// zero"; `nil` when it can.
    var invalidReason: String? {
        Self.invalidReason(quantity, "quantity") ?? Self.invalidReason(price, "price")
    }

    private static func invalidReason(_ field: Calculator, _ name: String) -> String? {
        if field.isEmpty { return "Enter the \(name)" }
        if field.hasCompleteEquation && field.committedValue == nil {
            var solved = field
            solved.commit()
            return "The \(name) can't be worked out: " + (solved.message ?? "mend the equation")
        }
        guard let value = field.committedValue else {
            return field.offerCount.map { "Enter what the \($0.fractionText) packs cost together" }
                ?? "Enter the \(name)"
        }
        return value.isPositive ? nil : "The \(name) must be more than zero"
    }

    /// The calculator of a keypad field.
    func calculator(for field: FormField) -> Calculator? {
        switch field {
        case .quantity: quantity
        case .price: price
        case .unit, .name, .store: nil
        }
    }

    /// Applies an action that concerns the form alone: moving between fields, keys, the unit
    /// and the name. (Choosing what the product is sold by, submitting and cancelling involve
    /// the list: ``PerApp/reduce(_:_:)`` handles them.)
    mutating func apply(_ action: PerApp.FormAction) {
        switch action {
        case .focus(let field): moveFocus(to: field)
        case .nextField:
            if let next = nextField { moveFocus(to: next) }
        case .previousField:
            if let previous = previousField { moveFocus(to: previous) }
        case .key(let key): press(key)
        case .keyboard(let name):
            guard focus?.usesKeypad ?? false else { return }
            if CalculatorKey.isCurrencySign(keyboardKey: name) {
                pressCurrencySign()
            } else if let key = CalculatorKey(keyboardKey: name) {
                press(key)
            } else if name.unicodeScalars.count == 1 {
                // A character that means nothing here is refused visibly, never dropped
                // silently; named keys (Shift, F5 …) are not typing.
                refuseCharacter(name)
            }
        case .selectUnit(let unit): select(unit: unit)
        case .setName(let name): setName(name)
        case .setStore(let store): self.store = store.prefix(scalars: ProductForm.maximumNameLength)
        case .setSale(let isSale): self.isSale = isSale
        case .selectSoldBy, .submit, .cancel: break
        }
    }

    /// Moves the focus, first committing the field being left (solving its equation or
    /// dropping a dangling operator). Focusing the focused field or a disabled one leaves
    /// everything as it is.
    mutating func moveFocus(to field: FormField?) {
        guard field != focus else { return }
        if let field, !enabledFields.contains(field) { return }
        commitFocusedField()
        focus = field
    }

    /// Commits the focused keypad field.
    mutating func commitFocusedField() {
        switch focus {
        case .quantity: quantity.commit()
        case .price: price.commit()
        default: break
        }
    }

    /// Presses a keypad key on the focused keypad field. A multi-buy belongs to the price.
    mutating func press(_ key: CalculatorKey) {
        switch focus {
        case .quantity:
            if key == .multiBuy {
                quantity.refuse("A multi-buy such as 3 for 10 goes in the price")
            } else {
                quantity.press(key)
            }
        case .price: price.press(key)
        default: break
        }
    }

    /// A currency sign typed on a physical keyboard: after `3 ÷` in the price it makes the
    /// multi-buy `3 for` (a shelf tag's `3/$10`); elsewhere in the price the field already
    /// shows the currency, and a quantity has none.
    mutating func pressCurrencySign() {
        switch focus {
        case .quantity: quantity.refuse("A quantity has no currency: type the price in the price field")
        case .price:
            if price.operation == .divide && price.right == nil { price.press(.multiBuy) }
        default: break
        }
    }

    /// Refuses a typed character that has no meaning in the focused keypad field.
    mutating func refuseCharacter(_ character: String) {
        let message = "'\(character)' can't be typed here: use digits, the decimal point, + − × ÷ and ="
        switch focus {
        case .quantity: quantity.refuse(message)
        case .price: price.refuse(message)
        default: break
        }
    }

    /// Chooses what the product is sold by; the unit becomes `unit`.
    mutating func select(soldBy dimension: Dimension, unit: Unit) {
        soldBy = dimension
        self.unit = unit
    }

    /// Chooses the unit, if it measures what the product is sold by.
    mutating func select(unit: Unit) {
        guard unit.dimension == soldBy else { return }
        self.unit = unit
    }

    /// Sets the name, limited to a sane length.
    mutating func setName(_ text: String) {
        name = text.prefix(scalars: ProductForm.maximumNameLength)
    }

    /// The longest name kept, in Unicode scalars.
    public static let maximumNameLength = 80
}
