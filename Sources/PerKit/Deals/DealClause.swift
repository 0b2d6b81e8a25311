/// One clause of a product's deal, as written after its quantity: `member 3.50`,
/// `buy 2 get 1 free`, `2nd half price`, `3 for the price of 2`, `3 for 5.00`, `10% off`,
/// `save 0.50`, `deposit 0.25` or `plus 8% tax`.
///
/// A "pack" is the product as typed: for `4.99 for 6 x 330 mL` it is the six-pack, so
/// `member 4.50` is the member price of the six-pack and `buy 1 get 1 free` puts two six-packs
/// in the basket. Counts are whole numbers greater than zero; amounts and percentages are
/// greater than zero. See ``Deal`` for how the clauses combine.
public enum DealClause: Hashable, Sendable {
    /// `member PRICE`: the loyalty-card price of one pack.
    case member(Rational)
    /// `buy N get M free`: pay for N packs, take N + M.
    case buyGetFree(buy: Rational, free: Rational)
    /// `2nd half price` (or `second half price`): pay for 1.5 packs, take 2.
    case secondHalfPrice
    /// `N for the price of M`: pay for M packs, take N (N > M).
    case forThePriceOf(take: Rational, pay: Rational)
    /// `N for PRICE`: PRICE for N packs (a multi-buy).
    case multiBuy(count: Rational, price: Rational)
    /// `P% off`: P percent off one pack's price (at most 100).
    case percentOff(Rational)
    /// `save AMOUNT`: AMOUNT off one pack's price.
    case save(Rational)
    /// `deposit AMOUNT`: a deposit on each container, paid at the till but never part of the
    /// price or the unit price.
    case deposit(Rational)
    /// `plus P% tax`: the price is without a tax of P percent, which is added before comparing.
    case tax(Rational)

    /// What kind of clause this is: a deal may hold one clause of each kind, and at most one
    /// of the kinds that are offers (``Kind/isOffer``).
    public enum Kind: Int, Hashable, Sendable, Comparable {
        /// `member PRICE`.
        case member
        /// `P% off`.
        case percentOff
        /// `save AMOUNT`.
        case save
        /// `buy N get M free`.
        case buyGetFree
        /// `2nd half price`.
        case secondHalfPrice
        /// `N for the price of M`.
        case forThePriceOf
        /// `N for PRICE`.
        case multiBuy
        /// `plus P% tax`.
        case tax
        /// `deposit AMOUNT`.
        case deposit

        /// Whether the kind is one of the offers of which a deal holds at most one.
        public var isOffer: Bool { self >= .buyGetFree && self <= .multiBuy }

        /// The order in which clauses are applied and written.
        public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The clause's kind.
    public var kind: Kind {
        switch self {
        case .member: .member
        case .buyGetFree: .buyGetFree
        case .secondHalfPrice: .secondHalfPrice
        case .forThePriceOf: .forThePriceOf
        case .multiBuy: .multiBuy
        case .percentOff: .percentOff
        case .save: .save
        case .deposit: .deposit
        case .tax: .tax
        }
    }

    /// The clause written canonically, as ``init(parsing:)`` reads it back to the same clause:
    /// `member 3.50`, `buy 2 get 1 free`, `2nd half price`, `3 for the price of 2`,
    /// `3 for 5.00`, `10% off`, `save 0.50`, `deposit 0.25`, `plus 8% tax`. An amount whose
    /// decimals never end is written as a fraction (`member 10/3`).
    public var text: String {
        switch self {
        case .member(let price): "member " + Self.amountText(price)
        case .buyGetFree(let buy, let free): "buy " + buy.fractionText + " get " + free.fractionText + " free"
        case .secondHalfPrice: "2nd half price"
        case .forThePriceOf(let take, let pay): take.fractionText + " for the price of " + pay.fractionText
        case .multiBuy(let count, let price): count.fractionText + " for " + Self.amountText(price)
        case .percentOff(let percent): Self.numberText(percent) + "% off"
        case .save(let amount): "save " + Self.amountText(amount)
        case .deposit(let amount): "deposit " + Self.amountText(amount)
        case .tax(let percent): "plus " + Self.numberText(percent) + "% tax"
        }
    }

    /// An amount of money as exact text with at least two decimals (`3.50`, `0.125`), or as a
    /// fraction when its decimals never end or need more digits than a number may have
    /// (`10/3`).
    static func amountText(_ amount: Rational) -> String {
        guard let places = amount.terminatingPlaces, places <= Rational.maximumExactDisplayPlaces else {
            return amount.fractionText
        }
        return readableDecimal(amount.formatted(places: max(places, 2))) ?? amount.fractionText
    }

    /// A number as exact text (`8`, `12.5`), or as a fraction when its decimals never end or
    /// need more digits than a number may have.
    static func numberText(_ number: Rational) -> String {
        number.exactDecimal.flatMap(readableDecimal) ?? number.fractionText
    }

    /// `text` when it has no more digits than a number Per reads (30), else `nil`.
    private static func readableDecimal(_ text: String) -> String? {
        text.utf8.filter { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count <= 30 ? text : nil
    }
}
