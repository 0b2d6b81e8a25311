/// Price books as files, to export and import: CSV for spreadsheets and people, JSON for an
/// exact copy of every entry.
///
/// **CSV** (``csvText(_:)``, ``entries(fromCSV:system:freshID:book:)``): a header row
/// `Date,Product,Store,Price,Quantity,Unit,Sale,ID,List`, then one row per entry. Prices and
/// quantities are written as a shopper types them and read back exactly, as list files write
/// them (`3.99`, `10 ÷ 3`; `500`, `6 x 355`, `10/3`), the unit by its ``Unit/id`` (`us-fl-oz`
/// and `uk-fl-oz` are never confused), the sale flag as `yes` or `no`.
///
/// **JSON** (``jsonText(_:)``, ``entries(fromJSON:freshID:book:)``): `{"format":
/// "per-price-book", "version": 1, "entries": [...]}`, each entry as
/// ``PriceEntry/write(to:)`` writes it, every amount as exact fraction text.
///
/// Importing is all or nothing: every entry is checked by the price book's own rules (a named
/// product, names and stores without control characters and of at most
/// ``ProductForm/maximumNameLength`` characters, a real date, a price and quantity that make a
/// ``ProductItem``, one dimension per product, also against the entries already in `book`)
/// and every id must be new; if any
/// entry can't be used, nothing is imported and ``PriceBookFileError`` lists each problem
/// with its line or entry.
public enum PriceBookFile {
    /// A file format of price books.
    public enum Format: Hashable, Sendable {
        /// Comma-separated values with a header row.
        case csv
        /// Per's JSON price-book format.
        case json
    }

    /// The format of `text` by its content: JSON when its first character, after a byte-order
    /// mark and white space, is `{`; otherwise CSV.
    public static func format(of text: String) -> Format {
        ListFile.format(of: text) == .json ? .json : .csv
    }

    /// The entries of `text`, a CSV or JSON price-book file (see ``format(of:)``), checked
    /// against `book`.
    /// - Parameters:
    ///   - system: Decides what `fl oz`, `cup`, `pt`, `qt` and `gal` mean in a CSV file.
    ///   - freshID: The id of the first entry that has none; the next take its successors
    ///     (``ListID/advanced(by:)``), skipping ids in use.
    ///   - book: The entries already kept, which the imported ones join.
    /// - Throws: ``PriceBookFileError`` listing every problem; nothing is imported then.
    public static func entries(
        from text: String, system: MeasurementSystem = .metric, freshID: ListID, book: PriceBook = PriceBook()
    ) throws(PriceBookFileError) -> [PriceEntry] {
        switch format(of: text) {
        case .csv: try entries(fromCSV: text, system: system, freshID: freshID, book: book)
        case .json: try entries(fromJSON: text, freshID: freshID, book: book)
        }
    }
}

/// The entries of an import as they are checked: the price book's rules, and ids that are
/// used once.
struct PriceBookImport {
    /// `book` with the entries accepted so far.
    private(set) var book: PriceBook
    /// The entries accepted, in the order of the file.
    private(set) var entries: [PriceEntry] = []
    /// Every problem found so far.
    private(set) var problems: [PriceBookFileError.Problem] = []
    private let keptIDs: Set<ListID>
    private var fileIDs: [ListID: PriceBookFileError.Location] = [:]
    private var nextID: ListID

    init(book: PriceBook, freshID: ListID) {
        self.book = book
        keptIDs = Set(book.entries.map { $0.id })
        nextID = freshID
    }

    /// A fresh id: the next one not in use.
    mutating func freshID() -> ListID {
        while keptIDs.contains(nextID) || fileIDs[nextID] != nil { nextID = nextID.advanced(by: 1) }
        let id = nextID
        nextID = nextID.advanced(by: 1)
        return id
    }

    /// Records a problem at `location`.
    mutating func report(_ message: String, at location: PriceBookFileError.Location) {
        problems.append(PriceBookFileError.Problem(location, message))
    }

    /// Adds `entry`, found at `location`, or reports why it can't be added.
    mutating func add(_ entry: PriceEntry, at location: PriceBookFileError.Location) {
        if keptIDs.contains(entry.id) {
            report("The price book already has an entry with the id \(entry.id.text)", at: location)
            return
        }
        if let first = fileIDs[entry.id] {
            let place = first.place.map { " (" + $0.asciiLowercased + ")" } ?? ""
            report(
                "The id \(entry.id.text) is used twice in the file\(place): every entry needs its own",
                at: location)
            return
        }
        if let problem = entry.namesProblem {
            report(problem, at: location)
            return
        }
        do {
            try book.record(entry)
        } catch {
            report(error.message, at: location)
            return
        }
        fileIDs[entry.id] = location
        entries.append(entry)
    }

    /// The entries, when no problem was found.
    /// - Throws: ``PriceBookFileError`` with every problem.
    func result() throws(PriceBookFileError) -> [PriceEntry] {
        guard problems.isEmpty else { throw PriceBookFileError(problems) }
        return entries
    }
}
