/// One thing wrong in a list file, where it is and PerKit's message about it.
public struct ListFileProblem: Hashable, Sendable {
    /// Where in a list file a problem is.
    public enum Location: Hashable, Sendable {
        /// The file as a whole: it is empty, not a list file, or of a newer version.
        case file
        /// A line of a CSV file (1-based): the header, or the row of one product.
        case line(Int)
        /// A list of a JSON file: its position (0-based) and its name when it has one.
        case list(index: Int, name: String?)
        /// A product of a JSON file: the list's position and name and the product's position
        /// in it (0-based).
        case product(list: Int, listName: String?, index: Int)
    }

    /// Where the problem is.
    public let location: Location
    /// What is wrong, in PerKit's words: `The price can't be read: expected a price, e.g. 3.99`.
    public let message: String

    /// A problem at `location`.
    public init(_ location: Location, _ message: String) {
        self.location = location
        self.message = message
    }

    /// Where the problem is, for the start of a sentence: `Line 3`, `List 2 'Party'`,
    /// `List 2 'Party', product 4`, or `nil` for the whole file.
    public var place: String? {
        switch location {
        case .file: nil
        case .line(let line): "Line \(line)"
        case .list(let index, let name): Self.listPlace(index, name)
        case .product(let list, let name, let index): Self.listPlace(list, name) + ", product \(index + 1)"
        }
    }

    /// The place and the message: `Line 3: The price can't be read: …`.
    public var text: String {
        guard let place else { return message }
        return place + ": " + message
    }

    private static func listPlace(_ index: Int, _ name: String?) -> String {
        guard let name else { return "List \(index + 1)" }
        return "List \(index + 1) '" + name + "'"
    }
}
