import HTTPTypes
import Hummingbird

/// Serves the web root for every `GET` and `HEAD` that no route answered.
///
/// Files come from a ``StaticFileStore``: exact content types, a strong ETag per file and
/// per encoding, `304 Not Modified` for a matching `If-None-Match`, and the precomputed gzip
/// form when the client accepts it. A path with `..` (or any component starting with a dot)
/// is refused with 400. A missing `per.wasm` gets a 404 that says how to build it.
struct StaticFileMiddleware<Context: RequestContext>: RouterMiddleware {
    let store: StaticFileStore

    /// The text of the 404 for a missing `per.wasm`.
    static var missingWasmMessage: String {
        "per.wasm has not been built yet. Build it with `make wasm` (scripts/build-wasm.sh) "
            + "in the repository, then reload the page.\n"
    }

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let method = request.method
        let path = request.uri.path
        guard method == .get || method == .head, !path.hasPrefix("/api/") else {
            return try await next(request, context)
        }
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            return serve(request, path: path)
        }
    }

    private func serve(_ request: Request, path: String) -> Response {
        switch store.lookup(urlPath: path) {
        case .forbidden:
            return Self.plainText(.badRequest, "Bad request\n")
        case .notFound:
            if path == "/per.wasm" {
                return Self.plainText(.notFound, Self.missingWasmMessage)
            }
            return Self.plainText(.notFound, "Not found\n")
        case .found(let asset):
            return response(for: asset, request: request)
        }
    }

    private func response(for asset: StaticAsset, request: Request) -> Response {
        let gzip = asset.gzip != nil && Self.acceptsGzip(request.headers[.acceptEncoding]) ? asset.gzip : nil
        let eTag = gzip != nil ? asset.gzipETag : asset.eTag
        var headers = HTTPFields()
        headers.reserveCapacity(8)
        headers[.contentType] = asset.contentType
        headers[.eTag] = eTag
        headers[.cacheControl] = asset.cacheControl
        if asset.isNegotiated {
            headers[.vary] = "Accept-Encoding"
        }
        if let ifNoneMatch = request.headers[.ifNoneMatch],
            Self.matches(ifNoneMatch, asset.eTag) || Self.matches(ifNoneMatch, asset.gzipETag)
        {
            headers[.contentType] = nil
            return Response(status: .notModified, headers: headers)
        }
        let body = gzip ?? asset.identity
        if gzip != nil {
            headers[.contentEncoding] = "gzip"
        }
        if request.method == .head {
            headers[.contentLength] = String(body.readableBytes)
            return Response(status: .ok, headers: headers)
        }
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: body))
    }

    /// Whether an `Accept-Encoding` value accepts gzip (`gzip`, `x-gzip` or `*` with a
    /// non-zero quality). Runs on every request: plain string scanning, no Foundation.
    static func acceptsGzip(_ value: String?) -> Bool {
        guard let value else { return false }
        for entry in value.split(separator: ",") {
            var parameters = entry.split(separator: ";").makeIterator()
            guard let name = parameters.next().map(trimmed)?.lowercased(),
                name == "gzip" || name == "x-gzip" || name == "*"
            else { continue }
            var quality = 1.0
            while let parameter = parameters.next() {
                let pair = parameter.split(separator: "=", maxSplits: 1)
                if pair.count == 2, trimmed(pair[0]).lowercased() == "q" {
                    quality = Double(trimmed(pair[1])) ?? 0
                }
            }
            if quality > 0 { return true }
        }
        return false
    }

    /// Weak comparison of an `If-None-Match` list against an ETag.
    static func matches(_ ifNoneMatch: String, _ eTag: String) -> Bool {
        for candidate in ifNoneMatch.split(separator: ",") {
            var tag = trimmed(candidate)
            if tag == "*" { return true }
            if tag.hasPrefix("W/") { tag = tag.dropFirst(2) }
            if tag == eTag { return true }
        }
        return false
    }

    /// The text without surrounding spaces and tabs.
    static func trimmed(_ text: Substring) -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = text.firstIndex(where: { !isSpace($0) }),
            let last = text.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return text[first...last]
    }

    static func plainText(_ status: HTTPResponse.Status, _ text: String) -> Response {
        Response(
            status: status, headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-cache"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
