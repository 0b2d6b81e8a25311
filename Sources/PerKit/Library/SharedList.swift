/// A list as it travels in a share link: its name, its products, the reference quantity its
/// owner pinned and the currency its amounts are in.
///
/// ``ShareLink`` writes it as text; ``init(link:)`` reads it back from a whole link, and
/// ``init(payload:)`` from the text after `#share=`. Every value survives exactly.
public struct SharedList: Hashable, Sendable {
    /// The list's name, e.g. "Weekly shop".
    public var name: String
    /// The products, best deal first, all of one dimension.
    public var products: ProductList
    /// The reference quantity the owner pinned, or `nil` for the automatic one. It may measure
    /// another dimension than the products (a front end then uses the automatic one), as a
    /// pinned reference may in the app.
    public var reference: ReferenceQuantity?
    /// The currency the prices are in, or `nil` when the owner chose none.
    public var currency: Currency?

    /// A shared list with every value given.
    public init(
        name: String, products: ProductList, reference: ReferenceQuantity? = nil, currency: Currency? = nil
    ) {
        self.name = name
        self.products = products
        self.reference = reference
        self.currency = currency
    }

    /// Reads the list in a share link: a whole URL (`https://…/#share=1…`) or its fragment
    /// (`#share=1…`, or `share=1…` without the `#`).
    /// - Throws: ``ParseError`` that says what is wrong: no shared list in the link, a link
    ///   that is damaged or cut short, or one made by a newer version of Per.
    public init(link: String) throws(ParseError) {
        var text = Array(link.utf8)
        // Surrounding spaces and line breaks, as a pasted link may have, are not part of it.
        while let last = text.last, last == 0x20 || last == 0x0A || last == 0x0D || last == 0x09 {
            text.removeLast()
        }
        var start = text.firstIndex(of: UInt8(ascii: "#")).map { $0 + 1 } ?? 0
        while start < text.count, text[start] == 0x20 { start += 1 }
        let prefix = ShareLink.fragmentPrefix.utf8
        var matched = 0
        for byte in prefix where start + matched < text.count && text[start + matched] == byte {
            matched += 1
        }
        guard matched == prefix.count else {
            throw ParseError("This link holds no shared list: it has no '#share=' part", at: 0)
        }
        self = try ShareLink.decode(Array(text[(start + matched)...]))
    }

    /// Reads the text after `#share=` of a share link, as ``ShareLink/encode(_:)`` writes it.
    /// - Throws: ``ParseError`` as ``init(link:)`` does.
    public init(payload: String) throws(ParseError) {
        self = try ShareLink.decode(Array(payload.utf8))
    }
}
