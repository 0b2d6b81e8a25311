/// Who may create a household with `POST /api/households` (`per serve --signup`).
public enum SignupPolicy: String, Sendable, CaseIterable {
    /// Anyone who can reach the server.
    case open
    /// Nobody: households are created with `per household create NAME` on the server's
    /// machine, and devices join them with invites.
    case closed

    /// The default for a server listening on `host`: `open` on a loopback address
    /// (`127.0.0.1`, `::1`, `localhost`), where only this machine can reach it; `closed`
    /// otherwise, including `0.0.0.0` and `::`.
    public static func `default`(listeningOn host: String) -> SignupPolicy {
        isLoopback(host) ? .open : .closed
    }

    /// Whether `host` is a loopback address or name.
    static func isLoopback(_ host: String) -> Bool {
        let host = host.lowercased()
        return host == "localhost" || host == "::1" || host == "[::1]" || host.hasPrefix("127.")
    }
}
