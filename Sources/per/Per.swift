import ArgumentParser
import Dispatch

/// `per`: compares prices per unit, exactly, from the command line.
///
/// Every rule lives in PerKit; the commands here read arguments, call PerKit and format
/// what it returns.
///
/// The root is a synchronous `ParsableCommand` with its own `main()`: `compare`, `convert`
/// and `units` run without starting Swift concurrency (an `async` root starts the
/// cooperative pool's worker threads on every launch, which shows in cold-start time), and
/// only an asynchronous subcommand such as `per serve` starts it.
@main
struct Per: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "per",
        abstract: "Which is the best deal per unit, and by how much? Exact unit prices.",
        discussion: """
            EXAMPLES:
              per compare "Brand A: 3.99 for 500 g" "Brand B: 6.49 for 1 kg"
              per compare --system us "2.49 / lb" "6.99 for 3 lb" --currency USD
              per compare --json < shopping-list.txt
              per convert "16 fl oz" mL
              per units volume
              per book add "Coffee: 3.99 for 500 g" --store Lidl
              per household join 'https://per.example/#join=q5xY…'

            EXIT STATUS:
              0   success
              64  usage error: unknown option, missing or malformed argument
              65  data error: a product, quantity or unit that can't be read or compared
              69  per household: the server refused
              74  per book, per household: the database can't be opened or read
              75  per household: the server can't be reached or asks to wait
              77  per book, per household: this device was removed from its household
            """,
        subcommands: [Compare.self, Convert.self, Units.self, Scan.self, Book.self, HouseholdCommand.self, Serve.self]
    )

    /// Parses the arguments and runs the command: synchronous commands directly,
    /// asynchronous ones (`serve`) on a task while the main thread serves the main queue.
    ///
    /// Values that start with a minus sign (`per compare "-2 for 1 kg"`) are marked first so
    /// that they reach the command as values; see ``NegativeValues``.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let message = UnknownSubcommand.message(for: arguments) {
            Terminal.writeError(message + "\n")
            exit(withError: ExitCode.validationFailure)
        }
        let command: ParsableCommand
        do {
            command = try parseAsRoot(NegativeValues.marking(arguments))
        } catch {
            exit(reporting: error)
        }
        guard let asynchronous = command as? AsyncParsableCommand else {
            do {
                var command = command
                try command.run()
            } catch {
                exit(reporting: error)
            }
            return
        }
        runAsynchronously(asynchronous)
    }

    /// Exits as `exit(withError:)` does — help on standard output with status 0, other
    /// messages on standard error with their status — with the marks of ``NegativeValues``
    /// removed from the message.
    private static func exit(reporting error: Error) -> Never {
        let message = NegativeValues.unmarkedMessage(fullMessage(for: error))
        let status = exitCode(for: error)
        if !message.isEmpty {
            if status.isSuccess {
                Terminal.writeOutput(message + "\n")
            } else {
                Terminal.writeError(message + "\n")
            }
        }
        exit(withError: status)
    }

    private static func runAsynchronously(_ command: sending AsyncParsableCommand) -> Never {
        Task {
            do {
                var command = command
                try await command.run()
                exit()
            } catch {
                exit(withError: error)
            }
        }
        dispatchMain()
    }
}
