import PerKit
import SeededRandom
import Testing

@testable import per

/// `per compare --csv` reads files with SwiftCSV, the web app with PerKit's ``CSVReader``: both
/// must give PerKit's row rules the same records, starting on the same lines, and refuse the
/// same broken quotes.
@Suite("CSV readers agree")
struct CSVReaderAgreementTests {
    /// The records as the row rules see them: SwiftCSV drops the spaces before a field and an
    /// empty last field, which the rules ignore too (values are trimmed, missing ones empty).
    static func normalized(_ records: [CSVRecord]) -> [CSVRecord] {
        records.map { record in
            var fields = record.fields.map { String($0.drop { $0 == " " || $0 == "\t" }) }
            while fields.count > 1, fields.last == "" { fields.removeLast() }
            return CSVRecord(line: record.line, fields: fields)
        }
    }

    static let texts = [
        "", "a", "a,b\nc,d\n", "a,b\r\nc,d\r\n", "a,b\rc,d", "\u{FEFF}list,name\nx,y",
        "\"Milk, 2%\",3.99", "\"Kid's \"\"fun\"\" pack\",x", "\"\"\"\"", "\"\",x", "a,\"two\nlines\"\nb,c",
        "\"x\r\ny\",z\r\nnext", "\"x\ry\"\nnext", "a\n\n\nb", "a,\nb", ",,", " a , b ", "a,  \"b,c\"  ,d",
        "price\n\"3,49\"", "Café crème,🍎,حليب", "a\u{2028}b,c",
        "list,name,price,quantity,unit\r\nWeekly shop,\"Brand B, organic\",6.49,1,kg\r\n\r\n,,,,\r\n",
    ]

    @Test(arguments: texts)
    func sameRecords(_ text: String) throws {
        let library = try CSVListFile.records(in: text)
        let perKit = try CSVReader.records(in: text)
        #expect(Self.normalized(library) == Self.normalized(perKit))
    }

    /// `(text, reason, line)`: broken quotes both readers refuse alike.
    static let broken: [(String, CSVSyntaxError.Reason, Int)] = [
        ("a,b\nc,\"d,e\nf,g\n", .unclosedQuote, 2), ("\"", .unclosedQuote, 1), ("a\n\"", .unclosedQuote, 2),
        ("a\n\"b\"\"", .unclosedQuote, 2), ("\"x\ny\",\"", .unclosedQuote, 1),
        ("list,name\nA,\"Milk\n\nB,Tea\n", .unclosedQuote, 2),
        ("a\n\"6\" sub\",x", .misplacedQuote, 2), ("a,b\nc,6\" sub", .misplacedQuote, 2),
        ("a,\"x\ny\" z", .misplacedQuote, 1), ("h\n\"two\nlines\",x\n\"a\"b", .misplacedQuote, 4),
    ]

    @Test(arguments: broken)
    func sameErrors(_ text: String, _ reason: CSVSyntaxError.Reason, _ line: Int) {
        let expected = CSVSyntaxError(reason, line: line)
        #expect(throws: expected) { try CSVReader.records(in: text) }
        #expect(throws: expected) { try CSVListFile.records(in: text) }
    }

    /// Generated files with every line end, quoting that is needed or not, spaces around quoted
    /// fields, blank lines and byte-order marks.
    @Test func generatedFilesReadAlike() throws {
        var rng = SplitMix64(seed: 0xC5_A6EE)
        let pieces = ["a", "Z", " ", ",", "\"", "\n", "\r", "\r\n", "é", "🍎", "x y", "3,49", "6 x 355", "÷"]
        let lineEnds = ["\n", "\r\n", "\r"]
        var texts = 0
        for _ in 0..<3_000 {
            var text = Bool.random(using: &rng) ? "\u{FEFF}" : ""
            for _ in 0..<Int.random(in: 1...6, using: &rng) {
                if Int.random(in: 0..<6, using: &rng) == 0 {
                    text += lineEnds.randomElement(using: &rng)!
                    continue
                }
                var fields: [String] = []
                for _ in 0..<Int.random(in: 1...5, using: &rng) {
                    var value = ""
                    for _ in 0..<Int.random(in: 0...4, using: &rng) {
                        value += pieces.randomElement(using: &rng)!
                    }
                    let field = CSVWriter.field(value)
                    if field == value && !value.isEmpty && Bool.random(using: &rng) {
                        // Quotes where none are needed, with spaces around them now and then.
                        let space = Bool.random(using: &rng) ? " " : ""
                        fields.append(space + "\"" + value + "\"" + space)
                    } else {
                        fields.append(field)
                    }
                }
                text += fields.joined(separator: ",") + lineEnds.randomElement(using: &rng)!
            }
            let perKit = try CSVReader.records(in: text)
            let library = try CSVListFile.records(in: text)
            #expect(Self.normalized(library) == Self.normalized(perKit), "\(text.debugDescription)")
            texts += 1
        }
        #expect(texts == 3_000)
    }
}
