import Foundation
import GRDB
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

@testable import PerServer
@testable import PerStorage

/// Tokens and invite codes are secrets: they reach neither the database file nor the log.
@Suite("Secrets stay out of the database and the log")
struct HouseholdSecrecyTests {
    /// Creates a household, joins it, uses both tokens and leaves an unused invite; answers
    /// every token and code handed out.
    static func useHouseholds(_ server: TestServer) async throws -> [String] {
        let first = try await server.createHousehold()
        let invite = try await first.client.execute(uri: "/api/invites", method: .post)
        let code = try #require(try invite.object()["code"] as? String)
        let joinBody = #"{"code": ""# + code + #"", "deviceName": "Laptop"}"#
        let joined = try await server.client.send(.post, "/api/join", json: joinBody)
        let second = try TestDevice(membership: joined, client: server.client)
        let unused = try await second.client.execute(uri: "/api/invites", method: .post)
        let unusedCode = try #require(try unused.object()["code"] as? String)
        _ = try await server.client.send(.post, "/api/join", json: joinBody)
        server.clock.advance(by: 120)
        for client in [first.client, second.client] {
            let created = try await client.send(.post, "/api/lists", json: #"{"name": "Weekly"}"#)
            let id = try #require(try created.object()["id"] as? String)
            #expect(try await client.get("/api/lists/\(id)").status == .ok)
            #expect(try await client.get("/api/devices").status == .ok)
        }
        let wrong = HTTPFields([HTTPField(name: .authorization, value: "Bearer " + first.token + "A")])
        #expect(try await server.client.get("/api/lists", wrong).status == .unauthorized)
        return [first.token, second.token, code, unusedCode]
    }

    /// The ways a secret could sit in a file: its text in UTF-8 and UTF-16 (either order),
    /// and the bytes its base64url stands for.
    static func encodings(of secret: String) throws -> [[UInt8]] {
        var base64 = secret.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while base64.count % 4 != 0 { base64 += "=" }
        let raw = try #require(Data(base64Encoded: base64))
        return [
            Array(secret.utf8), Array(secret.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] },
            Array(secret.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }, Array(raw),
        ]
    }

    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard needle.count <= haystack.count, let first = needle.first else { return false }
        var index = 0
        while index <= haystack.count - needle.count {
            if haystack[index] == first, Array(haystack[index..<index + needle.count]) == needle {
                return true
            }
            index += 1
        }
        return false
    }

    @Test("The database file and its WAL hold no token and no invite code, only their hashes")
    func databaseFile() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "per-secrets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("per.sqlite").path
        let secrets = try await withTestServer(database: .file(path)) { server async throws in
            let secrets = try await Self.useHouseholds(server)
            // Read while the server still has the database open: the WAL holds recent writes.
            var bytes: [UInt8] = []
            for suffix in ["", "-wal", "-shm", "-journal"] {
                if let data = FileManager.default.contents(atPath: path + suffix) { bytes += Array(data) }
            }
            #expect(FileManager.default.fileExists(atPath: path + "-wal"))
            for secret in secrets {
                for encoding in try Self.encodings(of: secret) {
                    #expect(!Self.contains(bytes, encoding), "a secret is in the database files")
                }
            }
            // The test looks at the right bytes: the tokens' hashes are there.
            #expect(Self.contains(bytes, Array(Secret.hash(secrets[0]))))
            return secrets
        }
        var bytes: [UInt8] = []
        for suffix in ["", "-wal", "-shm"] {
            if let data = FileManager.default.contents(atPath: path + suffix) { bytes += Array(data) }
        }
        #expect(!bytes.isEmpty)
        for secret in secrets {
            for encoding in try Self.encodings(of: secret) {
                #expect(!Self.contains(bytes, encoding), "a secret is in the database files")
            }
        }
    }

    @Test(
        "The log at trace level never shows a token or an invite code",
        arguments: [TestingSetup.router, .live])
    func log(framework: TestingSetup) async throws {
        let log = CapturedLog()
        let secrets = try await withTestServer(logger: log.logger, framework: framework) {
            server async throws in
            try await Self.useHouseholds(server)
        }
        #expect(log.count > 10, "the requests were logged")
        #expect(log.text.contains("POST /api/join 201"))
        #expect(log.text.contains("GET /api/lists 401"))
        for secret in secrets {
            #expect(!log.text.contains(secret), "a secret is in the log")
        }
    }

    @Test("The live server counts failures per connecting address")
    func liveRemoteAddress() async throws {
        try await withTestServer(failureLimit: FailureLimit(failures: 1, windowSeconds: 60), framework: .live)
        { server async throws in

            let wrong = HTTPFields([HTTPField(name: .authorization, value: "Bearer AAAA")])
            #expect(try await server.client.get("/api/lists", wrong).status == .unauthorized)
            let limited = try await server.client.get("/api/lists", wrong)
            #expect(limited.status == .tooManyRequests)
            #expect(limited.headers[.retryAfter] == "60")
        }
    }
}
