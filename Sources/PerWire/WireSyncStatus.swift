import PerKit

extension WireSync {
    /// The sync's status after an event (``SyncStatus``), in the app's language: `{"status":
    /// <status or null>, "event": <event or null>, "now": <milliseconds since 1970>,
    /// "utcOffset": <minutes>, "language": "de"}` → `{"status": <status>, "text": "Synced 3 min
    /// ago", "canSyncNow": <bool>, "alert": <message or null>, "retryIn": <milliseconds or null>,
    /// "leave": <bool>}`.
    ///
    /// A status is `{"phase": "synced", "waiting": 2, "syncedAt": <milliseconds or null>,
    /// "shownFailure": <message or null>}`, kept by the page between calls. An event is
    /// `{"type": …}`, one of `started`, `prepared` (with `"waiting": <count>`), `prepareFailed`
    /// and `mergeFailed` (with `"reason"`), `networkError`, `wentOffline`, `httpError` (with
    /// `"status"`, and `"message"`, `"retryAfter"` in seconds and `"code"` when the server gave
    /// them; see ``ServerRefusal``),
    /// `synced`, `joined` and `left`; none only writes the status at `now` (the page does so as
    /// time passes, and when the language changes). `language` is a code of ``Language``
    /// (English when it names none the app speaks); `utcOffset` is how many minutes the device's
    /// clock was ahead of UTC at the last sync, for its day once it is a day old ("Synced on 27
    /// Nov"). `shownFailure` stays in English whatever the language. A malformed request is
    /// answered with `{"error": …}`.
    public static func status(_ request: String) -> String {
        answer(request) { json, writer throws(SyncError) in
            guard case .number(let nowText) = json["now"] ?? .null, let now = Int64(nowText) else {
                throw .invalid(member: "now", reason: "is not a time in milliseconds")
            }
            var status = SyncStatus()
            if let saved = json["status"], !saved.isNull {
                guard let phase = saved.string("phase").flatMap({ SyncStatus.Phase(rawValue: $0) }) else {
                    throw .invalid(member: "status.phase", reason: "is not a phase of the sync")
                }
                var syncedAt: Int64? = nil
                if case .number(let text) = saved["syncedAt"] ?? .null { syncedAt = Int64(text) }
                status = SyncStatus(
                    phase: phase, waiting: saved.int("waiting") ?? 0, syncedAt: syncedAt,
                    shownFailure: saved.string("shownFailure"))
            }
            let catalog = catalog(of: json)
            var effects = SyncStatus.Effects()
            if let event = json["event"], !event.isNull {
                effects = status.handle(try Self.event(event, now: now), in: catalog)
            }
            writer.key("status")
            writer.beginObject()
            writer.member("phase", status.phase.rawValue)
            writer.member("waiting", status.waiting)
            writer.member("syncedAt", status.syncedAt.map { JSON.number(String($0)) } ?? .null)
            writer.member("shownFailure", status.shownFailure)
            writer.endObject()
            writer.member("text", status.text(now: now, utcOffset: utcOffset(of: json), in: catalog))
            writer.member("canSyncNow", status.canSyncNow)
            writer.member("alert", effects.alert)
            writer.member("retryIn", effects.retryIn.map { JSON.number(String($0)) } ?? .null)
            writer.member("leave", effects.leave)
        }
    }

    /// The event a page reported.
    private static func event(_ json: JSON, now: Int64) throws(SyncError) -> SyncStatus.Event {
        let type = json.string("type") ?? ""
        let reason = json.string("reason") ?? ""
        if type.hasSameUTF8(as: "started") { return .started }
        if type.hasSameUTF8(as: "prepared") { return .prepared(waiting: json.int("waiting") ?? 0) }
        if type.hasSameUTF8(as: "prepareFailed") { return .prepareFailed(reason: reason) }
        if type.hasSameUTF8(as: "networkError") { return .networkError }
        if type.hasSameUTF8(as: "wentOffline") { return .wentOffline }
        if type.hasSameUTF8(as: "httpError"), let status = json.int("status") {
            return .httpError(
                status: status, message: json.string("message"), retryAfterSeconds: json.int("retryAfter"),
                code: json.string("code"))
        }
        if type.hasSameUTF8(as: "mergeFailed") { return .mergeFailed(reason: reason) }
        if type.hasSameUTF8(as: "synced") { return .synced(at: now) }
        if type.hasSameUTF8(as: "joined") { return .joined }
        if type.hasSameUTF8(as: "left") { return .left }
        throw .invalid(member: "event.type", reason: "is not an event of the sync")
    }
}
