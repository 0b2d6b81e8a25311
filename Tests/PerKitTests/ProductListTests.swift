import Testing

@testable import PerKit

/// A product from text, for tests.
func item(_ name: String?, _ price: String, _ quantity: String, system: MeasurementSystem = .metric) throws
    -> ProductItem
{
    try ProductItem(name: name, price: price, quantity: quantity, system: system)
}

@Suite("Products and the product list")
struct ProductListTests {
    @Test func anItemKnowsItsExactUnitPrice() throws {
        let a = try item("A", "3.99", "500 g")
        #expect(a.price == q(399, 100))
        #expect(a.unitPrice == q(399, 50_000))
        #expect(a.dimension == .weight)
        let b = try item(nil, "2 x 3.49", "6 x 355 mL")
        #expect(b.price == q(698, 100))
        #expect(b.unitPrice == q(698, 213_000))
        let c = try item(" ", "4.99", "12")
        #expect(c.name == nil)
        #expect(c.dimension == .count)
        #expect(try item("  Brand A  ", "1", "1 g").name == "Brand A")
    }

    @Test(arguments: [
        ("", "500 g", ProductListError.missingValue(.price), "The price is missing: enter the price of the product"),
        ("   ", "500 g", .missingValue(.price), "The price is missing: enter the price of the product"),
        ("3.99", "", .missingValue(.quantity), "The quantity is missing: enter the quantity of the product"),
        ("", "", .missingValue(.price), "The price is missing: enter the price of the product"),
        ("0", "500 g", .notPositive(.price, q(0)), "The price must be greater than zero (it is 0)"),
        ("0.00", "500 g", .notPositive(.price, q(0)), "The price must be greater than zero (it is 0)"),
        ("1 - 1.50", "500 g", .notPositive(.price, q(-1, 2)), "The price must be greater than zero: it is negative (-0.5)"),
        ("-2", "500 g", .notPositive(.price, q(-2)), "The price must be greater than zero: it is negative (-2)"),
        ("3.99", "0 g", .notPositive(.quantity, q(0)), "The quantity must be greater than zero (it is 0)"),
        ("3.99", "0 x 6 g", .notPositive(.quantity, q(0)), "The quantity must be greater than zero (it is 0)"),
        ("3.99", "0", .notPositive(.quantity, q(0)), "The quantity must be greater than zero (it is 0)"),
        ("3.99 / 0", "1 g", .invalidValue(.price, ParseError("can't divide by zero in '3.99 / 0'", at: 5)),
         "The price can't be read: can't divide by zero in '3.99 / 0'"),
        ("3.99", "500 zz",
         .invalidValue(.quantity, ParseError(
            "unknown unit 'zz' after '500' — try g, kg, oz, lb, mL, L, fl oz, each, dozen, m, ft, m², sq ft, …",
            at: 4)),
         "The quantity can't be read: unknown unit 'zz' after '500' — try g, kg, oz, lb, mL, L, fl oz, each, "
            + "dozen, m, ft, m², sq ft, …"),
    ])
    func invalidProductsSayWhichValue(
        _ price: String, _ quantity: String, _ expected: ProductListError, _ message: String
    ) {
        #expect(throws: expected) { try ProductItem(price: price, quantity: quantity) }
        #expect(expected.message == message)
        #expect(expected.description == message)
    }

