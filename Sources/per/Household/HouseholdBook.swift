import Foundation
import PerKit

/// `per book` on the price book of the household this computer has joined: the records of its
/// local replica, synced before reading and after writing.
///
/// Offline, or when the server can't take a sync now, the command still works on the replica
/// and says so on standard error: a change stays pending and goes with the next sync. A device
/// the household removed (401) leaves as the page does: its price book is kept in the local
/// database, where `per book` finds it from then on, and the replica stays in the household
/// folder for a later join.
struct HouseholdBook {
    var local: LocalReplica
    /// The database the book goes to when this device was removed.
    let database: DatabaseOption
    /// Whether the command changes the book (its note, offline, says that the change waits).
    let isWriting: Bool
    /// Why the sync before the command didn't work, if it didn't: the one after is not tried.
    private(set) var offline: String?

    /// The household's book, synced first, or `nil` when this computer belongs to no household.
    /// - Throws: ``BookFailure/household(_:)`` for files that can't be read and a removed
    ///   device.
    static func open(_ folder: HouseholdFolder, database: DatabaseOption, writing: Bool) throws(BookFailure)
        -> HouseholdBook?
    {
        let loaded: LocalReplica?
        do throws(HouseholdFailure) {
            loaded = try LocalReplica.load(folder)
        } catch {
            throw .household(error)
        }
        guard let loaded else { return nil }
        var book = HouseholdBook(local: loaded, database: database, isWriting: writing)
        try book.sync(after: false)
        return book
    }

    /// The price book as the records describe it.
    mutating func book() -> PriceBook { local.book() }

    /// Changes the book by `body`, saves the replica and sends the change.
    mutating func change<T>(_ body: (inout PriceBook) throws(BookFailure) -> T) throws(BookFailure) -> T {
        let result = try local.changeBook(body)
        do throws(HouseholdFailure) {
            try local.save()
        } catch {
            throw .household(error)
        }
        try sync(after: true)
        return result
    }

    /// Syncs; a failure that passes is said as a note on standard error.
    private mutating func sync(after write: Bool) throws(BookFailure) {
        if let offline {
            if write { Terminal.writeError(Self.note(waiting: local, reason: offline)) }
            return
        }
        do throws(HouseholdFailure) {
            let report = try local.sync()
            for conflict in report.conflicts { Terminal.writeError("Note: " + conflict + "\n") }
        } catch {
            guard error.isTemporary else {
                if case .removed = error { try Self.leaveAfterRemoval(local, database: database) }
                throw .household(error)
            }
            offline = error.message
            if write {
                Terminal.writeError(Self.note(waiting: local, reason: error.message))
            } else if !isWriting {
                Terminal.writeError(Self.note(asOf: local, reason: error.message))
            }
        }
    }

    /// `Note: not synced with the household 'Home' (…); …`: what a change waits for.
    private static func note(waiting local: LocalReplica, reason: String) -> String {
        let count = local.pendingCount
        return "Note: " + notSynced(local, reason)
            + "; the change is kept on this computer and sent with the next "
            + "per book command or per household sync (\(count) change\(count == 1 ? "" : "s") waiting).\n"
    }

    /// `Note: not synced …; the price book as of the last sync, …`.
    private static func note(asOf local: LocalReplica, reason: String) -> String {
        "Note: " + notSynced(local, reason) + "; this is the price book as of "
            + (local.membership.syncedAt.map { "the last sync, " + HouseholdStatus.time($0) }
                ?? "this computer's last change")
            + ".\n"
    }

    private static func notSynced(_ local: LocalReplica, _ reason: String) -> String {
        "not synced with the household \(quoted(local.membership.householdName)) (" + reason + ")"
    }

    /// Leaves the household as the page does when its token stops working: the book goes to
    /// the local database, the membership is forgotten, the replica stays.
    static func leaveAfterRemoval(_ local: LocalReplica, database: DatabaseOption) throws(BookFailure) {
        var local = local
        try keepLocally(local.book(), database: database)
        do throws(HouseholdFailure) {
            try HouseholdFolder.writePrivately(
                local.replica.encoded(), to: local.folder.replicaPath(household: local.membership.householdID)
            )
        } catch {
            throw .household(error)
        }
        try? FileManager.default.removeItem(atPath: local.folder.membershipPath)
    }

    /// Makes the local database's price book `book`: entries it lacks are added, entries that
    /// differ are replaced and entries `book` doesn't have are removed, so that `per book`
    /// without a household shows what it showed with one.
    /// - Throws: ``BookFailure/database(_:)``.
    static func keepLocally(_ book: PriceBook, database option: DatabaseOption) throws(BookFailure) {
        let database = try BookDatabase.open(option, creating: !book.products.isEmpty)
        let wanted = Dictionary(book.entries.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        try database.run { store in
            var kept = Set<PriceEntry.ID>()
            for entry in try store.allEntries() {
                if let other = wanted[entry.id], Self.same(entry, other) {
                    kept.insert(entry.id)
                } else {
                    try store.delete(id: entry.id)
                }
            }
            try store.insert(book.entries.filter { !kept.contains($0.id) })
        }
    }

    /// Whether two entries hold the same price, wherever they were seen.
    static func same(_ a: PriceEntry, _ b: PriceEntry) -> Bool {
        a.id == b.id && a.product == b.product && a.store == b.store && a.date == b.date
            && a.isSale == b.isSale
            && a.list == b.list && a.item.price.fractionText == b.item.price.fractionText
            && a.item.quantity.packCount.fractionText == b.item.quantity.packCount.fractionText
            && a.item.quantity.packSize.fractionText == b.item.quantity.packSize.fractionText
            && a.item.quantity.unit.id == b.item.quantity.unit.id
    }
}
