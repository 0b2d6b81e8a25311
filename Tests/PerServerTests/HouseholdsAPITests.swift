import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

@testable import PerServer
@testable import PerStorage

/// Households, invites, joining and devices: `POST /api/households`, `POST /api/invites`,
/// `POST /api/join`, `GET /api/devices`, `DELETE /api/devices/{id}`.
@Suite("Households and devices API")
struct HouseholdsAPITests {
    static func isIdentifier(_ text: String?) -> Bool {
        guard let text else { return false }
        return text.count == 32 && text.allSatisfy { $0.isHexDigit && !$0.isUppercase }
    }

    static func isToken(_ text: String?, length: Int) -> Bool {
        guard let text else { return false }
        return text.count == length
            && text.unicodeScalars.allSatisfy {
                ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0) || $0 == "-"
                    || $0 == "_"
            }
    }

    static func json(_ object: [String: Any]) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    }

    @Test("Creating a household answers it, its first device and a token")
    func createHousehold() async throws {
        try await withTestServer { server async throws in
            let response = try await server.client.send(
                .post, "/api/households", json: #"{"name": "  Home ", "deviceName": "Anna's phone"}"#)
            #expect(response.status == .created)
            #expect(response.headers[.contentType] == "application/json; charset=utf-8")
            #expect(response.headers[.cacheControl] == "no-store")
            let object = try response.object()
            #expect(Set(object.keys) == ["household", "device", "token"])
            let household = try #require(object["household"] as? [String: Any])
            let device = try #require(object["device"] as? [String: Any])
            #expect(Set(household.keys) == ["id", "name"])
            #expect(Set(device.keys) == ["id", "name"])
            #expect(household["name"] as? String == "Home")
            #expect(device["name"] as? String == "Anna's phone")
            #expect(Self.isIdentifier(household["id"] as? String))
            #expect(Self.isIdentifier(device["id"] as? String))
            #expect(household["id"] as? String != device["id"] as? String)
            #expect(Self.isToken(object["token"] as? String, length: 43))

            let token = try #require(object["token"] as? String)
            let devices = try await AuthorizedClient(base: server.client, token: token).get("/api/devices")
            #expect(devices.status == .ok)
            // Another household gets other ids and another token.
            let other = try await server.createHousehold(name: "Flat")
            #expect(other.token != token)
            #expect(other.householdId != household["id"] as? String)
        }
    }

    @Test("With signup closed, creating a household is refused with what to do instead")
    func signupClosed() async throws {
        try await withTestServer(signup: .closed) { server async throws in
            let response = try await server.client.send(
                .post, "/api/households", json: #"{"name": "Home", "deviceName": "Phone"}"#)
            try expectError(response, .forbidden, containing: "per household create NAME")
            #expect(
                try response.object()["error"] as? String == """
                    This server doesn't let anyone create a household: ask a member of a household for an invite, \
                    or run `per household create NAME` on the server's machine
                    """)
        }
    }

    @Test("The signup default: open on loopback, closed on any other address")
    func signupDefault() {
        for host in ["127.0.0.1", "127.0.0.2", "::1", "localhost", "LOCALHOST"] {
            #expect(SignupPolicy.default(listeningOn: host) == .open, "\(host)")
            #expect(PerServerConfiguration(host: host, webRoot: "/").signup == .open)
        }
        for host in ["0.0.0.0", "::", "192.168.1.10", "per.example", "10.0.0.1"] {
            #expect(SignupPolicy.default(listeningOn: host) == .closed, "\(host)")
            #expect(PerServerConfiguration(host: host, webRoot: "/").signup == .closed)
        }
        #expect(PerServerConfiguration(host: "0.0.0.0", webRoot: "/", signup: .open).signup == .open)
    }

    @Test(
        "Household bodies that can't be used",
        arguments: [
            ("{", HTTPResponse.Status.badRequest), ("[]", .badRequest), (#"{"name": "Home"}"#, .badRequest),
            (#"{"deviceName": "Phone"}"#, .badRequest), (#"{"name": 3, "deviceName": "Phone"}"#, .badRequest),
            (#"{"name": " ", "deviceName": "Phone"}"#, .unprocessableContent),
            (#"{"name": "Home", "deviceName": ""}"#, .unprocessableContent),
            (#"{"name": "Home\u0007", "deviceName": "Phone"}"#, .unprocessableContent),
            (
                "{\"name\": \"\(String(repeating: "x", count: 101))\", \"deviceName\": \"Phone\"}",
                .unprocessableContent
            ),
        ])
    func invalidHouseholdBodies(body: String, status: HTTPResponse.Status) async throws {
        try await withTestServer { server async throws in
            let response = try await server.client.send(.post, "/api/households", json: body)
            try expectError(response, status)
        }
    }

    @Test("Household and join bodies must be JSON, and small")
    func householdBodyFormat() async throws {
        try await withTestServer { server async throws in
            for path in ["/api/households", "/api/join"] {
                let plain = try await server.client.execute(
                    uri: path, method: .post, headers: [.contentType: "text/plain"],
                    body: ByteBuffer(string: #"{"name": "Home", "deviceName": "Phone"}"#))
                try expectError(
                    plain, .unsupportedMediaType, containing: "Content-Type: application/json")
                let none = try await server.client.execute(uri: path, method: .post)
                try expectError(none, .unsupportedMediaType)
                let large = try await server.client.send(
                    .post, path,
                    json: #"{"name": ""# + String(repeating: "x", count: 20_000)
                        + #"", "deviceName": "Phone"}"#)
                try expectError(large, .contentTooLarge, containing: "16384 bytes")
            }
        }
    }

    @Test(
        "Routes for devices answer 401 with WWW-Authenticate without a valid token",
        arguments: [
            (HTTPRequest.Method.get, "/api/lists"), (.post, "/api/lists"), (.get, "/api/lists/1"),
            (.put, "/api/lists/1"), (.delete, "/api/lists/1"), (.get, "/api/devices"),
            (.delete, "/api/devices/00000000000000000000000000000000"), (.post, "/api/invites"),
            (.post, "/api/sync"),
        ])
    func unauthenticated(method: HTTPRequest.Method, path: String) async throws {
        try await withTestServer { server async throws in
            let device = try await server.createHousehold()
            let credentials: [String?] = [
                nil, "Bearer " + String(repeating: "A", count: 43), "Bearer", "Bearer ", "Basic dXNlcjpwYXNz",
                "Bearer " + device.token + "x", "Bearer " + device.token + " extra", "bearer  !!",
            ]
            for authorization in credentials {
                var headers: HTTPFields = [.contentType: "application/json"]
                if let authorization { headers[.authorization] = authorization }
                let response = try await server.client.execute(
                    uri: path, method: method, headers: headers, body: ByteBuffer(string: #"{"name": "x"}"#))
                try expectError(response, .unauthorized)
                #expect(response.headers[.wwwAuthenticate] == "Bearer")
                let message = try #require(try response.object()["error"] as? String)
                #expect(!message.contains(device.token))
                if authorization == nil {
                    #expect(message.contains("Authorization: Bearer TOKEN"))
                }
            }
            // The scheme in any case.
            let lower = try await server.client.get(
                "/api/devices", [.authorization: "bearer " + device.token])
            #expect(lower.status == .ok)
        }
    }

    @Test("The health check and the web app need no token")
    func openRoutes() async throws {
        try await withTestServer { server async throws in
            #expect(try await server.client.get("/api/health").status == .ok)
            #expect(try await server.client.get("/").status == .ok)
            #expect(try await server.client.get("/per.wasm").status == .ok)
        }
    }

    @Test("An invite adds one device to the household, once")
    func inviteAndJoin() async throws {
        try await withTestServer(publicURL: "https://per.example/") { server async throws in
            let first = try await server.createHousehold(name: "Home", deviceName: "Phone")
            let invite = try await first.client.execute(uri: "/api/invites", method: .post)
            #expect(invite.status == .created)
            let object = try invite.object()
            #expect(Set(object.keys) == ["code", "url", "expiresAt"])
            let code = try #require(object["code"] as? String)
            #expect(Self.isToken(code, length: 22))
            #expect(object["url"] as? String == "https://per.example/#join=" + code)
            let expires = ISO8601DateFormatter().string(from: server.clock.now().addingTimeInterval(15 * 60))
            #expect(object["expiresAt"] as? String == expires)

            server.clock.advance(by: 15 * 60 - 1)
            let joined = try await server.client.send(
                .post, "/api/join", json: try Self.json(["code": code, "deviceName": "Laptop"]))
            #expect(joined.status == .created)
            let second = try TestDevice(membership: joined, client: server.client)
            #expect(second.householdId == first.householdId)
            #expect(second.deviceId != first.deviceId)
            #expect(second.token != first.token)
            let membership = try joined.object()
            #expect((membership["household"] as? [String: Any])?["name"] as? String == "Home")
            #expect((membership["device"] as? [String: Any])?["name"] as? String == "Laptop")

            // The new device sees the household's lists.
            let created = try await first.client.send(.post, "/api/lists", json: #"{"name": "Shared"}"#)
            #expect(created.status == .created)
            let lists = try await second.client.get("/api/lists")
            #expect((try lists.json() as? [[String: Any]])?.map { $0["name"] as? String } == ["Shared"])

            let again = try await server.client.send(
                .post, "/api/join", json: try Self.json(["code": code, "deviceName": "Tablet"]))
            try expectError(again, .gone, containing: "already been used")
            #expect(try await first.client.get("/api/devices").json() as? [Any] != nil)
            #expect((try await first.client.get("/api/devices").json() as? [Any])?.count == 2)
        }
    }

    @Test("An invite expires 15 minutes after it was made")
    func expiredInvite() async throws {
        try await withTestServer { server async throws in
            let device = try await server.createHousehold()
            let invite = try await device.client.execute(uri: "/api/invites", method: .post)
            let code = try #require(try invite.object()["code"] as? String)
            server.clock.advance(by: 15 * 60 + 1)
            let late = try await server.client.send(
                .post, "/api/join", json: try Self.json(["code": code, "deviceName": "Laptop"]))
            try expectError(late, .gone, containing: "expired")
            #expect(!(try late.object()["error"] as? String ?? "").contains(code))
            #expect((try await device.client.get("/api/devices").json() as? [Any])?.count == 1)
        }
    }

    @Test(
        "Unknown invite codes are 404",
        arguments: ["AAAAAAAAAAAAAAAAAAAAAA", "", "not a code", String(repeating: "A", count: 500)])
    func unknownInvite(code: String) async throws {
        try await withTestServer { server async throws in
            let response = try await server.client.send(
                .post, "/api/join", json: try Self.json(["code": code, "deviceName": "Laptop"]))
            try expectError(response, .notFound, containing: "not valid")
            #expect(
                try response.object()["error"] as? String
                    == "This invite code is not valid: ask a member of the household for a new invite")
        }
    }

    @Test(
        "Join bodies that can't be used",
        arguments: [
            ("{", HTTPResponse.Status.badRequest), (#"{"code": "x"}"#, .badRequest),
            (#"{"deviceName": "x"}"#, .badRequest), (#"{"code": 1, "deviceName": "x"}"#, .badRequest),
            (#"{"code": "AAAAAAAAAAAAAAAAAAAAAA", "deviceName": " "}"#, .unprocessableContent),
        ])
    func invalidJoinBodies(body: String, status: HTTPResponse.Status) async throws {
        try await withTestServer { server async throws in
            try expectError(try await server.client.send(.post, "/api/join", json: body), status)
        }
    }

    @Test("An invite link is built from the request's host when no public URL is set")
    func inviteURLFromHost() async throws {
        try await withTestServer { server async throws in
            let device = try await server.createHousehold()
            // The test client sends its requests to `localhost`.
            let response = try await device.client.execute(uri: "/api/invites", method: .post)
            let object = try response.object()
            let code = try #require(object["code"] as? String)
            #expect(object["url"] as? String == "http://localhost/#join=" + code)
        }
    }

    @Test("Only a plain host and port is put in a link; otherwise the listening address is")
    func plausibleHosts() {
        for host in ["per.local:8080", "192.168.1.10", "[::1]:8080", "localhost"] {
            #expect(PublicURL.isPlausibleHost(host), "\(host)")
        }
        for host in ["", "evil.example/path", "a b", "x\"y", "user@host", String(repeating: "a", count: 256)]
        {
            #expect(!PublicURL.isPlausibleHost(host), "\(host)")
        }
        #expect(PublicURL.listening(host: "0.0.0.0", port: 8080) == "http://0.0.0.0:8080")
        #expect(PublicURL.listening(host: "::", port: 9000) == "http://[::]:9000")
    }

    @Test("The devices of the household, the current one marked, and when each was last seen")
    func devices() async throws {
        try await withTestServer { server async throws in
            let first = try await server.createHousehold(deviceName: "Phone")
            let created = server.clock.now()
            server.clock.advance(by: 30)
            let second = try await server.join(first, deviceName: "Laptop")
            _ = try await server.createHousehold(name: "Other", deviceName: "Other phone")

            let response = try await second.client.get("/api/devices")
            #expect(response.status == .ok)
            let devices = try #require(try response.json() as? [[String: Any]])
            #expect(devices.map { $0["name"] as? String } == ["Phone", "Laptop"])
            #expect(devices.map { $0["id"] as? String } == [first.deviceId, second.deviceId])
            #expect(devices.map { $0["current"] as? Bool } == [false, true])
            #expect(
                devices.allSatisfy { Set($0.keys) == ["id", "name", "createdAt", "lastSeenAt", "current"] })
            let iso = ISO8601DateFormatter()
            #expect(devices[0]["createdAt"] as? String == iso.string(from: created))
            // Seen 30 seconds later (the invite): lastSeenAt is kept to the minute.
            #expect(devices[0]["lastSeenAt"] as? String == iso.string(from: created))
            #expect(devices[1]["createdAt"] as? String == iso.string(from: created.addingTimeInterval(30)))

            // Seen again two minutes later: lastSeenAt moves (it is kept to the minute).
            server.clock.advance(by: 120)
            _ = try await first.client.get("/api/lists")
            let later = try #require(try await first.client.get("/api/devices").json() as? [[String: Any]])
            #expect(later[0]["lastSeenAt"] as? String == iso.string(from: created.addingTimeInterval(150)))
            #expect(later.map { $0["current"] as? Bool } == [true, false])
        }
    }

    @Test("A removed device's token stops working on its very next request")
    func removeDevice() async throws {
        try await withTestServer { server async throws in
            let first = try await server.createHousehold()
            let second = try await server.join(first)
            #expect(try await second.client.get("/api/lists").status == .ok)
            let removed = try await first.client.execute(
                uri: "/api/devices/\(second.deviceId)", method: .delete)
            #expect(removed.status == .noContent)
            #expect(removed.body.readableBytes == 0)
            let next = try await second.client.get("/api/lists")
            try expectError(next, .unauthorized, containing: "not valid")
            #expect(next.headers[.wwwAuthenticate] == "Bearer")
            #expect(
                try await second.client.execute(uri: "/api/invites", method: .post).status == .unauthorized)
            let devices = try #require(try await first.client.get("/api/devices").json() as? [[String: Any]])
            #expect(devices.map { $0["id"] as? String } == [first.deviceId])
            // Removing it again: it is gone.
            let again = try await first.client.execute(
                uri: "/api/devices/\(second.deviceId)", method: .delete)
            try expectError(
                again, .notFound, containing: "There is no device with id \(second.deviceId)")
        }
    }

    @Test("A device may remove itself")
    func removeSelf() async throws {
        try await withTestServer { server async throws in
            let device = try await server.createHousehold()
            let removed = try await device.client.execute(
                uri: "/api/devices/\(device.deviceId)", method: .delete)
            #expect(removed.status == .noContent)
            try expectError(try await device.client.get("/api/devices"), .unauthorized)
        }
    }

    @Test("Households' data is separate")
    func isolation() async throws {
        try await withTestServer { server async throws in
            let a = try await server.createHousehold(name: "A", deviceName: "A's phone")
            let aLaptop = try await server.join(a, deviceName: "A's laptop")
            let b = try await server.createHousehold(name: "B", deviceName: "B's phone")
            let created = try await b.client.send(
                .post, "/api/lists",
                json: #"{"name": "B's list", "items": [{"price": "1", "quantity": "1 kg"}]}"#)
            let id = try #require(try created.object()["id"] as? String)
            let path = "/api/lists/\(id)"

            // What A's device gets for B's list and B's device...
            func probe() async throws -> [TestResponse] {
                [
                    try await a.client.get(path),
                    try await a.client.send(.put, path, json: #"{"name": "Taken"}"#),
                    try await a.client.execute(uri: path, method: .delete),
                    try await a.client.execute(uri: "/api/devices/\(b.deviceId)", method: .delete),
                ]
            }
            let whileTheyExist = try await probe()
            #expect(try await a.client.get("/api/lists").text == "[]")
            let aDevices = try #require(try await a.client.get("/api/devices").json() as? [[String: Any]])
            #expect(Set(aDevices.compactMap { $0["id"] as? String }) == [a.deviceId, aLaptop.deviceId])
            // ... left them untouched ...
            #expect(try await b.client.get(path).text == created.text)
            #expect(try await b.client.get("/api/devices").status == .ok)
            // ... and is exactly what it gets once they don't exist.
            #expect(try await b.client.execute(uri: path, method: .delete).status == .noContent)
            #expect(
                try await b.client.execute(uri: "/api/devices/\(b.deviceId)", method: .delete).status
                    == .noContent)
            let onceGone = try await probe()
            for (before, after) in zip(whileTheyExist, onceGone) {
                #expect(before.status == .notFound)
                #expect(before.status == after.status)
                #expect(before.headers == after.headers)
                #expect(before.bytes == after.bytes)
            }
            // B's device can't remove A's device either.
            let c = try await server.createHousehold(name: "C")
            let refused = try await c.client.execute(uri: "/api/devices/\(aLaptop.deviceId)", method: .delete)
            #expect(refused.status == .notFound)
            #expect(try await aLaptop.client.get("/api/lists").status == .ok)
        }
    }

    @Test(
        "Failed authentications and joins are limited per address, with Retry-After, until the window passes")
    func rateLimit() async throws {
        try await withTestServer(failureLimit: FailureLimit(failures: 3, windowSeconds: 60)) {
            server async throws in
            let device = try await server.createHousehold()
            let wrong: HTTPFields = [.authorization: "Bearer " + String(repeating: "B", count: 43)]
            for _ in 0..<2 {
                try expectError(try await server.client.get("/api/lists", wrong), .unauthorized)
            }
            server.clock.advance(by: 10)
            let join = try await server.client.send(
                .post, "/api/join", json: #"{"code": "AAAAAAAAAAAAAAAAAAAAAA", "deviceName": "x"}"#)
            try expectError(join, .notFound)

            let limited = try await server.client.get("/api/lists", wrong)
            try expectError(limited, .tooManyRequests, containing: "try again in 50 seconds")
            #expect(limited.headers[.retryAfter] == "50")
            // Every token is refused from this address while it lasts, and joins too.
            let valid = try await device.client.get("/api/lists")
            #expect(valid.status == .tooManyRequests)
            let limitedJoin = try await server.client.send(
                .post, "/api/join", json: #"{"code": "AAAAAAAAAAAAAAAAAAAAAA", "deviceName": "x"}"#)
            try expectError(limitedJoin, .tooManyRequests)
            #expect(limitedJoin.headers[.retryAfter] == "50")
            // A request without a token guesses nothing: it is a 401, and not counted.
            try expectError(try await server.client.get("/api/lists"), .unauthorized)

            server.clock.advance(by: 49)
            #expect(try await device.client.get("/api/lists").headers[.retryAfter] == "1")
            server.clock.advance(by: 1)
            // The two oldest failures have left the window.
            #expect(try await device.client.get("/api/lists").status == .ok)
            try expectError(try await server.client.get("/api/lists", wrong), .unauthorized)
            try expectError(try await server.client.get("/api/lists", wrong), .unauthorized)
            #expect(try await server.client.get("/api/lists", wrong).status == .tooManyRequests)
        }
    }

    @Test("Failures are counted per client address; past the places left, an attempt waits for one in flight")
    func rateLimitPerAddress() async throws {
        let limiter = FailureRateLimiter(limit: FailureLimit(failures: 2, windowSeconds: 60))
        let now = Date(timeIntervalSince1970: 1_794_000_000)
        for _ in 0..<2 {
            #expect(await limiter.reserve("192.0.2.1", now: now) == nil)
            limiter.failed("192.0.2.1", now: now)
        }
        #expect(await limiter.reserve("192.0.2.1", now: now) == 60)
        // Two attempts in flight take both places: a third waits until one ends.
        #expect(await limiter.reserve("192.0.2.2", now: now) == nil)
        #expect(await limiter.reserve("192.0.2.2", now: now) == nil)
        let third = Task { await limiter.reserve("192.0.2.2", now: now) }
        try await Task.sleep(for: .milliseconds(50))
        limiter.succeeded("192.0.2.2")
        #expect(await third.value == nil)
        // Once the two in flight have failed, the third is the last place: the next is refused.
        limiter.failed("192.0.2.2", now: now)
        limiter.failed("192.0.2.2", now: now)
        #expect(await limiter.reserve("192.0.2.2", now: now) == 60)
        #expect(await limiter.reserve("192.0.2.1", now: now.addingTimeInterval(59.5)) == 1)
        #expect(await limiter.reserve("192.0.2.1", now: now.addingTimeInterval(60)) == nil)
    }

    @Test("Guesses sent all at once get no more checks than the limit", arguments: ["join", "token"])
    func burstOfGuesses(_ kind: String) async throws {
        try await withTestServer(failureLimit: FailureLimit(failures: 10, windowSeconds: 60)) { server async throws in
            let statuses = try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
                for index in 0..<300 {
                    group.addTask {
                        if kind == "join" {
                            let code = String(format: "A%021d", index)
                            return try await server.client.send(
                                .post, "/api/join", json: #"{"code": "\#(code)", "deviceName": "x"}"#
                            ).status
                        }
                        let token = String(format: "B%042d", index)
                        return try await server.client.get("/api/lists", [.authorization: "Bearer " + token]).status
                    }
                }
                return try await group.reduce(into: [HTTPResponse.Status]()) { $0.append($1) }
            }
            let checked = statuses.filter { $0 != .tooManyRequests }
            #expect(checked.count == 10, "\(checked.count) of 300 guesses were checked")
            #expect(checked.allSatisfy { $0 == (kind == "join" ? .notFound : .unauthorized) })
        }
    }

    @Test("A removed device that keeps syncing is limited by its token, not its address")
    func removedDeviceLimitedPerToken() async throws {
        try await withTestServer(failureLimit: FailureLimit(failures: 3, windowSeconds: 60)) { server async throws in
            let phone = try await server.createHousehold(deviceName: "Old phone")
            let laptop = try await server.join(phone, deviceName: "Laptop")
            #expect(
                try await laptop.client.execute(uri: "/api/devices/\(phone.deviceId)", method: .delete).status
                    == .noContent)
            for _ in 0..<3 {
                try expectError(try await phone.client.get("/api/lists"), .unauthorized)
            }
            let limited = try await phone.client.get("/api/lists")
            try expectError(limited, .tooManyRequests, containing: "with the token of a device removed from its household")
            #expect(limited.headers[.retryAfter] == "60")
            // The household's other device, behind the same address, is let in.
            #expect(try await laptop.client.get("/api/lists").status == .ok)
            // A guessed token is still counted against the address.
            let wrong: HTTPFields = [.authorization: "Bearer " + String(repeating: "C", count: 43)]
            try expectError(try await server.client.get("/api/lists", wrong), .unauthorized)
            #expect(try await laptop.client.get("/api/lists").status == .ok)
        }
    }

    @Test("An address may create only so many households an hour")
    func signupLimit() async throws {
        try await withTestServer(signupLimit: .signup) { server async throws in
            for index in 0..<FailureLimit.signup.failures {
                _ = try await server.createHousehold(name: "Home \(index)")
            }
            let refused = try await server.client.send(
                .post, "/api/households", json: #"{"name": "One more", "deviceName": "x"}"#)
            try expectError(refused, .tooManyRequests, containing: "as many households as it may")
            #expect(refused.headers[.retryAfter] == "3600")
            server.clock.advance(by: 3600)
            _ = try await server.createHousehold(name: "Next hour")
        }
    }
}
