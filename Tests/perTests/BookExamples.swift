import Foundation
import Testing

// Expected outputs were checked by hand against the figures they show: e.g. 2.49 per lb is
// 2.49 / 453.59237 g against 5.49 / 1000 g for 5.49 per kg, (2.49 × 1000 / (453.59237 × 5.49) − 1) × 100
// = −74037100/8300740371 % ≈ −0.0089 %; 7.99 per kg against 7.10 per kg is 890/71 ≈ 12.5 % more.

/// A price book as `per book export` writes it: every command below starts from it (imported
/// from standard input into a new database), unless it says otherwise. Milk has a price and a
/// quantity that never end (10 ÷ 3 for 10/3 L) and UK pints; Juice US fluid ounces.
let bookFixture = """
    Date,Product,Store,Price,Quantity,Unit,Sale,ID,List\r
    2026-10-01,Coffee,Aldi,3.55,500,g,no,000000000000000000000000000000a1,\r
    2026-10-15,Coffee,Lidl,7.49,1,kg,yes,000000000000000000000000000000a2,\r
    2026-11-01,coffee,Lidl,3.99,500,g,no,000000000000000000000000000000a3,\r
    2026-11-02,Ground beef,Butcher,5.49,1,kg,no,000000000000000000000000000000b1,\r
    2026-11-05,Juice,,2.99,64,us-fl-oz,no,000000000000000000000000000000d1,\r
    2026-11-03,Milk,Tesco,1.45,4,uk-pt,no,000000000000000000000000000000c1,\r
    2026-11-04,Milk,,10 ÷ 3,10/3,L,no,000000000000000000000000000000c2,\r

    """

/// An example of `per book`: commands run against a new database (`--database` is added to
/// each), and the whole standard output, standard error and exit status of the last one.
struct BookExample: Sendable, CustomTestStringConvertible {
    let name: String
    let arguments: [String]
    /// Whether the database starts with ``bookFixture``.
    let seeded: Bool
    /// Commands run first, each of which must succeed.
    let before: [[String]]
    /// The standard input of the last command, if any.
    let input: String?
    /// Whether `--database` is added to the arguments.
    let database: Bool
    let status: Int32
    let output: String
    let error: String

    init(
        _ name: String, _ arguments: [String], seeded: Bool = true, before: [[String]] = [],
        input: String? = nil, database: Bool = true,
        status: Int32, output: String, error: String
    ) {
        self.name = name
        self.arguments = arguments
        self.seeded = seeded
        self.before = before
        self.input = input
        self.database = database
        self.status = status
        self.output = output
        self.error = error
    }

    var testDescription: String { name }
}

