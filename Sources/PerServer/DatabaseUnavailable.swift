import HTTPTypes
import Hummingbird

/// The database can't be reached or used right now: PostgreSQL down, restarting, out of
/// connections, or refusing Per's user; a SQLite file that is read-only, full, failing or locked
/// by another process. Requests answer 503 with `Retry-After` and a JSON message, and the
/// server keeps running; it answers again once the database is back.
struct DatabaseUnavailable: Error, HTTPResponseError, CustomStringConvertible {
    /// What went wrong, for the server's log (never shown to clients): no password, no query.
    let reason: String
    /// Whether the database may come back by itself (down, restarting, full), rather than
    /// refusing Per (a wrong password, a database that doesn't exist).
    var isTransient = true
    /// What the client is told.
    var message = "The server can't reach its database right now: nothing was changed; try again in a moment"

    var description: String { "the database is unavailable: \(reason)" }

    var status: HTTPResponse.Status { .serviceUnavailable }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        var error = APIError(.serviceUnavailable, message)
        error.headers[.retryAfter] = "5"
        return error.response()
    }
}
