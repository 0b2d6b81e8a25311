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
        let outcome: Outcome<Rational>
        do {
            outcome = try Self.work(shelfPrice, quantity, deal, usesMemberPrice)
        } catch {
            throw .arithmetic(error)
        }
        switch outcome {
        case .figures(let worked):
            self.init(
                shelfPrice: shelfPrice, memberPrice: worked.memberPrice, usesMemberPrice: worked.usesMemberPrice,
                deal: deal, mustBuy: worked.mustBuy, price: worked.price,
                // `work` multiplied these three parts without overflow.
                quantity: Quantity(checkedPackSize: quantity.packSize, quantity.unit, packCount: worked.packCount),
                unitPrice: worked.unitPrice, unitPriceWithoutDeal: worked.unitPriceWithoutDeal,
                deposit: worked.deposit, payAtTill: worked.payAtTill)
        case .refused(let clause, let price): throw .priceNotPositive(clause: clause, price: price)
        }
    }

    /// The deal's unit price (``unitPrice``) as ranking compares it, worked out with no greatest
    /// common divisor, or `nil` when that can't tell: a part overflows unreduced, or a clause
    /// leaves nothing to pay. When it is not `nil`, the figures can be worked out exactly
    /// (``init(shelfPrice:quantity:deal:usesMemberPrice:)`` throws no error).
    static func unreducedUnitPrice(
        shelfPrice: Rational, quantity: Quantity, deal: Deal, usesMemberPrice: Bool
    ) -> UnitPriceFraction? {
        guard
            case .figures(let worked)? = try? work(
                UnreducedRational(shelfPrice), quantity, deal, usesMemberPrice) as Outcome<UnreducedRational>
        else { return nil }
        return UnitPriceFraction(
            numerator: worked.unitPrice.numerator.magnitude, denominator: worked.unitPrice.denominator.magnitude)
    }

    /// The figures ``work(_:_:_:_:)`` finds, in one kind of number.
    private struct Worked<Number: DealNumber> {
        var memberPrice: Rational?
        var usesMemberPrice: Bool
        var mustBuy: Number
        var price: Number
        /// The pack count of the deal's quantity.
        var packCount: Number
        var unitPrice: Number
        var unitPriceWithoutDeal: Number
        var deposit: Number?
        var payAtTill: Number
    }

    /// What ``work(_:_:_:_:)`` finds: the figures, or the clause that leaves nothing to pay.
    private enum Outcome<Number: DealNumber> {
        case figures(Worked<Number>)
        case refused(String, Number)
    }

    /// The work of ``init(shelfPrice:quantity:deal:usesMemberPrice:)``, in exact numbers of
    /// either kind: every figure, so that each one's overflow is found.
    private static func work<Number: DealNumber>(
        _ shelfPrice: Number, _ quantity: Quantity, _ deal: Deal, _ usesMemberPrice: Bool
    ) throws(ArithmeticError) -> Outcome<Number> {
        let hundred = Number(Rational(100))
        var pack = shelfPrice
        var taxFactor: Number? = nil
        var mustBuy = Number(.one)
        var paid: Number? = nil
        var depositEach: Number? = nil
        var usesMember = false
        var memberPrice: Rational? = nil
        for clause in deal.clauses {
            switch clause {
            case .member(let price):
                memberPrice = price
                guard usesMemberPrice else { continue }
                usesMember = true
                pack = Number(price)
            case .percentOff(let percent):
                pack = try pack.multiplied(by: hundred.subtracting(Number(percent)).divided(by: hundred))
            case .save(let amount):
                pack = try pack.subtracting(Number(amount))
            case .buyGetFree(let buy, let free):
                mustBuy = try Number(buy).adding(Number(free))
                paid = try pack.multiplied(by: Number(buy))
            case .secondHalfPrice:
                mustBuy = Number(Rational(2))
                paid = try pack.multiplied(by: Number(Rational(3))).divided(by: Number(Rational(2)))
            case .forThePriceOf(let take, let pay):
                mustBuy = Number(take)
                paid = try pack.multiplied(by: Number(pay))
            case .multiBuy(let count, let price):
                mustBuy = Number(count)
                paid = Number(price)
            case .tax(let percent):
                taxFactor = try hundred.adding(Number(percent)).divided(by: hundred)
                continue
            case .deposit(let amount):
                depositEach = Number(amount)
                continue
            }
            guard pack.isPositive else { return .refused(clause.text, pack) }
        }
        // Multiplying by one and adding zero are left out: the same exact values, less work
        // for a product made with a deal (a million of them, in a ranking).
        if let factor = taxFactor, factor.isOne { taxFactor = nil }
        var price = paid ?? pack
        var shelfPriceTaxed = shelfPrice
        if let taxFactor {
            price = try price.multiplied(by: taxFactor)
            shelfPriceTaxed = try shelfPrice.multiplied(by: taxFactor)
        }
        let shelfPackCount = Number(quantity.packCount)
        let packCount = mustBuy.isOne ? shelfPackCount : try shelfPackCount.multiplied(by: mustBuy)
        let (packSize, factor) = (Number(quantity.packSize), Number(quantity.unit.factor))
        let baseAmount = try packCount.multiplied(by: packSize).multiplied(by: factor)
        let shelfBaseAmount =
            mustBuy.isOne ? baseAmount : try shelfPackCount.multiplied(by: packSize).multiplied(by: factor)
        var deposit: Number? = nil
        if let depositEach { deposit = try depositEach.multiplied(by: packCount) }
        var payAtTill = price
        if let deposit { payAtTill = try price.adding(deposit) }
        return .figures(
            Worked(
                memberPrice: memberPrice, usesMemberPrice: usesMember, mustBuy: mustBuy, price: price,
                packCount: packCount, unitPrice: try price.divided(by: baseAmount),
                unitPriceWithoutDeal: try shelfPriceTaxed.divided(by: shelfBaseAmount), deposit: deposit,
                payAtTill: payAtTill))
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
