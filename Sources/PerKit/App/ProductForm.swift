/// The add-product (or edit-product) form: quantity, unit, price, an optional name and store,
/// and an optional deal.
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
    /// The product's deal: member price, reductions, offer, deposit and tax.
    public internal(set) var deal = DealForm()
    /// The focused field, if any.
    public internal(set) var focus: FormField? = .quantity
    /// The dimension the product is sold by: chosen with the selector while the list is
    /// empty, otherwise the list's dimension.
    public internal(set) var soldBy: Dimension
    /// The index of the product being edited, or `nil` when adding a new one.
    var editingIndex: Int?
    /// The fields filled from a shelf tag that the shopper must confirm, in form order; a field
    /// leaves the list once edited.
    public internal(set) var toConfirm: [FormField] = []
    /// What filling from a shelf tag found, for the shopper: the check of the tag's unit price
    /// in words, and a size that could not be used.
    public internal(set) var tagNotes: [String] = []

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
        deal = DealForm(item.deal)
        editingIndex = index
    }

    /// Restores a form exactly (used by saved state).
    init(
        quantity: Calculator, unit: Unit, price: Calculator, name: String, store: String = "",
        isSale: Bool = false, deal: DealForm = DealForm(),
        focus: FormField?, soldBy: Dimension, editingIndex: Int?, toConfirm: [FormField] = [],
        tagNotes: [String] = []
    ) {
        self.quantity = quantity
        self.unit = unit
        self.price = price
        self.name = name
        self.store = store
        self.isSale = isSale
        self.deal = deal
        self.focus = focus
        self.soldBy = soldBy
        self.editingIndex = editingIndex
        self.tagNotes = tagNotes
        // A deal field focused while the deal's fields are hidden can't be.
        if let focus, !enabledFields.contains(focus) { self.focus = nil }
        self.toConfirm = enabledFields.filter { toConfirm.contains($0) }
    }

    /// The fields that can take focus, in order: the deal's once "Deal" shows, and of its
    /// offer's fields only the chosen offer's.
    var enabledFields: [FormField] { [.quantity, .unit, .price, .name, .store] + deal.shownFields }

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
    /// (`3 for 10`) buys that many of the quantity; the deal's fields give its deal.
    /// - Throws: ``ProductListError/missingValue(_:)`` when a field is empty,
    ///   ``ProductListError/deal(_:)`` when the deal's fields make no deal (``DealForm/deal()``)
    ///   or the deal no price (``ProductItem/withDeal(_:)``), and the errors of
    ///   ``ProductItem/init(name:tag:quantity:)``.
    func committedItem() throws(ProductListError) -> ProductItem {
        let quantity = try committedQuantity()
        guard let amount = price.committedValue else { throw .missingValue(.price) }
        let item = try ProductItem(
            name: name, tag: PriceTag(amount: amount, packCount: price.offerCount ?? .one), quantity: quantity
        )
        let deal: Deal?
        do {
            deal = try self.deal.deal()
        } catch {
            throw .deal(error)
        }
        guard let deal else { return item }
        return try item.withDeal(deal)
    }

    /// Whether Add can be pressed: quantity and price hold numbers greater than zero,
    /// counting equations that leaving their field would solve.
    var isValid: Bool { invalidReason() == nil }

    /// Why Add can't be pressed yet, e.g. "Enter the quantity" or "The price must be more than
    /// zero", in the words of `catalog`; `nil` when it can.
    func invalidReason(_ catalog: Catalog = .english) -> String? {
        if let reason = Self.invalidReason(quantity, isPrice: false, catalog)
            ?? Self.invalidReason(price, isPrice: true, catalog)
        {
            return reason
        }
        guard !deal.isEmpty else { return nil }
        if let problem = deal.equationProblem(catalog) { return problem }
        // PerKit's message for a deal it refuses: "'save 5.00' leaves nothing to pay: …".
        do {
            _ = try committedItem()
        } catch {
            return error.message(in: catalog)
        }
        return nil
    }

    private static func invalidReason(_ field: Calculator, isPrice: Bool, _ catalog: Catalog) -> String? {
        let enter = catalog.text(isPrice ? .enterThePrice : .enterTheQuantity)
        if field.isEmpty { return enter }
        if field.hasCompleteEquation && field.committedValue == nil {
            var solved = field
            solved.commit()
            return catalog.text(
                isPrice ? .priceCantBeWorkedOut : .quantityCantBeWorkedOut,
                ("reason", solved.message?.text(in: catalog) ?? catalog.text(.mendTheEquation)))
        }
        guard let value = field.committedValue else {
            return field.offerCount.map { catalog.text(.enterWhatThePacksCost, ("count", $0.fractionText)) }
                ?? enter
        }
        return value.isPositive ? nil : catalog.text(isPrice ? .priceMustBePositive : .quantityMustBePositive)
    }

    /// The calculator of a keypad field.
    func calculator(for field: FormField) -> Calculator? {
        switch field {
        case .quantity: quantity
        case .price: price
        case .unit, .name, .store, .offer: nil
        default: deal[field]
        }
    }

    /// Applies an action that concerns the form alone: moving between fields, keys, the unit
    /// and the name. (Choosing what the product is sold by, submitting and cancelling involve
    /// the list: ``PerApp/reduce(_:_:)`` handles them.)
    mutating func apply(_ action: PerApp.FormAction) {
        if !toConfirm.isEmpty { unmarkEdited(by: action) }
        // A field the deal's fields no longer show is no longer marked.
        defer { if !toConfirm.isEmpty { toConfirm = enabledFields.filter(toConfirm.contains) } }
        switch action {
        case .focus(let field): moveFocus(to: field)
        case .nextField:
            if let next = nextField { moveFocus(to: next) }
        case .previousField:
            if let previous = previousField { moveFocus(to: previous) }
        case .key(let key): press(key)
        case .keyboard(let name):
            guard let field = focus, field.usesKeypad else { return }
            if field.dealValueKind == .percent, name.hasSameUTF8(as: "%") {
                // The field already shows the percent sign.
            } else if CalculatorKey.isCurrencySign(keyboardKey: name) {
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
        case .showDeal(let isShown): showDeal(isShown)
        case .selectOffer(let offer): select(offer: offer)
        case .selectSoldBy, .fillFromTag, .submit, .cancel: break
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
        case let field?: deal[field].commit()
        default: break
        }
    }

    /// Presses a keypad key on the focused keypad field. A multi-buy belongs to the price.
    mutating func press(_ key: CalculatorKey) {
        switch focus {
        case .quantity:
            if key == .multiBuy {
                quantity.refuse(.multiBuyGoesInPrice)
            } else {
                quantity.press(key)
            }
        case .price: price.press(key)
        case let field? where field.isDealField:
            if key == .multiBuy {
                deal[field].refuse(.multiBuyKeyInDeal)
            } else {
                deal[field].press(key)
            }
        default: break
        }
    }

    /// A currency sign typed on a physical keyboard: after `3 ÷` in the price it makes the
    /// multi-buy `3 for` (a shelf tag's `3/$10`); elsewhere in the price the field already
    /// shows the currency, and a quantity has none.
    mutating func pressCurrencySign() {
        switch focus {
        case .quantity: quantity.refuse(.quantityHasNoCurrency)
        case .price:
            if price.operation == .divide && price.right == nil { price.press(.multiBuy) }
        case let field? where field.isDealField && field.dealValueKind != .money:
            deal[field].refuse(
                field.dealValueKind == .percent ? .percentHasNoCurrency : .packCountHasNoCurrency)
        default: break
        }
    }

    /// Refuses a typed character that has no meaning in the focused keypad field.
    mutating func refuseCharacter(_ character: String) {
        let message = CalculatorMessage.cannotType(character: character)
        switch focus {
        case .quantity: quantity.refuse(message)
        case .price: price.refuse(message)
        case let field?: deal[field].refuse(message)
        default: break
        }
    }

    /// Shows or hides the deal's fields. Showing them focuses the first; hiding them while
    /// one is focused leaves no field focused. Their numbers are kept, and count, either way.
    mutating func showDeal(_ isShown: Bool) {
        guard isShown != deal.isShown else { return }
        if isShown {
            deal.isShown = true
            moveFocus(to: .memberPrice)
        } else {
            if focus?.isDealField ?? false { moveFocus(to: nil) }
            deal.isShown = false
        }
    }

    /// Chooses the deal's offer; the numbers typed for another offer are kept.
    mutating func select(offer: DealOffer) {
        guard offer != deal.offer else { return }
        if let focus, deal.offer.fields.contains(focus) { moveFocus(to: .offer) }
        deal.offer = offer
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
