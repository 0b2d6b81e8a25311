import ArgumentParser

/// Input that was well formed as arguments but can't be used: a product, quantity or unit
/// that can't be read, mixed dimensions, zero or missing values, a list file with bad rows.
/// Reported as one line on standard error for each problem, with exit status 65
/// (`EX_DATAERR`) and nothing on standard output.
struct DataError: Error {
    /// One problem: the offending argument, e.g. `product '3.99 for 500 zz'`, `--per 'xyz'` or
    /// `list.csv line 3`, and what was wrong and what was expected (usually PerKit's message).
    struct Problem {
        let subject: String?
        let message: String
    }

    /// The problems, at least one.
    let problems: [Problem]

    init(_ subject: String?, _ message: String) {
        problems = [Problem(subject: subject, message: message)]
    }

    init(_ problems: [Problem]) {
        self.problems = problems
    }

    /// The lines written to standard error, one for each problem. The subject and the message
    /// may quote data (a name, a file's line): their control characters are shown by
    /// ``Terminal/visible(_:keepingLineFeeds:)``, line feeds too, so each problem stays one line.
    var text: String {
        var text = ""
        for problem in problems {
            let message = Terminal.visible(Self.lowercasingFirstWord(problem.message))
            if let subject = problem.subject {
                text += "Error: \(Terminal.visible(subject)): \(message)\n"
            } else {
                text += "Error: \(message)\n"
            }
        }
        return text
    }

    /// PerKit's sentences start with a capital (`The quantity can't be read: …`); after
    /// `Error: subject:` they read better in lower case. Acronyms (`US …`) are kept.
    private static func lowercasingFirstWord(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count > 1, scalars[0].value >= 0x41, scalars[0].value <= 0x5A,
            scalars[1].value >= 0x61, scalars[1].value <= 0x7A,
            let lower = Unicode.Scalar(scalars[0].value + 0x20)
        else { return text }
        var result = ""
        result.unicodeScalars.append(lower)
        result.unicodeScalars.append(contentsOf: scalars.dropFirst())
        return result
    }
}

extension ExitCode {
    /// `EX_DATAERR` from sysexits(3): the input data was incorrect.
    static let dataError = ExitCode(65)
}

/// Runs a command body, reporting a ``DataError`` on standard error and exiting 65.
func reportingDataErrors(_ body: () throws(DataError) -> Void) throws {
    do {
        try body()
    } catch {
        throw error.reported
    }
}

extension DataError {
    /// Writes the problems to standard error, and answers the exit status to end with.
    var reported: ExitCode {
        Terminal.writeError(text)
        return ExitCode.dataError
    }
}

/// Quotes user text for an error message.
func quoted(_ text: String) -> String { "'\(text)'" }
