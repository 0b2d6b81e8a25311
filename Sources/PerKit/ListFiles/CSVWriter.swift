/// Writes CSV text as RFC 4180 describes it, which every spreadsheet and ``CSVReader`` read
/// back unchanged.
///
/// A field is quoted only when it has to be: when it holds a comma, a quote (written twice) or
/// a line break, or starts or ends with a space or tab (which some readers drop) or starts with
/// a byte-order mark (which a reader drops at the start of a file). Every
/// record, the last one too, ends with CRLF.
///
/// A field a spreadsheet would run as a formula (it starts with `=`, `+`, `-`, `@`, a tab or a
/// carriage return) is written with a `'` in front, which Per's imports take away again: see
/// ``SpreadsheetFormula``.
public enum CSVWriter {
    /// One record: the fields, separated by commas, and CRLF.
    public static func record(_ fields: [String]) -> String {
        var text = ""
        for (index, field) in fields.enumerated() {
            if index > 0 { text += "," }
            text += Self.field(field)
        }
        return text + "\r\n"
    }

    /// Every record in turn.
    public static func text(_ records: [[String]]) -> String {
        var text = ""
        for fields in records { text += record(fields) }
        return text
    }

    /// One field, with a `'` in front when a spreadsheet would run it as a formula, in quotes
    /// when it needs them.
    public static func field(_ text: String) -> String {
        let text = SpreadsheetFormula.neutralised(text)
        let bytes = Array(text.utf8)
        let needsQuotes =
            bytes.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D }
            || bytes.first.map(isSpaceOrTab) == true || bytes.last.map(isSpaceOrTab) == true
            || bytes.starts(with: [0xEF, 0xBB, 0xBF])
        guard needsQuotes else { return text }
        var quoted: [UInt8] = [UInt8(ascii: "\"")]
        for byte in bytes {
            quoted.append(byte)
            if byte == UInt8(ascii: "\"") { quoted.append(byte) }
        }
        quoted.append(UInt8(ascii: "\""))
        return String(decoding: quoted, as: UTF8.self)
    }

    private static func isSpaceOrTab(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09
    }
}
