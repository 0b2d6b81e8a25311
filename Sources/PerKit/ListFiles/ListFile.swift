/// Lists as files, to export and import: CSV for spreadsheets and people, JSON for an exact
/// copy of everything a ``SharedList`` holds.
///
/// **CSV** (``csvText(_:)``, ``lists(fromCSV:system:)``): a header row naming the columns
/// `list,name,price,quantity,unit`, and `list id` for several lists, then one row per product.
/// Prices and quantities are written as a shopper types them (`3.99`, `10 ÷ 3`; `500`,
/// `6 x 355`, `1/3`), the unit by its ``Unit/id``, and read back exactly. CSV carries the lists'
/// names and products only. An import also reads the column titles spreadsheets use (`Product`,
/// `Cost`, `Qty`, `UOM` …) and refuses a column it can't keep.
///
/// **JSON** (``jsonText(_:)``, `lists(fromJSON:)`): `{"format": "per-lists",
/// "version": 1, "lists": [...]}` with every amount as exact fraction text, the pinned
/// reference quantity and the currency included.
///
/// Importing is all or nothing: every row or product is checked by PerKit's own rules
/// (``ProductItem``, one dimension per list), and if any can't be used, nothing is imported
/// and ``ListFileError`` lists each problem with its line, or its list and product. Each list
/// of a file is a list of its own, also when another has its name.
public enum ListFile {
    /// A file format of lists.
    public enum Format: Hashable, Sendable {
        /// Comma-separated values with a header row.
        case csv
        /// Per's JSON list format.
        case json
    }

    /// The name of an imported list whose rows name none.
    public static let defaultListName = "Imported list"

    /// `name` as a file name without its extension: characters that file systems refuse or
    /// treat specially (`/ \ : * ? " < > |` and control characters) become `-`, and a leading
    /// dot is dropped; an empty result is "Per list".
    public static func fileName(for name: String) -> String {
        var scalars: [Unicode.Scalar] = []
        for scalar in name.unicodeScalars {
            switch scalar {
            case "/", "\\", ":", "*", "?", "\"", "<", ">", "|": scalars.append("-")
            case "\u{0}"..."\u{1F}", "\u{7F}": scalars.append("-")
            case "." where scalars.isEmpty: continue
            default: scalars.append(scalar)
            }
        }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        text = text.trimmingSpaces
        return text.isEmpty ? "Per list" : text
    }

    /// The format of `text` by its content: JSON when its first character, after a byte-order
    /// mark and white space, is `{`; otherwise CSV.
    public static func format(of text: String) -> Format {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\u{FEFF}", " ", "\t", "\n", "\r": continue
            case "{": return .json
            default: return .csv
            }
        }
        return .csv
    }

    /// The lists in `text`, a CSV or JSON list file (see ``format(of:)``), as a shopper picked it.
    /// - Parameter system: Decides what `fl oz`, `cup`, `pt`, `qt` and `gal` mean in a CSV file
    ///   (JSON files name units by their identifiers, which mean the same in every system).
    /// - Throws: ``ListFileError`` listing every problem; nothing is imported then.
    public static func lists(from text: String, system: MeasurementSystem = .metric) throws(ListFileError)
        -> [SharedList]
    {
        switch format(of: text) {
        case .csv: try lists(fromCSV: text, system: system)
        case .json: try lists(fromJSON: text)
        }
    }
}
