import ArgumentParser
import PerKit

/// `per household sync`: sends this computer's changes and takes the other devices'.
struct HouseholdSync: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Sync with the household now: send the changes waiting here and take the others'.",
        discussion: """
            per book syncs on its own, before reading and after writing; this command is for a \
            change made offline, or to see the other devices' prices at once. Prints what was \
            sent and received, and each change of this computer's that another device's later \
            write replaced.

            Exit status: 0 synced, 64 not in a household, 69 the server refused (413: the \
            household's storage is full), 74 a file that can't be read or written, 75 the \
            server can't be reached or asks to wait (429), 77 this device was removed from the \
            household. The changes not sent stay waiting.

            EXAMPLES:
              per household sync
            """)

    @OptionGroup var folderOption: HouseholdFolderOption

    func run() throws {
        try reportingHouseholdFailures { () throws(HouseholdFailure) in
            var local = try LocalReplica.joined(folderOption.householdFolder)
            let report: SyncReport
            do throws(HouseholdFailure) {
                report = try local.sync()
            } catch {
                if case .removed = error { try LocalReplica.leaveAfterRemoval(local) }
                throw error
            }
            let book = local.book()
            Terminal.writeOutput(
                lines: [
                    "Synced with the household \(quoted(local.membership.householdName)) at \(local.client.name): "
                        + "sent \(HouseholdJoin.count(report.sent, "change")), received \(report.received).",
                    "Its price book has \(HouseholdJoin.count(book.entryCount, "price")) of "
                        + "\(HouseholdJoin.count(book.products.count, "product")).",
                ] + report.conflicts)
        }
    }
}

extension LocalReplica {
    /// The membership and replica of `folder`.
    /// - Throws: ``HouseholdFailure/usage(_:)`` when this computer belongs to no household.
    static func joined(_ folder: HouseholdFolder) throws(HouseholdFailure) -> LocalReplica {
        guard let local = try load(folder) else {
            throw .usage(
                "this computer belongs to no household (no membership in \(folder.name)): "
                    + "join one with per household join LINK")
        }
        return local
    }

    /// Leaves as the page does when the household removed this device: the price book goes
    /// to the default local database, the replica stays.
    /// - Throws: ``HouseholdFailure/local(_:)`` when the database can't take the book.
    static func leaveAfterRemoval(_ local: LocalReplica) throws(HouseholdFailure) {
        do throws(BookFailure) {
            let option: DatabaseOption
            do {
                option = try DatabaseOption.parse([])
            } catch {
                throw BookFailure.database("\(error)")
            }
            try HouseholdBook.leaveAfterRemoval(local, database: option)
        } catch {
            switch error {
            case .data(let error): throw .data(error.problems.map(\.message).joined(separator: "; "))
            case .database(let message): throw .local(message)
            case .household(let failure): throw failure
            }
        }
    }
}
