/// The check of a tag's figures against each other: the unit price must be the price divided
/// by the size, rounded to the places printed. Figures that agree are confirmed; a price OCR
/// misread in a usual way is put right by the others (and left for the shopper to confirm);
/// figures that still disagree make the unit price wrong and all three unsure.
struct TagCheck {
    typealias Found = TagReader.Found

    /// The unit prices found, in reading order.
    let unitPrices: [Found<(TagMoney, ReferenceQuantity)>]
    /// The amounts that may be the price, the big one first.
    let prices: [Found<TagMoney>]
    /// The price chosen.
    var price: Found<Rational>?
    /// The size chosen.
    var quantity: Found<Quantity>?
    /// Deal prices of one item the unit price may be quoted for: the member price, a
    /// multi-buy's price of one item.
    let otherPrices: [Rational?]
    /// The list's basis, if any.
    let listReference: ReferenceQuantity?
    /// The currency, for the notes.
    let currency: Currency?

    /// The unit price with its check, once ``run()`` has run.
    var unitPrice: Found<TagUnitPrice>? = nil
    /// What the check put right or found wrong.
    var notes: [String] = []

    /// The confidence of figures the others confirm.
    static let confirmed = 95
    /// The confidence of a price put right by the other figures: the shopper confirms it.
    static let repaired = 60
    /// The highest confidence of a price no unit price confirms.
    static let unconfirmed = ShelfTagReading.unconfirmedConfidence
    /// The confidence of figures that disagree.
    static let disagreeing = 30
    /// The OCR confidence under which a figure may have been misread, so that a check involving
    /// it can't call the unit price wrong. It is under ``ShelfTagReading/certainConfidence``: a
    /// figure read at 60–79 is still for the shopper to confirm, but trusted to disagree
    /// (`11=1,81€`, the `1 l =` of a boxed unit price read as `11=`, comes at 64–70).
    static let misreadable = 60

    mutating func run() {
        guard let quantity else {
            setUnitPrice(unitPrices[0], check: .unread, exact: nil)
            return
        }
        // The price as read agrees with a unit price, or another amount of the tag does.
        if let price {
            for found in unitPrices where confirm(found, price: price.value, quantity: quantity.value) {
                return
            }
        }
        for candidate in prices where candidate.value.amount != price?.value {
            for found in unitPrices
            where confirm(found, price: candidate.value.amount, quantity: quantity.value) {
                price = Found(
                    value: candidate.value.amount, phrase: candidate.phrase, confidence: Self.confirmed)
                return
            }
        }
        // The unit price is quoted for a deal's price of one item.
        for case let other? in otherPrices {
            for found in unitPrices {
                let (check, exact) = Self.check(found, price: other, quantity: quantity.value, listReference)
                guard check.isRight else { continue }
                setUnitPrice(
                    found, check: check, exact: exact, confidence: max(found.confidence, Self.confirmed))
                self.quantity?.confidence = max(quantity.confidence, Self.confirmed)
                return
            }
        }
        guard let price else {
            setUnitPrice(unitPrices[0], check: .unread, exact: nil)
            return
        }
        if repair(price, quantity: quantity) || workOutCents(of: price, quantity: quantity) { return }
        // Still disagreeing: the unit price is wrong, or one of the figures was misread.
        let found = unitPrices[0]
        var (check, exact) = Self.check(found, price: price.value, quantity: quantity.value, listReference)
        setUnitPrice(found, check: check, exact: exact, confidence: min(found.confidence, Self.disagreeing))
        self.price?.confidence = min(price.confidence, Self.disagreeing)
        self.quantity?.confidence = min(quantity.confidence, Self.disagreeing)
        // OCR that was unsure of one of the three may have misread it, and a price read without
        // cents may have lost small raised ones (`$6` and a raised `95` read as `$6`): a right
        // unit price is never called wrong on such a reading; the check says it couldn't tell.
        let lostCents = Self.money(of: price.phrase).map { $0.places == 0 && !$0.isMinorUnit } ?? false
        let misreadable =
            lostCents
            || [
                price.phrase.confidence, Self.doubtedConfidence(of: quantity, besides: found),
                found.phrase.confidence,
            ]
            .contains { ($0 ?? 100) < Self.misreadable }
        if check.isWrong, misreadable {
            check = .unread
            exact = nil
            setUnitPrice(
                found, check: check, exact: exact, confidence: min(found.confidence, Self.disagreeing))
            notes.append(
                "The price \(moneyText(price.value)), the size \(quantity.value.formatted()) and the unit price "
                    + "\(found.phrase.text) don't agree, and one of them may be misread: check all three")
        } else if case .wrong(let difference) = check, let exact {
            notes.append(
                "The tag's unit price \(found.phrase.text) is wrong by \(moneyText(difference, like: found.value.0)): "
                    + "\(moneyText(price.value)) for \(quantity.value.formatted()) is "
                    + "\(moneyText(exact, like: found.value.0)) \(found.value.1.phrase()); check the price and the size"
            )
        } else {
            notes.append(
                "The size \(quantity.value.formatted()) is not measured as the unit price \(found.phrase.text) is"
            )
        }
    }

