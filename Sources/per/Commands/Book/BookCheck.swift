import ArgumentParser
import PerKit

/// `per book check`: how a price compares with the prices seen, without recording it.
struct BookCheck: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Compare a price with the prices seen before, without recording it.",
        discussion: """
            Prints the unit price, the verdict against the lowest price seen (by exact unit \
            price, across units and systems), the lowest regular price, the cheapest store \
            lately and the average. Reads only the product's own entries.
            """)

    @OptionGroup var price: PriceOptions

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    @OptionGroup var databaseOption: DatabaseOption

    func run() throws {
        try reportingBookFailures { () throws(BookFailure) in
            // Never stored: the id is not shown.
            let entry = try price.entry(id: ListID(high: 0, low: 0))
            var source = try BookSource.open(databaseOption, creating: false)
            let history = try source.product(named: entry.product, subject: price.subject)
            let check = try price.check(entry, against: history)
            if json {
                Terminal.writeData(check.json.prettyText() + "\n")
            } else {
                Terminal.writeOutput(lines: check.lines)
            }
        }
    }
}
