extension ShelfTagReading {
    /// The check of the tag's unit price in words, for the shopper: `The tag says 51.3p each;
    /// £2.75 for 6 is 45.8p each` when it is wrong, `…: it matches` when it is right; `nil` when
    /// the tag shows no unit price.
    public var checkSentence: String? { checkWords?.sentence(in: .english) }

    /// The parts of ``checkSentence``, for a front end to say in its language; `nil` when the
    /// tag shows no unit price.
    ///
    /// The exact unit price is written as the tag prints its own (in pence or cents, rounded
    /// to the places printed), so that the two figures read side by side, and the price with
    /// the tag's currency sign (`£2.75`).
    public var checkWords: TagCheckWords? {
        guard let unitPrice = tagUnitPrice.value else { return nil }
        return TagCheckWords(
            tag: unitPrice.text, price: price.value.map { unitPrice.money.signed(amountText($0)) },
            quantity: quantity.value?.formatted(in: system),
            worked: unitPrice.exact.map(unitPrice.money.text(of:)),
            per: unitPrice.reference.formatted(in: system), check: unitPrice.check.name)
    }
}

extension TagMoney {
    /// An amount written as this money is printed: in pence or cents when it is (`45.8p`),
    /// with its sign otherwise (`£5.57`, `5,57 €` is written `5.57 €`), rounded to the places
    /// printed.
    func text(of amount: Rational) -> String {
        if isMinorUnit, let minor = try? amount.multiplied(by: Rational(100)) {
            return minor.formatted(places: places) + (sign == .pound ? "p" : "¢")
        }
        return signed(amount.formatted(places: places))
    }

    /// A number of the currency's main unit with this money's sign: `£2.75`, `2.75 €`; as it
    /// is when the tag printed no sign.
    func signed(_ number: String) -> String {
        switch sign {
        case .pound: return "£" + number
        case .dollar: return "$" + number
        case .euro: return number + " €"
        case .yen: return "¥" + number
        case nil: return number
        }
    }
}
