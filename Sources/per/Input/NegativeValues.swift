/// Command-line values that start with a minus sign, such as a negative price (`-2 for 1 kg`)
/// or quantity (`per convert -1kg lb`).
///
/// swift-argument-parser reads every argument that starts with `-` as an option, so without
/// help such a product would be refused as an unknown option (exit 64) instead of reaching
/// PerKit, whose message says what is wrong with it (exit 65); and one that contains an `h`
/// (`-2 for 1 each`) would even be read as `-h` and print the help. Before parsing, ``marking(_:)``
/// puts a NUL in front of every argument of `compare` and `convert` that starts with a single
/// `-` followed by anything but a letter: no option of `per` is spelt that way, and a
/// command-line argument can't contain a NUL, so the mark never comes from the user. The
/// commands read their values through ``unmarked(_:)``, and ``unmarkedMessage(_:)`` removes
/// the mark from the parser's error messages. Arguments after `--` are values anyway and are
/// left alone; `--bogus` and `-z` stay unknown options.
enum NegativeValues {
    /// The mark put in front of a value that starts with a minus sign.
    static let mark: Unicode.Scalar = "\u{0}"

    /// The subcommands whose values may start with a minus sign.
    static let commands: Set<String> = ["compare", "convert"]

    /// The subcommands of `per book` whose values may start with a minus sign.
    static let bookCommands: Set<String> = ["add", "check"]

    /// The arguments (without the executable's path), with every value that starts with a
    /// minus sign marked when the subcommand is one of ``commands``.
    static func marking(_ arguments: [String]) -> [String] {
        guard let command = arguments.first,
            commands.contains(command)
                || (command == "book" && arguments.count > 1 && bookCommands.contains(arguments[1]))
        else { return arguments }
        var marked: [String] = []
        var isAfterTerminator = false
        for argument in arguments {
            if argument == "--" { isAfterTerminator = true }
            if !isAfterTerminator && startsWithMinusSign(argument) {
                var text = ""
                text.unicodeScalars.append(mark)
                marked.append(text + argument)
            } else {
                marked.append(argument)
            }
        }
        return marked
    }

    /// The value as the user typed it, without the mark.
    static func unmarked(_ value: String) -> String {
        guard value.unicodeScalars.first == mark else { return value }
        var text = ""
        text.unicodeScalars.append(contentsOf: value.unicodeScalars.dropFirst())
        return text
    }

    /// A message of the argument parser that may quote marked values, without the marks.
    static func unmarkedMessage(_ message: String) -> String {
        var text = ""
        text.unicodeScalars.append(contentsOf: message.unicodeScalars.filter { $0 != mark })
        return text
    }

    /// Whether the argument is a single `-` followed by anything but a letter or another `-`:
    /// `-2 for 1 kg`, `-1kg`, `-.5 L`, `- 2 for 1 kg`, `-$2 for 1 kg`.
    private static func startsWithMinusSign(_ argument: String) -> Bool {
        var scalars = argument.unicodeScalars.makeIterator()
        guard scalars.next() == "-", let second = scalars.next() else { return false }
        return second != "-" && !second.properties.isAlphabetic
    }
}
