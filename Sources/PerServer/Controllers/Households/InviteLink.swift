import Foundation

/// The answer to `POST /api/invites`: `{"code", "url", "expiresAt"}`.
struct InviteLink: Encodable, Sendable {
    var code: String
    /// `<base>/#join=<code>`: ``Invite/link(base:)``.
    var url: String
    var expiresAt: Date
}
