/// A server's refusal of a request the app made (a sync, joining a household, reading a tag),
/// said in the app's language by ``message(in:)``.
///
/// `per serve` answers in English, the API's words (`{"error": "This invite has expired: …"}`).
/// In English the app shows that message; in another language it shows its own sentence for the
/// status, so that no English reason sits inside a translated sentence. A refusal with no message
/// of its own (a proxy's page) is said by its status in every language.
public struct ServerRefusal: Hashable, Sendable {
    /// The HTTP status, e.g. 429.
    public let status: Int
    /// The server's own message (`error` in its JSON answer), if it gave one.
    public let message: String?
    /// When to try again, from `Retry-After`, if the server said.
    public let retryAfterSeconds: Int?
    /// What kind of refusal it is, if the server said: ``householdFullCode``, or what a sync
    /// change met (``SyncError/code``).
    public let code: String?

    /// The `code` of a write refused because the household would hold more than the server
    /// lets it (HTTP 413).
    public static let householdFullCode = "householdFull"

    /// The refusal with `status`, the server's `message`, its `Retry-After` in seconds and its
    /// `code`.
    public init(status: Int, message: String? = nil, retryAfterSeconds: Int? = nil, code: String? = nil) {
        self.status = status
        self.message = message
        self.retryAfterSeconds = retryAfterSeconds
        self.code = code
    }

    /// What the shopper is told, in the language of `catalog`: the server's message in English,
    /// otherwise the sentence for the status ("Zu viele Anfragen. Versuche es in 30 s noch
    /// einmal."; "The server answered HTTP 502." for a status with no sentence of its own).
    public func message(in catalog: Catalog) -> String {
        if catalog.language == .english, let message { return message }
        if let code, code.hasSameUTF8(as: SyncError.clockAheadCode) {
            return catalog.text(.deviceClockAhead)
        }
        if let code, code.hasSameUTF8(as: Self.householdFullCode) {
            return catalog.text(.refusalHouseholdFull)
        }
        switch status {
        case 400: return catalog.text(.refusalBadRequest)
        case 401: return catalog.text(.refusalUnauthorized)
        case 403: return catalog.text(.refusalForbidden)
        case 404: return catalog.text(.refusalNotFound)
        case 408: return catalog.text(.refusalTimeout)
        case 410: return catalog.text(.refusalGone)
        case 413: return catalog.text(.refusalTooLarge)
        case 415: return catalog.text(.refusalUnsupportedType)
        case 422: return catalog.text(.refusalInvalid)
        case 429:
            guard let seconds = retryAfterSeconds, seconds > 0 else { return catalog.text(.refusalTooMany) }
            return catalog.text(.refusalTooManyRetryIn, ("seconds", String(seconds)))
        case 500: return catalog.text(.refusalServerError)
        case 503: return catalog.text(.refusalBusy)
        default: return catalog.text(.serverAnsweredHTTP, ("status", String(status)))
        }
    }
}