    /// The confidence of the print of `quantity` a check against `found` can doubt: its number's
    /// alone when its unit is the unit price's (the `92` of `92 FL OZ` beside `per fl oz`, which
    /// bears the unit out), else all of it.
    static func doubtedConfidence(
        of quantity: Found<Quantity>, besides found: Found<(TagMoney, ReferenceQuantity)>
    ) -> Int? {
        quantity.value.unit == found.value.1.unit
            ? quantity.phrase.numberConfidence : quantity.phrase.confidence
    }

    /// Checks `found` against `price` and `quantity`; when right, confirms all three and
    /// keeps the outcome.
    private mutating func confirm(
        _ found: Found<(TagMoney, ReferenceQuantity)>, price: Rational, quantity: Quantity
    ) -> Bool {
        let (check, exact) = Self.check(found, price: price, quantity: quantity, listReference)
        guard check.isRight else { return false }
        setUnitPrice(found, check: check, exact: exact, confidence: max(found.confidence, Self.confirmed))
        if let current = self.price { self.price?.confidence = max(current.confidence, Self.confirmed) }
        if let current = self.quantity { self.quantity?.confidence = max(current.confidence, Self.confirmed) }
        return true
    }

    /// Puts right a price whose digits OCR misread in a usual way (`5.00` for `5.50`, `3.15`
    /// for `3.75`, `399` for `3.99`), when exactly one such reading agrees with the size and
    /// a unit price that pins the price down (``pinsDown(_:quantity:correction:of:)``).
    private mutating func repair(_ price: Found<Rational>, quantity: Found<Quantity>) -> Bool {
        guard let money = Self.money(of: price.phrase) else { return false }
        var matching: [Repair] = []
        for candidate in Self.misreadings(of: money) {
            for found in unitPrices {
                let (check, exact) = Self.check(
                    found, price: candidate, quantity: quantity.value, listReference)
                guard check.isRight,
                    Self.pinsDown(
                        found.value, quantity: quantity.value, correction: candidate, of: price.value)
                else { continue }
                if !matching.contains(where: { $0.0 == candidate }) {
                    matching.append((candidate, found, check, exact))
                }
                break
            }
        }
        let read = price.phrase.text
        return adopt(matching, for: price, quantity: quantity) { meant in
            "The price reads \(read), but the size and the unit price say \(meant): "
                + "check the price"
        }
    }

