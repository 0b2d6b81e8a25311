/// A product's deal and its figures with and without the member price, worked out once when
/// the product is made, so that ranking reads them and never fails.
final class DealDetails: Sendable {
    /// The deal.
    let deal: Deal
    /// The deal's canonical text (``Deal/text``), written when it is read: a product made
    /// with a deal (a million of them, in a ranking) formats no text.
    var text: String { deal.text }
    /// The figures when member prices are used.
    let withMemberPrice: DealFigures
    /// The figures when they are not (the same as ``withMemberPrice`` without a member price).
    let withoutMemberPrice: DealFigures

    /// Works out both sets of figures of `deal` for one pack of `quantity` at `shelfPrice`.
    /// - Throws: the errors of ``DealFigures/init(shelfPrice:quantity:deal:usesMemberPrice:)``
    ///   either way.
    init(deal: Deal, shelfPrice: Rational, quantity: Quantity) throws(DealError) {
        self.deal = deal
        withMemberPrice = try DealFigures(shelfPrice: shelfPrice, quantity: quantity, deal: deal)
        withoutMemberPrice =
            deal.memberPrice == nil
            ? withMemberPrice
            : try DealFigures(shelfPrice: shelfPrice, quantity: quantity, deal: deal, usesMemberPrice: false)
    }

    /// The figures with or without the member price.
    func figures(usesMemberPrice: Bool) -> DealFigures {
        usesMemberPrice ? withMemberPrice : withoutMemberPrice
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
