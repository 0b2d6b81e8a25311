import HTTPTypes
import Hummingbird

/// Serves the web root for every `GET` and `HEAD` outside `/api/`.
///
/// Add it to the router after the routes: Hummingbird then runs it only for requests that
/// no route matched, so routes always win and a file is served without an error being
/// thrown and caught.
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
        guard method == .get || method == .head else { return try await next(request, context) }
        let path = request.uri.path
        guard !path.hasPrefix("/api/") else { return try await next(request, context) }
        return serve(request, path: path)
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
        var acceptsGzip = false
        var ifNoneMatchMatches = false
        for field in request.headers {
            if field.name == .acceptEncoding {
                acceptsGzip = acceptsGzip || Self.acceptsGzip(field.value)
            } else if field.name == .ifNoneMatch {
                ifNoneMatchMatches =
                    ifNoneMatchMatches || Self.matches(field.value, asset.identity.eTag)
                    || (asset.gzip.map { Self.matches(field.value, $0.eTag) } ?? false)
            }
        }
        let chosen = acceptsGzip ? asset.gzip ?? asset.identity : asset.identity
        if ifNoneMatchMatches {
            return Response(status: .notModified, headers: chosen.notModifiedFields)
        }
        if request.method == .head {
            return Response(status: .ok, headers: chosen.fields)
        }
        return Response(status: .ok, headers: chosen.fields, body: ResponseBody(byteBuffer: chosen.body))
    }

    /// Whether an `Accept-Encoding` value accepts gzip (`gzip`, `x-gzip` or `*` with a
    /// non-zero quality). Runs on every request: scans the bytes without copying them.
    static func acceptsGzip(_ value: String?) -> Bool {
        guard let value else { return false }
        var entries = value.utf8[...]
        while !entries.isEmpty {
            let entry = HeaderBytes.nextItem(of: &entries, separator: UInt8(ascii: ","))
            var parameters = entry
            let name = HeaderBytes.trimmed(
                HeaderBytes.nextItem(of: &parameters, separator: UInt8(ascii: ";")))
            guard
                HeaderBytes.equalsIgnoringCase(name, "gzip") || HeaderBytes.equalsIgnoringCase(name, "x-gzip")
                    || HeaderBytes.equalsIgnoringCase(name, "*")
            else { continue }
            var quality = 1.0
            while !parameters.isEmpty {
                var pair = HeaderBytes.nextItem(of: &parameters, separator: UInt8(ascii: ";"))
                let key = HeaderBytes.trimmed(HeaderBytes.nextItem(of: &pair, separator: UInt8(ascii: "=")))
                if HeaderBytes.equalsIgnoringCase(key, "q") {
                    quality = Double(Substring(HeaderBytes.trimmed(pair))) ?? 0
                }
            }
            if quality > 0 { return true }
        }
        return false
    }

    /// Weak comparison of an `If-None-Match` list against an ETag.
    static func matches(_ ifNoneMatch: String, _ eTag: String) -> Bool {
        var candidates = ifNoneMatch.utf8[...]
        while !candidates.isEmpty {
            var tag = HeaderBytes.trimmed(HeaderBytes.nextItem(of: &candidates, separator: UInt8(ascii: ",")))
            if Substring(tag) == "*" { return true }
            if tag.starts(with: "W/".utf8) { tag = tag.dropFirst(2) }
            if Substring(tag) == eTag { return true }
        }
        return false
    }

    static func plainText(_ status: HTTPResponse.Status, _ text: String) -> Response {
        Response(
            status: status, headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-cache"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
