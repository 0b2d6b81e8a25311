/// Just enough JSON writing for the wasm exports; Embedded Swift has no `Codable`.
enum JSONText {
    /// `text` as a JSON string literal, quotes included.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    result += "\\u00"
                    result.unicodeScalars.append(hexDigit(scalar.value >> 4))
                    result.unicodeScalars.append(hexDigit(scalar.value & 0xF))
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        result += "\""
        return result
    }

    /// An object with the given members, in order. Values must already be JSON text.
    static func object(_ members: [(key: String, value: String)]) -> String {
        var result = "{"
        for (index, member) in members.enumerated() {
            if index > 0 { result += "," }
            result += quoted(member.key)
            result += ":"
            result += member.value
        }
        result += "}"
        return result
    }

    private static func hexDigit(_ value: UInt32) -> Unicode.Scalar {
        Unicode.Scalar(UInt8(value < 10 ? 48 + value : 87 + value))
    }
}
