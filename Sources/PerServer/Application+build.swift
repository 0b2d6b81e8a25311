import Foundation
import Hummingbird
import Logging
import NIOCore
import PerStorage
import ServiceLifecycle

/// Builds the `per serve` application: the web app from the web root and the JSON API, on the
/// database of the configuration (PerStorage's ``Repository``).
///
/// Routes: `GET /api/health`; `GET /api/openapi.yaml`, the API's OpenAPI document
/// (``OpenAPIDocument``); `POST /api/households` and `POST /api/join` (see
/// ``HouseholdsController``); for devices with a token, `POST /api/invites`, `/api/devices`
/// (``DevicesController``), `/api/lists` (``ListsController``) and `POST /api/sync`
/// (``SyncController``); `POST /api/scan` (``ScanController``: a device token, or a request
/// from the machine itself); and every other `GET`/`HEAD` from the web root. Any other request
/// under `/api/` is a JSON 404, or 405 for a method a route doesn't answer
/// (``APIFallbackMiddleware``). Every response
/// carries the security headers, also the answers written below the router; one line per
/// request is logged at `info`. A connection that sends nothing for the configuration's
/// `idleTimeout`, or whose request doesn't arrive in full within its `requestTimeout`, is
/// closed, and so is one over `maxConnectionsPerAddress`
/// (``HTTPServerBuilder/perServe(_:logger:)``).
/// - Parameter logger: Where the server logs; `nil`: standard error at the configuration's level.
/// With a PostgreSQL database, its connection pool runs as a service of the application, and
/// the schema is migrated before the server starts (see ``PostgresRepository``).
/// - Throws: Errors opening the SQLite database.
public func buildApplication(configuration: PerServerConfiguration, logger: Logger? = nil) async throws
    -> some ApplicationProtocol
{
    let logger =
        logger
        ?? {
            var logger = Logger(label: "per")
            logger.logLevel = configuration.logLevel
            return logger
        }()
    let database: any Repository
    var services: [any Service] = []
    var prepare: (@Sendable () async throws -> Void)?
    if case .postgres(let location) = configuration.database {
        let postgres = PostgresRepository(location: location, logger: logger)
        database = postgres
        services.append(postgres.service)
        prepare = { try await prepareAtStart(postgres) }
    } else {
        database = try AppDatabase.open(configuration.database, logger: logger)
    }
    let store = StaticFileStore(root: configuration.webRoot)
    let router = buildRouter(store: store, database: database, configuration: configuration, logger: logger)
    let host = configuration.host
    var app = Application(
        router: router,
        server: .perServe(configuration, logger: logger),
        configuration: .init(address: .hostname(host, port: configuration.port), serverName: nil),
        services: services,
        onServerRunning: { channel in
            let port = channel.localAddress?.port ?? configuration.port
            let shownHost = host.contains(":") ? "[\(host)]" : host
            // Always printed, whatever the log level: scripts and tests read the port from it.
            let line = "Per is serving \(configuration.webRoot) at http://\(shownHost):\(port)\n"
            FileHandle.standardOutput.write(Data(line.utf8))
            if !store.fileExists("per.wasm") {
                logger.warning("per.wasm is not built yet: run `make wasm`; the page will say so")
            }
            // Read and compress the files now rather than on their first request.
            store.warm()
        },
        logger: logger
    )
    if let prepare { app.beforeServerStarts(perform: prepare) }
    return app
}

/// Migrates the PostgreSQL schema before the server starts. A database that can't be reached
/// doesn't stop the server: requests answer 503 until it is back, and the schema is migrated
/// before the first query. A database that refuses Per (a wrong password, a database that
/// doesn't exist) does.
/// - Throws: ``StorageError`` saying why the database refuses Per.
private func prepareAtStart(_ postgres: PostgresRepository) async throws {
    do {
        try await postgres.prepare()
    } catch let error as DatabaseUnavailable where error.isTransient {
        postgres.logger.warning(
            "Serving anyway: requests that need the database answer 503 until PostgreSQL at \(postgres.location) is back"
        )
    } catch let error as DatabaseUnavailable {
        throw StorageError("PostgreSQL at \(postgres.location) refuses Per: \(error.reason)")
    }
}

/// The router with every middleware and route; ``buildApplication(configuration:logger:)``
/// serves it.
///
/// Routes for the devices of a household go on the `authenticated` group: each request there
/// carries a valid token, and the handler reads the household from
/// ``DeviceRequestContext/authenticatedDevice()``. Add each new route to ``APIRoute/all``.
func buildRouter(
    store: StaticFileStore, database: any Repository, configuration: PerServerConfiguration, logger: Logger
) -> Router<PerRequestContext> {
    // `HEAD` of every `GET` route, answered with the `GET` handler's headers.
    let router = Router(context: PerRequestContext.self, options: .autoGenerateHeadEndpoints)
    // Hummingbird wraps each route with the middleware added before it, and the answer to a
    // request no route matches with all of them.
    router.add(middleware: RequestLogMiddleware(logger: logger))
    router.add(middleware: SecurityHeadersMiddleware())

    let api = router.group("api")
    api.get("health") { _, _ in
        try JSON.response(.ok, HealthStatus(wasm: store.fileExists("per.wasm")))
    }
    api.get("openapi.yaml") { request, _ in OpenAPIDocument.response(to: request) }
    let now = configuration.now
    let limiter = FailureRateLimiter(limit: configuration.failureLimit)
    let households = HouseholdsController<PerRequestContext>(
        database: database, signup: configuration.signup,
        publicURL: PublicURL(
            configured: configuration.publicURL,
            listening: PublicURL.listening(host: configuration.host, port: configuration.port)),
        limiter: limiter, signupLimiter: FailureRateLimiter(limit: configuration.signupLimit), now: now)
    households.addRoutes(to: api)
    let bearer = BearerAuthenticationMiddleware<PerRequestContext>(database: database, limiter: limiter, now: now)
    let authenticated = api.group().add(middleware: bearer)
    households.addAuthenticatedRoutes(to: authenticated)
    DevicesController(database: database, now: now).addRoutes(to: authenticated.group("devices"))
    ListsController(database: database, quota: configuration.quota, now: now).addRoutes(
        to: authenticated.group("lists"))
    SyncController(database: database, quota: configuration.quota, now: now).addRoutes(to: authenticated)
    ScanController(limits: configuration.scanLimits, now: now).addRoutes(
        to: api.group("scan").add(middleware: LocalOrDeviceMiddleware(authentication: bearer)))
    // Last, so that they answer only what no route matched: API paths as JSON errors (the
    // routes above are those of `APIRoute.all`), then files from the web root.
    router.add(middleware: APIFallbackMiddleware(routes: APIRoute.all))
    router.add(middleware: StaticFileMiddleware(store: store))
    return router
}

/// Builds the application and runs it until SIGINT or SIGTERM, which stop it gracefully:
/// the listener closes, requests in flight finish, then this returns.
/// - Throws: Errors opening the database or binding the address.
public func runServer(configuration: PerServerConfiguration) async throws {
    let app = try await buildApplication(configuration: configuration)
    try await app.runService()
    app.logger.notice("Per stopped")
}
