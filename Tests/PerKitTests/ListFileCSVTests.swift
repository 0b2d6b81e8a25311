import SeededRandom
import Testing

@testable import PerKit

/// Lists as CSV files: what is written, what is read, and every reason a file is refused.
@Suite("List files: CSV")
struct ListFileCSVTests {
    static func item(
        _ name: String?, _ price: Rational, _ size: Rational, _ unit: Unit, packs: Rational = .one
    ) throws -> ProductItem {
        try ProductItem(name: name, price: price, quantity: Quantity(size, unit, packCount: packs))
    }

    static func exampleLists() throws -> [SharedList] {
        [
            SharedList(
                name: "Weekly shop",
                products: try ProductList([
                    item("Brand A", q(399, 100), q(500), .gram),
                    item("Brand B, organic", q(649, 100), q(1), .kilogram),
                    item(nil, q(10, 3), q(1), .pound, packs: q(2)),
                ])),
            SharedList(
                name: "Party, \"big\" one",
                products: try ProductList([
                    item("Cola", q(499, 100), q(355), .millilitre, packs: q(6)),
                    item("Kid's \"fun\" pack", q(1), q(16), .usFluidOunce),
                ])),
        ]
    }

    @Test func exportWritesAHeaderAndOneRowPerProduct() throws {
        let text = ListFile.csvText(try Self.exampleLists())
        #expect(
            text == """
                list,name,price,quantity,unit,list id\r
                Weekly shop,,10 ÷ 3,2 x 1,lb,1\r
                Weekly shop,"Brand B, organic",6.49,1,kg,1\r
                Weekly shop,Brand A,3.99,500,g,1\r
                "Party, ""big"" one","Kid's ""fun"" pack",1,16,us-fl-oz,2\r
                "Party, ""big"" one",Cola,4.99,6 x 355,mL,2\r

                """)
    }

    @Test func exportedListsReadBackExactly() throws {
        let lists = try Self.exampleLists()
        #expect(try ListFile.lists(fromCSV: ListFile.csvText(lists)) == lists)
    }

    /// A deal column appears when a product has a deal; every product's deal reads back.
    @Test func dealsHaveAColumnOfTheirOwn() throws {
        var weekly = try Self.exampleLists()[0]
        var items = weekly.products.items
        items[0] = try items[0].withDeal(Deal(parsing: "buy 2 get 1 free, member 3.50"))
        weekly = SharedList(name: weekly.name, products: try ProductList(items))
        let text = ListFile.csvText([weekly])
        #expect(
            text == """
                list,name,price,quantity,unit,deal\r
                Weekly shop,,10 ÷ 3,2 x 1,lb,"member 3.50, buy 2 get 1 free"\r
                Weekly shop,"Brand B, organic",6.49,1,kg,\r
                Weekly shop,Brand A,3.99,500,g,\r

                """)
        let read = try ListFile.lists(fromCSV: text)
        #expect(read == [weekly])
        #expect(read[0].products.items.map { $0.deal?.text } == ["member 3.50, buy 2 get 1 free", nil, nil])
    }

    /// A spreadsheet's "Offer" column is the deal column, its clauses read as `per compare`
    /// reads them.
    @Test func anOfferColumnIsReadAsTheDeal() throws {
        let lists = try ListFile.lists(
            fromCSV: "Product,Price,Size,Offer\nKetchup,3.90,700 g,\"Member 3,50\"\nBig ketchup,3.99,910 g,\n")
        // The bigger bottle is still the better deal per gram.
        #expect(lists[0].products.items.map(\.name) == ["Big ketchup", "Ketchup"])
        #expect(lists[0].products.items.map { $0.deal?.text } == [nil, "member 3.50"])
    }

    @Test func anUnreadableDealSaysWhichRow() {
        #expect(
            Self.problems("name,price,quantity,deal\nA,1.00,1 kg,save 2.00\nB,1.00,1 kg,buy 2 get free\n").count == 2)
        #expect(
            Self.problems("name,price,quantity,deal\nA,1.00,1 kg,save 2.00\n").first?.hasPrefix("Line 2: ") == true)
    }

    @Test func noListsIsAHeaderOnly() throws {
        #expect(ListFile.csvText([]) == "list,name,price,quantity,unit\r\n")
        #expect(try ListFile.lists(fromCSV: "list,name,price,quantity,unit\r\n") == [])
    }

    /// A file of one list needs no list id; lists without rows are not numbered.
    @Test func onlyAFileOfSeveralListsHasAListID() throws {
        let weekly = try Self.exampleLists()[0]
        let empty = SharedList(name: "Empty", products: ProductList())
        for lists in [[weekly], [empty, weekly], [weekly, empty]] {
            #expect(
                ListFile.csvText(lists).hasPrefix(
                    "list,name,price,quantity,unit\r\nWeekly shop,,10 ÷ 3,2 x 1,lb\r\n"))
        }
        let party = try Self.exampleLists()[1]
        #expect(ListFile.csvText([weekly, empty, party]).hasSuffix(",Cola,4.99,6 x 355,mL,2\r\n"))
    }

    // MARK: Lists of the same name

    /// A list named "Coffee" of four products at `cents` hundredths and more.
    static func coffee(_ cents: Int128) throws -> SharedList {
        SharedList(
            name: "Coffee",
            products: try ProductList([
                item("Beans", q(cents, 100), q(500), .gram),
                item("Ground", q(cents + 100, 100), q(250), .gram),
                item("Pods", q(cents * 2, 100), q(200), .gram), item("Instant", q(cents, 100), q(100), .gram),
            ]))
    }

    /// Two lists of one name, exported together, read back as two lists with every product:
    /// the list id keeps them apart.
    @Test func listsOfTheSameNameStayApart() throws {
        let lists = [try Self.coffee(399), try Self.coffee(500)]
        let text = ListFile.csvText(lists)
        let read = try ListFile.lists(fromCSV: text)
        #expect(read == lists)
        #expect(read.map(\.products.count) == [4, 4])
    }

    @Test(
        "rows form lists by list id, and by name where they have none",
        arguments: [
            // No list id column: one list per name, as a file without one always was.
            (
                "list,name,price,quantity,unit\nA,a,1,1,kg\nB,b,1,1,L\nA,c,2,1,kg\n",
                [["A", "a c"], ["B", "b"]]
            ),
            // The same name under two ids: two lists.
            (
                "list,name,price,quantity,unit,list id\nA,a,1,1,kg,1\nA,b,1,1,L,2\nA,c,2,1,kg,1\n",
                [["A", "a c"], ["A", "b"]]
            ),
            // Ids of any text, in any column, titled in any case and spacing.
            (
                "List ID,list,name,price,quantity,unit\nx7,A,a,1,1,kg\n x7 ,A,b,2,1,kg\nfd0,A,c,1,1,L\n",
                [["A", "a b"], ["A", "c"]]
            ),
            // Rows without an id form lists by name among themselves.
            (
                "list,name,price,quantity,unit,listid\nA,a,1,1,kg,1\nA,b,1,1,L,\nA,c,2,1,L,\n,d,1,1,each,2\n",
                [["A", "a"], ["A", "b c"], ["Imported list", "d"]]
            ),
        ])
    func listsByID(_ text: String, _ expected: [[String]]) throws {
        let lists = try ListFile.lists(fromCSV: text)
        let names = lists.map {
            [$0.name, $0.products.items.compactMap(\.name).sorted().joined(separator: " ")]
        }
        #expect(names == expected)
    }

    @Test func aListIDOfTwoNamesIsRefused() {
        #expect(
            Self.problems("list,name,price,quantity,unit,list id\nA,a,1,1,kg,1\nB,b,1,1,kg,2\nB,c,1,1,kg,1\n")
                == [
                    "Line 4: This row names the list 'B', but its list id '1' is that of 'A' (line 2): give each list "
                        + "its own id"
                ])
    }

    // MARK: Values that have no short decimal

    @Test(
        "prices survive exactly as a shopper's spelling",
        arguments: [
            (q(399, 100), "3.99"), (q(12), "12"), (q(1, 8), "0.125"), (q(10, 3), "10 ÷ 3"),
            (q(1, 7), "1 ÷ 7"),
            (q(3, 10), "0.3"), (q(1, 1024), "0.0009765625"),
            (q(1, 3 * 1_099_511_627_776), "1 ÷ 3298534883328"),
        ])
    func priceSpelling(_ price: Rational, _ text: String) throws {
        #expect(ListFile.priceText(price) == text)
        #expect(try PriceTag(parsing: text) == PriceTag(amount: price))
    }

    @Test func pricesOfMoreThanThirtyDigitsAreWrittenAsSums() throws {
        let large = try Rational(Int128.max, 7)
        let text = ListFile.priceText(large)
        #expect(text == "(170141183460469231731687 × 1000000000000000 + 303715884105727) ÷ 7")
        #expect(try PriceTag(parsing: text).amount == large)
        let tiny = try Rational(1, Int128.max)
        #expect(try PriceTag(parsing: ListFile.priceText(tiny)).amount == tiny)
        // 2⁻¹⁰⁰ ends, but after 100 decimals, and 2¹⁰⁰ has 31 digits: too long to type as one number.
        let power = try Rational(1, Int128(1) << 100)
        #expect(ListFile.priceText(power) == "1 ÷ (1267650600228229 × 1000000000000000 + 401496703205376)")
        #expect(try PriceTag(parsing: ListFile.priceText(power)).amount == power)
    }

    @Test(
        "quantities survive exactly as a shopper's spelling",
        arguments: [
            (q(500), q(1), "500"), (q(355), q(6), "6 x 355"), (q(3, 2), q(1), "1.5"), (q(1, 3), q(1), "1/3"),
            (q(10, 3), q(2), "2 x 10/3"), (q(500), q(3, 2), "1.5 x 500"), (q(500), q(1, 3), "1/3 x 500"),
        ])
    func quantitySpelling(_ size: Rational, _ packs: Rational, _ text: String) throws {
        let quantity = try Quantity(size, .gram, packCount: packs)
        #expect(ListFile.quantityText(quantity) == text)
        #expect(try Quantity(parsing: text + " g") == quantity)
    }

    /// Parts a shopper can't type — of more than 30 digits, or negative, as only a share link
    /// or a JSON file carries them — are written as exact fractions and read back.
    @Test func untypableQuantitiesSurviveAsFractions() throws {
        let lists = [
            SharedList(
                name: "Extremes",
                products: try ProductList([
                    Self.item("long", q(1), try Rational(Int128.max, 3), .gram),
                    Self.item("negative", q(2), q(-355), .gram, packs: q(-6)),
                    Self.item(
                        "small", q(3), try Rational(1, 100_000_000_000_000_000_000_000_000_000_000_000),
                        .gram, packs: try Rational(7, 11)),
                ]))
        ]
        let text = ListFile.csvText(lists)
        // A cell that starts with '-' is written after a ' (a spreadsheet would run it).
        #expect(text.contains(",'-6 x -355,g\r\n"))
        #expect(text.contains(",170141183460469231731687303715884105727/3,g\r\n"))
        #expect(try ListFile.lists(fromCSV: text) == lists)
    }

    // MARK: Generated lists

    @Test func generatedListsRoundTripExactly() throws {
        var rng = PropertyTests.generator("CSV list files", seed: 0xC5_0002)
        var listCount = 0
        var productCount = 0
        for _ in 0..<1_500 {
            var lists: [SharedList] = []
            for index in 0..<Int.random(in: 1...3, using: &rng) {
                let generated = ShareLinkTests.randomList(&rng)
                // CSV carries names and products: lists have a row per product, and their names
                // are trimmed. A third list takes the name of the one before it.
                guard !generated.products.isEmpty else { continue }
                let name =
                    index == 2 && !lists.isEmpty
                    ? lists[lists.count - 1].name
                    : generated.name.isEmpty ? "List \(index)" : "\(generated.name) \(index)"
                lists.append(SharedList(name: name, products: generated.products))
            }
            let text = ListFile.csvText(lists)
            let read = try ListFile.lists(fromCSV: text)
            #expect(read == lists, "\(text)")
            #expect(
                read.map { $0.products.items.map(\.quantity) }
                    == lists.map { $0.products.items.map(\.quantity) })
            listCount += lists.count
            productCount += lists.reduce(0) { $0 + $1.products.count }
        }
        #expect(listCount > 2_000)
        #expect(productCount > 8_000)
    }

    @Test func everyUnitIDReadsAsItsUnitInEverySystem() throws {
        for unit in Unit.all {
            for system in MeasurementSystem.allCases {
                let text = "list,name,price,quantity,unit\nL,x,1,2,\(unit.id)\n"
                let lists = try ListFile.lists(fromCSV: text, system: system)
                #expect(
                    lists.first?.products.items.first?.quantity == (try Quantity(q(2), unit)), "\(unit.id)")
            }
        }
    }

    // MARK: Reading what people and spreadsheets write

    @Test func readsWhatASpreadsheetSaves() throws {
        // A byte-order mark, CRLF, capitalised titles in another order, an empty column,
        // quoted decimal commas, quotes and commas in names, blank rows and a trailing comma.
        let text =
            "\u{FEFF}Name,Unit,Quantity,Price,List,\r\n"
            + "\"Milk, 2%\",L,\"1,5\",\"1,49\",Groceries,\r\n"
            + ",,,,,\r\n"
            + "\"Kid's \"\"fun\"\" pack\",mL,500,\"3,99 €\",Groceries, \r\n"
            + "\r\n"
            + "Soap,,3,2 x 1.99,,\r\n"
        let lists = try ListFile.lists(fromCSV: text)
        #expect(
            lists == [
                SharedList(
                    name: "Groceries",
                    products: try ProductList([
                        Self.item("Milk, 2%", q(149, 100), q(3, 2), .litre),
                        Self.item("Kid's \"fun\" pack", q(399, 100), q(500), .millilitre),
                    ])),
                SharedList(
                    name: "Imported list",
                    products: try ProductList([Self.item("Soap", q(398, 100), q(3), .each)])),
            ])
    }

    @Test func rowsFormListsInTheOrderTheyFirstAppear() throws {
        let text = """
            list,name,price,quantity,unit
            B,one,1,100,g
            A,two,1,1,L
            B,three,1,200,g
             A ,four,2,1,L
            ,five,1,1,each
            """
        let lists = try ListFile.lists(fromCSV: text)
        #expect(lists.map(\.name) == ["B", "A", "Imported list"])
        #expect(
            lists.map { $0.products.items.compactMap(\.name) } == [
                ["three", "one"], ["two", "four"], ["five"],
            ])
    }

    /// A row's price, quantity and unit columns and the product's price, pack count, pack size
    /// and unit.
    struct TypedRow: Sendable, CustomTestStringConvertible {
        let columns: String
        let price: Rational
        let packCount: Rational
        let packSize: Rational
        let unit: Unit

        init(_ columns: String, _ price: Rational, _ packCount: Rational, _ packSize: Rational, _ unit: Unit)
        {
            self.columns = columns
            self.price = price
            self.packCount = packCount
            self.packSize = packSize
            self.unit = unit
        }

        var testDescription: String { columns }
    }

    @Test(
        "prices and quantities are read as typed",
        arguments: [
            TypedRow("3.99,500,g", q(399, 100), q(1), q(500), .gram),
            TypedRow("\"3,99\",\"1,5\",kg", q(399, 100), q(1), q(3, 2), .kilogram),
            TypedRow("99¢,1,lb", q(99, 100), q(1), q(1), .pound),
            TypedRow("2 x 3.49,2 x 400,g", q(698, 100), q(2), q(400), .gram),
            TypedRow("3 for 10,1,lb", q(10), q(3), q(1), .pound),
            TypedRow("3/$10,6 x 355,mL", q(10), q(18), q(355), .millilitre),
            TypedRow("$7.99 - 1.50,1 1/2,lb", q(649, 100), q(1), q(3, 2), .pound),
            TypedRow("10 ÷ 3,500 g,", q(10, 3), q(1), q(500), .gram),
            TypedRow("1,16,fl oz", q(1), q(1), q(16), .usFluidOunce),
            TypedRow("1,12,", q(1), q(1), q(12), .each),
            TypedRow("\"1,299.00\",\"1.000,5\",g", q(1299), q(1), q(2001, 2), .gram),
        ])
    func valuesAsTyped(_ row: TypedRow) throws {
        let lists = try ListFile.lists(fromCSV: "price,quantity,unit\n\(row.columns)\n")
        let item = try #require(lists.first?.products.items.first)
        #expect(item.price == row.price)
        #expect(item.quantity == (try Quantity(row.packSize, row.unit, packCount: row.packCount)))
    }

    @Test func unitsMeanWhatTheSystemSays() throws {
        let text = "price,quantity,unit\n1,1,pt\n"
        #expect(
            try ListFile.lists(fromCSV: text, system: .us).first?.products.items.first?.quantity.unit
                == .usPint)
        #expect(
            try ListFile.lists(fromCSV: text, system: .uk).first?.products.items.first?.quantity.unit
                == .ukPint)
    }

    // MARK: Every error, by name

    /// The problems of reading `text`, as `Line n: message` texts.
    static func problems(_ text: String) -> [String] {
        do {
            _ = try ListFile.lists(fromCSV: text)
            return []
        } catch {
            return error.problems.map(\.text)
        }
    }

    static let header = "list,name,price,quantity,unit\n"

    @Test func emptyFile() {
        let expected = [
            "The file is empty: a list file starts with a header row naming its columns: list, name, price, "
                + "quantity and unit"
        ]
        #expect(Self.problems("") == expected)
        #expect(Self.problems("\u{FEFF}\r\n,,\r\n") == expected)
    }

    /// Every column of a list file, with its other titles, as messages list them.
    static let columnSummary =
        "list (or list name), name (or product, item, description), price (or cost), "
        + "quantity (or size, qty, amount), unit (or uom), deal (or offer, promotion) and list id"

    @Test func missingPriceColumn() {
        #expect(
            Self.problems("list,name,quantity,unit\nA,x,1,g\n") == [
                "Line 1: The header row has no 'price' or 'cost' column: a list file's columns are "
                    + Self.columnSummary + ", in any order"
            ])
    }

    @Test func missingPriceAndQuantityColumns() {
        #expect(
            Self.problems("\nname,unit\nMilk,L\n") == [
                "Line 2: The header row has no 'price' or 'cost' column: a list file's columns are "
                    + Self.columnSummary + ", in any order",
                "Line 2: The header row has no 'quantity', 'size', 'qty' or 'amount' column: a list file's columns "
                    + "are " + Self.columnSummary + ", in any order",
            ])
    }

    // MARK: Column titles

    /// Per's titles, the names spreadsheets use, in any case and with any spaces: each header
    /// row reads the same row as the same list.
    @Test(
        "columns are found by the titles spreadsheets use, case and spaces ignored",
        arguments: [
            "list,name,price,quantity,unit",
            "List,Product,Cost,Qty,UOM",
            "LIST NAME,Item,PRICE,Size,Unit",
            "list name ,  Description,cost,Amount,uom",
            " List , N a m e ,Co st,QUANTITY,U O M",
            "list,PRODUCT,Price,qty,Unit",
            "\"List\",\"Product\",\"Cost\",QTY,uom",
        ])
    func columnTitles(_ header: String) throws {
        let lists = try ListFile.lists(
            fromCSV: header + "\nPantry,Coffee,3.99,500,g\nPantry,Tea,2.49,100,g\n")
        #expect(
            lists == [
                SharedList(
                    name: "Pantry",
                    products: try ProductList([
                        Self.item("Coffee", q(399, 100), q(500), .gram),
                        Self.item("Tea", q(249, 100), q(100), .gram),
                    ]))
            ])
    }

    /// What a spreadsheet of groceries saves, with no list column: every name is kept.
    @Test func aSpreadsheetsTitlesKeepEveryValue() throws {
        let text = "Product,Cost,Qty,UOM\r\nOat milk,\"2,19\",1,L\r\nSoy milk,1.89,6 x 250,mL\r\n"
        let lists = try ListFile.lists(fromCSV: text)
        #expect(lists.map(\.name) == [ListFile.defaultListName])
        // Best deal first: 1.89 for 1.5 L, then 2.19 for 1 L.
        #expect(lists.first?.products.items.map(\.name) == ["Soy milk", "Oat milk"])
        #expect(lists.first?.products.items.map(\.price) == [q(189, 100), q(219, 100)])
        #expect(
            lists.first?.products.items.map(\.quantity) == [
                try Quantity(q(250), .millilitre, packCount: q(6)), try Quantity(q(1), .litre),
            ])
    }

    @Test(
        "a column a list file doesn't have is refused, by its title",
        arguments: [
            (
                "Product,Price,Qty,Unit,Notes",
                "Line 1: The header row has a 'Notes' column, which a list file doesn't have: its columns are "
                    + columnSummary + "; rename the column or remove it"
            ),
            (
                "Product,Unit Price,Price,Qty",
                "Line 1: The header row has a 'Unit Price' column, which a list file doesn't have: its columns "
                    + "are " + columnSummary + "; rename the column or remove it"
            ),
            (
                "Product,Price,Qty,Store",
                "Line 1: The header row has a 'Store' column, but a list doesn't keep stores: remove the column "
                    + "(a price-book file keeps them)"
            ),
            (
                "Product,Price,Qty, S hop ",
                "Line 1: The header row has a 'S hop' column, but a list doesn't keep stores: remove the column "
                    + "(a price-book file keeps them)"
            ),
            (
                "DATE,Product,Price,Qty",
                "Line 1: The header row has a 'DATE' column, but a list doesn't keep dates: remove the column "
                    + "(a price-book file keeps them)"
            ),
        ])
    func unknownColumn(_ header: String, _ message: String) {
        #expect(Self.problems(header + "\nMilk,1.49,1 L,x,y\n") == [message])
    }

    @Test(
        "two columns of one meaning are refused, by their titles",
        arguments: [
            (
                "Product,Name,Price,Quantity",
                "Line 1: The header row has a 'Product' and a 'Name' column, which both mean 'name': keep one of them"
            ),
            (
                "Item,Cost,Price,Qty",
                "Line 1: The header row has a 'Cost' and a 'Price' column, which both mean 'price': keep one of them"
            ),
            (
                "name,price,Size,Qty,unit",
                "Line 1: The header row has a 'Size' and a 'Qty' column, which both mean 'quantity': keep one of them"
            ),
            (
                "price,quantity,Price",
                "Line 1: The header row names the 'price' column twice: keep one of them"
            ),
            (
                "Price,quantity, P R I C E ",
                "Line 1: The header row names the 'Price' column twice: keep one of them"
            ),
        ])
    func columnOfOneMeaningTwice(_ header: String, _ message: String) {
        #expect(Self.problems(header + "\n1,1,2,3,4\n") == [message])
    }

    @Test func everyProblemOfAHeaderIsListed() {
        #expect(
            Self.problems("Product,Name,Notes,Qty\nMilk,1,1,L\n") == [
                "Line 1: The header row has a 'Product' and a 'Name' column, which both mean 'name': keep one of them",
                "Line 1: The header row has a 'Notes' column, which a list file doesn't have: its columns are "
                    + Self.columnSummary + "; rename the column or remove it",
                "Line 1: The header row has no 'price' or 'cost' column: a list file's columns are "
                    + Self.columnSummary + ", in any order",
            ])
    }

    /// An untitled column may be there, as spreadsheets save one, but only empty.
    @Test func aValueUnderNoTitleIsRefused() {
        #expect(
            Self.problems("name,price,quantity,,unit\nMilk,1.49,1,,L\nTea,2,100,green,g\n") == [
                "Line 3: This row has 'green' in column 4, which has no title in the header row: give the column "
                    + "a title or remove the value"
            ])
    }

    @Test func unclosedQuote() {
        #expect(
            Self.problems(Self.header + "A,\"Milk,1,1,L\nA,Tea,2,100,g\n") == [
                "Line 2: This row has a quoted field with no closing quote, so it runs to the end of the file: "
                    + "end it with \" "
                    + "(a quote inside it is written \"\")"
            ])
    }

    @Test func misplacedQuote() {
        #expect(
            Self.problems(Self.header + "A,6\" sub,1,1,each\n") == [
                "Line 2: This row has a quote out of place: a field with a quote in it must be in quotes, "
                    + "with its quote "
                    + "doubled (\"6\"\" sub\")"
            ])
    }

    @Test func unquotedDecimalComma() {
        #expect(
            Self.problems(Self.header + "A,Milk,1,49,1,L\n") == [
                "Line 2: This row has 6 values, but the header row names 5 columns: put a value with a comma in "
                    + "it, such as a decimal comma (\"3,49\"), in quotes"
            ])
    }

    @Test func missingPrice() {
        #expect(
            Self.problems(Self.header + "A,Milk,,1,L\n") == [
                "Line 2: The price is missing: enter the price of the product"
            ])
    }

    @Test func missingQuantity() {
        #expect(
            Self.problems(Self.header + "A,Milk,1.49\n") == [
                "Line 2: The quantity is missing: enter the quantity of the product"
            ])
    }

    @Test func unreadablePrice() {
        #expect(
            Self.problems(Self.header + "A,Milk,cheap,1,L\n") == [
                "Line 2: The price can't be read: expected a number at 'cheap'"
            ])
    }

    @Test func ambiguousMultiBuy() {
        #expect(
            Self.problems(Self.header + "A,Soup,3/10,1,lb\n") == [
                "Line 2: The price can't be read: '3/10' could mean 3 for 10.00 (a multi-buy) or 3 ÷ 10 = 0.30: "
                    + "write 3 for 10 or 3 ÷ 10"
            ])
    }

    @Test func ambiguousThousands() {
        #expect(
            Self.problems(Self.header + "A,Rice,2.99,\"1,000\",g\nA,Oil,\"1,000\",1,L\n") == [
                "Line 2: The quantity can't be read: '1,000' is ambiguous: write 1000 for thousands or 1.000 for "
                    + "a decimal",
                "Line 3: The price can't be read: '1,000' is ambiguous: write 1000 for thousands or 1.000 for "
                    + "a decimal",
            ])
    }

    @Test func unknownUnit() {
        #expect(
            Self.problems(Self.header + "A,Milk,1,1,zz\n") == [
                "Line 2: The quantity can't be read: unknown unit 'zz' — try g, kg, oz, lb, mL, L, fl oz, each, "
                    + "dozen, m, ft, m², sq ft, …"
            ])
    }

    @Test func unknownUnitInTheQuantity() {
        #expect(
            Self.problems(Self.header + "A,Milk,1,500 zz,\n") == [
                "Line 2: The quantity can't be read: unknown unit 'zz' after '500' — try g, kg, oz, lb, mL, L, "
                    + "fl oz, each, dozen, m, ft, m², sq ft, …"
            ])
    }

    @Test func unitGivenTwice() {
        #expect(
            Self.problems(Self.header + "A,Rice,1,500 g,g\n") == [
                "Line 2: The quantity can't be read: '500 g' has a unit, and the unit column says 'g': give the "
                    + "unit in one of them"
            ])
    }

    @Test func missingUnitInAListSoldByWeight() {
        #expect(
            Self.problems(Self.header + "A,Rice,1,500,g\nA,Beans,1,400,\n") == [
                "Line 3: The quantity can't be read: expected a unit after '400' — try g, kg, oz, lb, …"
            ])
    }

    @Test func zeroPrice() {
        #expect(
            Self.problems(Self.header + "A,Free,0,1,kg\n") == [
                "Line 2: The price must be greater than zero (it is 0)"
            ])
    }

    @Test func negativeQuantity() {
        #expect(
            Self.problems(Self.header + "A,Odd,1,-6 x 355,mL\n") == [
                "Line 2: The quantity must be greater than zero: it is negative (-2130)"
            ])
    }

    @Test func divisionByZero() {
        #expect(
            Self.problems(Self.header + "A,Odd,1 ÷ 0,1,kg\n") == [
                "Line 2: The price can't be read: can't divide by zero in '1 ÷ 0'"
            ])
    }

    @Test func quantityTooLarge() {
        #expect(
            Self.problems(Self.header + "A,Huge,1,100000000000000000000000000000 x 100000000000,gal\n") == [
                "Line 2: The quantity can't be read: '100000000000000000000000000000 x 100000000000' is too large "
                    + "to compute exactly"
            ])
    }

    @Test func unitsMismatch() {
        #expect(
            Self.problems(Self.header + "A,Rice,1,500,g\nB,Milk,1,1,L\nA,Oil,2,1,L\n") == [
                "Line 4: Can't add 1 L (sold by volume) to a list of products sold by weight"
            ])
    }

    /// A file with several bad rows lists every one, and imports nothing.
    @Test func everyBadRowIsListed() throws {
        let text =
            Self.header + "A,Rice,1,500,g\n" + "A,Beans,,400,g\n" + "\n" + "A,Milk,1,1,L\n" + "B,Tea,2,50,g\n"
            + "B,Coffee,abc,250,g\n"
        let error = #expect(throws: ListFileError.self) { try ListFile.lists(fromCSV: text) }
        #expect(
            error?.message == """
                Line 3: The price is missing: enter the price of the product
                Line 5: Can't add 1 L (sold by volume) to a list of products sold by weight
                Line 7: The price can't be read: expected a number at 'abc'
                """)
        #expect(error?.problems.map(\.location) == [.line(3), .line(5), .line(7)])
    }

    @Test func rowsStartingOnLaterLinesAreNumberedByTheirFirstLine() {
        #expect(
            Self.problems(Self.header + "A,Two lines,\"1\n\",1,kg\nA,x,0,1,kg\n") == [
                "Line 4: The price must be greater than zero (it is 0)"
            ])
    }

    // MARK: Records from another reader

    @Test func recordsFromAnotherReaderFollowTheSameRules() throws {
        let records = [
            CSVRecord(line: 3, fields: ["price", "quantity", "unit"]),
            CSVRecord(line: 4, fields: ["1", "1", "kg"]),
            CSVRecord(line: 7, fields: ["0", "1", "kg"]),
        ]
        let error = #expect(throws: ListFileError.self) { try ListFile.lists(fromCSVRecords: records) }
        #expect(error?.message == "Line 7: The price must be greater than zero (it is 0)")
    }
}
