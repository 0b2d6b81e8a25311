import HTTPTypes
import Hummingbird

/// The base of invite links: the server's public URL when it was given (`--public-url`),
/// otherwise `http://` and the request's `Host`, otherwise the address the server listens on.
struct PublicURL: Sendable {
    /// `per serve --public-url`, if given.
    let configured: String?
    /// `http://HOST:PORT` of the listening address.
    let listening: String

    /// The base for a link answered to `request`.
    func base(for request: Request) -> String {
        if let configured { return configured }
        // swift-format-ignore: NeverForceUnwrap
        // A valid field name.
        let host = request.head.authority ?? request.headers[HTTPField.Name("Host")!]
        if let host, Self.isPlausibleHost(host) { return "http://" + host }
        return listening
    }

    /// `http://host:port`, with brackets around an IPv6 address.
    static func listening(host: String, port: Int) -> String {
        let shown = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return "http://\(shown):\(port)"
    }

    /// Whether `host` is a host name or address with an optional port, and nothing else: a
    /// header that is not is ignored rather than put in a link.
    static func isPlausibleHost(_ host: String) -> Bool {
        !host.isEmpty && host.utf8.count <= 255
            && host.utf8.allSatisfy { byte in
                (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                    || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                    || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":")
                    || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
            }
    }
}
