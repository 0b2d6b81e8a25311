/// The check of a tag's unit price as the sentence that says it is made of: what the tag
/// prints, the price and the size it was checked against, and the exact unit price written as
/// the tag writes its own (``sentence(in:)``: `The tag says 51.3p each; £2.75 for 6 is 45.8p
/// each`).
///
/// A reading's JSON carries these parts (`tagUnitPrice`'s `text`, `per`, `check`, `worked` and `price`,
/// and the reading's `price` and `quantity`), so that a front end says the check in its own
/// language.
public struct TagCheckWords: Hashable, Sendable {
    /// The unit price as printed: `51.3p each`, `55.7p per 100g`.
    public let tag: String
    /// The tag's price with the tag's currency sign (`£2.75`), if read.
    public let price: String?
    /// The tag's size (`6`, `700 g`), if read.
    public let quantity: String?
    /// The exact unit price written as the tag writes its own (`45.8p`), when it was worked out.
    public let worked: String?
    /// What the tag's unit price is per: `100 g`, `kg`, `each`.
    public let per: String
    /// What the check found: ``UnitPriceCheck/name``.
    public let check: String

    /// The words of a check, each part given.
    public init(tag: String, price: String?, quantity: String?, worked: String?, per: String, check: String) {
        self.tag = tag
        self.price = price
        self.quantity = quantity
        self.worked = worked
        self.per = per
        self.check = check
    }

    /// The check in the words of `catalog`: `The tag says 51.3p each; £2.75 for 6 is 45.8p each`
    /// when the tag is wrong, with `: it matches` when it is right; that it can't be checked
    /// without the price and the size, or that the size is not measured as the tag's unit price.
    public func sentence(in catalog: Catalog) -> String {
        guard let price, let quantity, let worked else {
            return catalog.text(.tagCheckUnchecked, ("tag", tag))
        }
        if check.hasSameUTF8(as: UnitPriceCheck.unread.name) {
            return catalog.text(.tagCheckUnread, ("tag", tag))
        }
        let perPhrase =
            per.hasSameUTF8(as: "each") ? catalog.text(.each) : catalog.text(.perReference, ("quantity", per))
        return catalog.text(
            check.hasSameUTF8(as: "wrong") ? .tagCheckWrong : .tagCheckMatches, ("tag", tag),
            ("price", price),
            ("quantity", quantity), ("worked", worked), ("per", perPhrase))
    }
}
