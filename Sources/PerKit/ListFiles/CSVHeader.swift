/// A column a CSV file may have, found by its title in the header row.
protocol CSVColumn: CaseIterable, Equatable {
    /// Per's title for the column, in lower case: the one messages name it by.
    var title: String { get }
    /// Other titles that name the column, such as the ones spreadsheets use, in lower case and
    /// separated by commas: `product, item, description` for `name`. None unless a column says
    /// otherwise.
    var otherTitles: String { get }
    /// Whether every file must have the column.
    var isRequired: Bool { get }
}

extension CSVColumn {
    var otherTitles: String { "" }

    /// Per's title and then the others.
    var titles: [String] { [title] + otherTitles.fields(separatedBy: ",") }

    /// Whether `key`, a title as ``CSVHeader/key(_:)`` compares it, names this column.
    func isNamed(_ key: String) -> Bool {
        titles.contains { CSVHeader<Self>.key($0).hasSameUTF8(as: key) }
    }

    /// The column's titles for a message: `'quantity', 'size', 'qty' or 'amount'`.
    var titlesText: String { titlesSentence.text(in: .english) }

    /// The column's titles for a message in any language: `'quantity', 'size', 'qty' or
    /// 'amount'`, `„quantity“, „size“, „qty“ oder „amount“`.
    var titlesSentence: ErrorSentence {
        .series(titles.map { .phrase(.quoted, [("text", $0)]) }, conjunction: .listOr)
    }

    /// Every column, with the other titles of each, for a message: `list, name (or product,
    /// item, description), …`.
    static var summary: String { summarySentence.text(in: .english) }

    /// Every column, with the other titles of each, for a message in any language (see
    /// ``summary``).
    static var summarySentence: ErrorSentence {
        .series(
            allCases.map { column in
                column.otherTitles.isEmpty
                    ? .text(column.title)
                    : .phrase(
                        .columnWithOtherTitles, [("title", column.title), ("others", column.otherTitles)])
            }, conjunction: .listAnd)
    }
}

/// The positions of a CSV file's columns in its header row, found by title (any case, spaces
/// ignored: `Unit Price` is `unitprice`, in any order).
///
/// Columns of other titles are left alone, or each is a problem when the file's kind says what
/// to tell the shopper about one: a file of that kind then imports nothing it can't keep.
struct CSVHeader<Column: CSVColumn> {
    /// The header row.
    let record: CSVRecord
    /// What is wrong with the header row, a sentence each: a column named twice (under one
    /// title or two), a required column missing, a column of an unknown title. Empty when the
    /// file can be read.
    private(set) var problems: [ParseError] = []
    private var positions: [Int?] = Array(repeating: nil, count: Column.allCases.count)
    /// The positions of the header row's empty titles.
    private var untitled: [Int] = []

    /// Finds the columns of `record`.
    /// - Parameters:
    ///   - unknown: What to say about a column whose title (as the file writes it, trimmed)
    ///     names none of `Column`'s, or `nil` to leave such columns alone.
    ///   - missing: What a file of this kind needs when a required column is missing.
    init(_ record: CSVRecord, unknown: ((String) -> ParseError)? = nil, missing: (Column) -> ParseError) {
        self.record = record
        for (position, field) in record.fields.enumerated() {
            let key = Self.key(field)
            if key.isEmpty {
                untitled.append(position)
                continue
            }
            guard let index = Column.allCases.firstIndex(where: { $0.isNamed(key) }) else {
                if let unknown { problems.append(unknown(field.trimmingSpaces)) }
                continue
            }
            let offset = Column.allCases.distance(from: Column.allCases.startIndex, to: index)
            if let earlier = positions[offset] {
                let first = record.fields[earlier].trimmingSpaces
                let second = field.trimmingSpaces
                problems.append(
                    Self.key(first).hasSameUTF8(as: key)
                        ? ParseError(.csvColumnTwice, ("column", first), at: 0)
                        : ParseError(
                            .csvColumnsSameMeaning, ("first", first), ("second", second),
                            ("column", Column.allCases[index].title), at: 0))
                continue
            }
            positions[offset] = position
        }
        for (index, column) in Column.allCases.enumerated() where column.isRequired && positions[index] == nil
        {
            problems.append(missing(column))
        }
    }

    /// Finds the columns of `record`, with what to say about an unknown or missing column in
    /// words that read the same in every language.
    init(_ record: CSVRecord, unknown: ((String) -> String)? = nil, missing: (Column) -> String) {
        self.init(
            record, unknown: unknown.map { problem in { ParseError(problem($0), at: 0) } },
            missing: { ParseError(missing($0), at: 0) })
    }

    /// A title as columns are matched by it: trimmed, without spaces or tabs, in ASCII lower
    /// case.
    static func key(_ title: String) -> String {
        // Bytes rather than scalars: appending scalars to a string costs per-files.wasm 2.4 KB.
        let bytes = title.trimmingSpaces.utf8.filter { $0 != 0x20 && $0 != 0x09 }
        return String(decoding: bytes, as: UTF8.self).asciiLowercased
    }

    /// The text of `column` in `row`, without the `'` that keeps a spreadsheet from running it
    /// (see ``SpreadsheetFormula``); empty when the file has no such column or the row ends
    /// before it.
    func value(of column: Column, in row: CSVRecord) -> String {
        guard let found = Column.allCases.firstIndex(of: column) else { return "" }
        let index = Column.allCases.distance(from: Column.allCases.startIndex, to: found)
        guard let position = positions[index], position < row.fields.count else { return "" }
        return SpreadsheetFormula.restored(row.fields[position])
    }

    /// What is wrong with a row with more values than the header has columns: a comma that was
    /// meant as part of a value (`3,49` unquoted), so its values can't be told apart. `nil` for
    /// any other row.
    func extraFieldsProblem(in row: CSVRecord) -> String? {
        extraFieldsError(in: row)?.message
    }

    /// ``extraFieldsProblem(in:)`` as an error, whose message any ``Catalog`` can give.
    func extraFieldsError(in row: CSVRecord) -> ParseError? {
        let count = record.fields.count
        guard row.fields.count > count, !row.fields[count...].allSatisfy({ $0.trimmingSpaces.isEmpty }) else {
            return nil
        }
        var used = row.fields.count
        while used > count, row.fields[used - 1].trimmingSpaces.isEmpty { used -= 1 }
        return ParseError(.csvExtraValues, ("count", String(used)), ("columns", String(count)), at: 0)
    }

    /// What is wrong with a row that has a value in a column the header row leaves without a
    /// title, so that nothing says what it is; `nil` when every such column is empty in it.
    func untitledValueProblem(in row: CSVRecord) -> String? {
        untitledValueError(in: row)?.message
    }

    /// ``untitledValueProblem(in:)`` as an error, whose message any ``Catalog`` can give.
    func untitledValueError(in row: CSVRecord) -> ParseError? {
        for position in untitled where position < row.fields.count {
            let value = row.fields[position].trimmingSpaces
            guard !value.isEmpty else { continue }
            return ParseError(
                .csvUntitledValue, ("value", value.abbreviated(limit: 40)), ("column", String(position + 1)),
                at: 0)
        }
        return nil
    }
}
