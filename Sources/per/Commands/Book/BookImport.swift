import ArgumentParser
import PerKit

/// `per book import`: adds the prices of a CSV or JSON price-book file, all or nothing.
struct BookImport: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract:
            "Add the prices of a price-book file (CSV or JSON, as per book export writes), all or nothing.",
        discussion: """
            The format is told by the content: JSON when it starts with '{', otherwise CSV. Every \
            entry is checked by the price book's rules, against the prices already kept too; \
            if any can't be used, nothing is imported and each problem is reported with its line \
            (CSV) or entry (JSON). Entries without an id get a new one; an id already in the \
            book is refused.
            """)

    @Argument(help: ArgumentHelp("The file to import; '-' reads standard input.", valueName: "file"))
    var file: String

    @OptionGroup var systemOption: SystemOption
    @OptionGroup var databaseOption: DatabaseOption

    func run() throws {
        try reportingBookFailures { () throws(BookFailure) in
            let name = file == "-" ? "standard input" : quoted(file)
            let bytes: [UInt8]
            do throws(Terminal.ReadFailure) {
                bytes = try Terminal.readBytes(path: file)
            } catch {
                throw BookFailure(DataError(name, "the file can't be read: " + error.reason))
            }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw BookFailure(DataError(name, "the file is not UTF-8 text: save it as UTF-8"))
            }
            var source = try BookSource.open(databaseOption, creating: true, writing: true)
            let book = try source.book()
            let entries: [PriceEntry]
            do throws(PriceBookFileError) {
                entries = try PriceBookFile.entries(
                    from: text, system: systemOption.system, freshID: .random(), book: book)
            } catch {
                throw BookFailure(
                    DataError(
                        error.problems.map { problem in
                            DataError.Problem(
                                subject: problem.place.map { name + " " + Self.lowercased($0) } ?? name,
                                message: problem.message)
                        }))
            }
            try source.insert(entries)
            let products = Set(entries.map { PriceBook.key(for: $0.product) }).count
            Terminal.writeOutput(lines: [
                "Imported \(entries.count) price\(entries.count == 1 ? "" : "s") of \(products) "
                    + "product\(products == 1 ? "" : "s")"
            ])
        }
    }

    /// `Line 3` as `line 3`, after the file's name.
    private static func lowercased(_ place: String) -> String {
        guard let first = place.first else { return place }
        return first.lowercased() + place.dropFirst()
    }
}
