/// A field of a shelf tag's reading. Its raw value is its key in the reading's JSON, which is
/// also how ``ShelfTagReading/uncertain`` names it.
public enum TagField: String, CaseIterable, Sendable {
    /// The product's name.
    case name
    /// The price of one item.
    case price
    /// The size.
    case quantity
    /// The loyalty-card price of one item.
    case memberPrice
    /// A multi-buy: N for PRICE.
    case multiBuy
    /// A deposit on the container.
    case deposit
    /// The unit price the tag prints.
    case tagUnitPrice

    /// The case named `rawValue`, compared byte for byte.
    public init?(rawValue: String) {
        guard let match = Self.exactlyMatching(rawValue) else { return nil }
        self = match
    }
}

/// One field as read: its value (`nil` when the tag doesn't show it or it could not be read:
/// never guessed) and how sure the reading is of it, 0–100.
public struct TagReadingField<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The value read, or `nil`.
    public var value: Value?
    /// How sure the reading is, 0–100: the OCR confidence of its words, raised when the tag's
    /// other figures agree with it and lowered when they don't. 0 when not read.
    public var confidence: Int

    /// A field read as `value` with `confidence` (0 when `value` is `nil`).
    public init(_ value: Value?, confidence: Int) {
        self.value = value
        self.confidence = value == nil ? 0 : min(max(confidence, 0), 100)
    }

    /// A field that was not read.
    public static var unread: TagReadingField { TagReadingField(nil, confidence: 0) }
}

/// A multi-buy as a tag prints it: `3 for £5`, `2/$5`.
public struct TagMultiBuy: Hashable, Sendable {
    /// How many items.
    public let count: Rational
    /// What they cost together.
    public let price: Rational

    /// `count` items for `price`.
    public init(count: Rational, price: Rational) {
        self.count = count
        self.price = price
    }
}
