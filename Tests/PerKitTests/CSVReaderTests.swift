import SeededRandom
import Testing

@testable import PerKit

/// PerKit's RFC 4180 reader and writer: quoting, line ends, byte-order marks and the line each
/// record starts on.
@Suite("CSV reader and writer")
struct CSVReaderTests {
    /// `(description, text, records as (line, fields))`.
    static let readable: [(String, String, [(Int, [String])])] = [
        ("empty text", "", []),
        ("one field", "a", [(1, ["a"])]),
        ("LF line ends", "a,b\nc,d\n", [(1, ["a", "b"]), (2, ["c", "d"])]),
        ("CRLF line ends", "a,b\r\nc,d\r\n", [(1, ["a", "b"]), (2, ["c", "d"])]),
        ("lone CR line ends", "a,b\rc,d", [(1, ["a", "b"]), (2, ["c", "d"])]),
        ("no final line break", "a,b\nc,d", [(1, ["a", "b"]), (2, ["c", "d"])]),
        ("a byte-order mark", "\u{FEFF}list,name\nx,y", [(1, ["list", "name"]), (2, ["x", "y"])]),
        ("only a byte-order mark", "\u{FEFF}", []),
        ("a comma in quotes", "\"Milk, 2%\",3.99", [(1, ["Milk, 2%", "3.99"])]),
        ("doubled quotes", "\"Kid's \"\"fun\"\" pack\",x", [(1, ["Kid's \"fun\" pack", "x"])]),
        ("only a quote", "\"\"\"\"", [(1, ["\""])]),
        ("an empty quoted field", "\"\",x", [(1, ["", "x"])]),
        (
            "a line break in quotes", "a,\"two\nlines\"\nb,c",
            [(1, ["a", "two\nlines"]), (3, ["b", "c"])]
        ),
        (
            "a CRLF in quotes counts as one line", "\"x\r\ny\",z\r\nnext",
            [(1, ["x\r\ny", "z"]), (3, ["next"])]
        ),
        ("a lone CR in quotes", "\"x\ry\"\nnext", [(1, ["x\ry"]), (3, ["next"])]),
        ("blank lines are empty records", "a\n\n\nb", [(1, ["a"]), (2, [""]), (3, [""]), (4, ["b"])]),
        ("an empty last field", "a,\nb", [(1, ["a", ""]), (2, ["b"])]),
        ("empty fields", ",,", [(1, ["", "", ""])]),
        ("spaces are kept in unquoted fields", " a , b ", [(1, [" a ", " b "])]),
        ("spaces around quotes are not part of the field", "a,  \"b,c\"  ,d", [(1, ["a", "b,c", "d"])]),
        ("a quoted decimal comma", "price\n\"3,49\"", [(1, ["price"]), (2, ["3,49"])]),
        ("Unicode", "Café crème,🍎,حليب", [(1, ["Café crème", "🍎", "حليب"])]),
        ("a line separator is not a line break", "a\u{2028}b,c", [(1, ["a\u{2028}b", "c"])]),
    ]

    @Test(arguments: readable)
    func reads(_ description: String, _ text: String, _ expected: [(Int, [String])]) throws {
        let records = try CSVReader.records(in: text)
        #expect(records == expected.map { CSVRecord(line: $0.0, fields: $0.1) }, "\(description)")
    }

    /// `(description, text, reason, line of the record)`.
    static let unreadable: [(String, String, CSVSyntaxError.Reason, Int)] = [
        ("a quote never closed", "a,b\nc,\"d,e\nf,g\n", .unclosedQuote, 2),
        ("only an opening quote", "\"", .unclosedQuote, 1),
        ("a doubled quote at the end", "a\n\"b\"\"", .unclosedQuote, 2),
        ("text after a closing quote", "a\n\"6\" sub\",x", .misplacedQuote, 2),
        ("a quote in an unquoted field", "a,b\nc,6\" sub", .misplacedQuote, 2),
        ("the line the record starts on", "a,\"x\ny\" z", .misplacedQuote, 1),
    ]

    @Test(arguments: unreadable)
    func refuses(_ description: String, _ text: String, _ reason: CSVSyntaxError.Reason, _ line: Int) {
        let error = #expect(throws: CSVSyntaxError.self, "\(description)") { try CSVReader.records(in: text) }
        #expect(error == CSVSyntaxError(reason, line: line), "\(description)")
    }

    @Test func syntaxErrorsSayWhatToDo() {
        #expect(
            CSVSyntaxError(.unclosedQuote, line: 4).description
                == "Line 4: This row has a quoted field with no closing quote, so it runs to the end of the file: "
                + "end it with \" "
                + "(a quote inside it is written \"\")")
        #expect(
            CSVSyntaxError(.misplacedQuote, line: 2).description
                == "Line 2: This row has a quote out of place: a field with a quote in it must be in quotes, "
                + "with its quote "
                + "doubled (\"6\"\" sub\")")
    }

    static func isLineBreak(_ character: Character) -> Bool {
        character == "\n" || character == "\r" || character == "\r\n"
    }

    // MARK: Writing

    @Test(arguments: [
        ("plain", "plain"), ("", ""), ("Milk, 2%", "\"Milk, 2%\""), ("6\" sub", "\"6\"\" sub\""),
        ("two\nlines", "\"two\nlines\""), ("cr\r", "\"cr\r\""), (" leading", "\" leading\""),
        ("trailing\t", "\"trailing\t\""), ("in side", "in side"), ("10 ÷ 3", "10 ÷ 3"),
    ])
    func quotesOnlyWhenNeeded(_ field: String, _ written: String) {
        #expect(CSVWriter.field(field) == written)
    }

    @Test func recordsEndWithCRLF() {
        #expect(CSVWriter.record(["a", "b,c", ""]) == "a,\"b,c\",\r\n")
        #expect(CSVWriter.text([["x"], ["y", "z"]]) == "x\r\ny,z\r\n")
        #expect(CSVWriter.text([]) == "")
    }

    /// Random fields of the characters that matter to CSV survive writing and reading.
    @Test func writtenRecordsReadBack() throws {
        var rng = PropertyTests.generator("CSV records", seed: 0xC5_0001)
        let pieces = [
            "a", "Z", " ", "\t", ",", "\"", "\n", "\r", "\r\n", "é", "🍎", "\u{FEFF}", "x y", "3,49", "",
        ]
        for _ in 0..<2_000 {
            var records: [[String]] = []
            for _ in 0..<Int.random(in: 1...5, using: &rng) {
                var fields: [String] = []
                for _ in 0..<Int.random(in: 1...4, using: &rng) {
                    var field = ""
                    for _ in 0..<Int.random(in: 0...6, using: &rng) {
                        field += pieces.randomElement(using: &rng)!
                    }
                    fields.append(field)
                }
                // A record of one empty field is a blank line, which reads as such but isn't
                // written by the list files.
                if fields == [""] { fields = ["x"] }
                records.append(fields)
            }
            let text = CSVWriter.text(records)
            let read = try CSVReader.records(in: text)
            // A field that starts with a tab or a line break is written after a ' (a spreadsheet
            // could run it), which Per's imports take away.
            #expect(
                read.map { $0.fields.map(SpreadsheetFormula.restored) } == records, "\(text.debugDescription)")
            // Each record starts one line after the line breaks of the record before it.
            var line = 1
            for (record, fields) in zip(read, records) {
                #expect(record.line == line, "\(fields) in \(text.debugDescription)")
                // Counted by Character, in which CRLF is one.
                let characters: [Character] = fields.flatMap { Array($0) }
                line += 1 + characters.filter(Self.isLineBreak).count
            }
        }
    }
}
