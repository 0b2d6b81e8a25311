import Testing

@testable import PerAppTestSupport
@testable import PerKit
@testable import PerWire

@Suite("Price book in the app")
struct PriceBookAppTests {
    static let nov3 = CalendarDate("2026-11-03")!
    static let nov23 = CalendarDate("2026-11-23")!

    /// Adds a product through the form as a shopper would: quantity, unit, price, name, store.
    static func add(
        _ state: inout State, _ quantity: String, _ unit: Unit, for price: String, name: String,
        store: String = "",
        sale: Bool = false, on date: CalendarDate = nov3
    ) {
        PerApp.reduce(&state, .setDate(date))
        PerApp.reduce(&state, .addProduct)
        if state.canChooseSoldBy { PerApp.reduce(&state, .form(.selectSoldBy(unit.dimension))) }
        for action in keys(quantity) { PerApp.reduce(&state, action) }
        PerApp.reduce(&state, .form(.selectUnit(unit)))
        PerApp.reduce(&state, .form(.focus(.price)))
        for action in keys(price) { PerApp.reduce(&state, action) }
        PerApp.reduce(&state, .form(.setName(name)))
        PerApp.reduce(&state, .form(.setStore(store)))
        if sale { PerApp.reduce(&state, .form(.setSale(true))) }
        PerApp.reduce(&state, .form(.submit))
    }

    /// Coffee at 5.49 per kg at Lidl on 3 Nov, in one list, and 6.99 per kg at Aldi in another.
    static func twoStores() -> State {
        var state = State()
        add(&state, "1", .kilogram, for: "5.49", name: "Coffee", store: "Lidl")
        PerApp.reduce(&state, .newList(id: ListID(high: 0, low: 1)))
        add(
            &state, "500", .gram, for: "3.495", name: " coffee ", store: "Aldi",
            on: CalendarDate("2026-11-20")!)
        return state
    }

    @Test("a named product added to a list is remembered with its store, date and sale mark")
    func recordsPrices() throws {
        let state = Self.twoStores()
        let coffee = try #require(state.book.product(named: "COFFEE"))
        #expect(coffee.entries.map(\.store) == ["Lidl", "Aldi"])
        #expect(coffee.entries.map(\.date) == [Self.nov3, CalendarDate("2026-11-20")!])
        #expect(coffee.entries.map(\.list) == [ListID(high: 0, low: 0), ListID(high: 0, low: 1)])
        #expect(coffee.lowest(usesMemberPrices: true).store == "Lidl")
        #expect(state.lastStore == "Aldi")
        #expect(Set(coffee.entries.map(\.id)).count == 2)
        // An unnamed product is not remembered; nor anything while "Remember prices" is off.
        var other = state
        Self.add(&other, "1", .kilogram, for: "5", name: "")
        PerApp.reduce(&other, .setRemembersPrices(false))
        Self.add(&other, "1", .kilogram, for: "4", name: "Tea")
        #expect(other.book.entryCount == 2)
        #expect(other.list.count == 3)
    }

    @Test("the form offers the last store first and fills it in")
    func storeChoices() {
        var state = Self.twoStores()
        PerApp.reduce(&state, .addProduct)
        let form = PerApp.ViewModel(state).form
        #expect(form?.store == "Aldi")
        #expect(form?.storeChoices == ["Aldi", "Lidl"])
    }

    /// Edits the open list's first product: its price to `price`, marked a sale when `sale`.
    static func editPrice(_ state: inout State, to price: String, sale: Bool = false) {
        PerApp.reduce(&state, .editProduct(index: 0))
        PerApp.reduce(&state, .form(.focus(.price)))
        for action in keys("C" + price) { PerApp.reduce(&state, action) }
        if sale { PerApp.reduce(&state, .form(.setSale(true))) }
        PerApp.reduce(&state, .form(.submit))
    }

    @Test("editing a price on a later day adds an observation and keeps the earlier one")
    func editOnLaterDay() throws {
        var state = Self.twoStores()
        let before = try #require(state.book.product(named: "coffee")?.entries[1])
        PerApp.reduce(&state, .setDate(Self.nov23))
        #expect(state.form == nil)
        PerApp.reduce(&state, .editProduct(index: 0))
        #expect(state.form?.store == "Aldi")
        PerApp.reduce(&state, .form(.cancel))
        Self.editPrice(&state, to: "3.2", sale: true)
        #expect(state.book.entryCount == 3)
        #expect(state.book.entry(withID: before.id) == before)
        let added = try #require(state.book.product(named: "coffee")?.entries.last)
        #expect(added.item.price == exact("3.2"))
        #expect(added.isSale)
        #expect(added.date == Self.nov23)
        #expect(added.store == "Aldi")
        PerApp.reduce(&state, .removeProduct(index: 0))
        #expect(state.list.isEmpty)
        #expect(state.book.entryCount == 3)
    }

    @Test("editing a price again on the same day replaces that day's observation of this device")
    func editOnSameDay() throws {
        var state = Self.twoStores()
        PerApp.reduce(&state, .setDate(Self.nov23))
        Self.editPrice(&state, to: "3.2")
        let first = try #require(state.book.product(named: "coffee")?.entries.last)
        Self.editPrice(&state, to: "3.1")
        #expect(state.book.entryCount == 3)
        let replaced = try #require(state.book.entry(withID: first.id))
        #expect(replaced.item.price == exact("3.1"))
        #expect(replaced.date == Self.nov23)
    }

    @Test("another device's observation of the same day is never replaced")
    func otherDevicesObservation() throws {
        var state = Self.twoStores()
        PerApp.reduce(&state, .setDate(Self.nov23))
        Self.editPrice(&state, to: "3.2")
        // As a sync gives it back when another device made it: the same entry, seen elsewhere.
        let mine = try #require(state.book.product(named: "coffee")?.entries.last)
        let theirs = try PriceEntry(
            id: mine.id, item: mine.item, store: mine.store, date: mine.date, isSale: mine.isSale,
            list: mine.list, isFromAnotherDevice: true)
        try state.book.replace(theirs)
        Self.editPrice(&state, to: "3.1")
        #expect(state.book.entryCount == 4)
        #expect(state.book.entry(withID: mine.id) == theirs)
        #expect(state.book.product(named: "coffee")?.entries.last?.item.price == exact("3.1"))
    }

    @Test("a saved book keeps which prices another device saw")
    func savedDevices() throws {
        var state = Self.twoStores()
        let entry = try #require(state.book.product(named: "coffee")?.entries.first)
        try state.book.replace(
            PriceEntry(
                id: entry.id, item: entry.item, store: entry.store, date: entry.date, isSale: entry.isSale,
                list: entry.list, isFromAnotherDevice: true))
        var writer = JSONWriter()
        state.writeBook(to: &writer)
        let restored = PerApp.State(
            restoring: nil, library: nil, book: try JSON(parsing: writer.text), defaults: PerApp.Settings())
        #expect(restored.book.entries == state.book.entries)
        #expect(restored.book.entry(withID: entry.id)?.isFromAnotherDevice == true)
    }

