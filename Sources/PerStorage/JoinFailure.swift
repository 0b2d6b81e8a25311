/// Why an invite code doesn't add a device.
public enum JoinFailure: Error, Equatable, Sendable {
    /// No invite has this code.
    case unknown
    /// The invite's 15 minutes are over (``Invite/lifetime``).
    case expired
    /// A device has joined with the code already.
    case alreadyUsed
}
