extension ShelfTagReading {
    /// The check of the tag's unit price in words, for the shopper: `The tag says 51.3p each;
    /// 2.75 for 6 is 45.8p each` when it is wrong, `…: it matches` when it is right; `nil` when
    /// the tag shows no unit price.
    ///
    /// The exact unit price is written as the tag prints its own (in pence or cents, rounded
    /// to the places printed), so that the two figures read side by side.
    public var checkSentence: String? {
        guard let unitPrice = tagUnitPrice.value else { return nil }
        let said = "The tag says " + unitPrice.text
        guard let price = price.value, let quantity = quantity.value, let exact = unitPrice.exact else {
            return said + "; it can't be checked without the price and the size"
        }
        let worked =
            said + "; " + amountText(price) + " for " + quantity.formatted(in: system) + " is "
            + unitPrice.money.text(of: exact) + " " + unitPrice.reference.phrase(in: system)
        switch unitPrice.check {
        case .wrong: return worked
        case .matches, .otherBasis: return worked + ": it matches"
        case .unread: return said + "; the size is not measured as it is"
        }
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
        let number = amount.formatted(places: places)
        switch sign {
        case .pound: return "£" + number
        case .dollar: return "$" + number
        case .euro: return number + " €"
        case .yen: return "¥" + number
        case nil: return number
        }
    }
}
