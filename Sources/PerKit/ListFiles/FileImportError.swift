/// Where in an imported file a problem is: a list file's line or product, a price-book file's
/// line or entry, or the file as a whole.
public protocol FileLocation: Hashable, Sendable {
    /// Where the problem is, for the start of a sentence in the language of `catalog` (`Line
    /// 3`, `Zeile 3`, `Entry 2`), or `nil` for the whole file.
    func place(in catalog: Catalog) -> String?
}

extension FileLocation {
    /// Where the problem is, for the start of a sentence in English (`Line 3`, `Entry 2`), or
    /// `nil` for the whole file.
    public var place: String? { place(in: .english) }
}

/// One thing wrong in an imported file, where it is and PerKit's message about it.
public struct FileProblem<L: FileLocation>: Sendable {
    /// The kind of place the problem is at.
    public typealias Location = L

    /// Where the problem is.
    public let location: L
    /// What is wrong, in words any ``Catalog`` can give.
    let sentence: ErrorSentence

    /// A problem at `location` whose message reads the same in every language: words from
    /// elsewhere, such as a front end's.
    public init(_ location: L, _ message: String) {
        self.init(location, .text(message))
    }

    /// A problem at `location`: text that could not be read.
    public init(_ location: L, _ error: ParseError) {
        self.init(location, error.sentence)
    }

    /// A problem at `location`: values that make no product.
    public init(_ location: L, _ error: ProductListError) {
        self.init(location, .product(error))
    }

    /// A problem at `location` that says `sentence`.
    init(_ location: L, _ sentence: ErrorSentence) {
        self.location = location
        self.sentence = sentence
    }

    /// What is wrong, in PerKit's words in English: `The price can't be read: expected a
    /// price, e.g. 3.99`.
    public var message: String { message(in: .english) }

    /// What is wrong, in PerKit's words in the language of `catalog`.
    public func message(in catalog: Catalog) -> String { sentence.text(in: catalog) }

    /// Where the problem is (see ``FileLocation/place``).
    public var place: String? { location.place }

    /// The place and the message in English: `Line 3: The price can't be read: …`.
    public var text: String { text(in: .english) }

    /// The place and the message in the language of `catalog`: `Zeile 3: Der Preis lässt sich
    /// nicht lesen: …`.
    public func text(in catalog: Catalog) -> String {
        guard let place = location.place(in: catalog) else { return message(in: catalog) }
        return catalog.text(.problemAt, ("place", place), ("problem", message(in: catalog)))
    }
}

extension FileProblem: Hashable {
    /// Whether the problems are at the same place with the same English message.
    public static func == (lhs: FileProblem, rhs: FileProblem) -> Bool {
        lhs.location == rhs.location && lhs.message.hasSameUTF8(as: rhs.message)
    }

    /// Hashes the location and the English message's bytes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(location)
        for byte in message.utf8 { hasher.combine(byte) }
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

    /// An error with one problem, whose message reads the same in every language.
    public init(_ location: L, _ message: String) {
        self.init([Problem(location, message)])
    }

    /// An error with one problem: text that could not be read.
    public init(_ location: L, _ error: ParseError) {
        self.init([Problem(location, error)])
    }

    /// Every problem's ``FileProblem/text``, one a line, in English.
    public var message: String { message(in: .english) }

    /// Every problem's ``FileProblem/text(in:)``, one a line, in the language of `catalog`.
    public func message(in catalog: Catalog) -> String {
        var text = ""
        for (index, problem) in problems.enumerated() {
            if index > 0 { text += "\n" }
            text += problem.text(in: catalog)
        }
        return text
    }
}

extension FileImportError: CustomStringConvertible {
    /// The same text as ``message``.
    public var description: String { message }
}
