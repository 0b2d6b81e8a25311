extension Catalog {
    /// The accessible name of a keypad key: "7", "Decimal point", "Plus", "Equals" …
    func name(of key: CalculatorKey) -> String {
        switch key {
        case .digit(let digit): String(digit)
        case .decimalPoint: text(.keyDecimalPoint)
        case .operation(.add): text(.keyPlus)
        case .operation(.subtract): text(.keyMinus)
        case .operation(.multiply): text(.keyTimes)
        case .operation(.divide): text(.keyDivide)
        case .multiBuy: text(.keyMultiBuy)
        case .equals: text(.keyEquals)
        case .delete: text(.keyDelete)
        case .clear: text(.keyClear)
        }
    }

    /// What a keypad key shows where numbers are written with `decimalSeparator`: "7", ",",
    /// "+", "for" …
    func label(of key: CalculatorKey, decimalSeparator: String) -> String {
        key == .multiBuy ? text(.entryFor) : key.label(decimalSeparator: decimalSeparator)
    }

    /// A form field's name: "Quantity", "Member price", "Tax percent" …
    func label(of field: FormField) -> String {
        switch field {
        case .quantity: text(.quantity)
        case .unit: text(.unit)
        case .price: text(.price)
        case .name: text(.name)
        case .store: text(.store)
        case .memberPrice: text(.memberPrice)
        case .percentOff: text(.percentOff)
        case .save: text(.saveAmount)
        case .offer: text(.offer)
        case .buy: text(.buy)
        case .getFree: text(.getFree)
        case .take: text(.packs)
        case .payFor: text(.forThePriceOf)
        case .multiBuyCount: text(.multiBuyPacks)
        case .multiBuyPrice: text(.multiBuyPrice)
        case .deposit: text(.deposit)
        case .tax: text(.taxPercent)
        }
    }

    /// What a product is sold by, as "Sold by" offers it: "Weight", "Volume", "Units" …
    func title(of dimension: Dimension) -> String {
        switch dimension {
        case .weight: text(.weight)
        case .volume: text(.volume)
        case .count: text(.units)
        case .length: text(.length)
        case .area: text(.area)
        }
    }

    /// A measurement system's name: "Metric", "US", "UK".
    func title(of system: MeasurementSystem) -> String {
        switch system {
        case .metric: text(.metric)
        case .us: text(.unitedStates)
        case .uk: text(.unitedKingdom)
        }
    }

    /// What the offer picker shows: "No offer", "Buy … get … free" …
    func title(of offer: DealOffer) -> String {
        switch offer {
        case .none: text(.noOffer)
        case .buyGetFree: text(.offerBuyGetFree)
        case .secondHalfPrice: text(.offerSecondHalfPrice)
        case .forThePriceOf: text(.offerForThePriceOf)
        case .multiBuy: text(.offerMultiBuy)
        }
    }
}

extension Catalog {
    /// A day as the book's prices say it: "3 Nov", or "3 Nov 2025" in another year than
    /// `today`'s; "3. Nov." in German.
    func shortText(of date: CalendarDate, today: CalendarDate) -> String {
        let months: [Phrase] = [
            .january, .february, .march, .april, .may, .june, .july, .august, .september, .october,
            .november, .december,
        ]
        let month = text(months[min(max(date.month, 1), 12) - 1])
        return date.year == today.year
            ? text(.shortDate, ("day", String(date.day)), ("month", month))
            : text(
                .shortDateWithYear, ("day", String(date.day)), ("month", month), ("year", String(date.year)))
    }
}
