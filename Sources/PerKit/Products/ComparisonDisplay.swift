/// Every figure of a ``Comparison`` as the decimal text a front end shows: the one rounding
/// rule of the app, the command line and the API alike.
///
/// - Prices are exact: at least the currency's decimal places, more when the price has them,
///   `≈` before a price whose decimals never end (``Rational/displayText(minimumPlaces:)``).
/// - Unit prices get the currency's places, more until the smallest shows three significant
///   digits (`0.0281` per fl oz) and until different unit prices never read alike.
/// - Percentages get one place, more (up to six) while a real difference would read as zero;
///   extra costs and savings get the currency's places, more (up to four more) likewise.
///
/// Amounts are plain decimal text with `.` as the point and no currency sign; a front end
/// writes them in its locale.
public struct ComparisonDisplay: Sendable {
    /// The comparison shown.
    public let comparison: Comparison
    /// The decimal places of the currency's minor unit (2 for USD, 0 for JPY, 3 for KWD).
    public let currencyPlaces: Int
    /// Decimal places of every unit price.
    public let unitPricePlaces: Int
    /// Decimal places of every "more than the best" percentage.
    public let percentPlaces: Int
    /// Decimal places of every extra cost.
    let extraCostPlaces: Int

    /// The display of `comparison` with amounts in a currency of `currencyPlaces` decimals.
    public init(_ comparison: Comparison, currencyPlaces: Int) {
        self.comparison = comparison
        self.currencyPlaces = max(0, currencyPlaces)
        unitPricePlaces = comparison.unitPricePlaces(minimum: self.currencyPlaces)
        percentPlaces = comparison.percentPlaces
        extraCostPlaces = comparison.extraCostPlaces(minimum: self.currencyPlaces)
    }

    /// A price as typed, exact (see the type's documentation): `3.99`, `1.995`, `698`,
    /// `≈3.333333`.
    public func price(_ amount: Rational) -> String {
        amount.displayText(minimumPlaces: currencyPlaces)
    }

    /// The unit price of `figures`, rounded to ``unitPricePlaces``.
    public func unitPrice(_ figures: ItemFigures) -> String {
        figures.unitPrice.formatted(places: unitPricePlaces)
    }

    /// The unit price of `figures` without its deal, rounded to ``unitPricePlaces``: the
    /// unit price for a product without one.
    public func unitPriceWithoutDeal(_ figures: ItemFigures) -> String {
        figures.unitPriceWithoutDeal.formatted(places: unitPricePlaces)
    }

    /// How much more per unit than the best `figures` costs, in percent: `45.4`, `0.01`.
    public func percentMoreThanBest(_ figures: ItemFigures) -> String {
        figures.percentMoreThanBest.formatted(places: percentPlaces)
    }

    /// What `figures` costs more than its quantity at the best unit price.
    public func extraCost(_ figures: ItemFigures) -> String {
        figures.extraCost.formatted(places: extraCostPlaces)
    }

    /// How much cheaper per unit the best is than `savings.other`, in percent.
    public func percentCheaper(_ savings: Savings) -> String {
        savings.percentCheaper.formatted(
            places: Rational.placesShowingNonZero([savings.percentCheaper], minimum: 1, maximum: 6))
    }

    /// What buying the best product's quantity of it saves against `savings.other`.
    public func saving(_ savings: Savings) -> String {
        savings.forBestQuantity.formatted(
            places: Rational.placesShowingNonZero(
                [savings.forBestQuantity], minimum: currencyPlaces, maximum: currencyPlaces + 4))
    }
}
