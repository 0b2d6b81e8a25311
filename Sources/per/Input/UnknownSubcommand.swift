import ArgumentParser

/// A word where a subcommand belongs that names none: `per book frob`.
///
/// swift-argument-parser reads such a word as an argument of the command before it, and reports
/// whatever comes first: `Unknown option '--database'` for `per book frob --database x`, which
/// blames the option. This says what is wrong, and which subcommands there are.
enum UnknownSubcommand {
    /// The usage error for `arguments` (without the program's name) when one of them stands
    /// where a subcommand belongs and names none; `nil` otherwise. Options before it, and
    /// `help`, are left to swift-argument-parser.
    static func message(for arguments: [String]) -> String? {
        var command: ParsableCommand.Type = Per.self
        var path = [Per._commandName]
        for argument in arguments {
            let subcommands = command.configuration.subcommands
            guard !subcommands.isEmpty, command.configuration.defaultSubcommand == nil,
                !argument.hasPrefix("-"), argument != "help"
            else { return nil }
            guard let next = subcommands.first(where: { names(of: $0).contains(argument) }) else {
                let commandPath = path.joined(separator: " ")
                let valid = subcommands.map { $0._commandName }
                return """
                    Error: Unknown subcommand '\(argument)' of \(commandPath): its subcommands are \(list(valid))
                    Usage: \(commandPath) <subcommand>
                      See '\(commandPath) --help' for more information.
                    """
            }
            command = next
            path.append(next._commandName)
        }
        return nil
    }

    /// The names a subcommand answers to: its name and its aliases.
    private static func names(of command: ParsableCommand.Type) -> [String] {
        [command._commandName] + command.configuration.aliases
    }

    /// `add, check and show`.
    private static func list(_ names: [String]) -> String {
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }
}
