import PerKit

/// A ``Comparison`` of the products given to `per compare`, with everything needed to
/// print it as a table or as JSON. All figures come from PerKit; this type only decides
/// how many decimal places to show and how to lay them out.
struct ComparisonReport {
    /// One ranked product and the input it came from.
    struct Row {
        let input: ProductInput
        let figures: ItemFigures

        /// The name, or the product as typed.
        var label: String { figures.item.name ?? input.text }
    }

    let comparison: Comparison
    /// The products, best first.
    let list: ProductList
    /// The reference quantity given with `--per` or pinned in a shared list, if any.
    let pinnedReference: ReferenceQuantity?
    let rows: [Row]
    let system: MeasurementSystem
    let currency: Currency
    /// Every figure as text, by PerKit's one rounding rule (the web app and the API use it too).
    let display: ComparisonDisplay

    /// Reads the products, ranks them and chooses the display precision.
    /// - Throws: ``DataError`` naming the product or option that can't be used.
    init(
        inputs: [ProductInput], per: String?, system: MeasurementSystem, currency: Currency,
        usesMemberPrices: Bool = true
    ) throws(DataError) {
        guard !inputs.isEmpty else {
            throw DataError(
                nil,
                "no products to compare: give PRODUCT arguments or lines on standard input, e.g. 3.99 for 500 g"
            )
        }
        var list = ProductList()
        var parsed: [(ProductInput, ProductItem)] = []
        for input in inputs {
            do {
                let item = try ProductItem(parsing: input.text, system: system, dimension: list.dimension)
                try list.add(item)
                parsed.append((input, item))
            } catch {
                throw DataError(input.subject, error.message)
            }
        }
        try self.init(
            products: parsed, list: list, per: per, pinned: nil, system: system, currency: currency,
            usesMemberPrices: usesMemberPrices)
    }

    /// Ranks the products of a shared list (from a link or a list file, named by `source` in
    /// messages) with the reference quantity it pinned (unless it measures something else,
    /// which the app ignores too) or the one given with `--per`. A product without a name is
    /// labelled by its price and quantity: `2.49 for 1 lb`.
    /// - Throws: ``DataError`` for an empty list or a `--per` that can't be used.
    init(
        shared: SharedList, source: String, per: String?, system: MeasurementSystem, currency: Currency,
        usesMemberPrices: Bool = true
    ) throws(DataError) {
        guard !shared.products.isEmpty else {
            throw DataError(source, "the shared list has no products to compare")
        }
        let products = shared.products.items.map { item in
            let label = item.price.displayText() + " for " + item.quantity.formatted(in: system)
            return (ProductInput(text: label, line: nil), item)
        }
        let pinned = shared.reference.flatMap { $0.dimension == shared.products.dimension ? $0 : nil }
        try self.init(
            products: products, list: shared.products, per: per, pinned: pinned, system: system,
            currency: currency, usesMemberPrices: usesMemberPrices)
    }

    /// Ranks `list`, whose items came from `products`, per `per` if given, else per `pinned`.
    private init(
        products parsed: [(ProductInput, ProductItem)], list: ProductList, per: String?,
        pinned: ReferenceQuantity?,
        system: MeasurementSystem, currency: Currency, usesMemberPrices: Bool = true
    ) throws(DataError) {
        let dimension = list.dimension ?? .count

        var reference = pinned
        if let per {
            let subject = "--per \(quoted(per))"
            do throws(ParseError) {
                reference = try ReferenceQuantity(parsing: per, system: system, dimension: dimension)
            } catch {
                throw DataError(subject, error.message)
            }
            if let reference, reference.dimension != dimension {
                let suggestions = ReferenceQuantity.choices(for: dimension, system: system)
                    .map { $0.formatted(in: system) }.joined(separator: ", ")
                throw DataError(
                    subject,
                    "\(reference.formatted(in: system)) measures \(reference.dimension.soldBy), but the products are "
                        + "sold by \(dimension.soldBy) — try \(suggestions)")
            }
        }
        let comparison: Comparison
        do {
            comparison = try Comparison(
                list, reference: reference, system: system, usesMemberPrices: usesMemberPrices)
        } catch {
            throw DataError(nil, error.message)
        }

        // Match each ranked item with its input. Equal items keep their input order, as the
        // list does, so the first unused equal item is the right one.
        var unused = parsed
        var rows: [Row] = []
        for figures in comparison.figures {
            guard let index = unused.firstIndex(where: { $0.1 == figures.item }) else { continue }
            rows.append(Row(input: unused[index].0, figures: figures))
            unused.remove(at: index)
        }

        self.comparison = comparison
        self.list = list
        pinnedReference = reference
        self.rows = rows
        self.system = system
        self.currency = currency
        display = ComparisonDisplay(comparison, currencyPlaces: currency.places)
    }

