/// Evaluates arithmetic on exact decimals: `+ − × ÷` with ordinary precedence, parentheses,
/// currency signs around amounts, fractions (`1/2`) and mixed numbers (`1 1/2`).
struct ExpressionParser {
    var scanner: TextScanner
    /// When false, only multiplication joins numbers (quantities like `6 x 355`).
    let allowsAllOperators: Bool
    /// How many parentheses and signs enclose the factor being read.
    private var depth = 0
    /// The most parentheses and signs that may enclose a number, so that no input can
    /// exhaust the stack (WebAssembly's is 1 MB).
    static let maximumDepth = 64

    init(_ text: String, allowsAllOperators: Bool = true) {
        scanner = TextScanner(text)
        self.allowsAllOperators = allowsAllOperators
    }

    /// Reads `term (± term)*`.
    mutating func parseSum() throws(ParseError) -> Rational {
        var value = try parseProduct()
        while let op = peekOperator(), op == .plus || op == .minus, allowsAllOperators {
            scanner.skipSpaces()
            let operatorPosition = scanner.position
            consumeOperator()
            let right = try parseProduct()
            value = try apply(op, value, right, at: operatorPosition)
        }
        return value
    }

    /// Reads `factor (×÷ factor)*`.
    mutating func parseProduct() throws(ParseError) -> Rational {
        var value = try parseFactor()
        while let op = peekOperator(), op == .times || (op == .divide && allowsAllOperators) {
            scanner.skipSpaces()
            let operatorPosition = scanner.position
            consumeOperator()
            let right = try parseFactor()
            value = try apply(op, value, right, at: operatorPosition)
        }
        return value
    }

    /// Reads a number, a parenthesised sum or a negated factor.
    mutating func parseFactor() throws(ParseError) -> Rational {
        scanner.skipSpaces()
        let signStart = scanner.position
        skipCurrencySigns()
        let hasLeadingSign = scanner.position > signStart
        let start = scanner.position
        guard depth <= Self.maximumDepth else {
            throw ParseError(.parseTooDeeplyNested, ("count", String(Self.maximumDepth)), at: start)
        }
        depth += 1
        defer { depth -= 1 }
        if scanner.current == "(" && allowsAllOperators {
            scanner.position += 1
            let value = try parseSum()
            scanner.skipSpaces()
            guard scanner.current == ")" else {
                throw ParseError(
                    .parseExpectedClosingParenthesis, ("position", String(start + 1)), at: scanner.position)
            }
            scanner.position += 1
            skipTrailingCurrency()
            return value
        }
        if let op = peekOperator(), op == .minus, allowsAllOperators {
            consumeOperator()
            return try parseFactor().negated
        }
        guard scanner.isAtNumeral else { throw expectedNumber(at: start) }
        var value = try scanner.scanNumeral()
        if scanner.current == "/", scanner.peek(1)?.isDigit ?? false, value.isInteger {
            value = try fraction(numerator: value, at: start)
        } else if value.isInteger, let mixed = try mixedFraction(at: start) {
            value = try checked(value.adding(mixed), at: start)
        }
        if allowsAllOperators, let end = centsSuffixEnd() {
            let cents = try checked(value.divided(by: Rational(100)), at: start)
            guard !hasLeadingSign else {
                // `$99¢`: 99 cents or 99 of the currency? Show both readings rather than guess.
                let written = scanner.text(from: signStart, to: end).trimmingSpaces
                let number = scanner.text(from: start, to: scanner.position).trimmingSpaces
                throw ParseError(
                    .parseCentsOrAmount, ("written", written), ("cents", cents.displayText(minimumPlaces: 2)),
                    ("number", number), ("amount", value.displayText(minimumPlaces: 2)), at: signStart)
            }
            scanner.position = end
            return cents
        }
        skipTrailingCurrency()
        return value
    }

    /// If the amount just read is followed by cents (`¢`, `c`, `ct`, `cent`, `cents`, any case,
    /// as a word of its own), the position after them.
    private func centsSuffixEnd() -> Int? {
        var probe = scanner
        probe.skipSpaces()
        guard let first = probe.current else { return nil }
        if first == "¢" { return probe.position + 1 }
        var end = probe.position
        while end < probe.scalars.count, probe.scalars[end].isLetter { end += 1 }
        switch ExactText(probe.text(from: probe.position, to: end).asciiLowercased) {
        case "c", "ct", "cent", "cents": return end
        default: return nil
        }
    }

    /// Whether the whole input was consumed (apart from spaces).
    mutating func isAtEnd() -> Bool {
        scanner.skipSpaces()
        return scanner.isAtEnd
    }

