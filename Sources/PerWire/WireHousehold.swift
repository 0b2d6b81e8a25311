import PerKit

extension WireSync {
    /// Every word Settings › Sync shows about a household (``HouseholdTexts``), in the app's
    /// language: `{"household": <name or null>, "devices": [{"id", "name", "current",
    /// "lastSeenAt": <milliseconds or null>, "utcOffset": <minutes>}], "now": <milliseconds>,
    /// "utcOffset": <minutes>, "userAgent": <text>, "language": "de"}` → `{"deviceName":
    /// "Chrome on Android", "messages": {…}, "alreadyMember": <text or null>, "devices": [{"id",
    /// "name", "current", "mark": "This device" or null, "seen": "Last seen 3 min ago",
    /// "removeName", "removeTitle", "removeMessage"}]}`.
    ///
    /// `language` is a code of ``Language`` (English when it names none the app speaks);
    /// `utcOffset` is how many minutes the device's clock is ahead of UTC, now and, for each
    /// device, when it was last seen, for the day a device seen days ago was last seen ("Last
    /// seen 27 Nov"). `messages` holds `offline`, `devicesOffline`, `missingInvite`,
    /// `linkCopied`, `copyLink`, `askingForInvite`, `qrCodeUnavailable`, `otherDevice`,
    /// `inviteExpiry` (with `{time}` for the time the invite expires, which the page writes), and
    /// `historyUnreadable` and `restoreFailed` (each with `{reason}` for why).
    ///
    /// Words that need a number the page has are asked for with it: `"moreConflicts": <count>`
    /// (how many conflicts a sync's notice leaves out) is answered `"moreConflicts": "and 2
    /// more"`, and `"httpStatus": <status>` (of a refusal, with the server's `"serverMessage"` and
    /// `"retryAfter"` in seconds when it gave them) is answered `"serverAnswered"`, the refusal in
    /// the language (``ServerRefusal``): "The server answered HTTP 502.", "Zu viele Anfragen.
    /// Versuche es in 30 s noch einmal.". A malformed request is answered with `{"error": …}`.
    public static func household(_ request: String) -> String {
        answer(request) { json, writer throws(SyncError) in
            guard case .number(let nowText) = json["now"] ?? .null, let now = Int64(nowText) else {
                throw .invalid(member: "now", reason: "is not a time in milliseconds")
            }
            let texts = HouseholdTexts(catalog(of: json))
            let household = json.string("household")
            writer.member("deviceName", texts.deviceName(userAgent: json.string("userAgent") ?? ""))
            writer.key("messages")
            writer.beginObject()
            writer.member("offline", texts.offline)
            writer.member("devicesOffline", texts.devicesOffline)
            writer.member("missingInvite", texts.missingInvite)
            writer.member("linkCopied", texts.linkCopied)
            writer.member("copyLink", texts.copyLink)
            writer.member("askingForInvite", texts.askingForInvite)
            writer.member("qrCodeUnavailable", texts.qrCodeUnavailable)
            writer.member("inviteExpiry", texts.inviteExpiry)
            writer.member("historyUnreadable", texts.historyUnreadable)
            writer.member("restoreFailed", texts.restoreFailed)
            writer.member("otherDevice", texts.otherDevice)
            writer.endObject()
            if let count = json.int("moreConflicts") {
                writer.member("moreConflicts", texts.moreConflicts(count))
            }
            if let status = json.int("httpStatus") {
                let refusal = ServerRefusal(
                    status: status, message: json.string("serverMessage"),
                    retryAfterSeconds: json.int("retryAfter"), code: json.string("code"))
                writer.member("serverAnswered", refusal.message(in: texts.catalog))
            }
            writer.member("alreadyMember", household.map(texts.alreadyMember(of:)))
            writer.key("devices")
            writer.beginArray()
            let utcOffset = Self.utcOffset(of: json)
            for (index, device) in (json.array("devices") ?? []).enumerated() {
                guard let id = device.string("id"), let name = device.string("name") else {
                    throw .invalid(member: "devices[\(index)]", reason: "has no id or name")
                }
                let isCurrent = device.bool("current") ?? false
                let owner = household ?? texts.catalog.text(.household)
                writer.beginObject()
                writer.member("id", id)
                writer.member("name", name)
                writer.member("current", isCurrent)
                writer.member("mark", isCurrent ? texts.thisDevice : nil)
                var seen = ""
                if case .number(let text) = device["lastSeenAt"] ?? .null, let at = Int64(text) {
                    let offset = device["utcOffset"] == nil ? utcOffset : Self.utcOffset(of: device)
                    seen = texts.lastSeen(at: at, now: now, utcOffset: offset)
                }
                writer.member("seen", seen)
                writer.member("removeName", texts.removeButtonName(device: name))
                writer.member("removeTitle", texts.removalQuestion(device: name, household: owner))
                writer.member(
                    "removeMessage",
                    texts.removalConsequence(device: name, household: owner, isCurrent: isCurrent))
                writer.endObject()
            }
            writer.endArray()
        }
    }
}
