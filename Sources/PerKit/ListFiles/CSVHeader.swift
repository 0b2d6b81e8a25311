/// A column a CSV file may have, found by its title in the header row.
protocol CSVColumn: CaseIterable, Equatable {
    /// The title that names the column in the header row, in lower case.
    var title: String { get }
    /// Whether every file must have the column.
    var isRequired: Bool { get }
}

/// The positions of a CSV file's columns in its header row, found by title (any case,
/// surrounding spaces ignored, in any order; columns of other titles are left alone).
struct CSVHeader<Column: CSVColumn> {
    /// The header row.
    let record: CSVRecord
    /// What is wrong with the header row, a sentence each: a column named twice, a required
    /// column missing. Empty when the file can be read.
    private(set) var problems: [String] = []
    private var positions: [Int?] = Array(repeating: nil, count: Column.allCases.count)

    /// Finds the columns of `record`; `missing` says what a file of this kind needs when a
    /// required column is missing.
    init(_ record: CSVRecord, missing: (Column) -> String) {
        self.record = record
        for (position, field) in record.fields.enumerated() {
            let title = field.trimmingSpaces.asciiLowercased
            guard let column = Column.allCases.firstIndex(where: { $0.title.hasSameUTF8(as: title) }) else {
                continue
            }
            let index = Column.allCases.distance(from: Column.allCases.startIndex, to: column)
            if positions[index] != nil { problems.append("The header row names the '\(title)' column twice") }
            positions[index] = position
        }
        for (index, column) in Column.allCases.enumerated() where column.isRequired && positions[index] == nil
        {
            problems.append(missing(column))
        }
    }

    /// The text of `column` in `row`; empty when the file has no such column or the row ends
    /// before it.
    func value(of column: Column, in row: CSVRecord) -> String {
        guard let found = Column.allCases.firstIndex(of: column) else { return "" }
        let index = Column.allCases.distance(from: Column.allCases.startIndex, to: found)
        guard let position = positions[index], position < row.fields.count else { return "" }
        return row.fields[position]
    }

    /// What is wrong with a row with more values than the header has columns: a comma that was
    /// meant as part of a value (`3,49` unquoted), so its values can't be told apart. `nil` for
    /// any other row.
    func extraFieldsProblem(in row: CSVRecord) -> String? {
        let count = record.fields.count
        guard row.fields.count > count, !row.fields[count...].allSatisfy({ $0.trimmingSpaces.isEmpty }) else {
            return nil
        }
        var used = row.fields.count
        while used > count, row.fields[used - 1].trimmingSpaces.isEmpty { used -= 1 }
        return "This row has \(used) values, but the header row names \(count) columns: "
            + "put a value with a comma in it, such as a decimal comma (\"3,49\"), in quotes"
    }
}
