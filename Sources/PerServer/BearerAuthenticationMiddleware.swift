import Foundation
import HTTPTypes
import Hummingbird

/// Lets a request through only with `Authorization: Bearer TOKEN` of a device that has not
/// been removed, and sets that device on the context (``DeviceRequestContext/device``).
///
/// - No `Authorization` header: 401 with `WWW-Authenticate: Bearer`.
/// - A header that is not `Bearer` and one well-formed token, or a token of no device: 401,
///   and a failure counted against the client's address.
/// - An address with too many recent failures: 429 with `Retry-After`, before the token is
///   looked at.
///
/// The token is hashed and looked up on every request, so a removed device's token stops
/// working at once. Neither the token nor its hash is ever logged or put in a message.
struct BearerAuthenticationMiddleware<Context: DeviceRequestContext>: RouterMiddleware {
    let database: any Repository
    let limiter: FailureRateLimiter
    let now: @Sendable () -> Date

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let values = request.headers[values: .authorization]
        guard !values.isEmpty else { throw APIError.missingToken }
        let address = context.clientAddress
        if let seconds = limiter.retryAfter(address, now: now()) {
            throw APIError.tooManyFailures(retryAfter: seconds)
        }
        guard values.count == 1, let token = Self.bearerToken(values[0]) else {
            limiter.recordFailure(address, now: now())
            throw APIError.malformedAuthorization
        }
        guard let device = try await database.device(token: String(token), at: now()) else {
            limiter.recordFailure(address, now: now())
            throw APIError.invalidToken
        }
        var context = context
        context.device = device
        return try await next(request, context)
    }

    /// The token of `Bearer TOKEN` (the scheme in any case, then spaces), if well-formed.
    static func bearerToken(_ value: String) -> Substring? {
        let scheme = "bearer "
        guard value.count > scheme.count, value.prefix(scheme.count).lowercased() == scheme else {
            return nil
        }
        let token = value.dropFirst(scheme.count).drop(while: { $0 == " " })
        return Secret.isWellFormed(token) ? token : nil
    }
}
