import HTTPTypes
import Hummingbird
import PerKit
import PerStorage

/// The HTTP answers to PerStorage's errors: the server says what the storage refused in the
/// API's words, with the status, body and headers the API documents.
extension APIError {
    /// 422 `{"error": "Change 3: <PerKit's message>", "index": 3, "code": "clockAhead"}`: a
    /// change of a sync request that PerKit refuses, and what kind of refusal it is.
    init(_ rejection: SyncRejection) {
        self.init(.unprocessableContent, "Change \(rejection.index): \(rejection.error.message)")
        changeIndex = rejection.index
        code = rejection.error.code
    }

    /// 413 with what the household would hold and what it may, and `"code": "householdFull"`.
    init(_ exceeded: QuotaExceeded) {
        let usage = exceeded.usage
        let quota = exceeded.quota
        let what =
            usage.records > quota.records
            ? "\(usage.records) records, more than the \(quota.records) a household may keep"
            : "\(Self.megabytes(usage.bytes)) of records, more than the \(Self.megabytes(quota.bytes)) a household may keep"
        self.init(
            .contentTooLarge,
            "The household would hold \(what) on this server: remove lists or old prices you no longer need, "
                + "or ask the server's owner to raise the limit (per serve --quota-records, --quota-bytes)")
        code = ServerRefusal.householdFullCode
    }

    /// 404 for an unknown code, 410 for an expired or used one.
    init(_ failure: JoinFailure) {
        switch failure {
        case .unknown:
            self.init(
                .notFound, "This invite code is not valid: ask a member of the household for a new invite")
        case .expired:
            self.init(.gone, "This invite has expired: invites work for 15 minutes; ask for a new one")
        case .alreadyUsed:
            self.init(
                .gone, "This invite has already been used: each invite adds one device; ask for a new one")
        }
    }

    /// `4000 bytes` below a megabyte, `117.3 MB` from one.
    private static func megabytes(_ bytes: Int) -> String {
        guard bytes >= 1_000_000 else { return "\(bytes) bytes" }
        let tenths = (bytes + 50_000) / 100_000
        return "\(tenths / 10).\(tenths % 10) MB"
    }
}

/// A database that can't be used right now: 503 with `Retry-After: 5` and a JSON message, and
/// the server keeps running; it answers again once the database is back.
extension DatabaseUnavailable: HTTPResponseError {
    /// 503 Service Unavailable.
    public var status: HTTPResponse.Status { .serviceUnavailable }

    /// The JSON answer, with `Retry-After: 5`.
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var error = APIError(.serviceUnavailable, message)
        error.headers[.retryAfter] = "5"
        return error.response()
    }
}

/// A sync whose records other requests kept changing: 503 with `Retry-After: 1`.
extension SyncContention: HTTPResponseError {
    /// 503 Service Unavailable.
    public var status: HTTPResponse.Status { .serviceUnavailable }

    /// The JSON answer, with `Retry-After: 1`.
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var error = APIError(
            .serviceUnavailable,
            "Other devices of the household are changing the same records right now; try again in a moment")
        error.headers[.retryAfter] = "1"
        return error.response()
    }
}
