/// Why a price-book file could not be imported: every problem in it, with its line (CSV) or its
/// entry (JSON).
public typealias PriceBookFileError = FileImportError<PriceBookFileLocation>

/// Where in a price-book file a problem is.
public enum PriceBookFileLocation: FileLocation {
    /// The file as a whole: it is empty, not a price-book file, or of a newer version.
    case file
    /// A line of a CSV file (1-based): the header, or the row of one entry.
    case line(Int)
    /// An entry of a JSON file, by its position (0-based).
    case entry(Int)

    /// `Line 3`, `Entry 2` in the language of `catalog`, or `nil` for the whole file.
    public func place(in catalog: Catalog) -> String? {
        switch self {
        case .file: nil
        case .line(let line): catalog.text(.fileLine, ("line", String(line)))
        case .entry(let index): catalog.text(.fileEntry, ("number", String(index + 1)))
        }
    }
}
