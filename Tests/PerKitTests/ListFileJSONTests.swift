import SeededRandom
import Testing

@testable import PerKit

/// Lists as JSON files: the format, exact round trips and every reason a file is refused.
@Suite("List files: JSON")
struct ListFileJSONTests {
    static func exampleLists() throws -> [SharedList] {
        [
            try ShareLinkTests.exampleList(),
            SharedList(name: "Empty", products: ProductList()),
        ]
    }

    @Test func exportIsVersionedWithExactFractions() throws {
        #expect(
            ListFile.jsonText(try Self.exampleLists()) == """
                {
                  "format": "per-lists",
                  "version": 1,
                  "lists": [
                    {
                      "name": "Weekly shop",
                      "reference": "100 g",
                      "currency": "EUR",
                      "products": [
                        {
                          "name": null,
                          "price": "10/3",
                          "packCount": "2",
                          "packSize": "1",
                          "unit": "lb"
                        },
                        {
                          "name": "Brand A",
                          "price": "399/100",
                          "packCount": "1",
                          "packSize": "500",
                          "unit": "g"
                        }
                      ]
                    },
                    {
                      "name": "Empty",
                      "reference": null,
                      "currency": null,
                      "products": []
                    }
                  ]
                }

                """)
    }

    @Test func exportedListsReadBackExactly() throws {
        let lists = try Self.exampleLists()
        #expect(try ListFile.lists(fromJSON: ListFile.jsonText(lists)) == lists)
        #expect(try ListFile.lists(fromJSON: ListFile.json(lists).text) == lists)
    }

    /// Each list is an object of its own: lists of one name are read back as they were, each in
    /// its own currency.
    @Test func listsOfTheSameNameStayApart() throws {
        let lists = [
            try ListFileCSVTests.coffee(399),
            SharedList(
                name: "Coffee", products: try ListFileCSVTests.coffee(500).products,
                currency: Currency(code: "EUR")),
        ]
        let read = try ListFile.lists(fromJSON: ListFile.jsonText(lists))
        #expect(read == lists)
        #expect(read.map(\.products.count) == [4, 4])
        #expect(read.map(\.currency?.code) == [nil, "EUR"])
    }

    @Test func generatedListsRoundTripExactly() throws {
        var rng = PropertyTests.generator("JSON list files", seed: 0x15_0001)
        var listCount = 0
        for _ in 0..<1_000 {
            let lists = (0..<Int.random(in: 0...3, using: &rng)).map { _ in ShareLinkTests.randomList(&rng) }
            let read = try ListFile.lists(fromJSON: ListFile.jsonText(lists))
            #expect(read == lists)
            #expect(
                read.map { $0.products.items.map(\.quantity) }
                    == lists.map { $0.products.items.map(\.quantity) })
            listCount += lists.count
        }
        #expect(listCount > 1_000)
    }

    @Test func readsWhatPeopleWrite() throws {
        // A byte-order mark, members in another order, unit ids in another case, decimals,
        // JSON numbers, no packCount and no product name.
        let text = """
            \u{FEFF}{"lists": [{"products": [{"unit": "ml", "packSize": 1500, "price": "1.49"},
              {"price": 2, "packSize": "1/2", "unit": "L", "name": "Juice"}],
              "name": "Drinks"}], "version": 1, "format": "per-lists"}
            """
        let lists = try ListFile.lists(fromJSON: text)
        let expected = try ProductList([
            ProductItem(price: q(149, 100), quantity: Quantity(q(1500), .millilitre)),
            ProductItem(name: "Juice", price: q(2), quantity: Quantity(q(1, 2), .litre)),
        ])
        #expect(lists == [SharedList(name: "Drinks", products: expected)])
    }

    // MARK: Format detection

    @Test(arguments: [
        ("{\"format\": \"per-lists\"}", ListFile.Format.json), ("\u{FEFF}\r\n  {", .json),
        ("list,name", .csv),
        ("", .csv), ("\u{FEFF}price,quantity", .csv), ("[1]", .csv),
    ])
    func formatIsToldByTheFirstCharacter(_ text: String, _ format: ListFile.Format) {
        #expect(ListFile.format(of: text) == format)
    }

    @Test func oneEntryPointReadsBoth() throws {
        let lists = try Self.exampleLists()
        #expect(try ListFile.lists(from: ListFile.jsonText(lists)) == lists)
        let products = [lists[0]].map { SharedList(name: $0.name, products: $0.products) }
        #expect(try ListFile.lists(from: "\u{FEFF}" + ListFile.csvText(lists)) == products)
    }

    // MARK: Every error, by name

    static func problems(_ text: String) -> [String] {
        do {
            _ = try ListFile.lists(fromJSON: text)
            return []
        } catch {
            return error.problems.map(\.text)
        }
    }

    /// A version 1 list file around the given lists.
    static func file(_ lists: String) -> String {
        "{\"format\": \"per-lists\", \"version\": 1, \"lists\": [\(lists)]}"
    }

    static let brandA =
        "{\"name\": \"Brand A\", \"price\": \"399/100\", \"packSize\": \"500\", \"unit\": \"g\"}"

    @Test func notJSON() {
        #expect(
            Self.problems("{\"format\": \"per-lists\",}") == [
                "The file can't be read as JSON: invalid JSON at byte 23: expected a member name"
            ])
    }

    @Test func notAListFile() {
        #expect(
            Self.problems("{\"version\": 1, \"items\": []}") == [
                "This JSON is not a Per list file: it has no \"format\": \"per-lists\" member"
            ])
    }

    @Test func newerVersion() {
        #expect(
            Self.problems("{\"format\": \"per-lists\", \"version\": 3, \"lists\": []}") == [
                "This list file was written by a newer version of Per (list file version 3): update Per to open it"
            ])
    }

    @Test(arguments: ["", ", \"version\": 0", ", \"version\": \"1\"", ", \"version\": 1.5"])
    func invalidVersion(_ member: String) {
        #expect(
            Self.problems("{\"format\": \"per-lists\"\(member), \"lists\": []}") == [
                "This list file has no valid \"version\": it must be a whole number from 1"
            ])
    }

    @Test func noLists() {
        #expect(
            Self.problems("{\"format\": \"per-lists\", \"version\": 1}") == [
                "This list file has no \"lists\" array"
            ])
    }

    @Test func listThatIsNoObject() {
        #expect(Self.problems(Self.file("[]")) == ["List 1: The list is not a JSON object"])
    }

    @Test func listWithoutNameOrProducts() {
        #expect(
            Self.problems(Self.file("{}")) == [
                "List 1: The list has no \"name\" string", "List 1: The list has no \"products\" array",
            ])
    }

    @Test func unknownReferenceAndCurrency() {
        #expect(
            Self.problems(
                Self.file(
                    "{\"name\": \"A\", \"reference\": \"100 zz\", \"currency\": \"XYZ\", \"products\": []}"))
                == [
                    "List 1 'A': The reference quantity \"100 zz\" is not one Per knows: write a unit id with an "
                        + "optional amount before it, such as \"100 g\" or \"kg\", or null",
                    "List 1 'A': The currency \"XYZ\" is not an ISO 4217 code such as \"EUR\", or null",
                ])
    }

    @Test func productThatIsNoObject() {
        #expect(
            Self.problems(Self.file("{\"name\": \"A\", \"products\": [\"3.99 for 500 g\"]}")) == [
                "List 1 'A', product 1: The product is not a JSON object"
            ])
    }

    @Test func inexactPrice() {
        #expect(
            Self.problems(
                Self.file(
                    "{\"name\": \"A\", \"products\": [{\"price\": 3.99e0, \"packSize\": \"1\", \"unit\": \"g\"}]}"
                ))
                == [
                    "List 1 'A', product 1: The price 3.99e0 is not an exact number: write a fraction such as "
                        + "\"399/100\" or a decimal such as \"3.99\""
                ])
    }

    @Test func missingPackSizeAndUnknownUnit() {
        #expect(
            Self.problems(
                Self.file("{\"name\": \"A\", \"products\": [{\"price\": \"1\", \"unit\": \"zz\"}]}")) == [
                    "List 1 'A', product 1: The product has no \"packSize\"",
                    "List 1 'A', product 1: The unit \"zz\" is not a unit id such as \"g\", \"mL\", \"us-fl-oz\" or \"each\"",
                ])
    }

    @Test func missingUnit() {
        #expect(
            Self.problems(
                Self.file("{\"name\": \"A\", \"products\": [{\"price\": \"1\", \"packSize\": \"1\"}]}")) == [
                    "List 1 'A', product 1: The unit missing is not a unit id such as \"g\", \"mL\", \"us-fl-oz\" or \"each\""
                ])
    }

    @Test func aProductsDealIsWrittenAndRead() throws {
        let item = try ProductItem(name: "Ketchup", price: Rational(390, 100), quantity: Quantity(Rational(700), .gram))
            .withDeal(Deal(parsing: "member 3.50"))
        let list = SharedList(name: "Sauces", products: try ProductList([item]))
        let text = ListFile.jsonText([list])
        #expect(text.contains(#""unit": "g",\#n          "deal": "member 3.50""#), "\(text)")
        // Version 2, which an older Per refuses rather than open without the deal.
        #expect(text.contains(#""version": 2,"#))
        #expect(!ListFile.jsonText([SharedList(name: "Plain", products: ProductList())]).contains(#""version": 2"#))
        #expect(try ListFile.lists(fromJSON: text) == [list])
    }

    @Test func dealThatIsNoStringOrCantBeRead() {
        let product = #"{"price": "1", "packSize": "1", "unit": "kg", "deal": "#
        #expect(
            Self.problems(Self.file(#"{"name": "A", "products": ["# + product + "3}]}"))
                == [#"List 1 'A', product 1: The product's "deal" is not a string such as "member 3.50" or null"#])
        let unreadable = Self.problems(Self.file(#"{"name": "A", "products": ["# + product + #""member"}]}"#))
        #expect(unreadable.count == 1)
        #expect(unreadable.first?.hasPrefix("List 1 'A', product 1: ") == true)
        // null, or no deal at all, is none.
        #expect(Self.problems(Self.file(#"{"name": "A", "products": ["# + product + "null}]}")) == [])
    }

    @Test func zeroPrice() {
        #expect(
            Self.problems(
                Self.file(
                    "{\"name\": \"A\", \"products\": [{\"price\": \"0\", \"packSize\": \"1\", \"unit\": \"kg\"}]}"
                ))
                == ["List 1 'A', product 1: The price must be greater than zero (it is 0)"])
    }

    @Test func unitsMismatch() {
        let milk = "{\"price\": \"1\", \"packSize\": \"1\", \"unit\": \"L\"}"
        #expect(
            Self.problems(Self.file("{\"name\": \"A\", \"products\": [\(Self.brandA), \(milk)]}")) == [
                "List 1 'A', product 2: Can't add 1 L (sold by volume) to a list of products sold by weight"
            ])
    }

    /// Every bad product of every list is listed, and nothing is imported.
    @Test func everyBadProductIsListed() {
        let bad = "{\"price\": \"-1\", \"packSize\": \"1\", \"unit\": \"g\"}"
        let text = Self.file(
            "{\"name\": \"A\", \"products\": [\(Self.brandA), \(bad)]}, {\"name\": \"B\", \"products\": [\(bad), "
                + "\(Self.brandA), \(bad)]}")
        #expect(
            Self.problems(text) == [
                "List 1 'A', product 2: The price must be greater than zero: it is negative (-1)",
                "List 2 'B', product 1: The price must be greater than zero: it is negative (-1)",
                "List 2 'B', product 3: The price must be greater than zero: it is negative (-1)",
            ])
    }
}
