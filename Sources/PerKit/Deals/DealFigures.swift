/// The exact figures of a product on a ``Deal``: what the shelf says, what is really paid, for
/// how much, and what must be bought to get it.
///
/// A "pack" is the product as typed (see ``DealClause``). For `2.00 for 200 g, buy 2 get 1
/// free`: the shelf price is 2.00, the shopper must buy 3 packs, pays 4.00 for 600 g, and the
/// unit price falls from 0.01 to ≈0.00667 per g.
public struct DealFigures: Hashable, Sendable {
    /// The price of one pack as typed on the shelf.
    public let shelfPrice: Rational
    /// The member price of one pack, if the deal has one (used or not).
    public let memberPrice: Rational?
    /// Whether the member price is in ``price``.
    public let usesMemberPrice: Bool
    /// The deal the figures are worked out from.
    private let deal: Deal
    /// How many packs must go in the basket to get ``price``: 1 without an offer.
    public let mustBuy: Rational
    /// What is paid for ``quantity`` under the deal: tax in, deposit out.
    public let price: Rational
    /// The quantity the deal buys: ``mustBuy`` packs of the product.
    public let quantity: Quantity
    /// ``price`` per base unit (g, mL, each, m, m²).
    public let unitPrice: Rational
    /// The unit price of one pack at the shelf price, tax in, per base unit: the product
    /// without its deal.
    public let unitPriceWithoutDeal: Rational
    /// The deposit on every container of ``quantity``, or `nil` when the product has none.
    public let deposit: Rational?
    /// What is paid at the till for ``quantity``: ``price`` and ``deposit``.
    public let payAtTill: Rational

    /// Whether the deal costs more per unit than the product without it (a multi-buy dearer
    /// than the packs bought one by one).
    public var isWorseThanWithoutDeal: Bool { unitPrice > unitPriceWithoutDeal }

    /// The canonical text of what lowers the price — the member price when used, `% off`,
    /// `save` and the offer (`member 3.50, buy 2 get 1 free`) — or `nil` when nothing does.
    /// The tax and the deposit are not part of it.
    ///
    /// Written when it is read: a product made with a deal (a million of them, in a ranking)
    /// formats no text.
    public var dealText: String? {
        var text = ""
        for clause in deal.clauses where lowersPrice(clause) {
            if !text.isEmpty { text += ", " }
            text += clause.text
        }
        return text.isEmpty ? nil : text
    }

    /// Whether something lowers the price: the member price when used, `% off`, `save` or an
    /// offer (whether ``dealText`` is not `nil`).
    public var lowersPrice: Bool { deal.clauses.contains(where: lowersPrice) }

    /// Whether `clause` is one of those that lower the price in these figures.
    private func lowersPrice(_ clause: DealClause) -> Bool {
        switch clause {
        case .member: usesMemberPrice
        case .tax, .deposit: false
        case .percentOff, .save, .buyGetFree, .secondHalfPrice, .forThePriceOf, .multiBuy: true
        }
    }

    /// Works out the figures of `deal` on a product of `quantity` for `shelfPrice`.
    /// - Parameters:
    ///   - shelfPrice: The price of one pack as typed, greater than zero.
    ///   - quantity: One pack's quantity (which may be a multipack: a deposit is on each
    ///     of its containers).
    ///   - deal: The deal.
    ///   - usesMemberPrice: Whether a member price counts; when not, the deal is worked out
    ///     as if it had none.
    /// - Throws: ``DealError/priceNotPositive(clause:price:)`` when a reduction leaves one
    ///   pack's price at zero or below, ``DealError/arithmetic(_:)`` on overflow.
    public init(
        shelfPrice: Rational, quantity: Quantity, deal: Deal, usesMemberPrice: Bool = true
    ) throws(DealError) {
        let outcome: Outcome
        do {
            outcome = try Self.work(shelfPrice, quantity, deal, usesMemberPrice)
        } catch {
            throw .arithmetic(error)
        }
        switch outcome {
        case .figures(let figures): self = figures
        case .refused(let clause, let price): throw .priceNotPositive(clause: clause, price: price)
        }
    }

