import Testing

@testable import PerAppTestSupport
@testable import PerKit

/// The list screen: clear list, settings, list name.
@Suite("List screen and settings")
struct ListScreenTests {
    @Test("clear list asks for confirmation first")
    func clearListConfirmation() {
        let start = state([Diary.grams, Diary.pound])
        var store = TestStore(start)
        #expect(store.view.canClearList)
        store.send(.confirmClearList)  // nothing to confirm yet
        #expect(store.view.clearConfirmation == nil)
        store.send(.clearList) { $0.destination = .confirmingClear }
        #expect(store.view.isConfirmingClear)
        #expect(store.view.clearConfirmation == "This removes all 2 products from Shopping list.")
        store.send(.cancelClearList) { $0.destination = nil }
        #expect(store.view.clearConfirmation == nil)
        #expect(store.state == start)
        store.send(.clearList) { $0.destination = .confirmingClear }
        store.send(.confirmClearList) {
            $0.destination = nil
            $0.setOpenList(ProductList(), ids: [])
            $0.lastUnit = nil
        }
        #expect(store.view.canClearList == false)
        store.send(.clearList)  // an empty list cannot be cleared
        store.send(.confirmClearList)
    }

    @Test("the texts the page shows come from PerKit: one product's confirmation, the reference button's name")
    func textsForThePage() {
        var store = TestStore(state([Diary.pound]))
        store.send(.clearList) { $0.destination = .confirmingClear }
        #expect(store.view.clearConfirmation == "This removes the product from Shopping list.")
        #expect(store.view.referenceButtonName == "Unit prices per 100 g. Change in Settings")
    }

    @Test("clear list is unavailable while a form is open")
    func clearListWithFormOpen() {
        var store = TestStore(state([Diary.grams], form: newForm()))
        #expect(store.state.canClearList == false)
        store.send(.clearList)
        store.send(.confirmClearList)
    }

    @Test("opening a form dismisses a pending clear-list confirmation")
    func formDismissesConfirmation() {
        var store = TestStore(state([Diary.grams]))
        store.send(.clearList) { $0.destination = .confirmingClear }
        store.send(.addProduct) { $0.destination = .form(newForm(.weight, .gram)) }
        store.send([.form(.cancel), .clearList, .editProduct(index: 0)]) {
            $0.form = ProductForm(editing: Diary.grams, at: 0)
        }
    }

    @Test("removing the last product withdraws a pending clear-list confirmation")
    func removingLastProductWithdrawsConfirmation() {
        var store = TestStore(state([Diary.grams]))
        store.send(.clearList) { $0.destination = .confirmingClear }
        store.send(.removeProduct(index: 0)) {
            $0.removedID = $0.openList.productIDs[0]
            $0.setOpenList(ProductList(), ids: [])
            $0.destination = nil
            $0.removed = Diary.grams
        }
        #expect(store.view.isConfirmingClear == false)
    }

    @Test("a removed product can be put back until the next change")
    func undoRemove() {
        var store = TestStore(state([Diary.grams, Diary.pound, named("Brand C", Diary.multipack)]))
        store.send(.removeProduct(index: 0)) {
            $0.removedID = $0.openList.productIDs[0]
            $0.setOpenList(list([Diary.pound, Diary.grams]), ids: Array($0.openList.productIDs.dropFirst()))
            $0.removed = named("Brand C", Diary.multipack)
        }
        #expect(store.view.undo?.message == "Removed Brand C")
        store.send(.undoRemove) {
            $0.setOpenList(
                list([named("Brand C", Diary.multipack), Diary.pound, Diary.grams]),
                ids: [$0.removedID!] + $0.openList.productIDs)
            $0.removed = nil
            $0.removedID = nil
        }
        #expect(store.view.undo == nil)
        store.send(.undoRemove)  // nothing to put back
        // An unnamed product is named by its quantity and price.
        store.send(.removeProduct(index: 2)) {
            $0.removedID = $0.openList.productIDs[2]
            $0.setOpenList(
                list([named("Brand C", Diary.multipack), Diary.pound]),
                ids: Array($0.openList.productIDs.prefix(2)))
            $0.removed = Diary.grams
        }
        #expect(store.view.undo?.message == "Removed 500 g for 3.99")
        #expect(store.view.undo?.encoded == "tRemoved 500 g for \u{1F}m3.99")
        // The next change forgets it.
        store.send(.setListName("Groceries")) {
            $0.listName = "Groceries"
            $0.removed = nil
            $0.removedID = nil
        }
        store.send(.undoRemove)
    }

