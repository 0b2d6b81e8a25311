import Foundation
import Testing

@testable import PerServer

@Suite("The store of the web root's files")
struct StaticFileStoreTests {
    /// The asset found for a URL path, or `nil` with the lookup's outcome recorded as an issue.
    private func asset(_ store: StaticFileStore, _ urlPath: String) -> StaticAsset? {
        guard case .found(let asset) = store.lookup(urlPath: urlPath) else {
            Issue.record("\(urlPath) was not found")
            return nil
        }
        return asset
    }

    private func isNotFound(_ store: StaticFileStore, _ urlPath: String) -> Bool {
        if case .notFound = store.lookup(urlPath: urlPath) { return true }
        return false
    }

    @Test("With a check interval of zero, an edited file is served at once")
    func editedAtOnce() throws {
        let root = try TestWebRoot()
        defer { root.remove() }
        let store = StaticFileStore(root: root.path, checkInterval: .zero)
        let before = try #require(asset(store, "/js/app.js"))
        try root.write("export const answer = 43;\n", to: "js/app.js")
        let after = try #require(asset(store, "/js/app.js"))
        #expect(String(buffer: after.identity.body) == "export const answer = 43;\n")
        #expect(after.identity.eTag != before.identity.eTag)
    }

    @Test("Within the check interval the file in memory is served; after it, the edited file")
    func editedAfterInterval() async throws {
        let root = try TestWebRoot()
        defer { root.remove() }
        let slow = StaticFileStore(root: root.path, checkInterval: .seconds(3600))
        let quick = StaticFileStore(root: root.path, checkInterval: .milliseconds(50))
        let before = try #require(asset(slow, "/js/app.js"))
        _ = try #require(asset(quick, "/js/app.js"))
        try root.write("export const answer = 43;\n", to: "js/app.js")
        #expect(try #require(asset(slow, "/js/app.js")).identity.eTag == before.identity.eTag)
        try await Task.sleep(for: .milliseconds(150))
        let after = try #require(asset(quick, "/js/app.js"))
        #expect(String(buffer: after.identity.body) == "export const answer = 43;\n")
        #expect(after.identity.eTag != before.identity.eTag)
    }

    @Test("A file unchanged on disk is not read again")
    func unchangedIsKept() throws {
        let root = try TestWebRoot()
        defer { root.remove() }
        let store = StaticFileStore(root: root.path, checkInterval: .zero)
        let first = try #require(asset(store, "/per.wasm"))
        let second = try #require(asset(store, "/per.wasm"))
        #expect(first === second)
    }

    @Test("A new file is found at once, whatever the interval; a removed one is gone after it")
    func newAndRemovedFiles() async throws {
        let root = try TestWebRoot(withWasm: false)
        defer { root.remove() }
        let store = StaticFileStore(root: root.path, checkInterval: .milliseconds(50))
        #expect(isNotFound(store, "/per.wasm"))
        try root.write(Data(TestWebRoot.wasm), to: "per.wasm")
        #expect(try #require(asset(store, "/per.wasm")).identity.body.readableBytes == TestWebRoot.wasm.count)
        try FileManager.default.removeItem(atPath: root.path + "/per.wasm")
        try await Task.sleep(for: .milliseconds(150))
        #expect(isNotFound(store, "/per.wasm"))
    }

    @Test("A folder is served by its index.html")
    func folderIndex() throws {
        let root = try TestWebRoot()
        defer { root.remove() }
        let store = StaticFileStore(root: root.path, checkInterval: .zero)
        #expect(isNotFound(store, "/js"))
        try root.write("<p>js</p>\n", to: "js/index.html")
        #expect(try #require(asset(store, "/js")).path == "js/index.html")
        #expect(try #require(asset(store, "/js/")).path == "js/index.html")
        #expect(try #require(asset(store, "/")).path == "index.html")
    }

