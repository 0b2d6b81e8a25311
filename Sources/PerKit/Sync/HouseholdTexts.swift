/// Every word Settings › Sync says about a household and its devices, besides the status line
/// (``SyncStatus``): the front end shows them as they are, and writes only times and days in
/// the locale's words where a text leaves room for one.
///
/// Like ``SyncStatus``, it keeps no clock: times are milliseconds since 1970.
public enum HouseholdTexts {
    /// A request that needs the server failed because the device is offline.
    public static let offline = "You're offline: this needs the server. Try again when you're connected."
    /// The devices can't be listed offline.
    public static let devicesOffline = "The household's devices show when you're online."
    /// Join was pressed with no invite.
    public static let missingInvite = "Paste the invite link (or its code) first."
    /// The invite link was copied.
    public static let linkCopied = "Link copied"
    /// The invite link couldn't be copied, and is selected for the shopper to copy.
    public static let copyLink = "Copy the selected link."
    /// An invite is being asked for.
    public static let askingForInvite = "Asking for an invite…"
    /// The invite's QR code can't be drawn.
    public static let qrCodeUnavailable = "The QR code can't be shown here: share the link instead."
    /// The mark of the device the page runs on, in the list of devices.
    public static let thisDevice = "This device"
    /// What an invite says of itself, before and after the time it expires, which the front end
    /// writes in the locale's words ("Works once, until 14:05. On the new device, …").
    public static let inviteExpiry = (
        before: "Works once, until ", after: ". On the new device, scan the code or open the link."
    )

    /// What the Sync history says when it can't be read, before the reason.
    public static let historyUnreadable = "The Sync history can't be read: "
    /// What the Sync history says when a change couldn't be restored, before the reason.
    public static let restoreFailed = "Couldn't restore it: "
    /// Who made the other side of a conflict, when the device's name is not known.
    public static let otherDevice = "Other device"
    /// The words around how many conflicts a sync's notice leaves out after the ones it lists,
    /// which the front end writes between them: "and 2 more".
    public static let moreConflicts = (before: "and ", after: " more")

    /// Why an invite link opened on a device that already syncs can't be used.
    public static func alreadyMember(of household: String) -> String {
        "This device already syncs with " + household
            + ". To join another household, remove it from this one first."
    }

    /// The name of a device's Remove button, e.g. "Remove device Pixel".
    public static func removeButtonName(device: String) -> String {
        "Remove device " + device
    }

    /// The question that asks before a device is removed, e.g. "Remove Pixel from Home?".
    public static func removalQuestion(device: String, household: String) -> String {
        "Remove " + device + " from " + household + "?"
    }

    /// What removing a device does; `isCurrent` when it is the device the page runs on.
    public static func removalConsequence(device: String, household: String, isCurrent: Bool) -> String {
        let keeps = " It keeps its own lists and price book, and can join again with a new invite."
        return isCurrent
            ? "This device will leave " + household + " and stop syncing." + keeps
            : device + " will stop syncing with " + household + "." + keeps
    }

    /// When a device was last seen, at `now`: "Active now" within two minutes, then "Last seen
    /// 3 min ago", "Last seen 5 h ago" up to two days, then "Last seen " and the day.
    public static func lastSeen(at seen: Int64, now: Int64) -> SyncStatus.Text {
        let minutes = now >= seen ? (now - seen) / 60_000 : 0
        if minutes < 2 { return SyncStatus.Text("Active now") }
        if minutes < 60 { return SyncStatus.Text("Last seen " + String(minutes) + " min ago") }
        if minutes < 48 * 60 { return SyncStatus.Text("Last seen " + String(minutes / 60) + " h ago") }
        return SyncStatus.Text("Last seen ", date: seen)
    }

    /// A name for a new device from its browser's user agent, such as "Chrome on Android", for
    /// the shopper to start from.
    public static func deviceName(userAgent agent: String) -> String {
        let browser: String
        if agent.containsUTF8("Edg/") {
            browser = "Edge"
        } else if agent.containsUTF8("Firefox/") {
            browser = "Firefox"
        } else if agent.containsUTF8("Chrome/") || agent.containsUTF8("Chromium/") {
            browser = "Chrome"
        } else if agent.containsUTF8("Safari/") {
            browser = "Safari"
        } else {
            browser = "Browser"
        }
        let system: String
        if agent.containsUTF8("iPhone") {
            system = "iPhone"
        } else if agent.containsUTF8("iPad") {
            system = "iPad"
        } else if agent.containsUTF8("Android") {
            system = "Android"
        } else if agent.containsUTF8("Mac OS X") {
            system = "Mac"
        } else if agent.containsUTF8("Windows") {
            system = "Windows"
        } else if agent.containsUTF8("Linux") || agent.containsUTF8("CrOS") {
            system = "Linux"
        } else {
            return browser
        }
        return browser + " on " + system
    }
}
