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
    ///
    /// A link copied from a sentence may bring what surrounds it: spaces and line breaks before
    /// or after it, and after it closing punctuation, brackets and quotes (`. , ; : ! ? ) ] } >
    /// ' "` and the backquote) or any non-ASCII character (” ’ » …, a no-break space, the text
    /// of a script written without spaces), as typed or percent-escaped as a browser's address
    /// escapes them (`%20`, `%22`, `%3E`, `%E2%80%9D`). None of them can be part of a payload
    /// (base64url: `A–Z a–z 0–9 - _`), so they are left out without shortening it: a link
    /// really cut short is still refused as such.
    /// - Throws: ``ParseError`` that says what is wrong: no shared list in the link, a link
    ///   that is damaged or cut short, or one made by a newer version of Per.
    public init(link: String) throws(ParseError) {
        var text = Array(link.utf8)
        while true {
            let length = Self.trailerLength(text)
            guard length > 0 else { break }
            text.removeLast(length)
        }
        var start = text.firstIndex(of: UInt8(ascii: "#")).map { $0 + 1 } ?? 0
        // Spaces, tabs and line breaks.
        while start < text.count, text[start] <= 0x20 { start += 1 }
        let prefix = ShareLink.fragmentPrefix.utf8
        var matched = 0
        for byte in prefix where start + matched < text.count && text[start + matched] == byte {
            matched += 1
        }
        guard matched == prefix.count else {
            throw ParseError(.shareLinkNoList, at: 0)
        }
        self = try ShareLink.decode(Array(text[(start + matched)...]))
    }

    /// Reads the text after `#share=` of a share link, exactly as ``ShareLink/encode(_:)``
    /// writes it: nothing around it is left out.
    /// - Throws: ``ParseError`` as ``init(link:)`` does.
    public init(payload: String) throws(ParseError) {
        self = try ShareLink.decode(Array(payload.utf8))
    }

    /// The number of bytes of the last character of `text` when it can follow a link but is
    /// no part of one (see ``init(link:)``), as typed or percent-escaped; 0 otherwise.
    private static func trailerLength(_ text: [UInt8]) -> Int {
        let count = text.count
        guard var byte = text.last else { return 0 }
        var length = 1
        if count >= 3, text[count - 3] == UInt8(ascii: "%"), let high = hexValue(text[count - 2]),
            let low = hexValue(byte)
        {
            byte = high &<< 4 | low
            length = 3
        }
        switch byte {
        // Spaces, line breaks and other control characters; the bytes of non-ASCII characters.
        case 0...0x20, 0x80...0xFF: return length
        case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "!"),
            UInt8(ascii: "?"), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ">"),
            UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "`"):
            return length
        default:
            return 0
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}
