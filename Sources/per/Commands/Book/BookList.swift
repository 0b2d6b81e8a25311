import ArgumentParser
import PerKit

/// `per book list`: every product of the price book with its lowest price.
struct BookList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List every product with its number of prices and its lowest unit price.")

    @Flag(help: "Print one JSON object instead of the table.")
    var json = false

    @OptionGroup var systemOption: SystemOption
    @OptionGroup var memberOption: MemberOption
    @OptionGroup var databaseOption: DatabaseOption

    func run() throws {
        try reportingBookFailures { () throws(BookFailure) in
            let system = systemOption.system
            var source = try BookSource.open(databaseOption, creating: false)
            let book = try source.book()
            var rows: [(BookProduct, BookFigures)] = []
            for product in book.products {
                do throws(DataError) {
                    rows.append(
                        (
                            product,
                            try BookFigures(
                                items: product.entries.map { $0.item },
                                reference: product.reference(system: system),
                                system: system, usesMemberPrices: memberOption.usesMemberPrices)
                        ))
                } catch {
                    throw BookFailure(error)
                }
            }
            if json {
                Terminal.writeData(
                    Self.json(rows, system: system, usesMemberPrices: memberOption.usesMemberPrices).prettyText()
                        + "\n")
            } else {
                Terminal.writeOutput(lines: Self.lines(rows))
            }
        }
    }

    /// The table's lines: Product, Prices, Lowest, Per, Store, Date.
    static func lines(_ rows: [(BookProduct, BookFigures)]) -> [String] {
        guard !rows.isEmpty else {
            return ["The price book is empty: record a price with per book add \"Coffee: 3.99 for 500 g\""]
        }
        var table = TextTable([
            .init(title: "Product", alignment: .left), .init(title: "Prices", alignment: .right),
            .init(title: "Lowest", alignment: .right), .init(title: "Per", alignment: .left),
            .init(title: "Store", alignment: .left), .init(title: "Date", alignment: .left),
        ])
        for (product, figures) in rows {
            let lowest = product.lowest(usesMemberPrices: figures.usesMemberPrices)
            table.append([
                product.name, String(product.entries.count), figures.text(figures.unitPrice(lowest.item)),
                figures.reference.formatted(in: figures.system), lowest.store ?? "—", lowest.date.text,
            ])
        }
        return table.lines()
    }

    /// `{"system": …, "products": [{product, key, dimension, count, reference, lowest}],
    /// "usesMemberPrices": …}`.
    static func json(
        _ rows: [(BookProduct, BookFigures)], system: MeasurementSystem, usesMemberPrices: Bool
    ) -> JSON {
        .object([
            .init("system", .string(system.rawValue)),
            .init(
                "products",
                .array(
                    rows.map { product, figures in
                        .object([
                            .init("product", .string(product.name)),
                            .init("key", .string(product.key)),
                            .init("dimension", .string(product.dimension.rawValue)),
                            .init("count", .int(product.entries.count)),
                            .init("reference", figures.referenceJSON),
                            .init("lowest", figures.json(product.lowest(usesMemberPrices: usesMemberPrices))),
                        ])
                    })),
            .init("usesMemberPrices", .bool(usesMemberPrices)),
        ])
    }
}
