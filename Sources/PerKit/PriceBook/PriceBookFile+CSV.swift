extension PriceBookFile {
    /// The titles of the columns ``csvText(_:)`` writes, in its order; an import finds them by
    /// these titles or those spreadsheets use, case and spaces ignored (see
    /// ``entries(fromCSV:system:freshID:book:)``).
    static let csvColumns = [
        "Date", "Product", "Store", "Price", "Quantity", "Unit", "Sale", "ID", "List",
    ]

    /// The column ``csvText(_:)`` adds after ``csvColumns`` when an entry has a deal: the
    /// deal's clauses as Per writes them (``Deal/text``), empty for an entry without one.
    static let csvDealColumn = "Deal"

    /// The entries as CSV: the header row `Date,Product,Store,Price,Quantity,Unit,Sale,ID,List`,
    /// then a row for each entry in the order given, every line ending in CRLF.
    ///
    /// `Date` is `YYYY-MM-DD`; `Product` the name as the entry wrote it; `Store` empty when
    /// none was given; `Price` and `Quantity` as a list file writes them, exact (`3.99`,
    /// `10 ÷ 3`; `500`, `6 x 355`, `10/3`); `Unit` a ``Unit/id``; `Sale` `yes` or `no`; `ID` the
    /// entry's 32 hexadecimal digits; `List` the id of the list it was recorded from, or empty.
    /// When an entry has a deal, a last column `Deal` holds each entry's (`member 3.49, 3 for
    /// 10.00`, or empty): `Price` and `Quantity` stay one pack's at the shelf price, and the
    /// deal is read back exactly. A book without deals is written as before deals.
    /// - Complexity: O(*n*) in the number of entries.
    public static func csvText(_ entries: [PriceEntry]) -> String {
        let hasDeals = entries.contains { $0.item.deal != nil }
        var text = CSVWriter.record(hasDeals ? csvColumns + [csvDealColumn] : csvColumns)
        for entry in entries {
            let item = entry.item
            var fields = [
                entry.date.text, entry.product, entry.store ?? "", ListFile.priceText(item.price),
                ListFile.quantityText(item.quantity), item.quantity.unit.id, entry.isSale ? "yes" : "no",
                entry.id.text, entry.list?.text ?? "",
            ]
            if hasDeals { fields.append(item.deal?.text ?? "") }
            text += CSVWriter.record(fields)
        }
        return text
    }

    /// Reads CSV text (see ``CSVReader``) as a price-book file: the first row that is not blank
    /// names the columns, each following row is an entry.
    ///
    /// - Columns are found by name, in any order, case and spaces ignored, by Per's titles or
    ///   those spreadsheets use: `Date`; `Product` (or `Item`, `Name`, `Description`); `Store`
    ///   (or `Shop`); `Price` (or `Cost`); `Quantity` (or `Size`, `Qty`, `Amount`); `Unit` (or
    ///   `UOM`); `Sale`; `ID`; `List`; `Deal` (or `Offer`, `Promotion`: clauses as
    ///   ``Deal/init(parsing:)`` reads them, empty for none). `Date`, `Product`, `Price` and
    ///   `Quantity` are required,
    ///   the others may be left out. A column of any other title, two columns of one meaning
    ///   (`Price` and `Cost`), and a value under an untitled column are refused: nothing in a
    ///   file is left out of an import. Blank rows are skipped.
    /// - `Price` is read as a shelf price and `Quantity` with `Unit` after it, as in a list file
    ///   (``ListFile/lists(fromCSV:system:)``); `Sale` is `yes`/`no` (also `true`/`false`,
    ///   `1`/`0`, `y`/`n`; empty is `no`); an empty `ID` takes a fresh id.
    ///
    /// - Parameters:
    ///   - system: Decides what `fl oz`, `cup`, `pt`, `qt` and `gal` mean.
    ///   - freshID: The id of the first entry without one; see
    ///     ``entries(from:system:freshID:book:)``.
    ///   - book: The entries already kept: imported ones must agree with them.
    /// - Throws: ``PriceBookFileError`` with every problem — a quote out of place, a missing,
    ///   unknown or doubled column, each bad row with its line and PerKit's message — and then
    ///   imports nothing.
    public static func entries(
        fromCSV text: String, system: MeasurementSystem = .metric, freshID: ListID,
        book: PriceBook = PriceBook()
    ) throws(PriceBookFileError) -> [PriceEntry] {
        let records: [CSVRecord]
        do {
            records = try CSVReader.records(in: text)
        } catch {
            throw PriceBookFileError(.line(error.line), error.message)
        }
        return try entries(fromCSVRecords: records, system: system, freshID: freshID, book: book)
    }

    /// Reads records as a price-book file, as ``entries(fromCSV:system:freshID:book:)`` does,
    /// whichever CSV reader produced them.
    /// - Throws: ``PriceBookFileError`` as ``entries(fromCSV:system:freshID:book:)`` does.
    /// - Complexity: O(*n* log *p*) for *n* rows of *p* products, plus the book's insertions.
    public static func entries(
        fromCSVRecords records: [CSVRecord], system: MeasurementSystem = .metric, freshID: ListID,
        book: PriceBook = PriceBook()
    ) throws(PriceBookFileError) -> [PriceEntry] {
        guard let headerIndex = records.firstIndex(where: { !$0.isBlank }) else {
            throw PriceBookFileError(
                .file,
                "The file is empty: a price-book file starts with a header row naming its columns: "
                    + csvColumns.joined(separator: ","))
        }
        let columns = CSVHeader<BookColumn>(
            records[headerIndex], unknown: BookColumn.unknownProblem, missing: BookColumn.missingProblem)
        guard columns.problems.isEmpty else {
            throw PriceBookFileError(columns.problems.map { .init(.line(columns.record.line), $0) })
        }
        var importer = PriceBookImport(book: book, freshID: freshID)
        for record in records[(headerIndex + 1)...] where !record.isBlank {
            let location = PriceBookFileError.Location.line(record.line)
            if let message = columns.extraFieldsProblem(in: record)
                ?? columns.untitledValueProblem(in: record)
            {
                importer.report(message, at: location)
                continue
            }
            do throws(RowProblem) {
                let entry = try Self.entry(record, columns: columns, system: system, importer: &importer)
                importer.add(entry, at: location)
            } catch {
                importer.report(error.message, at: location)
            }
        }
        return try importer.result()
    }

    /// The entry of one row, by the price book's rules.
    private static func entry(
        _ record: CSVRecord, columns: CSVHeader<BookColumn>, system: MeasurementSystem,
        importer: inout PriceBookImport
    ) throws(RowProblem) -> PriceEntry {
        let name = columns.value(of: .product, in: record).trimmingSpaces
        guard !name.isEmpty else { throw RowProblem(PriceBookError.missingName.message) }
        let dateText = columns.value(of: .date, in: record).trimmingSpaces
        guard let date = CalendarDate(dateText) else {
            throw RowProblem(PriceBookError.invalidDate(dateText).message)
        }
        let saleText = columns.value(of: .sale, in: record).trimmingSpaces.asciiLowercased
        let isSale: Bool
        switch saleText {
        case "", "no", "n", "false", "0": isSale = false
        case "yes", "y", "true", "1", "sale": isSale = true
        default:
            throw RowProblem("The sale column says '\(saleText.abbreviated())': write yes or no")
        }
        let idText = columns.value(of: .id, in: record).trimmingSpaces
        let listText = columns.value(of: .list, in: record).trimmingSpaces
        var list: ListID? = nil
        if !listText.isEmpty {
            guard let id = ListID(listText) else { throw RowProblem(Self.invalidID("list", listText)) }
            list = id
        }
        let id: ListID
        if idText.isEmpty {
            id = importer.freshID()
        } else {
            guard let parsed = ListID(idText) else { throw RowProblem(Self.invalidID("entry", idText)) }
            id = parsed
        }
        let item: ProductItem
        do {
            item = try ListFile.product(
                name: name, price: columns.value(of: .price, in: record),
                quantity: columns.value(of: .quantity, in: record),
                unit: columns.value(of: .unit, in: record), deal: columns.value(of: .deal, in: record),
                system: system, dimension: importer.book.product(named: name)?.dimension)
        } catch {
            throw RowProblem(error.message)
        }
        do {
            return try PriceEntry(
                id: id, item: item, store: columns.value(of: .store, in: record), date: date, isSale: isSale,
                list: list)
        } catch {
            throw RowProblem(error.message)
        }
    }

    /// The message for an id that is not 32 hexadecimal digits.
    static func invalidID(_ kind: String, _ text: String) -> String {
        "'\(text.abbreviated())' is not \(kind == "entry" ? "an" : "a") \(kind) id: "
            + "write 32 hexadecimal digits, or nothing for a new id"
    }
}