    /// The text read so far, for messages.
    var consumedText: String {
        scanner.text(from: 0, to: scanner.position).trimmingSpaces.abbreviated(keepingEnd: true)
    }

    // MARK: Operators

    enum Operator { case plus, minus, times, divide }

    func peekOperator() -> Operator? {
        var probe = scanner
        probe.skipSpaces()
        guard let scalar = probe.current else { return nil }
        switch scalar {
        case "+": return .plus
        case "-", "−", "–": return .minus
        case "×", "*", "·", "⋅": return .times
        case "x", "X":
            // A letter x multiplies only when a number follows: "6 x 355", not "6 xl".
            probe.position += 1
            probe.skipSpaces()
            return probe.isAtNumeral || probe.current == "(" || (probe.current?.isCurrencySign ?? false)
                ? .times : nil
        case "/", "÷": return .divide
        default: return nil
        }
    }

    mutating func consumeOperator() {
        scanner.skipSpaces()
        scanner.position += 1
    }

    private func apply(
        _ op: Operator, _ left: Rational, _ right: Rational, at position: Int
    ) throws(ParseError) -> Rational {
        switch op {
        case .plus: return try checked(left.adding(right), at: position)
        case .minus: return try checked(left.subtracting(right), at: position)
        case .times: return try checked(left.multiplied(by: right), at: position)
        case .divide:
            guard !right.isZero else {
                throw ParseError(.parseDivisionByZero, ("text", scanner.remainderFromStart), at: position)
            }
            return try checked(left.divided(by: right), at: position)
        }
    }

    private func checked(
        _ value: @autoclosure () throws(ArithmeticError) -> Rational, at position: Int
    ) throws(ParseError) -> Rational {
        do {
            return try value()
        } catch {
            throw ParseError(.parseTooLarge, ("text", scanner.remainderFromStart), at: position)
        }
    }

    // MARK: Numbers

    private mutating func fraction(numerator: Rational, at start: Int) throws(ParseError) -> Rational {
        scanner.position += 1
        let denominatorPosition = scanner.position
        let denominator = try scanner.scanNumeral()
        guard !denominator.isZero else {
            throw ParseError(
                .parseDivisionByZero, ("text", scanner.text(from: start, to: scanner.position)),
                at: denominatorPosition)
        }
        return try checked(numerator.divided(by: denominator), at: start)
    }

    /// After a whole number, reads ` a/b` so that `1 1/2` means one and a half.
    private mutating func mixedFraction(at start: Int) throws(ParseError) -> Rational? {
        var probe = scanner
        guard probe.current?.isSpace ?? false else { return nil }
        probe.skipSpaces()
        var digitsEnd = probe.position
        while probe.scalars.indices.contains(digitsEnd), probe.scalars[digitsEnd].isDigit { digitsEnd += 1 }
        guard digitsEnd > probe.position, probe.scalars.indices.contains(digitsEnd + 1),
            probe.scalars[digitsEnd] == "/", probe.scalars[digitsEnd + 1].isDigit
        else { return nil }
        scanner = probe
        let numerator = try scanner.scanNumeral()
        let value = try fraction(numerator: numerator, at: start)
        guard value < .one else {
            throw ParseError(
                .parseNotMixedNumber, ("text", scanner.text(from: start, to: scanner.position)), at: start)
        }
        return value
    }

    private mutating func skipCurrencySigns() {
        while let scalar = scanner.current, scalar.isCurrencySign {
            scanner.position += 1
            scanner.skipSpaces()
        }
    }

    /// Skips a currency sign after an amount (`3.99 $`, `3,99€`).
    private mutating func skipTrailingCurrency() {
        var probe = scanner
        probe.skipSpaces()
        if probe.current?.isCurrencySign ?? false {
            probe.position += 1
            scanner = probe
        }
    }

    private func expectedNumber(at position: Int) -> ParseError {
        let before = scanner.text(from: 0, to: position).trimmingSpaces
        guard let scalar = scanner.current else {
            return before.isEmpty
                ? ParseError(.parseExpectedNumber, at: position)
                : ParseError(.parseExpectedNumberAfter, ("text", before), at: position)
        }
        var found = ""
        found.unicodeScalars.append(scalar)
        return before.isEmpty
            ? ParseError(.parseExpectedNumberAt, ("text", scanner.remainder), at: position)
            : ParseError(.parseExpectedNumberFound, ("text", before), ("found", found), at: position)
    }
}

extension TextScanner {
    /// The whole input, trimmed, for messages.
    var remainderFromStart: String { text(from: 0, to: scalars.count).trimmingSpaces.abbreviated() }
}
