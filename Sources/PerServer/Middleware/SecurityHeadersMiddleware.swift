import HTTPTypes
import Hummingbird

/// Adds the security headers to every response, errors included: a Content-Security-Policy
/// that lets the page load its own scripts, styles, images, manifest, service worker and
/// WebAssembly module and nothing else, `X-Content-Type-Options: nosniff` and
/// `Referrer-Policy: no-referrer`.
///
/// Errors thrown further in are turned into responses here so that they get the headers
/// too; an error that is not an HTTP error becomes a 500 with `{"error": …}`.
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as any HTTPResponseError {
            response = try error.response(from: request, context: context)
        } catch {
            context.logger.error("Unhandled error: \(String(reflecting: error))")
            response = APIError.internalError.response()
        }
        response.headers.append(contentsOf: SecurityHeaders.fields)
        return response
    }
}

/// The values of the security headers.
enum SecurityHeaders {
    /// The Content-Security-Policy value. `'wasm-unsafe-eval'` allows compiling WebAssembly
    /// and nothing like `eval`; `data:` images are for inline icons.
    static let contentSecurityPolicy =
        "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; "
        + "connect-src 'self'; manifest-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'none'; "
        + "frame-ancestors 'none'; form-action 'none'"

    // swift-format-ignore: NeverForceUnwrap
    // A valid token; `HTTPField.Name` has no predefined name for it.
    static let referrerPolicy = HTTPField.Name("Referrer-Policy")!

    static let fields: [HTTPField] = [
        HTTPField(name: .contentSecurityPolicy, value: contentSecurityPolicy),
        HTTPField(name: .xContentTypeOptions, value: "nosniff"),
        HTTPField(name: referrerPolicy, value: "no-referrer"),
    ]
}