    /// Works out the cents of a big price OCR read without them (`$5` for `$5⁴⁹` with raised
    /// cents) from a unit price read with confidence and the size: the price keeps the whole
    /// amount read and takes the one set of cents the unit price matches. Cents that several
    /// prices round to are not chosen among, and cents read anywhere on the tag (a `Reg.` price
    /// of the same whole amount) are not replaced: the check says the figures disagree. The
    /// shopper confirms the price, and a note says where it came from; a size OCR was unsure
    /// of stays to confirm too (`8.9 OZ` at 78: the cents are only as right as it).
    private mutating func workOutCents(of price: Found<Rational>, quantity: Found<Quantity>) -> Bool {
        let places = currency?.minorUnits ?? 2
        guard let money = Self.money(of: price.phrase), !money.isMinorUnit, money.places == 0,
            (1...3).contains(places), quantity.confidence >= Self.workingSize,
            let steps = try? Rational(10).power(places)
        else { return false }
        let whole = price.value
        let centsRead = prices.contains { other in
            let amount = other.value.amount
            return amount != whole && (try? Rational(amount.numerator / amount.denominator)) == whole
        }
        guard !centsRead else { return false }
        let confident = unitPrices.filter { $0.confidence >= ShelfTagReading.certainConfidence }
        var matching: [Repair] = []
        for step in 0..<Int128(steps.numerator) {
            guard let candidate = try? whole.adding(Rational(digits: step, places: places)),
                candidate.isPositive, candidate != price.value
            else { continue }
            for found in confident {
                let (check, exact) = Self.check(
                    found, price: candidate, quantity: quantity.value, listReference)
                guard check.isRight else { continue }
                matching.append((candidate, found, check, exact))
                break
            }
        }
        let read = price.phrase.text
        let isSizeSure = quantity.confidence >= ShelfTagReading.certainConfidence
        return adopt(matching, for: price, quantity: quantity, confirmingSize: isSizeSure) { meant in
            "The price reads \(read); its cents were worked out from the size and the unit price: "
                + "\(meant), check the price" + (isSizeSure ? "" : " and the size")
        }
    }

    /// The lowest confidence of a size the cents of a price are worked out with.
    static let workingSize = 50

    /// A price the other figures say the tag meant: the price, the unit price that agrees with
    /// it, and that unit price's check.
    private typealias Repair = (Rational, Found<(TagMoney, ReferenceQuantity)>, UnitPriceCheck, Rational?)

    /// Takes the one repair in `matching` as the price, marked to confirm, with the note
    /// `note(price as money)`, and confirms the size unless `confirmingSize` is false; none when
    /// there is no repair or more than one to choose among.
    private mutating func adopt(
        _ matching: [Repair], for price: Found<Rational>, quantity: Found<Quantity>,
        confirmingSize: Bool = true,
        note: (String) -> String
    ) -> Bool {
        guard matching.count == 1, let (value, found, check, exact) = matching.first else { return false }
        self.price = Found(value: value, phrase: price.phrase, confidence: Self.repaired)
        if confirmingSize { self.quantity?.confidence = max(quantity.confidence, Self.confirmed) }
        setUnitPrice(found, check: check, exact: exact, confidence: max(found.confidence, Self.confirmed))
        notes.append(note(moneyText(value)))
        return true
    }

    /// Whether the unit price `printed` pins the price of `quantity` down at least ten times
    /// more finely than the correction from `price` to `candidate`: the prices that round to
    /// it span less than a tenth of the correction. A coarse unit price (`£5 per kg` on a
    /// 2.5 kg bag matches any price within £1.25) confirms no correction: the check calls it
    /// wrong instead.
    static func pinsDown(
        _ printed: (TagMoney, ReferenceQuantity), quantity: Quantity, correction candidate: Rational,
        of price: Rational
    ) -> Bool {
        let (money, reference) = printed
        let places = money.placesOfMainUnit
        guard places <= 30, let step = try? Rational(1, Int128(10)).power(places),
            let span = try? step.multiplied(by: quantity.baseAmount).divided(by: reference.baseAmount),
            let correction = try? candidate.subtracting(price).magnitude,
            let tenTimes = try? span.multiplied(by: Rational(10))
        else { return false }
        return tenTimes <= correction
    }

