/// The fields of the add-product form, in the order "500 [g] for 3.99", then the name and the
/// store, then the deal's fields (shown once the shopper opens "Deal").
public enum FormField: String, CaseIterable, Hashable, Sendable {
    /// The case named `rawValue`, compared byte for byte.
    public init?(rawValue: String) {
        guard let match = Self.exactlyMatching(rawValue) else { return nil }
        self = match
    }

    /// How much of the product: a calculator field.
    case quantity
    /// The unit of the quantity: a picker limited to the list's dimension.
    case unit
    /// What the product costs: a calculator field.
    case price
    /// An optional name.
    case name
    /// The store, for the price book.
    case store
    /// The deal's member (loyalty-card) price of one pack: `member 3.50`.
    case memberPrice
    /// The deal's percentage off one pack's price: `10% off`.
    case percentOff
    /// The deal's amount off one pack's price: `save 0.50`.
    case save
    /// The deal's offer: none, buy … get … free, 2nd half price, N for the price of M or N for
    /// PRICE (a picker).
    case offer
    /// The packs paid for in `buy N get M free`.
    case buy
    /// The packs taken free in `buy N get M free`.
    case getFree
    /// The packs taken in `N for the price of M`.
    case take
    /// The packs paid for in `N for the price of M`.
    case payFor
    /// The packs of a multi-buy `N for PRICE`.
    case multiBuyCount
    /// The price of the packs of a multi-buy `N for PRICE`.
    case multiBuyPrice
    /// The deposit on each container: `deposit 0.25`.
    case deposit
    /// The tax added to a price shown without it, in percent: `plus 8% tax`.
    case tax

    /// Whether the field is edited with the calculator keypad.
    var usesKeypad: Bool {
        switch self {
        case .unit, .name, .store, .offer: false
        default: true
        }
    }

    /// Whether the field belongs to the deal.
    var isDealField: Bool { self >= .memberPrice }

    /// What a deal field's number is: an amount of money, a percentage or a count of packs;
    /// `nil` for the other fields.
    public var dealValueKind: DealValueKind? {
        switch self {
        case .memberPrice, .save, .multiBuyPrice, .deposit: .money
        case .percentOff, .tax: .percent
        case .buy, .getFree, .take, .payFor, .multiBuyCount: .count
        default: nil
        }
    }

    /// The deal's keypad fields, in the order of ``allCases``.
    static let dealKeypadFields: [FormField] = allCases.filter { $0.isDealField && $0.usesKeypad }
}

extension FormField: Comparable {
    /// Fields compare in the order of ``allCases``.
    public static func < (lhs: FormField, rhs: FormField) -> Bool { lhs.order < rhs.order }

    /// The field's place in ``allCases``.
    private var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}

/// What the number of a deal field is (see ``FormField/dealValueKind``).
public enum DealValueKind: String, Hashable, Sendable {
    /// An amount of money, shown with the currency.
    case money
    /// A percentage, shown with `%`.
    case percent
    /// A whole number of packs.
    case count
}
