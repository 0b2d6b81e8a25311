import Hummingbird
import Logging

/// Logs one line per request: method, path, status and duration, e.g.
/// `GET /per.wasm 200 0.21 ms`.
struct RequestLogMiddleware<Context: RequestContext>: RouterMiddleware {
    let logger: Logger

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard logger.logLevel <= .info else { return try await next(request, context) }
        let start = ContinuousClock.now
        do {
            let response = try await next(request, context)
            log(request, status: response.status.code, since: start)
            return response
        } catch let error as any HTTPResponseError {
            log(request, status: error.status.code, since: start)
            throw error
        } catch {
            log(request, status: 500, since: start)
            throw error
        }
    }

    private func log(_ request: Request, status: Int, since start: ContinuousClock.Instant) {
        let elapsed = ContinuousClock.now - start
        let (seconds, attoseconds) = elapsed.components
        let microseconds = seconds * 1_000_000 + attoseconds / 1_000_000_000_000
        let milliseconds = "\(microseconds / 1000).\(String(microseconds % 1000 / 10).leftPadded(to: 2)) ms"
        logger.info("\(request.method.rawValue) \(request.uri.path) \(status) \(milliseconds)")
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
