import ArgumentParser
import PerKit

/// `per book add`: records a price seen and says how it compares with the earlier ones.
struct BookAdd: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Record a price seen, and compare it with the prices seen before.",
        discussion: """
            Prints what was recorded with its unit price, the verdict against the product's \
            earlier prices (the lowest seen, or how far above the lowest) and the new entry's id.
            """)

    @OptionGroup var price: PriceOptions
    @OptionGroup var databaseOption: DatabaseOption

    func run() throws {
        try reportingBookFailures { () throws(BookFailure) in
            let system = price.systemOption.system
            let entry: PriceEntry
            do throws(DataError) {
                entry = try Book.entry(
                    product: price.product, store: price.store, date: price.date, sale: price.sale,
                    system: system,
                    id: .random())
            } catch {
                throw BookFailure(error)
            }
            let subject = ProductInput(text: NegativeValues.unmarked(price.product), line: nil).subject
            let database = try BookDatabase.open(databaseOption)
            let before = try database.run(subject: subject) { store in try store.record(entry) }
            let check: PriceCheck
            do throws(DataError) {
                check = try PriceCheck(entry: entry, history: before, system: system, subject: subject)
            } catch {
                throw BookFailure(error)
            }
            Terminal.writeOutput(
                "Recorded " + check.figures.describe(entry) + ": " + check.figures.phrase(entry.item) + "\n"
                    + check.verdictLine + "\n" + "ID: " + entry.id.text + "\n")
        }
    }
}
