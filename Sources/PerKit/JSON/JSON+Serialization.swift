extension JSON {
    /// Compact JSON text with members in order.
    public var text: String {
        var output: [UInt8] = []
        write(to: &output, indentation: nil, depth: 0)
        return String(decoding: output, as: UTF8.self)
    }

    /// JSON text for people: one member or element a line, indented by `indentation` spaces
    /// per level, members in order.
    public func prettyText(indentation: Int = 2) -> String {
        var output: [UInt8] = []
        write(to: &output, indentation: max(indentation, 0), depth: 0)
        return String(decoding: output, as: UTF8.self)
    }

    /// Writes the value as UTF-8; `indentation` is `nil` for compact text.
    func write(to output: inout [UInt8], indentation: Int?, depth: Int) {
        switch self {
        case .null: Self.append("null", to: &output)
        case .bool(let value): Self.append(value ? "true" : "false", to: &output)
        case .number(let text): Self.append(text, to: &output)
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let values):
            Self.writeContainer(
                UInt8(ascii: "["), UInt8(ascii: "]"), count: values.count, to: &output,
                indentation: indentation, depth: depth
            ) {
                index, output in
                values[index].write(to: &output, indentation: indentation, depth: depth + 1)
            }
        case .object(let members):
            Self.writeContainer(
                UInt8(ascii: "{"), UInt8(ascii: "}"), count: members.count, to: &output,
                indentation: indentation, depth: depth
            ) {
                index, output in
                Self.writeString(members[index].key, to: &output)
                Self.append(indentation == nil ? ":" : ": ", to: &output)
                members[index].value.write(to: &output, indentation: indentation, depth: depth + 1)
            }
        }
    }

    /// Writes brackets around `count` elements, separated by commas and, when indenting,
    /// each on its own line.
    private static func writeContainer(
        _ open: UInt8, _ close: UInt8, count: Int, to output: inout [UInt8], indentation: Int?, depth: Int,
        element: (Int, inout [UInt8]) -> Void
    ) {
        output.append(open)
        for index in 0..<count {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            if let indentation { newLine(indentedBy: indentation * (depth + 1), to: &output) }
            element(index, &output)
        }
        if count > 0, let indentation { newLine(indentedBy: indentation * depth, to: &output) }
        output.append(close)
    }

    private static func newLine(indentedBy spaces: Int, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: spaces))
    }

    /// Appends `text`'s UTF-8 as it is.
    static func append(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { output.append(contentsOf: $0) }
    }

    /// Writes `value` as a JSON string: quoted, with `"`, `\`, control characters (C0, DEL and
    /// C1, so that the text is safe to print on a terminal), `<` (so that the text is safe to
    /// embed in HTML) and U+2028 and U+2029 (line breaks to JavaScript) escaped. Runs of bytes
    /// that need no escape are copied whole.
    static func writeString(_ value: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { bytes in
            var start = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                let length: Int
                if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
                    || byte == UInt8(ascii: "<") || byte == 0x7F
                {
                    length = 1
                } else if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] < 0xA0 {
                    length = 2
                } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
                    bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
                {
                    length = 3
                } else {
                    index += 1
                    continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                writeEscape(of: byte, bytes[index + length - 1], to: &output)
                index += length
                start = index
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]))
        }
        output.append(UInt8(ascii: "\""))
    }

    /// Writes the escape of the one-byte character `byte`, of a C1 control character when
    /// `byte` is 0xC2 and `last` its second byte, or of U+2028 or U+2029 when `byte` is 0xE2 and
    /// `last` the third byte of either.
    private static func writeEscape(of byte: UInt8, _ last: UInt8, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(byte)
        case UInt8(ascii: "\n"): output.append(UInt8(ascii: "n"))
        case UInt8(ascii: "\r"): output.append(UInt8(ascii: "r"))
        case UInt8(ascii: "\t"): output.append(UInt8(ascii: "t"))
        default:
            let code: UInt32 =
                byte == 0xE2 ? 0x2000 + UInt32(last - 0x80) : byte == 0xC2 ? UInt32(last) : UInt32(byte)
            let digits: StaticString = "0123456789abcdef"
            output.append(UInt8(ascii: "u"))
            for shift: UInt32 in [12, 8, 4, 0] {
                output.append(digits.utf8Start[Int((code >> shift) & 0xF)])
            }
        }
    }
}
