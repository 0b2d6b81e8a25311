/// A product's deal and its figures with and without the member price, worked out once when
/// the product is made, so that ranking reads them and never fails.
final class DealDetails: Sendable {
    /// The deal.
    let deal: Deal
    /// The deal's canonical text (``Deal/text``), which equal deals share: what equality
    /// compares, so that comparing products needs none of the deal's code.
    let text: String
    /// The figures when member prices are used.
    let withMemberPrice: DealFigures
    /// The figures when they are not (the same as ``withMemberPrice`` without a member price).
    let withoutMemberPrice: DealFigures

    /// Works out both sets of figures of `deal` for one pack of `quantity` at `shelfPrice`.
    /// - Throws: the errors of ``DealFigures/init(shelfPrice:quantity:deal:usesMemberPrice:)``
    ///   either way.
    init(deal: Deal, shelfPrice: Rational, quantity: Quantity) throws(DealError) {
        self.deal = deal
        text = deal.text
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
    /// The figures follow from the deal and the product, so only the deal is compared, by
    /// its canonical text (two deals with the same text are the same deal).
    static func == (lhs: DealDetails, rhs: DealDetails) -> Bool {
        lhs === rhs || lhs.text.hasSameUTF8(as: rhs.text)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(text)
    }
}