let bookExamples: [BookExample] = [
    BookExample(
        "the products of the book, with their lowest unit price",
        ["book", "list"],
        status: 0,
        output: #"""
            Product      Prices  Lowest  Per  Store    Date
            coffee            3    7.10  kg   Aldi     2026-10-01
            Ground beef       1    5.49  kg   Butcher  2026-11-02
            Juice             1    1.58  L    —        2026-11-05
            Milk              2   0.638  L    Tesco    2026-11-03

            """#,
        error: ""),
    BookExample(
        "the products as JSON",
        ["book", "list", "--json"],
        status: 0,
        output: #"""
            {
              "system": "metric",
              "products": [
                {
                  "product": "coffee",
                  "key": "coffee",
                  "dimension": "weight",
                  "count": 3,
                  "reference": {
                    "amount": "1",
                    "unit": "kg",
                    "text": "kg"
                  },
                  "lowest": {
                    "id": "000000000000000000000000000000a1",
                    "date": "2026-10-01",
                    "product": "Coffee",
                    "store": "Aldi",
                    "sale": false,
                    "price": "3.55",
                    "quantity": "500",
                    "unit": "g",
                    "packCount": "1",
                    "packSize": "500",
                    "unitPrice": "7.10",
                    "unitPriceExact": "71/10",
                    "deal": null
                  }
                },
                {
                  "product": "Ground beef",
                  "key": "ground beef",
                  "dimension": "weight",
                  "count": 1,
                  "reference": {
                    "amount": "1",
                    "unit": "kg",
                    "text": "kg"
                  },
                  "lowest": {
                    "id": "000000000000000000000000000000b1",
                    "date": "2026-11-02",
                    "product": "Ground beef",
                    "store": "Butcher",
                    "sale": false,
                    "price": "5.49",
                    "quantity": "1",
                    "unit": "kg",
                    "packCount": "1",
                    "packSize": "1",
                    "unitPrice": "5.49",
                    "unitPriceExact": "549/100",
                    "deal": null
                  }
                },
                {
                  "product": "Juice",
                  "key": "juice",
                  "dimension": "volume",
                  "count": 1,
                  "reference": {
                    "amount": "1",
                    "unit": "L",
                    "text": "L"
                  },
                  "lowest": {
                    "id": "000000000000000000000000000000d1",
                    "date": "2026-11-05",
                    "product": "Juice",
                    "store": null,
                    "sale": false,
                    "price": "2.99",
                    "quantity": "64",
                    "unit": "us-fl-oz",
                    "packCount": "1",
                    "packSize": "64",
                    "unitPrice": "1.58",
                    "unitPriceExact": "747500000/473176473",
                    "deal": null
                  }
                },
                {
                  "product": "Milk",
                  "key": "milk",
                  "dimension": "volume",
                  "count": 2,
                  "reference": {
                    "amount": "1",
                    "unit": "L",
                    "text": "L"
                  },
                  "lowest": {
                    "id": "000000000000000000000000000000c1",
                    "date": "2026-11-03",
                    "product": "Milk",
                    "store": "Tesco",
                    "sale": false,
                    "price": "1.45",
                    "quantity": "4",
                    "unit": "uk-pt",
                    "packCount": "1",
                    "packSize": "4",
                    "unitPrice": "0.638",
                    "unitPriceExact": "290000/454609",
                    "deal": null
                  }
                }
              ],
              "usesMemberPrices": true
            }

            """#,
        error: ""),
    BookExample(
        "an empty book",
        ["book", "list", "--database", ":memory:"], seeded: false, database: false,
        status: 0,
        output: "The price book is empty: record a price with per book add \"Coffee: 3.99 for 500 g\"\n",
        error: ""),
    BookExample(
        "a product's summary, latest price per store and history; a price that never ends",
        ["book", "show", "milk"],
        status: 0,
        output: #"""
            Milk: 2 prices, sold by volume, unit prices per L
            Lowest: 0.638 per L at Tesco on 2026-11-03 (1.45 for 4 UK pt)
            Average: 0.819 per L

            Latest by store:
            Store  Date            Price  Quantity     Per L  Sale
            Tesco  2026-11-03       1.45  4 UK pt      0.638
            —      2026-11-04  ≈3.333333  ≈3.333333 L  1.000

            History:
            Date        Store      Price  Quantity     Per L  Sale  ID
            2026-11-03  Tesco       1.45  4 UK pt      0.638        000000000000000000000000000000c1
            2026-11-04  —      ≈3.333333  ≈3.333333 L  1.000        000000000000000000000000000000c2

            """#,
        error: ""),
    BookExample(
        "a product as JSON",
        ["book", "show", "COFFEE", "--json"],
        status: 0,
        output: #"""
            {
              "product": "coffee",
              "key": "coffee",
              "dimension": "weight",
              "system": "metric",
              "reference": {
                "amount": "1",
                "unit": "kg",
                "text": "kg"
              },
              "count": 3,
              "lowest": {
                "id": "000000000000000000000000000000a1",
                "date": "2026-10-01",
                "product": "Coffee",
                "store": "Aldi",
                "sale": false,
                "price": "3.55",
                "quantity": "500",
                "unit": "g",
                "packCount": "1",
                "packSize": "500",
                "unitPrice": "7.10",
                "unitPriceExact": "71/10",
                "deal": null
              },
              "lowestRegular": {
                "id": "000000000000000000000000000000a1",
                "date": "2026-10-01",
                "product": "Coffee",
                "store": "Aldi",
                "sale": false,
                "price": "3.55",
                "quantity": "500",
                "unit": "g",
                "packCount": "1",
                "packSize": "500",
                "unitPrice": "7.10",
                "unitPriceExact": "71/10",
                "deal": null
              },
              "averageUnitPrice": "7.52",
              "averageUnitPriceExact": "2257/300",
              "latestByStore": [
                {
                  "id": "000000000000000000000000000000a1",
                  "date": "2026-10-01",
                  "product": "Coffee",
                  "store": "Aldi",
                  "sale": false,
                  "price": "3.55",
                  "quantity": "500",
                  "unit": "g",
                  "packCount": "1",
                  "packSize": "500",
                  "unitPrice": "7.10",
                  "unitPriceExact": "71/10",
                  "deal": null
                },
                {
                  "id": "000000000000000000000000000000a3",
                  "date": "2026-11-01",
                  "product": "coffee",
                  "store": "Lidl",
                  "sale": false,
                  "price": "3.99",
                  "quantity": "500",
                  "unit": "g",
                  "packCount": "1",
                  "packSize": "500",
                  "unitPrice": "7.98",
                  "unitPriceExact": "399/50",
                  "deal": null
                }
              ],
              "entries": [
                {
                  "id": "000000000000000000000000000000a1",
                  "date": "2026-10-01",
                  "product": "Coffee",
                  "store": "Aldi",
                  "sale": false,
                  "price": "3.55",
                  "quantity": "500",
                  "unit": "g",
                  "packCount": "1",
                  "packSize": "500",
                  "unitPrice": "7.10",
                  "unitPriceExact": "71/10",
                  "deal": null
                },
                {
                  "id": "000000000000000000000000000000a2",
                  "date": "2026-10-15",
                  "product": "Coffee",
                  "store": "Lidl",
                  "sale": true,
                  "price": "7.49",
                  "quantity": "1",
                  "unit": "kg",
                  "packCount": "1",
                  "packSize": "1",
                  "unitPrice": "7.49",
                  "unitPriceExact": "749/100",
                  "deal": null
                },
                {
                  "id": "000000000000000000000000000000a3",
                  "date": "2026-11-01",
                  "product": "coffee",
                  "store": "Lidl",
                  "sale": false,
                  "price": "3.99",
                  "quantity": "500",
                  "unit": "g",
                  "packCount": "1",
                  "packSize": "500",
                  "unitPrice": "7.98",
                  "unitPriceExact": "399/50",
                  "deal": null
                }
              ],
              "lowestWithoutDeal": {
                "id": "000000000000000000000000000000a1",
                "date": "2026-10-01",
                "product": "Coffee",
                "store": "Aldi",
                "sale": false,
                "price": "3.55",
                "quantity": "500",
                "unit": "g",
                "packCount": "1",
                "packSize": "500",
                "unitPrice": "7.10",
                "unitPriceExact": "71/10",
                "deal": null
              },
              "lowestWithDeal": null,
              "usesMemberPrices": true
            }

            """#,
        error: ""),
    BookExample(
        "2.49 per lb against 5.49 per kg: 0.0089% lower, exactly",
        ["book", "check", "Ground beef: 2.49 for 1 lb", "--system", "us", "--date", "2026-11-10"],
        status: 0,
        output: #"""
            Ground beef: 2.49 for 1 lb on 2026-11-10: 2.4900 per lb
            The lowest price seen for Ground beef: 0.01% below the previous lowest, 2.4902 per lb at Butcher on 2026-11-02 (8 days earlier)
            Cheapest store lately: Butcher, 2.4902 per lb on 2026-11-02
            Average: 2.4902 per lb over 1 price

            """#,
        error: ""),
    BookExample(
        "2.49 per lb against 5.49 per kg as JSON: -74037100/8300740371 percent",
        ["book", "check", "Ground beef: 2.49 for 1 lb", "--system", "us", "--date", "2026-11-10", "--json"],
        status: 0,
        output: #"""
            {
              "product": "Ground beef",
              "date": "2026-11-10",
              "store": null,
              "sale": false,
              "price": "2.49",
              "quantity": "1",
              "unit": "lb",
              "packCount": "1",
              "packSize": "1",
              "dimension": "weight",
              "system": "us",
              "reference": {
                "amount": "1",
                "unit": "lb",
                "text": "lb"
              },
              "unitPrice": "2.4900",
              "unitPriceExact": "249/100",
              "entries": 1,
              "lowest": {
                "id": "000000000000000000000000000000b1",
                "date": "2026-11-02",
                "product": "Ground beef",
                "store": "Butcher",
                "sale": false,
                "price": "5.49",
                "quantity": "1",
                "unit": "kg",
                "packCount": "1",
                "packSize": "1",
                "unitPrice": "2.4902",
                "unitPriceExact": "24902221113/10000000000",
                "deal": null
              },
              "percentAboveLowest": "-0.01",
              "percentAboveLowestExact": "-74037100/8300740371",
              "isLowest": true,
              "standing": "newLowest",
              "lowestRegular": {
                "id": "000000000000000000000000000000b1",
                "date": "2026-11-02",
                "product": "Ground beef",
                "store": "Butcher",
                "sale": false,
                "price": "5.49",
                "quantity": "1",
                "unit": "kg",
                "packCount": "1",
                "packSize": "1",
                "unitPrice": "2.4902",
                "unitPriceExact": "24902221113/10000000000",
                "deal": null
              },
              "cheapestStoreLately": {
                "id": "000000000000000000000000000000b1",
                "date": "2026-11-02",
                "product": "Ground beef",
                "store": "Butcher",
                "sale": false,
                "price": "5.49",
                "quantity": "1",
                "unit": "kg",
                "packCount": "1",
                "packSize": "1",
                "unitPrice": "2.4902",
                "unitPriceExact": "24902221113/10000000000",
                "deal": null
              },
              "daysSinceLowest": 8,
              "averageUnitPrice": "2.4902",
              "averageUnitPriceExact": "24902221113/10000000000",
              "verdict": "The lowest price seen for Ground beef: 0.01% below the previous lowest, 2.4902 per lb at Butcher on 2026-11-02 (8 days earlier)",
              "deal": null,
              "isDealPrice": false,
              "comparedWith": "regular",
              "condition": null,
              "lowestWithoutDeal": {
                "id": "000000000000000000000000000000b1",
                "date": "2026-11-02",
                "product": "Ground beef",
                "store": "Butcher",
                "sale": false,
                "price": "5.49",
                "quantity": "1",
                "unit": "kg",
                "packCount": "1",
                "packSize": "1",
                "unitPrice": "2.4902",
                "unitPriceExact": "24902221113/10000000000",
                "deal": null
              },
              "lowestWithDeal": null,
              "usesMemberPrices": true
            }

            """#,
        error: ""),
    BookExample(
        "a price above the lowest, with a store and a sale",
        ["book", "check", "Coffee: 7.99 for 1 kg", "--store", "Rewe", "--sale", "--date", "2026-11-10"],
        status: 0,
        output: #"""
            Coffee: 7.99 for 1 kg at Rewe on 2026-11-10 (sale): 7.99 per kg
            12.5% above the lowest price seen for Coffee: 7.10 per kg at Aldi on 2026-10-01 (40 days earlier)
            Cheapest store lately: Aldi, 7.10 per kg on 2026-10-01
            Average: 7.52 per kg over 3 prices

            """#,
        error: ""),
    BookExample(
        "a price above the lowest as JSON",
        [
            "book", "check", "coffee: 7.99 for 1 kg", "--store", "Rewe", "--sale", "--date", "2026-11-10",
            "--json",
        ],
        status: 0,
        output: #"""
            {
              "product": "coffee",
              "date": "2026-11-10",
              "store": "Rewe",
              "sale": true,
              "price": "7.99",
              "quantity": "1",
              "unit": "kg",
              "packCount": "1",
              "packSize": "1",
              "dimension": "weight",
              "system": "metric",
              "reference": {
                "amount": "1",
                "unit": "kg",
                "text": "kg"
              },
              "unitPrice": "7.99",
              "unitPriceExact": "799/100",
              "entries": 3,
              "lowest": {
                "id": "000000000000000000000000000000a1",
                "date": "2026-10-01",
                "product": "Coffee",
                "store": "Aldi",
                "sale": false,
                "price": "3.55",
                "quantity": "500",
                "unit": "g",
                "packCount": "1",
                "packSize": "500",
                "unitPrice": "7.10",
                "unitPriceExact": "71/10",
                "deal": null
              },
              "percentAboveLowest": "12.5",
              "percentAboveLowestExact": "890/71",
              "isLowest": false,
              "standing": "above",
              "lowestRegular": {
                "id": "000000000000000000000000000000a1",
                "date": "2026-10-01",
                "product": "Coffee",
                "store": "Aldi",
                "sale": false,
                "price": "3.55",
                "quantity": "500",
                "unit": "g",
                "packCount": "1",
                "packSize": "500",
                "unitPrice": "7.10",
                "unitPriceExact": "71/10",
                "deal": null
              },
              "cheapestStoreLately": {
                "id": "000000000000000000000000000000a1",
                "date": "2026-10-01",
                "product": "Coffee",
                "store": "Aldi",
                "sale": false,
                "price": "3.55",
                "quantity": "500",
                "unit": "g",
                "packCount": "1",
                "packSize": "500",
                "unitPrice": "7.10",
                "unitPriceExact": "71/10",
                "deal": null
              },
              "daysSinceLowest": 40,
              "averageUnitPrice": "7.52",
              "averageUnitPriceExact": "2257/300",
              "verdict": "12.5% above the lowest price seen for coffee: 7.10 per kg at Aldi on 2026-10-01 (40 days earlier)",
              "deal": null,
              "isDealPrice": false,
              "comparedWith": "regular",
              "condition": null,
              "lowestWithoutDeal": {
                "id": "000000000000000000000000000000a1",
                "date": "2026-10-01",
                "product": "Coffee",
                "store": "Aldi",
                "sale": false,
                "price": "3.55",
                "quantity": "500",
                "unit": "g",
                "packCount": "1",
                "packSize": "500",
                "unitPrice": "7.10",
                "unitPriceExact": "71/10",
                "deal": null
              },
              "lowestWithDeal": null,
              "usesMemberPrices": true
            }

            """#,
        error: ""),
    BookExample(
        "the lowest price again",
        ["book", "check", "Coffee: 3.55 for 500 g", "--date", "2026-11-10"],
        status: 0,
        output: #"""
            Coffee: 3.55 for 500 g on 2026-11-10: 7.10 per kg
            As low as the lowest price seen for Coffee: 7.10 per kg at Aldi on 2026-10-01 (40 days earlier)
            Cheapest store lately: Aldi, 7.10 per kg on 2026-10-01
            Average: 7.52 per kg over 3 prices

            """#,
        error: ""),
    BookExample(
        "a product never seen",
        ["book", "check", "Tea: 3.55 for 100 g", "--date", "2026-11-10"],
        status: 0,
        output: #"""
            Tea: 3.55 for 100 g on 2026-11-10: 3.55 per 100 g
            First price for Tea in your price book

            """#,
        error: ""),
    BookExample(
        "a product never seen as JSON",
        ["book", "check", "Tea: 3.55 for 100 g", "--date", "2026-11-10", "--json"],
        status: 0,
        output: #"""
            {
              "product": "Tea",
              "date": "2026-11-10",
              "store": null,
              "sale": false,
              "price": "3.55",
              "quantity": "100",
              "unit": "g",
              "packCount": "1",
              "packSize": "100",
              "dimension": "weight",
              "system": "metric",
              "reference": {
                "amount": "100",
                "unit": "g",
                "text": "100 g"
              },
              "unitPrice": "3.55",
              "unitPriceExact": "71/20",
              "entries": 0,
              "lowest": null,
              "percentAboveLowest": null,
              "percentAboveLowestExact": null,
              "isLowest": true,
              "standing": "first",
              "lowestRegular": null,
              "cheapestStoreLately": null,
              "daysSinceLowest": null,
              "averageUnitPrice": null,
              "averageUnitPriceExact": null,
              "verdict": "First price for Tea in your price book",
              "deal": null,
              "isDealPrice": false,
              "comparedWith": null,
              "condition": null,
              "lowestWithoutDeal": null,
              "lowestWithDeal": null,
              "usesMemberPrices": true
            }

            """#,
        error: ""),
    BookExample(
        "removing an entry",
        ["book", "remove", "000000000000000000000000000000A2"],
        status: 0,
        output: #"""
            Removed Coffee: 7.49 for 1 kg at Lidl on 2026-10-15 (sale), ID 000000000000000000000000000000a2

            """#,
        error: ""),
    BookExample(
        "a product after one of its entries was removed",
        ["book", "show", "coffee"], before: [["book", "remove", "000000000000000000000000000000a2"]],
        status: 0,
        output: #"""
            coffee: 2 prices, sold by weight, unit prices per 100 g
            Lowest: 0.710 per 100 g at Aldi on 2026-10-01 (3.55 for 500 g)
            Average: 0.754 per 100 g

            Latest by store:
            Store  Date        Price  Quantity  Per 100 g  Sale
            Aldi   2026-10-01   3.55  500 g         0.710
            Lidl   2026-11-01   3.99  500 g         0.798

            History:
            Date        Store  Price  Quantity  Per 100 g  Sale  ID
            2026-10-01  Aldi    3.55  500 g         0.710        000000000000000000000000000000a1
            2026-11-01  Lidl    3.99  500 g         0.798        000000000000000000000000000000a3

            """#,
        error: ""),
    BookExample(
        "the last entry of a product removed: the product is gone",
        ["book", "show", "Juice"], before: [["book", "remove", "000000000000000000000000000000d1"]],
        status: 65,
        output: "",
        error: "Error: there is no Juice in your price book\n"),
    BookExample(
        "the book as CSV",
        ["book", "export"],
        status: 0,
        output: bookFixture,
        error: ""),
    BookExample(
        "a spreadsheet's prices, under its own titles, imported",
        ["book", "import", "-"], seeded: false,
        input: """
            Item,Shop,Cost,Qty,UOM,Date\r
            Oat milk,Aldi,"2,19",1,L,2026-11-03\r
            Soy milk,,1.89,6 x 250,mL,2026-11-04\r

            """,
        status: 0,
        output: "Imported 2 prices of 2 products\n",
        error: ""),
    BookExample(
        "a spreadsheet with a column a price book doesn't keep: nothing is imported",
        ["book", "import", "-"],
        input: """
            Item,Shop,Cost,Qty,UOM,Date,Notes
            Oat milk,Aldi,2.19,1,L,2026-11-03,barista

            """,
        status: 65,
        output: "",
        error: #"""
            Error: standard input line 1: the header row has a 'Notes' column, which a price-book file doesn't have: its columns are date, product (or item, name, description), store (or shop), price (or cost), quantity (or size, qty, amount), unit (or uom), sale, id, list and deal (or offer, promotion); rename the column or remove it

            """#),
    BookExample(
        "the book as JSON",
        ["book", "export", "--format", "json"],
        status: 0,
        output: #"""
            {"format":"per-price-book","version":1,"entries":[
            {"id":"000000000000000000000000000000a1","product":"Coffee","store":"Aldi","date":"2026-10-01","sale":false,"price":"71/20","packCount":"1","packSize":"500","unit":"g","list":null},
            {"id":"000000000000000000000000000000a2","product":"Coffee","store":"Lidl","date":"2026-10-15","sale":true,"price":"749/100","packCount":"1","packSize":"1","unit":"kg","list":null},
            {"id":"000000000000000000000000000000a3","product":"coffee","store":"Lidl","date":"2026-11-01","sale":false,"price":"399/100","packCount":"1","packSize":"500","unit":"g","list":null},
            {"id":"000000000000000000000000000000b1","product":"Ground beef","store":"Butcher","date":"2026-11-02","sale":false,"price":"549/100","packCount":"1","packSize":"1","unit":"kg","list":null},
            {"id":"000000000000000000000000000000d1","product":"Juice","store":null,"date":"2026-11-05","sale":false,"price":"299/100","packCount":"1","packSize":"64","unit":"us-fl-oz","list":null},
            {"id":"000000000000000000000000000000c1","product":"Milk","store":"Tesco","date":"2026-11-03","sale":false,"price":"29/20","packCount":"1","packSize":"4","unit":"uk-pt","list":null},
            {"id":"000000000000000000000000000000c2","product":"Milk","store":null,"date":"2026-11-04","sale":false,"price":"10/3","packCount":"1","packSize":"10/3","unit":"L","list":null}
            ]}

            """#,
        error: ""),
    BookExample(
        "a price recorded after a check: the check sees it",
        ["book", "check", "Tea: 3.20 for 100 g", "--date", "2026-11-12", "--store", "Tea shop"],
        before: [["book", "add", "Tea: 3.55 for 100 g", "--date", "2026-11-10", "--store", "Tea shop"]],
        status: 0,
        output: #"""
            Tea: 3.20 for 100 g at Tea shop on 2026-11-12: 3.20 per 100 g
            The lowest price seen for Tea: 9.9% below the previous lowest, 3.55 per 100 g at Tea shop on 2026-11-10 (2 days earlier)
            Cheapest store lately: Tea shop, 3.55 per 100 g on 2026-11-10
            Average: 3.55 per 100 g over 1 price

            """#,
        error: ""),
    BookExample(
        "a member price against regular prices only: good only with the card",
        ["book", "check", "Coffee: 3.99 for 500 g, member 3.49", "--date", "2026-11-10"],
        status: 0,
        output: #"""
            Coffee: 3.99 for 500 g, member 3.49 on 2026-11-10: 6.98 per kg
            The lowest price seen for Coffee, only with the member price: 1.7% below the previous lowest, 7.10 per kg at Aldi on 2026-10-01 (40 days earlier)
            Cheapest store lately: Aldi, 7.10 per kg on 2026-10-01
            Average: 7.52 per kg over 3 prices

            """#,
        error: ""),
    BookExample(
        "a multi-buy against the deal prices seen: good only if you buy 3",
        ["book", "check", "Coffee: 8.00 for 1 kg, buy 2 get 1 free", "--date", "2026-11-10", "--store", "Aldi"],
        before: [
            ["book", "add", "Coffee: 3.99 for 500 g, member 3.29", "--date", "2026-11-05", "--store", "Lidl"]
        ],
        status: 0,
        output: #"""
            Coffee: 8.00 for 1 kg, buy 2 get 1 free at Aldi on 2026-11-10: 5.33 per kg
            The lowest deal price seen for Coffee, only if you buy 3: 18.9% below the previous lowest, 6.58 per kg at Lidl on 2026-11-05 (5 days earlier)
            Lowest regular price: 7.10 per kg at Aldi on 2026-10-01
            Lowest without a deal: 7.10 per kg at Aldi on 2026-10-01
            Lowest with a deal: 6.58 per kg at Lidl on 2026-11-05 (3.99 for 500 g, member 3.29)
            Cheapest store lately: Lidl, 6.58 per kg on 2026-11-05
            Average: 7.29 per kg over 4 prices

            """#,
        error: ""),
    BookExample(
        "a regular price against the regular prices seen, not the deals",
        ["book", "check", "Coffee: 3.50 for 500 g", "--date", "2026-11-10"],
        before: [
            ["book", "add", "Coffee: 3.99 for 500 g, member 3.29", "--date", "2026-11-05", "--store", "Lidl"]
        ],
        status: 0,
        output: #"""
            Coffee: 3.50 for 500 g on 2026-11-10: 7.00 per kg
            The lowest regular price seen for Coffee: 1.4% below the previous lowest, 7.10 per kg at Aldi on 2026-10-01 (40 days earlier)
            Lowest without a deal: 7.10 per kg at Aldi on 2026-10-01
            Lowest with a deal: 6.58 per kg at Lidl on 2026-11-05 (3.99 for 500 g, member 3.29)
            Cheapest store lately: Lidl, 6.58 per kg on 2026-11-05
            Average: 7.29 per kg over 4 prices

            """#,
        error: ""),
    BookExample(
        "a deal that leaves nothing to pay",
        ["book", "add", "Coffee: 3.99 for 500 g, save 4.00"],
        status: 65,
        output: "",
        error: #"""
            Error: product 'Coffee: 3.99 for 500 g, save 4.00': 'save 4.00' leaves nothing to pay: one pack would cost -0.01

            """#),
    BookExample(
        "a product without a name",
        ["book", "add", "3.99 for 500 g"],
        status: 65,
        output: "",
        error: #"""
            Error: product '3.99 for 500 g': the product needs a name to go in the price book, e.g. Coffee: 3.99 for 500 g

            """#),
    BookExample(
        "an impossible date",
        ["book", "add", "Coffee: 3.99 for 500 g", "--date", "2026-02-30"],
        status: 65,
        output: "",
        error: "Error: --date '2026-02-30': '2026-02-30' is not a date: write YYYY-MM-DD, e.g. 2026-11-03\n"),
    BookExample(
        "a date that is not YYYY-MM-DD",
        ["book", "check", "Coffee: 3.99 for 500 g", "--date", "3 Nov"],
        status: 65,
        output: "",
        error: "Error: --date '3 Nov': '3 Nov' is not a date: write YYYY-MM-DD, e.g. 2026-11-03\n"),
    BookExample(
        "a product of another dimension",
        ["book", "add", "Coffee: 3.99 for 1 L", "--date", "2026-11-10"],
        status: 65,
        output: "",
        error: #"""
            Error: product 'Coffee: 3.99 for 1 L': can't record 1 L (sold by volume) for coffee: it is sold by weight in your price book

            """#),
    BookExample(
        "a negative price",
        ["book", "check", "Coffee: -3.99 for 500 g"],
        status: 65,
        output: "",
        error: #"""
            Error: product 'Coffee: -3.99 for 500 g': the price must be greater than zero: it is negative (-3.99)

            """#),
    BookExample(
        "a product that can't be read",
        ["book", "check", "Coffee: 3.99 for 500 zz"],
        status: 65,
        output: "",
        error: #"""
            Error: product 'Coffee: 3.99 for 500 zz': the quantity can't be read: unknown unit 'zz' after '500' — try g, kg, oz, lb, mL, L, fl oz, each, dozen, m, ft, m², sq ft, …

            """#),
    BookExample(
        "showing a product not in the book",
        ["book", "show", "Tea"],
        status: 65,
        output: "",
        error: "Error: there is no Tea in your price book\n"),
    BookExample(
        "removing an id not in the book",
        ["book", "remove", "0123456789abcdef0123456789abcdef"],
        status: 65,
        output: "",
        error: "Error: there is no price book entry 0123456789abcdef0123456789abcdef\n"),
    BookExample(
        "removing something that is not an id",
        ["book", "remove", "coffee"],
        status: 65,
        output: "",
        error: "Error: there is no price book entry coffee\n"),
    BookExample(
        "a missing product",
        ["book", "add"],
        status: 64,
        output: "",
        error: #"""
            Error: Missing expected argument '<product>'
            Help:  <product>  A named product, e.g. 'Coffee: 3.99 for 500 g'.
            Usage: per book add <product> [--store <store>] [--date <date>] [--sale] [--system <system>] [--no-member] [--database <path>]
              See 'per book add --help' for more information.

            """#),
    BookExample(
        "an unknown system",
        ["book", "check", "Coffee: 3.99 for 500 g", "--system", "metricish"],
        status: 64,
        output: "",
        error: #"""
            Error: The value 'metricish' is invalid for '--system <system>'. Please provide one of 'metric', 'us' or 'uk'.
            Help:  --system <system>  The measurement system.
            Usage: per book check <product> [--store <store>] [--date <date>] [--sale] [--system <system>] [--no-member] [--json] [--database <path>]
              See 'per book check --help' for more information.

            """#),
    BookExample(
        "an unknown export format",
        ["book", "export", "--format", "xml"],
        status: 64,
        output: "",
        error: #"""
            Error: The value 'xml' is invalid for '--format <format>'. Please provide one of 'csv' and 'json'.
            Help:  --format <format>  csv (default) or json.
            Usage: per book export [--format <format>] [--database <path>]
              See 'per book export --help' for more information.

            """#),
    BookExample(
        "an unknown subcommand",
        ["book", "frobnicate"], database: false,
        status: 64,
        output: "",
        error: #"""
            Error: Unknown subcommand 'frobnicate' of per book: its subcommands are add, check, show, list, remove, export and import
            Usage: per book <subcommand>
              See 'per book --help' for more information.

            """#),
    BookExample(
        "an unknown subcommand before an option: the subcommand is blamed, not the option",
        ["book", "frob"],
        status: 64,
        output: "",
        error: #"""
            Error: Unknown subcommand 'frob' of per book: its subcommands are add, check, show, list, remove, export and import
            Usage: per book <subcommand>
              See 'per book --help' for more information.

            """#),
    BookExample(
        "an unknown option",
        ["book", "list", "--bogus"],
        status: 64,
        output: "",
        error: #"""
            Error: Unknown option '--bogus'
            Usage: per book list [--json] [--system <system>] [--no-member] [--database <path>]
              See 'per book list --help' for more information.

            """#),
]
