/// Why a price-book file could not be imported: every problem in it, in the order of the file.
///
/// An import is all or nothing: when any entry can't be used, none is imported and each
/// problem is listed with its line (CSV) or its entry (JSON).
public struct PriceBookFileError: Error, Hashable, Sendable {
    /// Where in a price-book file a problem is.
    public enum Location: Hashable, Sendable {
        /// The file as a whole: it is empty, not a price-book file, or of a newer version.
        case file
        /// A line of a CSV file (1-based): the header, or the row of one entry.
        case line(Int)
        /// An entry of a JSON file, by its position (0-based).
        case entry(Int)
    }

    /// One thing wrong in a price-book file, where it is and PerKit's message about it.
    public struct Problem: Hashable, Sendable {
        /// Where the problem is.
        public let location: Location
        /// What is wrong, in PerKit's words, e.g. `'2026-02-30' is not a date: write YYYY-MM-DD, …`.
        public let message: String

        /// A problem at `location`.
        public init(_ location: Location, _ message: String) {
            self.location = location
            self.message = message
        }

        /// Where the problem is, for the start of a sentence: `Line 3`, `Entry 2`, or `nil` for
        /// the whole file.
        public var place: String? {
            switch location {
            case .file: nil
            case .line(let line): "Line \(line)"
            case .entry(let index): "Entry \(index + 1)"
            }
        }

        /// The place and the message: `Line 3: The price can't be read: …`.
        public var text: String {
            guard let place else { return message }
            return place + ": " + message
        }
    }

    /// The problems, at least one, in the order of the file.
    public let problems: [Problem]

    /// An error listing `problems`.
    public init(_ problems: [Problem]) {
        self.problems = problems
    }

    /// An error with one problem.
    public init(_ location: Location, _ message: String) {
        self.init([Problem(location, message)])
    }

    /// Every problem's ``Problem/text``, one a line.
    public var message: String {
        var text = ""
        for (index, problem) in problems.enumerated() {
            if index > 0 { text += "\n" }
            text += problem.text
        }
        return text
    }
}

extension PriceBookFileError: CustomStringConvertible {
    /// The same text as ``message``.
    public var description: String { message }
}
