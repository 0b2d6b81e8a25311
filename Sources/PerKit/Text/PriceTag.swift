/// A price as a shelf tag writes it: an amount for one pack, or a multi-buy — an amount for
/// several packs (`3/$10`, `3 for $10`, `2 for 5`).
///
/// ```
/// 3.99          3.99 for one pack
/// 99¢, 99c      0.99 (cents are hundredths)
/// 3 for $10     10.00 for 3 packs
/// 3/$10         10.00 for 3 packs (a currency sign after the slash marks the price)
/// 2 for 5       5.00 for 2 packs
/// 3/10          refused: 3 for 10.00 or 3 ÷ 10 = 0.30? Both readings are shown
/// ```
public struct PriceTag: Hashable, Sendable {
    /// What the packs cost together.
    public let amount: Rational
    /// How many packs the amount buys: 1, or the N of a multi-buy.
    public let packCount: Rational

    /// A price for `packCount` packs.
    public init(amount: Rational, packCount: Rational = .one) {
        self.amount = amount
        self.packCount = packCount
    }

    /// Reads a price as typed (see the type's documentation); anything that is not a multi-buy
    /// is a price expression as ``PriceExpression/evaluate(_:)`` reads it.
    /// - Throws: ``ParseError`` when the text can't be read, when the number of packs of a
    ///   multi-buy is not a whole number greater than zero, or when the text could mean two
    ///   prices (`3/10`); the message shows both readings.
    public init(parsing text: String) throws(ParseError) {
        let scalars = Array(text.unicodeScalars)
        if let word = Self.forWord(in: scalars) {
            let count = try Self.packCount(scalars.text(from: 0, to: word.start), written: text)
            self.init(amount: try PriceExpression.evaluate(scalars.text(from: word.end, to: scalars.count)), packCount: count)
            return
        }
        if let slash = scalars.firstIndex(of: "/"), Self.isCurrencySignNext(scalars, after: slash) {
            let count = try Self.packCount(scalars.text(from: 0, to: slash), written: text)
            self.init(amount: try PriceExpression.evaluate(scalars.text(from: slash + 1, to: scalars.count)), packCount: count)
            return
        }
        let amount = try PriceExpression.evaluate(text)
        if let (count, total) = Self.wholeNumberSlash(text.trimmingSpaces), count >= Rational(2) {
            throw ParseError(
                .parseMultiBuyOrDivision, ("text", text.trimmingSpaces), ("count", count.fractionText),
                ("price", total.displayText(minimumPlaces: 2)), ("total", total.fractionText),
                ("quotient", amount.displayText(minimumPlaces: 2)), at: 0)
        }
        self.init(amount: amount)
    }

    /// The position of the word `for` (any case, a word of its own), if the text has one.
    private static func forWord(in scalars: [Unicode.Scalar]) -> (start: Int, end: Int)? {
        scalars.indices.first { scalars.hasWord("for", at: $0) }.map { ($0, $0 + 3) }
    }

    /// Whether the first character after the slash at `index`, spaces aside, is a currency sign.
    private static func isCurrencySignNext(_ scalars: [Unicode.Scalar], after index: Int) -> Bool {
        var position = index + 1
        while position < scalars.count, scalars[position].isSpace { position += 1 }
        return position < scalars.count && scalars[position].isCurrencySign
    }

    /// The number of packs of a multi-buy: a whole number greater than zero.
    private static func packCount(_ text: String, written: String) throws(ParseError) -> Rational {
        let trimmed = text.trimmingSpaces
        guard let count = Rational(decimalText: trimmed), count.isInteger, count.isPositive else {
            throw ParseError(
                .parseMultiBuyNeedsCount, ("text", trimmed.isEmpty ? written.trimmingSpaces : trimmed), at: 0)
        }
        return count
    }

    /// `(n, m)` when the whole text is two whole numbers joined by a slash with no spaces
    /// (`3/10`), which shelf tags and fractions both write.
    private static func wholeNumberSlash(_ text: String) -> (Rational, Rational)? {
        let scalars = Array(text.unicodeScalars)
        guard let slash = scalars.firstIndex(of: "/"), slash > 0, slash + 1 < scalars.count,
            scalars.allSatisfy({ $0 == "/" || $0.isDigit }),
            let count = Rational(decimalText: scalars.text(from: 0, to: slash)),
            let total = Rational(decimalText: scalars.text(from: slash + 1, to: scalars.count))
        else { return nil }
        return (count, total)
    }
}
