/// Reads CSV text as RFC 4180 writes it, and what spreadsheets save.
///
/// - Fields are separated by commas, records by line breaks: CRLF, LF or a lone CR.
/// - A field in double quotes may hold commas, line breaks and quotes, a quote written twice
///   (`"a ""b"", c"` is `a "b", c`). Spaces and tabs around a quoted field are ignored; an
///   unquoted field is kept as it is, spaces included.
/// - A UTF-8 byte-order mark at the start is ignored; an empty text has no records, and a
///   final line break ends the last record rather than starting an empty one. A blank line
///   is a record with one empty field (``CSVRecord/isBlank``).
/// - A quote anywhere else, or a quoted field that is never closed, makes the text unreadable:
///   ``CSVSyntaxError``, never a guess at what was meant.
///
/// Each record knows the line it starts on, counted as an editor counts them, so that a
/// message can point at it.
public enum CSVReader {
    /// The records of `text`, in order.
    /// - Throws: ``CSVSyntaxError`` for a quote out of place or a quoted field that is never
    ///   closed, with the line its record starts on.
    /// - Complexity: O(*n*) in the length of `text`.
    public static func records(in text: String) throws(CSVSyntaxError) -> [CSVRecord] {
        var scanner = Scanner(bytes: Array(text.utf8))
        return try scanner.records()
    }

    /// A cursor over the UTF-8 bytes of CSV text. Every byte that structures CSV is ASCII, and
    /// ASCII bytes never occur inside the encoding of another scalar, so fields can be cut out
    /// of the bytes directly.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var line = 1

        init(bytes: [UInt8]) {
            self.bytes = bytes
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        }

        static let comma = UInt8(ascii: ",")
        static let quote = UInt8(ascii: "\"")
        static let lineFeed = UInt8(ascii: "\n")
        static let carriageReturn = UInt8(ascii: "\r")

        var isAtEnd: Bool { index >= bytes.count }

        mutating func records() throws(CSVSyntaxError) -> [CSVRecord] {
            var records: [CSVRecord] = []
            while !isAtEnd {
                let start = line
                var fields: [String] = []
                var endsRecord = false
                while !endsRecord {
                    let field = try readField(recordLine: start)
                    fields.append(field.text)
                    endsRecord = field.endsRecord
                }
                records.append(CSVRecord(line: start, fields: fields))
            }
            return records
        }

        /// Reads one field and what ends it: a comma (`false`), or a line break or the end of
        /// the text (`true`).
        private mutating func readField(recordLine: Int) throws(CSVSyntaxError) -> (
            text: String, endsRecord: Bool
        ) {
            var probe = index
            while probe < bytes.count, Self.isSpaceOrTab(bytes[probe]) { probe += 1 }
            if probe < bytes.count, bytes[probe] == Self.quote {
                index = probe + 1
                let text = try readQuoted(recordLine: recordLine)
                while !isAtEnd, Self.isSpaceOrTab(bytes[index]) { index += 1 }
                return (text, try endOfField(recordLine: recordLine))
            }
            let start = index
            while !isAtEnd {
                let byte = bytes[index]
                if byte == Self.comma || byte == Self.lineFeed || byte == Self.carriageReturn { break }
                if byte == Self.quote { throw CSVSyntaxError(.misplacedQuote, line: recordLine) }
                index += 1
            }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            return (text, try endOfField(recordLine: recordLine))
        }

        /// The text of a quoted field, after its opening quote, up to and past its closing one.
        private mutating func readQuoted(recordLine: Int) throws(CSVSyntaxError) -> String {
            var text: [UInt8] = []
            while !isAtEnd {
                let byte = bytes[index]
                index += 1
                if byte == Self.quote {
                    guard !isAtEnd, bytes[index] == Self.quote else {
                        return String(decoding: text, as: UTF8.self)
                    }
                    index += 1
                } else if byte == Self.carriageReturn {
                    line += 1
                } else if byte == Self.lineFeed, text.last != Self.carriageReturn {
                    line += 1
                }
                text.append(byte)
            }
            throw CSVSyntaxError(.unclosedQuote, line: recordLine)
        }

        /// After a field: consumes the comma or line break that ends it; `true` when that
        /// ends the record too.
        private mutating func endOfField(recordLine: Int) throws(CSVSyntaxError) -> Bool {
            guard !isAtEnd else { return true }
            switch bytes[index] {
            case Self.comma:
                index += 1
                return false
            case Self.carriageReturn:
                index += 1
                if !isAtEnd, bytes[index] == Self.lineFeed { index += 1 }
                line += 1
                return true
            case Self.lineFeed:
                index += 1
                line += 1
                return true
            default:
                // Only text after a closing quote gets here.
                throw CSVSyntaxError(.misplacedQuote, line: recordLine)
            }
        }

        private static func isSpaceOrTab(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09
        }
    }
}
