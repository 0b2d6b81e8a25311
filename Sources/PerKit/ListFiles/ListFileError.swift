/// Why a list file could not be imported: every problem in it, with its line (CSV) or its list
/// and product (JSON).
public typealias ListFileError = FileImportError<ListFileLocation>

/// One thing wrong in a list file.
public typealias ListFileProblem = FileProblem<ListFileLocation>

/// Where in a list file a problem is.
public enum ListFileLocation: FileLocation {
    /// The file as a whole: it is empty, not a list file, or of a newer version.
    case file
    /// A line of a CSV file (1-based): the header, or the row of one product.
    case line(Int)
    /// A list of a JSON file: its position (0-based) and its name when it has one.
    case list(index: Int, name: String?)
    /// A product of a JSON file: the list's position and name and the product's position
    /// in it (0-based).
    case product(list: Int, listName: String?, index: Int)

    /// `Line 3`, `List 2 'Party'`, `List 2 'Party', product 4`, or `nil` for the whole file.
    public var place: String? {
        switch self {
        case .file: nil
        case .line(let line): "Line \(line)"
        case .list(let index, let name): Self.listPlace(index, name)
        case .product(let list, let name, let index): Self.listPlace(list, name) + ", product \(index + 1)"
        }
    }

    private static func listPlace(_ index: Int, _ name: String?) -> String {
        guard let name else { return "List \(index + 1)" }
        return "List \(index + 1) '" + name + "'"
    }
}
