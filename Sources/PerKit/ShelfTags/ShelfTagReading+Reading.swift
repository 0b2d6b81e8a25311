extension ShelfTagReading {
    /// The confidence of a word whose OCR confidence is not known (pasted text): too low for
    /// a field to need no confirmation unless the tag's other figures confirm it.
    static let unknownConfidence = 50

    /// Reads a tag's text.
    /// - Parameters:
    ///   - tag: What OCR read, or pasted text (``TagText/init(plainText:confidence:)``).
    ///   - currency: The currency of amounts printed without a sign.
    ///   - system: Decides what `fl oz`, `pt`, `gal` mean.
    ///   - listReference: The basis of the unit prices of the list the product joins, if any:
    ///     a tag unit price on another basis is checked as ``UnitPriceCheck/otherBasis``.
    /// - Complexity: O(*n*²) in the number of words (superscript cents are looked for near
    ///   every big whole amount).
    public init(
        reading tag: TagText, currency: Currency? = nil, system: MeasurementSystem = .metric,
        listReference: ReferenceQuantity? = nil
    ) {
        var reader = TagReader(tag: tag.joiningSuperscriptCents(), system: system)
        reader.scan()
        self = reader.reading(text: tag.plainText, currency: currency, listReference: listReference)
    }

    /// Reads pasted text as a tag: see ``init(reading:currency:system:listReference:)``.
    public init(
        plainText: String, currency: Currency? = nil, system: MeasurementSystem = .metric,
        listReference: ReferenceQuantity? = nil
    ) {
        self.init(
            reading: TagText(plainText: plainText), currency: currency, system: system,
            listReference: listReference)
    }
}

/// The work of reading a tag: the figures of every line, sorted into the fields.
struct TagReader {
    let tag: TagText
    let system: MeasurementSystem
    /// The lines as text.
    var lines: [TagLineWords] = []
    /// The keywords of each line.
    var keywords: [TagKeywords] = []
    /// Every figure found, line by line.
    var phrases: [TagPhrase] = []
    /// Lines that hold nothing but a number (and maybe the `l` of litres misread as `!` or `|`,
    /// `isMarked`): sizes OCR lost the unit of (`1,5`, `250`), each as a size with no unit yet.
    var bareNumbers: [(value: Rational, phrase: TagPhrase, isMarked: Bool)] = []
    /// Lines that hold nothing but a size whose digits may have been read as letters (`lkg`).
    var sizesWithDigitsReadAsLetters: [(value: Quantity, phrase: TagPhrase)] = []
    /// Lines that hold nothing but a multi-buy whose `$` may have been read as a digit (`2/87`),
    /// each with the amount as read (87).
    var multiBuysWithDollarReadAsDigit: [(asRead: Rational, phrase: TagPhrase)] = []

    init(tag: TagText, system: MeasurementSystem) {
        self.tag = tag
        self.system = system
    }

    /// Finds the figures of every line.
    mutating func scan() {
        for (lineIndex, line) in tag.lines.enumerated() {
            let words = TagLineWords(line)
            lines.append(words)
            keywords.append(TagKeywords(words.text))
            let scanner = TagLineScanner(words.text, system: system)
            let count = scanner.scalars.count
            var index = 0
            while index < count {
                let startsFigure = scanner.isWordStart(index) || CurrencySign(scanner.scalars[index]) != nil
                guard startsFigure, let (kind, end, sure, isMisread) = Self.figure(scanner, at: index),
                    end > index,
                    !Self.isQuantity(kind) || words.areOnePrintSize(words.words(from: index, to: end))
                else {
                    index += 1
                    continue
                }
                let range = words.words(from: index, to: end)
                var confidence = words.confidence(of: words.words(from: sure.lowerBound, to: sure.upperBound))
                let digitsEnd = (index..<end).last { scanner.scalars[$0].isDigit }.map { $0 + 1 } ?? end
                var numberConfidence = words.confidence(of: words.words(from: index, to: digitsEnd))
                if isMisread || words.followsDigits(in: index)
                    || Self.hasLostDigits(kind, scanner, from: index, to: end)
                    || (Self.isAmount(kind) && scanner.followsDigitApart(index))
                {
                    confidence = min(confidence ?? 100, Self.fragment)
                    numberConfidence = min(numberConfidence ?? 100, Self.fragment)
                }
                phrases.append(
                    TagPhrase(
                        kind: kind, line: lineIndex, text: scanner.scalars.text(from: index, to: end),
                        height: words.height(of: range), confidence: confidence,
                        numberConfidence: Self.isQuantity(kind) ? numberConfidence : confidence, words: range
                    ))
                index = end
            }
            // A line of nothing but a figure the scan above didn't take.
            guard !phrases.contains(where: { $0.line == lineIndex }) else { continue }
            func wholeLine(_ kind: TagPhrase.Kind, from start: Int, to end: Int) -> TagPhrase {
                let range = words.words(from: start, to: end)
                let confidence = words.confidence(of: range)
                return TagPhrase(
                    kind: kind, line: lineIndex, text: scanner.scalars.text(from: start, to: end),
                    height: words.height(of: range), confidence: confidence, numberConfidence: confidence,
                    words: range)
            }
            if let read = scanner.multiBuyWithDollarReadAsDigit() {
                let phrase = wholeLine(.multiBuy(read.count, read.money), from: read.start, to: read.end)
                multiBuysWithDollarReadAsDigit.append((read.asRead, phrase))
            } else if let read = scanner.sizeWithDigitsReadAsLetters() {
                let phrase = wholeLine(.quantity(read.quantity), from: read.start, to: read.end)
                sizesWithDigitsReadAsLetters.append((read.quantity, phrase))
            } else if let read = scanner.bareNumber(), let placeholder = try? Quantity(read.value, .each) {
                let phrase = wholeLine(.quantity(placeholder), from: read.start, to: read.end)
                bareNumbers.append((read.value, phrase, read.isMarked))
            }
        }
    }

