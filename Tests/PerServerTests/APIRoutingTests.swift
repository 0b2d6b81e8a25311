import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

@testable import PerServer

/// Requests under `/api/` that no route takes are answered as JSON, like the rest of the API.
@Suite("API routing errors")
struct APIRoutingTests {
    static func expectJSONError(_ response: TestResponse, _ status: HTTPResponse.Status) throws {
        #expect(response.status == status)
        #expect(response.headers[.contentType] == "application/json; charset=utf-8")
        #expect(response.headers[.contentSecurityPolicy] == SecurityHeaders.contentSecurityPolicy)
        #expect(response.headers[.xContentTypeOptions] == "nosniff")
        #expect(response.headers[.referrerPolicy] == "no-referrer")
        let object = try response.object()
        #expect(Set(object.keys) == ["error"])
        #expect((object["error"] as? String)?.isEmpty == false)
    }

    @Test(
        "Unknown API paths are a JSON 404",
        arguments: [
            (HTTPRequest.Method.get, "/api/nope"), (.get, "/api/lists/1/extra"), (.get, "/api"),
            (.get, "/api/"),
            (.post, "/api/nope"), (.delete, "/api/health/1"), (.head, "/api/nope"), (.get, "/api/List"),
            (.get, "/api/lists/1/items/2"),
        ])
    func unknownPaths(method: HTTPRequest.Method, path: String) async throws {
        try await withServer { (client, _) async throws in
            let response = try await client.execute(uri: path, method: method)
            #expect(response.headers[.allow] == nil)
            guard method != .head else {
                #expect(response.status == .notFound)
                return
            }
            try Self.expectJSONError(response, .notFound)
            #expect(try response.object()["error"] as? String == "There is no API endpoint at \(path)")
        }
    }

    @Test(
        "Methods a route doesn't answer are a JSON 405 with Allow",
        arguments: [
            (HTTPRequest.Method.patch, "/api/lists", "GET, HEAD, POST"),
            (.put, "/api/lists", "GET, HEAD, POST"),
            (.delete, "/api/lists", "GET, HEAD, POST"),
            (.options, "/api/lists", "GET, HEAD, POST"),
            (.post, "/api/lists/1", "GET, HEAD, PUT, DELETE"),
            (.patch, "/api/lists/abc", "GET, HEAD, PUT, DELETE"),
            (.delete, "/api/health", "GET, HEAD"),
            (.put, "/api/health", "GET, HEAD"),
            (.post, "/api/health/", "GET, HEAD"),
            (.get, "/api/households", "POST"), (.put, "/api/join", "POST"), (.get, "/api/invites", "POST"),
            (.post, "/api/devices", "GET, HEAD"), (.get, "/api/devices/1", "DELETE"),
            (.put, "/api/devices/1", "DELETE"),
        ])
    func unsupportedMethods(method: HTTPRequest.Method, path: String, allow: String) async throws {
        try await withServer { (client, _) async throws in
            let response = try await client.execute(uri: path, method: method)
            try Self.expectJSONError(response, .methodNotAllowed)
            #expect(response.headers[.allow] == allow)
            #expect(
                try response.object()["error"] as? String
                    == "\(method.rawValue) is not allowed on \(path): use \(allow)")
        }
    }

    @Test("Every method of the route table is routed, and no other", arguments: APIRoute.all)
    func routeTableMatchesTheRouter(route: APIRoute) async throws {
        let path = "/" + route.components.map { $0.hasPrefix(":") ? "1" : $0 }.joined(separator: "/")
        try await withServer { (client, _) async throws in
            for method: HTTPRequest.Method in [.get, .head, .post, .put, .delete, .patch, .options] {
                let response = try await client.execute(uri: path, method: method)
                if route.methods.contains(method) {
                    #expect(response.status != .methodNotAllowed, "\(method) \(path)")
                    #expect(response.headers[.allow] == nil, "\(method) \(path)")
                    if method != .head, response.status == .notFound {
                        // The route's own 404 (no such list, device or invite), not the fallback's.
                        let message = try #require(try response.object()["error"] as? String)
                        #expect(!message.hasPrefix("There is no API endpoint"), "\(method) \(path)")
                    }
                } else {
                    #expect(response.status == .methodNotAllowed, "\(method) \(path)")
                }
            }
        }
    }

    @Test("HEAD of a GET route answers the headers")
    func head() async throws {
        try await withServer { (client, _) async throws in
            let response = try await client.execute(uri: "/api/health", method: .head)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/json; charset=utf-8")
            #expect(response.body.readableBytes == 0)
        }
    }

    @Test("Paths outside the API keep the web root's answers")
    func staticPathsUnchanged() async throws {
        try await withServer { (client, _) async throws in
            let missing = try await client.get("/nope")
            #expect(missing.status == .notFound)
            #expect(missing.headers[.contentType] == "text/plain; charset=utf-8")
            #expect(missing.text == "Not found\n")
            let apiLike = try await client.get("/apis/lists")
            #expect(apiLike.status == .notFound)
            #expect(apiLike.text == "Not found\n")
            #expect(try await client.get("/").status == .ok)
            let post = try await client.execute(uri: "/index.html", method: .post)
            #expect(post.status == .notFound)
            #expect(post.headers[.allow] == nil)
        }
    }
}
