import Foundation
import PerKit
import Testing

/// A new, empty price-book database in a temporary folder, removed when the value is no longer
/// used; runs `per` against it.
final class BookDatabaseFile {
    let folder: URL
    var path: String { folder.appendingPathComponent("per.sqlite").path }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "per-book-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// Runs `per arguments… --database <this file>`.
    func run(_ arguments: [String], input: String? = nil) throws -> PerBinary.Outcome {
        try PerBinary.run(arguments + ["--database", path], input: input)
    }

    /// Runs a command that must succeed and answers its standard output.
    @discardableResult
    func succeed(_ arguments: [String], input: String? = nil) throws -> String {
        let outcome = try run(arguments, input: input)
        #expect(outcome.status == 0, "per \(arguments): \(outcome.error)")
        return outcome.output
    }
}

@Suite("per book")
struct BookTests {
    @Test(arguments: bookExamples)
    func example(_ example: BookExample) throws {
        let database = try BookDatabaseFile()
        if example.seeded { try database.succeed(["book", "import", "-"], input: bookFixture) }
        for command in example.before { try database.succeed(command) }
        let result =
            example.database
            ? try database.run(example.arguments, input: example.input)
            : try PerBinary.run(example.arguments, input: example.input)
        #expect(result.output == example.output, "standard output of per \(example.arguments)")
        #expect(result.error == example.error, "standard error of per \(example.arguments)")
        #expect(result.status == example.status, "exit status of per \(example.arguments)")
    }