    /// The size a number printed alone on its line stands for, when the tag's price and unit
    /// price say so: of the units of the unit price's dimension that sizes are printed in
    /// (`g`, `kg`, `oz`, `lb`; `ml`, `cl`, `l`, `fl oz`; each), the one size that makes the
    /// unit price right. `nil` when none or several do: a unit is never guessed.
    func sizeWithLostUnit(price: Rational, unitPrices: [Found<(TagMoney, ReferenceQuantity)>])
        -> Found<Quantity>?
    {
        let names = ["g", "kg", "oz", "lb", "ml", "cl", "l", "fl oz", "each"]
        var matching: [Found<Quantity>] = []
        for bare in bareNumbers {
            var sizes = names.compactMap { name in
                Unit.named(name, system: system).flatMap { try? Quantity(bare.value, $0) }
            }
            // The `l` of litres read as the number's last `1` (`11` for `1 l`, `1,51` for `1,5 l`).
            if let litres = Self.numberBeforeLitreReadAsOne(bare.phrase.text),
                let quantity = try? Quantity(litres, .litre)
            {
                sizes.append(quantity)
            }
            for quantity in sizes {
                let confirms = unitPrices.contains { found in
                    UnitPriceCheck.check(found.value.0, per: found.value.1, price: price, quantity: quantity)
                        .check.isRight
                }
                if confirms, !matching.contains(where: { $0.value == quantity }) {
                    matching.append(
                        Found(
                            value: quantity, phrase: bare.phrase.read(as: .quantity(quantity)),
                            confidence: TagCheck.repaired))
                }
            }
        }
        return matching.count == 1 ? matching.first : nil
    }

    /// The number a bare size's text holds before a last `1` that may be the `l` of litres: `1`
    /// of `11`, `1,5` of `1,51`; `nil` when the text doesn't end in such a `1` after a digit.
    static func numberBeforeLitreReadAsOne(_ text: String) -> Rational? {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count >= 2, scalars[scalars.count - 1] == "1", scalars[scalars.count - 2].isDigit else {
            return nil
        }
        let scanner = TagLineScanner(String(String.UnicodeScalarView(scalars.dropLast())), system: .metric)
        guard let read = scanner.number(at: 0), read.end == scanner.scalars.count, read.value.isPositive
        else { return nil }
        return read.value
    }