    private mutating func setUnitPrice(
        _ found: Found<(TagMoney, ReferenceQuantity)>, check: UnitPriceCheck, exact: Rational?,
        confidence: Int? = nil
    ) {
        unitPrice = Found(
            value: TagUnitPrice(
                text: found.phrase.text, money: found.value.0, reference: found.value.1, exact: exact,
                check: check),
            phrase: found.phrase, confidence: confidence ?? found.confidence)
    }

    static func check(
        _ found: Found<(TagMoney, ReferenceQuantity)>, price: Rational, quantity: Quantity,
        _ listReference: ReferenceQuantity?
    ) -> (UnitPriceCheck, Rational?) {
        UnitPriceCheck.check(
            found.value.0, per: found.value.1, price: price, quantity: quantity, listReference: listReference)
    }

    /// The money a price was read from.
    static func money(of phrase: TagPhrase) -> TagMoney? {
        switch phrase.kind {
        case .money(let money), .unitPrice(let money, _): money
        case .multiBuy, .quantity: nil
        }
    }

    /// Digits OCR reads one for another in a tag's big print, both ways.
    static let confusedDigits: [(Unicode.Scalar, Unicode.Scalar)] = [
        ("0", "5"), ("0", "6"), ("0", "8"), ("0", "9"), ("1", "7"), ("1", "4"), ("2", "8"), ("2", "9"),
        ("3", "8"), ("3", "5"), ("4", "9"), ("5", "6"), ("5", "8"), ("5", "9"), ("6", "8"), ("8", "9"),
    ]

    /// The amounts `money` may have been before OCR misread one of its digits other than the
    /// last decimal (`5.00` for `5.50`, `3.15` for `3.75`), or lost its decimal point (`£550`,
    /// `$399`).
    static func misreadings(of money: TagMoney) -> [Rational] {
        let digits = Array(money.printed.formatted(places: money.places).unicodeScalars)
        var amounts: [Rational] = []
        func add(_ scalars: [Unicode.Scalar]) {
            guard let value = Rational(decimalText: scalars.text(from: 0, to: scalars.count)),
                let amount = money.isMinorUnit ? try? value.divided(by: Rational(100)) : value,
                amount.isPositive, amount != money.amount, !amounts.contains(amount)
            else { return }
            amounts.append(amount)
        }
        // Not the last digit of an amount with decimals: a misread there changes the price by
        // less than a store's rounding mistake can, which the check must call wrong.
        let lastChanged = money.places > 0 ? digits.count - 2 : digits.count - 1
        for index in digits.indices where digits[index].isDigit && index <= lastChanged {
            for (a, b) in confusedDigits where digits[index] == a || digits[index] == b {
                var changed = digits
                changed[index] = digits[index] == a ? b : a
                add(changed)
            }
        }
        if money.places == 0, !money.isMinorUnit, digits.count >= 3, digits.allSatisfy({ $0.isDigit }) {
            var withPoint = digits
            withPoint.insert(".", at: digits.count - 2)
            add(withPoint)
        }
        return amounts
    }

    /// An amount as money text: in pence or cents like `like` when it prints them (`0.2p`),
    /// else in the currency's places (`3.90`).
    func moneyText(_ amount: Rational, like printed: TagMoney? = nil) -> String {
        if let printed, printed.isMinorUnit, let minor = try? amount.multiplied(by: Rational(100)) {
            let suffix = printed.sign == .pound ? "p" : "¢"
            return minor.formatted(maximumPlaces: max(printed.places + 2, 3)) + suffix
        }
        let places = max(currency?.minorUnits ?? 2, printed?.places ?? 0)
        if let printed, amount.terminatingPlaces ?? 99 > places {
            return amount.formatted(maximumPlaces: max(places, printed.places + 2))
        }
        return amount.displayText(minimumPlaces: places)
    }
}
