import Foundation
import Testing

// Expected outputs were checked by hand against the figures they show (the same products given
// as arguments print the same table).

/// Two lists as the web app exports them, with a name that needs quotes and a price that has
/// no finite decimal.
let listFile = """
    list,name,price,quantity,unit\r
    Weekly shop,Brand A,3.99,500,g\r
    Weekly shop,Brand B,6.49,1,kg\r
    Weekly shop,,10 ÷ 3,2 x 1,lb\r
    Party,Cola,4.99,6 x 355,mL\r
    Party,"Kid's ""fun"" pack, 2%",1,16,us-fl-oz\r

    """

let listFileExamples: [Example] = [
    Example(
        "a list file's deal column is compared as typed after the quantity",
        ["compare", "--csv", "-"],
        input: """
            name,price,quantity,deal
            Ketchup,3.90,700 g,member 3.50
            Big ketchup,3.99,910 g,
            Twin,2.00,500 g,"buy 1 get 1 free, deposit 0.10"

            """,
        status: 0,
        output: #"""
            #  Product      Price  Quantity   Per 100 g  vs best  Extra cost  Deal
            1  Twin          2.00  2 × 500 g      0.200     best           —  buy 1 get 1 free: buy 2 to get this price, + 0.20 deposit
            2  Big ketchup   3.99  910 g          0.438  +119.2%       +2.17
            3  Ketchup       3.50  700 g          0.500  +150.0%       +2.10  member 3.50: with the member price

            Twin is the best deal: 54.4% cheaper per 100 g than Big ketchup; buying 2 × 500 g of it instead saves 2.38 — buy 2 to get this price, + 0.20 deposit

            """#,
        error: ""),
    Example(
        "a list of a list file",
        ["compare", "--csv", "-", "--list", "Weekly shop"],
        input: listFile,
        status: 0,
        output: #"""
            #  Product                     Price  Quantity  Per kg  vs best  Extra cost
            1  ≈3.333333 for 2 × 1 lb  ≈3.333333  2 × 1 lb    3.67     best           —
            2  Brand B                      6.49  1 kg        6.49   +76.6%       +2.82
            3  Brand A                      3.99  500 g       7.98  +117.2%       +2.15

            2 × 1 lb for ≈3.333333 is the best deal: 43.4% cheaper per kg than Brand B; buying 2 × 1 lb of it instead saves 2.55

            """#,
        error: ""),
    Example(
        "the table as CSV, with the currency in the titles",
        ["compare", "--csv", "-", "--list", "Party", "--format", "csv", "--currency", "USD"],
        input: listFile,
        status: 0,
        output: "Rank,Product,Price (USD),Quantity,Per L (USD),More than best (%),Extra cost (USD)\r\n"
            + "1,\"Kid's \"\"fun\"\" pack, 2%\",1.00,16 fl oz,2.11,0.0,0.00\r\n"
            + "2,Cola,4.99,6 × 355 mL,2.34,10.9,0.49\r\n",
        error: ""),
    Example(
        "products given as arguments as CSV: the table's figures, ≈ for a price that never ends",
        [
            "compare", "--format", "csv", "Brand A: 3.99 for 500 g", "Thirds, big: 10 ÷ 3 for 1 kg",
            "C: 3.99 for 500.1 g",
        ],
        status: 0,
        output: "Rank,Product,Price,Quantity,Per kg,More than best (%),Extra cost\r\n"
            + "1,\"Thirds, big\",≈3.333333,1 kg,3.333,0.0,0.00\r\n"
            + "2,C,3.99,500.1 g,7.978,139.4,2.32\r\n"
            + "3,Brand A,3.99,500 g,7.980,139.4,2.32\r\n",
        error: ""),
    Example(
        "--format json is --json",
        ["compare", "--format", "json", "--json", "A: 1 for 1 kg"],
        status: 0,
        output: #"""
            {
              "reference": {
                "amount": "1",
                "unit": "kg",
                "text": "kg"
              },
              "dimension": "weight",
              "system": "metric",
              "currency": null,
              "items": [
                {
                  "input": "A: 1 for 1 kg",
                  "name": "A",
                  "rank": 1,
                  "price": "1",
                  "quantity": "1",
                  "unit": "kg",
                  "packCount": "1",
                  "packSize": "1",
                  "unitPrice": "1.00",
                  "unitPriceExact": "1/1",
                  "percentMoreThanBest": "0.0",
                  "extraCost": "0.00",
                  "shelfPrice": "1",
                  "memberPrice": null,
                  "usesMemberPrice": false,
                  "deal": null,
                  "deposit": null,
                  "payAtTill": "1",
                  "unitPriceWithoutDeal": "1.00",
                  "unitPriceWithoutDealExact": "1/1"
                }
              ],
              "verdict": "A costs 1.00 per kg"
            }

            """#,
        error: ""),
    Example(
        "a spreadsheet's file: byte-order mark, CRLF, its own titles in another order, an empty column, "
            + "decimal commas, no list column",
        ["compare", "--csv", "-", "--currency", "EUR"],
        input: "\u{FEFF}Product,UOM,Qty,Cost,\r\n\"Milk, 2%\",L,\"1,5\",\"1,49\",\r\n,,,,\r\n"
            + "Juice,mL,6 x 250,\"3,99 €\",\r\n",
        status: 0,
        output: #"""
            #  Product   Price  Quantity     Per L  vs best  Extra cost
            1  Milk, 2%  €1.49  1.5 L       €0.993     best           —
            2  Juice     €3.99  6 × 250 mL  €2.660  +167.8%      +€2.50

            Milk, 2% is the best deal: 62.7% cheaper per L than Juice; buying 1.5 L of it instead saves €2.50

            """#,
        error: ""),
    Example(
        "one of two lists of the same name, kept apart by their list id",
        ["compare", "--csv", "-", "--list", "Tea"],
        input:
            "list,name,price,quantity,unit,list id\r\nCoffee,Beans,3.99,500,g,1\r\nTea,Green,2.49,100,g,2\r\n"
            + "Coffee,Ground,4.49,250,g,3\r\n",
        status: 0,
        output: #"""
            #  Product  Price  Quantity  Per 100 g  vs best  Extra cost
            1  Green     2.49  100 g          2.49     best           —

            Green costs 2.49 per 100 g

            """#,
        error: ""),
    Example(
        "a share link of a list of a list file, named after it",
        ["compare", "--csv", "-", "--list", "Party", "--share-link"],
        input: listFile,
        status: 0,
        output:
            "http://127.0.0.1:8080/#share=1MwVQYXJ0eQAAAhRLaWQncyAiZnVuIiBwYWNrLCAyJQIBAgEgAQsEQ29sYeYHZAwBxgUBBSG5pAg\n",
        error: ""),
]

let listFileUsageErrors: [Example] = [
    Example(
        "usage: --csv with products",
        ["compare", "--csv", "lists.csv", "3.99 for 1 kg"],
        status: 64,
        output: "",
        error: #"""
            Error: --csv compares the products of a list file; give no PRODUCT with it.
            Usage: per compare [<options>] [<product> ...]
              See 'per compare --help' for more information.

            """#),
    Example(
        "usage: --csv with --from-link",
        ["compare", "--csv", "lists.csv", "--from-link", "#share=1"],
        status: 64,
        output: "",
        error: #"""
            Error: --csv and --from-link both give the products; give only one of them.
            Usage: per compare [<options>] [<product> ...]
              See 'per compare --help' for more information.

            """#),
    Example(
        "usage: --list without --csv",
        ["compare", "--list", "Party", "3.99 for 1 kg"],
        status: 64,
        output: "",
        error: #"""
            Error: --list chooses a list of a --csv file; use it with --csv.
            Usage: per compare [<options>] [<product> ...]
              See 'per compare --help' for more information.

            """#),
    Example(
        "usage: --json with --format csv",
        ["compare", "--json", "--format", "csv", "3.99 for 1 kg"],
        status: 64,
        output: "",
        error: #"""
            Error: --json is --format json; give only one of --json and --format csv.
            Usage: per compare [<options>] [<product> ...]
              See 'per compare --help' for more information.

            """#),
    Example(
        "usage: --share-link with --format csv",
        ["compare", "--share-link", "--format", "csv", "3.99 for 1 kg"],
        status: 64,
        output: "",
        error: #"""
            Error: --share-link prints a link, not CSV; give only one of them.
            Usage: per compare [<options>] [<product> ...]
              See 'per compare --help' for more information.

            """#),
    Example(
        "usage: an unknown format",
        ["compare", "--format", "xml", "3.99 for 1 kg"],
        status: 64,
        output: "",
        error: #"""
            Error: The value 'xml' is invalid for '--format <format>'. Please provide one of 'table', 'json' or 'csv'.
            Help:  --format <format>  What to print: the table, one JSON object, or the table as CSV.
            Usage: per compare [<options>] [<product> ...]
              See 'per compare --help' for more information.

            """#),
]

/// Data errors of list files: one line on standard error for each problem.
let listFileDataErrors: [Example] = [
    Example(
        "data: a list file with several lists and no --list",
        ["compare", "--csv", "-"],
        input: listFile,
        status: 65,
        output: "",
        error:
            "Error: standard input: the file holds 2 lists, 'Weekly shop', 'Party': choose one with --list NAME\n"
    ),
    Example(
        "data: a --list the file doesn't have",
        ["compare", "--csv", "-", "--list", "Parti"],
        input: listFile,
        status: 65,
        output: "",
        error:
            "Error: --list 'Parti': standard input has no list of that name: its lists are 'Weekly shop', 'Party'\n"
    ),
    Example(
        "data: every bad row, with its line",
        ["compare", "--csv", "-"],
        input:
            "list,name,price,quantity,unit\nA,Rice,1,500,g\nA,Beans,,400,g\n\nA,Milk,1,1,L\nA,Tea,3/10,50,g\n"
            + "A,Oil,\"1,000\",1,kg\n",
        status: 65,
        output: "",
        error: #"""
            Error: standard input line 3: the price is missing: enter the price of the product
            Error: standard input line 5: can't add 1 L (sold by volume) to a list of products sold by weight
            Error: standard input line 6: the price can't be read: '3/10' could mean 3 for 10.00 (a multi-buy) or 3 ÷ 10 = 0.30: write 3 for 10 or 3 ÷ 10
            Error: standard input line 7: the price can't be read: '1,000' is ambiguous: write 1000 for thousands or 1.000 for a decimal

            """#),
    Example(
        "data: a quoted field never closed",
        ["compare", "--csv", "-"],
        input: "list,name,price,quantity,unit\nA,\"Milk,1,1,L\nA,Tea,2,100,g\n",
        status: 65,
        output: "",
        error:
            "Error: standard input line 2: this row has a quoted field with no closing quote, so it runs to the "
            + "end of the file: end it with \" (a quote inside it is written \"\")\n"),
    Example(
        "data: a header without a price column",
        ["compare", "--csv", "-"],
        input: "name,quantity\nMilk,1 L\n",
        status: 65,
        output: "",
        error:
            "Error: standard input line 1: the header row has no 'price' or 'cost' column: a list file's "
            + "columns are list (or list name), name (or product, item, description), price (or cost), "
            + "quantity (or size, qty, amount), unit (or uom), deal (or offer, promotion) and list id, in any order\n"),
    Example(
        "data: a column a list file doesn't have, named, and nothing compared",
        ["compare", "--csv", "-"],
        input: "Product,Cost,Qty,Store\nMilk,1.49,1 L,Lidl\n",
        status: 65,
        output: "",
        error:
            "Error: standard input line 1: the header row has a 'Store' column, but a list doesn't keep "
            + "stores: remove the column (a price-book file keeps them)\n"),
    Example(
        "data: a --list that two lists of the file have",
        ["compare", "--csv", "-", "--list", "Coffee"],
        input:
            "list,name,price,quantity,unit,list id\r\nCoffee,Beans,3.99,500,g,1\r\nCoffee,Ground,4.49,250,g,2\r\n",
        status: 65,
        output: "",
        error:
            "Error: --list 'Coffee': standard input has 2 lists of that name: rename one in the file to compare it\n"
    ),
    Example(
        "data: an empty list file",
        ["compare", "--csv", "-"],
        input: "",
        status: 65,
        output: "",
        error: "Error: standard input: the file is empty: a list file starts with a header row naming its "
            + "columns: list, name, price, quantity and unit\n"),
    Example(
        "data: a list file with a header only",
        ["compare", "--csv", "-"],
        input: "list,name,price,quantity,unit\r\n",
        status: 65,
        output: "",
        error: "Error: standard input: the file has no products to compare: it has a header row only\n"),
    Example(
        "data: a list file that doesn't exist",
        ["compare", "--csv", "/nonexistent/lists.csv"],
        status: 65,
        output: "",
        error: "Error: '/nonexistent/lists.csv': the file can't be read: No such file or directory\n"),
]

/// List files read from a path, and a file that is not UTF-8.
@Suite("per compare --csv FILE")
struct ListFilePathTests {
    /// Writes `bytes` to a new temporary file and runs `per compare --csv` on it.
    static func run(_ bytes: [UInt8], _ arguments: [String]) throws -> (PerBinary.Outcome, String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "perTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("lists.csv").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return (try PerBinary.run(["compare", "--csv", path] + arguments), path)
    }

    @Test func readsTheFileAtAPath() throws {
        let (file, _) = try Self.run(Array(listFile.utf8), ["--list", "Party", "--format", "csv"])
        let (standardInput) = try PerBinary.run(
            ["compare", "--csv", "-", "--list", "Party", "--format", "csv"], input: listFile)
        #expect(file == standardInput)
        #expect(file.output.hasPrefix("Rank,Product,"))
    }

    @Test func problemsNameTheFile() throws {
        let (outcome, path) = try Self.run(Array("price,quantity\n0,1 kg\n".utf8), [])
        #expect(outcome.status == 65)
        #expect(outcome.output == "")
        #expect(outcome.error == "Error: '\(path)' line 2: the price must be greater than zero (it is 0)\n")
    }

    @Test func refusesTextThatIsNotUTF8() throws {
        // "Café" in Latin-1, as an old spreadsheet may save it.
        let (outcome, path) = try Self.run(Array("price,quantity,name\n1,1 kg,Caf".utf8) + [0xE9, 0x0A], [])
        #expect(outcome.status == 65)
        #expect(outcome.error == "Error: '\(path)': the file is not UTF-8 text: save it as UTF-8\n")
    }

    /// A share link made from a list file opens as the same list.
    @Test func shareLinkOfAListFileComparesAlike() throws {
        let link = try PerBinary.run(
            ["compare", "--csv", "-", "--list", "Party", "--share-link"], input: listFile)
        let fromLink = try PerBinary.run(["compare", "--from-link", String(link.output.dropLast())])
        let fromFile = try PerBinary.run(["compare", "--csv", "-", "--list", "Party"], input: listFile)
        #expect(fromLink.output == fromFile.output)
        #expect(fromLink.status == 0)
    }
}
