import Foundation
import HTTPTypes
import Hummingbird

/// JSON responses of the API, encoded with Foundation's `JSONEncoder` (ISO 8601 dates).
enum JSON {
    static func response(_ status: HTTPResponse.Status, _ value: some Encodable) throws -> Response {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return response(status, bytes: try encoder.encode(value))
    }

    /// A response of JSON already written (PerKit's own JSON writers).
    static func response(_ status: HTTPResponse.Status, bytes: some Sequence<UInt8>) -> Response {
        Response(
            status: status,
            headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