    /// The figure at `index`, if one starts there; the index after it; the print whose
    /// confidence is the figure's; and whether it was read from print OCR misread (a multi-buy's
    /// slash or `for`), which makes it a figure to confirm.
    ///
    /// A unit price is as sure as its money when its basis is one unit (`1 kg =`, `per kg`,
    /// `11=` for `1 l =`, `each`): OCR is often unsure of such a basis, whose `1` and `l` share
    /// a shape, but a basis misread that way is read as no other basis. A basis with a number of
    /// its own (`per 100g`) counts, since `10g` would be another.
    private static func figure(
        _ scanner: TagLineScanner, at index: Int
    ) -> (TagPhrase.Kind, Int, Range<Int>, isMisread: Bool)? {
        if let read = scanner.unitPriceMoneyFirst(at: index) ?? scanner.unitPriceBasisFirst(at: index) {
            let sure = read.reference.amount == .one ? read.money : index..<read.end
            return (.unitPrice(read.value, read.reference), read.end, sure, false)
        }
        if let read = scanner.multiBuy(at: index) {
            return (.multiBuy(read.count, read.money), read.end, index..<read.end, read.isMisread)
        }
        if let read = scanner.quantity(at: index) {
            return (.quantity(read.quantity), read.end, index..<read.end, false)
        }
        if let read = scanner.money(at: index) {
            return (.money(read.money), read.end, index..<read.end, false)
        }
        return nil
    }

    /// Whether a figure is an amount of money: a price or a unit price.
    private static func isAmount(_ kind: TagPhrase.Kind) -> Bool {
        switch kind {
        case .money, .unitPrice: true
        case .quantity, .multiBuy: false
        }
    }

    /// Whether `kind` is a size.
    private static func isQuantity(_ kind: TagPhrase.Kind) -> Bool {
        if case .quantity = kind { true } else { false }
    }

    /// The confidence of a figure that starts inside an OCR word after digits (`9€` of `1,/9€`,
    /// where `7` was read as `/`), or after a digit of its own (`3 8.0p`, where `4` was read as
    /// `3 `), or of money that lost digits: a piece of a misread figure.
    static let fragment = 40

    /// The confidence of a size in pints or fluid ounces on a UK tag when the litres beside it
    /// were not read: it may only round them, and the litres are the size the tag declares.
    static let roundedSize = 40

    /// Whether money OCR read lost digits of: a price with one decimal (`$3.7`), ending in a
    /// point with none (`$4.`), or whole and followed by two digits apart (`$1 50`: its point,
    /// or its raised cents, not read as such); or read from such pieces
    /// (``TagLineScanner/isReadFromPieces(from:to:)``).
    private static func hasLostDigits(
        _ kind: TagPhrase.Kind, _ scanner: TagLineScanner, from start: Int, to end: Int
    ) -> Bool {
        guard case .money(let money) = kind, !money.isMinorUnit else { return false }
        if scanner.isReadFromPieces(from: start, to: end) { return true }
        let endsInPoint =
            money.places == 0 && end < scanner.scalars.count
            && (scanner.scalars[end] == "." || scanner.scalars[end] == ",")
        return money.places == 1 || endsInPoint
            || (money.places == 0 && money.sign != nil && scanner.isFollowedByCentsApart(end))
    }

    /// The confidence of a member price whose band was misread (`Clubcar®`) or mixed with the
    /// unit price's print on one line.
    static let doubtfulMember = 60

    /// A figure's confidence before any check.
    private static func confidence(_ phrase: TagPhrase) -> Int {
        phrase.confidence ?? ShelfTagReading.unknownConfidence
    }

    /// An amount found for a field, with the figure it came from.
    struct Found<Value> {
        var value: Value
        var phrase: TagPhrase
        var confidence: Int
    }

