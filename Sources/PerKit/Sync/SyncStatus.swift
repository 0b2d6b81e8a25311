/// How a device's household sync is going, and every message it shows: the status line
/// ("Synced 3 min ago", "Offline — 2 changes waiting") and the failures said once as an alert,
/// in the language of a ``Catalog``.
///
/// The front end runs the network and reports what happens as ``Event``s; PerKit decides the
/// phase and the words. It keeps no clock: events and ``text(now:utcOffset:in:)`` take the time
/// in milliseconds since 1970.
public struct SyncStatus: Hashable, Sendable {
    /// Where the sync stands.
    public enum Phase: String, CaseIterable, Hashable, Sendable {
        /// Not synced since the device joined (or another tab left).
        case idle
        /// A sync is under way.
        case syncing
        /// The last sync worked.
        case synced
        /// The network or the server can't be reached.
        case offline
        /// The last sync failed.
        case failed

        /// The phase named `rawValue`, compared byte for byte.
        public init?(rawValue: String) {
            guard let match = Self.exactlyMatching(rawValue) else { return nil }
            self = match
        }
    }

    /// What the front end saw.
    public enum Event: Hashable, Sendable {
        /// A sync started.
        case started
        /// The edits were recorded: `waiting` changes wait to be sent.
        case prepared(waiting: Int)
        /// The edits couldn't be recorded, for `reason`.
        case prepareFailed(reason: String)
        /// A request couldn't reach the server, or the browser was offline when one was due.
        case networkError
        /// The browser went offline: the status says so unless a sync is under way (which
        /// finds out itself).
        case wentOffline
        /// The server answered a request with an HTTP error `status`, with its `message` if it
        /// gave one, how many seconds to wait before trying again if it said, and the `code` of
        /// its reason if it named one (`"clockAhead"`; see ``ServerRefusal``).
        case httpError(status: Int, message: String?, retryAfterSeconds: Int?, code: String? = nil)
        /// The household's changes couldn't be merged, for `reason`.
        case mergeFailed(reason: String)
        /// Every change was sent and the household's were merged, at `at` milliseconds.
        case synced(at: Int64)
        /// The device joined a household.
        case joined
        /// The device left its household (or another tab made it leave).
        case left
    }

    /// What the front end does after an event, besides showing the status.
    public struct Effects: Hashable, Sendable {
        /// A message to show as an alert, once until a sync works.
        public var alert: String? = nil
        /// Milliseconds after which to sync again (the server asked to wait).
        public var retryIn: Int64? = nil
        /// Whether the device was removed from its household: forget its credentials.
        public var leave = false

        /// Effects with every field given; none by default.
        public init(alert: String? = nil, retryIn: Int64? = nil, leave: Bool = false) {
            self.alert = alert
            self.retryIn = retryIn
            self.leave = leave
        }
    }

    /// Where the sync stands.
    public private(set) var phase: Phase
    /// How many changes wait to be sent (as of the last ``Event/prepared(waiting:)``).
    public private(set) var waiting: Int
    /// When the last sync worked, in milliseconds since 1970, if ever.
    public private(set) var syncedAt: Int64?
    /// The last failure said as an alert, not said again until a sync works: in English, whatever
    /// the language it was said in, so that it is known again after the language changed.
    public private(set) var shownFailure: String?

    /// A status as saved or sent by a front end.
    public init(phase: Phase = .idle, waiting: Int = 0, syncedAt: Int64? = nil, shownFailure: String? = nil) {
        self.phase = phase
        self.waiting = max(0, waiting)
        self.syncedAt = syncedAt
        self.shownFailure = shownFailure
    }

    /// What a device removed from its household is told, in the language of `catalog`: "This
    /// device was removed from the household, so it no longer syncs. …".
    public static func removedMessage(in catalog: Catalog = .english) -> String {
        catalog.text(.deviceRemovedFromHousehold)
    }

    /// Takes what happened; answers what the front end does besides showing the new status, its
    /// alert in the language of `catalog`.
    public mutating func handle(_ event: Event, in catalog: Catalog = .english) -> Effects {
        var effects = Effects()
        switch event {
        case .started:
            phase = .syncing
        case .prepared(let waiting):
            self.waiting = max(0, waiting)
        case .prepareFailed(let reason):
            effects.alert = fail(in: catalog) { $0.text(.listsNotPreparedForSync, ("reason", reason)) }
        case .networkError:
            phase = .offline
        case .wentOffline:
            if phase != .syncing { phase = .offline }
        case .httpError(let status, let message, let retryAfter, let code):
            if status == 401 {
                self = SyncStatus()
                effects.leave = true
                effects.alert = Self.removedMessage(in: catalog)
            } else {
                if status == 429, let retryAfter, retryAfter > 0 { effects.retryIn = Int64(retryAfter) * 1000 }
                let refusal = ServerRefusal(
                    status: status, message: message, retryAfterSeconds: retryAfter, code: code)
                effects.alert = fail(in: catalog) { refusal.message(in: $0) }
            }
        case .mergeFailed(let reason):
            effects.alert = fail(in: catalog) { $0.text(.householdChangesNotMerged, ("reason", reason)) }
        case .synced(let at):
            phase = .synced
            waiting = 0
            shownFailure = nil
            syncedAt = at
        case .joined, .left:
            self = SyncStatus()
        }
        return effects
    }

    /// Fails with the message `message` writes in a catalog: answers it in the language of
    /// `catalog`, unless it was the last one said (in whatever language).
    private mutating func fail(in catalog: Catalog, _ message: (Catalog) -> String) -> String? {
        phase = .failed
        let english = message(.english)
        if let shownFailure, shownFailure.hasSameUTF8(as: english) { return nil }
        shownFailure = english
        return message(catalog)
    }

    /// The status line at `now` (milliseconds since 1970) in the language of `catalog`:
    /// "Syncing…", "Synced 3 min ago", "Offline — 1 change waiting", "Not synced — 2 changes
    /// waiting". After a day it names the day of the last sync, as the clock `utcOffset` minutes
    /// ahead of UTC had it: "Synced on 27 Nov".
    public func text(now: Int64, utcOffset: Int = 0, in catalog: Catalog = .english) -> String {
        switch phase {
        case .syncing: return catalog.text(.syncing)
        case .offline:
            if waiting == 0 { return catalog.text(.offlineNothingWaiting) }
            if waiting == 1 { return catalog.text(.offlineOneChangeWaiting) }
            return catalog.text(.offlineChangesWaiting, ("count", String(waiting)))
        case .failed:
            if waiting == 0 { return catalog.text(.notSynced) }
            if waiting == 1 { return catalog.text(.notSyncedOneChangeWaiting) }
            return catalog.text(.notSyncedChangesWaiting, ("count", String(waiting)))
        case .idle, .synced:
            guard let syncedAt else { return catalog.text(.notSyncedYet) }
            let minutes = (now - syncedAt) / 60_000
            if minutes < 1 { return catalog.text(.syncedJustNow) }
            if minutes < 60 { return catalog.text(.syncedMinutesAgo, ("minutes", String(minutes))) }
            let hours = minutes / 60
            if hours < 24 { return catalog.text(.syncedHoursAgo, ("hours", String(hours))) }
            let day = HouseholdTexts(catalog).day(of: syncedAt, now: now, utcOffset: utcOffset)
            return catalog.text(.syncedOnDate, ("date", day))
        }
    }

    /// Whether "Sync now" can be pressed: not while a sync is under way.
    public var canSyncNow: Bool { phase != .syncing }
}
