import Foundation
import HTTPTypes
import Hummingbird
import PerKit

/// An error of the JSON API, answered as `{"error": "<message>"}` with its status.
///
/// Validation errors carry PerKit's own sentence unchanged (for example "Can't add 1 L (sold
/// by volume) to a list of products sold by weight"), and the position of the product that
/// caused it in `item` (0-based), or of the sync change in `index`. A 405 lists the methods
/// the route answers in `Allow`, a 401 says `WWW-Authenticate: Bearer`, a 429 says when to
/// try again in `Retry-After`.
///
/// No message ever contains a token or an invite code.
struct APIError: HTTPResponseError, Equatable {
    let status: HTTPResponse.Status
    let message: String
    var itemIndex: Int?
    /// The position of the sync change that caused the error, answered as `index` (0-based).
    var changeIndex: Int?
    /// What kind of refusal a sync change met, answered as `code` (``SyncError/code``), so that
    /// an app says it in its own language.
    var code: String?
    /// The methods for the `Allow` header of a 405; empty for other errors.
    var allowedMethods: [HTTPRequest.Method] = []
    /// Other headers of the answer: `WWW-Authenticate`, `Retry-After`.
    var headers: HTTPFields = [:]

    init(_ status: HTTPResponse.Status, _ message: String, itemIndex: Int? = nil) {
        self.status = status
        self.message = message
        self.itemIndex = itemIndex
    }

    static let internalError = APIError(.internalServerError, "Something went wrong on the server")

    static func noSuchList(_ id: String) -> APIError {
        APIError(.notFound, "There is no saved list with id \(id.abbreviated())")
    }

    static func noSuchDevice(_ id: String) -> APIError {
        APIError(.notFound, "There is no device with id \(id.abbreviated())")
    }

    /// A request without `Authorization` to a route that needs a device token.
    static let missingToken = unauthorized(
        "This request needs a device token: send Authorization: Bearer TOKEN, with the token this device got when it joined a household"
    )

    /// An `Authorization` header that is not `Bearer` and one token.
    static let malformedAuthorization = unauthorized(
        "The Authorization header must be Bearer and one device token")

    /// A token of no device: wrong, or of a removed device.
    static let invalidToken = unauthorized(
        "This device token is not valid: it is wrong, or the device was removed from its household; join again with a new invite"
    )

    /// A 401 with `WWW-Authenticate: Bearer`.
    static func unauthorized(_ message: String) -> APIError {
        var error = APIError(.unauthorized, message)
        error.headers[.wwwAuthenticate] = "Bearer"
        return error
    }

    /// A 429 for an address (or the token of a removed device, `source`) with too many failed
    /// authentications or joins.
    static func tooManyFailures(retryAfter seconds: Int, source: String = "from this address") -> APIError {
        var error = APIError(
            .tooManyRequests,
            "Too many failed attempts \(source): try again in \(seconds) second\(seconds == 1 ? "" : "s")"
        )
        error.headers[.retryAfter] = String(seconds)
        return error
    }

    /// A 408 for a request that did not arrive in full within `timeout` of its first byte
    /// (``RequestDeadlineHandler``).
    static func requestTimeout(after timeout: Duration) -> APIError {
        let (seconds, attoseconds) = timeout.components
        let milliseconds = attoseconds / 1_000_000_000_000_000
        let amount =
            milliseconds == 0
            ? "\(seconds) second\(seconds == 1 ? "" : "s")"
            : "\(seconds * 1000 + milliseconds) milliseconds"
        return APIError(.requestTimeout, "The request did not arrive in full within \(amount)")
    }

    /// A path under `/api/` that is no route.
    static func noSuchRoute(_ path: String) -> APIError {
        APIError(.notFound, "There is no API endpoint at \(path.abbreviated())")
    }

    /// A route that doesn't answer `method`.
    static func methodNotAllowed(
        _ method: HTTPRequest.Method, path: String, allowed: [HTTPRequest.Method]
    ) -> APIError {
        var error = APIError(
            .methodNotAllowed,
            "\(method.rawValue.abbreviated()) is not allowed on \(path.abbreviated()): use "
                + allowed.map(\.rawValue).joined(separator: ", "))
        error.allowedMethods = allowed
        return error
    }

    private struct Body: Encodable {
        let error: String
        let item: Int?
        let index: Int?
        let code: String?
    }

    /// The answer's JSON body, `{"error": …}`.
    var responseBody: ByteBuffer {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        let data =
            (try? encoder.encode(Body(error: message, item: itemIndex, index: changeIndex, code: code)))
            ?? Data("{}".utf8)
        return ByteBuffer(bytes: data)
    }

    /// The answer's headers: content type, `Cache-Control`, `Allow` and ``headers``.
    var responseFields: HTTPFields {
        var fields: HTTPFields = [
            .contentType: "application/json; charset=utf-8", .cacheControl: "no-store",
        ]
        if !allowedMethods.isEmpty {
            fields[.allow] = allowedMethods.map(\.rawValue).joined(separator: ", ")
        }
        fields.append(contentsOf: headers)
        return fields
    }

    func response() -> Response {
        Response(status: status, headers: responseFields, body: ResponseBody(byteBuffer: responseBody))
    }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        response()
    }
}
