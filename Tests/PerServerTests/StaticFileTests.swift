import CompressNIO
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

@testable import PerServer

@Suite("Serving the web app")
struct StaticFileTests {
    @Test(
        "Content types",
        arguments: [
            ("/", "text/html; charset=utf-8"),
            ("/index.html", "text/html; charset=utf-8"),
            ("/js/app.js", "text/javascript; charset=utf-8"),
            ("/sw.js", "text/javascript; charset=utf-8"),
            ("/css/app.css", "text/css; charset=utf-8"),
            ("/per.wasm", "application/wasm"),
            ("/manifest.webmanifest", "application/manifest+json"),
            ("/icons/icon.svg", "image/svg+xml"),
            ("/icons/icon-192.png", "image/png"),
        ])
    func contentTypes(path: String, contentType: String) async throws {
        try await withServer { (client, _) async throws in
            let response = try await client.get(path)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == contentType)
        }
    }

    @Test("The files are served byte for byte")
    func bodies() async throws {
        try await withServer { (client, _) async throws in
            #expect(try await client.get("/").text == TestWebRoot.indexHTML)
            #expect(try await client.get("/js/app.js").text == TestWebRoot.javaScript)
            #expect(try await client.get("/per.wasm").bytes == TestWebRoot.wasm)
            #expect(try await client.get("/icons/icon-192.png").bytes == TestWebRoot.png)
        }
    }

    @Test(
        "Security headers are on every response",
        arguments: [
            "/", "/per.wasm", "/js/app.js", "/api/health", "/api/lists", "/api/lists/42",
            "/missing.js", "/../Package.swift", "/api/nothing",
        ])
    func securityHeaders(path: String) async throws {
        try await withServer { (client, _) async throws in
            let response = try await client.get(path)
            #expect(response.headers[.contentSecurityPolicy] == SecurityHeaders.contentSecurityPolicy)
            #expect(response.headers[.xContentTypeOptions] == "nosniff")
            #expect(response.headers[.referrerPolicy] == "no-referrer")
        }
    }

    @Test("The Content-Security-Policy allows the page and its wasm and nothing else")
    func contentSecurityPolicy() {
        let policy = SecurityHeaders.contentSecurityPolicy
        #expect(policy.hasPrefix("default-src 'self';"))
        #expect(policy.contains("script-src 'self' 'wasm-unsafe-eval';"))
        #expect(policy.contains("object-src 'none'"))
        #expect(policy.contains("frame-ancestors 'none'"))
        #expect(!policy.contains("unsafe-inline"))
        #expect(!policy.contains("'unsafe-eval'"))
        #expect(!policy.contains("*"))
    }

    @Test("Security headers are also on error responses of the API and on 304")
    func securityHeadersOnErrors() async throws {
        try await withServer { (client, _) async throws in
            let invalid = try await client.send(.post, "/api/lists", json: "{")
            #expect(invalid.status == .badRequest)
            #expect(invalid.headers[.xContentTypeOptions] == "nosniff")
            let first = try await client.get("/")
            let etag = try #require(first.headers[.eTag])
            let notModified = try await client.get("/", [.ifNoneMatch: etag])
            #expect(notModified.status == .notModified)
            #expect(notModified.headers[.contentSecurityPolicy] != nil)
        }
    }

    @Test("ETag and 304 Not Modified")
    func eTags() async throws {
        try await withServer { (client, root) async throws in
            let first = try await client.get("/per.wasm")
            let etag = try #require(first.headers[.eTag])
            #expect(etag.hasPrefix("\"") && etag.hasSuffix("\""))
            let again = try await client.get("/per.wasm", [.ifNoneMatch: etag])
            #expect(again.status == .notModified)
            #expect(again.body.readableBytes == 0)
            #expect(again.headers[.eTag] == etag)
            // A weak comparison and a list of candidates match too.
            #expect(
                try await client.get("/per.wasm", [.ifNoneMatch: "\"x\", W/\(etag)"]).status == .notModified)
            #expect(try await client.get("/per.wasm", [.ifNoneMatch: "\"other\""]).status == .ok)
            // After the file changes (and the store has looked at it again), the old ETag no
            // longer matches.
            try root.write(Data(TestWebRoot.wasm + [1, 2, 3]), to: "per.wasm")
            try await Task.sleep(for: StaticFileStore.defaultCheckInterval + .milliseconds(100))
            let changed = try await client.get("/per.wasm", [.ifNoneMatch: etag])
            #expect(changed.status == .ok)
            #expect(changed.headers[.eTag] != etag)
            #expect(changed.bytes == TestWebRoot.wasm + [1, 2, 3])
        }
    }

    @Test("Cache-Control: the shell and per.wasm are always revalidated, hashed names are immutable")
    func cacheControl() async throws {
        try await withServer { (client, root) async throws in
            for path in ["/", "/index.html", "/sw.js", "/manifest.webmanifest", "/per.wasm", "/js/app.js"] {
                #expect(try await client.get(path).headers[.cacheControl] == "no-cache", "\(path)")
            }
            try root.write("export {};\n", to: "js/app.3f9a2c1d.js")
            #expect(
                try await client.get("/js/app.3f9a2c1d.js").headers[.cacheControl]
                    == "public, max-age=31536000, immutable")
        }
    }

    @Test("gzip when the client accepts it", arguments: ["/", "/js/app.js", "/css/app.css", "/per.wasm"])
    func gzip(path: String) async throws {
        try await withServer { (client, _) async throws in
            let plain = try await client.get(path)
            #expect(plain.headers[.contentEncoding] == nil)
            #expect(plain.headers[.vary] == "Accept-Encoding")
            let compressed = try await client.get(path, [.acceptEncoding: "gzip, deflate, br, zstd"])
            #expect(compressed.status == .ok)
            #expect(compressed.headers[.contentEncoding] == "gzip")
            #expect(compressed.headers[.vary] == "Accept-Encoding")
            #expect(compressed.headers[.eTag] != plain.headers[.eTag])
            #expect(compressed.body.readableBytes < plain.body.readableBytes)
            var body = compressed.body
            let inflated = try body.decompress(with: .gzip())
            #expect(Array(inflated.readableBytesView) == plain.bytes)
            // The ETag of the gzip form revalidates too.
            let etag = try #require(compressed.headers[.eTag])
            let revalidated = try await client.get(path, [.acceptEncoding: "gzip", .ifNoneMatch: etag])
            #expect(revalidated.status == .notModified)
        }
    }

    @Test("No gzip when refused, or for PNG")
    func noGzip() async throws {
        try await withServer { (client, _) async throws in
            #expect(
                try await client.get("/js/app.js", [.acceptEncoding: "gzip;q=0, br"]).headers[
                    .contentEncoding] == nil)
            #expect(
                try await client.get("/js/app.js", [.acceptEncoding: "identity"]).headers[.contentEncoding]
                    == nil)
            let png = try await client.get("/icons/icon-192.png", [.acceptEncoding: "gzip"])
            #expect(png.headers[.contentEncoding] == nil)
            #expect(png.headers[.vary] == nil)
        }
    }

    @Test(
        "Accept-Encoding parsing",
        arguments: [
            ("gzip", true), ("GZIP", true), ("deflate, gzip;q=1.0, *;q=0.5", true), ("x-gzip", true),
            ("*", true), (" gzip ; q=0.5", true), ("x-gzip;q=0, GZip;Q=1", true), ("br;q=1, *;q=0.1", true),
            ("br", false), ("GZip;Q=0", false), ("gzip;q=abc", false), ("gzipped", false),
            ("identity, *;q=0", false), ("gzip;q=0", false), ("gzip; q=0.000", false), ("identity", false),
            ("", false),
        ])
    func acceptEncoding(value: String, accepted: Bool) {
        #expect(StaticFileMiddleware<PerRequestContext>.acceptsGzip(value) == accepted)
    }

    @Test(
        "If-None-Match comparison",
        arguments: [
            ("\"a\"", true), ("W/\"a\"", true), (" \"b\" ,\t\"a\" ", true), ("*", true), ("\"b\", *", true),
            ("\"b\"", false), ("a", false), ("\"a", false), ("", false), ("W/", false),
        ])
    func ifNoneMatch(value: String, matches: Bool) {
        #expect(StaticFileMiddleware<PerRequestContext>.matches(value, "\"a\"") == matches)
    }

    @Test("Several Accept-Encoding or If-None-Match lines count together")
    func repeatedHeaderLines() async throws {
        try await withServer { (client, _) async throws in
            var headers = HTTPFields()
            headers.append(HTTPField(name: .acceptEncoding, value: "br"))
            headers.append(HTTPField(name: .acceptEncoding, value: "gzip"))
            let compressed = try await client.get("/js/app.js", headers)
            #expect(compressed.headers[.contentEncoding] == "gzip")
            let etag = try #require(compressed.headers[.eTag])
            headers.append(HTTPField(name: .ifNoneMatch, value: "\"other\""))
            headers.append(HTTPField(name: .ifNoneMatch, value: etag))
            let revalidated = try await client.get("/js/app.js", headers)
            #expect(revalidated.status == .notModified)
            #expect(revalidated.headers[.eTag] == etag)
            #expect(revalidated.headers[.contentEncoding] == nil)
            #expect(revalidated.headers[.vary] == "Accept-Encoding")
        }
    }

    @Test("Every kind of static answer carries the security headers")
    func securityHeadersOnStaticAnswers() async throws {
        try await withServer { (client, _) async throws in
            let page = try await client.get("/", [.acceptEncoding: "gzip"])
            let etag = try #require(page.headers[.eTag])
            let answers = [
                (page, HTTPResponse.Status.ok),
                (try await client.execute(uri: "/", method: .head), .ok),
                (try await client.get("/", [.acceptEncoding: "gzip", .ifNoneMatch: etag]), .notModified),
                (try await client.get("/.env"), .badRequest),
                (try await client.get("/%zz"), .badRequest),
                (try await client.get("/missing.js"), .notFound),
            ]
            for (response, status) in answers {
                #expect(response.status == status)
                #expect(response.headers[.contentSecurityPolicy] == SecurityHeaders.contentSecurityPolicy)
                #expect(response.headers[.xContentTypeOptions] == "nosniff")
                #expect(response.headers[.referrerPolicy] == "no-referrer")
            }
            #expect(try await client.get("/.env").text == "Bad request\n")
        }
    }

    @Test("Routes win over files of the same name; other methods are not served from files")
    func routesFirst() async throws {
        try await withServer { (client, root) async throws in
            try FileManager.default.createDirectory(
                atPath: root.path + "/api", withIntermediateDirectories: true)
            try root.write("a file, not the route\n", to: "api/health")
            let health = try await client.get("/api/health")
            #expect(health.status == .ok)
            #expect(health.text.contains(#""status":"ok""#))
            let post = try await client.send(.post, "/index.html", json: "{}")
            #expect(post.status == .notFound)
            #expect(!post.text.contains("<html"))
            #expect(post.headers[.xContentTypeOptions] == "nosniff")
            #expect(try await client.get("/api/nothing").status == .notFound)
        }
    }

    @Test("HEAD of the gzip form gives its length and encoding")
    func headGzip() async throws {
        try await withServer { (client, _) async throws in
            let get = try await client.get("/per.wasm", [.acceptEncoding: "gzip"])
            let head = try await client.execute(
                uri: "/per.wasm", method: .head, headers: [.acceptEncoding: "gzip"])
            #expect(head.status == .ok)
            #expect(head.headers[.contentEncoding] == "gzip")
            #expect(head.headers[.contentLength] == String(get.body.readableBytes))
            #expect(head.headers[.eTag] == get.headers[.eTag])
            #expect(head.body.readableBytes == 0)
        }
    }

    @Test("HEAD gives the headers and the length without the body")
    func head() async throws {
        try await withServer { (client, _) async throws in
            let response = try await client.execute(uri: "/per.wasm", method: .head)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/wasm")
            #expect(response.headers[.contentLength] == String(TestWebRoot.wasm.count))
            #expect(response.body.readableBytes == 0)
        }
    }

    @Test("Without per.wasm: 404 that says how to build it, and health says wasm false")
    func missingWasm() async throws {
        try await withServer(withWasm: false) { (client, root) async throws in
            let wasm = try await client.get("/per.wasm")
            #expect(wasm.status == .notFound)
            #expect(wasm.text.contains("make wasm"))
            #expect(wasm.headers[.contentSecurityPolicy] != nil)
            let health = try await client.get("/api/health")
            #expect(health.status == .ok)
            #expect(health.headers[.contentType] == "application/json; charset=utf-8")
            let object = try health.object()
            #expect(object["status"] as? String == "ok")
            #expect(object["wasm"] as? Bool == false)
            #expect(object["buildHint"] as? String == "make wasm")
            // The page itself is still served.
            #expect(try await client.get("/").status == .ok)
            // Once built, it is served without a restart.
            try root.write(Data(TestWebRoot.wasm), to: "per.wasm")
            #expect(try await client.get("/api/health").object()["wasm"] as? Bool == true)
            #expect(try await client.get("/per.wasm").status == .ok)
        }
    }

    @Test(
        "Paths outside the web root or hidden files are refused",
        arguments: [
            "/../Package.swift", "/js/../../Package.swift", "/%2e%2e/Package.swift",
            "/%2E%2E%2FPackage.swift",
            "/..%2fPackage.swift", "/.env", "/js/%2e%2e/%2e%2e/Package.swift", "/..\\Package.swift", "/%00",
        ])
    func pathTraversal(path: String) async throws {
        try await withServer { (client, _) async throws in
            let response = try await client.get(path)
            #expect(response.status == .badRequest || response.status == .notFound, "\(path)")
            #expect(!response.text.contains("Package.swift must never be served"))
            #expect(!response.text.contains("hidden"))
        }
    }

    @Test("Unknown files are 404")
    func notFound() async throws {
        try await withServer { (client, _) async throws in
            #expect(try await client.get("/nothing.js").status == .notFound)
            #expect(try await client.get("/js/nothing/").status == .notFound)
        }
    }

    @Test("A symbolic link that leads outside the web root answers 404 as a missing file does")
    func symbolicLinkOutside() async throws {
        try await withServer { (client, root) async throws in
            try FileManager.default.createSymbolicLink(
                atPath: root.path + "/package.js", withDestinationPath: "../Package.swift")
            try FileManager.default.createSymbolicLink(atPath: root.path + "/up", withDestinationPath: "..")
            try FileManager.default.createSymbolicLink(
                atPath: root.path + "/app.js", withDestinationPath: "js/app.js")
            let missing = try await client.get("/nothing.js")
            for path in ["/package.js", "/up/Package.swift"] {
                let response = try await client.get(path)
                #expect(response.status == .notFound, "\(path)")
                #expect(response.text == missing.text, "\(path)")
                #expect(response.headers[.contentSecurityPolicy] != nil, "\(path)")
                #expect(!response.text.contains("Package.swift must never be served"))
            }
            let inside = try await client.get("/app.js")
            #expect(inside.status == .ok)
            #expect(inside.text == TestWebRoot.javaScript)
        }
    }

    @Test("There is no plain-text route: /plaintext is a file path like any other")
    func noPlaintextRoute() async throws {
        try await withServer { (client, _) async throws in
            #expect(try await client.get("/plaintext").status == .notFound)
        }
    }

    @Test(
        "URL paths map to files inside the web root",
        arguments: [
            ("/", "index.html"), ("/js/app.js", "js/app.js"), ("//js//app.js", "js/app.js"),
            ("/js/", "js/index.html"),
            ("/a%20b.txt", "a b.txt"),
        ])
    func relativePaths(urlPath: String, expected: String) {
        #expect(StaticFileStore.relativePath(forURLPath: urlPath) == expected)
    }
}
