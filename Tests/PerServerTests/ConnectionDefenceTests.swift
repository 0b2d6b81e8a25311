import Foundation
import Hummingbird
import HummingbirdTesting
import PerServer
import Testing

/// What a real server does with connections that misbehave: requests trickled past the
/// request timeout, too many connections from one address, requests NIO can't parse.
@Suite("Connections of a live server")
struct ConnectionDefenceTests {
    /// Runs `test` with the port of a live server with the given limits, an in-memory database
    /// and a fresh test web root. The test framework's own client keeps one connection open
    /// from 127.0.0.1, once it has sent a request.
    private func withLiveServer(
        requestTimeout: Duration = .seconds(30), idleTimeout: Duration = .seconds(60),
        maxConnectionsPerAddress: Int = PerServerConfiguration.defaultMaxConnectionsPerAddress,
        _ test: @Sendable (Int, any TestClientProtocol) async throws -> Void
    ) async throws {
        let root = try TestWebRoot()
        defer { root.remove() }
        let app = try await buildApplication(
            configuration: PerServerConfiguration(
                port: 0, webRoot: root.path, database: .inMemory, logLevel: .critical,
                idleTimeout: idleTimeout, requestTimeout: requestTimeout,
                maxConnectionsPerAddress: maxConnectionsPerAddress))
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

    /// Sends `text` a byte every `interval` until the server closes the connection or `limit`
    /// passes; returns when the first byte was sent.
    private func trickle(
        _ text: String, on connection: RawConnection, every interval: Duration, for limit: Duration
    ) async throws -> ContinuousClock.Instant {
        let started = ContinuousClock.now
        var bytes = Array(text.utf8)[...]
        while let byte = bytes.popFirst(), ContinuousClock.now - started < limit {
            guard connection.send([byte]) else { break }
            if try await connection.wait(upTo: interval, until: { !$0.received.isEmpty }) { break }
        }
        return started
    }

    /// Requests sent a byte at a time, by what trickles.
    static let trickled = [
        // The request line and headers, never ending.
        "headers": "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n" + String(repeating: "X-Slow: a\r\n", count: 100),
        // Whole headers at once, then the body.
        "body": "POST /api/households HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            + "Content-Length: 1000\r\n\r\n" + String(repeating: " ", count: 1000),
    ]

    @Test(
        "A request still trickling in at the request timeout is answered 408, with the security headers, and closed",
        arguments: trickled.keys.sorted())
    func trickledRequest(part: String) async throws {
        try await withLiveServer(requestTimeout: .seconds(3), idleTimeout: .seconds(30)) { port, _ in
            let connection = try RawConnection(port: port)
            var request = try #require(Self.trickled[part])
            if part == "body" {
                // The headers at once; the body a byte at a time.
                let headEnd = try #require(request.range(of: "\r\n\r\n"))
                connection.send(String(request[..<headEnd.upperBound]))
                request = String(request[headEnd.upperBound...])
            }
            let started = try await trickle(
                request, on: connection, every: .milliseconds(100), for: .seconds(16))
            let response = try #require(try await connection.response(upTo: .seconds(10)))
            let elapsed = ContinuousClock.now - started
            #expect(response.status == 408)
            #expect(elapsed >= .milliseconds(2900) && elapsed < .seconds(12), "\(elapsed)")
            #expect(response.values("Connection") == ["close"])
            #expect(response.values("Content-Type") == ["application/json; charset=utf-8"])
            #expect(response.body == #"{"error":"The request did not arrive in full within 3 seconds"}"#)
            expectSecurityHeaders(response)
            #expect(try await connection.waitForClose(upTo: .seconds(6)), "the connection stays open")
        }
    }

    @Test(
        "A request that arrives slowly within the timeout is answered; between requests only the idle timeout counts"
    )
    func slowButInTime() async throws {
        try await withLiveServer(requestTimeout: .seconds(6), idleTimeout: .seconds(30)) { port, _ in
            let connection = try RawConnection(port: port)
            // In three pieces 100 ms apart: slowly, well within 6 s, even on a loaded machine.
            for piece in ["GET /api/health HTTP/1.1\r\n", "Host: a\r\n", "\r\n"] {
                connection.send(piece)
                try await Task.sleep(for: .milliseconds(100))
            }
            let first = try #require(try await connection.response())
            #expect(first.status == 200)
            #expect(first.body.contains(#""status":"ok""#))
            expectSecurityHeaders(first)
            // Longer than the request timeout without a byte: a keep-alive connection between
            // requests, left to the idle timeout.
            try await Task.sleep(for: .milliseconds(6600))
            connection.send("GET /api/health HTTP/1.1\r\nHost: a\r\n\r\n")
            let second = try #require(try await connection.response(), "closed: \(connection.closedByServer)")
            #expect(second.status == 200)
            // A second request trickled past the timeout on the same connection: 408 and closed.
            let started = try await trickle(
                "GET /api/health HTTP/1.1\r\n" + String(repeating: "X-Slow: a\r\n", count: 100),
                on: connection, every: .milliseconds(100), for: .seconds(16))
            let late = try #require(try await connection.response(upTo: .seconds(10)))
            #expect(late.status == 408)
            #expect(ContinuousClock.now - started >= .milliseconds(5900))
            #expect(try await connection.waitForClose(upTo: .seconds(6)))
        }
    }

    @Test("A request answered before its body has arrived is closed at the timeout, without a 408")
    func answeredEarly() async throws {
        try await withLiveServer(requestTimeout: .seconds(6), idleTimeout: .seconds(30)) { port, _ in
            let connection = try RawConnection(port: port)
            // 64 MiB announced and more than the 16 KiB a household takes sent at once: refused
            // with 413 before the body has arrived, then the rest trickles.
            connection.send(
                "POST /api/households HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\n"
                    + "Content-Length: 67108864\r\n\r\n" + String(repeating: " ", count: 20_000))
            let refused = try #require(try await connection.response())
            #expect(refused.status == 413)
            let started = ContinuousClock.now
            while ContinuousClock.now - started < .seconds(12), connection.send(" ") {
                if try await connection.wait(upTo: .milliseconds(100), until: { !$0.received.isEmpty }) {
                    break
                }
            }
            #expect(try await connection.waitForClose(upTo: .seconds(6)))
            #expect(connection.received.isEmpty, "\(String(decoding: connection.received, as: UTF8.self))")
        }
    }

    @Test("Connections over the limit of their address are closed at once; the others are served")
    func connectionsPerAddress() async throws {
        try await withLiveServer(maxConnectionsPerAddress: 4) { port, client in
            // The test client's connection is the first of 4.
            #expect(try await client.get("/api/health").status == .ok)
            let admitted = try (0..<3).map { _ in try RawConnection(port: port) }
            // Each is counted once the server has it: a request answered on each.
            for connection in admitted {
                connection.send("GET /api/health HTTP/1.1\r\nHost: a\r\n\r\n")
                #expect(try await connection.response()?.status == 200)
            }
            for _ in 0..<3 {
                let refused = try RawConnection(port: port)
                refused.send("GET /api/health HTTP/1.1\r\nHost: a\r\n\r\n")
                #expect(try await refused.waitForClose(upTo: .seconds(6)), "a fourth connection stays open")
                #expect(refused.received.isEmpty)
            }
            // The admitted ones are still served.
            for connection in admitted {
                connection.send("GET /api/health HTTP/1.1\r\nHost: a\r\n\r\n")
                #expect(try await connection.response()?.status == 200)
            }
            // Once one closes, a new connection is served.
            admitted[0].close()
            var served = false
            for _ in 0..<50 where !served {
                try await Task.sleep(for: .milliseconds(20))
                let next = try RawConnection(port: port)
                next.send("GET /api/health HTTP/1.1\r\nHost: a\r\n\r\n")
                served = try await next.response(upTo: .seconds(2))?.status == 200
            }
            #expect(served, "no connection is served after one closed")
        }
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
            for path in ["/", "/api/nothing", "/nothing.js", "/api/health", "/api/openapi.yaml"] {
                connection.send("GET \(path) HTTP/1.1\r\nHost: a\r\n\r\n")
                let response = try #require(try await connection.response(), "\(path)")
                expectSecurityHeaders(response)
            }
        }
    }
}
