import ArgumentParser
import PerKit

/// `per book show`: one product's prices and the figures that sum them up.
struct BookShow: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a product's lowest price, latest price per store, average and history.",
        discussion: "NAME is matched ignoring case and extra spaces: 'coffee' shows Coffee.")

    @Argument(help: ArgumentHelp("The product's name.", valueName: "name"))
    var name: String

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    @OptionGroup var systemOption: SystemOption
    @OptionGroup var memberOption: MemberOption
    @OptionGroup var databaseOption: DatabaseOption

    func run() throws {
        try reportingBookFailures { () throws(BookFailure) in
            let system = systemOption.system
            var source = try BookSource.open(databaseOption, creating: false)
            let product = try source.product(named: name)
            guard let product else {
                throw BookFailure(DataError(nil, PriceBookError.noSuchProduct(name).message))
            }
            let figures: BookFigures
            do throws(DataError) {
                figures = try BookFigures(
                    items: product.entries.map { $0.item }, reference: product.reference(system: system),
                    system: system, usesMemberPrices: memberOption.usesMemberPrices)
            } catch {
                throw BookFailure(error)
            }
            let average = (try? product.averageUnitPrice(usesMemberPrices: figures.usesMemberPrices))
                .flatMap { figures.perReference($0) }
            if json {
                Terminal.writeData(Self.json(product, figures: figures, average: average).prettyText() + "\n")
            } else {
                Terminal.writeOutput(lines: Self.lines(product, figures: figures, average: average))
            }
        }
    }

    /// The product as lines of text: a summary, the latest price at each store and the history,
    /// member prices counted as `figures` says.
    static func lines(_ product: BookProduct, figures: BookFigures, average: Rational?) -> [String] {
        let members = figures.usesMemberPrices
        let lowest = product.lowest(usesMemberPrices: members)
        let count = product.entries.count
        let perText = figures.reference.phrase(in: figures.system)
        var lines = [
            "\(product.name): \(count) price\(count == 1 ? "" : "s"), sold by \(product.dimension.soldBy), "
                + "unit prices \(perText)",
            "Lowest: " + seen(lowest, figures),
        ]
        if let regular = product.lowestRegular(usesMemberPrices: members), regular != lowest {
            lines.append("Lowest regular: " + seen(regular, figures))
        }
        if let withoutDeal = product.lowestWithoutDeal(usesMemberPrices: members),
            let withDeal = product.lowestWithDeal(usesMemberPrices: members)
        {
            lines.append("Lowest without a deal: " + seen(withoutDeal, figures))
            lines.append("Lowest with a deal: " + seen(withDeal, figures))
        }
        // A Deal column only when a price has one: a book without deals reads as before.
        let hasDeals = product.entries.contains { $0.item.deal != nil }
        if let average { lines.append("Average: " + figures.text(average) + " " + perText) }
        let title = ComparisonReport.capitalized(perText)
        lines.append("")
        lines.append("Latest by store:")
        var stores = TextTable([
            .init(title: "Store", alignment: .left), .init(title: "Date", alignment: .left),
            .init(title: "Price", alignment: .right), .init(title: "Quantity", alignment: .left),
            .init(title: title, alignment: .right), .init(title: "Sale", alignment: .left),
        ] + (hasDeals ? [TextTable.Column(title: "Deal", alignment: .left)] : []))
        for entry in product.latestByStore(usesMemberPrices: members) {
            stores.append(
                [
                    entry.store ?? "—", entry.date.text, entry.item.price.displayText(minimumPlaces: 2),
                    entry.item.quantity.formatted(in: figures.system),
                    figures.text(figures.unitPrice(entry.item)),
                    entry.isSale ? "sale" : "",
                ] + (hasDeals ? [entry.item.deal?.text ?? ""] : []))
        }
        lines += stores.lines()
        lines.append("")
        lines.append("History:")
        var history = TextTable([
            .init(title: "Date", alignment: .left), .init(title: "Store", alignment: .left),
            .init(title: "Price", alignment: .right), .init(title: "Quantity", alignment: .left),
            .init(title: title, alignment: .right), .init(title: "Sale", alignment: .left),
            .init(title: "ID", alignment: .left),
        ] + (hasDeals ? [TextTable.Column(title: "Deal", alignment: .left)] : []))
        for entry in product.entries {
            history.append(
                [
                    entry.date.text, entry.store ?? "—", entry.item.price.displayText(minimumPlaces: 2),
                    entry.item.quantity.formatted(in: figures.system),
                    figures.text(figures.unitPrice(entry.item)),
                    entry.isSale ? "sale" : "", entry.id.text,
                ] + (hasDeals ? [entry.item.deal?.text ?? ""] : []))
        }
        lines += history.lines()
        return lines
    }

    /// `0.71 per 100 g at Aldi on 2026-10-01 (3.55 for 500 g, sale)`.
    private static func seen(_ entry: PriceEntry, _ figures: BookFigures) -> String {
        figures.seen(entry) + " (" + figures.priceAndQuantity(entry.item) + (entry.isSale ? ", sale" : "")
            + ")"
    }

    /// The product as one JSON object; keys always in this order (docs/cli.md).
    static func json(_ product: BookProduct, figures: BookFigures, average: Rational?) -> JSON {
        let members = figures.usesMemberPrices
        return .object([
            .init("product", .string(product.name)),
            .init("key", .string(product.key)),
            .init("dimension", .string(product.dimension.rawValue)),
            .init("system", .string(figures.system.rawValue)),
            .init("reference", figures.referenceJSON),
            .init("count", .int(product.entries.count)),
            .init("lowest", figures.json(product.lowest(usesMemberPrices: members))),
            .init(
                "lowestRegular", product.lowestRegular(usesMemberPrices: members).map { figures.json($0) } ?? .null),
            .init("averageUnitPrice", .optional(average.map { figures.text($0) })),
            .init("averageUnitPriceExact", .optional(average.map { ComparisonReport.fraction($0) })),
            .init(
                "latestByStore", .array(product.latestByStore(usesMemberPrices: members).map { figures.json($0) })),
            .init("entries", .array(product.entries.map { figures.json($0) })),
            .init(
                "lowestWithoutDeal",
                product.lowestWithoutDeal(usesMemberPrices: members).map { figures.json($0) } ?? .null),
            .init(
                "lowestWithDeal", product.lowestWithDeal(usesMemberPrices: members).map { figures.json($0) } ?? .null),
            .init("usesMemberPrices", .bool(members)),
        ])
    }
}
