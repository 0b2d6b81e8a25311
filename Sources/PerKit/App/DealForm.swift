/// The deal part of the add-product form: a member price, a percentage or an amount off, one
/// offer, a deposit and a tax, each typed on the keypad like the price. The fields are kept
/// whether "Deal" is shown or not, and whichever offer is chosen, so that nothing typed is
/// lost; the deal is made of the fields that count (``deal()``).
public struct DealForm: Hashable, Sendable {
    /// Whether the deal's fields show (the "Deal" disclosure is open).
    public internal(set) var isShown = false
    /// The offer chosen.
    public internal(set) var offer: DealOffer = .none
    /// The keypad fields, one for each of ``FormField/dealKeypadFields``, in that order.
    private var calculators = [Calculator](repeating: Calculator(), count: FormField.dealKeypadFields.count)

    /// No deal, hidden.
    init() {}

    /// The fields of `deal`, shown when it has clauses.
    init(_ deal: Deal?) {
        guard let deal, !deal.clauses.isEmpty else { return }
        isShown = true
        for clause in deal.clauses {
            switch clause {
            case .member(let price): set(.memberPrice, price)
            case .percentOff(let percent): set(.percentOff, percent)
            case .save(let amount): set(.save, amount)
            case .buyGetFree(let buy, let free):
                offer = .buyGetFree
                set(.buy, buy)
                set(.getFree, free)
            case .secondHalfPrice: offer = .secondHalfPrice
            case .forThePriceOf(let take, let pay):
                offer = .forThePriceOf
                set(.take, take)
                set(.payFor, pay)
            case .multiBuy(let count, let price):
                offer = .multiBuy
                set(.multiBuyCount, count)
                set(.multiBuyPrice, price)
            case .deposit(let amount): set(.deposit, amount)
            case .tax(let percent): set(.tax, percent)
            }
        }
    }

    /// Restores the fields exactly (used by saved state); `calculators` holds a field for some
    /// of ``FormField/dealKeypadFields``.
    init(isShown: Bool, offer: DealOffer, calculators: [(FormField, Calculator)]) {
        self.isShown = isShown
        self.offer = offer
        for (field, calculator) in calculators { self[field] = calculator }
    }

    private mutating func set(_ field: FormField, _ value: Rational) {
        self[field] = Calculator(value: value)
    }

    /// The calculator of a deal keypad field; an empty one for any other field (setting it
    /// then changes nothing).
    subscript(field: FormField) -> Calculator {
        get {
            guard let index = FormField.dealKeypadFields.firstIndex(of: field) else { return Calculator() }
            return calculators[index]
        }
        set {
            guard let index = FormField.dealKeypadFields.firstIndex(of: field) else { return }
            calculators[index] = newValue
        }
    }

    /// The deal's fields shown, in order: the member price, percent off, save, the offer and
    /// its fields, the deposit and the tax; none while ``isShown`` is false.
    var shownFields: [FormField] {
        guard isShown else { return [] }
        return [.memberPrice, .percentOff, .save, .offer] + offer.fields + [.deposit, .tax]
    }

    /// The fields whose numbers make the deal: the ones shown when it shows (the offer's
    /// fields only for the offer chosen).
    private var countingFields: [FormField] {
        [.memberPrice, .percentOff, .save] + offer.fields + [.deposit, .tax]
    }

    /// Whether no field that counts holds anything and no offer is chosen.
    var isEmpty: Bool { offer == .none && countingFields.allSatisfy { self[$0].isEmpty } }

    /// Why a field that counts can't be worked out ("Member price can't be worked out: Can't
    /// divide by zero: …") in the words of `catalog`, or `nil`.
    func equationProblem(_ catalog: Catalog) -> String? {
        for field in countingFields {
            let calculator = self[field]
            guard calculator.hasCompleteEquation && calculator.committedValue == nil else { continue }
            var solved = calculator
            solved.commit()
            return catalog.text(
                .fieldCantBeWorkedOut, ("field", catalog.label(of: field)),
                ("reason", solved.message?.text(in: catalog) ?? catalog.text(.mendTheEquation)))
        }
        return nil
    }

    /// Commits every field (solving its equation or dropping a dangling operator).
    mutating func commit() {
        for index in calculators.indices { calculators[index].commit() }
    }

