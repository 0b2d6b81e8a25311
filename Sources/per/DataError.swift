import ArgumentParser

/// Input that was well formed as arguments but can't be used: a product, quantity or unit
/// that can't be read, mixed dimensions, zero or missing values. Reported as one line on
/// standard error, with exit status 65 (`EX_DATAERR`) and nothing on standard output.
struct DataError: Error {
    /// The offending argument, e.g. `product '3.99 for 500 zz'` or `--per 'xyz'`.
    let subject: String?
    /// What was wrong and what was expected (usually PerKit's message).
    let message: String

    init(_ subject: String?, _ message: String) {
        self.subject = subject
        self.message = message
    }

    /// The line written to standard error.
    var line: String {
        let text = Self.lowercasingFirstWord(message)
        guard let subject else { return "Error: \(text)\n" }
        return "Error: \(subject): \(text)\n"
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
        Terminal.writeError(error.line)
        throw ExitCode.dataError
    }
}

/// Quotes user text for an error message.
func quoted(_ text: String) -> String { "'\(text)'" }
