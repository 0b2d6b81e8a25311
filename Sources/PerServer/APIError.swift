import Foundation
import HTTPTypes
import Hummingbird
import PerKit

/// An error of the JSON API, answered as `{"error": "<message>"}` with its status.
///
/// Validation errors carry PerKit's own sentence unchanged (for example "Can't add 1 L (sold
/// by volume) to a list of products sold by weight"), and the position of the product that
/// caused it in `item` (0-based). A 405 lists the methods the route answers in `Allow`.
struct APIError: HTTPResponseError, Equatable {
    let status: HTTPResponse.Status
    let message: String
    var itemIndex: Int?
    /// The methods for the `Allow` header of a 405; empty for other errors.
    var allowedMethods: [HTTPRequest.Method] = []

    init(_ status: HTTPResponse.Status, _ message: String, itemIndex: Int? = nil) {
        self.status = status
        self.message = message
        self.itemIndex = itemIndex
    }

    static let internalError = APIError(.internalServerError, "Something went wrong on the server")

    static func noSuchList(_ id: String) -> APIError {
        APIError(.notFound, "There is no saved list with id \(id)")
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
    }

    func response() -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        let data = (try? encoder.encode(Body(error: message, item: itemIndex))) ?? Data("{}".utf8)
        var headers: HTTPFields = [
            .contentType: "application/json; charset=utf-8", .cacheControl: "no-store",
        ]
        if !allowedMethods.isEmpty {
            headers[.allow] = allowedMethods.map(\.rawValue).joined(separator: ", ")
        }
        return Response(
            status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        response()
    }
}
