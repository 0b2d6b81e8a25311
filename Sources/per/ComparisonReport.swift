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
        /// The name, or the product as typed in quotes, for sentences.
        var spokenLabel: String { figures.item.name ?? "\"\(input.text)\"" }
    }

    let comparison: Comparison
    let rows: [Row]
    let system: MeasurementSystem
    let currency: Currency
    /// Decimal places of the price column: the currency's, or more for prices such as 1.995.
    let pricePlaces: Int
    /// Decimal places of unit prices: the currency's, or more so that different unit prices
    /// never look equal.
    let unitPricePlaces: Int
    /// Decimal places of the percent column: at least 1, more if a difference would show as 0.
    let percentPlaces: Int
    /// Decimal places of extra costs: the currency's, more if an extra cost would show as 0.
    let extraCostPlaces: Int

    /// Reads the products, ranks them and chooses the display precision.
    /// - Throws: ``DataError`` naming the product or option that can't be used.
    init(inputs: [ProductInput], per: String?, system: MeasurementSystem, currency: Currency)
        throws(DataError)
    {
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
        let dimension = list.dimension ?? .count

        var reference: ReferenceQuantity? = nil
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
            comparison = try Comparison(list, reference: reference, system: system)
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
        self.rows = rows
        self.system = system
        self.currency = currency
        let longestPrice = rows.map { $0.figures.item.price.terminatingPlaces ?? 4 }.max() ?? 0
        pricePlaces = max(currency.places, min(longestPrice, 4))
        unitPricePlaces = comparison.unitPricePlaces(minimum: currency.places)
        percentPlaces = comparison.percentPlaces
        extraCostPlaces = comparison.extraCostPlaces(minimum: currency.places)
    }

    // MARK: Text

    /// The reference after "per": `100 g`, `fl oz`, `each`.
    var referenceText: String { comparison.reference.formatted(in: system) }

    /// The table, a blank line and the verdict.
    func table(style: Style) -> String {
        var table = TextTable([
            .init(title: "#", alignment: .right),
            .init(title: "Product", alignment: .left),
            .init(title: "Price", alignment: .right),
            .init(title: "Quantity", alignment: .left),
            .init(title: "Per \(referenceText)", alignment: .right),
            .init(title: "vs best", alignment: .right),
            .init(title: "Extra cost", alignment: .right),
        ])
        for row in rows {
            let figures = row.figures
            table.append([
                String(figures.rank),
                row.label,
                currency.format(figures.item.price, places: pricePlaces),
                figures.item.quantity.formatted(in: system),
                currency.format(figures.unitPrice, places: unitPricePlaces),
                figures.isBest
                    ? "best" : "+" + figures.percentMoreThanBest.formatted(places: percentPlaces) + "%",
                figures.isBest ? "—" : "+" + currency.format(figures.extraCost, places: extraCostPlaces),
            ])
        }
        let lines = table.lines { index, line in
            if index < 0 { return style.bold(line) }
            return rows[index].figures.isBest ? style.green(line) : line
        }
        return lines.joined(separator: "\n") + "\n\n" + style.bold(verdict) + "\n"
    }

    /// One line: who wins and by how much, e.g. "Brand B is the best deal: 18.2% cheaper per
    /// 100 g than Brand A; buying 1 kg of it instead saves 1.41".
    var verdict: String {
        guard let best = rows.first else { return "" }
        let unitPrice = currency.format(best.figures.unitPrice, places: unitPricePlaces)
        guard rows.count > 1 else {
            return "\(best.spokenLabel) costs \(unitPrice) per \(referenceText)"
        }
        guard let savings = comparison.savingsAgainstNext,
            rows.indices.contains(savings.otherIndex)
        else {
            return "All \(rows.count) products cost the same: \(unitPrice) per \(referenceText)"
        }
        let winners = rows.filter { $0.figures.isBest }.map { $0.spokenLabel }
        let other = rows[savings.otherIndex].spokenLabel
        let percent = savings.percentCheaper.formatted(
            places: Rational.placesShowingNonZero([savings.percentCheaper], minimum: 1, maximum: 6))
        let saved = currency.format(
            savings.forBestQuantity,
            places: Rational.placesShowingNonZero(
                [savings.forBestQuantity], minimum: currency.places, maximum: currency.places + 4))
        let quantity = best.figures.item.quantity.formatted(in: system)
        let comparisonText = "\(percent)% cheaper per \(referenceText) than \(other)"
        if winners.count == 1 {
            return
                "\(winners[0]) is the best deal: \(comparisonText); buying \(quantity) of it instead saves \(saved)"
        }
        let names = winners.dropLast().joined(separator: ", ") + " and " + (winners.last ?? "")
        return "\(names) tie for the best deal: \(comparisonText); buying \(quantity) of \(winners[0]) "
            + "instead saves \(saved)"
    }

    // MARK: JSON

    /// The machine-readable comparison; keys always in this order.
    var json: JSON {
        let reference = comparison.reference
        let items: [JSON] = rows.map { row in
            let figures = row.figures
            let item = figures.item
            return .object([
                .init("input", .string(row.input.text)),
                .init("name", .optional(item.name)),
                .init("rank", .int(figures.rank)),
                .init("price", .string(Self.decimal(item.price))),
                .init("quantity", .string(Self.decimal(item.quantity.amount))),
                .init("unit", .string(item.quantity.unit.id)),
                .init("packCount", .string(Self.decimal(item.quantity.packCount))),
                .init("packSize", .string(Self.decimal(item.quantity.packSize))),
                .init("unitPrice", .string(figures.unitPrice.formatted(places: unitPricePlaces))),
                .init("unitPriceExact", .string(Self.fraction(figures.unitPrice))),
                .init(
                    "percentMoreThanBest",
                    .string(figures.percentMoreThanBest.formatted(places: percentPlaces))),
                .init("extraCost", .string(figures.extraCost.formatted(places: extraCostPlaces))),
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

    /// Exact decimal text when the expansion ends, otherwise rounded to 10 places.
    static func decimal(_ value: Rational) -> String {
        value.exactDecimal ?? value.formatted(places: 10)
    }

    /// Always `p/q`, with `q` = 1 for whole numbers, so consumers can split on `/`.
    static func fraction(_ value: Rational) -> String {
        value.isInteger ? value.fractionText + "/1" : value.fractionText
    }
}
