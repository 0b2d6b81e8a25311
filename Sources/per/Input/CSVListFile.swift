import PerKit
import SwiftCSV

/// The lists of a `per compare --csv` file. SwiftCSV splits the text into records; PerKit's
/// ``ListFile/lists(fromCSVRecords:system:)`` checks them by the same rules as the web app's
/// import, and every problem is reported with its line.
enum CSVListFile {
    /// Reads the file at `path` (`-`: standard input).
    /// - Throws: ``DataError`` with one problem for a file that can't be read or isn't UTF-8,
    ///   or one for each problem PerKit finds, e.g. `'list.csv' line 3: The price can't be read: …`.
    static func lists(path: String, system: MeasurementSystem) throws(DataError) -> [SharedList] {
        let name = path == "-" ? "standard input" : quoted(path)
        let bytes: [UInt8]
        do {
            bytes = try Terminal.readBytes(path: path)
        } catch {
            throw DataError(name, "the file can't be read: " + error.reason)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw DataError(name, "the file is not UTF-8 text: save it as UTF-8")
        }
        do throws(ListFileError) {
            let records: [CSVRecord]
            do {
                records = try Self.records(in: text)
            } catch {
                throw ListFileError(.line(error.line), error.message)
            }
            return try ListFile.lists(fromCSVRecords: records, system: system)
        } catch {
            throw DataError(
                error.problems.map { problem in
                    switch problem.location {
                    case .line(let line):
                        DataError.Problem(subject: "\(name) line \(line)", message: problem.message)
                    default: DataError.Problem(subject: name, message: problem.message)
                    }
                })
        }
    }

    /// The records of CSV `text` as SwiftCSV reads them, each with the line it starts on.
    ///
    /// SwiftCSV gives no line numbers: each record starts on the line after the line breaks of
    /// the record before it (only quoted fields hold line breaks). Nor does it report a quoted
    /// field that is never closed (it runs to the end of the text): the text's quotes are then
    /// odd in number, since every other quote it accepts comes in a pair.
    /// - Throws: ``CSVSyntaxError`` as PerKit's ``CSVReader`` reports it.
    static func records(in text: String) throws(CSVSyntaxError) -> [CSVRecord] {
        var records: [CSVRecord] = []
        var line = 1
        let parsed: String
        do {
            let csv = try EnumeratedCSV(string: text, delimiter: .comma, loadColumns: false, rowLimit: 0)
            parsed = csv.text
            try csv.enumerateAsArray(startAt: 0, rowLimit: nil) { fields in
                records.append(CSVRecord(line: line, fields: fields))
                line += 1 + lineBreaks(in: fields)
            }
        } catch {
            // SwiftCSV stops at a quote out of place, in the record after the last one it gave.
            throw CSVSyntaxError(.misplacedQuote, line: line)
        }
        if parsed.reduce(0, { $1 == "\"" ? $0 + 1 : $0 }) % 2 == 1 {
            // The open field runs to the text's last line: it is in the record that reaches it.
            let lastLine = 1 + lineBreaks(in: [parsed])
            if let last = records.last, last.line + lineBreaks(in: last.fields) >= lastLine {
                throw CSVSyntaxError(.unclosedQuote, line: last.line)
            }
            throw CSVSyntaxError(.unclosedQuote, line: lastLine)
        }
        return records
    }

    /// The line breaks in the fields: LF, CR and CRLF (one `Character`) each count once.
    private static func lineBreaks(in fields: [String]) -> Int {
        var count = 0
        for field in fields {
            for character in field where character == "\n" || character == "\r" || character == "\r\n" {
                count += 1
            }
        }
        return count
    }
}
