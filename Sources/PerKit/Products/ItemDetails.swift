/// What a ``ProductItem`` keeps out of line, so that the items of a long list stay small: its
/// name, and its exact values when they don't fit `PackedAmounts`.
final class ItemDetails: Sendable {
    /// The name, trimmed and never empty.
    let name: String?
    /// The exact values, when they are not packed in the item.
    let exact: ExactAmounts?

    init(name: String?, exact: ExactAmounts?) {
        self.name = name
        self.exact = exact
    }
}

extension ItemDetails: Hashable {
    static func == (lhs: ItemDetails, rhs: ItemDetails) -> Bool {
        lhs === rhs || (lhs.name == rhs.name && lhs.exact == rhs.exact)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(exact)
    }
}
