import ArgumentParser

/// `per household`: households of `per serve`, managed on the server's machine.
struct HouseholdCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "household",
        abstract: "Create households of per serve on the server's machine.",
        discussion: """
            A household is a group of devices that share their saved lists through per serve. \
            When the server doesn't let anyone create one (per serve --signup closed, the default \
            beyond loopback), create it here, in the server's database, and open the printed \
            join link on the first device.

            Exit status: 0 success, 64 usage error, 74 a database that can't be opened or written.
            """,
        subcommands: [HouseholdCreate.self]
    )
}
