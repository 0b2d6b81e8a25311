import Foundation
import HTTPTypes
import Hummingbird

/// An error of the JSON API, answered as `{"error": "<message>"}` with its status.
///
/// Validation errors carry PerKit's own sentence unchanged (for example "Can't add 1 L (sold
/// by volume) to a list of products sold by weight"), and the position of the product that
/// caused it in `item` (0-based).
struct APIError: HTTPResponseError, Equatable {
    let status: HTTPResponse.Status
    let message: String
    var itemIndex: Int?

    init(_ status: HTTPResponse.Status, _ message: String, itemIndex: Int? = nil) {
        self.status = status
        self.message = message
        self.itemIndex = itemIndex
    }

    static let internalError = APIError(.internalServerError, "Something went wrong on the server")

    static func noSuchList(_ id: String) -> APIError {
        APIError(.notFound, "There is no saved list with id \(id)")
    }

    private struct Body: Encodable {
        let error: String
        let item: Int?
    }

    func response() -> Response {
        let data = (try? JSONEncoder().encode(Body(error: message, item: itemIndex))) ?? Data("{}".utf8)
        return Response(
            status: status,
            headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        response()
    }
}
