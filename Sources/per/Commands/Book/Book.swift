import ArgumentParser
import PerKit

/// `per book`: the price book — every price seen, product by product — kept in the SQLite
/// database of `per serve`; "is this a good price?" answered from the history.
struct Book: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "book",
        abstract: "Keep a price book: record prices seen and check a price against them.",
        discussion: """
            A PRODUCT is named and written as for per compare: 'Coffee: 3.99 for 500 g', with its \
            deal after the quantity if it has one: 'Coffee: 3.99 for 500 g, member 3.49'. Names are \
            matched ignoring case and extra spaces, so 'coffee' and 'Coffee' are one product; a \
            product keeps one dimension (weight, volume, count, length or area). Unit prices \
            compare exactly across units and systems: 2.49 / lb against 5.49 / kg. A price with a \
            deal counts at the deal's unit price (member prices used) and is checked against the \
            deal prices seen, a price without one against the prices without one. With --no-member \
            (add, check, show, list) member prices don't count: a price whose only deal is a \
            member price is a regular price.

            The book lives in the SQLite file of per serve (--database; :memory: keeps nothing). \
            When this computer has joined a household (per household join), the book is the \
            household's, shared with its devices, unless --database is given: it is synced \
            before reading and after writing, and offline a change is kept and sent with the \
            next sync (a note says so).

            Exit status: 0 success, 64 usage error, 65 data error (a product, date, id or file \
            that can't be used), 74 a database that can't be opened or read, 77 this device was \
            removed from its household (the book stays here).

            EXAMPLES:
              per book add "Coffee: 3.99 for 500 g" --store Lidl
              per book check "Coffee: 7.49 for 1 kg" --json
              per book show coffee
              per book check --no-member "Coffee: 3.99 for 500 g, member 3.49"
              per book list
              per book remove 3f2a…
              per book export --format csv > prices.csv
              per book import prices.csv
            """,
        subcommands: [
            BookAdd.self, BookCheck.self, BookShow.self, BookList.self, BookRemove.self, BookExport.self,
            BookImport.self,
        ]
    )

    /// Reads a named PRODUCT as `per compare` reads its products.
    /// Deal clauses after the quantity are kept with the price (`Coffee: 3.99 for 500 g,
    /// member 3.49`).
    /// - Throws: ``DataError`` naming the product: PerKit's message for text that can't be
    ///   read, or for a product without a name.
    static func item(_ text: String, system: MeasurementSystem) throws(DataError) -> ProductItem {
        let input = ProductInput(text: text, line: nil)
        let item: ProductItem
        do {
            item = try ProductItem(parsing: text, system: system)
        } catch {
            throw DataError(input.subject, error.message)
        }
        guard item.name != nil else { throw DataError(input.subject, PriceBookError.missingName.message) }
        return item
    }

    /// An entry for the PRODUCT and options of `add` and `check`, its names checked as the
    /// price book's are (``PriceEntry/problem(withName:of:)``): a name or store with a control
    /// character, or longer than 80 characters, is refused, never cut.
    /// - Throws: ``DataError`` for a product, store or date that can't be used.
    static func entry(
        product: String, store: String?, date: String?, sale: Bool, system: MeasurementSystem, id: ListID
    ) throws(DataError) -> PriceEntry {
        let text = NegativeValues.unmarked(product)
        let subject = ProductInput(text: text, line: nil).subject
        let item = try item(text, system: system)
        if let problem = PriceEntry.problem(withName: item.name ?? "", of: .product) {
            throw DataError(subject, problem)
        }
        let store = store.map(NegativeValues.unmarked)
        if let store, let problem = PriceEntry.problem(withName: store, of: .store) {
            throw DataError("--store \(quoted(store))", problem)
        }
        let date = try CalendarDate.option(date)
        do {
            return try PriceEntry(id: id, item: item, store: store, date: date, isSale: sale)
        } catch {
            throw DataError(subject, error.message)
        }
    }
}

/// The options of `per book add` and `per book check` that describe the price.
struct PriceOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("A named product, e.g. 'Coffee: 3.99 for 500 g'.", valueName: "product"))
    var product: String

    @Option(help: ArgumentHelp("The store the price was seen at.", valueName: "store"))
    var store: String?

    @Option(help: ArgumentHelp("The day the price was seen, YYYY-MM-DD (default: today).", valueName: "date"))
    var date: String?

    @Flag(help: "The price is a sale or promotion, not the regular price.")
    var sale = false

    @OptionGroup var systemOption: SystemOption
    @OptionGroup var memberOption: MemberOption

    /// The product as named in error messages: as typed.
    var subject: String { ProductInput(text: NegativeValues.unmarked(product), line: nil).subject }

    /// The price as an entry under `id`.
    /// - Throws: a data error when the product can't be read or has no name.
    func entry(id: ListID) throws(BookFailure) -> PriceEntry {
        do throws(DataError) {
            return try Book.entry(
                product: product, store: store, date: date, sale: sale, system: systemOption.system, id: id)
        } catch {
            throw BookFailure(error)
        }
    }

    /// The verdict on `entry` against `history`, the product's earlier prices.
    func check(_ entry: PriceEntry, against history: BookProduct?) throws(BookFailure) -> PriceCheck {
        do throws(DataError) {
            return try PriceCheck(
                entry: entry, history: history, system: systemOption.system,
                usesMemberPrices: memberOption.usesMemberPrices, subject: subject)
        } catch {
            throw BookFailure(error)
        }
    }
}
