import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import NIOCore
import PerServer
import PerStorage
import PerStorageTestSupport
import Synchronization
import Testing

/// Runs `test` against Per's application (router test framework) with a fresh database of the
/// backend under test (``TestDatabase``) and a fresh test web root, which is removed
/// afterwards. The client is a device of a household created first: it sends that device's
/// token with every request.
func withServer<Value: Sendable>(
    withWasm: Bool = true,
    _ test: @Sendable (any TestClientProtocol, TestWebRoot) async throws -> Value
) async throws -> Value {
    try await withTestServer(withWasm: withWasm) { server in
        let device = try await server.createHousehold()
        return try await test(device.client, server.root)
    }
}

/// A running test application: the client without a token, the web root and the clock.
struct TestServer: Sendable {
    /// Sends requests as given, with no token.
    let client: any TestClientProtocol
    let root: TestWebRoot
    let clock: TestClock

    /// Creates a household through the API (signup must be open).
    func createHousehold(name: String = "Home", deviceName: String = "Test device") async throws -> TestDevice
    {
        let body = try String(
            decoding: JSONSerialization.data(withJSONObject: ["name": name, "deviceName": deviceName]),
            as: UTF8.self)
        let response = try await client.send(.post, "/api/households", json: body)
        try #require(response.status == .created, "\(response.text)")
        return try TestDevice(membership: response, client: client)
    }

    /// Creates an invite as `device` and joins with it as a new device named `deviceName`.
    func join(_ device: TestDevice, deviceName: String = "Second device") async throws -> TestDevice {
        let invite = try await device.client.execute(uri: "/api/invites", method: .post)
        try #require(invite.status == .created, "\(invite.text)")
        let code = try #require(try invite.object()["code"] as? String)
        let body = try String(
            decoding: JSONSerialization.data(withJSONObject: ["code": code, "deviceName": deviceName]),
            as: UTF8.self)
        let joined = try await client.send(.post, "/api/join", json: body)
        try #require(joined.status == .created, "\(joined.text)")
        return try TestDevice(membership: joined, client: client)
    }
}

/// A device of a household, from the answer that created it.
struct TestDevice: Sendable {
    let householdId: String
    let deviceId: String
    let token: String
    /// Sends the device's token with every request.
    let client: AuthorizedClient

    init(membership response: TestResponse, client: any TestClientProtocol) throws {
        let object = try response.object()
        let household = try #require(object["household"] as? [String: Any])
        let device = try #require(object["device"] as? [String: Any])
        householdId = try #require(household["id"] as? String)
        deviceId = try #require(device["id"] as? String)
        token = try #require(object["token"] as? String)
        self.client = AuthorizedClient(base: client, token: token)
    }
}

/// Runs `test` against Per's application with no household yet.
/// - Parameter database: The database; `nil`: a fresh one of the backend under test
///   (``TestDatabase``).
func withTestServer<Value: Sendable>(
    withWasm: Bool = true, signup: SignupPolicy = .open, failureLimit: FailureLimit = .standard,
    signupLimit: FailureLimit = FailureLimit(failures: 10_000, windowSeconds: 3600),
    quota: StorageQuota = .standard, scanLimits: ScanLimits = .standard,
    publicURL: String? = nil, database: DatabaseLocation? = nil, logger: Logger? = nil,
    framework: TestingSetup = .router,
    _ test: @Sendable (TestServer) async throws -> Value
) async throws -> Value {
    guard let database else {
        return try await TestDatabase.withFresh { location in
            try await withTestServer(
                withWasm: withWasm, signup: signup, failureLimit: failureLimit, signupLimit: signupLimit,
                quota: quota, scanLimits: scanLimits, publicURL: publicURL, database: location, logger: logger,
                framework: framework, test)
        }
    }
    let root = try TestWebRoot(withWasm: withWasm)
    defer { root.remove() }
    let clock = TestClock()
    var configuration = PerServerConfiguration(
        port: 0, webRoot: root.path, database: database, logLevel: .warning, signup: signup,
        publicURL: publicURL,
        failureLimit: failureLimit, now: { clock.now() })
    // Tests create many households from one address: the signup limit has a test of its own.
    configuration.signupLimit = signupLimit
    configuration.quota = quota
    configuration.scanLimits = scanLimits
    let app = try await buildApplication(configuration: configuration, logger: logger)
    return try await app.test(framework) { client in
        try await test(TestServer(client: client, root: root, clock: clock))
    }
}

/// A clock that moves only when told to.
final class TestClock: Sendable {
    private let current = Mutex(Date(timeIntervalSince1970: 1_794_000_000))

    func now() -> Date {
        current.withLock { $0 }
    }

    func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}

/// A test client that adds `Authorization: Bearer TOKEN` to requests that have none.
struct AuthorizedClient: TestClientProtocol {
    let base: any TestClientProtocol
    let token: String

    var port: Int? { base.port }

    func executeRequest(uri: String, method: HTTPRequest.Method, headers: HTTPFields, body: ByteBuffer?)
        async throws -> TestResponse
    {
        var headers = headers
        if headers[.authorization] == nil { headers[.authorization] = "Bearer " + token }
        return try await base.executeRequest(uri: uri, method: method, headers: headers, body: body)
    }
}

extension TestClientProtocol {
    func get(_ uri: String, _ headers: HTTPFields = [:]) async throws -> TestResponse {
        try await execute(uri: uri, method: .get, headers: headers)
    }

    func send(_ method: HTTPRequest.Method, _ uri: String, json: String) async throws -> TestResponse {
        try await execute(
            uri: uri, method: method, headers: [.contentType: "application/json"],
            body: ByteBuffer(string: json))
    }
}

extension TestResponse {
    var text: String { String(buffer: body) }

    var bytes: [UInt8] { Array(body.readableBytesView) }

    /// The body parsed as a JSON object or array.
    func json() throws -> Any {
        try JSONSerialization.jsonObject(with: Data(body.readableBytesView))
    }

    func object() throws -> [String: Any] {
        try #require(try json() as? [String: Any])
    }
}

/// Header names not predefined by HTTPTypes.
extension HTTPField.Name {
    // swift-format-ignore: NeverForceUnwrap
    static let referrerPolicy = HTTPField.Name("Referrer-Policy")!
}

/// Checks a JSON error answer: its status, `{"error": …}` (with `index` when one is given: the
/// refused change's, which the message names as "Change N: …") and, when given, part of the
/// message.
func expectError(
    _ response: TestResponse, _ status: HTTPResponse.Status, containing part: String? = nil,
    index: Int? = nil, code: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    #expect(response.status == status, "\(response.text)", sourceLocation: sourceLocation)
    #expect(
        response.headers[.contentType] == "application/json; charset=utf-8", sourceLocation: sourceLocation)
    let object = try response.object()
    // A sync change's refusal has its index and code; other errors have a code only when named.
    var keys: Set<String> = ["error"]
    if index != nil { keys.formUnion(["index", "code"]) }
    if code != nil { keys.insert("code") }
    #expect(Set(object.keys) == keys, sourceLocation: sourceLocation)
    let message = try #require(object["error"] as? String, sourceLocation: sourceLocation)
    if let part {
        #expect(message.contains(part), "\(message)", sourceLocation: sourceLocation)
    }
    if let index {
        #expect(object["index"] as? Int == index, sourceLocation: sourceLocation)
        #expect(message.hasPrefix("Change \(index): "), "\(message)", sourceLocation: sourceLocation)
        #expect(object["code"] is String, sourceLocation: sourceLocation)
    }
    if let code {
        #expect(object["code"] as? String == code, sourceLocation: sourceLocation)
    }
}
