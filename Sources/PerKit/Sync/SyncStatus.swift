/// How a device's household sync is going, and every message it shows: the status line
/// ("Synced 3 min ago", "Offline — 2 changes waiting") and the failures said once as an alert.
///
/// The front end runs the network and reports what happens as ``Event``s; PerKit decides the
/// phase and the words. It keeps no clock: events and ``text(now:)`` take the time in
/// milliseconds since 1970.
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
        /// gave one, and how many seconds to wait before trying again if it said.
        case httpError(status: Int, message: String?, retryAfterSeconds: Int?)
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
    /// The last failure said as an alert, not said again until a sync works.
    public private(set) var shownFailure: String?

    /// A status as saved or sent by a front end.
    public init(phase: Phase = .idle, waiting: Int = 0, syncedAt: Int64? = nil, shownFailure: String? = nil) {
        self.phase = phase
        self.waiting = max(0, waiting)
        self.syncedAt = syncedAt
        self.shownFailure = shownFailure
    }

    /// What a device removed from its household is told.
    public static let removedMessage =
        "This device was removed from the household, so it no longer syncs. Your lists and price "
        + "book stay on this device; to sync again, join with a new invite."

    /// The words around the HTTP status of a server's refusal that gave no message of its own,
    /// for a front end that writes the status between them.
    public static let httpErrorWords = (before: "The server answered HTTP ", after: ".")

    /// What a server's refusal with HTTP `status` and no message of its own says, e.g. "The
    /// server answered HTTP 502.".
    public static func httpErrorMessage(status: Int) -> String {
        httpErrorWords.before + String(status) + httpErrorWords.after
    }

    /// Takes what happened; answers what the front end does besides showing the new status.
    public mutating func handle(_ event: Event) -> Effects {
        var effects = Effects()
        switch event {
        case .started:
            phase = .syncing
        case .prepared(let waiting):
            self.waiting = max(0, waiting)
        case .prepareFailed(let reason):
            effects.alert = fail("Your lists couldn't be prepared for syncing: " + reason)
        case .networkError:
            phase = .offline
        case .wentOffline:
            if phase != .syncing { phase = .offline }
        case .httpError(let status, let message, let retryAfter):
            if status == 401 {
                self = SyncStatus()
                effects.leave = true
                effects.alert = Self.removedMessage
            } else {
                if status == 429, let retryAfter, retryAfter > 0 { effects.retryIn = Int64(retryAfter) * 1000 }
                effects.alert = fail(message ?? Self.httpErrorMessage(status: status))
            }
        case .mergeFailed(let reason):
            effects.alert = fail("The household's changes couldn't be merged: " + reason)
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

    /// Fails with `message`: the message to say, unless it was the last one said.
    private mutating func fail(_ message: String) -> String? {
        phase = .failed
        if let shownFailure, shownFailure.hasSameUTF8(as: message) { return nil }
        shownFailure = message
        return message
    }

    /// The status line at `now` (milliseconds since 1970): "Syncing…", "Synced 3 min ago",
    /// "Offline — 1 change waiting", "Not synced — 2 changes waiting". After a day it is
    /// "Synced on " and ``Text/date``, the day of the last sync for the front end to write in
    /// its locale.
    public func text(now: Int64) -> Text {
        let changes = waiting == 1 ? "1 change waiting" : String(waiting) + " changes waiting"
        switch phase {
        case .syncing: return Text("Syncing…")
        case .offline: return Text(waiting == 0 ? "Offline — nothing waiting" : "Offline — " + changes)
        case .failed: return Text(waiting == 0 ? "Not synced" : "Not synced — " + changes)
        case .idle, .synced:
            guard let syncedAt else { return Text("Not synced yet") }
            let minutes = (now - syncedAt) / 60_000
            if minutes < 1 { return Text("Synced just now") }
            if minutes < 60 { return Text("Synced " + String(minutes) + " min ago") }
            let hours = minutes / 60
            if hours < 24 { return Text("Synced " + String(hours) + " h ago") }
            return Text("Synced on ", date: syncedAt)
        }
    }

    /// Whether "Sync now" can be pressed: not while a sync is under way.
    public var canSyncNow: Bool { phase != .syncing }

    /// The status line: text, and a day for the front end to write after it.
    public struct Text: Hashable, Sendable {
        /// The words.
        public let text: String
        /// A time (milliseconds since 1970) whose day follows ``text`` as the locale writes a
        /// short date ("27 Nov"), if any.
        public let date: Int64?

        init(_ text: String, date: Int64? = nil) {
            self.text = text
            self.date = date
        }
    }
}
