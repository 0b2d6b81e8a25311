/// Every word Settings › Sync says about a household and its devices, besides the status line
/// (``SyncStatus``), in the language of a ``Catalog``: the front end shows them as they are, and
/// writes only a time of day where a text leaves room for one (`{time}`) and the reason of a
/// failure (`{reason}`).
///
/// Like ``SyncStatus``, it keeps no clock: times are milliseconds since 1970, and a day is said
/// in the time zone the front end gives as its offset from UTC.
public struct HouseholdTexts: Hashable, Sendable {
    /// The catalog the texts are in.
    public let catalog: Catalog

    /// The texts in the language of `catalog`; English by default (the CLI's and the API's).
    public init(_ catalog: Catalog = .english) {
        self.catalog = catalog
    }

    /// A request that needs the server failed because the device is offline.
    public var offline: String { catalog.text(.syncNeedsTheServer) }
    /// The devices can't be listed offline.
    public var devicesOffline: String { catalog.text(.devicesShowWhenOnline) }
    /// Join was pressed with no invite.
    public var missingInvite: String { catalog.text(.pasteTheInviteFirst) }
    /// The invite link was copied.
    public var linkCopied: String { catalog.text(.linkCopied) }
    /// The invite link couldn't be copied, and is selected for the shopper to copy.
    public var copyLink: String { catalog.text(.copyTheSelectedLink) }
    /// An invite is being asked for.
    public var askingForInvite: String { catalog.text(.askingForAnInvite) }
    /// The invite's QR code can't be drawn.
    public var qrCodeUnavailable: String { catalog.text(.qrCodeUnavailable) }
    /// The mark of the device the page runs on, in the list of devices.
    public var thisDevice: String { catalog.text(.thisDevice) }
    /// Who made the other side of a conflict, when the device's name is not known.
    public var otherDevice: String { catalog.text(.otherDevice) }

    /// What an invite says of itself, with the placeholder `{time}` for the time it expires,
    /// which the front end writes in the locale's words: "Works once, until {time}. On the new
    /// device, scan the code or open the link."
    public var inviteExpiry: String { catalog.text(.inviteWorksUntil) }

    /// What the Sync history says when it can't be read, with the placeholder `{reason}` for
    /// why, which the front end fills in: "The Sync history can't be read: {reason}".
    public var historyUnreadable: String { catalog.text(.syncHistoryUnreadable) }

    /// What the Sync history says when a change couldn't be restored, with the placeholder
    /// `{reason}` for why, which the front end fills in: "Couldn't restore it: {reason}".
    public var restoreFailed: String { catalog.text(.couldNotRestore) }

    /// How a sync's notice says how many more conflicts it leaves out after the ones it lists:
    /// "and 1 more", "and 2 more".
    public func moreConflicts(_ count: Int) -> String {
        count == 1 ? catalog.text(.oneMoreConflict) : catalog.text(.moreConflicts, ("count", String(count)))
    }

    /// Why an invite link opened on a device that already syncs can't be used.
    public func alreadyMember(of household: String) -> String {
        catalog.text(.alreadySyncsWith, ("household", household))
    }

    /// The name of a device's Remove button, e.g. "Remove device Pixel".
    public func removeButtonName(device: String) -> String {
        catalog.text(.removeDeviceNamed, ("device", device))
    }

    /// The question that asks before a device is removed, e.g. "Remove Pixel from Home?".
    public func removalQuestion(device: String, household: String) -> String {
        catalog.text(.removeDeviceFromHousehold, ("device", device), ("household", household))
    }

    /// What removing a device does; `isCurrent` when it is the device the page runs on.
    public func removalConsequence(device: String, household: String, isCurrent: Bool) -> String {
        isCurrent
            ? catalog.text(.thisDeviceWillLeave, ("household", household))
            : catalog.text(.otherDeviceWillStopSyncing, ("device", device), ("household", household))
    }

    /// When a device was last seen, at `now`: "Active now" within two minutes, then "Last seen
    /// 3 min ago", "Last seen 5 h ago" up to two days, then the day, as the clock `utcOffset`
    /// minutes ahead of UTC had it: "Last seen 27 Nov" ("Last seen 27 Nov 2025" in another year).
    public func lastSeen(at seen: Int64, now: Int64, utcOffset: Int = 0) -> String {
        let minutes = now >= seen ? (now - seen) / 60_000 : 0
        if minutes < 2 { return catalog.text(.activeNow) }
        if minutes < 60 { return catalog.text(.lastSeenMinutesAgo, ("minutes", String(minutes))) }
        if minutes < 48 * 60 { return catalog.text(.lastSeenHoursAgo, ("hours", String(minutes / 60))) }
        return catalog.text(.lastSeenOnDate, ("date", day(of: seen, now: now, utcOffset: utcOffset)))
    }

    /// A name for a new device from its browser's user agent, such as "Chrome on Android", for
    /// the shopper to start from.
    public func deviceName(userAgent agent: String) -> String {
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
            browser = catalog.text(.webBrowser)
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
        return catalog.text(.browserOnSystem, ("browser", browser), ("system", system))
    }

    /// The day of `time` as the sync's texts say it: "27 Nov", or "27 Nov 2025" when it is not
    /// in the year of `now`.
    func day(of time: Int64, now: Int64, utcOffset: Int) -> String {
        catalog.shortText(
            of: CalendarDate(milliseconds: time, utcOffset: utcOffset),
            today: CalendarDate(milliseconds: now, utcOffset: utcOffset))
    }
}