    /// Sorts the figures into the fields and checks them against each other.
    func reading(text: String, currency given: Currency?, listReference: ReferenceQuantity?)
        -> ShelfTagReading
    {
        var prices: [Found<TagMoney>] = []
        var regulars: [Found<TagMoney>] = []
        var members: [Found<TagMoney>] = []
        var deposits: [Found<TagMoney>] = []
        var multiBuys: [Found<(Rational, TagMoney)>] = []
        var quantities: [Found<Quantity>] = []
        var unitPrices: [Found<(TagMoney, ReferenceQuantity)>] = []
        var memberLabelLines: [Int] = []
        var notes: [String] = []
        var signs: [CurrencySign] = []

        for phrase in phrases {
            let words = keywords[phrase.line]
            let confidence = Self.confidence(phrase)
            switch phrase.kind {
            case .quantity(let quantity):
                quantities.append(Found(value: quantity, phrase: phrase, confidence: confidence))
            case .multiBuy(let count, let money):
                if let sign = money.sign { signs.append(sign) }
                multiBuys.append(Found(value: (count, money), phrase: phrase, confidence: confidence))
            case .unitPrice(let money, let reference):
                if let sign = money.sign { signs.append(sign) }
                if words.isRegular && reference.unit == .each {
                    regulars.append(Found(value: money, phrase: phrase, confidence: confidence))
                } else if words.isMember && !words.isDeposit && reference.unit == .each
                    && !money.isFinerThanACoin
                {
                    // A band's price `each` is the band's price (`Circle Price $1.75 ea`), as
                    // `Reg. $5.49 each` is the regular price.
                    members.append(Found(value: money, phrase: phrase, confidence: confidence))
                } else if !words.isMember && !words.isDeposit {
                    unitPrices.append(
                        Found(value: (money, reference), phrase: phrase, confidence: confidence))
                } else if words.isMember && !money.isFinerThanACoin
                    && phrases.contains(where: { $0.line == phrase.line && Self.isFinerThanACoin($0) })
                {
                    // A member band and the unit price read as one line (`Circle UNIT PRICE 3.8¢
                    // Price per oz $0.50`): the unit price is the amount finer than a coin, and
                    // the whole-cent amount read with its basis is the member price.
                    members.append(Found(value: money, phrase: phrase, confidence: confidence))
                }
            case .money(let money):
                if let sign = money.sign { signs.append(sign) }
                // A unit price whose basis wasn't read with it (`3.8¢` of `UNIT PRICE 3.8¢ …
                // per oz`) is no item's price.
                if money.isFinerThanACoin { continue }
                let found = Found(value: money, phrase: phrase, confidence: confidence)
                if words.isDeposit {
                    deposits.append(found)
                } else if words.isMember {
                    members.append(found)
                } else if words.isRegular {
                    regulars.append(found)
                } else if !words.isPrevious && !words.isSaving {
                    prices.append(found)
                }
            }
        }
        for (index, words) in keywords.enumerated() where words.isMember && !words.isDeposit {
            let hasFigure = phrases.contains { $0.line == index && !Self.isQuantity($0) }
            if !hasFigure { memberLabelLines.append(index) }
        }
        let currency = (signs.first?.currency(default: given)) ?? given

        // The big price first: the tallest when boxes are known, else in reading order.
        prices = Self.sortedByHeight(prices)

        // A member band's label without its amount ("Clubcard Price" above or below "£3.50"):
        // the amount on the line next to it is the member price.
        if members.isEmpty, let label = memberLabelLines.first, prices.count >= 2 {
            let candidates = prices.indices.filter { (prices[$0].phrase.line - label).magnitude == 1 }
            if let chosen = candidates.first(where: { prices[$0].phrase.line == label + 1 })
                ?? candidates.first
            {
                var member = prices.remove(at: chosen)
                member.confidence = min(member.confidence, 70)
                members.append(member)
            }
        }

        // The size: the first one, or its metric form when the tag prints both (`4 Pints
        // 2.272L`); unsure when the tag shows another, or shows pints alone where sizes are
        // declared in litres (the metric size beside them was not read).
        var quantity = quantities.first
        var metricSizeUnread = false
        if let first = quantity, !Self.isMetric(first.value.unit) {
            if let metric = quantities.first(where: {
                Self.isMetric($0.value.unit) && Self.isSameSize($0.value, first.value)
            }) {
                quantity = metric
            } else if system == .uk && first.value.unit.dimension == .volume {
                quantity?.confidence = min(first.confidence, Self.roundedSize)
                metricSizeUnread = true
            }
        }
        if let chosen = quantity,
            quantities.contains(where: {
                $0.value != chosen.value && !Self.isSameSize($0.value, chosen.value)
            })
        {
            quantity?.confidence = min(chosen.confidence, 40)
        }

        // A size whose digits OCR read as letters (`lkg` for `1kg`), when the tag shows no other:
        // for the shopper to confirm, unless the unit price agrees.
        if quantity == nil, let read = sizesWithDigitsReadAsLetters.first {
            quantity = Found(
                value: read.value, phrase: read.phrase,
                confidence: min(Self.confidence(read.phrase), Self.fragment))
        }

        var price: Found<Rational>? = nil
        var priceMoney = prices.first
        if priceMoney == nil { priceMoney = regulars.first }
        if let money = priceMoney {
            // The price printed again as the regular price (`$4 79` and `Reg. $4.79 each`), or
            // with the cents the big print lost (`$15` and `Reg. $15.89 each`): the two readings
            // are one price, as sure as the surer of them.
            let again = regulars.first { Self.isPrinted(money, againAs: $0) }
            let chosen = again ?? money
            price = Found(
                value: chosen.value.amount, phrase: chosen.phrase,
                confidence: max(chosen.confidence, again == nil ? 0 : money.confidence))
            // Another price of one item, or a regular price that disagrees: unsure.
            let others = (prices + regulars).filter {
                again == nil || !$0.phrase.isSameFigure(as: money.phrase)
            }
            if others.contains(where: { $0.value.amount != chosen.value.amount }) {
                price?.confidence = min(chosen.confidence, 40)
            }
        }
        let member = members.first.map { found in
            let line = found.phrase.line
            let isDoubtful =
                keywords[line].hasMisreadLabel
                || phrases.contains { $0.line == line && (Self.isUnitPrice($0) || Self.isFinerThanACoin($0)) }
            return Found(
                value: found.value.amount, phrase: found.phrase,
                confidence: isDoubtful ? min(found.confidence, Self.doubtfulMember) : found.confidence)
        }
        // A multi-buy read as `2/87` on a tag priced in dollars: `2/$7` when that is a saving on
        // two at the price and 87 is not, to confirm.
        if multiBuys.isEmpty, signs.contains(.dollar), let price {
            for (asRead, phrase) in multiBuysWithDollarReadAsDigit {
                guard case .multiBuy(let count, let money) = phrase.kind,
                    let atPrice = try? price.value.multiplied(by: count),
                    money.amount > price.value, money.amount < atPrice, asRead >= atPrice
                else { continue }
                let confidence = min(Self.confidence(phrase), TagCheck.repaired)
                multiBuys.append(Found(value: (count, money), phrase: phrase, confidence: confidence))
                break
            }
        }
        let multiBuy = multiBuys.first.map { found in
            let (count, money) = found.value
            // A multi-buy that costs more than its packs at the price (`2/87.00` for `2/$7.00`)
            // is a misread, or a deal that saves nothing: the shopper confirms it.
            let atPrice = price.flatMap { try? $0.value.multiplied(by: count) }
            let costsMore = atPrice.map { money.amount > $0 } ?? false
            let isDoubtful = keywords[found.phrase.line].isMember || costsMore
            return Found(
                value: TagMultiBuy(count: count, price: money.amount), phrase: found.phrase,
                confidence: isDoubtful ? min(found.confidence, 40) : found.confidence)
        }
        let deposit = deposits.first.map {
            Found(value: $0.value.amount, phrase: $0.phrase, confidence: $0.confidence)
        }

        // A size read without its unit (`1,5` for `1,5 l`) that the price and the unit price
        // agree on: the shopper confirms it.
        var lostUnit: Found<Quantity>? = nil
        if quantity == nil, let price {
            lostUnit = sizeWithLostUnit(price: price.value, unitPrices: unitPrices)
            quantity = lostUnit
        }
        // A number followed by what OCR reads the `l` of litres as (`1!`, `1I`, `1 |`), which no
        // unit price confirms or gives another dimension: litres, to confirm.
        if quantity == nil, let bare = bareNumbers.first(where: { $0.isMarked }),
            unitPrices.allSatisfy({ $0.value.1.unit.dimension == .volume }),
            let litres = try? Quantity(bare.value, .litre)
        {
            quantity = Found(
                value: litres, phrase: bare.phrase.read(as: .quantity(litres)),
                confidence: min(Self.confidence(bare.phrase), Self.fragment))
        }

        // The unit price, checked against the price and the size.
        var unitPrice: Found<TagUnitPrice>? = nil
        if !unitPrices.isEmpty {
            var check = TagCheck(
                unitPrices: unitPrices, prices: prices + regulars, price: price, quantity: quantity,
                otherPrices: [
                    member?.value, multiBuy.flatMap { try? $0.value.price.divided(by: $0.value.count) },
                ],
                listReference: listReference, currency: currency)
            check.run()
            unitPrice = check.unitPrice
            price = check.price
            quantity = check.quantity
            notes += check.notes
        }
        // OCR misreads big print with confidence (`$2.90` for `$2.50` at 88): a price the tag's
        // unit price doesn't confirm is for the shopper to confirm.
        if let read = price, unitPrice?.value.check.isRight != true {
            price?.confidence = min(read.confidence, TagCheck.unconfirmed)
        }
        // The unit price can't tell pints from the litres they round (4 pints is 2.273 L where
        // the tag declares 2.272L): its check confirms neither.
        if metricSizeUnread, let size = quantity {
            quantity?.confidence = min(size.confidence, Self.roundedSize)
        }
        if let lostUnit, let size = quantity {
            quantity?.confidence = min(size.confidence, TagCheck.repaired)
            notes.append(
                "The size reads \(lostUnit.phrase.text) without its unit; the price and the unit price say "
                    + "\(size.value.formatted()): check the size")
        }

        return ShelfTagReading(
            text: text, currency: currency, system: system,
            name: nameField(),
            price: Self.field(price), quantity: Self.field(quantity), memberPrice: Self.field(member),
            multiBuy: Self.field(multiBuy), deposit: Self.field(deposit), tagUnitPrice: Self.field(unitPrice),
            notes: notes)
    }