    @Test func unitPriceOverflowIsAnArithmeticError() {
        let nines = String(repeating: "9", count: 30)
        // 10³⁰ for 1/10³⁰ mg: the unit price needs about 10⁶³.
        #expect(throws: ProductListError.arithmetic(.overflow)) {
            try ProductItem(price: nines, quantity: "0." + String(repeating: "0", count: 28) + "1 mg")
        }
        #expect(ProductListError.arithmetic(.overflow).message == "The numbers are too large to compare exactly.")
    }

    @Test func theFirstItemFixesTheDimension() throws {
        var list = ProductList()
        #expect(list.dimension == nil)
        #expect(list.isEmpty)
        try list.add(item("A", "3.99", "500 g"))
        #expect(list.dimension == .weight)
        try list.add(item("B", "2.49", "1 lb"))
        #expect(list.count == 2)
        let litre = try item("C", "1", "1 L")
        #expect(throws: ProductListError.unitsMismatch(item: litre.quantity, list: .weight)) {
            try list.add(litre)
        }
        #expect(list.count == 2)
    }

    @Test(arguments: [
        ("1 L", "500 g", "Can't add 1 L (sold by volume) to a list of products sold by weight"),
        ("500 g", "1 L", "Can't add 500 g (sold by weight) to a list of products sold by volume"),
        ("6 x 355 mL", "12", "Can't add 6 × 355 mL (sold by volume) to a list of products sold by count"),
        ("12", "2 m", "Can't add 12 (sold by count) to a list of products sold by length"),
        ("3 sq ft", "2 dozen", "Can't add 3 sq ft (sold by area) to a list of products sold by count"),
        ("2 m", "1 m2", "Can't add 2 m (sold by length) to a list of products sold by area"),
    ])
    func unitsMismatchCarriesBothAndSaysSo(_ incoming: String, _ existing: String, _ message: String) throws {
        var list = ProductList()
        try list.add(item("first", "1", existing))
        let other = try item("second", "1", incoming)
        do {
            try list.add(other)
            Issue.record("expected a mismatch")
        } catch {
            guard case .unitsMismatch(let quantity, let dimension) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(quantity == other.quantity)
            #expect(dimension == list.dimension)
            #expect(error.message == message)
        }
        // The same rule when building a list at once.
        #expect(throws: ProductListError.unitsMismatch(item: other.quantity, list: try #require(list.dimension))) {
            try ProductList([list.items[0], other])
        }
    }

    @Test func itemsAreSortedBestFirst() throws {
        var list = ProductList()
        // Unit prices per gram: A 3.99/500 = 0.00798; B 2.49/453.59237 ≈ 0.00549; C 11.99/2000 = 0.005995.
        #expect(try list.add(item("A", "3.99", "500 g")) == 0)
        #expect(try list.add(item("B", "2.49", "1 lb")) == 0)
        #expect(try list.add(item("C", "11.99", "2 kg")) == 1)
        #expect(list.items.map(\.name) == ["B", "C", "A"])
        let built = try ProductList([item("A", "3.99", "500 g"), item("B", "2.49", "1 lb"), item("C", "11.99", "2 kg")])
        #expect(built == list)
    }

    @Test func equalUnitPricesKeepInsertionOrder() throws {
        // 10 per kg, however it is written.
        let items = try [
            item("first", "10", "1 kg"), item("cheap", "1", "1 kg"), item("second", "5", "500 g"),
            item("third", "2.50", "250 g"), item("dear", "100", "1 kg"), item("fourth", "10", "1000 g"),
        ]
        var list = ProductList()
        for item in items { try list.add(item) }
        let expected = ["cheap", "first", "second", "third", "fourth", "dear"]
        #expect(list.items.map(\.name) == expected)
        #expect(try ProductList(items).items.map(\.name) == expected)
        // Adding an equal one later puts it after the others with that price.
        #expect(try list.add(item("fifth", "20", "2 kg")) == 5)
    }

    @Test func removeReplaceAndClear() throws {
        var list = try ProductList([item("A", "3.99", "500 g"), item("B", "2.49", "1 lb"), item("C", "11.99", "2 kg")])
        // B, C, A
        let removed = try list.remove(at: 1)
        #expect(removed.name == "C")
        #expect(list.items.map(\.name) == ["B", "A"])
        #expect(throws: ProductListError.noSuchItem(index: 2)) { try list.remove(at: 2) }
        #expect(throws: ProductListError.noSuchItem(index: -1)) { try list.remove(at: -1) }
        #expect(ProductListError.noSuchItem(index: 2).message == "There is no product number 3 in the list")

        // Replacing re-sorts: A becomes the cheapest.
        #expect(try list.replace(at: 1, with: item("A2", "0.99", "500 g")) == 0)
        #expect(list.items.map(\.name) == ["A2", "B"])
        #expect(throws: ProductListError.noSuchItem(index: 5)) { try list.replace(at: 5, with: item("X", "1", "1 g")) }

        // A replacement of another dimension is refused and leaves the list as it was.
        let before = list
        let litre = try item("L", "1", "1 L")
        #expect(throws: ProductListError.unitsMismatch(item: litre.quantity, list: .weight)) {
            try list.replace(at: 0, with: litre)
        }
        #expect(list == before)

        // Clearing forgets the dimension.
        list.clear()
        #expect(list.isEmpty)
        #expect(list.dimension == nil)
        try list.add(litre)
        #expect(list.dimension == .volume)
        // So does removing the last item.
        try list.remove(at: 0)
        #expect(list.dimension == nil)
        try list.add(item("n", "1", "12"))
        #expect(list.dimension == .count)
    }

    @Test func anEmptyListBuiltAtOnceHasNoDimension() throws {
        let list = try ProductList([])
        #expect(list.isEmpty)
        #expect(list.dimension == nil)
    }
}
