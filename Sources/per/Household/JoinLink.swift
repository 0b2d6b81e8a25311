import Foundation

/// A join link as `per household create` and the page's Invite print it:
/// `<the app's address>/#join=<code>`. The code is in the fragment, so that a browser never
/// sends it to a server; `per household join` sends it only in the body of `POST api/join`.
struct JoinLink: Equatable {
    /// The app's address, ending in `/`: the API is `api/…` under it.
    let server: String
    /// The invite's code: 1 to 64 characters of base64url.
    let code: String

    /// Reads a link; `nil` when it is not a join link.
    init?(_ text: String) {
        let text = text.trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("http://") || text.hasPrefix("https://"),
            let hash = text.firstIndex(of: "#")
        else { return nil }
        let fragment = text[text.index(after: hash)...]
        guard fragment.hasPrefix("join=") else { return nil }
        let code = fragment.dropFirst("join=".count)
        guard !code.isEmpty, code.utf8.count <= 64,
            code.utf8.allSatisfy({ byte in
                (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                    || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                    || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            })
        else { return nil }
        var server = String(text[..<hash])
        if let query = server.firstIndex(of: "?") { server = String(server[..<query]) }
        let afterScheme = server.range(of: "://").map { server[$0.upperBound...] } ?? ""
        guard !afterScheme.isEmpty, !afterScheme.hasPrefix("/") else { return nil }
        if !server.hasSuffix("/") { server += "/" }
        self.server = server
        self.code = String(code)
    }

    /// What a link must look like, for the error about one that isn't.
    static let expected =
        "a join link is the app's address followed by #join= and the invite's code, "
        + "as per household create or the page's Invite prints it: http://127.0.0.1:8080/#join=…"
}
