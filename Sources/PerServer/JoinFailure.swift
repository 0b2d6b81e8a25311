/// Why an invite code doesn't add a device.
enum JoinFailure: Error, Equatable {
    /// No invite has this code.
    case unknown
    /// The invite's 15 minutes are over.
    case expired
    /// A device has joined with the code already.
    case alreadyUsed

    /// The API's answer: 404 for an unknown code, 410 for an expired or used one.
    var apiError: APIError {
        switch self {
        case .unknown:
            APIError(
                .notFound, "This invite code is not valid: ask a member of the household for a new invite")
        case .expired:
            APIError(.gone, "This invite has expired: invites work for 15 minutes; ask for a new one")
        case .alreadyUsed:
            APIError(
                .gone, "This invite has already been used: each invite adds one device; ask for a new one")
        }
    }
}