    /// Whether the regular price `regular` is `price` printed again: the same amount, or, when
    /// `price` is whole money that lost its cents (`$15` for `$15⁸⁹`), the same whole amount
    /// with cents.
    static func isPrinted(_ price: Found<TagMoney>, againAs regular: Found<TagMoney>) -> Bool {
        guard !price.value.isMinorUnit, !regular.value.isMinorUnit else { return false }
        if regular.value.amount == price.value.amount { return true }
        let amount = regular.value.amount
        return price.value.places == 0 && regular.value.places > 0
            && (try? Rational(amount.numerator / amount.denominator)) == price.value.amount
    }

    private static func field<Value: Hashable & Sendable>(_ found: Found<Value>?) -> TagReadingField<Value> {
        guard let found else { return .unread }
        return TagReadingField(found.value, confidence: found.confidence)
    }

    /// Whether `a` and `b` are one size printed in two systems: the same dimension, within 1 %
    /// (`4 Pints` is 2.273 L, printed beside `2.272L`).
    static func isSameSize(_ a: Quantity, _ b: Quantity) -> Bool {
        guard a.unit.dimension == b.unit.dimension,
            let difference = try? a.baseAmount.subtracting(b.baseAmount),
            let tolerance = try? b.baseAmount.divided(by: Rational(100))
        else { return false }
        return difference.magnitude <= tolerance
    }

