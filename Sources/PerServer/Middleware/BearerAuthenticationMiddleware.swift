import Foundation
import HTTPTypes
import Hummingbird
import PerStorage

/// Lets a request through only with `Authorization: Bearer TOKEN` of a device that has not
/// been removed, and sets that device on the context (``DeviceRequestContext/device``).
///
/// - No `Authorization` header: 401 with `WWW-Authenticate: Bearer`.
/// - A header that is not `Bearer` and one well-formed token, or a token of no device: 401,
///   and a failure counted against the client's address.
/// - The token of a removed device: 401, and a failure counted against the token, not the
///   address: a removed phone that keeps syncing doesn't lock out the household's other
///   devices behind the same router. Past the limit, that token alone gets 429.
/// - An address with too many recent failures and lookups in flight: 429 with `Retry-After`,
///   before the token is looked at (``FailureRateLimiter``).
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
        if let seconds = await limiter.reserve(address, now: now()) {
            throw APIError.tooManyFailures(retryAfter: seconds)
        }
        guard values.count == 1, let token = Self.bearerToken(values[0]).map(String.init) else {
            limiter.failed(address, now: now())
            throw APIError.malformedAuthorization
        }
        let device: AuthenticatedDevice?
        do {
            device = try await database.device(token: token, at: now())
        } catch {
            limiter.succeeded(address)
            throw error
        }
        guard let device else {
            try await refuse(token, from: address)
        }
        limiter.succeeded(address)
        var context = context
        context.device = device
        return try await next(request, context)
    }

    /// Counts the failure of a token that is no device's, and refuses it.
    /// - Throws: 401; 429 for a removed device's token past the limit.
    private func refuse(_ token: String, from address: String) async throws -> Never {
        let isRemoved: Bool
        do {
            isRemoved = try await database.isRemovedDevice(token: token)
        } catch {
            limiter.failed(address, now: now())
            throw error
        }
        guard isRemoved else {
            limiter.failed(address, now: now())
            throw APIError.invalidToken
        }
        limiter.succeeded(address)
        let key = "removed device " + Secret.hash(token).base64EncodedString()
        if let seconds = await limiter.reserve(key, now: now()) {
            throw APIError.tooManyFailures(
                retryAfter: seconds, source: "with the token of a device removed from its household")
        }
        limiter.failed(key, now: now())
        throw APIError.invalidToken
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
