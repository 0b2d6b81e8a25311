/// A product's deal and its unit prices as ranking compares them, with and without the member
/// price, worked out once when the product is made, so that ranking reads them and never fails.
/// The other figures are worked out when they are read (a product made with a deal — a million
/// of them, in a ranking — works out only what ranking needs).
final class DealDetails: Sendable {
    /// The deal.
    let deal: Deal
    /// The deal's canonical text (``Deal/text``), written when it is read.
    var text: String { deal.text }
    /// The deal's unit price when member prices are used, unreduced.
    private let unitPriceWithMemberPrice: UnitPriceFraction
    /// The deal's unit price when they are not (the same as ``unitPriceWithMemberPrice``
    /// without a member price).
    private let unitPriceWithoutMemberPrice: UnitPriceFraction

    /// Works out the unit prices of `deal` for one pack of `quantity` at `shelfPrice`, and
    /// checks that its other figures can be worked out.
    /// - Throws: the errors of ``DealFigures/init(shelfPrice:quantity:deal:usesMemberPrice:)``
    ///   either way.
    init(deal: Deal, shelfPrice: Rational, quantity: Quantity) throws(DealError) {
        self.deal = deal
        let withMemberPrice = try Self.unitPrice(deal, shelfPrice, quantity, usesMemberPrice: true)
        unitPriceWithMemberPrice = withMemberPrice
        unitPriceWithoutMemberPrice =
            deal.memberPrice == nil
            ? withMemberPrice : try Self.unitPrice(deal, shelfPrice, quantity, usesMemberPrice: false)
    }

    /// The unit price ranking compares, with or without the member price.
    func unitPrice(usesMemberPrice: Bool) -> UnitPriceFraction {
        usesMemberPrice ? unitPriceWithMemberPrice : unitPriceWithoutMemberPrice
    }

    /// The figures with or without the member price, for one pack of `quantity` at
    /// `shelfPrice` (the product's, which the initialiser checked): never `nil` for those.
    func figures(usesMemberPrice: Bool, shelfPrice: Rational, quantity: Quantity) -> DealFigures? {
        try? DealFigures(shelfPrice: shelfPrice, quantity: quantity, deal: deal, usesMemberPrice: usesMemberPrice)
    }

    /// The deal's unit price for ranking, with no greatest common divisor when the unreduced
    /// figures fit (and so the exact ones do); otherwise from the exact figures, which report
    /// what goes wrong.
    private static func unitPrice(
        _ deal: Deal, _ shelfPrice: Rational, _ quantity: Quantity, usesMemberPrice: Bool
    ) throws(DealError) -> UnitPriceFraction {
        #if !hasFeature(Embedded)  // (The wasm module makes a few products at a time.)
            if let unitPrice = DealFigures.unreducedUnitPrice(
                shelfPrice: shelfPrice, quantity: quantity, deal: deal, usesMemberPrice: usesMemberPrice)
            {
                return unitPrice
            }
        #endif
        return UnitPriceFraction(
            try DealFigures(shelfPrice: shelfPrice, quantity: quantity, deal: deal, usesMemberPrice: usesMemberPrice)
                .unitPrice)
    }
}

extension DealDetails: Hashable {
    /// The figures follow from the deal and the product, so only the deal is compared, clause
    /// by clause: exact values, so two deals are equal exactly when their canonical texts are.
    static func == (lhs: DealDetails, rhs: DealDetails) -> Bool {
        lhs === rhs || lhs.deal == rhs.deal
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(deal)
    }
}
