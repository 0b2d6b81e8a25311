extension ListFile {
    /// The columns ``csvText(_:)`` writes, in its order; an import finds them by name.
    static let csvColumns = ["list", "name", "price", "quantity", "unit"]

    /// The column ``csvText(_:)`` adds after ``csvColumns`` when a product has a deal: the
    /// deal's clauses as Per writes them (``Deal/text``), empty for a product without one.
    static let csvDealColumn = "deal"

    /// The column ``csvText(_:)`` adds after the others to a file of several lists: each
    /// list's number in the file, which keeps lists of the same name apart when it is read.
    static let csvListIDColumn = "list id"

    /// The lists as CSV: the header row `list,name,price,quantity,unit`, then a row for each
    /// product of each list, best deal first, every line ending in CRLF. When a product has a
    /// deal, a `deal` column holds each product's (`member 3.50, buy 2 get 1 free`, or empty).
    /// A file of several lists has a `list id` column too: each list's number among those with rows (`1`, `2` …), so
    /// that lists that share a name are read back as the lists they are.
    ///
    /// A price is written as a shopper types it: the exact decimal when it ends (`3.99`, `0.125`),
    /// otherwise a division (`10 ÷ 3`). A quantity is the pack size (`500`, `1.5`, `1/3`), after
    /// the number of packs and ` x ` for a multipack (`6 x 355`); the unit is its ``Unit/id``
    /// (`g`, `mL`, `us-fl-oz`, `each`). ``lists(fromCSV:system:)`` reads every value back
    /// exactly: nothing is rounded. A list without products has no row, and the pinned
    /// reference quantity and the currency are not part of CSV (JSON keeps them).
    /// - Complexity: O(*n*) in the number of products.
    public static func csvText(_ lists: [SharedList]) -> String {
        let written = lists.filter { !$0.products.isEmpty }
        let isNumbered = written.count > 1
        let hasDeals = written.contains { list in list.products.items.contains { $0.deal != nil } }
        var header = csvColumns
        if hasDeals { header.append(csvDealColumn) }
        if isNumbered { header.append(csvListIDColumn) }
        var text = CSVWriter.record(header)
        for (index, list) in written.enumerated() {
            for item in list.products.items {
                var fields = [
                    list.name, item.name ?? "", priceText(item.price), quantityText(item.quantity),
                    item.quantity.unit.id,
                ]
                if hasDeals { fields.append(item.deal?.text ?? "") }
                if isNumbered { fields.append("\(index + 1)") }
                text += CSVWriter.record(fields)
            }
        }
        return text
    }

    /// Reads CSV text (see ``CSVReader``) as a list file: the first row that is not blank names
    /// the columns, each following row is a product.
    ///
    /// - Columns are found by name, in any order, case and spaces ignored, by Per's titles or
    ///   those spreadsheets use: `list` (or `list name`); `name` (or `product`, `item`,
    ///   `description`); `price` (or `cost`); `quantity` (or `size`, `qty`, `amount`); `unit`
    ///   (or `uom`); `deal` (or `offer`, `promotion`: clauses as ``Deal/init(parsing:)`` reads
    ///   them, empty for none); `list id`. A price and a quantity column are required. A column of any
    ///   other title, two columns of one meaning, and a value under an untitled column are
    ///   refused: nothing in a file is left out of an import.
    /// - Rows with the same `list id` form one list; rows without one (or in a file without the
    ///   column) form lists by `list`, in the order lists first appear; an empty `list` means
    ///   ``defaultListName``. Blank rows are skipped.
    /// - `price` is read as a shelf price (``PriceTag``: `3.99`, `3,99`, `99¢`, `2 x 3.49`,
    ///   `3 for 10`, `10 ÷ 3`), `quantity` with `unit` after it as a quantity (`6 x 355` and
    ///   `mL`, or `500 g` with no unit column). Decimal commas are read (`"1,5"`); a number
    ///   that could also be thousands (`"1,000"`) is refused, never guessed.
    /// - Each row must make a product PerKit accepts, of the same dimension as its list's
    ///   earlier rows.
    ///
    /// - Parameter system: Decides what `fl oz`, `cup`, `pt`, `qt` and `gal` mean.
    /// - Throws: ``ListFileError`` with every problem — a quote out of place, a missing or
    ///   unknown column, each bad row with its line and PerKit's message — and then imports
    ///   nothing.
    public static func lists(fromCSV text: String, system: MeasurementSystem = .metric) throws(ListFileError)
        -> [SharedList]
    {
        let records: [CSVRecord]
        do {
            records = try CSVReader.records(in: text)
        } catch {
            throw ListFileError(.line(error.line), ParseError(.phrase(error.phrase), at: 0))
        }
        return try lists(fromCSVRecords: records, system: system)
    }

    /// Reads records as a list file, as ``lists(fromCSV:system:)`` does, whichever CSV reader
    /// produced them: the rules for the header and the rows are these, the same for every
    /// front end.
    /// - Throws: ``ListFileError`` as ``lists(fromCSV:system:)`` does.
    /// - Complexity: O(*n* × *m*) for *n* rows in lists of up to *m* products.
    public static func lists(fromCSVRecords records: [CSVRecord], system: MeasurementSystem = .metric)
        throws(ListFileError) -> [SharedList]
    {
        guard let headerIndex = records.firstIndex(where: { !$0.isBlank }) else {
            throw ListFileError(.file, ParseError(.listFileEmpty, at: 0))
        }
        let columns = CSVHeader<ListColumn>(
            records[headerIndex], unknown: ListColumn.unknownProblem, missing: ListColumn.missingProblem)
        guard columns.problems.isEmpty else {
            throw ListFileError(columns.problems.map { ListFileProblem(.line(columns.record.line), $0) })
        }
        var lists = CSVListGroups()
        var problems: [ListFileProblem] = []
        for record in records[(headerIndex + 1)...] where !record.isBlank {
            if let problem = columns.extraFieldsError(in: record) ?? columns.untitledValueError(in: record) {
                problems.append(ListFileProblem(.line(record.line), problem))
                continue
            }
            let listName = columns.value(of: .list, in: record).trimmingSpaces
            if let error = NameError(checking: listName, as: .list) {
                problems.append(ListFileProblem(.line(record.line), .invalidName(error)))
                continue
            }
            let index: Int
            do throws(CSVListGroups.Conflict) {
                index = try lists.index(
                    name: listName.isEmpty ? defaultListName : listName,
                    id: columns.value(of: .listID, in: record).trimmingSpaces, line: record.line)
            } catch {
                problems.append(ListFileProblem(.line(record.line), error.error))
                continue
            }
            let dimension = lists.groups[index].items.first?.dimension
            do throws(ProductListError) {
                let item = try product(
                    name: columns.value(of: .name, in: record), price: columns.value(of: .price, in: record),
                    quantity: columns.value(of: .quantity, in: record),
                    unit: columns.value(of: .unit, in: record), deal: columns.value(of: .deal, in: record),
                    system: system, dimension: dimension)
                if let dimension, item.dimension != dimension {
                    throw .unitsMismatch(item: item.quantity, list: dimension)
                }
                lists.groups[index].items.append(item)
            } catch {
                problems.append(ListFileProblem(.line(record.line), error))
            }
        }
        guard problems.isEmpty else { throw ListFileError(problems) }
        return try sharedLists(lists.groups.map { ($0.name, $0.items) })
    }

    /// The lists of an import, each sorted best first.
    static func sharedLists(_ lists: [(name: String, items: [ProductItem])]) throws(ListFileError)
        -> [SharedList]
    {
        var shared: [SharedList] = []
        for list in lists {
            do {
                shared.append(SharedList(name: list.name, products: try ProductList(list.items)))
            } catch {
                // Every item was checked against the list's first: this is never reached.
                throw ListFileError([ListFileProblem(.file, error)])
            }
        }
        return shared
    }

    // MARK: Values as typed

    /// The most digits a number may have for PerKit's parsers to read it.
    static let maximumTypedDigits = 30

    /// A price as a shopper types it, which ``PriceTag/init(parsing:)`` reads back exactly:
    /// `3.99`, `12`, `10 ÷ 3`. A part too long to type as one number is written as a sum,
    /// `(170141183460469231731687 × 1000000000000000 + 303715884105727) ÷ 7`.
    static func priceText(_ value: Rational) -> String {
        if let decimal = typedDecimal(value) { return decimal }
        let sign = value.isNegative ? "-" : ""
        return sign + integerExpression(value.numerator.magnitude) + " ÷ "
            + integerExpression(value.denominator.magnitude)
    }

    /// A quantity's number as a shopper types it, without the unit: `500`, `1.5`, `1/3`,
    /// `6 x 355` for a multipack.
    static func quantityText(_ quantity: Quantity) -> String {
        let size = amountText(quantity.packSize)
        return quantity.packCount == .one ? size : amountText(quantity.packCount) + " x " + size
    }

    /// The exact decimal, `1/3` for one that doesn't end. Parts longer than PerKit's parsers
    /// read, and negative parts of a quantity (which only a share link or a JSON file can
    /// carry), come back through ``exactQuantity(_:unit:)``.
    private static func amountText(_ value: Rational) -> String {
        typedDecimal(value) ?? value.fractionText
    }

    /// The exact decimal text, when it ends and has few enough digits to be typed.
    private static func typedDecimal(_ value: Rational) -> String? {
        guard let decimal = value.exactDecimal else { return nil }
        let digits = decimal.utf8.filter { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
        return digits <= maximumTypedDigits ? decimal : nil
    }

    /// A whole number as one numeral, or as `(high × 10¹⁵ + low)` when it is too long for one.
    private static func integerExpression(_ value: UInt128) -> String {
        let text = Rational.decimalString(value)
        guard text.utf8.count > maximumTypedDigits else { return text }
        let (high, low) = value.quotientAndRemainder(dividingBy: 1_000_000_000_000_000)
        return "(" + Rational.decimalString(high) + " × 1000000000000000 + " + Rational.decimalString(low)
            + ")"
    }

    // MARK: Rows

    /// The product of one row, by PerKit's rules (list files and price-book files alike), with
    /// the deal of `deal` (empty for none).
    static func product(
        name: String, price: String, quantity: String, unit unitText: String, deal dealText: String = "",
        system: MeasurementSystem, dimension: Dimension?
    ) throws(ProductListError) -> ProductItem {
        guard !price.trimmingSpaces.isEmpty else { throw .missingValue(.price) }
        guard !quantity.trimmingSpaces.isEmpty else { throw .missingValue(.quantity) }
        let tag: PriceTag
        do {
            tag = try PriceTag(parsing: price)
        } catch {
            throw .invalidValue(.price, error)
        }
        let amount: Quantity
        do {
            amount = try Self.quantity(quantity, unit: unitText, system: system, dimension: dimension)
        } catch {
            throw .invalidValue(.quantity, error)
        }
        return try ProductItem(name: name, tag: tag, quantity: amount).withDeal(parsing: dealText)
    }

    /// The quantity of a row: the `quantity` column, with the `unit` column after it.
    private static func quantity(
        _ text: String, unit unitText: String, system: MeasurementSystem, dimension: Dimension?
    ) throws(ParseError) -> Quantity {
        let unitName = unitText.trimmingSpaces
        guard !unitName.isEmpty else {
            return try Quantity(parsing: text, system: system, dimension: dimension)
        }
        let unit: Unit
        if let known = Unit.withID(unitName) {
            unit = known
        } else {
            unit = try Unit(parsing: unitName, system: system, dimension: dimension)
        }
        // A quantity with a unit of its own: "500 g" with "g" in the unit column.
        if (try? Quantity(parsing: text, system: system, dimension: .weight)) != nil {
            throw ParseError(
                .parseUnitTwice, ("text", text.trimmingSpaces.abbreviated()), ("unit", unitName), at: 0)
        }
        let number: Quantity
        do {
            number = try Quantity(parsing: text, system: system, dimension: .count)
        } catch {
            guard let exact = exactQuantity(text, unit: unit) else { throw error }
            return exact
        }
        do {
            return try Quantity(number.packSize, unit, packCount: number.packCount)
        } catch {
            throw ParseError(.parseTooLarge, ("text", text.trimmingSpaces.abbreviated()), at: 0)
        }
    }

    /// A quantity written as exact numbers, `p/q` or `p/q x r/s` (``Rational/fractionText``, or
    /// plain decimals), for the amounts a shopper can't type: parts of more than 30 digits, or
    /// negative ones.
    private static func exactQuantity(_ text: String, unit: Unit) -> Quantity? {
        let parts = text.fields(separatedBy: "x", trimming: false)
        guard (1...2).contains(parts.count),
            parts.count == text.utf8.filter({ $0 == UInt8(ascii: "x") }).count + 1,
            let size = parts.last.flatMap(exactNumber)
        else { return nil }
        var count = Rational.one
        if parts.count == 2 {
            guard let value = exactNumber(parts[0]) else { return nil }
            count = value
        }
        return try? Quantity(size, unit, packCount: count)
    }

    /// `p/q`, `p` or a plain decimal, with an optional minus sign and spaces around it.
    private static func exactNumber(_ text: String) -> Rational? {
        let trimmed = text.trimmingSpaces
        return Rational(fractionText: trimmed) ?? Rational(decimalText: trimmed)
    }
}
