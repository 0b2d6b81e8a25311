/// Reads the figures of one line of tag text: amounts of money, sizes, unit prices and
/// multi-buys, as tags print them, each with the scalars it spans.
///
/// The line is read as ASCII-lowercased Unicode scalars; every reader starts at an index and
/// answers the figure and the index after it, or `nil`. Numbers have at most 18 digits, so no
/// input can overflow.
struct TagLineScanner {
    /// The line's scalars, ASCII letters lowercased.
    let scalars: [Unicode.Scalar]
    /// The measurement system that decides what `fl oz` means.
    let system: MeasurementSystem

    /// A scanner of `text`.
    init(_ text: String, system: MeasurementSystem) {
        scalars = Array(text.asciiLowercased.unicodeScalars)
        self.system = system
    }

    /// A number as printed: `700`, `3.99`, `3,99`, `.21`, `1,299.00`; its value, its decimal
    /// places and the index after it.
    func number(at start: Int, afterAnything: Bool = false) -> (value: Rational, places: Int, end: Int)? {
        var index = start
        var digits: Int128 = 0
        var count = 0
        var places = 0
        var seenSeparator = false
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar.isDigit {
                guard count < 18 else { return nil }
                digits = digits * 10 + scalar.digitValue
                count += 1
                if seenSeparator { places += 1 }
                index += 1
            } else if scalar == "." || scalar == ",", index + 1 < scalars.count, scalars[index + 1].isDigit {
                // A second separator: the first grouped thousands (1,299.00).
                if seenSeparator {
                    guard places == 3 else { return nil }
                    places = 0
                }
                seenSeparator = true
                index += 1
            } else {
                break
            }
        }
        guard count > 0 else { return nil }
        // A number is a word of its own: no letter or digit right before it.
        if !afterAnything, start > 0, scalars[start - 1].isLetter || scalars[start - 1].isDigit { return nil }
        return (Rational(digits: digits, places: places), places, index)
    }

    /// A whole number that starts a word (`3` of `3 for £5`).
    func wholeNumber(at start: Int) -> (value: Rational, end: Int)? {
        guard let read = number(at: start), read.places == 0, read.end > start,
            !scalars.text(from: start, to: read.end).unicodeScalars.contains(where: { !$0.isDigit })
        else { return nil }
        return (read.value, read.end)
    }

    /// Money: a sign before or after the number (`£3.90`, `€ 3,99`, `3,99 €`, `3.99 EUR`),
    /// pence or cents after it (`90p`, `24.9¢`, `99c`), or a bare number with two decimals
    /// (`3.99`).
    func money(at start: Int) -> (money: TagMoney, end: Int)? {
        var index = start
        var sign: CurrencySign? = nil
        let isSignReadAsS = isDollarReadAsS(at: index)
        if index < scalars.count, let prefix = CurrencySign(scalars[index]) {
            sign = prefix
            index = skippingSpaces(from: index + 1)
        } else if isSignReadAsS {
            sign = .dollar
            index = skippingSpaces(from: index + 1)
        }
        guard index < scalars.count, scalars[index].isDigit || scalars[index] == "." else { return nil }
        guard
            var read = number(at: index, afterAnything: isSignReadAsS)
                ?? (sign != nil ? numberAfterSign(at: index) : nil)
        else {
            return nil
        }
        if read.places == 0,
            let cents = splitCents(at: read.end) ?? centsWithSevenAsSlash(at: read.end)
                ?? centsAfterSlash(at: read.end, before: sign),
            sign != nil || isSign(at: skippingSpaces(from: cents.end)),
            let joined = try? read.value.adding(cents.value)
        {
            read = (joined, 2, cents.end)
        } else if read.places == 0, sign != nil, let cents = centsApart(at: read.end),
            let joined = try? read.value.adding(cents.value)
        {
            read = (joined, 2, cents.end)
        }
        var end = read.end
        var isMinor = false
        let afterSpaces = skippingSpaces(from: end)
        if end < scalars.count, scalars[end] == "p" || scalars[end] == "c" || scalars[end] == "¢",
            !isLetter(at: end + 1), sign == nil
        {
            isMinor = true
            sign = scalars[end] == "p" ? .pound : .dollar
            end += 1
        } else if afterSpaces < scalars.count, let suffix = CurrencySign(scalars[afterSpaces]),
            afterSpaces + 1 == scalars.count || !scalars[afterSpaces + 1].isDigit
        {
            // A sign right before digits is the next amount's (`2 £3.50`), not this one's.
            if sign == nil { sign = suffix }
            end = afterSpaces + 1
        } else if sign == nil, let word = word(at: afterSpaces), Self.isEuroWord(word.text) {
            sign = .euro
            end = word.end
        }
        // Without a sign, only a price's two places make money (`3.99`, not `1,299` or `1.5`).
        guard sign != nil || read.places == 2 else { return nil }
        // A percentage is not money (`3,5% fat`).
        if end < scalars.count, scalars[end] == "%" { return nil }
        // A bare number followed by a unit is a size, not money (`1.5 l`).
        if sign == nil, unit(at: afterSpaces) != nil { return nil }
        let amount = isMinor ? (try? read.value.divided(by: Rational(100))) : read.value
        guard let amount, amount.isPositive else { return nil }
        return (TagMoney(amount: amount, places: read.places, isMinorUnit: isMinor, sign: sign), end)
    }

    /// The cents of a price OCR split at its point (`£4. 25`, `1, 79 €`): two
    /// ``splitDecimals(at:)``.
    private func splitCents(at index: Int) -> (value: Rational, end: Int)? {
        guard let decimals = splitDecimals(at: index), decimals.places == 2 else { return nil }
        return (decimals.value, decimals.end)
    }

    /// The decimals of a number OCR split at its point (`£4. 25`, `30. 5 OZ`): a point or comma
    /// at `index`, one space, and one to three digits that end the word; their value, how many
    /// they are, and the index after them.
    private func splitDecimals(at index: Int) -> (value: Rational, places: Int, end: Int)? {
        guard index + 2 < scalars.count, scalars[index] == "." || scalars[index] == ",",
            scalars[index + 1] == " "
        else { return nil }
        let read = decimals(from: index + 2, atMost: 3)
        guard (1...3).contains(read.places),
            read.end == scalars.count || !(scalars[read.end].isDigit || scalars[read.end].isLetter)
        else { return nil }
        return read
    }

    /// The digits from `start` as decimals, at most `count` of them: their value, how many they
    /// are, and the index after them.
    private func decimals(from start: Int, atMost count: Int) -> (value: Rational, places: Int, end: Int) {
        var end = start
        var digits: Int128 = 0
        while end < scalars.count, scalars[end].isDigit, end - start < count {
            digits = digits * 10 + scalars[end].digitValue
            end += 1
        }
        return (Rational(digits: digits, places: end - start), end - start, end)
    }

    /// The cents of a price whose 7 OCR read as `/` (`2,/9 €` for `2,79 €`, as it does in many
    /// fonts): a point or comma at `index`, `/` and a digit that ends the word; their value and
    /// the index after them. Money read so is a fragment to confirm (``isReadFromPieces(from:to:)``).
    private func centsWithSevenAsSlash(at index: Int) -> (value: Rational, end: Int)? {
        guard index + 3 <= scalars.count, scalars[index] == "." || scalars[index] == ",",
            scalars[index + 1] == "/", scalars[index + 2].isDigit,
            index + 3 == scalars.count || !(scalars[index + 3].isDigit || scalars[index + 3].isLetter)
        else { return nil }
        return (Rational(digits: 70 + scalars[index + 2].digitValue, places: 2), index + 3)
    }

    /// The cents of a price whose decimal comma OCR read as `/` (`1/75 €` for `1,75 €`): `/` at
    /// `index` and two digits that end the word, on money with no sign before it, which one
    /// must follow (a multi-buy, `2/$5`, has its sign inside); their value and the index after
    /// them. Money read so is a fragment to confirm.
    private func centsAfterSlash(at index: Int, before sign: CurrencySign?) -> (value: Rational, end: Int)? {
        guard sign == nil, index + 3 <= scalars.count, scalars[index] == "/", scalars[index + 1].isDigit,
            scalars[index + 2].isDigit,
            index + 3 == scalars.count || !(scalars[index + 3].isDigit || scalars[index + 3].isLetter)
        else { return nil }
        let cents = scalars[index + 1].digitValue * 10 + scalars[index + 2].digitValue
        return (Rational(digits: cents, places: 2), index + 3)
    }

    /// The cents of a price OCR read apart from its whole amount (`$9 75`: its point, or its
    /// raised cents, not read as such): two digits after spaces that end the word and are no
    /// size (`$3 12 oz`); their value and the index after them. Money read so is a fragment to
    /// confirm.
    private func centsApart(at index: Int) -> (value: Rational, end: Int)? {
        guard isFollowedByCentsApart(index) else { return nil }
        let start = skippingSpaces(from: index)
        guard unit(at: skippingSpaces(from: start + 2)) == nil else { return nil }
        let cents = scalars[start].digitValue * 10 + scalars[start + 1].digitValue
        return (Rational(digits: cents, places: 2), start + 2)
    }

    /// Whether the letter at `index` is a `$` OCR read as `S` (`S9 75`, `S 3 25`) on a US tag: a
    /// word of its own or right before digits, followed by a digit.
    private func isDollarReadAsS(at index: Int) -> Bool {
        guard system == .us, index + 1 < scalars.count, scalars[index] == "s", isWordStart(index) else {
            return false
        }
        let next = skippingSpaces(from: index + 1)
        return next < scalars.count && scalars[next].isDigit
    }

    /// Whether the money from `start` to `end` was read from pieces OCR misread: a 7 read as
    /// `/` (`2,/9 €`), cents apart from the whole amount (`$9 75`), or a `$` read as `S`.
    func isReadFromPieces(from start: Int, to end: Int) -> Bool {
        let figure = scalars[start..<min(end, scalars.count)]
        let digitsApart = figure.indices.contains { index in
            figure[index].isDigit && index + 1 < figure.endIndex && figure[index + 1].isSpace
                && figure[index...].dropFirst().first(where: { !$0.isSpace })?.isDigit == true
        }
        return figure.contains("/") || figure.first == "s" || digitsApart
    }

    /// A number right after a sign, where a point may start it (`$.21`): the word-start rule
    /// of ``number(at:)`` does not apply there.
    private func numberAfterSign(at index: Int) -> (value: Rational, places: Int, end: Int)? {
        guard index < scalars.count, scalars[index] == ".", index + 1 < scalars.count,
            scalars[index + 1].isDigit
        else { return nil }
        return decimals(from: index + 1, atMost: 18)
    }

    /// A unit a tag prints a size or a unit price basis in: `g`, `kg`, `fl oz`, `ct`, `pack`,
    /// `l`; the unit and the index after its name.
    func unit(at start: Int) -> (unit: Unit, end: Int)? {
        guard let first = word(at: start) else { return nil }
        if Self.isQualifier(first.text) {
            let next = skippingSpaces(from: first.end)
            if let second = word(at: next),
                let unit = Self.tagUnit(first.text + " " + second.text, system: system)
            {
                return (unit, second.end)
            }
            // The `o` of `oz` read as a zero: `fl 0z`.
            if next + 1 < scalars.count, scalars[next] == "0",
                scalars[next + 1] == "z" || scalars[next + 1] == "Z",
                !isLetter(at: next + 2), let unit = Self.tagUnit(first.text + " oz", system: system)
            {
                return (unit, next + 2)
            }
        }
        guard let unit = Self.tagUnit(first.text, system: system) else { return nil }
        return (unit, first.end)
    }

    /// A size: `700g`, `1,5 l`, `92 FL OZ`, `6 CT`, `9 pack`, `6 x 330ml`, `330ml x 6`.
    func quantity(at start: Int) -> (quantity: Quantity, end: Int)? {
        guard let first = number(at: start) else { return nil }
        var packCount = Rational.one
        var sizeStart = start
        let afterFirst = skippingSpaces(from: first.end)
        if first.places == 0, afterFirst < scalars.count, Self.isTimes(scalars[afterFirst]) {
            packCount = first.value
            sizeStart = skippingSpaces(from: afterFirst + 1)
        }
        guard var size = sizeStart == start ? first : number(at: sizeStart, afterAnything: true) else {
            return nil
        }
        if size.places == 0, let decimals = splitDecimals(at: size.end),
            let joined = try? size.value.adding(decimals.value)
        {
            size = (joined, decimals.places, decimals.end)
        }
        guard let unit = unit(at: skippingSpaces(from: size.end)) else { return nil }
        var end = unit.end
        let afterUnit = skippingSpaces(from: end)
        if packCount == .one, afterUnit < scalars.count, Self.isTimes(scalars[afterUnit]),
            let count = wholeNumber(at: skippingSpaces(from: afterUnit + 1))
        {
            packCount = count.value
            end = count.end
        }
        guard size.value.isPositive, packCount.isPositive,
            let quantity = try? Quantity(size.value, unit.unit, packCount: packCount)
        else { return nil }
        return (quantity, end)
    }

    /// The basis of a unit price: `100g`, `100 g`, `kg`, `ounce`, `count`.
    func reference(at start: Int) -> (reference: ReferenceQuantity, end: Int)? {
        if let amount = number(at: start), let unit = unit(at: skippingSpaces(from: amount.end)) {
            guard amount.value.isPositive, let reference = try? ReferenceQuantity(amount.value, unit.unit)
            else {
                return nil
            }
            return (reference, unit.end)
        }
        if let word = word(at: start), Self.isEachWord(word.text) || Self.isCountWord(word.text) {
            guard let reference = try? ReferenceQuantity(.one, .each) else { return nil }
            return (reference, word.end)
        }
        guard let unit = unit(at: start), let reference = try? ReferenceQuantity(.one, unit.unit) else {
            return nil
        }
        return (reference, unit.end)
    }

    /// A unit price written money first: `55.7p per 100g`, `£5.57/kg`, `$4.99 per lb`,
    /// `$4.99 lb`, `5,57 € le kg`, `61.1p each`.
    func unitPriceMoneyFirst(at start: Int) -> UnitPriceRead? {
        guard let money = money(at: start) else { return nil }
        var index = skippingSpaces(from: money.end)
        if index < scalars.count, scalars[index] == "/" {
            index = skippingSpaces(from: index + 1)
        } else if let word = word(at: index), Self.isPerWord(word.text) {
            index = skippingSpaces(from: word.end)
        } else if let word = word(at: index), Self.isEachWord(word.text) {
            guard let reference = try? ReferenceQuantity(.one, .each) else { return nil }
            return UnitPriceRead(
                value: money.money, reference: reference, money: start..<money.end, end: word.end)
        } else if let unit = unit(at: index), unit.unit.dimension != .count,
            let reference = try? ReferenceQuantity(.one, unit.unit)
        {
            // A weight or volume unit right after the amount: `$4.99 lb`.
            return UnitPriceRead(
                value: money.money, reference: reference, money: start..<money.end, end: unit.end)
        } else {
            return nil
        }
        guard let reference = reference(at: index) else { return nil }
        return UnitPriceRead(
            value: money.money, reference: reference.reference, money: start..<money.end, end: reference.end)
    }

    /// A unit price written basis first: `1 kg = 5,57 €`, `100 g = 0,89 €`, `Prix au kg :
    /// 5,57 €`, `precio por kilo 5,57 €`.
    func unitPriceBasisFirst(at start: Int) -> UnitPriceRead? {
        var index = start
        var needsEquals = true
        if let word = word(at: start), Self.isPerWord(word.text) {
            index = skippingSpaces(from: word.end)
            needsEquals = false
        }
        guard let reference = reference(at: index) ?? misreadLitre(at: index) ?? misreadOne(at: index) else {
            return nil
        }
        index = skippingSpaces(from: reference.end)
        if index < scalars.count, scalars[index] == "=" || scalars[index] == ":" {
            index = skippingSpaces(from: index + 1)
        } else if needsEquals {
            // OCR often loses the `=` (`1 kg 5,57 €`, `1kg 5,57`): a basis of 1 or 100 followed
            // by money with cents that ends the line is read as the same.
            let amount = reference.reference.amount
            guard amount == .one || amount == Rational(100), let money = money(at: index),
                money.money.places == 2, skippingSpaces(from: money.end) == scalars.count
            else { return nil }
            return UnitPriceRead(
                value: money.money, reference: reference.reference, money: index..<money.end, end: money.end)
        }
        guard let money = money(at: index), money.money.sign != nil || !needsEquals else { return nil }
        return UnitPriceRead(
            value: money.money, reference: reference.reference, money: index..<money.end, end: money.end)
    }

    /// A unit price read from a line.
    struct UnitPriceRead {
        /// Its money.
        let value: TagMoney
        /// Its basis.
        let reference: ReferenceQuantity
        /// The scalars of its money.
        let money: Range<Int>
        /// The index after the unit price.
        let end: Int
    }

    /// The basis `1 l` as OCR reads it before `=`, where `l` and `1` have one shape in many
    /// fonts: `11=`, `1I =`, `1|=`, `1!=`.
    private func misreadLitre(at start: Int) -> (reference: ReferenceQuantity, end: Int)? {
        guard start < scalars.count, scalars[start] == "1" else { return nil }
        let letter = skippingSpaces(from: start + 1)
        guard letter < scalars.count,
            scalars[letter] == "1" || scalars[letter] == "i" || scalars[letter] == "|"
                || scalars[letter] == "!"
        else { return nil }
        return basisOfOne(.litre, endingAt: letter + 1)
    }

    /// The basis `1 kg` (or `1 l`, `1 g`, …) whose `1` OCR read as a letter of one shape with
    /// it, before `=`: `lkg=`, `Tkg =`, `Ikg=`, `|kg=`.
    private func misreadOne(at start: Int) -> (reference: ReferenceQuantity, end: Int)? {
        guard start < scalars.count, isWordStart(start),
            scalars[start] == "l" || scalars[start] == "t" || scalars[start] == "i" || scalars[start] == "|",
            let unit = unit(at: start + 1), unit.unit.dimension != .count
        else { return nil }
        return basisOfOne(unit.unit, endingAt: unit.end)
    }

    /// The basis of one `unit` whose print ends at `end`, when `=` comes next.
    private func basisOfOne(_ unit: Unit, endingAt end: Int) -> (reference: ReferenceQuantity, end: Int)? {
        let equals = skippingSpaces(from: end)
        guard equals < scalars.count, scalars[equals] == "=",
            let reference = try? ReferenceQuantity(.one, unit)
        else { return nil }
        return (reference, end)
    }

    /// A line of a number alone (`1,5`, `250`), maybe followed by what OCR reads the `l` of
    /// litres as in many fonts (`1!`, `1,5 |`, `1,5 ]`, `1 I`, and `1,5 1` after a space): the
    /// number, where it starts and ends, and whether such a mark follows it.
    func bareNumber() -> (value: Rational, start: Int, end: Int, isMarked: Bool)? {
        let start = skippingSpaces(from: 0)
        guard let read = number(at: start), read.value.isPositive else { return nil }
        var index = read.end
        var isMarked = false
        while index < scalars.count {
            let scalar = scalars[index]
            let isSpaced = scalars[index - 1].isSpace
            guard
                scalar.isSpace || scalar == "!" || scalar == "|" || scalar == "]" || scalar == "i"
                    || (scalar == "1" && isSpaced)
            else {
                return nil
            }
            isMarked = isMarked || !scalar.isSpace
            index += 1
        }
        return (read.value, start, read.end, isMarked)
    }

    /// A multi-buy: `3 for £5`, `Any 3 for £5.00`, `2/$5`, `2 für 5 €`, `3 pour 5,00 €`; and
    /// as OCR misreads one (`isMisread`): its slash read as an `I`, a bar or a `1` before the
    /// sign (`3I$4`, `3|$4`, `31$4`), or its `for` as `or` (`Any 2 or £5`).
    func multiBuy(at start: Int) -> (count: Rational, money: TagMoney, end: Int, isMisread: Bool)? {
        guard let read = multiBuyCount(at: start),
            let money = money(at: read.amountStart), money.money.sign != nil || money.money.places > 0
        else { return nil }
        if read.isMisread, money.money.sign == nil { return nil }
        return (read.count, money.money, money.end, read.isMisread)
    }

    /// The count of a multi-buy that starts at `start`, and where its amount starts: after
    /// `for` (`3 for £5`, `2 für 5 €`) or after a slash (`2/$5`, `isSlash`), or after what OCR
    /// reads them as (`isMisread`; see ``multiBuy(at:)``).
    private func multiBuyCount(at start: Int)
        -> (count: Rational, amountStart: Int, isSlash: Bool, isMisread: Bool)?
    {
        // `3I$4`, `3|$4`, `31$4`: a count of one digit, its slash read as an `I` (lowercased
        // here), a bar or a `1` right before the sign; not an `l`: `2l €` may be a size of litres.
        if start + 2 < scalars.count, scalars[start].isDigit, scalars[start].digitValue >= 2,
            "i|1".unicodeScalars.contains(scalars[start + 1]), isSign(at: start + 2)
        {
            return (Rational(digits: scalars[start].digitValue, places: 0), start + 2, true, true)
        }
        guard let count = wholeNumber(at: start), count.value >= Rational(2), count.value <= Rational(99)
        else { return nil }
        let index = skippingSpaces(from: count.end)
        if index < scalars.count, scalars[index] == "/" {
            return (count.value, skippingSpaces(from: index + 1), true, false)
        }
        guard let word = word(at: index) else { return nil }
        if word.text == "or" { return (count.value, skippingSpaces(from: word.end), false, true) }
        guard Self.isForWord(word.text) else { return nil }
        return (count.value, skippingSpaces(from: word.end), false, false)
    }

    /// A multi-buy alone on its line (but for the bars of its box) whose `$` OCR read as an `8`
    /// or a `9` (`2/87` for `2/$7`; with cents, `2/87.00` is read as money by
    /// ``multiBuy(at:)``), its slash maybe read as a `1` too (`3185` for `3/$5`, `31846` for
    /// `3/$46`): the count, the whole amount after that digit (as dollars), the amount as read
    /// (87, 85), and where it starts and ends. Whether it was misread is for the tag's price to
    /// say.
    func multiBuyWithDollarReadAsDigit()
        -> (count: Rational, money: TagMoney, asRead: Rational, start: Int, end: Int)?
    {
        let start = skippingSpacesAndBars(from: 0)
        let count: Rational
        let index: Int
        if let read = multiBuyCount(at: start), read.isSlash, !read.isMisread {
            (count, index) = (read.count, read.amountStart)
        } else if start + 3 < scalars.count, scalars[start].isDigit, scalars[start].digitValue >= 2,
            scalars[start + 1] == "1", scalars[start + 2] == "8" || scalars[start + 2] == "9",
            wholeNumber(at: start).map({ $0.end - start <= 5 }) == true
        {
            (count, index) = (Rational(digits: scalars[start].digitValue, places: 0), start + 2)
        } else {
            return nil
        }
        guard index + 1 < scalars.count, scalars[index] == "8" || scalars[index] == "9",
            let asRead = number(at: index, afterAnything: true),
            let amount = number(at: index + 1, afterAnything: true),
            amount.places == 0, skippingSpacesAndBars(from: amount.end) == scalars.count
        else { return nil }
        let money = TagMoney(amount: amount.value, places: amount.places, isMinorUnit: false, sign: .dollar)
        return (count, money, asRead.value, start, amount.end)
    }

    /// A size alone on its line (but for the bars of a box) whose digits OCR read, in part or
    /// whole, as letters of their shape: `lkg` for `1kg`, `BCT` for `8 CT`, `2S0 g` for
    /// `250 g`. At most four such digits, then the unit; the size and where it starts and ends.
    func sizeWithDigitsReadAsLetters() -> (quantity: Quantity, start: Int, end: Int)? {
        let start = skippingSpacesAndBars(from: 0)
        var digits: [Int128] = []
        while start + digits.count < scalars.count, digits.count < 4,
            let digit = Self.digit(shapedLike: scalars[start + digits.count])
        {
            digits.append(digit)
        }
        // A size starts with no 0 (`Oil` is no `01l`).
        guard digits.first != 0 else { return nil }
        // The longest run that a unit ends the line after (`5oz` read as `soz`: `50` and `z`
        // are no size, `5` and `oz` are).
        for count in stride(from: digits.count, to: 0, by: -1) {
            guard scalars[start..<(start + count)].contains(where: { !$0.isDigit }) else { break }
            let value = digits.prefix(count).reduce(Int128(0)) { $0 * 10 + $1 }
            guard value > 0, let unit = unit(at: skippingSpaces(from: start + count)),
                skippingSpacesAndBars(from: unit.end) == scalars.count,
                let quantity = try? Quantity(Rational(digits: value, places: 0), unit.unit)
            else { continue }
            return (quantity, start, unit.end)
        }
        return nil
    }

    /// The digit `scalar` is, or the one whose shape OCR reads as that (lowercased) letter:
    /// `l` and `i` for 1, `o` for 0, `b` for 8, `s` for 5.
    static func digit(shapedLike scalar: Unicode.Scalar) -> Int128? {
        if scalar.isDigit { return scalar.digitValue }
        switch scalar {
        case "l", "i": return 1
        case "o": return 0
        case "b": return 8
        case "s": return 5
        default: return nil
        }
    }

    // MARK: Words

    /// The word of letters (and dots after letters) starting at `start`, lowercased.
    func word(at start: Int) -> (text: String, end: Int)? {
        var end = start
        while end < scalars.count, scalars[end].isLetter || (end > start && scalars[end] == ".") {
            end += 1
        }
        guard end > start else { return nil }
        var text = scalars.text(from: start, to: end)
        while text.hasUTF8Suffix(".") { text = text.droppingLastUTF8(1) }
        return (text, end)
    }

    /// Whether the scalar at `index` is a currency sign (`false` past the end).
    func isSign(at index: Int) -> Bool { index < scalars.count && CurrencySign(scalars[index]) != nil }

    /// Whether the scalar at `index` is a letter (`false` past the end).
    func isLetter(at index: Int) -> Bool { index < scalars.count && scalars[index].isLetter }

    /// Whether spaces and then a number of exactly two digits, a word of its own, follow
    /// `index` (the `50` of `$1 50`).
    func isFollowedByCentsApart(_ index: Int) -> Bool {
        let start = skippingSpaces(from: index)
        guard start > index, start + 1 < scalars.count, scalars[start].isDigit, scalars[start + 1].isDigit
        else { return false }
        let end = start + 2
        return end == scalars.count || !(scalars[end].isDigit || scalars[end].isLetter)
    }

    /// Whether one digit, a word of its own, and spaces come right before `index` (the `3` of
    /// `3 8.0p per 100g`, where OCR split `48.0p`); not before a currency sign, which starts
    /// an amount (`2 £3.50`).
    func followsDigitApart(_ index: Int) -> Bool {
        guard index < scalars.count, CurrencySign(scalars[index]) == nil else { return false }
        var before = index - 1
        guard before >= 0, scalars[before].isSpace else { return false }
        while before >= 0, scalars[before].isSpace { before -= 1 }
        guard before >= 0, scalars[before].isDigit else { return false }
        return before == 0 || scalars[before - 1].isSpace
    }

    /// The first index from `index` that is not a space.
    func skippingSpaces(from index: Int) -> Int {
        var index = index
        while index < scalars.count, scalars[index].isSpace { index += 1 }
        return index
    }

    /// The first index from `index` on that is neither a space nor a bar (`|`, the edge of a
    /// band's box as OCR reads it).
    func skippingSpacesAndBars(from index: Int) -> Int {
        var index = index
        while index < scalars.count, scalars[index].isSpace || scalars[index] == "|" { index += 1 }
        return index
    }

    /// Whether a word may start at `index`: the line's start, or after a scalar that is not a
    /// letter or digit.
    func isWordStart(_ index: Int) -> Bool {
        index == 0 || !(scalars[index - 1].isLetter || scalars[index - 1].isDigit)
    }

    // MARK: Vocabulary

    /// The unit a tag means by `name`; names that are words of their own on tags (`c`, `in`)
    /// are not read as units.
    static func tagUnit(_ name: String, system: MeasurementSystem) -> Unit? {
        switch ExactText(name) {
        case "c", "in", "pr", "p", "x", "a", "for", "per", "each", "ea", "unit", "item": return nil
        case "pk", "pks", "pkt", "stk", "stück", "st", "pièces", "pieces", "uds", "ud", "bag", "bags",
            "sachet",
            "sachets", "tablet", "tablets", "capsule", "capsules", "pod", "pods", "sheet", "sheets", "wipe",
            "wipes", "loads", "washes":
            return .each
        case "kilo", "kilos": return .kilogram
        // `Stück` without its umlaut, which OCR often loses.
        case "stuck": return .each
        // `l` read as `i`, as OCR often does in small print.
        case "mi": return .millilitre
        case "fi oz": return Unit.named("fl oz", system: system)
        case "lt", "ltr": return .litre
        default: break
        }
        guard let unit = Unit.named(name, system: system) else { return nil }
        switch unit.dimension {
        case .weight, .volume, .count: return unit
        case .length, .area: return nil
        }
    }

    /// Whether `word` is the first word of a two-word unit (`fl oz`, `US gal`).
    static func isQualifier(_ word: String) -> Bool {
        switch ExactText(word) {
        case "fl", "fi", "fluid", "us", "uk", "imp", "imperial": true
        default: false
        }
    }

    static func isTimes(_ scalar: Unicode.Scalar) -> Bool { scalar == "x" || scalar == "×" || scalar == "*" }

    static func isPerWord(_ word: String) -> Bool {
        switch ExactText(word) {
        case "per", "a", "le", "la", "au", "pro", "por", "je", "the": true
        default: false
        }
    }

    static func isEachWord(_ word: String) -> Bool {
        switch ExactText(word) {
        // `stuck`: `Stück` without its umlaut, which OCR often loses.
        case "each", "ea", "stück", "stuck", "stk", "pièce", "piece", "unidad", "ud": true
        default: false
        }
    }

    static func isCountWord(_ word: String) -> Bool {
        switch ExactText(word) {
        case "unit", "item", "count", "ct": true
        default: false
        }
    }

    static func isForWord(_ word: String) -> Bool {
        switch ExactText(word) {
        // `fiir`, `fir`: how OCR reads the umlaut of `für` in a band.
        case "for", "für", "fur", "fiir", "fir", "pour", "por", "per": true
        default: false
        }
    }

    static func isEuroWord(_ word: String) -> Bool {
        switch ExactText(word) {
        case "eur", "euro", "euros": true
        default: false
        }
    }
}
