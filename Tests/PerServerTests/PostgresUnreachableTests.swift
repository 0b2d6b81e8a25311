import HTTPTypes
import HummingbirdTesting
import Testing

@testable import PerServer
@testable import PerStorage

/// `per serve --database postgres://…` with a database that can't be reached.
@Suite("PostgreSQL outages")
struct PostgresUnreachableTests {
    @Test(
        "With PostgreSQL unreachable the server starts, answers 503 with a JSON message, and logs no password"
    )
    func unreachable() async throws {
        // Nothing listens on port 1 of the loopback address: connections are refused.
        let location = try PostgresLocation(
            url: "postgres://per:Never-Logged-Pa55@127.0.0.1:1/per?connect_timeout=1&sslmode=disable")
        let log = CapturedLog()
        try await withTestServer(database: .postgres(location), logger: log.logger) { server async throws in
            let created = try await server.client.send(
                .post, "/api/households", json: #"{"name": "Home", "deviceName": "Phone"}"#)
            try expectError(created, .serviceUnavailable, containing: "can't reach its database")
            #expect(created.headers[.retryAfter] == "5")
            let token = HTTPFields([HTTPField(name: .authorization, value: "Bearer " + Secret.token())])
            try expectError(
                try await server.client.get("/api/lists", token), .serviceUnavailable,
                containing: "can't reach its database")
            #expect(try await server.client.get("/api/health").status == .ok)
        }
        #expect(log.text.contains("PostgreSQL at postgres://per@127.0.0.1:1/per is unavailable"))
        #expect(log.text.contains("Serving anyway"))
        #expect(log.text.contains("POST /api/households 503"))
        #expect(!log.text.contains("Never-Logged-Pa55"))
    }
}
