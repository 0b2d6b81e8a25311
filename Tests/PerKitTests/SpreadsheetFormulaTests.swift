import Testing

@testable import PerKit

/// CSV injection: the CSV Per writes never runs in a spreadsheet (OWASP's `'` prefix), and
/// Per's imports read every file it writes back exactly.
@Suite("Spreadsheet formulas in CSV")
struct SpreadsheetFormulaTests {
    /// Names a spreadsheet would run as formulas, and each as a CSV field.
    static let formulas: [(String, String)] = [
        (#"=HYPERLINK("http://x","y")"#, #""'=HYPERLINK(""http://x"",""y"")""#),
        ("+1", "'+1"),
        ("@SUM(A1)", "'@SUM(A1)"),
        ("-2", "'-2"),
        ("=1+2", "'=1+2"),
    ]

    @Test(
        "a cell a spreadsheet would run gets a ' in front; others are left alone",
        arguments: [
            ("=A1", "'=A1"), ("+1", "'+1"), ("-1.50", "'-1.50"), ("@SUM(A1)", "'@SUM(A1)"),
            ("\tx", "'\tx"), ("\rx", "'\rx"),
            // A ' already before such a character gets one more, so that reading gives it back.
            ("'=A1", "''=A1"), ("''-2", "'''-2"),
            // Nothing to run: unchanged.
            ("Coffee", "Coffee"), ("'quoted'", "'quoted'"), ("'", "'"), ("", ""), ("1-2", "1-2"),
            ("a=b", "a=b"), (" =A1", " =A1"), ("3.99", "3.99"),
        ])
    func neutralised(_ text: String, _ cell: String) {
        #expect(SpreadsheetFormula.neutralised(text) == cell)
        #expect(SpreadsheetFormula.restored(cell) == text)
    }

    @Test func theCSVWriterNeutralisesBeforeQuoting() {
        #expect(CSVWriter.field("-1.50") == "'-1.50")
        #expect(CSVWriter.field("=1,2") == "\"'=1,2\"")
        // After the ', the tab is no longer at the start: no quotes are needed.
        #expect(CSVWriter.field("\tx") == "'\tx")
        #expect(CSVWriter.field("\rx") == "\"'\rx\"")
        #expect(CSVWriter.record(["=A1", "b"]) == "'=A1,b\r\n")
    }

    /// The cells of `text`'s rows after the header, in the column titled `title`.
    static func column(_ title: String, of text: String) throws -> [String] {
        let records = try CSVReader.records(in: text)
        let header = try #require(records.first)
        let index = try #require(header.fields.firstIndex(of: title))
        return records.dropFirst().map { $0.fields[index] }
    }

    @Test func aPriceBookExportIsInertAndImportsBackExactly() throws {
        var entries: [PriceEntry] = []
        for (index, (name, _)) in Self.formulas.enumerated() {
            let item = try ProductItem(name: name, price: q(399, 100), quantity: Quantity(q(500), .gram))
            entries.append(
                try PriceEntry(
                    id: ListID(high: 0, low: UInt64(index + 1)), item: item, store: "@Store",
                    date: #require(CalendarDate("2026-11-03"))))
        }
        let text = PriceBookFile.csvText(entries)
        let cells = try Self.column("Product", of: text)
        #expect(cells == Self.formulas.map { SpreadsheetFormula.neutralised($0.0) })
        #expect(cells.allSatisfy { $0.hasPrefix("'") })
        for (_, written) in Self.formulas { #expect(text.contains("," + written + ",")) }
        #expect(try Self.column("Store", of: text).allSatisfy { $0 == "'@Store" })
        let read = try PriceBookFile.entries(from: text, freshID: ListID(high: 1, low: 0))
        #expect(read == entries)
        #expect(read.map(\.product) == Self.formulas.map(\.0))
        #expect(read.allSatisfy { $0.store == "@Store" })
    }

    @Test func aListFileExportIsInertAndImportsBackExactly() throws {
        let items = try Self.formulas.map { name, _ in
            try ProductItem(name: name, price: q(1), quantity: Quantity(q(1), .kilogram))
        }
        let lists = [SharedList(name: "=Weekly", products: try ProductList(items))]
        let text = ListFile.csvText(lists)
        #expect(try Self.column("list", of: text).allSatisfy { $0 == "'=Weekly" })
        #expect(try Self.column("name", of: text).allSatisfy { $0.hasPrefix("'") })
        let read = try ListFile.lists(fromCSV: text)
        #expect(read == lists)
        #expect(read[0].name == "=Weekly")
        #expect(Set(read[0].products.items.compactMap(\.name)) == Set(Self.formulas.map(\.0)))
    }

    @Test func aNameThatStartsWithAQuoteAndAFormulaSurvives() throws {
        let item = try ProductItem(name: "'=not a formula", price: q(1), quantity: Quantity(q(1), .kilogram))
        let lists = [SharedList(name: "''-2", products: try ProductList([item]))]
        let text = ListFile.csvText(lists)
        #expect(text.contains("'''-2,''=not a formula,"))
        #expect(try ListFile.lists(fromCSV: text) == lists)
    }

    /// A spreadsheet saves a `'`-prefixed cell as the text after it; Per reads both alike.
    @Test func aSpreadsheetsOwnFileReadsTheSame() throws {
        let prefixed = try ListFile.lists(fromCSV: "name,price,quantity,unit\r\n'=A1,1,1,kg\r\n")
        let plain = try ListFile.lists(fromCSV: "name,price,quantity,unit\r\n=A1,1,1,kg\r\n")
        #expect(prefixed == plain)
        #expect(prefixed.first?.products.items.first?.name == "=A1")
    }
}