    @Test(
        "the measurement system orders the units and sets the automatic reference",
        arguments: [
            (MeasurementSystem.metric, "100 g", "oz"), (.us, "lb", "oz"), (.uk, "100 g", "oz"),
        ])
    func measurementSystem(_ system: MeasurementSystem, _ reference: String, _ usFirst: String) {
        var store = TestStore(state([Diary.grams, Diary.pound]))
        store.send(.setMeasurementSystem(system)) { $0.settings.system = system }
        #expect(store.view.reference == reference)
        #expect(store.view.settings.systems.map(\.id) == ["metric", "us", "uk"])
        #expect(store.view.settings.systems.map(\.title) == ["Metric", "US", "UK"])
        #expect(store.view.settings.systems.filter(\.isSelected).map(\.id) == [system.rawValue])
    }

    @Test(
        "a valid currency code is kept, trimmed and uppercased",
        arguments: [
            ("EUR", "EUR"), (" eur ", "EUR"), ("gbp", "GBP"), ("Jpy", "JPY"),
        ])
    func currencyCode(_ code: String, _ kept: String) {
        var store = TestStore()
        store.send(.setCurrencyCode(code)) { $0.settings.currencyCode = kept }
        #expect(store.view.currencyCode == kept)
        #expect(store.view.settings.currencyCode == kept)
    }

    @Test(
        "an invalid currency code shows an alert and keeps the old code",
        arguments: [
            ("EURO", "EURO"), ("US", "US"), ("", ""), ("us$", "US$"), ("€", "€"), ("12A", "12A"),
            ("ÉUR", "ÉUR"),
        ])
    func invalidCurrencyCode(_ code: String, _ shown: String) {
        var store = TestStore()
        store.send(.setCurrencyCode(code)) {
            $0.alert = PerApp.Alert(
                message: "'\(shown)' is not a currency code: use three letters, e.g. USD or EUR")
        }
        #expect(store.view.currencyCode == "USD")
    }