    /// The deal the fields make, or `nil` when they make none: each field that counts and
    /// holds a number gives its clause (the offer's, once the offer's numbers are typed).
    /// - Throws: ``DealError``, with the clause as the fields write it, for a number that is
    ///   not greater than zero, a count of packs that is not whole, more than 100% off, `N for
    ///   the price of M` with N ≤ M, and an offer without its numbers.
    func deal() throws(DealError) -> Deal? {
        var clauses: [DealClause] = []
        if let price = try positive(.memberPrice, { .member($0) }) { clauses.append(.member(price)) }
        if let percent = try positive(.percentOff, { .percentOff($0) }) {
            guard percent <= Rational(100) else {
                throw .moreThanWholePrice(clause: DealClause.percentOff(percent).text)
            }
            clauses.append(.percentOff(percent))
        }
        if let amount = try positive(.save, { .save($0) }) { clauses.append(.save(amount)) }
        switch offer {
        case .none: break
        case .buyGetFree:
            let (buy, free) = try counts(
                .buy, .getFree, "buy ", " get ", " free", example: "buy 2 get 1 free")
            clauses.append(.buyGetFree(buy: buy, free: free))
        case .secondHalfPrice:
            clauses.append(.secondHalfPrice)
        case .forThePriceOf:
            let (take, pay) = try counts(
                .take, .payFor, "", " for the price of ", "", example: "3 for the price of 2")
            guard pay < take else {
                throw .takesNoMore(clause: DealClause.forThePriceOf(take: take, pay: pay).text)
            }
            clauses.append(.forThePriceOf(take: take, pay: pay))
        case .multiBuy:
            let count = self[.multiBuyCount].committedValue
            let price = self[.multiBuyPrice].committedValue
            guard let count, let price else {
                let clause =
                    (count?.fractionText ?? "…") + " for " + (price.map { DealClause.amountText($0) } ?? "…")
                throw .missingNumber(clause: clause, example: "3 for 5.00")
            }
            let clause = DealClause.multiBuy(count: count, price: price)
            try Self.checkCount(count, clause)
            guard price.isPositive else { throw .notPositive(clause: clause.text) }
            clauses.append(clause)
        }
        if let amount = try positive(.deposit, { .deposit($0) }) { clauses.append(.deposit(amount)) }
        if let percent = try positive(.tax, { .tax($0) }) { clauses.append(.tax(percent)) }
        guard !clauses.isEmpty else { return nil }
        return try Deal(clauses)
    }

    /// The number of an optional field, `nil` when it is empty.
    /// - Throws: ``DealError/notPositive(clause:)`` for a number not greater than zero, named
    ///   by the clause `clause` makes of it.
    private func positive(_ field: FormField, _ clause: (Rational) -> DealClause) throws(DealError)
        -> Rational?
    {
        guard let value = self[field].committedValue else { return nil }
        guard value.isPositive else { throw .notPositive(clause: clause(value).text) }
        return value
    }

    /// The two counts of an offer, written `before first middle second after` in messages.
    /// - Throws: ``DealError/missingNumber(clause:example:)`` when one is empty,
    ///   ``DealError/notWholeCount(clause:)`` and ``DealError/notPositive(clause:)``.
    private func counts(
        _ first: FormField, _ second: FormField, _ before: String, _ middle: String, _ after: String,
        example: String
    ) throws(DealError) -> (Rational, Rational) {
        let one = self[first].committedValue
        let two = self[second].committedValue
        let clause = before + (one?.fractionText ?? "…") + middle + (two?.fractionText ?? "…") + after
        guard let one, let two else { throw .missingNumber(clause: clause, example: example) }
        try Self.checkCount(one, clause)
        try Self.checkCount(two, clause)
        return (one, two)
    }

    /// Checks that a count of packs is whole and greater than zero.
    private static func checkCount(_ count: Rational, _ clause: DealClause) throws(DealError) {
        try checkCount(count, clause.text)
    }

    private static func checkCount(_ count: Rational, _ clause: String) throws(DealError) {
        guard count.isPositive else { throw .notPositive(clause: clause) }
        guard count.isInteger else { throw .notWholeCount(clause: clause) }
    }
}

/// The offers a product's deal may have, one at most (see ``DealClause/Kind/isOffer``).
public enum DealOffer: String, CaseIterable, Hashable, Sendable {
    /// The case named `rawValue`, compared byte for byte.
    public init?(rawValue: String) {
        guard let match = Self.exactlyMatching(rawValue) else { return nil }
        self = match
    }

    /// No offer.
    case none
    /// `buy N get M free`.
    case buyGetFree
    /// `2nd half price`.
    case secondHalfPrice
    /// `N for the price of M`.
    case forThePriceOf
    /// `N for PRICE`.
    case multiBuy

    /// The offer's fields.
    var fields: [FormField] {
        switch self {
        case .none, .secondHalfPrice: []
        case .buyGetFree: [.buy, .getFree]
        case .forThePriceOf: [.take, .payFor]
        case .multiBuy: [.multiBuyCount, .multiBuyPrice]
        }
    }
}
