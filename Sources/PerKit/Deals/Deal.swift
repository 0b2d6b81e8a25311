/// A product's deal: the clauses written after its quantity, at most one of each kind and at
/// most one offer (see ``DealClause/Kind/isOffer``), kept in the order they are applied.
///
/// ```
/// 3.99 for 700 g, member 3.50                 the member price
/// 2.00 for 200 g, buy 2 get 1 free            4.00 for 600 g, buy 3
/// 1.50 for 1 L, 3 for 4.00                    4.00 for 3 L, buy 3
/// 4.99 for 6 x 330 mL, deposit 0.25           4.99, and 1.50 deposit at the till
/// 19.99 for 2 kg, plus 8% tax                 21.5892 for 2 kg
/// ```
///
/// The price of one pack goes through the clauses in one order: the shelf price, then the
/// member price (when member prices are used), then `% off`, then `save`, then the offer
/// (buy-get-free, 2nd half price, N for the price of M, or N for PRICE, which sets the price of
/// N packs whatever one pack costs), then the tax. The deposit is apart: never in the price or
/// the unit price, always in what is paid at the till. ``DealFigures`` works the figures out.
public struct Deal: Hashable, Sendable {
    /// The clauses, in the order they are applied (``DealClause/Kind``), one of each kind.
    public let clauses: [DealClause]

    /// A deal of `clauses`, in any order.
    /// - Throws: ``DealError/repeated(_:_:)`` for two clauses of one kind,
    ///   ``DealError/twoDeals(_:_:)`` for two offers.
    public init(_ clauses: [DealClause]) throws(DealError) {
        var sorted: [DealClause] = []
        for clause in clauses {
            var index = sorted.count
            while index > 0 && clause.kind < sorted[index - 1].kind { index -= 1 }
            sorted.insert(clause, at: index)
        }
        for index in sorted.indices.dropFirst() {
            let (previous, clause) = (sorted[index - 1], sorted[index])
            if previous.kind == clause.kind { throw .repeated(previous.text, clause.text) }
            if previous.kind.isOffer && clause.kind.isOffer { throw .twoDeals(previous.text, clause.text) }
        }
        self.clauses = sorted
    }

    /// Reads clauses separated by commas, as ``DealClause/init(parsing:)`` reads each:
    /// `member 3.50, buy 2 get 1 free`. A comma between two digits is a decimal comma
    /// (`member 3,50`), not a separator.
    /// - Throws: ``DealError`` for the first clause that can't be read, then the errors of
    ///   ``init(_:)``.
    public init(parsing text: String) throws(DealError) {
        var clauses: [DealClause] = []
        for clause in Self.clauseTexts(text) { clauses.append(try DealClause(parsing: clause)) }
        try self.init(clauses)
    }

    /// The text of each clause of `text`: split at every comma that is not between two digits.
    static func clauseTexts(_ text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var texts: [String] = []
        var start = 0
        for index in scalars.indices where isClauseSeparator(scalars, at: index) {
            texts.append(scalars.text(from: start, to: index))
            start = index + 1
        }
        texts.append(scalars.text(from: start, to: scalars.count))
        return texts
    }

    /// Whether the scalar at `index` is a comma that separates clauses: one not written
    /// between two digits.
    static func isClauseSeparator(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        guard scalars[index] == "," else { return false }
        return !(index > 0 && index + 1 < scalars.count && scalars[index - 1].isDigit && scalars[index + 1].isDigit)
    }

    /// The clauses written canonically and separated by `, `, as ``init(parsing:)`` reads
    /// them back to the same deal: `member 3.50, buy 2 get 1 free, deposit 0.25`.
    public var text: String {
        var text = ""
        for clause in clauses {
            if !text.isEmpty { text += ", " }
            text += clause.text
        }
        return text
    }

    /// The member price of one pack, if the deal has one.
    public var memberPrice: Rational? {
        for case .member(let price) in clauses { return price }
        return nil
    }

    /// The deposit on each container, if the deal has one.
    public var deposit: Rational? {
        for case .deposit(let amount) in clauses { return amount }
        return nil
    }

    /// The offer (buy-get-free, 2nd half price, N for the price of M, or N for PRICE), if any.
    public var offer: DealClause? { clauses.first { $0.kind.isOffer } }

    /// The deal without its member price: what it is when member prices are not used.
    public var withoutMemberPrice: Deal { Deal(sorted: clauses.filter { $0.kind != .member }) }

    /// A deal of clauses already checked and sorted.
    private init(sorted clauses: [DealClause]) {
        self.clauses = clauses
    }
}

extension Deal: CustomStringConvertible {
    /// The same text as ``text``.
    public var description: String { text }
}
