extension String {
    /// Whether the UTF-8 bytes start with those of `prefix`. Unlike `hasPrefix(_:)`, which
    /// compares Characters, this needs none of the stdlib's grapheme-breaking code, which keeps
    /// the WebAssembly module small. Use it with ASCII prefixes.
    func hasUTF8Prefix(_ prefix: StaticString) -> Bool {
        prefix.withUTF8Buffer { wanted in
            var bytes = utf8.makeIterator()
            for byte in wanted where bytes.next() != byte { return false }
            return true
        }
    }

    /// Whether the UTF-8 bytes end with those of `suffix`; see ``hasUTF8Prefix(_:)``.
    func hasUTF8Suffix(_ suffix: StaticString) -> Bool {
        suffix.withUTF8Buffer { wanted in
            let view = utf8
            guard view.count >= wanted.count else { return false }
            var bytes = view[view.index(view.endIndex, offsetBy: -wanted.count)...].makeIterator()
            for byte in wanted where bytes.next() != byte { return false }
            return true
        }
    }

    /// The first `limit` Unicode scalars of the string: a length limit that, unlike
    /// `prefix(_:)` on Characters, needs no grapheme breaking.
    func prefix(scalars limit: Int) -> String {
        var result = ""
        result.unicodeScalars.append(contentsOf: unicodeScalars.prefix(limit))
        return result
    }

    /// The parts between occurrences of an ASCII separator, without surrounding spaces (unless
    /// `trimming` is false) and without empty parts. Works on UTF-8 bytes: no grapheme breaking.
    func fields(separatedBy separator: Unicode.Scalar, trimming: Bool = true) -> [String] {
        var parts: [String] = []
        var start = utf8.startIndex
        var index = start
        func take(upTo end: String.Index) {
            let part = String(decoding: utf8[start..<end], as: UTF8.self)
            let kept = trimming ? part.trimmingSpaces : part
            if !kept.isEmpty { parts.append(kept) }
        }
        while index != utf8.endIndex {
            if utf8[index] == UInt8(truncatingIfNeeded: separator.value) {
                take(upTo: index)
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        take(upTo: index)
        return parts
    }

    /// The string without its last `count` UTF-8 bytes; only for an ASCII ending.
    func droppingLastUTF8(_ count: Int) -> String {
        var text = self
        return text.withUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0.dropLast(count)), as: UTF8.self) }
    }
}