    @Test("a price of another dimension is not remembered, and the status says why")
    func dimensionMismatch() {
        var state = Self.twoStores()
        PerApp.reduce(&state, .newList(id: ListID(high: 0, low: 2)))
        Self.add(&state, "1", .litre, for: "2", name: "Coffee")
        #expect(state.list.count == 1)
        #expect(state.book.entryCount == 2)
        #expect(
            state.status
                == "Not remembered in your price book: Can't record 1 L (sold by volume) for coffee: "
                + "it is sold by weight in your price book")
    }

    struct HintCase: CustomTestStringConvertible, Sendable {
        let price: String
        let quantity: String
        let unit: Unit
        let message: String
        let standing: PriceVerdict.Standing?
        var testDescription: String { "\(price) for \(quantity) \(unit)" }
    }

    @Test(arguments: [
        HintCase(
            price: "", quantity: "", unit: .kilogram,
            message: "Lowest you've seen: 5.49 per kg at Lidl on 3 Nov", standing: nil),
        HintCase(
            price: "6.1488", quantity: "1", unit: .kilogram,
            message: "12.0% more than the lowest you've seen: 5.49 per kg at Lidl on 3 Nov", standing: .above
        ),
        HintCase(
            // The list will quote 500 g per 100 g: so does the hint.
            price: "2.745", quantity: "500", unit: .gram,
            message: "The same as the lowest you've seen: 0.549 per 100 g at Lidl on 3 Nov",
            standing: .equalToLowest
        ),
        HintCase(
            price: "5", quantity: "1", unit: .kilogram,
            message: "8.9% less than the lowest you've seen: 5.49 per kg at Lidl on 3 Nov",
            standing: .newLowest),
        // 2.49 per lb is 0.54895… per 100 g: 0.0089…% less, shown with the places that make it
        // non-zero; the lowest gets the places that tell it from the typed price (0.54895).
        HintCase(
            price: "2.49", quantity: "1", unit: .pound,
            message: "0.01% less than the lowest you've seen: 0.54900 per 100 g at Lidl on 3 Nov",
            standing: .newLowest),
    ])
    func liveHint(_ test: HintCase) throws {
        var state = Self.twoStores()
        PerApp.reduce(&state, .setDate(Self.nov23))
        PerApp.reduce(&state, .newList(id: ListID(high: 0, low: 3)))
        PerApp.reduce(&state, .addProduct)
        for action in keys(test.quantity) { PerApp.reduce(&state, action) }
        PerApp.reduce(&state, .form(.selectUnit(test.unit)))
        PerApp.reduce(&state, .form(.focus(.price)))
        for action in keys(test.price) { PerApp.reduce(&state, action) }
        PerApp.reduce(&state, .form(.setName("Coffee")))
        let hint = try #require(PerApp.ViewModel(state).form?.hint)
        #expect(hint.message == test.message)
        #expect(hint.standing == test.standing)
    }

    @Test(
        "the hint names the book's dimension, uses the locale's decimal point, and is absent for an unknown name"
    )
    func hintEdges() throws {
        var state = Self.twoStores()
        PerApp.reduce(&state, .newList(id: ListID(high: 0, low: 3)))
        PerApp.reduce(&state, .addProduct)
        PerApp.reduce(&state, .form(.selectSoldBy(.volume)))
        PerApp.reduce(&state, .form(.setName("coffee")))
        #expect(PerApp.ViewModel(state).form?.hint?.message == "coffee is sold by weight in your price book")
        PerApp.reduce(&state, .form(.selectSoldBy(.weight)))
        state.settings.decimalSeparator = ","
        #expect(
            PerApp.ViewModel(state).form?.hint?.message == "Lowest you've seen: 5,49 per kg at Lidl on 3 Nov")
        #expect(
            PerApp.ViewModel(state).form?.hint?.encoded == "tLowest you've seen: \u{1F}m5.49\u{1F}t per kg at Lidl on 3 Nov")
        PerApp.reduce(&state, .form(.setName("Tea")))
        #expect(PerApp.ViewModel(state).form?.hint == nil)
    }

    @Test("list rows carry a badge against the lowest price seen")
    func badges() {
        var state = Self.twoStores()
        // The open list holds Aldi's coffee, 6.99 per kg: 27.3% above Lidl's 5.49.
        #expect(PerApp.ViewModel(state).rows.map { $0.badge?.text } == ["27.3% above lowest"])
        PerApp.reduce(&state, .openList(id: ListID(high: 0, low: 0)))
        let rows = PerApp.ViewModel(state).rows
        #expect(rows.map { $0.badge?.text } == ["Lowest seen"])
        #expect(rows.map { $0.badge?.isLowest } == [true])
    }

    @Test("a first price has nothing to compare with, and a lowest price that was a sale says so")
    func firstPriceAndSale() throws {
        var state = State()
        Self.add(&state, "1", .kilogram, for: "5.49", name: "Coffee", store: "Lidl", sale: true)
        var row = try #require(PerApp.ViewModel(state).rows.first?.badge)
        #expect(row.text == "First price recorded" && !row.isLowest && row.isFirst)
        PerApp.reduce(&state, .newList(id: ListID(high: 0, low: 1)))
        Self.add(&state, "1", .kilogram, for: "5.99", name: "Coffee", store: "Aldi", on: Self.nov23)
        row = try #require(PerApp.ViewModel(state).rows.first?.badge)
        #expect(row.text == "9.1% above lowest" && !row.isLowest && !row.isFirst)
        PerApp.reduce(&state, .addProduct)
        for action in keys("1") { PerApp.reduce(&state, action) }
        PerApp.reduce(&state, .form(.selectUnit(.kilogram)))
        PerApp.reduce(&state, .form(.focus(.price)))
        for action in keys("5.49") { PerApp.reduce(&state, action) }
        PerApp.reduce(&state, .form(.setName("Coffee")))
        #expect(
            PerApp.ViewModel(state).form?.hint?.message
                == "The same as the lowest you've seen: 5.49 per kg on sale at Lidl on 3 Nov")
        PerApp.reduce(&state, .form(.focus(.price)))
        for action in keys("C6.04") { PerApp.reduce(&state, action) }
        // The amounts apart, for the page to write in the currency and the locale.
        #expect(
            PerApp.ViewModel(state).form?.hint?.encoded
                == "p10.0\u{1F}t more than the lowest you've seen: \u{1F}m5.49\u{1F}t per kg on sale at Lidl on 3 Nov")
        PerApp.reduce(&state, .form(.cancel))
        PerApp.reduce(&state, .showPriceBook)
        #expect(
            PerApp.ViewModel(state).book?.products.map(\.lowest) == ["5.49 per kg on sale at Lidl on 3 Nov"])
        #expect(
            PerApp.ViewModel(state).book?.products.map(\.lowestEncoded) == [
                "m5.49\u{1F}t per kg on sale at Lidl on 3 Nov"
            ])
    }

    @Test("the book screen: products, search, a product's figures and chart, delete and undo")
    func bookScreen() throws {
        var state = Self.twoStores()
        PerApp.reduce(&state, .setDate(Self.nov23))
        PerApp.reduce(&state, .newList(id: ListID(high: 0, low: 4)))
        Self.add(&state, "1", .litre, for: "1.09", name: "Milk", store: "Lidl", on: Self.nov23)
        PerApp.reduce(&state, .showPriceBook)
        var book = try #require(PerApp.ViewModel(state).book)
        #expect(book.products.map(\.name) == ["coffee", "Milk"])
        #expect(
            book.products.map(\.lowest) == ["5.49 per kg at Lidl on 3 Nov", "1.09 per L at Lidl on 23 Nov"])
        PerApp.reduce(&state, .searchPriceBook(" MIL"))
        #expect(PerApp.ViewModel(state).book?.products.map(\.name) == ["Milk"])
        PerApp.reduce(&state, .searchPriceBook("tea"))
        #expect(PerApp.ViewModel(state).book?.emptyMessage == "No product matches \u{201C}tea\u{201D}")
        PerApp.reduce(&state, .showBookProduct("Coffee"))
        book = try #require(PerApp.ViewModel(state).book)
        let coffee = try #require(book.product)
        #expect(coffee.referencePhrase == "per kg")
        #expect(coffee.count == 2)
        #expect(coffee.lowest.unitPrice == "5.49" && coffee.lowest.store == "Lidl")
        #expect(coffee.averageUnitPrice == "6.24")
        #expect(coffee.latestByStore.map(\.store) == ["Lidl", "Aldi"])
        #expect(coffee.history.map(\.date) == ["2026-11-20", "2026-11-03"])  // newest first
        #expect(coffee.history.map(\.unitPriceExact) == ["699/100", "549/100"])
        #expect(coffee.chart.series.map(\.store) == ["Lidl", "Aldi"])
        #expect(coffee.chart.series.map { $0.points.map(\.x) } == [["0.0000"], ["1.0000"]])
        #expect(coffee.chart.series.map { $0.points.map(\.y) } == [["0.0000"], ["1.0000"]])
        #expect(
            coffee.chart.summary
                == "Unit price per kg, 2 prices from 3 Nov to 20 Nov. Lowest: 5.49 per kg at Lidl on 3 Nov. "
                + "Highest: 6.99 per kg at Aldi on 20 Nov. Latest at Lidl: 5.49 on 3 Nov. Latest at Aldi: 6.99 on 20 Nov."
        )
        #expect(
            coffee.chart.summaryEncoded
                == "tUnit price per kg, 2 prices from 3 Nov to 20 Nov. Lowest: \u{1F}m5.49\u{1F}t per kg at Lidl on 3 Nov. "
                + "Highest: \u{1F}m6.99\u{1F}t per kg at Aldi on 20 Nov. Latest at Lidl: \u{1F}m5.49\u{1F}t on 3 Nov. "
                + "Latest at Aldi: \u{1F}m6.99\u{1F}t on 20 Nov.")
        // Delete entry, then Undo.
        let aldi = try #require(ListID(coffee.history[0].id))
        PerApp.reduce(&state, .deleteEntry(id: aldi))
        #expect(state.book.entryCount == 2)
        #expect(PerApp.ViewModel(state).undo?.kind == .undoDeleteEntry)
        #expect(PerApp.ViewModel(state).undo?.message == "Deleted the price of coffee on 20 Nov")
        #expect(PerApp.ViewModel(state).book?.product?.count == 1)
        PerApp.reduce(&state, .undoDeleteEntry)
        #expect(state.book.entryCount == 3)
        #expect(state.deletedEntry == nil)
        // Back to the products, then to the list.
        PerApp.reduce(&state, .closePriceBook)
        #expect(state.screen == .book && state.bookView.product == nil)
        PerApp.reduce(&state, .closePriceBook)
        #expect(state.screen == .list)
        PerApp.reduce(&state, .showBookProduct("Nothing"))
        #expect(state.alert?.message == "There is no Nothing in your price book")
    }

    @Test("the book quotes a product per the unit of the open list that holds it, else per its own")
    func bookFollowsTheList() throws {
        // The open list holds coffee, 500 g at Aldi: it quotes per 100 g, and so does the book.
        var state = Self.twoStores()
        PerApp.reduce(&state, .setDate(Self.nov23))
        PerApp.reduce(&state, .showPriceBook)
        #expect(PerApp.ViewModel(state).book?.products.map(\.lowest) == ["0.549 per 100 g at Lidl on 3 Nov"])
        PerApp.reduce(&state, .showBookProduct("Coffee"))
        var coffee = try #require(PerApp.ViewModel(state).book?.product)
        #expect(coffee.summary == "2 prices · unit prices per 100 g")
        // The lowest, the lowest regular and the average.
        #expect(coffee.figures.map(\.unitPrice) == ["0.549", "0.549", "0.624"])
        #expect(coffee.history.map(\.unitPriceExact) == ["699/1000", "549/1000"])
        // A unit pinned for the list is the book's too.
        PerApp.reduce(&state, .setReference(ReferenceQuantity(unit: .pound)))
        coffee = try #require(PerApp.ViewModel(state).book?.product)
        #expect(coffee.summary == "2 prices · unit prices per lb")
        #expect(coffee.figures.map(\.unitPrice) == ["2.49", "2.49", "2.83"])
        // A list that doesn't hold it leaves the book its own choice: 1 kg and 500 g, per kg.
        PerApp.reduce(&state, .newList(id: ListID(high: 0, low: 3)))
        Self.add(&state, "1", .kilogram, for: "2", name: "Tea")
        PerApp.reduce(&state, .showPriceBook)
        PerApp.reduce(&state, .showBookProduct("Coffee"))
        coffee = try #require(PerApp.ViewModel(state).book?.product)
        #expect(coffee.summary == "2 prices · unit prices per kg")
        #expect(coffee.figures.map(\.unitPrice) == ["5.49", "5.49", "6.24"])
    }

    @Test("the book is saved apart and restored; a book that can't be read leaves the lists restored")
    func savedBook() throws {
        var state = Self.twoStores()
        PerApp.reduce(&state, .form(.cancel))
        var writer = JSONWriter()
        state.writeBook(to: &writer)
        let saved = try JSON(parsing: state.encodedSession())
        let library = try JSON(parsing: state.encodedLibrary())
        let restored = State(
            restoring: saved, library: library, book: try JSON(parsing: writer.text), defaults: .init())
        #expect(restored == state)
        let broken = try JSON(
            parsing:
                #"{"version":3,"entries":[{"id":"00000000000000000000000000000001","product":"X","date":"2026-02-30","price":"1","packSize":"1","unit":"g"}]}"#
        )
        let partly = State(restoring: saved, library: library, book: broken, defaults: .init())
        #expect(partly.lists == state.lists)
        #expect(partly.book.entryCount == 0)
        #expect(
            partly.alert?.message
                == "Your price book could not be restored: the price book entry has an invalid 'date'")
    }

    /// A price book as version 3 writes it, kept as text so that later versions are tested
    /// against what this one wrote.
    static let bookVersion3 = """
        {"version":3,"entries":[\
        {"id":"00000000000000000000000000000001","product":"Coffee","store":"Lidl","date":"2026-11-03",\
        "sale":false,"price":"549/100","packCount":"1","packSize":"1","unit":"kg",\
        "list":"0000000000000000000000000000000a"},\
        {"id":"00000000000000000000000000000002","product":"Juice","store":null,"date":"2026-11-20",\
        "sale":true,"price":"10/3","packCount":"2","packSize":"64","unit":"us-fl-oz","list":null}]}
        """

    /// The same book as version 4 writes it, with an entry of another spelling and store.
    static let bookVersion4 = """
        {"version":4,"products":[\
        {"name":"Coffee","entries":["00000000000000000000000000000001 2026-11-03 549/100 1 1 kg 0 regular \
        0000000000000000000000000000000a"]},\
        {"name":"COFFEE","entries":["00000000000000000000000000000003 2026-11-21 5 1 1 kg 1 sale -"]},\
        {"name":"Juice","entries":["00000000000000000000000000000002 2026-11-20 10/3 2 64 us-fl-oz - sale -"]}],\
        "stores":["Lidl","Aldi"]}
        """

    @Test("a version-3 price book loads with every value and is written back in the current version")
    func bookFixture() throws {
        let state = State(restoring: nil, book: try JSON(parsing: Self.bookVersion3), defaults: .init())
        #expect(state.alert == nil)
        let coffee = try #require(state.book.product(named: "coffee")?.entries.first)
        #expect(coffee.id == ListID(high: 0, low: 1))
        #expect(coffee.store == "Lidl" && coffee.date == Self.nov3 && !coffee.isSale)
        #expect(coffee.item.price == exact("5.49") && coffee.item.quantity.unit == .kilogram)
        #expect(coffee.list == ListID(high: 0, low: 10))
        let juice = try #require(state.book.product(named: "juice")?.entries.first)
        #expect(juice.store == nil && juice.isSale && juice.list == nil)
        #expect(juice.item.price == exact("10/3"))
        #expect(juice.item.quantity.packCount == exact("2") && juice.item.quantity.packSize == exact("64"))
        #expect(juice.item.quantity.unit == .usFluidOunce)
        var writer = JSONWriter()
        state.writeBook(to: &writer)
        #expect(
            writer.text
                == #"{"version":5,"products":[{"name":"Coffee","entries":["#
                + #""00000000000000000000000000000001 2026-11-03 549/100 1 1 kg 0 regular 0000000000000000000000000000000a"]},"#
                + #"{"name":"Juice","entries":["00000000000000000000000000000002 2026-11-20 10/3 2 64 us-fl-oz - sale -"]}],"#
                + #""stores":["Lidl"]}"#)
    }

    @Test(
        "a version-4 price book loads with every value, spelling and store, and is written back as it was, as version 5"
    )
    func bookVersion4Fixture() throws {
        let state = State(restoring: nil, book: try JSON(parsing: Self.bookVersion4), defaults: .init())
        #expect(state.alert == nil)
        let coffee = try #require(state.book.product(named: "coffee"))
        #expect(coffee.entries.map(\.id) == [ListID(high: 0, low: 1), ListID(high: 0, low: 3)])
        #expect(coffee.entries.map(\.product) == ["Coffee", "COFFEE"])
        #expect(coffee.entries.map(\.store) == ["Lidl", "Aldi"])
        #expect(coffee.entries.map(\.isSale) == [false, true])
        #expect(coffee.entries[1].item.price == exact("5") && coffee.entries[1].list == nil)
        #expect(coffee.entries[0].list == ListID(high: 0, low: 10))
        let juice = try #require(state.book.product(named: "juice")?.entries.first)
        #expect(juice.store == nil && juice.isSale && juice.item.price == exact("10/3"))
        #expect(juice.item.quantity.packCount == exact("2") && juice.item.quantity.unit == .usFluidOunce)
        #expect(state.book.stores == ["Aldi", "Lidl"])
        // Every price is this device's own observation, as it was before devices were told apart.
        #expect(state.book.entryCount == 3 && state.book.entries.allSatisfy { !$0.isFromAnotherDevice })
        var writer = JSONWriter()
        state.writeBook(to: &writer)
        #expect(writer.text == #"{"version":5"# + Self.bookVersion4.dropFirst(#"{"version":4"#.count))
    }

    /// The version-5 book of ``bookVersion4``, with deals: one this device saw, one another
    /// device saw, and one regular price among them.
    static let bookWithDeals = """
        {"version":5,"products":[\
        {"name":"Coffee","entries":["00000000000000000000000000000001 2026-11-03 549/100 1 1 kg 0 regular - \
        deal member 4.99, buy 2 get 1 free","00000000000000000000000000000002 2026-11-04 6 1 1 kg 1 regular -",\
        "00000000000000000000000000000003 2026-11-05 5 1 1 kg 1 sale - other deal 10% off, plus 8% tax"]},\
        {"name":"Cola","entries":["00000000000000000000000000000004 2026-11-05 499/100 6 330 mL - regular - \
        deal 3 for 12.00, deposit 0.25"]}],\
        "stores":["Lidl","Aldi"]}
        """

    @Test("a saved book keeps every deal, and is written back as it was")
    func savedDeals() throws {
        let state = State(restoring: nil, book: try JSON(parsing: Self.bookWithDeals), defaults: .init())
        #expect(state.alert == nil)
        let coffee = try #require(state.book.product(named: "coffee"))
        #expect(
            coffee.entries.map { $0.item.deal?.text } == [
                "member 4.99, buy 2 get 1 free", nil, "10% off, plus 8% tax",
            ])
        #expect(coffee.entries.map(\.isFromAnotherDevice) == [false, false, true])
        #expect(try coffee.entries[0].unitPrice() == exact("9.98").divided(by: exact("3000")))
        let cola = try #require(state.book.product(named: "cola")?.entries.first)
        #expect(cola.item.deal?.deposit == exact("0.25") && cola.item.quantity.packCount == exact("6"))
        var writer = JSONWriter()
        state.writeBook(to: &writer)
        #expect(writer.text == Self.bookWithDeals)
    }

    @Test(
        "the book screen shows each price's deal, counts it at the deal's unit price, and the lowest deal price apart"
    )
    func bookScreenWithDeals() throws {
        var state = State(restoring: nil, book: try JSON(parsing: Self.bookWithDeals), defaults: .init())
        PerApp.reduce(&state, .setDate(Self.nov23))
        PerApp.reduce(&state, .showPriceBook)
        PerApp.reduce(&state, .showBookProduct("Coffee"))
        let coffee = try #require(PerApp.ViewModel(state).book?.product)
        // member 4.99, buy 2 get 1 free: 9.98 for 3 kg; 10% off plus 8% tax: 4.86 a kg.
        #expect(coffee.history.map(\.deal) == ["10% off, plus 8% tax", "", "member 4.99, buy 2 get 1 free"])
        #expect(coffee.history.map(\.isDealPrice) == [true, false, true])
        #expect(coffee.history.map(\.unitPriceExact) == ["243/50", "6", "499/150"])
        #expect(coffee.lowest.id == "00000000000000000000000000000001" && coffee.lowest.isDealPrice)
        #expect(coffee.lowestRegular?.id == "00000000000000000000000000000002")
        #expect(coffee.lowestWithDeal?.id == "00000000000000000000000000000001")
        #expect(coffee.noRegularPrice == nil)
        PerApp.reduce(&state, .closePriceBook)
        let products = try #require(PerApp.ViewModel(state).book?.products)
        #expect(products.first?.lowest == "3.33 per kg with a deal at Lidl on 3 Nov")
        #expect(products.map(\.countText) == ["3 prices", "1 price"])
    }

    @Test("the book's products name the lowest price as the settings count it, with member prices or without")
    func productsCountMemberPricesAsSet() throws {
        // 7.00 a kg, 3.00 for members at Lidl; 5.00 a kg at Aldi.
        let book = """
            {"version":5,"products":[{"name":"Tea","entries":[\
            "00000000000000000000000000000011 2026-11-03 7 1 1 kg 0 regular - deal member 3.00",\
            "00000000000000000000000000000012 2026-11-04 5 1 1 kg 1 regular -"]}],"stores":["Lidl","Aldi"]}
            """
        var state = State(restoring: nil, book: try JSON(parsing: book), defaults: .init())
        #expect(state.alert == nil)
        PerApp.reduce(&state, .setDate(Self.nov23))
        PerApp.reduce(&state, .showPriceBook)
        #expect(
            PerApp.ViewModel(state).book?.products.map(\.lowest) == [
                "3.00 per kg with a deal at Lidl on 3 Nov"
            ])
        PerApp.reduce(&state, .setUsesMemberPrices(false))
        #expect(PerApp.ViewModel(state).book?.products.map(\.lowest) == ["5.00 per kg at Aldi on 4 Nov"])
        PerApp.reduce(&state, .showBookProduct("Tea"))
        let tea = try #require(PerApp.ViewModel(state).book?.product)
        #expect(tea.lowest.id == "00000000000000000000000000000012" && tea.figures.first?.unitPrice == "5.00")
        #expect(tea.chart.summary.contains("Lowest: 5.00 per kg at Aldi on 4 Nov."))
    }

    @Test("the book screen's sentences are PerKit's: the summary, each figure and where each price was seen")
    func bookScreenWords() throws {
        var state = State(restoring: nil, book: try JSON(parsing: Self.bookWithDeals), defaults: .init())
        PerApp.reduce(&state, .setDate(Self.nov23))
        PerApp.reduce(&state, .showPriceBook)
        PerApp.reduce(&state, .showBookProduct("Coffee"))
        let coffee = try #require(PerApp.ViewModel(state).book?.product)
        #expect(coffee.summary == "3 prices · unit prices per kg")
        #expect(coffee.figures.map(\.term) == ["Lowest", "Lowest regular", "Lowest with a deal", "Average"])
        #expect(coffee.figures.map(\.unitPrice) == ["3.33", "6.00", "3.33", "4.73"])
        #expect(
            coffee.figures.map(\.detail) == [
                "m5.49\u{1F}t for 1 kg, \u{1F}Tmember 4.99, buy 2 get 1 free\u{1F}t at Lidl, 3 Nov",
                "m6.00\u{1F}t for 1 kg at Aldi, 4 Nov",
                "m5.49\u{1F}t for 1 kg, \u{1F}Tmember 4.99, buy 2 get 1 free\u{1F}t at Lidl, 3 Nov",
                "tof 3 prices",
            ])
        #expect(coffee.figures.map(\.isSale) == [false, false, false, false])
        // The store's own list names the store apart.
        #expect(coffee.latestByStore.map(\.storeName) == ["Lidl", "Aldi"])
        #expect(
            coffee.latestByStore.last?.detailAtStore
                == "m5.00\u{1F}t for 1 kg, \u{1F}T10% off, plus 8% tax\u{1F}t, 5 Nov")
        // The history names the day and the store apart: each price says only what it was.
        #expect(
            coffee.history.map(\.priceDetail) == [
                "m5.00\u{1F}t for 1 kg, \u{1F}T10% off, plus 8% tax", "m6.00\u{1F}t for 1 kg",
                "m5.49\u{1F}t for 1 kg, \u{1F}Tmember 4.99, buy 2 get 1 free",
            ])
        // Each Delete button says which price it deletes, the price in the currency.
        #expect(
            coffee.history.map(\.deleteName) == [
                "tDelete Coffee, 5 Nov, Aldi, \u{1F}m5.00", "tDelete Coffee, 4 Nov, Aldi, \u{1F}m6.00",
                "tDelete Coffee, 3 Nov, Lidl, \u{1F}m5.49",
            ])

        // A price without a store, only deal prices, and a comma as the decimal separator.
        state.settings.decimalSeparator = ","
        PerApp.reduce(&state, .closePriceBook)
        PerApp.reduce(&state, .showBookProduct("Cola"))
        let cola = try #require(PerApp.ViewModel(state).book?.product)
        #expect(cola.summary == "1 price · unit prices per L")
        #expect(cola.figures.map(\.term) == ["Lowest", "Lowest regular", "Average"])
        #expect(cola.figures[1].unitPrice == nil && cola.figures[1].detail == "tOnly deal prices so far")
        #expect(cola.history.map(\.storeName) == ["No store"])
        #expect(cola.history.map(\.deleteName) == ["tDelete Cola, 5 Nov, No store, \u{1F}m4.99"])
        #expect(
            cola.history[0].detail
                == "m4.99\u{1F}t for 6 × 330 mL, \u{1F}T3 for 12,00, deposit 0,25\u{1F}t, 5 Nov")
        #expect(cola.chart.series.map(\.storeName) == ["No store"])
    }

    @Test("prices of one day at one store have Delete buttons of their own: the quantity, then which of them")
    func deleteNames() throws {
        var state = State()
        Self.add(&state, "1", .kilogram, for: "5.49", name: "Coffee", store: "Lidl")
        Self.add(&state, "500", .gram, for: "5.49", name: "Coffee", store: "Lidl")
        Self.add(&state, "500", .gram, for: "5.49", name: "coffee", store: "Lidl")
        Self.add(&state, "1", .kilogram, for: "5.49", name: "Coffee", store: "Aldi")
        Self.add(&state, "1", .kilogram, for: "5.49", name: "Coffee", store: "Lidl", on: Self.nov23)
        PerApp.reduce(&state, .showPriceBook)
        PerApp.reduce(&state, .showBookProduct("Coffee"))
        let coffee = try #require(PerApp.ViewModel(state).book?.product)
        #expect(
            coffee.history.map { EncodedPhrase.plainText(of: $0.deleteName, decimalSeparator: ".") } == [
                "Delete Coffee, 23 Nov, Lidl, 5.49",
                "Delete Coffee, 3 Nov, Aldi, 5.49",
                "Delete Coffee, 3 Nov, Lidl, 5.49 for 500 g, 1 of 2",
                "Delete Coffee, 3 Nov, Lidl, 5.49 for 500 g, 2 of 2",
                "Delete Coffee, 3 Nov, Lidl, 5.49 for 1 kg",
            ])
        #expect(
            coffee.history[2].deleteName
                == "tDelete Coffee, 3 Nov, Lidl, \u{1F}m5.49\u{1F}t for 500 g\u{1F}t, 1 of 2")
    }

    @Test(
        "a saved line that can't be read names its product, entry and field",
        arguments: [
            (
                "00000000000000000000000000000001 2026-11-03 549/100 1 1 kg - regular",
                ".entries[0]': it should have 9 or 10 fields, not 8"
            ),
            ("00000000000000000000000000000001 2026-02-30 549/100 1 1 kg - regular -", ".entries[0].date'"),
            (
                "00000000000000000000000000000001 2026-11-03 549/100 1 1 kg - regular - laptop",
                ".entries[0].device'"
            ),
            (
                "00000000000000000000000000000001 2026-11-03 549/100 1 1 kg - regular - other x",
                ".entries[0]': it should have 9 or 10 fields, not 11"
            ),
            ("0000000000000000000000000000001 2026-11-03 549/100 1 1 kg - regular -", ".entries[0].id'"),
            ("00000000000000000000000000000001 2026-11-03 5.49 1 1 kg - regular -", ".entries[0].price'"),
            ("00000000000000000000000000000001 2026-11-03 549/100 1 1 kilo - regular -", ".entries[0].unit'"),
            ("00000000000000000000000000000001 2026-11-03 549/100 1 1 kg 1 regular -", ".entries[0].store'"),
            ("00000000000000000000000000000001 2026-11-03 549/100 1 1 kg 0 promo -", ".entries[0].sale'"),
            ("00000000000000000000000000000001 2026-11-03 549/100 1 1 kg 0 sale x", ".entries[0].list'"),
            ("00000000000000000000000000000001 2026-11-03 549/100 1 1 kg 0 sale - deal", ".entries[0].deal'"),
            (
                "00000000000000000000000000000001 2026-11-03 549/100 1 1 kg 0 sale - deal member",
                ".entries[0].deal'"
            ),
            (
                "00000000000000000000000000000001 2026-11-03 549/100 1 1 kg 0 sale - other deal 3 for 2",
                ".entries[0].deal'"
            ),
            (
                "00000000000000000000000000000001 2026-11-03 549/100 1 1 kg 0 sale - deal save 6.00",
                ".entries[0]': 'save 6.00' leaves nothing to pay: one pack would cost -0.51"
            ),
            (
                "00000000000000000000000000000001 2026-11-03 549/100 1 0 kg 0 sale -",
                ".entries[0]': The quantity must be greater than zero (it is 0)"
            ),
            (
                "00000000000000000000000000000001 2026-11-03 549/100 1 1 L 0 sale -",
                "': Can't record 1 L (sold by volume) for Tea: it is sold by weight in your price book"
            ),
        ])
    func unreadableLine(_ line: String, _ detail: String) throws {
        let book =
            #"{"version":4,"stores":["Lidl"],"products":[{"name":"Tea","entries":["#
            + #""00000000000000000000000000000009 2026-11-01 1 1 1 kg - regular -"]},"#
            + #"{"name":"Tea","entries":[""# + line + #""]}]}"#
        let state = State(restoring: nil, book: try JSON(parsing: book), defaults: .init())
        #expect(state.book.entryCount == 0)
        #expect(
            state.alert?.message
                == "Your price book could not be restored: the saved price book has an invalid 'products[1]"
                + detail)
    }

    @Test(
        "through the wire: a book restored after the lists is not sent back; one that can't be read is reported"
    )
    func restoreBookLater() throws {
        var session = WireSession()
        _ = session.start(#"{"today":"2026-11-24","id":"0123456789abcdef0123456789abcdef"}"#)
        let answer = try JSON(
            parsing: session.dispatch(#"{"type":"restoreBook","book":"# + Self.bookVersion4 + "}"))
        #expect(answer["book"] == nil && answer["restoreFailed"] == nil && answer["error"] == nil)
        #expect(session.state.book.entryCount == 3)
        #expect(
            session.state.book
                == State(restoring: nil, book: try JSON(parsing: Self.bookVersion4), defaults: .init()).book)
        // A price recorded before the book came is kept, and the merged book is sent.
        var early = WireSession()
        _ = early.start(#"{"today":"2026-11-24","id":"0123456789abcdef0123456789abcdef"}"#)
        for request in [
            #"{"type":"addProduct"}"#, #"{"type":"key","key":"1"}"#, #"{"type":"focus","field":"price"}"#,
            #"{"type":"key","key":"2"}"#, #"{"type":"setName","name":"Tea"}"#, #"{"type":"submit"}"#,
        ] { _ = early.dispatch(request) }
        let merged = try JSON(
            parsing: early.dispatch(#"{"type":"restoreBook","book":"# + Self.bookVersion4 + "}"))
        #expect(early.state.book.entryCount == 4)
        #expect(merged["book"]?["products"]?.arrayValue?.count == 4)
        // A book that can't be read leaves the book as it was and says why.
        let broken = try JSON(
            parsing: early.dispatch(
                #"{"type":"restoreBook","book":{"version":4,"products":[{"name":"X","entries":["x"]}]}}"#))
        #expect(broken["restoreFailed"] == .bool(true))
        #expect(early.state.book.entryCount == 4)
        #expect(
            early.state.alert?.message
                == "Your price book could not be restored: the saved price book has an invalid 'products[0].entries[0].id'"
        )
        let malformed = try JSON(parsing: early.dispatch(#"{"type":"restoreBook","book":[]}"#))
        #expect(
            malformed["error"]?.stringValue == "the action 'restoreBook' needs an object or a string 'book'")
    }

    @Test("through the wire: a book whose text isn't JSON, given as text, is reported with where it stops")
    func restoreBookText() throws {
        let restore = { (session: inout WireSession, text: String) throws -> JSON in
            try JSON(
                parsing: session.dispatch(
                    JSON.object([.init("type", .string("restoreBook")), .init("book", .string(text))]).text))
        }
        var session = WireSession()
        _ = session.start(#"{"today":"2026-11-24","id":"0123456789abcdef0123456789abcdef"}"#)
        let cut = try restore(&session, String(Self.bookVersion4.prefix(30)))
        #expect(cut["restoreFailed"] == .bool(true) && cut["book"] == nil)
        #expect(session.state.book.entryCount == 0)
        #expect(
            session.state.alert?.message
                == "Your price book could not be restored: invalid JSON at byte 30: unterminated string")
        // Whole text is restored and sent back, for the front end to keep as PerKit read it.
        var whole = WireSession()
        _ = whole.start(#"{"today":"2026-11-24","id":"0123456789abcdef0123456789abcdef"}"#)
        let read = try restore(&whole, Self.bookVersion4)
        #expect(read["restoreFailed"] == nil && whole.state.alert == nil)
        #expect(whole.state.book.entryCount == 3)
        #expect(read["book"]?["products"]?.arrayValue?.isEmpty == false)
        // At start too.
        var started = WireSession()
        let answer = try JSON(
            parsing: started.start(
                JSON.object([.init("book", .string(String(Self.bookVersion4.prefix(30))))]).text))
        #expect(answer["restoreFailed"] == .bool(true))
        #expect(
            started.state.alert?.message.hasPrefix("Your price book could not be restored: invalid JSON") == true)
    }

    @Test("through the wire: today dates prices, and the book is sent only when it changed")
    func wire() throws {
        var session = WireSession()
        _ = session.start(
            #"{"now":"2026-11-23T08:00:00Z","today":"2026-11-24","id":"0123456789abcdef0123456789abcdef"}"#)
        #expect(session.state.today == CalendarDate("2026-11-24"))
        // The fresh bits are used by the first entry recorded, and nothing saved changes before.
        #expect(session.state.upcomingEntryID == ListID("fedcba9876543210" + "0123456789abcdef"))
        #expect(session.state.nextEntryID == PerApp.State.entrySeed(from: session.state.openListID))
        for request in [
            #"{"type":"addProduct"}"#, #"{"type":"key","key":"1"}"#, #"{"type":"focus","field":"price"}"#,
            #"{"type":"key","key":"2"}"#, #"{"type":"setName","name":"Tea"}"#,
            #"{"type":"setStore","store":"Lidl"}"#, #"{"type":"setSale","isSale":true}"#,
        ] {
            let answer = try JSON(parsing: session.dispatch(request))
            #expect(answer["book"] == nil && answer["error"] == nil)
        }
        let added = try JSON(parsing: session.dispatch(#"{"type":"submit","today":"2026-11-25"}"#))
        let product = try #require(added["book"]?["products"]?.arrayValue?.first)
        #expect(product["name"]?.stringValue == "Tea")
        #expect(added["book"]?["stores"] == .array([.string("Lidl")]))
        // The product took the first id, its price the second.
        #expect(added["saved"]?["nextEntry"]?.stringValue == "fedcba98765432100123456789abcdf1")
        // id, date, price, pack count, pack size, unit, store, sale, list.
        let list = session.state.openListID.text
        #expect(
            product["entries"]
                == .array([.string("fedcba98765432100123456789abcdf0 2026-11-25 2 1 1 g 0 sale \(list)")]))
        let bad = try JSON(parsing: session.dispatch(#"{"type":"setDate","today":"2026-02-30"}"#))
        #expect(bad["error"]?.stringValue == "'today' must be a date YYYY-MM-DD, e.g. 2026-11-23")
    }

    @Test("through the wire: the session leaves the book screen out, and WireBookScreen builds it")
    func wireBookScreen() throws {
        var session = WireSession()
        _ = session.start(#"{"now":"2026-11-23T08:00:00Z","today":"2026-11-23","decimalSeparator":","}"#)
        var book: JSON?
        for request in [
            #"{"type":"addProduct"}"#, #"{"type":"key","key":"1"}"#, #"{"type":"selectUnit","unit":"kg"}"#,
            #"{"type":"focus","field":"price"}"#, #"{"type":"key","key":"5"}"#,
            #"{"type":"key","key":"point"}"#,
            #"{"type":"key","key":"4"}"#, #"{"type":"key","key":"9"}"#,
            #"{"type":"setName","name":"Coffee"}"#,
            #"{"type":"setStore","store":"Lidl"}"#, #"{"type":"submit"}"#,
        ] {
            book = try JSON(parsing: session.dispatch(request))["book"] ?? book
        }
        let shown = try JSON(parsing: session.dispatch(#"{"type":"showPriceBook"}"#))
        #expect(shown["view"]?["screen"]?.stringValue == "book")
        #expect(shown["view"]?["book"] == .null)
        // The screen as the full view model shows it, from the session and the book the wire sent.
        var screen = WireBookScreen()
        func view(_ answer: JSON, book: JSON?) throws -> JSON {
            var members: [JSON.Member] = [
                .init("saved", try #require(answer["saved"])), .init("decimalSeparator", .string(",")),
            ]
            if let book { members.append(.init("book", book)) }
            return try JSON(parsing: screen.view(JSON.object(members).text))
        }
        let products = try view(shown, book: book)
        let expected = try JSON(parsing: WireViewModel.text(PerApp.ViewModel(session.state)))["book"]
        #expect(products["book"] == expected)
        #expect(
            products["book"]?["products"]?.arrayValue?.first?["lowest"]?.stringValue
                == "5,49 per kg at Lidl on 23 Nov")
        // The book stays: a search sends the session alone.
        let searched = try JSON(parsing: session.dispatch(#"{"type":"searchPriceBook","text":"tea"}"#))
        #expect(
            try view(searched, book: nil)["book"]?["emptyMessage"]?.stringValue
                == "No product matches \u{201C}tea\u{201D}")
        // A book that can't be restored is an error, and the one given before stays.
        let broken = JSON.object([.init("version", .number("4")), .init("products", .array([.string("x")]))])
        #expect(
            try view(searched, book: broken)["error"]?.stringValue?.hasPrefix("Your price book could not")
                == true)
        // An alert over the screen is shown by per.wasm; the screen stays as it was.
        let alert = try JSON(parsing: session.dispatch(#"{"type":"showBookProduct","name":"Tea"}"#))
        #expect(alert["view"]?["alert"]?["message"]?.stringValue == "There is no Tea in your price book")
        #expect(
            try view(alert, book: nil)["book"]?["emptyMessage"]?.stringValue?.hasPrefix("No product") == true)
        _ = session.dispatch(#"{"type":"dismissAlert"}"#)
        let coffee = try JSON(parsing: session.dispatch(#"{"type":"showBookProduct","name":"Coffee"}"#))
        #expect(try view(coffee, book: nil)["book"]?["product"]?["count"]?.intValue == 1)
        // In the app's language, which the session names only when Settings chose it.
        var spanish = WireBookScreen()
        let inSpanish = try JSON(
            parsing: spanish.view(
                JSON.object([
                    .init("saved", try #require(coffee["saved"])), .init("book", try #require(book)),
                    .init("decimalSeparator", .string(",")), .init("language", .string("es")),
                ]).text))
        let product = try #require(inSpanish["book"]?["product"])
        #expect(product["summary"]?.stringValue == "1 precio · precios unitarios por kg")
        #expect(
            product["figures"]?.arrayValue?.compactMap { $0["term"]?.stringValue }
                == ["Precio mínimo", "Más bajo sin oferta", "Promedio"])
        #expect(try view(coffee, book: .null)["book"]?["product"] == .null)
        #expect(screen.view("{}").hasPrefix(#"{"error":"#))
    }

    @Test("through the wire: WireBookScreen, given the lists, quotes a product per its open list's unit")
    func wireBookScreenFollowsTheList() throws {
        var session = WireSession()
        _ = session.start(#"{"now":"2026-11-23T08:00:00Z","today":"2026-11-23"}"#)
        var book: JSON?
        var library: JSON?
        // Coffee, 250 g for 2, beside 1 kg of beans: the list quotes per kg.
        for (quantity, unit, price, name) in [("250", "g", "2", "Coffee"), ("1", "kg", "5", "Beans")] {
            var requests = [#"{"type":"addProduct"}"#]
            requests += quantity.map { #"{"type":"key","key":"\#($0)"}"# }
            requests += [#"{"type":"selectUnit","unit":"\#(unit)"}"#, #"{"type":"focus","field":"price"}"#]
            requests += price.map { #"{"type":"key","key":"\#($0)"}"# }
            requests += [#"{"type":"setName","name":"\#(name)"}"#, #"{"type":"submit"}"#]
            for request in requests {
                let answer = try JSON(parsing: session.dispatch(request))
                book = answer["book"] ?? book
                library = answer["library"] ?? library
            }
        }
        let shown = try JSON(parsing: session.dispatch(#"{"type":"showPriceBook"}"#))
        func view(_ screen: inout WireBookScreen, library: JSON?) throws -> JSON? {
            var members: [JSON.Member] = [
                .init("saved", try #require(shown["saved"])), .init("book", try #require(book)),
            ]
            if let library { members.append(.init("library", library)) }
            return try JSON(parsing: screen.view(JSON.object(members).text))["book"]
        }
        var screen = WireBookScreen()
        let following = try view(&screen, library: library)
        #expect(following == (try JSON(parsing: WireViewModel.text(PerApp.ViewModel(session.state)))["book"]))
        let lowest = { (book: JSON?) in book?["products"]?.arrayValue?.last?["lowest"]?.stringValue }
        #expect(lowest(following) == "8.00 per kg on 23 Nov")
        // The lists stay: a search sends the session alone.
        #expect(lowest(try view(&screen, library: nil)) == "8.00 per kg on 23 Nov")
        // Without the lists, the product's own choice for 250 g.
        var alone = WireBookScreen()
        #expect(lowest(try view(&alone, library: nil)) == "0.800 per 100 g on 23 Nov")
    }

    @Test(
        "through the wire: the rows shown again are those worked out last only while nothing they show changed"
    )
    func wireBookScreenRowsFollowEveryChange() throws {
        // 7.00 a kg, 3.00 for members at Lidl; 5.00 a kg at Aldi.
        let book = try JSON(
            parsing: """
                {"version":5,"products":[{"name":"Tea","entries":[\
                "00000000000000000000000000000011 2026-11-03 7 1 1 kg 0 regular - deal member 3.00",\
                "00000000000000000000000000000012 2026-11-04 5 1 1 kg 1 regular -"]}],"stores":["Lidl","Aldi"]}
                """)
        var session = WireSession()
        _ = session.start(
            JSON.object([
                .init("now", .string("2026-11-23T08:00:00Z")), .init("today", .string("2026-11-23")),
                .init("book", book),
            ]).text)
        var screen = WireBookScreen()
        func lowest(_ request: String, book: JSON? = nil, library: JSON? = nil, separator: String = ".")
            throws -> String?
        {
            let saved = try #require(JSON(parsing: session.dispatch(request))["saved"])
            var members: [JSON.Member] = [
                .init("saved", saved), .init("decimalSeparator", .string(separator)),
            ]
            if let book { members.append(.init("book", book)) }
            if let library { members.append(.init("library", library)) }
            let answer = try JSON(parsing: screen.view(JSON.object(members).text))
            return answer["book"]?["products"]?.arrayValue?.first?["lowest"]?.stringValue ?? answer.text
        }
        #expect(
            try lowest(#"{"type":"showPriceBook"}"#, book: book) == "3.00 per kg with a deal at Lidl on 3 Nov"
        )
        #expect(try lowest(#"{"type":"closePriceBook"}"#) == "3.00 per kg with a deal at Lidl on 3 Nov")
        // How numbers are written, the settings, the day, the book and the open list each show.
        #expect(
            try lowest(#"{"type":"showPriceBook"}"#, separator: ",")
                == "3,00 per kg with a deal at Lidl on 3 Nov")
        #expect(try lowest(#"{"type":"setUsesMemberPrices","isOn":false}"#) == "5.00 per kg at Aldi on 4 Nov")
        #expect(
            try lowest(#"{"type":"setDate","today":"2027-01-05"}"#) == "5.00 per kg at Aldi on 4 Nov 2026")
        let cheaper = try JSON(
            parsing: """
                {"version":5,"products":[{"name":"Tea","entries":[\
                "00000000000000000000000000000013 2026-11-05 4 1 1 kg - regular -"]}],"stores":[]}
                """)
        let searched = try lowest(#"{"type":"searchPriceBook","text":"te"}"#, book: cheaper)
        #expect(searched == "4.00 per kg on 5 Nov 2026")
        // Tea in the open list, sold by the 100 g (its price not remembered): quoted per 100 g.
        var library: JSON?
        for request in [
            #"{"type":"closePriceBook"}"#, #"{"type":"setRemembersPrices","isOn":false}"#,
            #"{"type":"addProduct"}"#, #"{"type":"key","key":"1"}"#, #"{"type":"key","key":"0"}"#,
            #"{"type":"key","key":"0"}"#, #"{"type":"selectUnit","unit":"g"}"#,
            #"{"type":"focus","field":"price"}"#,
            #"{"type":"key","key":"1"}"#, #"{"type":"setName","name":"tea "}"#, #"{"type":"submit"}"#,
        ] {
            library = try JSON(parsing: session.dispatch(request))["library"] ?? library
        }
        let quoted = try lowest(#"{"type":"showPriceBook"}"#, library: library)
        #expect(quoted == "0.400 per 100 g on 5 Nov 2026")
    }

    @Test("a price book screen the front end can't show: back to the list, with its message")
    func bookScreenFailed() {
        var state = Self.twoStores()
        PerApp.reduce(&state, .showPriceBook)
        PerApp.reduce(&state, .showBookProduct("Coffee"))
        PerApp.reduce(&state, .bookScreenFailed("per-book.wasm can't be downloaded"))
        #expect(state.screen == .list)
        #expect(state.alert?.message == "per-book.wasm can't be downloaded")
        // Elsewhere, it says why and leaves the screen as it is.
        PerApp.reduce(&state, .dismissAlert)
        PerApp.reduce(&state, .showLibrary)
        PerApp.reduce(&state, .bookScreenFailed("again"))
        #expect(state.screen == .library && state.alert?.message == "again")
    }
}
