import Foundation
import PerKit
import Testing

/// Names `per` refuses: with a control character anywhere, or over 80 characters in the price
/// book; and how a negative price in a file is named.
@Suite("per: names refused")
struct NameRefusalTests {
    static let escape = "\u{1B}"
    static let controlMessage = "a name can't hold tabs, line breaks or other control characters"

    /// Whether `text` holds a control character other than a line feed.
    static func hasRawControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
    }

    @Test func namesWithControlCharactersAreRefusedOnEveryCommand() throws {
        let database = try BookDatabaseFile()
        try database.succeed(["book", "add", "Tea: 1.99 for 1 kg", "--date", "2026-11-01"])
        let refusals: [([String], String?, String)] = [
            (["book", "add", "Cof\tfee: 3.99 for 500 g"], nil, "the product name has a control character (U+0009)"),
            (
                ["book", "add", "Coffee: 3.99 for 500 g", "--store", "Li\(Self.escape)[31mdl"], nil,
                "--store 'Li\\u{1B}[31mdl': the store name has a control character (U+001B)"
            ),
            (
                ["book", "check", "Coffee\u{9B}: 3.99 for 500 g"], nil,
                "the product name has a control character (U+009B)"
            ),
            (
                ["book", "import", "-"], "Date,Product,Price,Quantity,Unit\r\n2026-11-03,\"Cof\u{7F}fee\",1,1,kg\r\n",
                "standard input line 2: the product name has a control character (U+007F)"
            ),
            (
                ["book", "import", "-"], "Date,Product,Store,Price,Quantity,Unit\r\n2026-11-03,Coffee,\"A\nB\",1,1,kg\r\n",
                "standard input line 2: the store name has a control character (U+000A)"
            ),
        ]
        for (arguments, input, message) in refusals {
            let outcome = try database.run(arguments, input: input)
            #expect(outcome.status == 65, "\(arguments)")
            #expect(outcome.output.isEmpty)
            #expect(outcome.error.contains(message), "\(outcome.error)")
            #expect(outcome.error.contains(Self.controlMessage))
            #expect(!Self.hasRawControl(outcome.error), "\(outcome.error.debugDescription)")
            #expect(outcome.error.filter { $0 == "\n" }.count == 1)
        }
        // Nothing was recorded.
        let json = try database.succeed(["book", "export", "--format", "json"])
        #expect(try CSVInjectionTests.products(inJSON: json) == ["Tea"])
    }

    @Test func compareRefusesControlCharactersInArgumentsFilesAndLinks() throws {
        let argument = try PerBinary.run(["compare", "A\(Self.escape)[31m: 1 for 1 kg", "B: 2 for 1 kg"])
        #expect(argument.status == 65)
        #expect(argument.error.contains("product 'A\\u{1B}[31m: 1 for 1 kg': the product name has a control character"))
        #expect(!argument.error.contains(Self.escape))

        let listName = try PerBinary.run(["compare", "--share-link", "--list-name", "Week\nly", "1 for 1 kg"])
        #expect(listName.status == 65)
        #expect(listName.error.contains("--list-name 'Week\\u{0A}ly': the list name has a control character (U+000A)"))

        let file = try PerBinary.run(
            ["compare", "--csv", "-"], input: "list,name,price,quantity,unit\r\n\"Week\tly\",A,1,1,kg\r\n")
        #expect(file.status == 65)
        #expect(file.error == "Error: standard input line 2: the list name has a control character (U+0009): \(Self.controlMessage)\n")

        // A link crafted by hand: its checksum is right, its product's name is not.
        let item = try ProductItem(
            name: "Red\(Self.escape)[31m", price: try #require(Rational(fractionText: "1")), packCount: .one,
            packSize: .one, unit: .kilogram)
        let payload = ShareLink.encode(SharedList(name: "Weekly", products: try ProductList([item])))
        let link = try PerBinary.run(["compare", "--from-link", "#share=" + payload])
        #expect(link.status == 65)
        #expect(link.error.contains("product 1 can't be used: The product name has a control character (U+001B)"))
        #expect(!link.error.contains(Self.escape))
    }

    @Test func namesAndStoresOverEightyCharactersAreRefusedNotCut() throws {
        let database = try BookDatabaseFile()
        let store80 = String(repeating: "s", count: 80)
        let long = try database.run(["book", "add", "Coffee: 3.99 for 500 g", "--store", store80 + "t"])
        #expect(long.status == 65)
        #expect(long.error.hasSuffix(": the store name is 81 characters long: a name can have at most 80 characters\n"))
        let name = try database.run(["book", "add", String(repeating: "n", count: 81) + ": 3.99 for 500 g"])
        #expect(name.status == 65)
        #expect(name.error.contains("the product name is 81 characters long: a name can have at most 80 characters"))
        let file = try database.run(
            ["book", "import", "-"], input: "Date,Product,Store,Price,Quantity,Unit\r\n2026-11-03,Tea,\(store80)x,1,1,kg\r\n")
        #expect(file.status == 65)
        #expect(
            file.error
                == "Error: standard input line 2: the store name is 81 characters long: a name can have at most 80 characters\n")

        try database.succeed(["book", "add", "Coffee: 3.99 for 500 g", "--store", store80, "--date", "2026-11-03"])
        let show = try database.succeed(["book", "show", "coffee"])
        #expect(show.contains("Lowest: 0.798 per 100 g at \(store80) on 2026-11-03"))
    }

    @Test func aNegativePriceInAnImportIsCalledNegative() throws {
        let database = try BookDatabaseFile()
        let csv = try database.run(
            ["book", "import", "-"], input: "Date,Product,Price,Quantity,Unit\r\n2026-11-03,Coffee,-1.50,500,g\r\n")
        #expect(csv.status == 65)
        #expect(
            csv.error == "Error: standard input line 2: the price must be greater than zero: it is negative (-1.5)\n")
        let json = try database.run(
            ["book", "import", "-"],
            input: #"""
                {"format":"per-price-book","version":1,"entries":[
                {"product":"Coffee","date":"2026-11-03","price":"-399/100","packSize":"500","unit":"g"}]}
                """#)
        #expect(json.status == 65)
        #expect(
            json.error == "Error: standard input entry 1: the price must be greater than zero: it is negative (-3.99)\n")
    }
}
