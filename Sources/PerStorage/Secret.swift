import Crypto
import Foundation

/// The random values of households: ids, device tokens and invite codes, drawn from
/// `SystemRandomNumberGenerator` (the system's cryptographic generator), and the SHA-256
/// hashes under which tokens and codes are stored.
///
/// A token or a code exists as text only in the response that hands it out; the database
/// keeps its hash, so a copy of the file (or of its backups) gives no way in.
public enum Secret {
    /// A new device token: 256 random bits in base64url without padding (43 characters).
    static func token() -> String {
        base64URL(randomBytes(32))
    }

    /// A new invite code: 128 random bits in base64url without padding (22 characters).
    static func inviteCode() -> String {
        base64URL(randomBytes(16))
    }

    /// A new id of a household or device: 128 random bits as 32 lowercase hex digits, as the
    /// app writes its list ids.
    static func identifier() -> String {
        randomBytes(16).map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }

    /// The SHA-256 hash of a token or code, as stored and looked up (32 bytes).
    public static func hash(_ secret: String) -> Data {
        Data(SHA256.hash(data: Data(secret.utf8)))
    }

    /// Whether `text` could be a token or code: base64url characters only, and not longer
    /// than any this server hands out (so that nothing larger is hashed).
    public static func isWellFormed(_ text: Substring) -> Bool {
        !text.isEmpty && text.utf8.count <= 64
            && text.utf8.allSatisfy { byte in
                (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                    || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                    || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            }
    }

    private static func randomBytes(_ count: Int) -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    }

    private static func base64URL(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}
