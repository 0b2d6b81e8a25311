import Foundation
import HTTPTypes
import Hummingbird
import PerStorage

/// Creating households, inviting devices and joining.
///
/// - `POST /api/households` `{"name", "deviceName"}`: 201 with a ``Membership`` (the
///   household, its first device and the device's token); 403 when signup is closed; 429 with
///   `Retry-After` when the client's address has created its ``PerServerConfiguration/signupLimit``.
/// - `POST /api/invites` (authenticated): 201 with `{"code", "url", "expiresAt"}`, a
///   single-use code valid for 15 minutes and the link `<base>/#join=<code>`.
/// - `POST /api/join` `{"code", "deviceName"}`: 201 with a ``Membership``; 404 for an unknown
///   code, 410 for an expired or used one, each counted against the client's address (429
///   with `Retry-After` past the ``FailureLimit``; a join reserves its place in the limit
///   before the code is looked up, so joins sent at once get no more checks).
///
/// Bodies are JSON of at most 16 KiB: 415, 413 and 400 as for lists; 422 for a name
/// ``DisplayName`` refuses.
struct HouseholdsController<Context: DeviceRequestContext>: Sendable {
    let database: any Repository
    let signup: SignupPolicy
    let publicURL: PublicURL
    let limiter: FailureRateLimiter
    /// Counts the households each address creates.
    let signupLimiter: FailureRateLimiter
    let now: @Sendable () -> Date
    static var maximumBodySize: Int { 16 * 1024 }

    /// The routes open to anyone: `POST households` and `POST join`.
    func addRoutes(to api: RouterGroup<Context>) {
        api.post("households", use: create)
        api.post("join", use: join)
    }

    /// The routes for devices: `POST invites`.
    func addAuthenticatedRoutes(to group: RouterGroup<Context>) {
        group.post("invites", use: invite)
    }

    @Sendable func create(_ request: Request, context: Context) async throws -> Response {
        guard signup == .open else {
            throw APIError(
                .forbidden,
                "This server doesn't let anyone create a household: ask a member of a household for an invite, "
                    + "or run `per household create NAME` on the server's machine")
        }
        let input = try await RequestBody.decode(
            HouseholdInput.self, from: request, maximumSize: Self.maximumBodySize, noun: "household")
        let name = try Self.name(input.name, of: "household")
        let deviceName = try Self.name(input.deviceName, of: "device")
        let address = context.clientAddress
        if let seconds = await signupLimiter.reserve(address, now: now()) {
            var error = APIError(
                .tooManyRequests,
                "This address has created as many households as it may for now: try again in \(seconds) s")
            error.headers[.retryAfter] = String(seconds)
            throw error
        }
        do {
            let membership = try await database.createHousehold(
                named: name, deviceName: deviceName, at: now())
            signupLimiter.failed(address, now: now())
            return try JSON.response(.created, membership)
        } catch {
            signupLimiter.succeeded(address)
            throw error
        }
    }

    @Sendable func invite(_ request: Request, context: Context) async throws -> Response {
        let device = try context.authenticatedDevice()
        let invite = try await database.createInvite(household: device.householdId, at: now())
        let link = InviteLink(
            code: invite.code, url: invite.link(base: publicURL.base(for: request)),
            expiresAt: invite.expiresAt)
        return try JSON.response(.created, link)
    }

    @Sendable func join(_ request: Request, context: Context) async throws -> Response {
        let address = context.clientAddress
        if let seconds = await limiter.reserve(address, now: now()) {
            throw APIError.tooManyFailures(retryAfter: seconds)
        }
        let outcome: Result<Membership, JoinFailure>
        do {
            let input = try await RequestBody.decode(
                JoinInput.self, from: request, maximumSize: Self.maximumBodySize, noun: "join request")
            let deviceName = try Self.name(input.deviceName, of: "device")
            if Secret.isWellFormed(Substring(input.code)) {
                outcome = try await database.join(code: input.code, deviceName: deviceName, at: now())
            } else {
                outcome = .failure(.unknown)
            }
        } catch {
            limiter.succeeded(address)
            throw error
        }
        switch outcome {
        case .success(let membership):
            limiter.succeeded(address)
            return try JSON.response(.created, membership)
        case .failure(let failure):
            limiter.failed(address, now: now())
            throw APIError(failure)
        }
    }

    private static func name(_ text: String, of what: String) throws -> String {
        do {
            return try DisplayName.validated(text, of: what)
        } catch {
            throw APIError(.unprocessableContent, error.message)
        }
    }
}
