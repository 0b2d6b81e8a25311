/// The unit price a tag prints, as read, with the check of it against the tag's price and
/// size.
public struct TagUnitPrice: Hashable, Sendable {
    /// The text it was read from: `55.7p per 100g`, `1 kg = 5,57 €`.
    public let text: String
    /// The amount as printed, in the currency's main unit (0.557 for `55.7p`).
    public let money: TagMoney
    /// What it is per: 100 g, 1 kg, 1 each …
    public let reference: ReferenceQuantity
    /// The exact unit price of the tag's price and size on the same basis, when both were read.
    public let exact: Rational?
    /// What the check found.
    public let check: UnitPriceCheck

    /// A tag unit price with everything given.
    public init(
        text: String, money: TagMoney, reference: ReferenceQuantity, exact: Rational?, check: UnitPriceCheck
    ) {
        self.text = text
        self.money = money
        self.reference = reference
        self.exact = exact
        self.check = check
    }

    /// The amount as printed, in the currency's main unit.
    public var amount: Rational { money.amount }
}

/// What checking a tag's unit price against its price and size finds.
public enum UnitPriceCheck: Hashable, Sendable {
    /// It equals the exact unit price rounded to the places printed.
    case matches
    /// It doesn't: the printed amount minus the exact unit price, in the currency's main
    /// unit per the tag's basis (positive when the tag says more than it should).
    case wrong(by: Rational)
    /// It matches, but on another basis than the list's (per kg where the list is per 100 g).
    case otherBasis
    /// It can't be checked: the price or the size was not read, or the size is measured
    /// otherwise than the basis (a count against per 100 g).
    case unread

    /// The outcome's name in JSON: `matches`, `wrong`, `other-basis`, `unread`.
    public var name: String {
        switch self {
        case .matches: "matches"
        case .wrong: "wrong"
        case .otherBasis: "other-basis"
        case .unread: "unread"
        }
    }

    /// Whether the printed unit price is right (on its own basis).
    public var isRight: Bool {
        switch self {
        case .matches, .otherBasis: true
        case .wrong, .unread: false
        }
    }

    /// Whether the printed unit price was checked and is wrong.
    public var isWrong: Bool {
        if case .wrong = self { true } else { false }
    }

    /// Checks a printed unit price: it matches when it equals the exact unit price of `price`
    /// for `quantity`, on the basis `reference`, rounded (half away from zero) to the places
    /// printed; otherwise it is wrong by the difference. A unit price that matches on another
    /// basis than `listReference` (when given) is ``otherBasis``.
    /// - Parameters:
    ///   - printed: The unit price as printed.
    ///   - reference: What it is per.
    ///   - price: The price of `quantity`.
    ///   - quantity: The size.
    ///   - listReference: The basis of the list the product joins, if any.
    /// - Returns: The outcome and the exact unit price; ``unread`` (and `nil`) when `quantity`
    ///   measures another dimension than `reference` or the arithmetic overflows.
    public static func check(
        _ printed: TagMoney, per reference: ReferenceQuantity, price: Rational, quantity: Quantity,
        listReference: ReferenceQuantity? = nil
    ) -> (check: UnitPriceCheck, exact: Rational?) {
        guard quantity.dimension == reference.dimension, quantity.baseAmount.isPositive,
            let exact = try? price.divided(by: quantity.baseAmount).multiplied(by: reference.baseAmount)
        else { return (.unread, nil) }
        let scale = printed.isMinorUnit ? Rational(100) : Rational.one
        guard let exactPrinted = try? exact.multiplied(by: scale) else { return (.unread, exact) }
        let rounded = exactPrinted.formatted(places: printed.places)
        let written = printed.printed.formatted(places: printed.places)
        guard rounded.hasSameUTF8(as: written) else {
            guard let difference = try? printed.amount.subtracting(exact) else { return (.unread, exact) }
            return (.wrong(by: difference), exact)
        }
        if let listReference, listReference.unit != reference.unit || listReference.amount != reference.amount
        {
            return (.otherBasis, exact)
        }
        return (.matches, exact)
    }
}
