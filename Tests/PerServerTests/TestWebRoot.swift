import Foundation

/// A web root made for one test in a new temporary folder: `index.html`, `sw.js`, a manifest,
/// a stylesheet, a JS module, images and (unless told otherwise) a fake `per.wasm`. A
/// `Package.swift` sits next to the web root, outside it, to catch path traversal.
struct TestWebRoot {
    let folder: URL
    var path: String { folder.appendingPathComponent("Web").path }

    static let indexHTML = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>Per</title>
        <link rel="manifest" href="manifest.webmanifest"><link rel="stylesheet" href="css/app.css">
        <script type="module" src="js/app.js"></script></head>
        <body><main id="app">Per compares prices per unit. Per compares prices per unit.</main></body></html>

        """
    static let javaScript = String(repeating: "export const answer = 42; // compressible text\n", count: 40)
    static let css = String(repeating: "body { margin: 0; color: #222; }\n", count: 30)
    static let manifest =
        #"{"name": "Per", "short_name": "Per", "start_url": "./", "display": "standalone", "icons": [{"src": "icons/icon.svg", "sizes": "any", "type": "image/svg+xml"}]}"#
    static let svg =
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>"#
    /// A valid empty WebAssembly module header followed by padding, so that it compresses.
    static let wasm: [UInt8] =
        [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00] + [UInt8](repeating: 0, count: 4096)
    static let png: [UInt8] =
        [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] + [UInt8](repeating: 7, count: 600)
    static let secret = "// the repository's Package.swift must never be served\n"

    init(withWasm: Bool = true) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("per-web-\(UUID().uuidString)")
        let web = folder.appendingPathComponent("Web")
        for sub in ["js", "css", "icons"] {
            try FileManager.default.createDirectory(
                at: web.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        try write(Self.secret, to: "../Package.swift")
        try write(Self.indexHTML, to: "index.html")
        try write("self.addEventListener('fetch', () => {});\n", to: "sw.js")
        try write(Self.manifest, to: "manifest.webmanifest")
        try write(Self.css, to: "css/app.css")
        try write(Self.javaScript, to: "js/app.js")
        try write(Self.svg, to: "icons/icon.svg")
        try write(Data(Self.png), to: "icons/icon-192.png")
        try write("hidden\n", to: ".env")
        if withWasm { try write(Data(Self.wasm), to: "per.wasm") }
    }

    func write(_ text: String, to relativePath: String) throws {
        try write(Data(text.utf8), to: relativePath)
    }

    func write(_ data: Data, to relativePath: String) throws {
        try data.write(to: URL(fileURLWithPath: path + "/" + relativePath))
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
