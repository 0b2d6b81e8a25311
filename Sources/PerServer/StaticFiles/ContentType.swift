/// The media types of the files the web app is made of.
enum ContentType {
    /// The `Content-Type` value for a file name, by its extension (case-insensitive);
    /// `application/octet-stream` for unknown extensions.
    static func forFile(named name: String) -> String {
        guard let dot = name.lastIndex(of: ".") else { return octetStream }
        return byExtension[name[name.index(after: dot)...].lowercased()] ?? octetStream
    }

    /// Whether gzip makes files of this type smaller (text, JSON, SVG and WebAssembly do;
    /// PNG, JPEG, WebP and WOFF2 are compressed already).
    static func isCompressible(_ contentType: String) -> Bool {
        contentType.hasPrefix("text/") || contentType.hasPrefix("application/json")
            || contentType.hasPrefix("application/manifest+json") || contentType == "application/wasm"
            || contentType.hasPrefix("image/svg+xml") || contentType == "image/x-icon"
    }

    static let octetStream = "application/octet-stream"

    private static let byExtension: [String: String] = [
        "html": "text/html; charset=utf-8",
        "htm": "text/html; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "txt": "text/plain; charset=utf-8",
        "wasm": "application/wasm",
        "webmanifest": "application/manifest+json",
        "json": "application/json",
        "map": "application/json",
        "svg": "image/svg+xml",
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "webp": "image/webp",
        "gif": "image/gif",
        "ico": "image/x-icon",
        "woff2": "font/woff2",
        "woff": "font/woff",
    ]
}
