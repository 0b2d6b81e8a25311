/// Keeps the CSV files Per writes from running in a spreadsheet, and reads them back unchanged:
/// OWASP's rule against CSV injection, in one place for every writer and reader.
///
/// A spreadsheet runs a cell that starts with `=`, `+`, `-` or `@` as a formula (and some treat
/// a leading tab or carriage return the same way): a product named `=HYPERLINK("http://x","y")`
/// would become a link, `@SUM(A1)` a sum. ``CSVWriter`` writes such a cell with a `'` in front,
/// which spreadsheets show as text; a number Per writes itself (`-2/3` in a quantity) is
/// prefixed too, as the rule asks. Per's own imports (``ListFile``, ``PriceBookFile``) take
/// the `'` away again, so an exported file imports exactly as it was.
///
/// So that this works both ways for every text, a cell that already starts with one or more
/// `'` followed by one of those characters gets one more `'` when written, and loses one when
/// read: `'=x` is written `''=x`, which reads back as `'=x`.
public enum SpreadsheetFormula {
    /// Whether `byte` starts a cell that a spreadsheet would run: `=`, `+`, `-`, `@`, tab or
    /// carriage return.
    static func startsFormula(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "=") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "@") || byte == 0x09 || byte == 0x0D
    }

    /// The number of `'` that start `bytes`, when one of the characters of
    /// `startsFormula(_:)` follows them; `nil` otherwise.
    private static func quotesBeforeFormula(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var count = 0
        while count < bytes.count, bytes[count] == UInt8(ascii: "'") { count += 1 }
        guard count < bytes.count, startsFormula(bytes[count]) else { return nil }
        return count
    }

    /// `text` as a CSV cell is written: with a `'` in front when it starts with a character of
    /// `startsFormula(_:)`, after any number of `'`; otherwise unchanged.
    static func neutralised(_ text: String) -> String {
        let needsQuote = text.withUTF8Bytes { quotesBeforeFormula($0) != nil }
        return needsQuote ? "'" + text : text
    }

    /// The text of a cell as ``neutralised(_:)`` wrote it: without the `'` it put in front.
    public static func restored(_ cell: String) -> String {
        cell.withUTF8Bytes { bytes in
            guard let count = quotesBeforeFormula(bytes), count > 0 else { return cell }
            return String.decoding(bytes, 1..<bytes.count)
        }
    }
}