    @Test("errors print nothing on standard output and one line on standard error")
    func errorShape() throws {
        for example in bookExamples where example.status != 0 {
            #expect(example.output.isEmpty)
            #expect(example.error.hasPrefix("Error: "))
            if example.status == 65 {
                #expect(example.error.filter { $0 == "\n" }.count == 1, "\(example.name)")
            }
            if example.status == 64 { #expect(example.error.contains("Usage: per book")) }
        }
    }

    /// The id of `per book add` is new every time: 32 hexadecimal digits, the rest is fixed.
    static func withoutID(_ output: String) throws -> (String, String) {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        let last = try #require(lines.dropLast().last)
        #expect(last.hasPrefix("ID: "))
        let id = String(last.dropFirst(4))
        #expect(id.count == 32 && id.allSatisfy { $0.isHexDigit && !$0.isUppercase })
        return (output.replacingOccurrences(of: id, with: "<id>"), id)
    }

    @Test func addPrintsWhatWasRecordedTheVerdictAndTheID() throws {
        let database = try BookDatabaseFile()
        let (first, firstID) = try Self.withoutID(
            try database.succeed([
                "book", "add", "Coffee: 3.99 for 500 g", "--store", "Lidl", "--date", "2026-11-03",
            ]))
        #expect(
            first == """
                Recorded Coffee: 3.99 for 500 g at Lidl on 2026-11-03: 0.798 per 100 g
                First price for Coffee in your price book
                ID: <id>

                """)
        let (second, secondID) = try Self.withoutID(
            try database.succeed([
                "book", "add", "coffee: 6.49 for 1 kg", "--store", "Aldi", "--date", "2026-11-05",
            ]))
        #expect(
            second == """
                Recorded coffee: 6.49 for 1 kg at Aldi on 2026-11-05: 6.49 per kg
                The lowest price seen for coffee: 18.7% below the previous lowest, 7.98 per kg at Lidl on 2026-11-03 (2 days earlier)
                ID: <id>

                """)
        let (third, _) = try Self.withoutID(
            try database.succeed(["book", "add", "Coffee: 3.99 for 500 g", "--sale", "--date", "2026-11-04"]))
        #expect(
            third == """
                Recorded Coffee: 3.99 for 500 g on 2026-11-04 (sale): 7.98 per kg
                23.0% above the lowest price seen for Coffee: 6.49 per kg at Aldi on 2026-11-05 (1 day later)
                ID: <id>

                """)
        #expect(firstID != secondID)
        let exported = try database.succeed(["book", "export"])
        #expect(exported.contains("2026-11-03,Coffee,Lidl,3.99,500,g,no,\(firstID),\r\n"))
        #expect(exported.contains("2026-11-05,coffee,Aldi,6.49,1,kg,no,\(secondID),\r\n"))
        #expect(exported.contains("2026-11-04,Coffee,,3.99,500,g,yes,"))
    }

    @Test func addWithoutADateRecordsToday() throws {
        let database = try BookDatabaseFile()
        try database.succeed(["book", "add", "Tea: 2.49 for 100 g"])
        let json =
            try JSONSerialization.jsonObject(
                with: Data(try database.succeed(["book", "show", "tea", "--json"]).utf8)) as? [String: Any]
        let entries = try #require(json?["entries"] as? [[String: Any]])
        let date = try #require(entries.first?["date"] as? String)
        // The local date: today in some time zone, within a day of UTC's.
        let utc = Date()
        let candidates = [-86_400.0, 0, 86_400].map { offset -> String in
            let formatter = DateFormatter()
            formatter.dateFormat = "yyyy-MM-dd"
            formatter.timeZone = TimeZone(identifier: "UTC")
            return formatter.string(from: utc.addingTimeInterval(offset))
        }
        #expect(candidates.contains(date))
    }

    static let checkKeys = [
        "product", "date", "store", "sale", "price", "quantity", "unit", "packCount", "packSize", "dimension",
        "system",
        "reference", "unitPrice", "unitPriceExact", "entries", "lowest", "percentAboveLowest",
        "percentAboveLowestExact", "isLowest", "standing", "lowestRegular", "cheapestStoreLately",
        "daysSinceLowest",
        "averageUnitPrice", "averageUnitPriceExact", "verdict", "deal", "isDealPrice", "comparedWith", "condition",
        "lowestWithoutDeal", "lowestWithDeal", "usesMemberPrices",
    ]
    static let entryKeys = [
        "id", "date", "product", "store", "sale", "price", "quantity", "unit", "packCount", "packSize",
        "unitPrice",
        "unitPriceExact", "deal",
    ]

    /// The keys of a JSON object in the order written.
    static func keys(_ text: Substring) -> [String] {
        var keys: [String] = []
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "{" || character == "[" { depth += 1 }
            if character == "}" || character == "]" { depth -= 1 }
            if character == "\"" {
                let end = text[text.index(after: index)...].firstIndex(of: "\"") ?? text.endIndex
                let string = String(text[text.index(after: index)..<end])
                index = text.index(after: end)
                if depth == 1, text[index...].hasPrefix(":") { keys.append(string) }
                continue
            }
            index = text.index(after: index)
        }
        return keys
    }

    @Test("check --json: every documented key, in order, with and without history")
    func checkJSONShape() throws {
        let database = try BookDatabaseFile()
        try database.succeed(["book", "import", "-"], input: bookFixture)
        for product in ["Coffee: 7.99 for 1 kg", "Tea: 1 for 100 g"] {
            let text = try database.succeed(["book", "check", product, "--json", "--date", "2026-11-10"])
            #expect(Self.keys(text[...]) == Self.checkKeys)
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            let reference = try #require(object["reference"] as? [String: Any])
            #expect(Set(reference.keys) == ["amount", "unit", "text"])
            if let lowest = object["lowest"] as? [String: Any] {
                #expect(Set(lowest.keys) == Set(Self.entryKeys))
                #expect(object["isLowest"] as? Bool == false)
                #expect(object["standing"] as? String == "above")
                #expect(object["entries"] as? Int == 3)
            } else {
                #expect(object["lowest"] is NSNull)
                #expect(object["percentAboveLowestExact"] is NSNull)
                #expect(object["isLowest"] as? Bool == true)
                #expect(object["standing"] as? String == "first")
                #expect(object["entries"] as? Int == 0)
            }
        }
    }

    @Test("a price with a deal is imported, shown in a Deal column and checked against deal prices as JSON")
    func deals() throws {
        let database = try BookDatabaseFile()
        try database.succeed(
            ["book", "import", "-"],
            input: "Date,Product,Store,Price,Quantity,Unit,Sale,ID,List,Deal\r\n"
                + "2026-11-09,Tea,Tea shop,3.55,100,g,no,000000000000000000000000000000e1,,member 3.20\r\n"
                + "2026-11-08,Tea,,3.40,100,g,no,000000000000000000000000000000e2,,\r\n")
        #expect(
            try database.succeed(["book", "show", "tea"]) == """
                Tea: 2 prices, sold by weight, unit prices per 100 g
                Lowest: 3.20 per 100 g at Tea shop on 2026-11-09 (3.55 for 100 g, member 3.20)
                Lowest regular: 3.40 per 100 g on 2026-11-08 (3.40 for 100 g)
                Lowest without a deal: 3.40 per 100 g on 2026-11-08 (3.40 for 100 g)
                Lowest with a deal: 3.20 per 100 g at Tea shop on 2026-11-09 (3.55 for 100 g, member 3.20)
                Average: 3.30 per 100 g

                Latest by store:
                Store     Date        Price  Quantity  Per 100 g  Sale  Deal
                Tea shop  2026-11-09   3.55  100 g          3.20        member 3.20
                —         2026-11-08   3.40  100 g          3.40

                History:
                Date        Store     Price  Quantity  Per 100 g  Sale  ID                                Deal
                2026-11-08  —          3.40  100 g          3.40        000000000000000000000000000000e2
                2026-11-09  Tea shop   3.55  100 g          3.20        000000000000000000000000000000e1  member 3.20

                """)
        // 3 for 9.00 of 100 g: 3.00 per 100 g, 6.25% below the lowest deal price (3.20); one pack
        // (4.00) would be above it.
        let check = try JSONSerialization.jsonObject(
            with: Data(
                database.succeed(["book", "check", "Tea: 4.00 for 100 g, 3 for 9.00", "--date", "2026-11-10", "--json"])
                    .utf8)) as? [String: Any]
        #expect(check?["deal"] as? String == "3 for 9.00")
        #expect(check?["isDealPrice"] as? Bool == true)
        #expect(check?["comparedWith"] as? String == "deal")
        #expect(check?["condition"] as? String == "only if you buy 3")
        #expect(check?["percentAboveLowestExact"] as? String == "-25/4")
        #expect(check?["unitPriceExact"] as? String == "3/1")
        #expect((check?["lowest"] as? [String: Any])?["deal"] as? String == "member 3.20")
        #expect((check?["lowestWithDeal"] as? [String: Any])?["id"] as? String == "000000000000000000000000000000e1")
        #expect((check?["lowestWithoutDeal"] as? [String: Any])?["deal"] is NSNull)
        #expect(
            check?["verdict"] as? String
                == "The lowest deal price seen for Tea, only if you buy 3: 6.3% below the previous lowest, "
                + "3.20 per 100 g at Tea shop on 2026-11-09 (1 day earlier)")
        // The export keeps the deal.
        #expect(try database.succeed(["book", "export"]).contains(",member 3.20\r\n"))
    }

    /// Tea at 3.55 with a member price of 3.20, and at 3.40 without a deal.
    static let memberTea =
        "Date,Product,Store,Price,Quantity,Unit,Sale,ID,List,Deal\r\n"
        + "2026-11-09,Tea,Tea shop,3.55,100,g,no,000000000000000000000000000000e1,,member 3.20\r\n"
        + "2026-11-08,Tea,,3.40,100,g,no,000000000000000000000000000000e2,,\r\n"

    /// The JSON object `per` prints for `arguments`.
    static func object(_ database: BookDatabaseFile, _ arguments: [String]) throws -> [String: Any] {
        let text = try database.succeed(arguments)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("--no-member: a price whose only deal is a member price is a regular price, at its shelf price")
    func noMember() throws {
        let database = try BookDatabaseFile()
        try database.succeed(["book", "import", "-"], input: Self.memberTea)
        #expect(
            try database.succeed(["book", "show", "tea", "--no-member"]) == """
                Tea: 2 prices, sold by weight, unit prices per 100 g
                Lowest: 3.40 per 100 g on 2026-11-08 (3.40 for 100 g)
                Average: 3.48 per 100 g

                Latest by store:
                Store     Date        Price  Quantity  Per 100 g  Sale  Deal
                —         2026-11-08   3.40  100 g          3.40
                Tea shop  2026-11-09   3.55  100 g          3.55        member 3.20

                History:
                Date        Store     Price  Quantity  Per 100 g  Sale  ID                                Deal
                2026-11-08  —          3.40  100 g          3.40        000000000000000000000000000000e2
                2026-11-09  Tea shop   3.55  100 g          3.55        000000000000000000000000000000e1  member 3.20

                """)
        let show = try Self.object(database, ["book", "show", "tea", "--no-member", "--json"])
        #expect(show["usesMemberPrices"] as? Bool == false)
        #expect((show["lowest"] as? [String: Any])?["id"] as? String == "000000000000000000000000000000e2")
        #expect((show["lowestRegular"] as? [String: Any])?["id"] as? String == "000000000000000000000000000000e2")
        #expect(show["lowestWithDeal"] is NSNull)
        #expect(show["averageUnitPriceExact"] as? String == "139/40")
        let stores = try #require(show["latestByStore"] as? [[String: Any]])
        #expect(stores.map { $0["unitPriceExact"] as? String } == ["17/5", "71/20"])
        let withMember = try Self.object(database, ["book", "show", "tea", "--json"])
        #expect(withMember["usesMemberPrices"] as? Bool == true)
        #expect(withMember["averageUnitPriceExact"] as? String == "33/10")

        // 3.45 with a member price of 3.10: with member prices a new lowest deal price that needs
        // the card; without them a regular price 1.5% above the lowest regular price, 3.40.
        let candidate = ["book", "check", "Tea: 3.45 for 100 g, member 3.10", "--date", "2026-11-10", "--json"]
        let check = try Self.object(database, candidate)
        #expect(check["isDealPrice"] as? Bool == true)
        #expect(check["comparedWith"] as? String == "deal")
        #expect(check["condition"] as? String == "only with the member price")
        #expect(check["standing"] as? String == "newLowest")
        #expect(check["usesMemberPrices"] as? Bool == true)
        let without = try Self.object(database, candidate + ["--no-member"])
        #expect(without["unitPriceExact"] as? String == "69/20")
        #expect(without["isDealPrice"] as? Bool == false)
        #expect(without["comparedWith"] as? String == "regular")
        #expect(without["condition"] is NSNull)
        #expect(without["standing"] as? String == "above")
        #expect(without["percentAboveLowest"] as? String == "1.5")
        #expect((without["lowest"] as? [String: Any])?["id"] as? String == "000000000000000000000000000000e2")
        #expect(without["lowestWithDeal"] is NSNull)
        #expect(without["usesMemberPrices"] as? Bool == false)
        #expect(
            without["verdict"] as? String
                == "1.5% above the lowest price seen for Tea: 3.40 per 100 g on 2026-11-08 (2 days earlier)")

        let list = try Self.object(database, ["book", "list", "--json", "--no-member"])
        #expect(list["usesMemberPrices"] as? Bool == false)
        let lowest = (list["products"] as? [[String: Any]])?.first?["lowest"] as? [String: Any]
        #expect(lowest?["unitPriceExact"] as? String == "17/5")
        let listWithMember = try Self.object(database, ["book", "list", "--json"])
        let lowestWithMember = (listWithMember["products"] as? [[String: Any]])?.first?["lowest"] as? [String: Any]
        #expect(lowestWithMember?["unitPriceExact"] as? String == "16/5")

        // add prints the same verdict as check, and records the price with its deal.
        let added = try database.succeed(
            ["book", "add", "Tea: 3.45 for 100 g, member 3.10", "--date", "2026-11-10", "--no-member"])
        #expect(added.contains("1.5% above the lowest price seen for Tea: 3.40 per 100 g on 2026-11-08"))
        #expect(try database.succeed(["book", "export"]).contains(",member 3.10\r\n"))
    }

    @Test("show --json and list --json: every documented key, in order")
    func showAndListJSONShape() throws {
        let database = try BookDatabaseFile()
        try database.succeed(["book", "import", "-"], input: bookFixture)
        let show = try database.succeed(["book", "show", "milk", "--json"])
        #expect(
            Self.keys(show[...]) == [
                "product", "key", "dimension", "system", "reference", "count", "lowest", "lowestRegular",
                "averageUnitPrice", "averageUnitPriceExact", "latestByStore", "entries", "lowestWithoutDeal",
                "lowestWithDeal", "usesMemberPrices",
            ])
        let list = try database.succeed(["book", "list", "--json"])
        #expect(Self.keys(list[...]) == ["system", "products", "usesMemberPrices"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(list.utf8)) as? [String: Any])
        let products = try #require(object["products"] as? [[String: Any]])
        #expect(products.map { $0["product"] as? String } == ["coffee", "Ground beef", "Juice", "Milk"])
        #expect(
            products.allSatisfy {
                Set($0.keys) == ["product", "key", "dimension", "count", "reference", "lowest"]
            })
    }

    @Test("import is all or nothing: every bad row by line, exit 65, nothing stored")
    func importAllOrNothing() throws {
        let database = try BookDatabaseFile()
        try database.succeed(["book", "add", "Coffee: 3.99 for 500 g", "--date", "2026-11-01"])
        let before = try database.succeed(["book", "export"])
        let file = """
            Date,Product,Store,Price,Quantity,Unit,Sale,ID
            2026-11-02,Tea,,2.49,100,g,no,
            2026-02-30,Tea,,2.49,100,g,no,
            2026-11-02,,,2.49,100,g,no,
            2026-11-02,Coffee,,2.49,1,L,no,
            2026-11-02,Tea,,abc,100,g,no,
            2026-11-02,Tea,,2.49,100,g,perhaps,

            """
        let result = try database.run(["book", "import", "-"], input: file)
        #expect(result.status == 65)
        #expect(result.output == "")
        #expect(
            result.error == """
                Error: standard input line 3: '2026-02-30' is not a date: write YYYY-MM-DD, e.g. 2026-11-03
                Error: standard input line 4: the product needs a name to go in the price book, e.g. Coffee: 3.99 for 500 g
                Error: standard input line 5: can't record 1 L (sold by volume) for Coffee: it is sold by weight in your price book
                Error: standard input line 6: the price can't be read: expected a number at 'abc'
                Error: standard input line 7: the sale column says 'perhaps': write yes or no

                """)
        #expect(try database.succeed(["book", "export"]) == before, "nothing was imported")

        let path = database.folder.appendingPathComponent("prices.json").path
        try Data(
            """
            {"format":"per-price-book","version":1,"entries":[
            {"product":"Tea","date":"2026-11-02","price":"249/100","packSize":"100","unit":"g"},
            {"product":"Tea","date":"2026-11-02","price":"249/100","packSize":"1","unit":"each"}
            ]}
            """.utf8
        ).write(to: URL(fileURLWithPath: path))
        let json = try database.run(["book", "import", path])
        #expect(json.status == 65)
        #expect(
            json.error
                == "Error: '\(path)' entry 2: can't record 1 (sold by count) for Tea: it is sold by weight in your price book\n"
        )
        #expect(try database.succeed(["book", "export"]) == before)
        let missing = try database.run(["book", "import", path + ".missing"])
        #expect(missing.status == 65)
        #expect(
            missing.error == "Error: '\(path).missing': the file can't be read: No such file or directory\n")
    }

    /// Every kind of value an entry can hold.
    static let roundTripFile = #"""
        Date,Product,Store,Price,Quantity,Unit,Sale,ID,List
        2026-11-03,Coffee,Lidl,3.99,500,g,no,00000000000000000000000000000001,
        2026-11-04,coffee,,10 ÷ 3,10/3,kg,yes,00000000000000000000000000000002,
        2026-11-03,"Cola, ""big""","Kiosk, north",4.99,6 x 355,mL,no,00000000000000000000000000000003,
        2026-11-03,Juice,,2.99,64,us-fl-oz,no,00000000000000000000000000000004,00000000000000000000000000000063
        2026-11-05,Juice,,2.99,64,uk-fl-oz,no,00000000000000000000000000000005,
        2026-11-05,Juice,,1/3,1 1/3,UK pt,no,00000000000000000000000000000006,
        2025-01-31,Eggs,,(170141183460469231731687 × 1000000000000000 + 303715884105727) ÷ 7,12,each,no,00000000000000000000000000000007,
        2026-11-06,Juice,,2.99,64,fl oz,no,,

        """#

    @Test(
        "export then import into an empty database gives back every entry exactly",
        arguments: ["csv", "json"])
    func exportImportRoundTrip(_ format: String) throws {
        let original = try BookDatabaseFile()
        #expect(
            try original.succeed(["book", "import", "-", "--system", "uk"], input: Self.roundTripFile)
                == "Imported 8 prices of 4 products\n")
        let exported = try original.succeed(["book", "export", "--format", format])
        let copy = try BookDatabaseFile()
        #expect(
            try copy.succeed(["book", "import", "-"], input: exported) == "Imported 8 prices of 4 products\n")
        #expect(
            try copy.succeed(["book", "export", "--format", "json"])
                == original.succeed(["book", "export", "--format", "json"]))
        #expect(try copy.succeed(["book", "export"]) == original.succeed(["book", "export"]))
        #expect(try copy.succeed(["book", "show", "juice"]) == original.succeed(["book", "show", "juice"]))
        let json = try copy.succeed(["book", "export", "--format", "json"])
        #expect(json.contains(#""price":"10/3","packCount":"1","packSize":"10/3","unit":"kg""#))
        #expect(json.contains(#""unit":"us-fl-oz","list":"00000000000000000000000000000063""#))
        #expect(json.contains(#""price":"1/3","packCount":"1","packSize":"4/3","unit":"uk-pt""#))
        #expect(json.contains(#""price":"170141183460469231731687303715884105727/7""#))
        // `fl oz` under --system uk is the UK fluid ounce, kept as its id.
        #expect(
            json.contains(
                #""date":"2026-11-06","sale":false,"price":"299/100","packCount":"1","packSize":"64","unit":"uk-fl-oz""#
            ))
        // The same file again: every id is taken.
        let again = try copy.run(["book", "import", "-"], input: exported)
        #expect(again.status == 65)
        #expect(again.error.split(separator: "\n").count == 8)
    }

    @Test("a file that is not a database: one line, exit 74")
    func corruptDatabase() throws {
        let folder = try BookDatabaseFile()
        try Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 17) }).write(
            to: URL(fileURLWithPath: folder.path))
        for command in [
            ["book", "list"], ["book", "check", "Tea: 1 for 1 kg"], ["book", "add", "Tea: 1 for 1 kg"],
        ] {
            let result = try folder.run(command)
            #expect(result.status == 74)
            #expect(result.output == "")
            #expect(
                result.error
                    == "Error: the price book database '\(folder.path)' can't be opened: file is not a database\n"
            )
        }
    }

    @Test("a database path that can't be opened, even as root: one line, exit 74")
    func unreadableDatabase() throws {
        let folder = try BookDatabaseFile()
        // A directory where the file should be, and a path under a regular file.
        try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
        let file = folder.folder.appendingPathComponent("plain").path
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: file))
        for (command, path) in [
            (["book", "show", "Tea"], folder.path), (["book", "add", "Tea: 1 for 1 kg"], file + "/per.sqlite"),
        ] {
            let result = try PerBinary.run(command + ["--database", path])
            #expect(result.status == 74)
            #expect(result.output == "")
            #expect(result.error.hasPrefix("Error: the price book database '\(path)' can't be opened: "))
            #expect(result.error.filter { $0 == "\n" }.count == 1)
        }
        // A command that only reads finds no file there, and says so.
        let path = file + "/per.sqlite"
        let result = try PerBinary.run(["book", "show", "Tea", "--database", path])
        #expect(result.status == 74)
        #expect(result.error.hasPrefix("Error: the price book database '\(path)' doesn't exist: "))
    }

    @Test(":memory: keeps nothing")
    func inMemory() throws {
        let first = try PerBinary.run(["book", "add", "Tea: 1 for 1 kg", "--database", ":memory:"])
        #expect(first.status == 0)
        let second = try PerBinary.run(["book", "list", "--database", ":memory:"])
        #expect(
            second.output
                == "The price book is empty: record a price with per book add \"Coffee: 3.99 for 500 g\"\n")
    }

    @Test("the default database is per serve's, under XDG_DATA_HOME")
    func defaultDatabase() throws {
        let folder = try BookDatabaseFile()
        let environment = ["XDG_DATA_HOME": folder.folder.path]
        let add = try PerBinary.run(["book", "add", "Tea: 1 for 1 kg"], environment: environment)
        #expect(add.status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.folder.path + "/per/per.sqlite"))
        let list = try PerBinary.run(["book", "list"], environment: environment)
        #expect(list.output.hasPrefix("Product  Prices"))
    }
}
