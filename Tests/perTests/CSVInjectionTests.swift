import Foundation
import PerKit
import Testing

/// The CSV `per` writes never runs in a spreadsheet, and `per` reads it back exactly.
@Suite("per: CSV injection")
struct CSVInjectionTests {
    static let formulaNames = [#"=HYPERLINK("http://x","y")"#, "+1", "@SUM(A1)", "-2"]

    @Test func aPriceBookExportNeverRunsAndImportsBackExactly() throws {
        let database = try BookDatabaseFile()
        var csv = "Date,Product,Store,Price,Quantity,Unit\r\n"
        for name in Self.formulaNames {
            csv += "2026-11-03,\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\",=Shop,1,1,kg\r\n"
        }
        try database.succeed(["book", "import", "-"], input: csv)
        let exported = try database.succeed(["book", "export"])
        let rows = exported.components(separatedBy: "\r\n").dropFirst().filter { !$0.isEmpty }
        #expect(rows.count == 4)
        for row in rows {
            let product = row.split(separator: ",", maxSplits: 2)[1]
            #expect(product.hasPrefix("'") || product.hasPrefix("\"'"), "\(row)")
            #expect(row.contains(",'=Shop,"), "\(row)")
        }
        #expect(exported.contains(#""'=HYPERLINK(""http://x"",""y"")""#))
        #expect(exported.contains(",'+1,") && exported.contains(",'@SUM(A1),") && exported.contains(",'-2,"))

        let copy = try BookDatabaseFile()
        try copy.succeed(["book", "import", "-"], input: exported)
        let json = try copy.succeed(["book", "export", "--format", "json"])
        #expect(json == (try database.succeed(["book", "export", "--format", "json"])))
        let names = try Self.products(inJSON: json)
        #expect(Set(names) == Set(Self.formulaNames))
    }

    /// The `product` of each entry of a JSON price-book file.
    static func products(inJSON text: String) throws -> [String] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let entries = try #require(object["entries"] as? [[String: Any]])
        return entries.compactMap { $0["product"] as? String }
    }

    @Test func compareWritesInertCSVAndReadsItBack() throws {
        let table = try PerBinary.run([
            "compare", "--format", "csv", "=1+2: 1 for 1 kg", "@Home: 2 for 1 kg", "+Plus: 3 for 1 kg",
        ])
        #expect(table.status == 0, "\(table.error)")
        #expect(table.output.contains("\r\n1,'=1+2,1.00,"))
        #expect(table.output.contains("\r\n2,'@Home,2.00,"))
        #expect(table.output.contains("\r\n3,'+Plus,3.00,"))

        let list = "list,name,price,quantity,unit\r\n'=Weekly,'-2,1,1,kg\r\n'=Weekly,'@B,2,1,kg\r\n"
        let compared = try PerBinary.run(["compare", "--csv", "-", "--format", "csv"], input: list)
        #expect(compared.status == 0, "\(compared.error)")
        #expect(compared.output.contains("\r\n1,'-2,1.00,"))
        #expect(compared.output.contains("\r\n2,'@B,2.00,"))
        let link = try PerBinary.run(["compare", "--csv", "-", "--share-link"], input: list)
        let shared = try SharedList(link: link.output.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(shared.name == "=Weekly")
        #expect(shared.products.items.compactMap(\.name) == ["-2", "@B"])
    }
}