    @Test("Each form of a file carries its own headers")
    func representations() throws {
        let root = try TestWebRoot()
        defer { root.remove() }
        let store = StaticFileStore(root: root.path)
        let wasm = try #require(asset(store, "/per.wasm"))
        let gzip = try #require(wasm.gzip)
        #expect(wasm.identity.fields[.contentType] == "application/wasm")
        #expect(wasm.identity.fields[.contentLength] == String(TestWebRoot.wasm.count))
        #expect(wasm.identity.fields[.contentEncoding] == nil)
        #expect(gzip.fields[.contentEncoding] == "gzip")
        #expect(gzip.fields[.contentLength] == String(gzip.body.readableBytes))
        #expect(gzip.fields[.eTag] == gzip.eTag && gzip.eTag == wasm.identity.eTag.dropLast() + "-gz\"")
        for form in [wasm.identity, gzip] {
            #expect(form.fields[.vary] == "Accept-Encoding")
            #expect(form.fields[.cacheControl] == "no-cache")
            #expect(form.notModifiedFields[.eTag] == form.eTag)
            #expect(form.notModifiedFields[.contentType] == nil)
            #expect(form.notModifiedFields[.contentLength] == nil)
        }
        let png = try #require(asset(store, "/icons/icon-192.png"))
        #expect(png.gzip == nil)
        #expect(png.identity.fields[.vary] == nil)
    }

    @Test("A symbolic link that leads outside the web root is not found; one that stays inside is served")
    func symbolicLinks() throws {
        let root = try TestWebRoot()
        defer { root.remove() }
        let outside = root.folder.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("outside the web root\n".utf8).write(to: outside.appendingPathComponent("secret.txt"))
        try Data("<p>outside</p>\n".utf8).write(to: outside.appendingPathComponent("index.html"))
        let links = [
            // A file, a folder and a folder's index.html outside the root, by absolute and
            // relative links, and a link to a link that leads out.
            ("package.js", root.folder.appendingPathComponent("Package.swift").path),
            ("secret.txt", "../outside/secret.txt"),
            ("out", outside.path),
            ("js/up", "../.."),
            ("chain.js", "package.js"),
            // Links that stay inside the root.
            ("app-link.js", "js/app.js"),
            ("scripts", "js"),
        ]
        for (name, target) in links {
            try FileManager.default.createSymbolicLink(
                atPath: root.path + "/" + name, withDestinationPath: target)
        }
        let store = StaticFileStore(root: root.path, checkInterval: .zero)
        for path in [
            "/package.js", "/secret.txt", "/out/secret.txt", "/out/", "/out", "/js/up/Package.swift",
            "/js/up/outside/secret.txt", "/chain.js",
        ] {
            #expect(isNotFound(store, path), "\(path)")
        }
        #expect(!store.fileExists("package.js"))
        #expect(!store.fileExists("out/secret.txt"))
        let linked = try #require(asset(store, "/app-link.js"))
        #expect(String(buffer: linked.identity.body) == TestWebRoot.javaScript)
        #expect(linked.contentType == "text/javascript; charset=utf-8")
        let throughFolder = try #require(asset(store, "/scripts/app.js"))
        #expect(String(buffer: throughFolder.identity.body) == TestWebRoot.javaScript)
        #expect(store.fileExists("scripts/app.js"))

        // A link that once stayed inside and now leads out is no longer served.
        try FileManager.default.removeItem(atPath: root.path + "/app-link.js")
        try FileManager.default.createSymbolicLink(
            atPath: root.path + "/app-link.js", withDestinationPath: "../outside/secret.txt")
        #expect(isNotFound(store, "/app-link.js"))
    }

    @Test(
        "Paths that are refused",
        arguments: [
            "/../x", "/.env", "/js/.hidden", "/%2e%2e/x", "/%2E%2E%2Fx", "/..%2fx", "/a\\b", "/%5C", "/%00",
            "/%zz", "/%4", "/%", "/%FF", "/%C3",
        ])
    func refusedPaths(urlPath: String) {
        #expect(StaticFileStore.relativePath(forURLPath: urlPath) == nil)
    }

    @Test(
        "Percent-encoded paths are decoded",
        arguments: [
            ("/%70er.wasm", "per.wasm"), ("/js%2Fapp.js", "js/app.js"), ("/%C3%A9t%C3%A9.txt", "été.txt"),
            ("/a%2520b", "a%20b"), ("/a.b.c", "a.b.c"), ("/js/app.js/", "js/app.js/index.html"),
            ("", "index.html"), ("/a%2F", "a/index.html"),
        ])
    func decodedPaths(urlPath: String, expected: String) {
        #expect(StaticFileStore.relativePath(forURLPath: urlPath) == expected)
    }
}
