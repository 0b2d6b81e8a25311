/// A plain-text table with aligned columns, two spaces apart. Widths count characters, so
/// `×`, `€` and `—` take one column each.
struct TextTable {
    enum Alignment { case left, right }

    struct Column {
        let title: String
        let alignment: Alignment
    }

    let columns: [Column]
    private(set) var rows: [[String]] = []

    init(_ columns: [Column]) {
        self.columns = columns
    }

    /// Adds a row. Its cells may hold data (a name, a store): they are shown by
    /// ``Terminal/visible(_:keepingLineFeeds:)`` before the columns are measured.
    mutating func append(_ row: [String]) {
        rows.append(row.map { Terminal.visible($0) })
    }

    /// The lines of the table, header first, without trailing spaces. `style(row, line)`
    /// may decorate a whole line after alignment (row -1 is the header).
    func lines(style: (Int, String) -> String = { $1 }) -> [String] {
        var widths = columns.map { $0.title.count }
        for row in rows {
            for (index, cell) in row.enumerated() where index < widths.count {
                widths[index] = max(widths[index], cell.count)
            }
        }
        func render(_ cells: [String]) -> String {
            var line = ""
            for (index, column) in columns.enumerated() {
                let cell = index < cells.count ? cells[index] : ""
                let padding = String(repeating: " ", count: max(0, widths[index] - cell.count))
                if index > 0 { line += "  " }
                line += column.alignment == .left ? cell + padding : padding + cell
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
        var result = [style(-1, render(columns.map { $0.title }))]
        for (index, row) in rows.enumerated() {
            result.append(style(index, render(row)))
        }
        return result
    }
}
