/// What a ``ProductItem`` keeps out of line, so that the items of a long list stay small: its
/// name, its exact values when they don't fit `PackedAmounts`, and its deal.
final class ItemDetails: Sendable {
    /// The name, trimmed and never empty.
    let name: String?
    /// The exact values, when they are not packed in the item.
    let exact: ExactAmounts?
    /// The deal and its figures, when the product has one.
    let deal: DealDetails?

    init(name: String?, exact: ExactAmounts?, deal: DealDetails? = nil) {
        self.name = name
        self.exact = exact
        self.deal = deal
    }
}

/// Names are compared and hashed by their UTF-8 bytes (``Swift/String/hasSameUTF8(as:)``).
extension ItemDetails: Hashable {
    static func == (lhs: ItemDetails, rhs: ItemDetails) -> Bool {
        lhs === rhs
            || (String.haveSameUTF8(lhs.name, rhs.name) && lhs.exact == rhs.exact && lhs.deal == rhs.deal)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(name != nil)
        name?.hashUTF8(into: &hasher)
        hasher.combine(exact)
        hasher.combine(deal)
    }
}