    // MARK: Text

    /// The reference: `100 g`, `fl oz`, `each`.
    var referenceText: String { comparison.reference.formatted(in: system) }
    /// The reference after a unit price: `per 100 g`, `per fl oz`, `each`.
    var referencePhrase: String { comparison.reference.phrase(in: system) }

    /// The table, a blank line and the verdict, coloured by `style`; names in them are shown
    /// by ``Terminal/visible(_:keepingLineFeeds:)`` (the table's cells by ``TextTable``).
    /// When a product has a deal, a last column "Deal" says it and what it asks: "buy 2 get 1
    /// free: buy 3 to get this price".
    func table(style: Style) -> String {
        let hasDeals = rows.contains { $0.figures.deal != nil }
        var columns: [TextTable.Column] = [
            .init(title: "#", alignment: .right),
            .init(title: "Product", alignment: .left),
            .init(title: "Price", alignment: .right),
            .init(title: "Quantity", alignment: .left),
            .init(title: Self.capitalized(referencePhrase), alignment: .right),
            .init(title: "vs best", alignment: .right),
            .init(title: "Extra cost", alignment: .right),
        ]
        if hasDeals { columns.append(.init(title: "Deal", alignment: .left)) }
        var table = TextTable(columns)
        for row in rows {
            let figures = row.figures
            let deal = hasDeals ? [dealText(figures)] : []
            table.append([
                String(figures.rank),
                row.label,
                currency.format(display.price(figures.price)),
                figures.quantity.formatted(in: system),
                currency.format(display.unitPrice(figures)),
                figures.isBest ? "best" : "+" + display.percentMoreThanBest(figures) + "%",
                figures.isBest ? "—" : "+" + currency.format(display.extraCost(figures)),
            ] + deal)
        }
        let lines = table.lines { index, line in
            if index < 0 { return style.bold(line) }
            return rows[index].figures.isBest ? style.green(line) : line
        }
        return lines.joined(separator: "\n") + "\n\n" + style.bold(Terminal.visible(verdict)) + "\n"
    }

    /// The deal of `figures` and what it asks, for the table: "buy 2 get 1 free: buy 3 to get
    /// this price, + $0.30 deposit"; empty without a deal.
    func dealText(_ figures: ItemFigures) -> String {
        guard let deal = figures.deal else { return "" }
        let phrases = display.dealPhrases(figures).map { phrase in
            phrase.text + (phrase.amount.map(currency.format) ?? "") + phrase.textAfterAmount
        }
        let words = phrases.joined(separator: ", ")
        guard let text = deal.dealText else { return words }
        return words.isEmpty ? text : text + ": " + words
    }

    /// One line: who wins and by how much, e.g. "Brand B is the best deal: 18.2% cheaper per
    /// 100 g than Brand A; buying 1 kg of it instead saves 1.41" — PerKit's ``Verdict``, the
    /// sentence the web app shows, with amounts in the currency.
    var verdict: String {
        guard let verdict = Verdict(dealsOf: display, system: system) else { return "" }
        return verdict.text(money: currency.format, percent: { $0 + "%" })
    }

    // MARK: CSV

