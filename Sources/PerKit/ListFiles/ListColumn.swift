/// A column of a CSV list file, found by Per's title or by a name spreadsheets use for it.
enum ListColumn: CSVColumn {
    case list, name, price, quantity, unit, deal, listID

    var title: String {
        switch self {
        case .list: "list"
        case .name: "name"
        case .price: "price"
        case .quantity: "quantity"
        case .unit: "unit"
        case .deal: "deal"
        case .listID: "list id"
        }
    }

    // Text rather than an array of titles: Embedded Swift's size-optimised build for
    // WebAssembly gave `price` the array of `unit` and `unit` that of `price`.
    var otherTitles: String {
        switch self {
        case .list: "list name"
        case .name: "product, item, description"
        case .price: "cost"
        case .quantity: "size, qty, amount"
        case .unit: "uom"
        case .deal: "offer, promotion"
        case .listID: ""
        }
    }

    var isRequired: Bool { self == .price || self == .quantity }

    /// What to say about a required `column` the header row doesn't have.
    static func missingProblem(_ column: ListColumn) -> ParseError {
        ParseError(
            .phrase(
                .listFileMissingColumn,
                sentences: [("titles", column.titlesSentence), ("columns", summarySentence)]),
            at: 0)
    }

    /// What to say about a column titled `title` that a list file doesn't have: nothing of a
    /// file is left out of an import, so the file is refused.
    static func unknownProblem(_ title: String) -> ParseError {
        let shown = title.abbreviated(limit: 40)
        switch ExactText(CSVHeader<ListColumn>.key(title)) {
        case "store", "shop": return ParseError(.listFileStoreColumn, ("column", shown), at: 0)
        case "date": return ParseError(.listFileDateColumn, ("column", shown), at: 0)
        default:
            return ParseError(
                .phrase(
                    .listFileUnknownColumn, [("column", shown)], sentences: [("columns", summarySentence)]),
                at: 0)
        }
    }
}
