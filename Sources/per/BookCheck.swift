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
            let system = price.systemOption.system
            let entry: PriceEntry
            do throws(DataError) {
                // Never stored: the id is not shown.
                entry = try Book.entry(
                    product: price.product, store: price.store, date: price.date, sale: price.sale,
                    system: system,
                    id: ListID(high: 0, low: 0))
            } catch {
                throw BookFailure(error)
            }
            let subject = ProductInput(text: NegativeValues.unmarked(price.product), line: nil).subject
            let database = try BookDatabase.open(databaseOption)
            let history = try database.run(subject: subject) { store in
                try PriceBook(entries: store.entries(named: entry.product)).product(named: entry.product)
            }
            let check: PriceCheck
            do throws(DataError) {
                check = try PriceCheck(entry: entry, history: history, system: system, subject: subject)
            } catch {
                throw BookFailure(error)
            }
            Terminal.writeOutput(json ? check.json.prettyText() + "\n" : check.text)
        }
    }
}
