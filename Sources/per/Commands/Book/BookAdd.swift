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
            let entry = try price.entry(id: .random())
            var source = try BookSource.open(databaseOption, creating: true, writing: true)
            let before = try source.record(entry, subject: price.subject)
            let check = try price.check(entry, against: before)
            Terminal.writeOutput(lines: [
                "Recorded " + check.figures.describe(entry) + ": " + check.figures.phrase(entry.item),
                check.verdictLine, "ID: " + entry.id.text,
            ])
        }
    }
}
