import Testing

@testable import PerAppTestSupport
@testable import PerKit

/// The add-product form, sent as actions, checking the whole resulting state.
@Suite("Add-product form")
struct ProductFormTests {
    @Test("Add product opens the form on the quantity field with the sold-by selector")
    func addProductOpensForm() {
        var store = TestStore()
        store.send(.addProduct) { $0.form = newForm(.weight, .gram) }
        #expect(store.state.form?.focus == .quantity)
        let form = store.view.form
        #expect(form?.title == "Add product")
        #expect(form?.submitTitle == "Add")
        #expect(form?.canSubmit == false)
        #expect(form?.soldBy?.map(\.title) == ["Weight", "Volume", "Units", "Length", "Area"])
        #expect(form?.soldBy?.map(\.id) == ["weight", "volume", "count", "length", "area"])
        #expect(form?.soldBy?.filter(\.isSelected).map(\.id) == ["weight"])
        #expect(store.view.canAddProduct == false)
        store.send(.addProduct)  // a second form does not open
    }

    @Test("form fields are in the diary's order: quantity, unit, price, then name")
    func fieldOrder() {
        #expect(Array(FormField.allCases.prefix(5)) == [.quantity, .unit, .price, .name, .store])
        #expect(
            FormField.allCases.prefix(5).map { Catalog.english.label(of: $0) } == [
                "Quantity", "Unit", "Price", "Name", "Store",
            ])
        #expect(FormField.allCases.prefix(5).filter(\.usesKeypad) == [.quantity, .price])
    }

    @Test("next and previous move through the fields and are disabled at the ends")
    func previousAndNext() {
        var store = TestStore(state(form: newForm()))
        #expect(store.view.form?.canGoToPreviousField == false)
        #expect(store.view.form?.canGoToNextField == true)
        store.send(.form(.previousField))  // disabled at the start
        store.send(.form(.nextField)) { $0.form?.focus = .unit }
        #expect(store.view.form?.canGoToPreviousField == true)
        store.send(.form(.nextField)) { $0.form?.focus = .price }
        store.send(.form(.nextField)) { $0.form?.focus = .name }
        store.send(.form(.nextField)) { $0.form?.focus = .store }
        #expect(store.view.form?.canGoToNextField == false)
        #expect(store.view.form?.canGoToPreviousField == true)
        store.send(.form(.nextField))  // disabled at the end
        store.send(.form(.previousField)) { $0.form?.focus = .name }
        store.send(.form(.previousField)) { $0.form?.focus = .price }
        store.send(.form(.previousField)) { $0.form?.focus = .unit }
        store.send(.form(.previousField)) { $0.form?.focus = .quantity }
        store.send(.form(.focus(.name))) { $0.form?.focus = .name }
    }

    @Test("next from a form without focus goes to the first field")
    func nextWithoutFocus() {
        var store = TestStore(state(form: form(focus: nil)))
        #expect(store.view.form?.canGoToPreviousField == false)
        #expect(store.view.form?.canGoToNextField == true)
        #expect(store.view.form?.keypad == nil)
        store.send(.form(.previousField))
        store.send(.form(.nextField)) { $0.form?.focus = .quantity }
    }

    @Test(
        "the sold-by selector decides the unit and the unit choices",
        arguments: [
            (Dimension.weight, MeasurementSystem.metric, ["g", "kg", "mg", "oz", "lb"]),
            (.weight, .us, ["oz", "lb", "g", "kg", "mg"]),
            (.weight, .uk, ["g", "kg", "mg", "oz", "lb"]),
            (
                .volume, .metric,
                [
                    "mL", "L", "cL", "dL", "us-fl-oz", "us-cup", "us-pt", "us-qt", "us-gal", "us-tsp",
                    "us-tbsp",
                    "uk-fl-oz", "uk-cup", "uk-pt", "uk-qt", "uk-gal",
                ]
            ),
            (
                .volume, .us,
                [
                    "us-fl-oz", "us-cup", "us-pt", "us-qt", "us-gal", "us-tsp", "us-tbsp", "mL", "L", "cL",
                    "dL",
                    "uk-fl-oz", "uk-cup", "uk-pt", "uk-qt", "uk-gal",
                ]
            ),
            (
                .volume, .uk,
                [
                    "mL", "L", "cL", "dL", "uk-fl-oz", "uk-pt", "uk-qt", "uk-gal", "uk-cup", "us-tsp",
                    "us-tbsp",
                    "us-fl-oz", "us-cup", "us-pt", "us-qt", "us-gal",
                ]
            ),
            (.count, .metric, ["each", "pair", "dozen"]), (.count, .us, ["each", "pair", "dozen"]),
            (.length, .metric, ["m", "cm", "mm", "in", "ft", "yd"]),
            (.length, .us, ["ft", "in", "yd", "m", "cm", "mm"]),
            (.area, .metric, ["m2", "cm2", "sq-ft", "sq-in", "sq-yd"]),
            (.area, .us, ["sq-ft", "sq-in", "sq-yd", "m2", "cm2"]),
        ])
    func soldBySelector(_ dimension: Dimension, _ system: MeasurementSystem, _ choices: [String]) throws {
        let settings = PerApp.Settings(system: system, currencyCode: "USD")
        var store = TestStore(state(settings: settings))
        let firstUnit = try #require(Unit.withID(system == .us ? "oz" : "g"))
        store.send(.addProduct) { $0.form = newForm(.weight, firstUnit) }
        let unit = try #require(Unit.withID(choices[0]))
        store.send(.form(.selectSoldBy(dimension))) {
            $0.form?.soldBy = dimension
            $0.form?.unit = unit
        }
        let view = try #require(store.view.form)
        #expect(view.unit.choices.map(\.id) == choices)
        #expect(view.unit.choices.filter(\.isSelected).map(\.id) == [choices[0]])
        #expect(view.unit.isEnabled)
        #expect(view.soldBy?.filter(\.isSelected).map(\.id) == [dimension.rawValue])
    }

    @Test("unit symbols follow the measurement system")
    func unitSymbols() throws {
        let settings = PerApp.Settings(system: .uk, currencyCode: "GBP")
        let store = TestStore(state(form: newForm(.volume, .ukPint), settings: settings))
        let view = try #require(store.view.form)
        #expect(view.unit.symbol == "pt")
        #expect(
            view.unit.choices.map(\.title) == [
                "mL", "L", "cL", "dL", "fl oz", "pt", "qt", "gal", "cup", "tsp", "tbsp", "US fl oz", "US cup",
                "US pt",
                "US qt", "US gal",
            ])
    }

    @Test("the sold-by selector is shown while the list is empty or its only product is edited")
    func soldBySelectorForEmptyListOrOnlyProduct() {
        var store = TestStore(state([Diary.grams, Diary.pound], lastUnit: .gram))
        store.send(.addProduct) { $0.form = newForm(.weight, .gram) }
        #expect(store.view.form?.soldBy == nil)
        store.send(.form(.selectSoldBy(.volume)))  // ignored
        store.send(.form(.cancel)) { $0.form = nil }
        store.send(.editProduct(index: 0)) { $0.form = ProductForm(editing: Diary.pound, at: 0) }
        #expect(store.view.form?.soldBy == nil)
        store.send(.form(.selectSoldBy(.volume)))  // ignored: another product fixes the dimension
        store.send([.form(.cancel), .removeProduct(index: 0)]) {
            $0.form = nil
            $0.removedID = $0.openList.productIDs[0]
            $0.setOpenList(list([Diary.grams]), ids: [$0.openList.productIDs[1]])
            $0.removed = Diary.pound
        }
        // The only product can change what it is sold by while it is edited.
        store.send(.editProduct(index: 0)) {
            $0.form = ProductForm(editing: Diary.grams, at: 0)
            $0.removed = nil
            $0.removedID = nil
        }
        #expect(store.view.form?.soldBy?.filter(\.isSelected).map(\.id) == ["weight"])
        store.send(.form(.selectSoldBy(.volume))) {
            $0.form?.soldBy = .volume
            $0.form?.unit = .millilitre
        }
        store.send(.form(.submit)) {
            $0.form = nil
            $0.replaceInOpenList(at: 0, with: product("500", .millilitre, for: "3.99"))
            $0.lastUnit = .millilitre
        }
    }

    @Test("Units (count) offers each, pair and dozen, and navigation goes through the unit")
    func countOffersCountUnits() {
        var store = TestStore(state(form: newForm()))
        store.send(.form(.selectSoldBy(.count))) {
            $0.form?.soldBy = .count
            $0.form?.unit = .each
        }
        #expect(store.view.form?.unit.isEnabled == true)
        #expect(store.view.form?.unit.choices.map(\.id) == ["each", "pair", "dozen"])
        store.send(.form(.nextField)) { $0.form?.focus = .unit }
        store.send(.form(.selectUnit(.dozen))) { $0.form?.unit = .dozen }
        store.send(.form(.selectUnit(.gram)))  // ignored: not a count
        store.send([.form(.focus(.quantity))] + keys("2")) {
            $0.form?.focus = .quantity
            $0.form?.quantity = field(.typed("2"))
        }
        store.send([.form(.focus(.price))] + keys("5")) {
            $0.form?.focus = .price
            $0.form?.price = field(.typed("5"))
        }
        store.send(.form(.submit)) {
            $0.form = nil
            $0.addToOpenList(product("2", .dozen, for: "5"))
            $0.lastUnit = .dozen
        }
        #expect(store.view.rows.first?.quantity == "2 doz")
        #expect(store.view.referencePhrase == "each")
    }

    @Test("a list of products sold by count offers each, pair and dozen")
    func countListForm() {
        var store = TestStore(state([product("12", .each, for: "3")]))
        store.send(.addProduct) { $0.form = newForm(.count, .each) }
        #expect(store.view.form?.unit.isEnabled == true)
        #expect(store.view.form?.unit.choices.map(\.title) == ["ea", "pair", "doz"])
    }

    @Test(
        "unit choices are limited to the list's dimension and ordered for the system",
        arguments: [
            (MeasurementSystem.metric, ["g", "kg", "mg", "oz", "lb"]),
            (.us, ["oz", "lb", "g", "kg", "mg"]),
            (.uk, ["g", "kg", "mg", "oz", "lb"]),
        ])
    func unitChoicesOfList(_ system: MeasurementSystem, _ choices: [String]) {
        let settings = PerApp.Settings(system: system, currencyCode: "USD")
        var store = TestStore(state([Diary.grams, Diary.pound], settings: settings, lastUnit: .pound))
        store.send(.addProduct) { $0.form = newForm(.weight, .pound) }
        #expect(store.view.form?.unit.choices.map(\.id) == choices)
        for unit in [Unit.litre, .each, .metre, .squareFoot, .usFluidOunce] {
            store.send(.form(.selectUnit(unit)))  // another dimension: ignored
        }
        store.send(.form(.selectUnit(.kilogram))) { $0.form?.unit = .kilogram }
    }

    @Test("the default unit is the last one used in this list")
    func defaultUnitIsLastUsed() {
        var store = TestStore()
        store.send(
            [.addProduct, .form(.selectUnit(.pound))] + keys("1") + [.form(.focus(.price))] + keys("2.49")
        ) {
            $0.form = form(quantity: typed("1"), unit: .pound, price: typed("2.49"), focus: .price)
        }
        store.send(.form(.submit)) {
            $0.form = nil
            $0.addToOpenList(Diary.pound)
            $0.lastUnit = .pound
        }
        store.send(.addProduct) { $0.form = newForm(.weight, .pound) }
        store.send(
            [.form(.selectUnit(.kilogram))] + keys("1") + [.form(.focus(.price))] + keys("5") + [
                .form(.submit)
            ]
        ) {
            $0.form = nil
            $0.addToOpenList(product("1", .kilogram, for: "5"))
            $0.lastUnit = .kilogram
        }
        store.send(.addProduct) { $0.form = newForm(.weight, .kilogram) }
        // Clearing the list forgets it.
        store.send([.form(.cancel), .clearList, .confirmClearList]) {
            $0.form = nil
            $0.setOpenList(ProductList(), ids: [])
            $0.lastUnit = nil
        }
        store.send(.addProduct) { $0.form = newForm(.weight, .gram) }
    }

    @Test("the last unit of a list whose products were all removed still starts the form")
    func lastUnitAfterRemovingEverything() {
        var store = TestStore(state([product("1", .litre, for: "2")]))
        store.send(.removeProduct(index: 0)) {
            $0.removeFromOpenList(at: 0)
            $0.removed = product("1", .litre, for: "2")
        }
        store.send(.addProduct) {
            $0.form = newForm(.volume, .litre)
            $0.removed = nil
            $0.removedID = nil
        }
        #expect(store.view.form?.soldBy?.filter(\.isSelected).map(\.id) == ["volume"])
        store.send(.form(.selectSoldBy(.weight))) {
            $0.form?.soldBy = .weight
            $0.form?.unit = .gram
        }
    }

    /// Quantity keys, price keys, whether Add is enabled.
    static let validity: [(String, String, Bool)] = [
        ("", "", false), ("500", "", false), ("", "3.99", false), ("500", "3.99", true),
        ("0", "1", false), ("1", "0", false), ("0.", "1", false), ("0.001", "0.01", true),
        ("5-5", "1", false), ("3-5", "1", false), ("2*3", "1", true), ("2*3", "0*1", false),
        ("5+", "1", true), ("0+", "1", false), ("5/0", "1", false), ("5", "1/0", false),
        ("5", "2-1", true), ("5", "1-2", false), ("5/0=", "1", false), ("1-1=", "1", false),
        ("1/3=", "1/3=", true),
    ]

    @Test(
        "Add is enabled only when quantity and price are > 0, counting a pending equation",
        arguments: validity)
    func addEnabled(_ quantityKeys: String, _ priceKeys: String, _ enabled: Bool) {
        let start = state(form: form(quantity: typed(quantityKeys), price: typed(priceKeys)))
        #expect(start.form?.isValid == enabled)
        #expect(PerApp.ViewModel(start).form?.canSubmit == enabled)
        var store = TestStore(start)
        guard enabled else {
            store.send(.form(.submit))  // a disabled Add does nothing
            return
        }
        var quantity = typed(quantityKeys)
        quantity.commit()
        var price = typed(priceKeys)
        price.commit()
        // A quantity typed as a whole number × a size is a multipack.
        let pack = quantity.factors?.pack
        let item = product(
            (pack?.size ?? quantity.value ?? .zero).fractionText, .gram,
            for: (price.value ?? .zero).fractionText,
            packs: (pack?.count ?? .one).fractionText)
        store.send(.form(.submit)) {
            $0.form = nil
            $0.addToOpenList(item)
            $0.lastUnit = .gram
        }
    }

    @Test("Add solves pending equations first, then adds the product in sorted place and closes the form")
    func addSolvesThenAdds() {
        let pending = form(quantity: typed("2*500"), price: typed("10-2.5"), name: " Bulk ", focus: .price)
        var store = TestStore(state([Diary.grams, Diary.pound], form: pending))
        #expect(store.view.form?.canSubmit == true)
        store.send(.form(.submit)) {
            $0.form = nil
            $0.addToOpenList(product("500", .gram, for: "15/2", name: "Bulk", packs: "2"))
            $0.lastUnit = .gram
            recordPrice(product("500", .gram, for: "15/2", name: "Bulk", packs: "2"), in: &$0)
        }
        // 7.50 for 1000 g is cheaper per gram than 3.99 for 500 g, dearer than 2.49 for 1 lb.
        #expect(store.state.list.items.map(\.name) == [nil, "Bulk", nil])
        #expect(store.view.rows.map(\.title) == ["1 lb", "Bulk", "500 g"])
    }

    /// Quantity keys, then the pack count and pack size of the product Add creates.
    static let multipacks: [(String, String, String)] = [
        ("6*355", "6", "355"), ("6*355=", "6", "355"), ("1.5*2", "2", "3/2"), ("0.5*0.5", "1", "1/4"),
        ("6*355=+1", "1", "2131"), ("6*355=<", "1", "213"), ("2130", "1", "2130"), ("12/2", "1", "6"),
    ]

    @Test("a quantity typed as count × size is kept as a multipack", arguments: multipacks)
    func multipackQuantity(_ quantityKeys: String, _ count: String, _ size: String) {
        var store = TestStore(state(form: form(quantity: typed(quantityKeys), price: typed("9.99"))))
        store.send(.form(.submit)) {
            $0.form = nil
            $0.addToOpenList(product(size, .gram, for: "9.99", packs: count))
            $0.lastUnit = .gram
        }
    }

    @Test("the key after a solved multiplication forgets its factors")
    func factorsForgotten() {
        var store = TestStore(state(form: newForm()))
        store.send(keys("6*355=")) {
            $0.form?.quantity = field(.result(exact("2130")), factors: ("6", "355"))
        }
        store.send(keys("+")) { $0.form?.quantity = field(.result(exact("2130")), .add) }
        store.send(keys("<")) { $0.form?.quantity = field(.result(exact("2130"))) }
    }

    @Test("editing a multipack reopens its equation, and saving it unchanged keeps it")
    func editMultipack() {
        var store = TestStore(state([Diary.grams, Diary.multipack]))
        store.send(.editProduct(index: 0)) {
            $0.form = form(
                quantity: field(.typed("6"), .multiply, .typed("355")), price: field(.result(exact("9.99"))),
                editing: 0)
        }
        #expect(store.view.form?.quantity.text == "6 × 355")
        store.send(.form(.submit)) {
            $0.form = nil
            $0.lastUnit = .gram
        }
    }

    @Test(
        "a multipack's count and size reopen as typed digits when they are short and exact",
        arguments: [
            ("6", "355", CalculatorOperand.typed("6"), CalculatorOperand.typed("355")),
            ("2", "1.5", .typed("2"), .typed("1.5")),
            ("3", "10/3", .typed("3"), .result(exact("10/3"))),
            ("2", "1234567890.123", .typed("2"), .result(exact("1234567890.123"))),
        ])
    func editedMultipack(
        _ count: String, _ size: String, _ left: CalculatorOperand, _ right: CalculatorOperand
    ) {
        var store = TestStore(state([product(size, .kilogram, for: "5", packs: count)]))
        store.send(.editProduct(index: 0)) {
            $0.form = form(
                quantity: field(left, .multiply, right), unit: .kilogram, price: field(.result(exact("5"))),
                editing: 0)
        }
        #expect(store.view.form?.canSubmit == true)
    }

    @Test("an empty or blank name is no name; long names are cut")
    func names() {
        var store = TestStore(state(form: newForm()))
        store.send(.form(.setName("Brand A"))) { $0.form?.name = "Brand A" }
        let long = String(repeating: "x", count: 100)
        store.send(.form(.setName(long))) { $0.form?.name = String(repeating: "x", count: 80) }
        store.send(.form(.setName("   "))) { $0.form?.name = "   " }
        store.send(keys("1") + [.form(.focus(.price))] + keys("2") + [.form(.submit)]) {
            $0.form = nil
            $0.addToOpenList(product("1", .gram, for: "2"))
            $0.lastUnit = .gram
        }
        #expect(store.state.list.items[0].name == nil)
        #expect(store.view.rows[0].title == "1 g")
        #expect(store.view.rows[0].name == "")
    }

    @Test(
        "Cancel closes the form and changes nothing; clear list stays enabled exactly when the list has items"
    )
    func cancelChangesNothing() {
        for start in [state(), state([Diary.grams, Diary.pound])] {
            var store = TestStore(start)
            #expect(store.view.canClearList == !start.list.isEmpty)
            store.send(.addProduct) { $0.form = newForm(.weight, start.lastUnit ?? .gram) }
            #expect(store.view.canClearList == false)
            store.send([.form(.selectUnit(.kilogram))] + keys("12*3") + [.form(.nextField)] + keys("5")) {
                $0.form = form(
                    quantity: field(.result(exact("36")), factors: ("12", "3")), unit: .kilogram, focus: .unit
                )
            }
            store.send(.form(.cancel)) { $0 = start }
            #expect(store.view.canClearList == !start.list.isEmpty)
            #expect(store.state.canClearList == !start.list.isEmpty)
        }
    }

    @Test("edit reopens the form filled in and saving replaces the product")
    func editAndSave() throws {
        let brand = product("500", .gram, for: "3.99", name: "Brand A")
        var store = TestStore(state([brand, Diary.pound]))
        #expect(store.state.list.items == [Diary.pound, brand])
        store.send(.editProduct(index: 1)) {
            $0.form = form(
                quantity: field(.result(exact("500"))), unit: .gram, price: field(.result(exact("3.99"))),
                name: "Brand A", editing: 1)
        }
        let view = try #require(store.view.form)
        #expect(view.title == "Edit product")
        #expect(view.submitTitle == "Save")
        #expect(view.quantity.text == "500")
        #expect(view.price.text == "3.99")
        #expect(view.name == "Brand A")
        #expect(view.canSubmit == true)
        #expect(store.view.canClearList == false)
        store.send([.form(.focus(.price))] + keys("C2")) {
            $0.form?.focus = .price
            $0.form?.price = field(.typed("2"))
        }
        store.send(.form(.submit)) {
            $0.form = nil
            $0.replaceInOpenList(at: 1, with: product("500", .gram, for: "2", name: "Brand A"))
            $0.lastUnit = .gram
            // Added before the book knew it: saving records it.
            recordPrice(product("500", .gram, for: "2", name: "Brand A"), in: &$0)
        }
    }

    @Test("editing can change the unit within the list's dimension")
    func editUnit() {
        var store = TestStore(state([Diary.grams, Diary.pound], lastUnit: .pound))
        store.send([.editProduct(index: 1), .form(.selectUnit(.kilogram)), .form(.submit)]) {
            $0.replaceInOpenList(at: 1, with: product("500", .kilogram, for: "3.99"))
            $0.lastUnit = .kilogram
        }
    }

    @Test("editing a product that is not in the list shows an alert", arguments: [-1, 2, 99])
    func editMissing(_ index: Int) {
        var store = TestStore(state([Diary.grams, Diary.pound]))
        store.send(.editProduct(index: index)) {
            $0.alert = PerApp.Alert(message: "There is no product number \(index + 1) in the list")
        }
    }

    @Test("remove takes a product out of the list")
    func remove() {
        var store = TestStore(state([Diary.grams, Diary.pound, Diary.multipack]))
        #expect(store.state.list.items == [Diary.multipack, Diary.pound, Diary.grams])
        store.send(.removeProduct(index: 1)) {
            $0.removeFromOpenList(at: 1)
            $0.removed = Diary.pound
        }
        store.send(.removeProduct(index: 5)) {
            $0.alert = PerApp.Alert(message: "There is no product number 6 in the list")
            $0.removed = nil
            $0.removedID = nil
        }
        store.send(.dismissAlert) { $0.alert = nil }
        store.send([.removeProduct(index: 0), .removeProduct(index: 0)]) {
            $0.removeFromOpenList(at: 0)
            $0.removeFromOpenList(at: 0)
            $0.removed = Diary.grams
        }
        #expect(store.view.canClearList == false)
        #expect(store.view.emptyMessage != nil)
    }

    @Test("edit and remove are ignored while a form is open")
    func editRemoveWhileFormOpen() {
        var store = TestStore(state([Diary.grams], form: newForm()))
        store.send(.removeProduct(index: 0))
        store.send(.editProduct(index: 0))
        store.send(.editProduct(index: 7))
    }

    @Test("an engine error becomes a Whoops! alert with the engine's message, and OK dismisses it")
    func engineErrorBecomesAlert() {
        let big = "999999999999"
        var store = TestStore(state(form: newForm()))
        store.send(keys(big + "*" + big + "=*" + big) + [.form(.focus(.unit)), .form(.selectUnit(.ounce))]) {
            $0.form = form(
                quantity: field(
                    .result(exact("999999999997000000000002999999999999")),
                    factors: ("999999999998000000000001", big)),
                unit: .ounce, focus: .unit)
        }
        store.send([.form(.focus(.price))] + keys("1")) {
            $0.form?.focus = .price
            $0.form?.price = field(.typed("1"))
        }
        #expect(store.view.form?.canSubmit == true)
        store.send(.form(.submit)) {
            $0.alert = PerApp.Alert(message: "The numbers are too large to compare exactly.")
        }
        #expect(store.state.alert?.title == "Whoops!")
        #expect(store.view.alert == PerApp.Alert(message: "The numbers are too large to compare exactly."))
        #expect(store.view.canAddProduct == false)
        // While the alert shows, only OK works.
        store.send(.form(.cancel))
        store.send(.form(.submit))
        store.send(keys("C"))
        store.send(.setListName("Other"))
        store.send(.dismissAlert) { $0.alert = nil }
        store.send(.form(.cancel)) { $0.form = nil }
    }

    @Test("a product the list cannot be compared with exactly is refused with an alert, not dropped silently")
    func comparisonOverflowBecomesAlert() {
        // 10^30 g for 1, then 0.001 mg for 999999999999: their unit prices are 10^48 apart.
        let huge = product("1000000000000000000000000000000", .gram, for: "1")
        var store = TestStore(state([huge]))
        #expect(store.view.rows.count == 1)
        store.send(
            [.addProduct, .form(.selectUnit(.milligram))] + keys("0.001") + [.form(.focus(.price))]
                + keys("999999999999")
        ) {
            $0.form = form(
                quantity: typed("0.001"), unit: .milligram, price: typed("999999999999"), focus: .price)
        }
        store.send(.form(.submit)) {
            $0.alert = PerApp.Alert(message: "The numbers are too large to compare exactly.")
        }
        #expect(store.view.rows.count == 1)
    }

    @Test("a setting the list cannot be compared with exactly is refused with an alert")
    func referenceOverflowBecomesAlert() throws {
        let tiny = product("0.001", .milligram, for: "999999999999")
        var store = TestStore(state([tiny]))
        let reference = try ReferenceQuantity(parsing: "1000000000000000000000 kg")
        store.send(.setReference(reference)) {
            $0.alert = PerApp.Alert(message: "The numbers are too large to compare exactly.")
        }
        #expect(store.view.rows.count == 1)
    }

    @Test("a product in another dimension than the list is refused with the engine's message")
    func unitsMismatchAlert() {
        // Only a hand-edited saved state can hold such a form.
        let mismatched = form(quantity: typed("1"), unit: .litre, price: typed("2"))
        var store = TestStore(state([Diary.grams], form: mismatched))
        store.send(.form(.submit)) {
            $0.alert = PerApp.Alert(
                message: "Can't add 1 L (sold by volume) to a list of products sold by weight")
        }
    }
}
