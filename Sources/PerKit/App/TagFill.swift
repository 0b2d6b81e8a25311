/// What a shelf tag's reading gives the add-product form (``PerApp/FormAction/fillFromTag(_:)``):
/// the fields read, each `nil` when the tag doesn't show it or it could not be read, the fields
/// the shopper must confirm and the check of the tag's unit price in words.
///
/// The web app gets it from the reading's JSON (``ShelfTagReading/write(to:file:)``), whether
/// the server read a photo or the page read pasted text.
public struct TagFill: Hashable, Sendable {
    /// The product's name.
    public var name: String?
    /// The price of one item.
    public var price: Rational?
    /// The size.
    public var quantity: Quantity?
    /// The member (loyalty-card) price of one item.
    public var memberPrice: Rational?
    /// A multi-buy: `count` items for `price`.
    public var multiBuy: TagMultiBuy?
    /// A deposit on the container.
    public var deposit: Rational?
    /// The fields the shopper must confirm (``ShelfTagReading/uncertain``).
    public var uncertain: [TagField]
    /// The check of the tag's unit price, as the words that say it (``ShelfTagReading/checkWords``).
    public var check: TagCheckWords?

    /// A fill with every field given.
    public init(
        name: String? = nil, price: Rational? = nil, quantity: Quantity? = nil, memberPrice: Rational? = nil,
        multiBuy: TagMultiBuy? = nil, deposit: Rational? = nil, uncertain: [TagField] = [],
        check: TagCheckWords? = nil
    ) {
        self.name = name
        self.price = price
        self.quantity = quantity
        self.memberPrice = memberPrice
        self.multiBuy = multiBuy
        self.deposit = deposit
        self.uncertain = uncertain
        self.check = check
    }

    /// The fields of a reading.
    public init(_ reading: ShelfTagReading) {
        self.init(
            name: reading.name.value, price: reading.price.value, quantity: reading.quantity.value,
            memberPrice: reading.memberPrice.value, multiBuy: reading.multiBuy.value,
            deposit: reading.deposit.value, uncertain: reading.uncertain, check: reading.checkWords)
    }

    /// Whether nothing a form field takes was read.
    public var isEmpty: Bool {
        name == nil && price == nil && quantity == nil && memberPrice == nil && multiBuy == nil
            && deposit == nil
    }

    /// What the shopper is told, in the words of `catalog`, when the tag could not be read: the
    /// server's `message`, or (for `nil`) that it could not be reached.
    static func failureMessage(_ message: String?, _ catalog: Catalog) -> String {
        guard let message else { return catalog.text(.tagPhotoNotSent) }
        return catalog.text(.tagNotRead, ("reason", message))
    }
}

extension ProductForm {
    /// Fills the form with what a tag's reading gives: the name, the price, the size and its
    /// unit, and the deal (member price, multi-buy, deposit, shown once any is read). A field
    /// the tag doesn't give is left as it was. The fields to confirm are marked
    /// (``toConfirm``) and the first of them is focused; ``tagNotes`` says the check.
    /// - Parameters:
    ///   - canChooseSoldBy: Whether the form may change what the product is sold by to the
    ///     size's dimension (the list is empty); otherwise a size measured otherwise than the
    ///     list is left out and the quantity marked to confirm.
    ///   - places: The currency's decimal places: amounts show as typed, `1.40`.
    ///   - catalog: The words of the notes.
    mutating func fill(from tag: TagFill, canChooseSoldBy: Bool, places: Int, catalog: Catalog) {
        moveFocus(to: nil)
        var marked: [FormField] = []
        var notes: [String] = []
        if let check = tag.check { notes.append(check.sentence(in: catalog)) }
        if let name = tag.name { setName(name) }
        if let price = tag.price { self.price = Calculator(money: price, places: places) }
        if let size = tag.quantity {
            if size.dimension != soldBy && canChooseSoldBy { select(soldBy: size.dimension, unit: size.unit) }
            if size.dimension == soldBy {
                unit = size.unit
                quantity =
                    size.packCount == .one
                    ? Calculator(value: size.amount) : Calculator(multiplying: size.packCount, by: size.packSize)
            } else {
                marked.append(.quantity)
                notes.append(
                    catalog.text(
                        .tagSizeCantJoin, ("quantity", size.formatted()), ("dimension", soldBy.soldBy(in: catalog))))
            }
        }
        if let member = tag.memberPrice { deal[.memberPrice] = Calculator(money: member, places: places) }
        if let multiBuy = tag.multiBuy {
            deal.offer = .multiBuy
            deal[.multiBuyCount] = Calculator(value: multiBuy.count)
            deal[.multiBuyPrice] = Calculator(money: multiBuy.price, places: places)
        }
        if let deposit = tag.deposit { deal[.deposit] = Calculator(money: deposit, places: places) }
        if tag.memberPrice != nil || tag.multiBuy != nil || tag.deposit != nil { deal.isShown = true }
        for field in tag.uncertain {
            switch field {
            case .name: marked.append(.name)
            case .price: marked.append(.price)
            case .quantity: marked.append(.quantity)
            case .memberPrice: marked.append(.memberPrice)
            case .multiBuy: marked += [.multiBuyCount, .multiBuyPrice]
            case .deposit: marked.append(.deposit)
            case .tagUnitPrice: break
            }
        }
        toConfirm = enabledFields.filter { marked.contains($0) }
        tagNotes = notes
        focus = toConfirm.first ?? focus
    }

    /// Unmarks the field an action edits: the shopper has confirmed it.
    mutating func unmarkEdited(by action: PerApp.FormAction) {
        let edited: FormField?
        switch action {
        case .key, .keyboard: edited = focus
        case .setName: edited = .name
        case .selectUnit: edited = .quantity
        case .selectOffer: edited = .multiBuyCount
        default: edited = nil
        }
        guard let edited else { return }
        toConfirm.removeAll { $0 == edited || (edited == .multiBuyCount && $0 == .multiBuyPrice) }
    }
}
