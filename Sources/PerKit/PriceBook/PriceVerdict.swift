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
    /// The lowest regular (not sale) price seen, if any.
    public let lowestRegular: PriceEntry?
    /// How many days ago the lowest price was seen.
    public let daysSinceLowest: Int

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
