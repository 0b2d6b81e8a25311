import ArgumentParser
import PerKit

/// `per book remove`: deletes one entry by its id.
struct BookRemove: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove a price from the price book by its id (per book show lists the ids).")

    @Argument(help: ArgumentHelp("The entry's id: 32 hexadecimal digits.", valueName: "id"))
    var id: String

    @OptionGroup var systemOption: SystemOption
    @OptionGroup var databaseOption: DatabaseOption

    func run() throws {
        try reportingBookFailures { () throws(BookFailure) in
            let missing = BookFailure(DataError(nil, PriceBookError.noSuchEntry(id).message))
            guard let entryID = ListID(id) else { throw missing }
            var source = try BookSource.open(databaseOption, creating: false, writing: true)
            guard let entry = try source.remove(id: entryID) else {
                throw missing
            }
            let system = systemOption.system
            let figures: BookFigures
            do throws(DataError) {
                figures = try BookFigures(
                    items: [entry.item],
                    reference: .automatic(
                        for: entry.item.dimension, quantities: [entry.item.quantity], system: system),
                    system: system)
            } catch {
                throw BookFailure(error)
            }
            Terminal.writeOutput(lines: ["Removed " + figures.describe(entry) + ", ID " + entry.id.text])
        }
    }
}
