extension JSON {
    /// The deepest nesting accepted, so that hostile input cannot exhaust the stack.
    static let maximumDepth = 64

    /// Parses JSON text.
    /// - Throws: ``ParseError`` with the offset (in bytes) of the first problem.
    public init(parsing text: String) throws(ParseError) {
        var parser = JSONParser(bytes: Array(text.utf8))
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.error(.jsonTextAfterValue) }
        self = value
    }
}

/// A recursive-descent JSON parser over UTF-8 bytes.
private struct JSONParser {
    let bytes: [UInt8]
    var index = 0

    func error(_ reason: Phrase) -> ParseError {
        ParseError(.jsonInvalid, ("byte", String(index)), reason: .phrase(reason), at: index)
    }

    mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    mutating func parseValue(depth: Int) throws(ParseError) -> JSON {
        guard depth < JSON.maximumDepth else { throw error(.jsonTooDeep) }
        skipWhitespace()
        guard index < bytes.count else { throw error(.jsonExpectedValue) }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default: return try parseNumber()
        }
    }

    private mutating func literal(_ word: String, _ value: JSON) throws(ParseError) -> JSON {
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw error(.jsonExpectedValue)
        }
        index += expected.count
        return value
    }

    private mutating func parseObject(depth: Int) throws(ParseError) -> JSON {
        index += 1
        var members: [JSON.Member] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error(.jsonExpectedMemberName)
            }
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error(.jsonExpectedColon)
            }
            index += 1
            members.append(JSON.Member(key, try parseValue(depth: depth + 1)))
            skipWhitespace()
            guard index < bytes.count else { throw error(.jsonExpectedCommaOrBrace) }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            } else {
                throw error(.jsonExpectedCommaOrBrace)
            }
        }
    }

    private mutating func parseArray(depth: Int) throws(ParseError) -> JSON {
        index += 1
        var values: [JSON] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(values)
        }
        while true {
            values.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw error(.jsonExpectedCommaOrBracket) }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(values)
            } else {
                throw error(.jsonExpectedCommaOrBracket)
            }
        }
    }

    /// Reads a number as JSON writes it: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    private mutating func parseNumber() throws(ParseError) -> JSON {
        let start = index
        skip(UInt8(ascii: "-"))
        guard isDigit(at: index) else {
            throw error(index == start ? .jsonExpectedValue : .jsonExpectedDigit)
        }
        if bytes[index] == UInt8(ascii: "0") { index += 1 } else { skipDigits() }
        if skip(UInt8(ascii: ".")) {
            guard isDigit(at: index) else { throw error(.jsonExpectedDigit) }
            skipDigits()
        }
        if skip(UInt8(ascii: "e")) || skip(UInt8(ascii: "E")) {
            if !skip(UInt8(ascii: "+")) { skip(UInt8(ascii: "-")) }
            guard isDigit(at: index) else { throw error(.jsonExpectedDigit) }
            skipDigits()
        }
        guard let text = String(validating: bytes[start..<index], as: UTF8.self) else {
            throw error(.jsonExpectedValue)
        }
        return .number(text)
    }

    private func isDigit(at position: Int) -> Bool {
        position < bytes.count && bytes[position] >= 0x30 && bytes[position] <= 0x39
    }

    private mutating func skipDigits() {
        while isDigit(at: index) { index += 1 }
    }

    /// Skips `byte` if it comes next.
    @discardableResult
    private mutating func skip(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func parseString() throws(ParseError) -> String {
        index += 1
        var buffer: [UInt8] = []
        while true {
            guard index < bytes.count else { throw error(.jsonUnterminatedString) }
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let text = String(validating: buffer, as: UTF8.self) else {
                    throw error(.jsonInvalidUTF8)
                }
                return text
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { throw error(.jsonUnterminatedEscape) }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escape)
                case UInt8(ascii: "n"): buffer.append(0x0A)
                case UInt8(ascii: "r"): buffer.append(0x0D)
                case UInt8(ascii: "t"): buffer.append(0x09)
                case UInt8(ascii: "b"): buffer.append(0x08)
                case UInt8(ascii: "f"): buffer.append(0x0C)
                case UInt8(ascii: "u"): buffer.append(contentsOf: try parseUnicodeEscape())
                default: throw error(.jsonUnknownEscape)
                }
            default:
                guard byte >= 0x20 else { throw error(.jsonControlCharacter) }
                buffer.append(byte)
            }
        }
    }

    private mutating func parseUnicodeEscape() throws(ParseError) -> [UInt8] {
        var value = try hex4()
        if value >= 0xD800 && value < 0xDC00 {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else { throw error(.jsonUnpairedSurrogate) }
            index += 2
            let low = try hex4()
            guard low >= 0xDC00 && low < 0xE000 else { throw error(.jsonUnpairedSurrogate) }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(value) else { throw error(.jsonInvalidCodePoint) }
        var text = ""
        text.unicodeScalars.append(scalar)
        return Array(text.utf8)
    }

    private mutating func hex4() throws(ParseError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error(.jsonShortEscape) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            index += 1
            let digit: UInt32
            switch byte {
            case 0x30...0x39: digit = UInt32(byte - 0x30)
            case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
            default: throw error(.jsonBadHexDigit)
            }
            value = value * 16 + digit
        }
        return value
    }
}
