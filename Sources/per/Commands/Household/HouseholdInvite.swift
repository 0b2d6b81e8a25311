import ArgumentParser
import PerKit

/// `per household invite`: a join link for another device of this computer's household.
struct HouseholdInvite: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "invite",
        abstract: "Print a join link that adds another device to this computer's household.",
        discussion: """
            The link works once, for 15 minutes, and carries its code after #: open it on a \
            phone, or pass it to per household join on another computer.

            EXAMPLES:
              per household invite
            """)

    @OptionGroup var folderOption: HouseholdFolderOption

    func run() throws {
        try reportingHouseholdFailures { () throws(HouseholdFailure) in
            let local = try LocalReplica.joined(folderOption.householdFolder)
            let (link, expiresAt) = try local.client.invite(household: local.membership.householdName)
            Terminal.writeOutput(
                """
                Open this link on the new device before \(expiresAt) (it works once):
                \(link)

                """)
        }
    }
}