    /// The table as CSV (PerKit's ``CSVWriter``: quoted where needed, CRLF line ends): a header
    /// row, then the products, best first. The figures are the table's, as ``display`` writes
    /// them, without currency signs; the currency's code, if any, is in the titles.
    var csv: String {
        let code = currency.code.map { " (" + $0 + ")" } ?? ""
        var records = [
            [
                "Rank", "Product", "Price" + code, "Quantity", Self.capitalized(referencePhrase) + code,
                "More than best (%)", "Extra cost" + code,
            ]
        ]
        for row in rows {
            let figures = row.figures
            records.append([
                String(figures.rank), row.label, display.price(figures.price),
                figures.quantity.formatted(in: system), display.unitPrice(figures),
                display.percentMoreThanBest(figures), display.extraCost(figures),
            ])
        }
        return CSVWriter.text(records)
    }

    // MARK: JSON

    /// The machine-readable comparison; keys always in this order.
    var json: JSON {
        let reference = comparison.reference
        let items: [JSON] = rows.map { row in
            let figures = row.figures
            let item = figures.item
            let quantity = figures.quantity
            let deal = figures.deal
            return .object([
                .init("input", .string(row.input.text)),
                .init("name", .optional(item.name)),
                .init("rank", .int(figures.rank)),
                .init("price", .string(Self.decimal(figures.price))),
                .init("quantity", .string(Self.decimal(quantity.amount))),
                .init("unit", .string(quantity.unit.id)),
                .init("packCount", .string(Self.decimal(quantity.packCount))),
                .init("packSize", .string(Self.decimal(quantity.packSize))),
                .init("unitPrice", .string(display.unitPrice(figures))),
                .init("unitPriceExact", .string(Self.fraction(figures.unitPrice))),
                .init("percentMoreThanBest", .string(display.percentMoreThanBest(figures))),
                .init("extraCost", .string(display.extraCost(figures))),
                .init("shelfPrice", .string(Self.decimal(item.price))),
                .init("memberPrice", deal?.memberPrice.map { .string(Self.decimal($0)) } ?? .null),
                .init("usesMemberPrice", .bool(deal?.usesMemberPrice ?? false)),
                .init("deal", Self.dealJSON(deal)),
                .init("deposit", deal?.deposit.map { .string(Self.decimal($0)) } ?? .null),
                .init("payAtTill", .string(Self.decimal(deal?.payAtTill ?? figures.price))),
                .init(
                    "unitPriceWithoutDeal",
                    .string(display.unitPriceWithoutDeal(figures))),
                .init("unitPriceWithoutDealExact", .string(Self.fraction(figures.unitPriceWithoutDeal))),
            ])
        }
        return .object([
            .init(
                "reference",
                .object([
                    .init("amount", .string(Self.decimal(reference.amount))),
                    .init("unit", .string(reference.unit.id)),
                    .init("text", .string(referenceText)),
                ])),
            .init("dimension", .string(reference.dimension.rawValue)),
            .init("system", .string(system.rawValue)),
            .init("currency", .optional(currency.code)),
            .init("items", .array(items)),
            .init("verdict", .string(verdict)),
        ])
    }

    /// `{"text": "buy 2 get 1 free", "mustBuy": 3}` for a product with a deal that lowers its
    /// price, `null` otherwise (a deposit or a tax alone is no deal).
    static func dealJSON(_ deal: DealFigures?) -> JSON {
        guard let deal, let text = deal.dealText else { return .null }
        return .object([
            .init("text", .string(text)),
            .init("mustBuy", .number(deal.mustBuy.fractionText)),
        ])
    }

    /// `Per 100 g`, `Each`: a phrase as a column title.
    static func capitalized(_ phrase: String) -> String {
        guard let first = phrase.unicodeScalars.first, first.value >= 0x61, first.value <= 0x7A,
            let upper = Unicode.Scalar(first.value - 0x20)
        else { return phrase }
        var text = ""
        text.unicodeScalars.append(upper)
        text.unicodeScalars.append(contentsOf: phrase.unicodeScalars.dropFirst())
        return text
    }

    /// Exact decimal text when the expansion ends, otherwise rounded to 10 places.
    static func decimal(_ value: Rational) -> String {
        value.exactDecimal ?? value.formatted(places: 10)
    }

    /// Always `p/q`, with `q` = 1 for whole numbers, so consumers can split on `/`.
    static func fraction(_ value: Rational) -> String {
        value.isInteger ? value.fractionText + "/1" : value.fractionText
    }
}
