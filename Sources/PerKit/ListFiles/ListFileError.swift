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

    /// `Line 3`, `List 2 'Party'`, `List 2 'Party', product 4` in the language of `catalog`, or
    /// `nil` for the whole file.
    public func place(in catalog: Catalog) -> String? {
        switch self {
        case .file: nil
        case .line(let line): catalog.text(.fileLine, ("line", String(line)))
        case .list(let index, let name): Self.listPlace(index, name, in: catalog)
        case .product(let list, let name, let index):
            catalog.text(
                .fileProduct, ("list", Self.listPlace(list, name, in: catalog)), ("number", String(index + 1))
            )
        }
    }

    private static func listPlace(_ index: Int, _ name: String?, in catalog: Catalog) -> String {
        guard let name else { return catalog.text(.fileList, ("number", String(index + 1))) }
        return catalog.text(.fileListNamed, ("number", String(index + 1)), ("name", name))
    }
}
