import Foundation

/// A new invite: the code, shown this once, and when it stops working.
public struct Invite: Sendable, Equatable {
    /// How long an invite is valid: 15 minutes.
    public static let lifetime: TimeInterval = 15 * 60

    /// The secret code: 128 random bits in base64url.
    public var code: String
    /// When the code stops working (whole seconds).
    public var expiresAt: Date

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
