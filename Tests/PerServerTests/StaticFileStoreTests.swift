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
