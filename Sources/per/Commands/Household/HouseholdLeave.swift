import ArgumentParser
import Foundation
import PerKit

/// `per household leave`: this computer stops being a device of its household.
struct HouseholdLeave: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "leave",
        abstract: "Leave the household: send what waits, remove this device, keep the price book here.",
        discussion: """
            Syncs a last time, removes this device from the household (its token stops working) \
            and forgets the token. The household's price book, as last synced, becomes this \
            computer's own (in --database), where per book finds it from then on. The replica \
            stays in the household folder: joining the same household again later, with a new \
            invite, takes up from it and never rolls the household back.

            When the server can't be reached, nothing changes, unless --local-only: then the \
            household is forgotten here only, the changes not sent stay in the replica, and the \
            device stays listed in the household until another device removes it.

            EXAMPLES:
              per household leave
              per household leave --local-only
            """)

    @Flag(help: "Leave without telling the server (when it can't be reached).")
    var localOnly = false

    @OptionGroup var folderOption: HouseholdFolderOption

    @Option(
        help: ArgumentHelp(
            "The SQLite file that keeps the price book after leaving (per book's).",
            discussion: "Default: $XDG_DATA_HOME/per/per.sqlite, i.e. ~/.local/share/per/per.sqlite.",
            valueName: "path"))
    var database: String?

    func run() throws {
        try reportingHouseholdFailures { () throws(HouseholdFailure) in
            let folder = folderOption.householdFolder
            var local = try LocalReplica.joined(folder)
            let membership = local.membership
            var lines: [String] = []
            if !localOnly {
                var removed = false
                do throws(HouseholdFailure) {
                    try local.sync()
                } catch {
                    switch error {
                    case .removed: removed = true
                    case .quota, .server:
                        lines.append(
                            "Not synced (\(error.message)): the changes waiting stay in the replica kept here."
                        )
                    default: throw Self.stopped(error)
                    }
                }
                if !removed {
                    do throws(HouseholdFailure) {
                        _ = try local.client.removeDevice(
                            membership.deviceID, household: membership.householdName)
                    } catch {
                        if case .removed = error {} else { throw Self.stopped(error) }
                    }
                }
            }
            let book = local.book()
            do throws(BookFailure) {
                let option: DatabaseOption
                do {
                    option = try DatabaseOption.parse(database.map { ["--database", $0] } ?? [])
                } catch {
                    throw BookFailure.database("\(error)")
                }
                try HouseholdBook.keepLocally(book, database: option)
            } catch {
                switch error {
                case .data(let error): throw .data(error.problems.map(\.message).joined(separator: "; "))
                case .database(let message): throw .local(message + "; nothing changed")
                case .household(let failure): throw failure
                }
            }
            try HouseholdFolder.writePrivately(
                local.replica.encoded(), to: folder.replicaPath(household: membership.householdID))
            do {
                try FileManager.default.removeItem(atPath: folder.membershipPath)
            } catch {
                throw .local(
                    "\(quoted(folder.membershipPath)) can't be removed: " + BookDatabase.reason(error))
            }
            let pending = local.pendingCount
            lines.insert(
                "Left the household \(quoted(membership.householdName)): this computer no longer syncs"
                    + (localOnly
                        ? " (the server wasn't told: remove \(quoted(membership.deviceName)) on another device)."
                        : "."),
                at: 0)
            lines.append(
                "Its price book (\(HouseholdJoin.count(book.entryCount, "price"))) stays here: per book works on it."
            )
            if pending > 0 {
                lines.append(
                    "\(HouseholdJoin.count(pending, "change")) not sent " + (pending == 1 ? "waits" : "wait")
                        + " in the replica kept here, "
                        + "for when this computer joins the household again.")
            }
            Terminal.writeOutput(lines: lines)
        }
    }

    /// A failure that stops the leave before anything changed, with what to do.
    private static func stopped(_ error: HouseholdFailure) -> HouseholdFailure {
        switch error {
        case .unreachable, .busy:
            .advised(
                error, "nothing changed: try again when the server can be reached, or leave with --local-only"
            )
        default: error
        }
    }
}