    /// Whether a size in `unit` is printed in grams or litres: the size a tag declares, which
    /// pints or ounces beside it only round.
    static func isMetric(_ unit: Unit) -> Bool {
        unit == .milligram || unit == .gram || unit == .kilogram || unit == .millilitre
            || unit == .centilitre || unit == .decilitre || unit == .litre
    }

    private static func isUnitPrice(_ phrase: TagPhrase) -> Bool {
        if case .unitPrice = phrase.kind { return true }
        return false
    }

    private static func isFinerThanACoin(_ phrase: TagPhrase) -> Bool {
        if case .money(let money) = phrase.kind { return money.isFinerThanACoin }
        return false
    }

    private static func isQuantity(_ phrase: TagPhrase) -> Bool {
        if case .quantity = phrase.kind { return true }
        return false
    }

    /// `found`, tallest first (a stable sort: in reading order among equals and without boxes).
    static func sortedByHeight<Value>(_ found: [Found<Value>]) -> [Found<Value>] {
        var sorted: [Found<Value>] = []
        for item in found {
            var index = sorted.count
            while index > 0, (sorted[index - 1].phrase.height ?? 0) < (item.phrase.height ?? 0) { index -= 1 }
            sorted.insert(item, at: index)
        }
        return sorted
    }

    /// The name: the words of the first line (and the one after it) that hold no figure and
    /// no label, keeping the letters' words.
    private func nameField() -> TagReadingField<String> {
        var parts: [String] = []
        var confidence = 100
        var lastLine = -2
        for (index, line) in lines.enumerated() {
            if parts.count == 2 || (!parts.isEmpty && index != lastLine + 1) { break }
            let words = keywords[index]
            if words.isMember || words.isDeposit || words.isRegular || words.isPrevious || words.isSaving {
                continue
            }
            var kept: [String] = []
            for (wordIndex, word) in line.words.enumerated() {
                let inFigure = phrases.contains { $0.line == index && $0.words.contains(wordIndex) }
                guard !inFigure, word.text.unicodeScalars.contains(where: { $0.isLetter }) else { continue }
                kept.append(word.text)
                confidence = min(confidence, word.confidence ?? ShelfTagReading.unknownConfidence)
            }
            var text = ""
            for word in kept { text += text.isEmpty ? word : " " + word }
            guard TagKeywords(text).nameLetters >= 3 else { continue }
            parts.append(text)
            lastLine = index
        }
        guard !parts.isEmpty else { return .unread }
        var name = ""
        for part in parts { name += name.isEmpty ? part : " " + part }
        return TagReadingField(name, confidence: confidence)
    }
}
