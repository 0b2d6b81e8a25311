import ArgumentParser

/// `per household`: this computer as a device of a household, and households of `per serve`
/// created on the server's machine.
struct HouseholdCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "household",
        abstract: "Join a household to share its price book, or create one on the server's machine.",
        discussion: """
            A household is a group of devices that share their lists and price book through per \
            serve. per household join makes this computer one of them: per book then works on \
            the household's price book, synced before reading and after writing (offline, a \
            change waits and goes with the next sync). When the server doesn't let anyone \
            create a household (per serve --signup closed, the default beyond loopback), create \
            it with per household create, in the server's database, and open the printed join \
            link on the first device.

            Exit status: 0 success, 64 usage error, 65 a link or invite that can't be used, 69 \
            the server refused, 74 a database or file that can't be opened or written, 75 the \
            server can't be reached or asks to wait, 77 this device was removed from the \
            household.

            EXAMPLES:
              per household create Home --url https://per.example
              per household join 'https://per.example/#join=q5xY…' --name Laptop
              per household status
              per household sync
              per household invite
              per household leave
            """,
        subcommands: [
            HouseholdCreate.self, HouseholdJoin.self, HouseholdInvite.self, HouseholdSync.self,
            HouseholdStatus.self, HouseholdLeave.self,
        ]
    )
}
