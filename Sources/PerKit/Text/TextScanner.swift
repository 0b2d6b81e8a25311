/// A cursor over the Unicode scalars of some input text, shared by Per's parsers.
struct TextScanner {
    let scalars: [Unicode.Scalar]
    var position = 0

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    var isAtEnd: Bool { position >= scalars.count }

    var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    func peek(_ offset: Int) -> Unicode.Scalar? {
        let index = position + offset
        return index >= 0 && index < scalars.count ? scalars[index] : nil
    }

    mutating func skipSpaces() {
        while let scalar = current, scalar.isSpace { position += 1 }
    }

    /// The text between two offsets.
    func text(from start: Int, to end: Int) -> String {
        scalars.text(from: start, to: end)
    }

    /// The rest of the input, without leading or trailing spaces, shortened for a message.
    var remainder: String { text(from: position, to: scalars.count).trimmingSpaces.abbreviated() }
}

extension Unicode.Scalar {
    var isSpace: Bool {
        switch value {
        case 0x20, 0x09, 0x0A, 0x0D, 0xA0, 0x202F, 0x2009: true
        default: false
        }
    }

    var isDigit: Bool { value >= 0x30 && value <= 0x39 }

    var digitValue: Int128 { Int128(value - 0x30) }

    var isLetter: Bool {
        (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A)
            || (value >= 0xC0 && value <= 0x24F) || value == 0xB5 || value == 0x3BC
    }

    /// Whether the scalar is a currency sign Per ignores around amounts. The cent sign `¢` is
    /// not one: it makes the amount hundredths (`99¢` is 0.99).
    var isCurrencySign: Bool {
        switch value {
        case 0x24, 0xA3, 0xA5, 0x20AC, 0x20B9, 0x20A9, 0x20BD, 0x20BA, 0x20B1, 0x20AA, 0x20A6:
            true
        default: false
        }
    }
}

extension String {
    /// The string without leading or trailing spaces.
    var trimmingSpaces: String {
        // Most text has nothing to trim: an ASCII letter, digit or sign at both ends.
        let isTrimmed = withUTF8Bytes { bytes in
            guard let first = bytes.first, let last = bytes.last else { return true }
            return first < 0x80 && last < 0x80 && !Unicode.Scalar(first).isSpace && !Unicode.Scalar(last).isSpace
        }
        if isTrimmed { return self }
        let scalars = Array(unicodeScalars)
        var start = 0
        var end = scalars.count
        var leadingBytes = 0
        var trailingBytes = 0
        while start < end && scalars[start].isSpace {
            leadingBytes += UTF8.width(scalars[start])
            start += 1
        }
        while end > start && scalars[end - 1].isSpace {
            trailingBytes += UTF8.width(scalars[end - 1])
            end -= 1
        }
        // One copy of the kept bytes: appending scalar by scalar is quadratic in the wasm build.
        return withUTF8Bytes { Self.decoding($0, leadingBytes..<($0.count - trailingBytes)) }
    }

    /// The string cut to at most `limit` scalars for quoting in a message, with `…` where
    /// text was left out (at the end, or at the start when `keepingEnd` is true).
    public func abbreviated(limit: Int = 80, keepingEnd: Bool = false) -> String {
        let scalars = Array(unicodeScalars)
        guard scalars.count > limit else { return self }
        var result = keepingEnd ? "…" : ""
        let kept = keepingEnd ? scalars[(scalars.count - limit + 1)...] : scalars[..<(limit - 1)]
        result.unicodeScalars.append(contentsOf: kept)
        return keepingEnd ? result : result + "…"
    }
}

extension [Unicode.Scalar] {
    /// The text of the scalars between two offsets, clamped to the array.
    func text(from start: Int, to end: Int) -> String {
        let lower = Swift.min(Swift.max(start, 0), count)
        var result = ""
        result.unicodeScalars.append(contentsOf: self[lower..<Swift.max(Swift.min(end, count), lower)])
        return result
    }
}
