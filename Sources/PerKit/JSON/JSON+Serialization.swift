extension JSON {
    /// Compact JSON text with members in order.
    public var text: String {
        var output = ""
        write(to: &output, indentation: nil, depth: 0)
        return output
    }

    /// JSON text for people: one member or element a line, indented by `indentation` spaces
    /// per level, members in order.
    public func prettyText(indentation: Int = 2) -> String {
        var output = ""
        write(to: &output, indentation: max(indentation, 0), depth: 0)
        return output
    }

    /// Writes the value; `indentation` is `nil` for compact text.
    func write(to output: inout String, indentation: Int?, depth: Int) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let text): output += text
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let values):
            Self.writeContainer("[", "]", count: values.count, to: &output, indentation: indentation, depth: depth) {
                index, output in
                values[index].write(to: &output, indentation: indentation, depth: depth + 1)
            }
        case .object(let members):
            Self.writeContainer("{", "}", count: members.count, to: &output, indentation: indentation, depth: depth) {
                index, output in
                Self.writeString(members[index].key, to: &output)
                output += indentation == nil ? ":" : ": "
                members[index].value.write(to: &output, indentation: indentation, depth: depth + 1)
            }
        }
    }

    /// Writes brackets around `count` elements, separated by commas and, when indenting,
    /// each on its own line.
    private static func writeContainer(
        _ open: String, _ close: String, count: Int, to output: inout String, indentation: Int?, depth: Int,
        element: (Int, inout String) -> Void
    ) {
        output += open
        guard count > 0 else {
            output += close
            return
        }
        for index in 0..<count {
            if index > 0 { output += "," }
            if let indentation { output += "\n" + String(repeating: " ", count: indentation * (depth + 1)) }
            element(index, &output)
        }
        if let indentation { output += "\n" + String(repeating: " ", count: indentation * depth) }
        output += close
    }

    static func writeString(_ value: String, to output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "<": output += "\\u003c"  // safe to embed in HTML
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    output += "\\u" + hex4(scalar.value)
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits: [Unicode.Scalar] = Array("0123456789abcdef".unicodeScalars)
        var text = ""
        for shift in [12, 8, 4, 0] {
            text.unicodeScalars.append(digits[Int((value >> UInt32(shift)) & 0xF)])
        }
        return text
    }
}