/// What is wrong with one row or entry of a price-book file, in PerKit's words.
struct RowProblem: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}

/// A column of a price-book file, found by Per's title or by a name spreadsheets use for it.
private enum BookColumn: CSVColumn {
    case date, product, store, price, quantity, unit, sale, id, list, deal

    var title: String {
        switch self {
        case .date: "date"
        case .product: "product"
        case .store: "store"
        case .price: "price"
        case .quantity: "quantity"
        case .unit: "unit"
        case .sale: "sale"
        case .id: "id"
        case .list: "list"
        case .deal: "deal"
        }
    }

    // Text rather than an array of titles, as in ``ListColumn``: Embedded Swift's
    // size-optimised build for WebAssembly mixed up arrays returned by a switch.
    var otherTitles: String {
        switch self {
        case .product: "item, name, description"
        case .store: "shop"
        case .price: "cost"
        case .quantity: "size, qty, amount"
        case .unit: "uom"
        case .deal: "offer, promotion"
        case .date, .sale, .id, .list: ""
        }
    }

    var isRequired: Bool { self == .date || self == .product || self == .price || self == .quantity }

    /// What to say about a required `column` the header row doesn't have.
    static func missingProblem(_ column: BookColumn) -> String {
        "The header row has no \(column.titlesText) column: a price-book file's columns are \(summary), "
            + "in any order"
    }

    /// What to say about a column titled `title` that a price-book file doesn't have: nothing of
    /// a file is left out of an import, so the file is refused.
    static func unknownProblem(_ title: String) -> String {
        "The header row has a '\(title.abbreviated(limit: 40))' column, which a price-book file doesn't have: "
            + "its columns are \(summary); rename the column or remove it"
    }
}
