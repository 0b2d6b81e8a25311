import Foundation
import Hummingbird
import HummingbirdTesting
import PerServer
import Testing

/// What a real server does with connections that misbehave: requests NIO can't parse.
@Suite("Connections of a live server")
struct ConnectionDefenceTests {
    /// Runs `test` with the port of a live server with an in-memory database and a fresh test
    /// web root. The test framework's own client keeps one connection open from 127.0.0.1,
    /// once it has sent a request.
    private func withLiveServer(
        _ test: @Sendable (Int, any TestClientProtocol) async throws -> Void
    ) async throws {
        let root = try TestWebRoot()
        defer { root.remove() }
        let app = try await buildApplication(
            configuration: PerServerConfiguration(
                port: 0, webRoot: root.path, database: .inMemory, logLevel: .critical))
        try await app.test(.live) { client in
            try await test(try #require(client.port), client)
        }
    }

    /// Checks that `response` carries each security header once.
    private func expectSecurityHeaders(
        _ response: RawResponse, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for name in ["Content-Security-Policy", "X-Content-Type-Options", "Referrer-Policy"] {
            #expect(
                response.values(name).count == 1, "\(name): \(response.fields)",
                sourceLocation: sourceLocation)
        }
        #expect(response.values("X-Content-Type-Options") == ["nosniff"], sourceLocation: sourceLocation)
        #expect(response.values("Referrer-Policy") == ["no-referrer"], sourceLocation: sourceLocation)
        #expect(
            response.values("Content-Security-Policy").first?.contains("default-src 'self'") == true,
            sourceLocation: sourceLocation)
    }

    /// Requests NIO's decoder refuses, by what is wrong with them.
    static let unparsable = [
        "a request line that is not HTTP": "G@T / HTTP/1.1\r\nHost: a\r\n\r\n",
        "a TLS handshake": "\u{16}\u{03}\u{01}\u{02}\u{00}\u{01}\u{00}\u{01}\r\n\r\n",
        "Content-Length with Transfer-Encoding":
            "POST /api/households HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\n"
            + "Transfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n",
        "a header over the size limit": "GET / HTTP/1.1\r\nHost: a\r\nX-Long: "
            + String(repeating: "a", count: 100_000),
    ]

    @Test(
        "Answers of HTTP errors below the router carry the security headers",
        arguments: unparsable.keys.sorted())
    func lowLevelErrors(name: String) async throws {
        try await withLiveServer { port, _ in
            let connection = try RawConnection(port: port)
            connection.send(try #require(Self.unparsable[name]))
            let response = try #require(try await connection.response(), "\(name): no answer")
            #expect(response.status == 400, "\(name)")
            expectSecurityHeaders(response)
        }
    }

    @Test("Answers of the router carry each security header once")
    func routerAnswersOnce() async throws {
        try await withLiveServer { port, _ in
            let connection = try RawConnection(port: port)
            for path in ["/", "/plaintext", "/api/nothing", "/nothing.js", "/api/health"] {
                connection.send("GET \(path) HTTP/1.1\r\nHost: a\r\n\r\n")
                let response = try #require(try await connection.response(), "\(path)")
                expectSecurityHeaders(response)
            }
        }
    }
}
