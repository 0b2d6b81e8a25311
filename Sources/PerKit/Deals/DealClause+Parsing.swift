extension DealClause {
    /// Reads one clause as a shopper types it, in any case:
    ///
    /// ```
    /// member 3.50            member price 3.50 reads the same
    /// buy 2 get 1 free
    /// 2nd half price         also: second half price
    /// 3 for the price of 2
    /// 3 for 5.00             also 3 for £5, 2 for 5 (whole numbers, the second not smaller)
    /// 10% off
    /// save 0.50
    /// deposit 0.25
    /// plus 8% tax
    /// ```
    ///
    /// Amounts are read as prices are (`£5`, `3,50 €`, `99p` is not a price but `99¢` is).
    /// `3 for 2` (whole numbers, the second smaller, no currency sign or decimals) could mean
    /// 3 for 2.00 or 3 for the price of 2, and is refused with both readings.
    /// - Throws: ``DealError``: for an empty clause, an unknown one, a clause without its
    ///   number, a number that can't be read, a count that is not whole, a count or amount
    ///   that is not greater than zero, more than 100% off, `N for the price of M` with N ≤ M,
    ///   and `N for M` as above.
    public init(parsing text: String) throws(DealError) {
        let clause = text.trimmingSpaces
        let words = Self.words(of: clause.asciiLowercased)
        guard let first = words.first else { throw .emptyClause }
        let last = words.count - 1
        switch ExactText(first) {
        case "member":
            let start = words.count > 1 && ExactText(words[1]) == "price" ? 2 : 1
            self = .member(try Self.amount(words, from: start, to: words.count, clause, example: "member 3.50"))
            return
        case "save":
            self = .save(try Self.amount(words, from: 1, to: words.count, clause, example: "save 0.50"))
            return
        case "deposit":
            self = .deposit(try Self.amount(words, from: 1, to: words.count, clause, example: "deposit 0.25"))
            return
        case "buy":
            guard let get = words.firstIndex(where: { ExactText($0) == "get" }), ExactText(words[last]) == "free",
                get < last
            else { throw .unknownClause(clause) }
            let example = "buy 2 get 1 free"
            let buy = try Self.count(words, from: 1, to: get, clause, example: example)
            let free = try Self.count(words, from: get + 1, to: last, clause, example: example)
            self = .buyGetFree(buy: buy, free: free)
            return
        case "2nd", "second":
            guard words.count == 3, ExactText(words[1]) == "half", ExactText(words[2]) == "price" else {
                throw .unknownClause(clause)
            }
            self = .secondHalfPrice
            return
        case "plus":
            guard words.count > 1, ExactText(words[last]) == "tax" else { throw .unknownClause(clause) }
            self = .tax(try Self.percent(words, from: 1, to: last, clause, example: "plus 8% tax"))
            return
        default: break
        }
        if ExactText(words[last]) == "off" {
            let percent = try Self.percent(words, from: 0, to: last, clause, example: "10% off")
            guard percent <= Rational(100) else { throw .moreThanWholePrice(clause: clause) }
            self = .percentOff(percent)
            return
        }
        guard let forIndex = words.firstIndex(where: { ExactText($0) == "for" }) else {
            throw .unknownClause(clause)
        }
        if words.count >= forIndex + 4, ExactText(words[forIndex + 1]) == "the",
            ExactText(words[forIndex + 2]) == "price", ExactText(words[forIndex + 3]) == "of"
        {
            let example = "3 for the price of 2"
            let take = try Self.count(words, from: 0, to: forIndex, clause, example: example)
            let pay = try Self.count(words, from: forIndex + 4, to: words.count, clause, example: example)
            guard pay < take else { throw .takesNoMore(clause: clause) }
            self = .forThePriceOf(take: take, pay: pay)
            return
        }
        let example = "3 for 5.00"
        let count = try Self.count(words, from: 0, to: forIndex, clause, example: example)
        let priceText = Self.joined(words, from: forIndex + 1, to: words.count)
        let price = try Self.amount(words, from: forIndex + 1, to: words.count, clause, example: example)
        if price < count, Self.isWholeNumberText(priceText) {
            throw .ambiguousMultiBuy(count: count, other: price)
        }
        self = .multiBuy(count: count, price: price)
    }

    /// The words of `text`, split at spaces.
    private static func words(of text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var words: [String] = []
        var start = 0
        for index in 0...scalars.count where index == scalars.count || scalars[index].isSpace {
            if index > start { words.append(scalars.text(from: start, to: index)) }
            start = index + 1
        }
        return words
    }

    /// `words[start..<end]` joined by single spaces.
    private static func joined(_ words: [String], from start: Int, to end: Int) -> String {
        var text = ""
        var index = start
        while index < end {
            if index > start { text += " " }
            text += words[index]
            index += 1
        }
        return text
    }

    /// Whether `text` is digits only: a whole number written with no sign, separator or point.
    private static func isWholeNumberText(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { $0.isDigit }
    }

    /// The amount written in `words[start..<end]`: a price expression greater than zero.
    private static func amount(
        _ words: [String], from start: Int, to end: Int, _ clause: String, example: String
    ) throws(DealError) -> Rational {
        try positiveNumber(joined(words, from: start, to: end), clause, example: example)
    }

    /// `text` as a price expression greater than zero.
    private static func positiveNumber(
        _ text: String, _ clause: String, example: String
    ) throws(DealError) -> Rational {
        guard !text.isEmpty else { throw .missingNumber(clause: clause, example: example) }
        let value: Rational
        do {
            value = try PriceExpression.evaluate(text)
        } catch {
            throw .invalidNumber(clause: clause, error)
        }
        guard value.isPositive else { throw .notPositive(clause: clause) }
        return value
    }

    /// The count of packs written in `words[start..<end]`: a whole number greater than zero.
    private static func count(
        _ words: [String], from start: Int, to end: Int, _ clause: String, example: String
    ) throws(DealError) -> Rational {
        let value = try amount(words, from: start, to: end, clause, example: example)
        guard value.isInteger else { throw .notWholeCount(clause: clause) }
        return value
    }

    /// The percentage written in `words[start..<end]` with its `%` (`10%`, `10 %`,
    /// `12.5%`): greater than zero.
    private static func percent(
        _ words: [String], from start: Int, to end: Int, _ clause: String, example: String
    ) throws(DealError) -> Rational {
        var text = joined(words, from: start, to: end)
        guard text.hasUTF8Suffix("%") else {
            if text.isEmpty { throw .missingNumber(clause: clause, example: example) }
            throw .unknownClause(clause)
        }
        text = text.droppingLastUTF8(1).trimmingSpaces
        return try positiveNumber(text, clause, example: example)
    }
}
