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

    /// The string without its last `count` UTF-8 bytes; only for an ASCII ending.
    func droppingLastUTF8(_ count: Int) -> String {
        String(decoding: utf8.dropLast(count), as: UTF8.self)
    }
}
