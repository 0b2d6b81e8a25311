/// Why a sync record or a change was refused: a message for the person, never silent.
public enum SyncError: Error, Hashable, Sendable {
    /// A member of a record is missing or has a value PerKit refuses; `member` is its path in
    /// the record, such as `fields.price`.
    case invalid(member: String, reason: String)
    /// A stamp is further ahead of the receiver's clock than ``SyncRecord/maximumClockSkew``:
    /// the writing device's clock is wrong.
    case clockAhead(HybridTimestamp, byMilliseconds: Int64)
    /// A change names another device than the one that sent it as the writer of a value it
    /// would store: a device may send only its own writes.
    case stampOfAnotherDevice(member: String, stamp: HybridTimestamp)
    /// The record already exists with another kind.
    case kindMismatch(SyncRecord.ID, stored: SyncRecord.Kind, received: SyncRecord.Kind)

    /// What kind of refusal it is, as the server names it to an app (`code` in its answer):
    /// `invalid`, `clockAhead`, `stampOfAnotherDevice` or `kindMismatch`.
    public var code: String {
        switch self {
        case .invalid: "invalid"
        case .clockAhead: Self.clockAheadCode
        case .stampOfAnotherDevice: "stampOfAnotherDevice"
        case .kindMismatch: "kindMismatch"
        }
    }

    /// The ``code`` of ``clockAhead(_:byMilliseconds:)``.
    public static let clockAheadCode = "clockAhead"

    /// The message shown to the person.
    public var message: String {
        switch self {
        case .invalid(let member, let reason):
            return "'\(member)' \(reason)"
        case .clockAhead(_, let milliseconds):
            return
                "This device's clock is wrong: a change is stamped \(Self.duration(milliseconds)) ahead of the "
                + "server's time. Set the device's date and time, then sync again."
        case .stampOfAnotherDevice(let member, let stamp):
            return "'\(member)' is stamped by another device (\(stamp.text)): a device may only send its own changes"
        case .kindMismatch(let id, let stored, let received):
            return "Record \(id.text) is a \(stored.name), not a \(received.name)"
        }
    }

    /// The message in the language of `catalog`: ``message`` in English, the API's and the
    /// CLI's words; in another language, that the sync's data isn't valid, naming the member
    /// (a record's id when its kind doesn't match).
    public func message(in catalog: Catalog) -> String {
        guard catalog.language != .english else { return message }
        let member: String
        switch self {
        case .invalid(let path, _), .stampOfAnotherDevice(let path, _): member = path
        case .clockAhead(let stamp, _): member = stamp.text
        case .kindMismatch(let id, _, _): member = id.text
        }
        return catalog.text(.syncDataInvalid, ("member", member))
    }

    /// A duration for people: `3 min`, `2 h 5 min`, `4 days`.
    private static func duration(_ milliseconds: Int64) -> String {
        let minutes = milliseconds / 60_000
        if minutes < 60 { return "\(max(minutes, 1)) min" }
        let hours = minutes / 60
        if hours < 48 { return minutes % 60 == 0 ? "\(hours) h" : "\(hours) h \(minutes % 60) min" }
        return "\(hours / 24) days"
    }
}
