import Foundation
import PerKit

/// The household's records on this computer: the membership (`household.json`) and the
/// replica (PerKit's ``SyncReplica``, saved in its own format, ``SyncReplica/encoded()``), loaded
/// under the folder's lock and saved whole after every change.
///
/// The price book `per book` shows is the one the records describe
/// (``SyncReplica/materialized()``), the same as every other device's that holds the same
/// records; a change to it is captured as records (``SyncReplica/capture(lists:book:now:sharesStartingList:)``)
/// and waits in the replica, pending, until a sync sends it. The household's lists are
/// materialised and captured with the book, unchanged: this computer never edits them.
struct LocalReplica {
    let folder: HouseholdFolder
    var membership: HouseholdMembership
    var replica: SyncReplica
    /// Held from loading to the end of the command.
    let lock: HouseholdFolder.Lock

    /// The membership and the replica of `folder`, or `nil` when this computer belongs to no
    /// household.
    /// - Throws: ``HouseholdFailure/local(_:)`` for files that can't be read.
    static func load(_ folder: HouseholdFolder) throws(HouseholdFailure) -> LocalReplica? {
        guard FileManager.default.fileExists(atPath: folder.membershipPath) else { return nil }
        let lock = try folder.lock()
        guard let membership = try loadMembership(folder) else { return nil }
        let replica = try loadReplica(folder, household: membership.householdID, device: membership.deviceID)
        return LocalReplica(folder: folder, membership: membership, replica: replica, lock: lock)
    }

    /// The saved membership, or `nil`.
    /// - Throws: ``HouseholdFailure/local(_:)`` for a file that can't be read or isn't one.
    static func loadMembership(_ folder: HouseholdFolder) throws(HouseholdFailure) -> HouseholdMembership? {
        guard let data = try HouseholdFolder.read(folder.membershipPath) else { return nil }
        guard let membership = HouseholdMembership(saved: String(decoding: data, as: UTF8.self)) else {
            throw .local(
                "\(quoted(folder.membershipPath)) is not a household membership Per can read: "
                    + "move it away and join again")
        }
        return membership
    }

    /// The replica kept for `household`, taken up by `device` (its unsent writes become
    /// `device`'s, ``SyncReplica/rebind(to:)``), or a new one.
    /// - Throws: ``HouseholdFailure/local(_:)`` for a file that can't be read or isn't a replica.
    static func loadReplica(_ folder: HouseholdFolder, household: String, device: String)
        throws(HouseholdFailure) -> SyncReplica
    {
        let path = folder.replicaPath(household: household)
        guard let data = try HouseholdFolder.read(path) else {
            guard let replica = SyncReplica(device: device) else {
                throw .local("\(quoted(device)) is not a device id")
            }
            return replica
        }
        var replica: SyncReplica
        do throws(SyncError) {
            let json: JSON
            do throws(ParseError) {
                json = try JSON(parsing: String(decoding: data, as: UTF8.self))
            } catch {
                throw SyncError.invalid(member: "replica", reason: "is not JSON: " + error.message)
            }
            replica = try SyncReplica(decoding: json)
        } catch {
            throw .local("\(quoted(path)) is not a replica Per can read: " + error.message)
        }
        guard replica.rebind(to: device) else { throw .local("\(quoted(device)) is not a device id") }
        return replica
    }

    /// Saves the replica, then the membership.
    /// - Throws: ``HouseholdFailure/local(_:)``.
    func save() throws(HouseholdFailure) {
        try HouseholdFolder.writePrivately(
            replica.encoded(), to: folder.replicaPath(household: membership.householdID))
        try HouseholdFolder.writePrivately(membership.savedText, to: folder.membershipPath)
    }

    /// The client for this household's server, with this device's token.
    var client: HouseholdClient { HouseholdClient(server: membership.server, token: membership.token) }

    /// How many records wait to be sent.
    var pendingCount: Int { replica.pending.count }

    /// Milliseconds since 1970, for the clock.
    static var now: Int64 { Int64((Date().timeIntervalSince1970 * 1000).rounded(.down)) }

    // MARK: The price book

    /// The household's price book, as the records describe it.
    mutating func book() -> PriceBook {
        replica.materialized().book
    }

    /// Changes the price book by `body` and captures the change as records; the household's
    /// lists stay as they are. Nothing changes when `body` throws.
    /// - Returns: What `body` returns.
    mutating func changeBook<T>(_ body: (inout PriceBook) throws(BookFailure) -> T) throws(BookFailure) -> T {
        let (lists, before) = replica.materialized()
        var book = before
        let result = try body(&book)
        replica.capture(lists: lists, book: book, now: Self.now)
        return result
    }
}