    @Test("the reference quantity can be pinned and set back to automatic")
    func pinnedReference() throws {
        var store = TestStore(state([Diary.grams, Diary.pound]))
        #expect(store.view.reference == "100 g")
        #expect(store.view.settings.references.map(\.id) == ["auto", "100 g", "kg", "oz", "lb"])
        #expect(
            store.view.settings.references.map(\.title) == [
                "Automatic (per 100 g)", "per 100 g", "per kg", "per oz", "per lb",
            ])
        #expect(store.view.settings.references.filter(\.isSelected).map(\.id) == ["auto"])
        let kilogram = try ReferenceQuantity(parsing: "kg")
        store.send(.setReference(kilogram)) { $0.pinnedReference = kilogram }
        #expect(store.state.reference == kilogram)
        #expect(store.view.reference == "kg")
        #expect(store.view.settings.references.filter(\.isSelected).map(\.id) == ["kg"])
        #expect(store.view.rows.map(\.unitPrice) == ["5.49", "7.98"])
        store.send(.setReference(nil)) { $0.pinnedReference = nil }
        #expect(store.view.reference == "100 g")
        #expect(store.view.rows.map(\.unitPrice) == ["0.549", "0.798"])
    }

    @Test("a pinned reference of another dimension is not used for the list")
    func pinnedReferenceOfOtherDimension() throws {
        let litre = try ReferenceQuantity(parsing: "L")
        var store = TestStore(state([Diary.grams, Diary.pound]))
        store.send(.setReference(litre)) { $0.pinnedReference = litre }
        #expect(store.view.reference == "100 g")
        #expect(store.view.settings.references.filter(\.isSelected).map(\.id) == ["auto"])
    }

    @Test("a reference quantity that is not positive shows an alert", arguments: ["0", "-1"])
    func nonPositiveReference(_ amount: String) throws {
        let reference = try ReferenceQuantity(exact(amount), .gram)
        var store = TestStore()
        store.send(.setReference(reference)) {
            $0.alert = PerApp.Alert(message: "The reference quantity must be greater than zero")
        }
    }

    @Test(
        "the list has a name",
        arguments: [
            ("Groceries", "Groceries"), ("  Saturday market \t", "Saturday market"), ("", "Shopping list"),
            ("   ", "Shopping list"), (String(repeating: "é", count: 90), String(repeating: "é", count: 80)),
            // Cut to 80 characters without the space the cut leaves at its end.
            (String(repeating: "a", count: 79) + " market", String(repeating: "a", count: 79)),
        ])
    func listName(_ name: String, _ kept: String) {
        var store = TestStore()
        #expect(store.view.title == "Shopping list")
        store.send(.setListName(name)) { $0.listName = kept }
        #expect(store.view.title == kept)
    }

    @Test("settings work while a form is open and change its choices")
    func settingsWithFormOpen() {
        var store = TestStore(state(form: newForm()))
        store.send(.setMeasurementSystem(.us)) { $0.settings.system = .us }
        #expect(store.view.form?.unit.choices.first?.id == "oz")
        #expect(store.view.reference == "oz")
    }
}

