import Foundation

/// A new invite: the code, shown this once, and when it stops working.
///
/// The rules of invites, which both databases follow: an invite works for ``lifetime``, adds
/// one device (``joinFailure(isUsed:expiresAt:at:)``), and is deleted a week after it expired
/// (``purgeDate(at:)``), when the household's next invite is created.
public struct Invite: Sendable, Equatable {
    /// How long an invite is valid: 15 minutes.
    public static let lifetime: TimeInterval = 15 * 60
    /// How long an expired invite is kept, so that its code is answered as expired rather than
    /// unknown: a week.
    public static let keptAfterExpiry: TimeInterval = 7 * 24 * 3600

    /// The secret code: 128 random bits in base64url.
    public var code: String
    /// When the code stops working (whole seconds).
    public var expiresAt: Date

    /// An invite with `code`, working until `expiresAt`.
    init(code: String, expiresAt: Date) {
        self.code = code
        self.expiresAt = expiresAt
    }

    /// When an invite created at `date` (whole seconds) stops working.
    static func expiry(createdAt date: Date) -> Date {
        date.addingTimeInterval(lifetime)
    }

    /// Invites that expired before this date are deleted when an invite is created at `date`.
    static func purgeDate(at date: Date) -> Date {
        date.addingTimeInterval(-keptAfterExpiry)
    }

    /// Why a stored invite can't add a device at `date`, or `nil` when it can: a used invite
    /// is answered as used, even once it has expired.
    static func joinFailure(isUsed: Bool, expiresAt: Date, at date: Date) -> JoinFailure? {
        guard !isUsed else { return .alreadyUsed }
        guard date < expiresAt else { return .expired }
        return nil
    }

    /// The link that opens the web app and joins with the code, `<base>/#join=<code>`: the code
    /// is in the fragment, which browsers never send to a server, so it reaches no log.
    /// - Parameter base: The server's public URL, e.g. `https://per.example`; a trailing `/` is
    ///   dropped.
    public func link(base: String) -> String {
        var base = Substring(base)
        while base.hasSuffix("/") { base = base.dropLast() }
        return base + "/#join=" + code
    }
}
