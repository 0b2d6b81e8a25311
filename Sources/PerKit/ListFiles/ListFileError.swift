/// Why a list file could not be imported: every problem in it, in the order of the file.
///
/// An import is all or nothing, so that a file is never half read: when any row or product
/// can't be used, none is imported and each problem is listed, with its line (CSV) or its
/// list and product (JSON).
public struct ListFileError: Error, Hashable, Sendable {
    /// The problems, at least one, in the order of the file.
    public let problems: [ListFileProblem]

    /// An error listing `problems`.
    public init(_ problems: [ListFileProblem]) {
        self.problems = problems
    }

    /// An error with one problem.
    public init(_ location: ListFileProblem.Location, _ message: String) {
        self.init([ListFileProblem(location, message)])
    }

    /// Every problem's ``ListFileProblem/text``, one a line.
    public var message: String {
        var text = ""
        for (index, problem) in problems.enumerated() {
            if index > 0 { text += "\n" }
            text += problem.text
        }
        return text
    }
}

extension ListFileError: CustomStringConvertible {
    /// The same text as ``message``.
    public var description: String { message }
}
