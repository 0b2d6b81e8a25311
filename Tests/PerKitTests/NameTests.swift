import Testing

@testable import PerKit

/// Names of products, lists and stores: a control character is refused on every way in, with
/// a message that says which, never stripped; the price book keeps names and stores of at most
/// 80 characters and refuses longer ones rather than cutting them.
@Suite("Names")
struct NameTests {
    /// Control characters of each kind, and their codes.
    static let controls: [(String, Int)] = [
        ("\t", 0x09), ("\n", 0x0A), ("\r", 0x0D), ("\u{0}", 0x00), ("\u{1B}", 0x1B), ("\u{7F}", 0x7F),
        ("\u{80}", 0x80), ("\u{85}", 0x85), ("\u{9B}", 0x9B), ("\u{9F}", 0x9F),
    ]

    @Test func controlCharactersAreFoundByCode() {
        for (control, code) in Self.controls {
            #expect(("a" + control + "b").firstControlCharacter == code)
            #expect(("a" + control + "b").containsControlCharacter)
        }
        for text in ["", "Coffee", "Café\u{A0}crème", "\u{202E}x", "🍎", "\u{A0}\u{FFFF}"] {
            #expect(text.firstControlCharacter == nil, "\(text.debugDescription)")
        }
    }

    @Test func theMessageSaysWhichNameAndWhichCharacter() throws {
        #expect(NameError(checking: "Li\u{1B}[31mdl", as: .store) == NameError(subject: .store, controlCharacter: 0x1B))
        let error = NameError(subject: .product, controlCharacter: 0x09)
        #expect(
            error.message
                == "The product name has a control character (U+0009): a name can't hold tabs, line breaks or "
                + "other control characters")
        #expect(
            NameError(subject: .list, controlCharacter: 0x9B).message.hasPrefix(
                "The list name has a control character (U+009B)"))
        #expect(NameError(subject: .store, controlCharacter: 0x7F).message.contains("(U+007F)"))
    }

    @Test func spacesAroundANameAreTrimmedNotRefused() throws {
        #expect(NameError(checking: " \tCoffee\t\r\n", as: .product) == nil)
        let item = try ProductItem(parsing: "Coffee\t: 3.99 for 500 g")
        #expect(item.name == "Coffee")
    }

    @Test func thePriceBookHoldsNamesToEightyCharacters() throws {
        let long = String(repeating: "é", count: 81)
        // A list or a product of a list may have a longer name.
        #expect(NameError(checking: long, as: .product) == nil)
        #expect(PriceEntry.problem(withName: String(repeating: "é", count: 80), of: .store) == nil)
        #expect(
            PriceEntry.problem(withName: long, of: .store)
                == "The store name is 81 characters long: a name can have at most 80 characters")
        #expect(
            PriceEntry.problem(withName: "A\u{85}", of: .product)
                == NameError(subject: .product, controlCharacter: 0x85).message)
    }

    // MARK: Products

    @Test(arguments: controls)
    func typedProductsAreRefused(_ control: String, _ code: Int) throws {
        let refused = ProductListError.invalidName(NameError(subject: .product, controlCharacter: code))
        #expect(throws: refused) { try ProductItem(parsing: "A" + control + "B: 3.99 for 500 g") }
        #expect(throws: refused) { try ProductItem(name: "A" + control + "B", price: "3.99", quantity: "500 g") }
        // Products rebuilt from what was saved open as they are.
        let saved = try ProductItem(name: "A" + control + "B", price: q(1), quantity: Quantity(q(1), .gram))
        #expect(saved.name == "A" + control + "B")
    }

    @Test func aShareLinkWithAControlCharacterIsRefused() throws {
        let item = try ProductItem(name: "Brand\u{1B}[31m A", price: q(1), quantity: Quantity(q(1), .kilogram))
        let product = SharedList(name: "Weekly", products: try ProductList([item]))
        #expect {
            try SharedList(payload: ShareLink.encode(product))
        } throws: { error in
            (error as? ParseError)?.message
                == "This shared list's product 1 can't be used: The product name has a control character "
                + "(U+001B): a name can't hold tabs, line breaks or other control characters"
        }
        let plain = try ProductItem(name: "Brand A", price: q(1), quantity: Quantity(q(1), .kilogram))
        let list = SharedList(name: "Week\tly", products: try ProductList([plain]))
        #expect {
            try SharedList(payload: ShareLink.encode(list))
        } throws: { error in
            (error as? ParseError)?.message
                == "This shared list can't be used: The list name has a control character (U+0009): a name "
                + "can't hold tabs, line breaks or other control characters"
        }
    }

    // MARK: List files

    @Test func aCSVListFileWithAControlCharacterIsRefusedByLine() {
        let text = "list,name,price,quantity,unit\r\nWeekly,Coffee,1,1,kg\r\n\"Week\u{7F}\",Tea,1,1,kg\r\n"
            + "Weekly,\"Bad\u{1B}[2J\",1,1,kg\r\n"
        #expect {
            try ListFile.lists(fromCSV: text)
        } throws: { error in
            (error as? ListFileError)?.problems.map(\.text) == [
                "Line 3: The list name has a control character (U+007F): a name can't hold tabs, line breaks or "
                    + "other control characters",
                "Line 4: The product name has a control character (U+001B): a name can't hold tabs, line breaks "
                    + "or other control characters",
            ]
        }
    }

    @Test func aJSONListFileWithAControlCharacterIsRefused() {
        let text = #"""
            {"format": "per-lists", "version": 1, "lists": [
              {"name": "Week\u0085ly", "products": [{"name": "A", "price": "1", "packSize": "1", "unit": "kg"}]},
              {"name": "Party", "products": [{"name": "Cola\nZero", "price": "1", "packSize": "1", "unit": "kg"}]}
            ]}
            """#
        #expect {
            try ListFile.lists(fromJSON: text)
        } throws: { error in
            let problems = (error as? ListFileError)?.problems.map(\.text) ?? []
            return problems.count == 2
                && problems[0].hasPrefix("List 1 'Week\u{85}ly': The list name has a control character (U+0085)")
                && problems[1].hasPrefix("List 2 'Party', product 1: The product name has a control character (U+000A)")
        }
    }

    // MARK: The price book

    static func entry(_ name: String, store: String?) throws -> PriceEntry {
        let item = try ProductItem(name: name, price: q(1), quantity: Quantity(q(1), .kilogram))
        return try PriceEntry(
            id: ListID(high: 0, low: 1), item: item, store: store, date: #require(CalendarDate("2026-11-03")))
    }

    @Test func aNewEntrysNamesAreCheckedNotCut() throws {
        let store = String(repeating: "s", count: 81)
        // The entry keeps what it was given; a new entry is checked before it is recorded.
        let long = try Self.entry("Coffee", store: " " + store + " ")
        #expect(long.store == store)
        #expect(long.namesProblem == "The store name is 81 characters long: a name can have at most 80 characters")
        #expect(
            try Self.entry(String(repeating: "n", count: 81), store: nil).namesProblem
                == "The product name is 81 characters long: a name can have at most 80 characters")
        #expect(
            try Self.entry("Coffee", store: "Li\tdl").namesProblem
                == NameError(subject: .store, controlCharacter: 0x09).message)
        #expect(
            try Self.entry(String(repeating: "n", count: 80), store: String(repeating: "s", count: 80)).namesProblem
                == nil)
    }

    @Test func aPriceBookFileWithABadNameOrStoreImportsNothing() {
        let long = String(repeating: "s", count: 81)
        let csv = "Date,Product,Store,Price,Quantity,Unit\r\n2026-11-03,Coffee,Lidl,1,1,kg\r\n"
            + "2026-11-03,\"Cof\tfee\",Lidl,1,1,kg\r\n2026-11-03,Coffee,\"Li\u{1B}dl\",1,1,kg\r\n"
            + "2026-11-03,Coffee,\(long),1,1,kg\r\n"
        #expect {
            try PriceBookFile.entries(from: csv, freshID: ListID(high: 0, low: 1))
        } throws: { error in
            (error as? PriceBookFileError)?.problems.map(\.text) == [
                "Line 3: The product name has a control character (U+0009): a name can't hold tabs, line "
                    + "breaks or other control characters",
                "Line 4: The store name has a control character (U+001B): a name can't hold tabs, line breaks "
                    + "or other control characters",
                "Line 5: The store name is 81 characters long: a name can have at most 80 characters",
            ]
        }
        let json = #"""
            {"format":"per-price-book","version":1,"entries":[
            {"product":"Cof\u001bfee","date":"2026-11-03","price":"1","packSize":"1","unit":"kg"}
            ]}
            """#
        #expect {
            try PriceBookFile.entries(from: json, freshID: ListID(high: 0, low: 1))
        } throws: { error in
            (error as? PriceBookFileError)?.problems.map(\.text) == [
                "Entry 1: The product name has a control character (U+001B): a name can't hold tabs, line "
                    + "breaks or other control characters"
            ]
        }
    }

    @Test func aNegativePriceInAFileIsCalledNegative() {
        let json = #"""
            {"format":"per-price-book","version":1,"entries":[
            {"product":"Coffee","date":"2026-11-03","price":"-399/100","packSize":"500","unit":"g"}
            ]}
            """#
        #expect {
            try PriceBookFile.entries(from: json, freshID: ListID(high: 0, low: 1))
        } throws: { error in
            (error as? PriceBookFileError)?.problems.map(\.text) == [
                "Entry 1: The price must be greater than zero: it is negative (-3.99)"
            ]
        }
        let csv = "Date,Product,Price,Quantity,Unit\r\n2026-11-03,Coffee,-1.50,500,g\r\n"
        #expect {
            try PriceBookFile.entries(from: csv, freshID: ListID(high: 0, low: 1))
        } throws: { error in
            (error as? PriceBookFileError)?.problems.map(\.text) == [
                "Line 2: The price must be greater than zero: it is negative (-1.5)"
            ]
        }
    }

    @Test func aRenameWithAControlCharacterIsRefused() throws {
        var book = PriceBook()
        try book.record(try Self.entry("Coffee", store: nil))
        #expect(throws: PriceBookError.product(.invalidName(NameError(subject: .product, controlCharacter: 0x0A)))) {
            try book.rename("Coffee", to: "Cof\nfee")
        }
        #expect(book.products.map(\.name) == ["Coffee"])
    }
}
