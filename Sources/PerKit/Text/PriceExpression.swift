/// Reads a price as typed: `3.99`, `$3.99`, `3,99 €`, `2 x 3.49` (two for), `7.99 - 1.50`
/// (a coupon), `3.99 / 2`, with ordinary precedence and parentheses.
public enum PriceExpression {
    /// Evaluates `text` exactly.
    /// - Throws: ``ParseError`` naming what was expected and where, including division by
    ///   zero and results too large to represent.
    public static func evaluate(_ text: String) throws(ParseError) -> Rational {
        var parser = ExpressionParser(text)
        guard !parser.isAtEnd() else { throw ParseError(.parseExpectedPrice, at: 0) }
        let value = try parser.parseSum()
        guard parser.isAtEnd() else {
            throw ParseError(
                .parseUnexpectedInPrice, ("text", parser.scanner.remainder), ("before", parser.consumedText),
                at: parser.scanner.position)
        }
        return value
    }
}
