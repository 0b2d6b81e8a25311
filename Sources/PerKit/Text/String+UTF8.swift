// Text helpers that work on UTF-8 bytes. `String`'s own `hasPrefix`, `==`, `prefix(_:)` and
// `lowercased()` work on Characters, which needs the standard library's grapheme breaking and
// Unicode tables; these need none of that, which keeps the WebAssembly module small, and each
// copies the text at most once, so they stay linear in the wasm build too.
//
// The small ones that reach String's storage are `@inline(never)`: inlined, each of their many
// callers would carry its own copy of String's UTF-8 access and decoding code (with them out of
// line, per.wasm is about 3 KB smaller).

extension String {
    /// Calls `body` with the string's UTF-8 bytes, contiguous in memory.
    ///
    /// Embedded Swift compiles a copy of this, and of `String.withUTF8` in it, for every type a
    /// `body` answers (about 400 bytes of per.wasm each): callers answer the types others do
    /// (`Int?`, `Bool`, `String`) where they can.
    @inline(never)
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var text = self
        return text.withUTF8(body)
    }

    /// Calls `body`, which answers nothing, with the string's UTF-8 bytes: through the `Bool`
    /// copy of ``withUTF8Bytes(_:)``, so that there is none for `()`.
    @inline(never)
    func withUTF8Bytes(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        _ = withUTF8Bytes { bytes -> Bool in
            body(bytes)
            return true
        }
    }

    /// Whether the UTF-8 bytes start with those of `prefix` (use it with ASCII prefixes).
    @inline(never)
    func hasUTF8Prefix(_ prefix: StaticString) -> Bool {
        prefix.withUTF8Buffer { wanted in
            withUTF8Bytes { bytes in
                bytes.count >= wanted.count && Self.bytes(bytes, from: 0, equal: wanted)
            }
        }
    }

    /// Whether the UTF-8 bytes end with those of `suffix`; see ``hasUTF8Prefix(_:)``.
    @inline(never)
    func hasUTF8Suffix(_ suffix: StaticString) -> Bool {
        suffix.withUTF8Buffer { wanted in
            withUTF8Bytes { bytes in
                bytes.count >= wanted.count
                    && Self.bytes(bytes, from: bytes.count - wanted.count, equal: wanted)
            }
        }
    }

    /// Whether the UTF-8 bytes hold those of `part` anywhere; see ``hasUTF8Prefix(_:)``.
    @inline(never)
    func containsUTF8(_ part: StaticString) -> Bool {
        part.withUTF8Buffer { wanted in
            withUTF8Bytes { bytes in
                guard bytes.count >= wanted.count else { return false }
                for start in 0...(bytes.count - wanted.count) where Self.bytes(bytes, from: start, equal: wanted) {
                    return true
                }
                return false
            }
        }
    }

    /// Whether this text has the same UTF-8 bytes as `other`; see ``ExactText``.
    @inline(never)
    public func hasSameUTF8(as other: String) -> Bool {
        withUTF8Bytes { bytes in
            other.withUTF8Bytes { otherBytes in
                bytes.count == otherBytes.count && Self.bytes(bytes, from: 0, equal: otherBytes)
            }
        }
    }

    /// Whether two optional texts are both `nil`, or have the same UTF-8 bytes.
    static func haveSameUTF8(_ lhs: String?, _ rhs: String?) -> Bool {
        guard let lhs, let rhs else { return lhs == nil && rhs == nil }
        return lhs.hasSameUTF8(as: rhs)
    }

    /// Feeds the text's UTF-8 bytes, then their count, to `hasher`: the hash that goes with
    /// ``hasSameUTF8(as:)`` (`String`'s own hashes canonically equivalent texts alike, with the
    /// normalisation code `==` needs).
    @inline(never)
    func hashUTF8(into hasher: inout Hasher) {
        withUTF8Bytes { bytes in
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
            hasher.combine(bytes.count)
        }
    }

    /// Whether the text holds a control character: C0 (U+0000–U+001F, tabs and line breaks
    /// among them), DEL or C1 (U+0080–U+009F). None belongs in a name: a terminal runs some of
    /// them as commands, and a list, a CSV cell or a shelf tag shows none of them.
    public var containsControlCharacter: Bool { firstControlCharacter != nil }

    /// The code of the text's first control character (see ``containsControlCharacter``), or
    /// `nil` when it has none.
    @inline(never)
    public var firstControlCharacter: Int? {
        // `Int?`, as other callers of `withUTF8Bytes` answer: per.wasm then needs no copy of it
        // for another type (about 500 bytes).
        withUTF8Bytes { bytes in
            for index in 0..<bytes.count {
                let byte = bytes[index]
                if byte < 0x20 || byte == 0x7F { return Int(byte) }
                // C1 characters are 0xC2 followed by 0x80–0x9F, which is their code.
                if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] < 0xA0 {
                    return Int(bytes[index + 1])
                }
            }
            return nil
        }
    }

    /// Whether this text's UTF-8 bytes sort before `other`'s, in byte order (which is the order
    /// of Unicode scalars): an order every device agrees on, whatever its locale.
    @inline(never)
    func precedesInUTF8(_ other: String) -> Bool {
        withUTF8Bytes { bytes in
            other.withUTF8Bytes { otherBytes in
                for offset in 0..<min(bytes.count, otherBytes.count) where bytes[offset] != otherBytes[offset]
                {
                    return bytes[offset] < otherBytes[offset]
                }
                return bytes.count < otherBytes.count
            }
        }
    }

    /// Whether `bytes` holds `wanted` at `start`; the caller has checked the length.
    private static func bytes(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, equal wanted: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        for offset in 0..<wanted.count where bytes[start + offset] != wanted[offset] { return false }
        return true
    }

    /// Whether `bytes` are those of `text` (use it with ASCII text).
    static func bytes(_ bytes: UnsafeBufferPointer<UInt8>, equal text: StaticString) -> Bool {
        text.withUTF8Buffer { wanted in
            wanted.count == bytes.count && Self.bytes(bytes, from: 0, equal: wanted)
        }
    }

    /// The string made of the bytes in `range` of `bytes`.
    @inline(never)
    static func decoding(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// The string without leading or trailing spaces, cut to its first `limit` Unicode scalars,
    /// without the spaces a cut leaves at its end: applied again, it changes nothing, so that a
    /// name or store saved and read back stays the same.
    func trimmingSpaces(limit: Int) -> String {
        trimmingSpaces.prefix(scalars: limit).trimmingSpaces
    }

    /// The first `limit` Unicode scalars of the string (the string itself when it is no longer):
    /// a length limit that, unlike `prefix(_:)` on Characters, needs no grapheme breaking.
    func prefix(scalars limit: Int) -> String {
        withUTF8Bytes { bytes in
            // A scalar starts at every byte that is not a continuation byte (0b10xxxxxx).
            var scalarCount = 0
            var byteCount = 0
            while byteCount < bytes.count {
                if bytes[byteCount] & 0xC0 != 0x80 {
                    guard scalarCount < limit else { break }
                    scalarCount += 1
                }
                byteCount += 1
            }
            return byteCount == bytes.count ? self : Self.decoding(bytes, 0..<byteCount)
        }
    }

    /// The parts between occurrences of an ASCII separator, without surrounding spaces (unless
    /// `trimming` is false) and without empty parts.
    func fields(separatedBy separator: Unicode.Scalar, trimming: Bool = true) -> [String] {
        let separatorByte = UInt8(truncatingIfNeeded: separator.value)
        var parts: [String] = []
        withUTF8Bytes { bytes in
            var start = 0
            for end in 0...bytes.count where end == bytes.count || bytes[end] == separatorByte {
                let part = Self.decoding(bytes, start..<end)
                let kept = trimming ? part.trimmingSpaces : part
                if !kept.isEmpty { parts.append(kept) }
                start = end + 1
            }
        }
        return parts
    }

    /// The string without its last `count` UTF-8 bytes; only for an ASCII ending.
    func droppingLastUTF8(_ count: Int) -> String {
        withUTF8Bytes { Self.decoding($0, 0..<max($0.count - max(count, 0), 0)) }
    }

    /// The string without `prefix` at its start, when it starts with it.
    func droppingPrefix(_ prefix: StaticString) -> String {
        guard hasUTF8Prefix(prefix) else { return self }
        return withUTF8Bytes { Self.decoding($0, prefix.utf8CodeUnitCount..<$0.count) }
    }

    /// The text with every `.` written as `separator`: numbers as a locale writes them
    /// (`1.5 kg` → `1,5 kg`). PerKit's own texts use `.` only as a decimal point.
    ///
    /// Works on the UTF-8 bytes: `.` is one byte, never part of another scalar's encoding.
    func replacingDecimalPoint(with separator: String) -> String {
        guard !separator.hasSameUTF8(as: ".") else { return self }
        return withUTF8Bytes { bytes in
            var result = ""
            var start = 0
            for index in 0..<bytes.count where bytes[index] == UInt8(ascii: ".") {
                result += Self.decoding(bytes, start..<index)
                result += separator
                start = index + 1
            }
            return result + Self.decoding(bytes, start..<bytes.count)
        }
    }

    /// An ASCII-lowercased copy (enough for unit names; works without Foundation).
    var asciiLowercased: String {
        mappingASCII(from: UInt8(ascii: "A"), through: UInt8(ascii: "Z"), by: 0x20)
    }

    /// An ASCII-uppercased copy.
    var asciiUppercased: String {
        mappingASCII(from: UInt8(ascii: "a"), through: UInt8(ascii: "z"), by: -0x20)
    }

    /// A copy with the bytes `first...last` shifted by `offset`.
    private func mappingASCII(from first: UInt8, through last: UInt8, by offset: Int8) -> String {
        withUTF8Bytes { bytes in
            String(
                decoding: bytes.map { (first...last).contains($0) ? $0 &+ UInt8(bitPattern: offset) : $0 },
                as: UTF8.self)
        }
    }
}
