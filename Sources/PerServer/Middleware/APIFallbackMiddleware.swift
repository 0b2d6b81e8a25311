import HTTPTypes
import Hummingbird
import PerKit

/// Answers the requests under `/api/` that no route took, as JSON errors like the rest of the
/// API: `405 Method Not Allowed` with an `Allow` header when the path is an ``APIRoute`` that
/// doesn't answer the method (`PATCH /api/lists`), `404 Not Found` for any other path
/// (`/api/nope`, `/api/lists/1/extra`).
///
/// Add it after the routes and before ``StaticFileMiddleware``: Hummingbird then runs it only
/// for requests that no route matched, and requests outside `/api/` go on to the web root.
struct APIFallbackMiddleware<Context: RequestContext>: RouterMiddleware {
    let routes: [APIRoute]

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let path = request.uri.path
        guard APIRoute.isAPIPath(path) else { return try await next(request, context) }
        if let route = routes.first(where: { $0.matches(path) }) {
            throw APIError.methodNotAllowed(request.method, path: path, allowed: route.methods)
        }
        throw APIError.noSuchRoute(path)
    }
}
