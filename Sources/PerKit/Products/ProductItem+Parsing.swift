extension ProductItem {
    /// Reads a whole product typed on one line: an optional name ending in `:`, a price as a
    /// shelf tag writes it (``PriceTag``: `3.99`, `99¢`, a multi-buy `3/$10`), `for` (or `per`,
    /// or `/`), and a quantity.
    ///
    /// ```
    /// Brand A: 3.99 for 500 g      name "Brand A", 3.99 for 500 g
    /// 4.99 / 6 x 355 mL            4.99 for 6 × 355 mL
    /// 2 x 3.49 for 2 x 400g        6.98 for 2 × 400 g
    /// 12.99 for 24                 12.99 for 24 (a count)
    /// 7.99 - 1.50 for 1 kg         a coupon: 6.49 for 1 kg
    /// 2.49 / lb                    a bare unit means one of it: 2.49 for 1 lb
    /// 500 g for 3.99               the other way round, see below
    /// 3/$10 for 1 lb               a multi-buy: 10.00 for 3 × 1 lb
    /// 3 for $10 for 1 lb           the same (the last `for` separates)
    /// 99¢ for 1 lb                 cents: 0.99 for 1 lb
    /// ```
    ///
    /// The rules, in order:
    /// 1. **Name.** Everything before the last `:` is the name (trimmed; empty means none).
    ///    Prices and quantities never contain `:`.
    /// 2. **Separator.** The last word `for` or `per` (any case, not part of a longer word)
    ///    separates the price from the quantity. Without such a word, the last `/` does,
    ///    except a `/` written between two whole numbers with no spaces, which is a fraction
    ///    (`1/2`, `1 1/2 lb`). A `/` earlier in the price still divides
    ///    (`3.99 / 2 / 500 g` is 1.995 for 500 g); to divide a price and still use `/` as
    ///    the separator, put the division first or write `÷`.
    /// 3. **Order.** The price comes first. Only when that reading fails and the other order
    ///    reads (`500 g for 3.99`, `12 for $3.99`) is the product read the other way round.
    ///    So `12 for 3.99` is a price of 12 for 3.99 items; write `3.99 for 12`.
    /// 4. **Quantity.** As ``Quantity/init(parsing:system:dimension:)``, and a unit on its
    ///    own means one of it (`2.49 / lb`).
    /// 5. **Deal.** After the product, zero or more clauses separated by commas (a comma
    ///    between two digits is a decimal comma): `3.99 for 700 g, member 3.50`,
    ///    `2.00 for 200 g, buy 2 get 1 free, deposit 0.10`; see ``Deal`` and ``DealClause``.
    ///
    /// - Parameters:
    ///   - text: The product as typed.
    ///   - system: Decides what `fl oz`, `cup`, `pt`, `qt` and `gal` mean.
    ///   - dimension: The dimension of the list the product joins, if known; a quantity
    ///     without a unit then needs one unless the list is sold by count.
    /// - Throws: ``ProductListError/missingValue(_:)`` when the price or the quantity is
    ///   missing, ``ProductListError/invalidValue(_:_:)`` when either can't be read (including
    ///   text with no `for` or `/` between them), and the errors of
    ///   ``init(name:price:quantity:)``.
    /// - Complexity: O(n) in the length of `text`.
    public init(
        parsing text: String, system: MeasurementSystem = .metric, dimension: Dimension? = nil
    ) throws(ProductListError) {
        let scalars = Array(text.unicodeScalars)
        var name: String? = nil
        var start = 0
        if let colon = scalars.lastIndex(of: ":") {
            name = scalars.text(from: 0, to: colon)
            start = colon + 1
        }
        var body = Array(scalars[start...])
        var dealText: String? = nil
        if let comma = body.indices.first(where: { Deal.isClauseSeparator(body, at: $0) }) {
            dealText = body.text(from: comma + 1, to: body.count)
            body = Array(body[..<comma])
        }
        guard !body.text(from: 0, to: body.count).trimmingSpaces.isEmpty else {
            throw .missingValue(.price)
        }
        guard let parts = Self.split(body) else {
            // One part only: a price with no quantity, or a separator that is missing.
            let whole = body.text(from: 0, to: body.count)
            if (try? PriceTag(parsing: whole)) != nil { throw .missingValue(.quantity) }
            throw .invalidValue(
                .quantity,
                ParseError(.parseExpectedForOrSlash, at: start))
        }
        let item: ProductItem
        do {
            item = try Self.reading(
                name: name, price: parts.price, quantity: parts.quantity, system: system, dimension: dimension)
        } catch {
            guard
                let swapped = try? Self.reading(
                    name: name, price: parts.quantity, quantity: parts.price, system: system, dimension: dimension)
            else { throw error }
            item = swapped
        }
        guard let dealText else {
            self = item
            return
        }
        self = try item.withDeal(parsing: dealText)
    }

    /// Builds the product from its price and quantity text; a bare unit means one of it.
    private static func reading(
        name: String?, price: String, quantity: String, system: MeasurementSystem, dimension: Dimension?
    ) throws(ProductListError) -> ProductItem {
        let quantityText = quantity.trimmingSpaces
        guard !price.trimmingSpaces.isEmpty, !quantityText.isEmpty,
            let unit = Unit.named(quantityText, system: system)
        else {
            return try ProductItem(name: name, price: price, quantity: quantity, system: system, dimension: dimension)
        }
        let tag: PriceTag
        do {
            tag = try PriceTag(parsing: price)
        } catch {
            throw .invalidValue(.price, error)
        }
        let one: Quantity
        do {
            one = try Quantity(.one, unit)
        } catch {
            throw .arithmetic(error)
        }
        return try ProductItem(name: name, tag: tag, quantity: one)
    }

    /// Splits the text after the name at its separator (see ``init(parsing:system:dimension:)``).
    private static func split(_ scalars: [Unicode.Scalar]) -> (price: String, quantity: String)? {
        var word: (start: Int, end: Int)? = nil
        var slash: Int? = nil
        var index = 0
        while index < scalars.count {
            if let end = separatorWordEnd(scalars, at: index) {
                word = (index, end)
                index = end
                continue
            }
            if scalars[index] == "/" && !isFractionSlash(scalars, at: index) { slash = index }
            index += 1
        }
        if let word {
            return (scalars.text(from: 0, to: word.start), scalars.text(from: word.end, to: scalars.count))
        }
        if let slash {
            return (scalars.text(from: 0, to: slash), scalars.text(from: slash + 1, to: scalars.count))
        }
        return nil
    }

    /// If `for` or `per` (any case) starts at `index` as a word of its own, the index after it.
    private static func separatorWordEnd(_ scalars: [Unicode.Scalar], at index: Int) -> Int? {
        scalars.hasWord("for", at: index) || scalars.hasWord("per", at: index) ? index + 3 : nil
    }

    /// Whether the `/` at `index` is a fraction such as `1/2`: a whole number right before
    /// it and a digit right after it.
    private static func isFractionSlash(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        guard index > 0, index + 1 < scalars.count, scalars[index - 1].isDigit, scalars[index + 1].isDigit
        else { return false }
        var position = index - 1
        while position >= 0 {
            let scalar = scalars[position]
            if scalar == "." || scalar == "," { return false }
            if !scalar.isDigit { break }
            position -= 1
        }
        return true
    }
}

extension [Unicode.Scalar] {
    /// Whether `word` (ASCII, matched in any case) starts at `index` as a word of its own: no
    /// letter right before or right after it.
    func hasWord(_ word: StaticString, at index: Int) -> Bool {
        let length = word.utf8CodeUnitCount
        guard index >= 0, index + length <= count else { return false }
        if index > 0 && self[index - 1].isLetter { return false }
        if index + length < count && self[index + length].isLetter { return false }
        return text(from: index, to: index + length).asciiLowercased.hasSameUTF8(as: word.description)
    }
}
