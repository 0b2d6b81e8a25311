import Crypto
import HTTPTypes
import Hummingbird
import NIOCore

/// The OpenAPI 3.1 document of the JSON API (`Sources/PerServer/Resources/openapi.yaml`),
/// served at `GET /api/openapi.yaml`.
///
/// The document is compiled into the binary (a SwiftPM resource embedded in code), so `per`
/// serves it wherever it runs, with no resource bundle to find beside the executable. It is
/// sent as `application/yaml` with a strong `ETag` (a hash of its bytes) and
/// `Cache-Control: no-cache`; a matching `If-None-Match` answers `304 Not Modified`.
enum OpenAPIDocument {
    /// The document's bytes.
    static let body = ByteBuffer(bytes: PackageResources.openapi_yaml)

    /// `"<the first 16 bytes of the document's SHA-256, in hex>"`.
    static let eTag: String = {
        let digest = SHA256.hash(data: PackageResources.openapi_yaml)
        return "\""
            + digest.prefix(16).map { byte in
                let hex = String(byte, radix: 16)
                return byte < 16 ? "0" + hex : hex
            }.joined() + "\""
    }()

    /// The media type it is served as.
    static let contentType = "application/yaml"

    /// The answer to `GET` (and `HEAD`) `/api/openapi.yaml`: the document, or a 304 when
    /// `If-None-Match` names its ETag.
    static func response(to request: Request) -> Response {
        var headers: HTTPFields = [.eTag: eTag, .cacheControl: "no-cache"]
        let ifNoneMatch = request.headers[values: .ifNoneMatch]
        if ifNoneMatch.contains(where: { StaticFileMiddleware<PerRequestContext>.matches($0, eTag) }) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = contentType
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: body))
    }
}
