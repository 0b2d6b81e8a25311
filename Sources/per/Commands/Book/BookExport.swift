import ArgumentParser
import PerKit

/// `per book export`: the whole price book as a file, on standard output.
struct BookExport: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write every price of the price book to standard output, as CSV or JSON.",
        discussion: """
            CSV: Date,Product,Store,Price,Quantity,Unit,Sale,ID,List with exact values (3.99, \
            10 ÷ 3; 500, 6 x 355, 10/3; unit ids such as us-fl-oz). JSON: {"format": \
            "per-price-book", "version": 1, "entries": [...]}, amounts as fractions. per book \
            import reads both back exactly.
            """)

    /// What `per book export` writes.
    enum Format: String, CaseIterable, ExpressibleByArgument {
        case csv, json
    }

    @Option(help: ArgumentHelp("csv (default) or json.", valueName: "format"))
    var format: Format = .csv

    @OptionGroup var databaseOption: DatabaseOption

    func run() throws {
        try reportingBookFailures { () throws(BookFailure) in
            var source = try BookSource.open(databaseOption, creating: false)
            let entries = try source.allEntries()
            switch format {
            case .csv: Terminal.writeData(PriceBookFile.csvText(entries))
            case .json: Terminal.writeData(PriceBookFile.jsonText(entries))
            }
        }
    }
}
