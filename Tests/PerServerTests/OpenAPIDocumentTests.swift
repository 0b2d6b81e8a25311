import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

@testable import PerServer

/// `GET /api/openapi.yaml`: the API's OpenAPI document, which documents every route.
@Suite("OpenAPI document")
struct OpenAPIDocumentTests {
    /// The document in the repository, `Sources/PerServer/Resources/openapi.yaml`.
    static func sourceText() throws -> String {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/PerServer/Resources/openapi.yaml")
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// The operations the document lists under `paths`: `GET /api/lists/{id}` …, read from the
    /// lines `  /path:` and, under each, `    method:`.
    static func documentedOperations(_ text: String) -> Set<String> {
        let methods: Set<String> = ["get", "head", "post", "put", "delete", "patch", "options", "trace"]
        var operations: Set<String> = []
        var inPaths = false
        var path: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if !line.hasPrefix(" ") {
                inPaths = line == "paths:"
                continue
            }
            guard inPaths else { continue }
            if line.hasPrefix("  /"), line.hasSuffix(":") {
                path = String(line.dropFirst(2).dropLast())
            } else if line.hasPrefix("    "), !line.hasPrefix("     "), let path,
                let key = line.dropFirst(4).split(separator: ":").first, methods.contains(String(key))
            {
                operations.insert(key.uppercased() + " " + path)
            }
        }
        return operations
    }

    @Test("It is served to anyone as YAML, byte for byte the repository's file, with an ETag")
    func served() async throws {
        try await withTestServer { server in
            let response = try await server.client.get("/api/openapi.yaml")
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/yaml")
            #expect(response.headers[.cacheControl] == "no-cache")
            #expect(response.headers[.xContentTypeOptions] == "nosniff")
            let eTag = try #require(response.headers[.eTag])
            #expect(eTag.count == 34 && eTag.hasPrefix("\"") && eTag.hasSuffix("\""), "\(eTag)")
            #expect(response.text == (try Self.sourceText()))
            #expect(response.text.hasPrefix("openapi: 3.1.0\n"))
            #expect(response.text.contains("\n    deviceToken:\n      type: http\n      scheme: bearer\n"))

            let head = try await server.client.execute(uri: "/api/openapi.yaml", method: .head)
            #expect(head.status == .ok)
            #expect(head.headers[.contentType] == "application/yaml")
            #expect(head.headers[.eTag] == eTag)
            #expect(head.body.readableBytes == 0)
        }
    }

    @Test("A request with its ETag in If-None-Match answers 304; another ETag, the document")
    func revalidated() async throws {
        try await withTestServer { server in
            let eTag = try #require(try await server.client.get("/api/openapi.yaml").headers[.eTag])
            let same = try await server.client.get("/api/openapi.yaml", [.ifNoneMatch: "\"x\", " + eTag])
            #expect(same.status == .notModified)
            #expect(same.headers[.eTag] == eTag)
            #expect(same.body.readableBytes == 0)
            let other = try await server.client.get("/api/openapi.yaml", [.ifNoneMatch: "\"0123\""])
            #expect(other.status == .ok)
            #expect(other.text == (try Self.sourceText()))
        }
    }

    @Test("Every route and method of the route table is documented, and nothing else")
    func everyRouteDocumented() throws {
        var routed: Set<String> = []
        for route in APIRoute.all {
            let path =
                "/"
                + route.components.map { $0.hasPrefix(":") ? "{\($0.dropFirst())}" : $0 }.joined(
                    separator: "/")
            for method in route.methods { routed.insert(method.rawValue + " " + path) }
        }
        let documented = Self.documentedOperations(try Self.sourceText())
        #expect(
            routed.subtracting(documented).isEmpty,
            "not documented: \(routed.subtracting(documented).sorted())")
        #expect(
            documented.subtracting(routed).isEmpty, "not routed: \(documented.subtracting(routed).sorted())")
        #expect(documented.contains("DELETE /api/lists/{id}"))
        #expect(documented.count == 19)
    }
}