    /// What ``work(_:_:_:_:)`` finds: the figures, or the clause that leaves nothing to pay.
    private enum Outcome {
        case figures(DealFigures)
        case refused(String, Rational)
    }

    /// The work of ``init(shelfPrice:quantity:deal:usesMemberPrice:)``.
    private static func work(
        _ shelfPrice: Rational, _ quantity: Quantity, _ deal: Deal, _ usesMemberPrice: Bool
    ) throws(ArithmeticError) -> Outcome {
        let hundred = Rational(100)
        var pack = shelfPrice
        var taxFactor = Rational.one
        var mustBuy = Rational.one
        var paid: Rational? = nil
        var depositEach: Rational? = nil
        var usesMember = false
        var memberPrice: Rational? = nil
        for clause in deal.clauses {
            switch clause {
            case .member(let price):
                memberPrice = price
                guard usesMemberPrice else { continue }
                usesMember = true
                pack = price
            case .percentOff(let percent):
                pack = try pack.multiplied(by: hundred.subtracting(percent).divided(by: hundred))
            case .save(let amount):
                pack = try pack.subtracting(amount)
            case .buyGetFree(let buy, let free):
                mustBuy = try buy.adding(free)
                paid = try pack.multiplied(by: buy)
            case .secondHalfPrice:
                mustBuy = Rational(2)
                paid = try pack.multiplied(by: Rational(3)).divided(by: Rational(2))
            case .forThePriceOf(let take, let pay):
                mustBuy = take
                paid = try pack.multiplied(by: pay)
            case .multiBuy(let count, let price):
                mustBuy = count
                paid = price
            case .tax(let percent):
                taxFactor = try hundred.adding(percent).divided(by: hundred)
                continue
            case .deposit(let amount):
                depositEach = amount
                continue
            }
            guard pack.isPositive else { return .refused(clause.text, pack) }
        }
        // Multiplying by one and adding zero are left out: the same exact values, less work
        // for a product made with a deal (a million of them, in a ranking).
        let hasTax = taxFactor != .one
        let price = hasTax ? try (paid ?? pack).multiplied(by: taxFactor) : (paid ?? pack)
        let dealQuantity =
            mustBuy == .one
            ? quantity
            : try Quantity(
                quantity.packSize, quantity.unit, packCount: quantity.packCount.multiplied(by: mustBuy))
        var deposit: Rational? = nil
        if let depositEach { deposit = try depositEach.multiplied(by: dealQuantity.packCount) }
        var payAtTill = price
        if let deposit { payAtTill = try price.adding(deposit) }
        let baseAmount = dealQuantity.baseAmount
        let shelfBaseAmount = mustBuy == .one ? baseAmount : quantity.baseAmount
        return .figures(
            DealFigures(
                shelfPrice: shelfPrice, memberPrice: memberPrice, usesMemberPrice: usesMember,
                deal: deal, mustBuy: mustBuy, price: price,
                quantity: dealQuantity, unitPrice: try price.divided(by: baseAmount),
                unitPriceWithoutDeal: try (hasTax ? shelfPrice.multiplied(by: taxFactor) : shelfPrice)
                    .divided(
                        by: shelfBaseAmount),
                deposit: deposit, payAtTill: payAtTill))
    }

    /// Figures with every field given.
    private init(
        shelfPrice: Rational, memberPrice: Rational?, usesMemberPrice: Bool, deal: Deal,
        mustBuy: Rational, price: Rational, quantity: Quantity, unitPrice: Rational,
        unitPriceWithoutDeal: Rational, deposit: Rational?, payAtTill: Rational
    ) {
        self.shelfPrice = shelfPrice
        self.memberPrice = memberPrice
        self.usesMemberPrice = usesMemberPrice
        self.deal = deal
        self.mustBuy = mustBuy
        self.price = price
        self.quantity = quantity
        self.unitPrice = unitPrice
        self.unitPriceWithoutDeal = unitPriceWithoutDeal
        self.deposit = deposit
        self.payAtTill = payAtTill
    }
}
