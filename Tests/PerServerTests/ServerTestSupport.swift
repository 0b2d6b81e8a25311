import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import NIOCore
import PerServer
import Testing

/// Runs `test` against Per's application (router test framework) with an in-memory
/// database and a fresh test web root, which is removed afterwards.
func withServer<Value: Sendable>(
    withWasm: Bool = true,
    _ test: @Sendable (any TestClientProtocol, TestWebRoot) async throws -> Value
) async throws -> Value {
    let root = try TestWebRoot(withWasm: withWasm)
    defer { root.remove() }
    let app = try await buildApplication(
        configuration: PerServerConfiguration(webRoot: root.path, database: .inMemory, logLevel: .warning))
    return try await app.test(.router) { client in try await test(client, root) }
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
