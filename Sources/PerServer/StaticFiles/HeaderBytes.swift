/// Scanning of comma- and semicolon-separated header values as UTF-8 bytes.
enum HeaderBytes {
    /// The bytes up to the next `separator` (or the end); `bytes` is left after the separator.
    static func nextItem(of bytes: inout Substring.UTF8View, separator: UInt8) -> Substring.UTF8View {
        guard let end = bytes.firstIndex(of: separator) else {
            defer { bytes = bytes[bytes.endIndex...] }
            return bytes
        }
        defer { bytes = bytes[bytes.index(after: end)...] }
        return bytes[..<end]
    }

    /// The bytes without surrounding spaces and tabs.
    static func trimmed(_ bytes: Substring.UTF8View) -> Substring.UTF8View {
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }),
            let last = bytes.lastIndex(where: { !isSpace($0) })
        else { return bytes[bytes.endIndex...] }
        return bytes[first...last]
    }

    /// Whether the bytes spell `lowercase` in any ASCII case.
    static func equalsIgnoringCase(_ bytes: Substring.UTF8View, _ lowercase: StaticString) -> Bool {
        guard bytes.count == lowercase.utf8CodeUnitCount else { return false }
        return lowercase.withUTF8Buffer { expected in
            zip(bytes, expected).allSatisfy { byte, wanted in
                let lowered = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
                return lowered == wanted
            }
        }
    }
}
