/// What a shelf tag says, read from its text (``TagText``): the name, the price of one item,
/// the size, the tag's unit price and its check, the member price, a multi-buy and a deposit,
/// each with a confidence, and the fields the shopper must confirm.
///
/// A field that was not read is empty, never guessed. A tag is redundant — its price, size and
/// unit price must agree — and the reading uses that: figures that agree are confirmed; a
/// price misread in a way OCR often misreads digits (`£5.00` for `£5.50`) is put right by the
/// size and the unit price and listed in ``uncertain``; figures that still disagree make the
/// unit price ``UnitPriceCheck/wrong(by:)`` and all three are listed in ``uncertain``.
public struct ShelfTagReading: Hashable, Sendable {
    /// The tag's text as read, lines separated by `\n`.
    public let text: String
    /// The currency: from the signs printed, else the one given.
    public let currency: Currency?
    /// The measurement system the sizes were read in.
    public let system: MeasurementSystem
    /// The product's name.
    public let name: TagReadingField<String>
    /// The price of one item, without a member card or multi-buy (a `Reg.` price when the tag
    /// shows only a multi-buy).
    public let price: TagReadingField<Rational>
    /// The size.
    public let quantity: TagReadingField<Quantity>
    /// The loyalty-card price of one item (`Clubcard Price £3.50`, `Member price`).
    public let memberPrice: TagReadingField<Rational>
    /// A multi-buy (`Any 3 for £5`, `2/$5`).
    public let multiBuy: TagReadingField<TagMultiBuy>
    /// A deposit on the container (`zzgl. 0,25 € Pfand`).
    public let deposit: TagReadingField<Rational>
    /// The unit price the tag prints and its check; `nil` value when the tag shows none.
    public let tagUnitPrice: TagReadingField<TagUnitPrice>
    /// The fields the shopper must confirm, in ``TagField`` order: those read with too little
    /// confidence or disagreeing with the others, and the price and size when not read.
    public let uncertain: [TagField]
    /// Sentences on what the reading put right or found wrong, for the shopper.
    public let notes: [String]

    /// A reading with every field given.
    init(
        text: String, currency: Currency?, system: MeasurementSystem, name: TagReadingField<String>,
        price: TagReadingField<Rational>, quantity: TagReadingField<Quantity>,
        memberPrice: TagReadingField<Rational>, multiBuy: TagReadingField<TagMultiBuy>,
        deposit: TagReadingField<Rational>, tagUnitPrice: TagReadingField<TagUnitPrice>, notes: [String]
    ) {
        self.text = text
        self.currency = currency
        self.system = system
        self.name = name
        self.price = price
        self.quantity = quantity
        self.memberPrice = memberPrice
        self.multiBuy = multiBuy
        self.deposit = deposit
        self.tagUnitPrice = tagUnitPrice
        self.notes = notes
        var uncertain: [TagField] = []
        for field in TagField.allCases {
            let confidence = Self.confidence(
                of: field, name, price, quantity, memberPrice, multiBuy, deposit, tagUnitPrice)
            let isRequired = field == .price || field == .quantity
            if let confidence {
                if confidence < Self.certainConfidence { uncertain.append(field) }
            } else if isRequired {
                uncertain.append(field)
            }
        }
        self.uncertain = uncertain
    }

    /// The confidence from which a field needs no confirmation.
    public static let certainConfidence = 80

    /// The highest confidence of a price no unit price confirms, however sure OCR was of it: a
    /// price at this confidence was read with certainty, and is for the shopper to confirm.
    public static let unconfirmedConfidence = 70

    /// The confidence of a field, 0–100, or `nil` when it was not read.
    public func confidence(of field: TagField) -> Int? {
        Self.confidence(of: field, name, price, quantity, memberPrice, multiBuy, deposit, tagUnitPrice)
    }

    private static func confidence(
        of field: TagField, _ name: TagReadingField<String>, _ price: TagReadingField<Rational>,
        _ quantity: TagReadingField<Quantity>, _ memberPrice: TagReadingField<Rational>,
        _ multiBuy: TagReadingField<TagMultiBuy>, _ deposit: TagReadingField<Rational>,
        _ tagUnitPrice: TagReadingField<TagUnitPrice>
    ) -> Int? {
        switch field {
        case .name: name.value == nil ? nil : name.confidence
        case .price: price.value == nil ? nil : price.confidence
        case .quantity: quantity.value == nil ? nil : quantity.confidence
        case .memberPrice: memberPrice.value == nil ? nil : memberPrice.confidence
        case .multiBuy: multiBuy.value == nil ? nil : multiBuy.confidence
        case .deposit: deposit.value == nil ? nil : deposit.confidence
        case .tagUnitPrice: tagUnitPrice.value == nil ? nil : tagUnitPrice.confidence
        }
    }

    /// The decimal places amounts are written with: the currency's, or 2.
    var places: Int { currency?.minorUnits ?? 2 }

    /// An amount as decimal text with at least the currency's places: `3.90`.
    public func amountText(_ amount: Rational) -> String { amount.displayText(minimumPlaces: places) }

    /// The deal clauses the tag shows, as `per compare` reads them after a product:
    /// `member 3.50, 3 for 5.00, deposit 0.25`; `nil` when it shows none.
    public var dealText: String? {
        var clauses: [DealClause] = []
        if let member = memberPrice.value { clauses.append(.member(member)) }
        if let multiBuy = multiBuy.value {
            clauses.append(.multiBuy(count: multiBuy.count, price: multiBuy.price))
        }
        if let deposit = deposit.value { clauses.append(.deposit(deposit)) }
        guard !clauses.isEmpty, let deal = try? Deal(clauses) else { return nil }
        return deal.text
    }

    /// The product as `per compare` reads it: `Heinz Tomato Ketchup: 3.90 for 700 g, member
    /// 3.50`; `nil` without a price and a size.
    public var productText: String? {
        guard let price = price.value, let quantity = quantity.value else { return nil }
        var text = ""
        if let name = name.value {
            var cleaned = ""
            for scalar in name.unicodeScalars
            where scalar != ":" && !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)) {
                cleaned.unicodeScalars.append(scalar)
            }
            cleaned = cleaned.trimmingSpaces(limit: 80)
            if !cleaned.isEmpty { text = cleaned + ": " }
        }
        text += amountText(price) + " for " + quantity.formatted(in: system)
        if let deal = dealText { text += ", " + deal }
        return text
    }
}
