import HTTPTypes

/// A route of the JSON API and the methods it answers, for the requests under `/api/` that
/// no route takes: ``APIFallbackMiddleware`` answers 405 with these methods in `Allow` when
/// the path is a route's, 404 otherwise.
struct APIRoute: Sendable, Equatable {
    /// The path's components after the leading `/`; `:name` stands for any one component.
    let components: [String]
    /// The methods the route answers, in the order `Allow` lists them.
    let methods: [HTTPRequest.Method]

    /// A route such as `/api/lists/:id`.
    init(_ path: String, _ methods: [HTTPRequest.Method]) {
        components = Self.components(of: path)
        self.methods = methods
    }

    /// The routes ``buildRouter(store:database:configuration:logger:)`` adds (`HEAD` wherever
    /// `GET` is: the router answers it with the `GET` handler's headers).
    static let all = [
        APIRoute("/api/health", [.get, .head]),
        APIRoute("/api/openapi.yaml", [.get, .head]),
        APIRoute("/api/households", [.post]),
        APIRoute("/api/join", [.post]),
        APIRoute("/api/invites", [.post]),
        APIRoute("/api/devices", [.get, .head]),
        APIRoute("/api/devices/:id", [.delete]),
        APIRoute("/api/lists", [.get, .head, .post]),
        APIRoute("/api/lists/:id", [.get, .head, .put, .delete]),
        APIRoute("/api/sync", [.post]),
        APIRoute("/api/scan", [.post]),
    ]

    /// Whether `path` (`/api/…`) is the route's, as the router matches it: empty components
    /// (a trailing `/`) are ignored.
    func matches(_ path: String) -> Bool {
        let parts = Self.components(of: path)
        guard parts.count == components.count else { return false }
        return zip(components, parts).allSatisfy { pattern, part in pattern.hasPrefix(":") || pattern == part
        }
    }

    /// Whether `path` is under the API: `/api` or `/api/…`.
    static func isAPIPath(_ path: String) -> Bool {
        path == "/api" || path.hasPrefix("/api/")
    }

    private static func components(of path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }
}