/// The diary's flows, end to end.
@Suite("Diary flows")
struct DiaryFlowTests {
    @Test(
        "first by weight with the selector, then pounds, then 6 × 355 with Add pending, a cancel, clear list")
    func diaryFlow() throws {
        var store = TestStore()
        #expect(store.view.emptyMessage != nil)
        #expect(store.view.canAddProduct)

        // 1. The first product: the selector decides it is sold by weight.
        store.send(.addProduct) { $0.form = newForm(.weight, .gram) }
        store.send(.form(.selectSoldBy(.volume))) {
            $0.form?.soldBy = .volume
            $0.form?.unit = .millilitre
        }
        store.send(.form(.selectSoldBy(.weight))) {
            $0.form?.soldBy = .weight
            $0.form?.unit = .gram
        }
        store.send(keys("500")) { $0.form?.quantity = field(.typed("500")) }
        store.send(.form(.nextField)) { $0.form?.focus = .unit }
        store.send(.form(.nextField)) { $0.form?.focus = .price }
        store.send(keys("3.99")) { $0.form?.price = field(.typed("3.99")) }
        store.send(.form(.nextField)) { $0.form?.focus = .name }
        store.send(.form(.setName("Brand A"))) { $0.form?.name = "Brand A" }
        store.send(.form(.submit)) {
            $0.form = nil
            $0.addToOpenList(product("500", .gram, for: "3.99", name: "Brand A"))
            $0.lastUnit = .gram
            recordPrice(product("500", .gram, for: "3.99", name: "Brand A"), in: &$0)
        }
        #expect(store.view.rows.map(\.title) == ["Brand A"])
        #expect(store.view.verdict?.plainText == "Brand A costs 0.798 per 100 g")

        // 2. The second, in pounds: no selector, the list converts.
        store.send(.addProduct) { $0.form = newForm(.weight, .gram) }
        #expect(store.view.form?.soldBy == nil)
        store.send(
            keys("1") + [.form(.focus(.unit)), .form(.selectUnit(.pound)), .form(.focus(.price))]
                + keys("2.49")
        ) {
            $0.form = form(quantity: typed("1"), unit: .pound, price: typed("2.49"), focus: .price)
        }
        store.send(.form(.submit)) {
            $0.form = nil
            $0.addToOpenList(Diary.pound)
            $0.lastUnit = .pound
        }
        #expect(store.view.rows.map(\.title) == ["1 lb", "Brand A"])
        #expect(store.view.rows.map(\.unitPrice) == ["0.549", "0.798"])
        #expect(store.view.reference == "100 g")

        // 3. The third: 6 × 355 typed with the keypad, Add tapped while the equation is pending.
        store.send(.addProduct) { $0.form = newForm(.weight, .pound) }
        store.send([.form(.focus(.unit)), .form(.selectUnit(.gram)), .form(.nextField)] + keys("9.99")) {
            $0.form = form(price: typed("9.99"), focus: .price)
        }
        store.send([.form(.focus(.quantity))] + keys("6*355")) {
            $0.form?.focus = .quantity
            $0.form?.quantity = field(.typed("6"), .multiply, .typed("355"))
        }
        #expect(store.view.form?.quantity.text == "6 × 355")
        #expect(store.view.form?.canSubmit == true)
        store.send(.form(.submit)) {
            $0.form = nil
            $0.addToOpenList(Diary.multipack)
            $0.lastUnit = .gram
        }
        #expect(store.view.rows.map(\.title) == ["6 × 355 g", "1 lb", "Brand A"])
        #expect(store.view.reference == "kg")  // 2130 g is over 1 kg
        #expect(store.view.rows.map(\.unitPrice) == ["4.69", "5.49", "7.98"])

        // 4. A cancelled form changes nothing; clear list stays enabled.
        let before = store.state
        store.send([.addProduct] + keys("12") + [.form(.cancel)])
        #expect(store.state == before)
        #expect(store.view.canClearList)

        // 5. Clear list, after confirming.
        store.send(.clearList) { $0.destination = .confirmingClear }
        store.send(.confirmClearList) {
            $0.destination = nil
            $0.setOpenList(ProductList(), ids: [])
            $0.lastUnit = nil
        }
        // The list is as new; the price book keeps the price.
        var cleared = store.state
        cleared.book = PriceBook()
        cleared.nextEntryID = State().nextEntryID
        #expect(cleared == State())
        #expect(store.state.book.entryCount == 1)
        #expect(store.view.canClearList == false)
    }

    @Test("a list sold by volume in the US: fl oz, gallons and a multipack")
    func volumeFlowInUS() {
        var store = TestStore(
            State(settings: PerApp.Settings(system: .us, currencyCode: "USD")))
        store.send([.addProduct, .form(.selectSoldBy(.volume))] + keys("128") + [.form(.nextField)]) {
            $0.form = form(quantity: typed("128"), unit: .usFluidOunce, focus: .unit)
        }
        store.send([.form(.selectUnit(.usGallon)), .form(.nextField)] + keys("4.29") + [.form(.submit)]) {
            $0.form = nil
            $0.addToOpenList(product("128", .usGallon, for: "4.29"))
            $0.lastUnit = .usGallon
        }
        store.send(.form(.cancel))  // no form: nothing to cancel
        store.send(
            [.addProduct, .form(.selectUnit(.usFluidOunce))] + keys("12*12") + [.form(.focus(.price))]
                + keys("5.99")
                + [.form(.submit)]
        ) {
            $0.addToOpenList(product("12", .usFluidOunce, for: "5.99", packs: "12"))
            #expect(
                $0.list
                    == list([
                        product("128", .usGallon, for: "4.29"),
                        product("12", .usFluidOunce, for: "5.99", packs: "12"),
                    ]))
            $0.lastUnit = .usFluidOunce
        }
        #expect(store.view.reference == "fl oz")
        #expect(store.view.rows.map(\.quantity) == ["128 gal", "12 × 12 fl oz"])
    }
}

/// `item` with a name.
private func named(_ name: String, _ item: ProductItem) -> ProductItem {
    (try? ProductItem(name: name, price: item.price, quantity: item.quantity)) ?? item
}
