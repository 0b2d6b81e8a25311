/// How many failed authentications and failed joins one client address may make in a
/// window of time before it is answered 429 until the window has passed; also how many
/// households it may create (``signup``).
public struct FailureLimit: Sendable, Equatable {
    /// The failures allowed per window; the next request that would be checked is refused.
    public var failures: Int
    /// The window, in seconds.
    public var windowSeconds: Int

    /// 10 failures a minute.
    public static let standard = FailureLimit(failures: 10, windowSeconds: 60)

    /// For households created: 10 an hour per address.
    public static let signup = FailureLimit(failures: 10, windowSeconds: 3600)

    /// A limit of `failures` per `windowSeconds`.
    public init(failures: Int, windowSeconds: Int) {
        self.failures = failures
        self.windowSeconds = windowSeconds
    }
}
