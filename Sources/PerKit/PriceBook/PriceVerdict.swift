/// How a price compares with the prices seen for its product: the answer to "is this a good
/// price?".
public struct PriceVerdict: Hashable, Sendable {
    /// The lowest unit price seen (of equal ones the most recent).
    public let lowest: PriceEntry
    /// How much more per unit the price is than the lowest, in percent: 0 when equal, negative
    /// when lower.
    public let percentAboveLowest: Rational
    /// The best of the latest prices at each named store, if any store was named.
    public let cheapestStoreLately: PriceEntry?
    /// The lowest regular price seen (neither a sale nor a deal price), if any.
    public let lowestRegular: PriceEntry?
    /// How many days ago the lowest price was seen.
    public let daysSinceLowest: Int
    /// Whether the price checked is a deal price (``PriceEntry/hasDeal(usesMemberPrices:)``).
    public let isDealPrice: Bool
    /// The kind of ``lowest``: the price checked's own kind, or the other one when the book
    /// has no price of its kind.
    public let comparedWith: Kind
    /// Whether a deal price at or below ``lowest`` would be above it without its member price:
    /// it is only good with the card.
    public let needsMemberPrice: Bool
    /// How many packs must be bought for a deal price at or below ``lowest`` that one pack
    /// without the offer would not match (`3` for `buy 2 get 1 free`), else `nil`.
    public let mustBuy: Rational?
    /// The lowest price seen without a deal, if any.
    public let lowestWithoutDeal: PriceEntry?
    /// The lowest deal price seen, if any.
    public let lowestWithDeal: PriceEntry?
    /// The lowest regular price and the lowest deal price at each store (see
    /// ``BookProduct/lowestByStore(usesMemberPrices:)``).
    public let lowestByStore: [StoreLowest]

    /// A price's kind as the verdict compares it: like with like.
    public enum Kind: String, Hashable, Sendable {
        /// A price without a deal (or whose deal lowers nothing: only a tax or a deposit).
        case regular
        /// A price lowered by a deal: a member price, `% off`, `save` or an offer.
        case deal
    }

    /// What a good deal price asks of the shopper: "only with the member price", "only if
    /// you buy 3", "only with the member price and if you buy 3"; `nil` when nothing.
    public var condition: String? { condition(in: .english) }

    /// ``condition`` in the words of `catalog`.
    public func condition(in catalog: Catalog) -> String? {
        switch (needsMemberPrice, mustBuy) {
        case (false, nil): nil
        case (true, nil): catalog.text(.verdictOnlyWithMemberPrice)
        case (false, let count?): catalog.text(.verdictOnlyIfYouBuy, ("count", count.fractionText))
        case (true, let count?):
            catalog.text(.verdictOnlyWithMemberPriceIfYouBuy, ("count", count.fractionText))
        }
    }

    /// Whether the book has prices of both kinds, regular and deal, so that ``lowest`` is the
    /// lowest of the price's own kind.
    public var hasBothKinds: Bool { lowestWithoutDeal != nil && lowestWithDeal != nil }

    /// What ``lowest`` is, in words: "the lowest price seen" when the book's prices are all
    /// of one kind, else "the lowest regular price seen" or "the lowest deal price seen".
    public var lowestNoun: String {
        guard hasBothKinds else { return "the lowest price seen" }
        return comparedWith == .deal ? "the lowest deal price seen" : "the lowest regular price seen"
    }

    /// Whether the price is at or below every price seen.
    public var isLowest: Bool { !percentAboveLowest.isPositive }

    /// Where the price stands.
    public var standing: Standing { Standing(percentAboveLowest: percentAboveLowest) }

    /// Where a price stands against the lowest seen.
    public enum Standing: String, Hashable, Sendable {
        /// Lower than every price seen.
        case newLowest
        /// Exactly the lowest price seen.
        case equalToLowest
        /// More than the lowest price seen.
        case above

        /// The standing of a price that costs `percent` percent more per unit than the lowest
        /// seen (see ``BookProduct/percentAboveLowest(_:)``).
        public init(percentAboveLowest percent: Rational) {
            self = percent.isNegative ? .newLowest : percent.isZero ? .equalToLowest : .above
        }
    }

    /// Decimal places for ``percentAboveLowest``: one, more (up to six) while a real difference
    /// would read as zero, like a list's percentages.
    public var percentPlaces: Int { Self.places(forPercent: percentAboveLowest) }

    /// Decimal places for a percentage above the lowest price (see ``percentPlaces``).
    public static func places(forPercent percent: Rational) -> Int {
        Rational.placesShowingNonZero([percent], minimum: 1, maximum: 6)
    }
}
