/// One product as the user gave it: a command-line argument or a line of standard input.
struct ProductInput: Equatable {
    /// The text as given (a standard-input line without its line break).
    let text: String
    /// The 1-based line number when the product came from standard input.
    let line: Int?

    /// Names the input in error messages: `product '3.99 for 500 zz'` or
    /// `standard input line 3 '3.99 for 500 zz'`.
    var subject: String {
        guard let line else { return "product \(quoted(text))" }
        return "standard input line \(line) \(quoted(text))"
    }

    /// The products given as arguments, with `-` (or no argument at all) replaced by the
    /// lines of standard input; blank lines and lines starting with `#` are skipped.
    static func gather(arguments: [String], readStandardInput: () -> [String]) -> [ProductInput] {
        var inputs: [ProductInput] = []
        var hasReadStandardInput = false
        func appendStandardInput() {
            guard !hasReadStandardInput else { return }
            hasReadStandardInput = true
            for (index, line) in readStandardInput().enumerated() {
                let trimmed = trimmed(line)
                if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
                inputs.append(ProductInput(text: trimmed, line: index + 1))
            }
        }
        if arguments.isEmpty { appendStandardInput() }
        for argument in arguments {
            if argument == "-" {
                appendStandardInput()
            } else {
                inputs.append(ProductInput(text: argument, line: nil))
            }
        }
        return inputs
    }

    /// The text without leading and trailing spaces and tabs.
    static func trimmed(_ text: String) -> String {
        var scalars = text.unicodeScalars[...]
        while let first = scalars.first, first == " " || first == "\t" || first == "\u{A0}" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" || last == "\u{A0}" || last == "\r" {
            scalars.removeLast()
        }
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars)
        return result
    }
}
