import PerKit

/// Shelf-tag readings in the wire format: the reading's JSON (``ShelfTagReading/write(to:file:)``,
/// as `POST /api/scan` answers it and per-files.wasm reads pasted text) turned into what the
/// add-product form takes (``TagFill``), and pasted text read as a tag.
public enum WireTag {
    /// The fields of a reading's JSON. A member that is missing, `null` or unreadable is a field
    /// not read: left as the form has it, never guessed.
    /// - Parameter reading: `{"name": …, "price": "1.40", "size": {"packs": "1", "amount":
    ///   "415", "unit": "g"}, "memberPrice": …, "multiBuy": {"count": 3, "price": "5.00"},
    ///   "deposit": …, "uncertain": ["name"], "tagUnitPrice": {"text": …, "per": …, "check": …,
    ///   "worked": …}}`.
    /// - Throws: ``ParseError`` when `reading` is not an object.
    public static func fill(_ reading: JSON) throws(ParseError) -> TagFill {
        guard case .object = reading else { throw ParseError("'reading' must be a tag's reading", at: 0) }
        var fill = TagFill()
        fill.name = reading.string("name")
        fill.price = amount(reading, "price")
        fill.quantity = reading["size"].flatMap(quantity)
        fill.memberPrice = amount(reading, "memberPrice")
        if let multiBuy = reading["multiBuy"], let count = multiBuy.int("count"), count > 0,
            let price = amount(multiBuy, "price")
        {
            fill.multiBuy = TagMultiBuy(count: Rational(count), price: price)
        }
        fill.deposit = amount(reading, "deposit")
        fill.uncertain = (reading.array("uncertain") ?? []).compactMap { $0.stringValue.flatMap(TagField.init) }
        if let unitPrice = reading["tagUnitPrice"], let tag = unitPrice.string("text"),
            let per = unitPrice.string("per"), let check = unitPrice.string("check")
        {
            fill.check = TagCheckWords(
                tag: tag, price: unitPrice.string("price") ?? reading.string("price"),
                quantity: reading.string("quantity"),
                worked: unitPrice.string("worked"), per: per, check: check)
        }
        return fill
    }

    /// Reads pasted text as a shelf tag: `{"text": …, "currency": "GBP", "system":
    /// "metric"|"us"|"uk"}` → the reading's JSON (``ShelfTagReading/write(to:file:)``), which
    /// is what a `fillFromTag` action carries as its `reading`. A malformed request is answered
    /// with `{"error": …}`.
    public static func read(_ request: String) -> String {
        do throws(ParseError) {
            let json = try JSON(parsing: request)
            guard let text = json.string("text") else { throw ParseError("'text' must be a string", at: 0) }
            let system = try json.string("system").map(WireAction.measurementSystem) ?? .metric
            let currency = json.string("currency").flatMap { Currency(code: $0) }
            return ShelfTagReading(plainText: text, currency: currency, system: system).jsonText()
        } catch {
            return JSON.object([.init("error", .string(error.message))]).text
        }
    }

    /// A positive decimal amount, or `nil`.
    private static func amount(_ json: JSON, _ key: String) -> Rational? {
        guard let text = json.string(key), let value = Rational(decimalText: text), value.isPositive else {
            return nil
        }
        return value
    }

    /// A size as the reading's `size` gives it: `{"packs": "6", "amount": "330", "unit": "mL"}`,
    /// the unit by id (``Unit/id``).
    static func quantity(_ size: JSON) -> Quantity? {
        guard let packs = size.string("packs").flatMap({ Rational(decimalText: $0) }),
            let amount = size.string("amount").flatMap({ Rational(decimalText: $0) }),
            let unit = size.string("unit").flatMap({ Unit.withID($0) }), packs.isPositive, amount.isPositive
        else { return nil }
        return try? Quantity(amount, unit, packCount: packs)
    }
}
