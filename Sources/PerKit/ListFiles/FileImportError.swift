/// Where in an imported file a problem is: a list file's line or product, a price-book file's
/// line or entry, or the file as a whole.
public protocol FileLocation: Hashable, Sendable {
    /// Where the problem is, for the start of a sentence (`Line 3`, `Entry 2`), or `nil` for
    /// the whole file.
    var place: String? { get }
}

/// One thing wrong in an imported file, where it is and PerKit's message about it.
public struct FileProblem<L: FileLocation>: Hashable, Sendable {
    /// The kind of place the problem is at.
    public typealias Location = L

    /// Where the problem is.
    public let location: L
    /// What is wrong, in PerKit's words: `The price can't be read: expected a price, e.g. 3.99`.
    public let message: String

    /// A problem at `location`.
    public init(_ location: L, _ message: String) {
        self.location = location
        self.message = message
    }

    /// Where the problem is (see ``FileLocation/place``).
    public var place: String? { location.place }

    /// The place and the message: `Line 3: The price can't be read: …`.
    public var text: String {
        guard let place else { return message }
        return place + ": " + message
    }
}

/// Why a file could not be imported: every problem in it, in the order of the file.
///
/// An import is all or nothing, so that a file is never half read: when anything in it can't
/// be used, nothing is imported and each problem is listed where it is.
public struct FileImportError<L: FileLocation>: Error, Hashable, Sendable {
    /// The kind of place a problem is at.
    public typealias Location = L
    /// One problem.
    public typealias Problem = FileProblem<L>

    /// The problems, at least one, in the order of the file.
    public let problems: [Problem]

    /// An error listing `problems`.
    public init(_ problems: [Problem]) {
        self.problems = problems
    }

    /// An error with one problem.
    public init(_ location: L, _ message: String) {
        self.init([Problem(location, message)])
    }

    /// Every problem's ``FileProblem/text``, one a line.
    public var message: String {
        var text = ""
        for (index, problem) in problems.enumerated() {
            if index > 0 { text += "\n" }
            text += problem.text
        }
        return text
    }
}

extension FileImportError: CustomStringConvertible {
    /// The same text as ``message``.
    public var description: String { message }
}
