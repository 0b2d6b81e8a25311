import PerKit

extension WireSync {
    /// Every word Settings › Sync shows about a household (``HouseholdTexts``):
    /// `{"household": <name or null>, "devices": [{"id", "name", "current", "lastSeenAt":
    /// <milliseconds or null>}], "now": <milliseconds>, "userAgent": <text>}` →
    /// `{"deviceName": "Chrome on Android", "messages": {…}, "alreadyMember": <text or null>,
    /// "devices": [{"id", "name", "current", "mark": "This device" or null, "seen": "Last seen 3 min
    /// ago", "seenDate": <milliseconds or null>, "removeName", "removeTitle", "removeMessage"}]}`.
    ///
    /// `messages` holds `offline`, `devicesOffline`, `missingInvite`, `linkCopied`, `copyLink`,
    /// `askingForInvite`, `qrCodeUnavailable`, `inviteExpiry` (`[before, after]` the time the
    /// page writes), `serverAnswered` (`[before, after]` the HTTP status of a refusal that gave
    /// no message), `moreConflicts` (`[before, after]` how many conflicts a notice leaves out),
    /// `historyUnreadable` and `restoreFailed` (each followed by the reason) and
    /// `otherDevice`. `seenDate`, when not null, is the day the page writes after `seen`. A
    /// malformed request is answered with `{"error": …}`.
    public static func household(_ request: String) -> String {
        answer(request) { json, writer throws(SyncError) in
            guard case .number(let nowText) = json["now"] ?? .null, let now = Int64(nowText) else {
                throw .invalid(member: "now", reason: "is not a time in milliseconds")
            }
            let household = json.string("household")
            writer.member("deviceName", HouseholdTexts.deviceName(userAgent: json.string("userAgent") ?? ""))
            writer.key("messages")
            writer.beginObject()
            writer.member("offline", HouseholdTexts.offline)
            writer.member("devicesOffline", HouseholdTexts.devicesOffline)
            writer.member("missingInvite", HouseholdTexts.missingInvite)
            writer.member("linkCopied", HouseholdTexts.linkCopied)
            writer.member("copyLink", HouseholdTexts.copyLink)
            writer.member("askingForInvite", HouseholdTexts.askingForInvite)
            writer.member("qrCodeUnavailable", HouseholdTexts.qrCodeUnavailable)
            writer.key("inviteExpiry")
            writer.beginArray()
            writer.value(HouseholdTexts.inviteExpiry.before)
            writer.value(HouseholdTexts.inviteExpiry.after)
            writer.endArray()
            writer.key("serverAnswered")
            writer.beginArray()
            writer.value(SyncStatus.httpErrorWords.before)
            writer.value(SyncStatus.httpErrorWords.after)
            writer.endArray()
            writer.key("moreConflicts")
            writer.beginArray()
            writer.value(HouseholdTexts.moreConflicts.before)
            writer.value(HouseholdTexts.moreConflicts.after)
            writer.endArray()
            writer.member("historyUnreadable", HouseholdTexts.historyUnreadable)
            writer.member("restoreFailed", HouseholdTexts.restoreFailed)
            writer.member("otherDevice", HouseholdTexts.otherDevice)
            writer.endObject()
            writer.member("alreadyMember", household.map(HouseholdTexts.alreadyMember(of:)))
            writer.key("devices")
            writer.beginArray()
            for (index, device) in (json.array("devices") ?? []).enumerated() {
                guard let id = device.string("id"), let name = device.string("name") else {
                    throw .invalid(member: "devices[\(index)]", reason: "has no id or name")
                }
                let isCurrent = device.bool("current") ?? false
                let owner = household ?? "the household"
                writer.beginObject()
                writer.member("id", id)
                writer.member("name", name)
                writer.member("current", isCurrent)
                writer.member("mark", isCurrent ? HouseholdTexts.thisDevice : nil)
                var seen: SyncStatus.Text? = nil
                if case .number(let text) = device["lastSeenAt"] ?? .null, let at = Int64(text) {
                    seen = HouseholdTexts.lastSeen(at: at, now: now)
                }
                writer.member("seen", seen?.text ?? "")
                writer.member("seenDate", seen?.date.map { JSON.number(String($0)) } ?? .null)
                writer.member("removeName", HouseholdTexts.removeButtonName(device: name))
                writer.member("removeTitle", HouseholdTexts.removalQuestion(device: name, household: owner))
                writer.member(
                    "removeMessage",
                    HouseholdTexts.removalConsequence(device: name, household: owner, isCurrent: isCurrent))
                writer.endObject()
            }
            writer.endArray()
        }
    }
}
