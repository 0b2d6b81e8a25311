import ArgumentParser
import Foundation
import PerKit

/// `per household status`: the household, this device, the server and how the sync stands,
/// from what this computer keeps (no request is made).
struct HouseholdStatus: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show the household this computer belongs to, its server, and the changes waiting.",
        discussion: """
            Reads only what this computer keeps; per household sync talks to the server.

            EXAMPLES:
              per household status
            """)

    @OptionGroup var folderOption: HouseholdFolderOption

    func run() throws {
        try reportingHouseholdFailures { () throws(HouseholdFailure) in
            let folder = folderOption.householdFolder
            guard var local = try LocalReplica.load(folder) else {
                Terminal.writeOutput(lines: [
                    "This computer belongs to no household: per book keeps its own price book. "
                        + "Join one with per household join LINK."
                ])
                return
            }
            let membership = local.membership
            let book = local.book()
            let pending = local.pendingCount
            Terminal.writeOutput(lines: [
                "Household: \(membership.householdName) (\(membership.householdID))",
                "Device: \(membership.deviceName) (\(membership.deviceID))",
                "Server: \(local.client.name)",
                "Price book: \(HouseholdJoin.count(book.entryCount, "price")) of "
                    + "\(HouseholdJoin.count(book.products.count, "product"))",
                "Waiting to be sent: \(HouseholdJoin.count(pending, "change"))",
                "Last sync: " + (membership.syncedAt.map { Self.time($0) } ?? "never"),
                "Kept in: \(folder.path)",
            ])
        }
    }

    /// `2026-11-27 01:55:03 UTC`.
    static func time(_ milliseconds: Int64) -> String {
        var seconds = time_t(milliseconds / 1000)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday)) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) UTC"
    }
}
