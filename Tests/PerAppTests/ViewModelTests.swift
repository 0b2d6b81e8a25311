import Testing

@testable import PerAppTestSupport
@testable import PerKit

/// The view model: render-ready strings and flags, so that front ends decide nothing.
@Suite("View model")
struct ViewModelTests {
    @Test("a new list: empty message, Add enabled, nothing to clear, no form, no alert")
    func emptyList() {
        let view = PerApp.ViewModel(State())
        #expect(view.title == "Shopping list")
        #expect(view.currencyCode == "USD")
        #expect(view.reference == "100 g")
        #expect(view.rows.isEmpty)
        #expect(view.verdict == nil)
        #expect(
            view.emptyMessage
                == "Add two or more products sold by weight, volume, count, length or area — "
                + "Per ranks them by exact unit price and shows the best deal.")
        #expect(view.canAddProduct)
        #expect(!view.canClearList)
        #expect(!view.isConfirmingClear)
        #expect(view.form == nil)
        #expect(view.alert == nil)
    }

    @Test("rows are best first with formatted figures")
    func rowsBestFirst() {
        let brand = product("500", .gram, for: "3.99", name: "Brand A")
        let view = PerApp.ViewModel(state([brand, Diary.pound]))
        #expect(view.emptyMessage == nil)
        #expect(view.canClearList)
        #expect(
            view.rows == [
                .init(
                    index: 0, title: "1 lb", name: "", quantity: "1 lb", price: "2.49", unitPrice: "0.549",
                    unitPriceExact: "24900000/45359237", rank: 1, isBest: true, percentMoreThanBest: nil,
                    extraCost: nil, barLength: "0.6879", badge: nil),
                .init(
                    index: 1, title: "Brand A", name: "Brand A", quantity: "500 g", price: "3.99",
                    unitPrice: "0.798",
                    unitPriceExact: "399/500", rank: 2, isBest: false, percentMoreThanBest: "45.4",
                    extraCost: "1.25", barLength: "1.0000", badge: nil),
            ])
    }

    @Test("each row's Edit and Remove buttons have names of their own, also when products share a name")
    func buttonNames() {
        let view = PerApp.ViewModel(
            state([
                product("250", .gram, for: "3.49", name: "Lavazza"),
                product("500", .gram, for: "5.99", name: "Lavazza"),
                product("250", .gram, for: "3.49", name: "Lavazza"),
                product("1", .kilogram, for: "9.99", name: "Illy"),
                product("500", .gram, for: "2.99"), product("500", .gram, for: "3.99"),
            ]))
        let names = { (encoded: [String]) in
            encoded.map { EncodedPhrase.plainText(of: $0, decimalSeparator: ".") }
        }
        // A name no other row has stays short; rows of one name (or, unnamed, of one quantity)
        // add their quantity and price, and rows alike in those too, their place.
        #expect(
            names(view.rows.map(\.editName)) == [
                "Edit 500 g for 2.99", "Edit 500 g for 3.99", "Edit Illy", "Edit Lavazza, 500 g for 5.99",
                "Edit Lavazza, 250 g for 3.49, row 5", "Edit Lavazza, 250 g for 3.49, row 6",
            ])
        #expect(
            names(view.rows.map(\.removeName)) == [
                "Remove 500 g for 2.99", "Remove 500 g for 3.99", "Remove Illy",
                "Remove Lavazza, 500 g for 5.99", "Remove Lavazza, 250 g for 3.49, row 5",
                "Remove Lavazza, 250 g for 3.49, row 6",
            ])
        #expect(view.rows.map(\.namesake) == [-1, -1, 0, -1, 5, 6])
        // The price travels as an amount, for the front end to write in the currency.
        #expect(view.rows[2].editName == "tEdit Illy")
        #expect(view.rows[0].editName == "tEdit 500 g for \u{1F}m2.99")
        #expect(
            view.rows[4].removeName == "tRemove Lavazza, 250 g for \u{1F}m3.49\u{1F}t, row 5")
    }

    @Test(
        "a unit-price bar is the unit price over the highest, at least a ten-thousandth",
        arguments: [
            ("1", "2", "0.5000"), ("2", "2", "1.0000"), ("1", "3", "0.3333"), ("1", "1000000", "0.0001"),
            ("2", "3", "0.6667"),
        ])
    func barLength(_ part: String, _ whole: String, _ length: String) {
        #expect(PerApp.ViewModel.Row.barLength(exact(part), of: exact(whole)) == length)
    }

    @Test("the verdict is PerKit's one sentence, unnamed products named by quantity and price")
    func verdict() throws {
        let view = PerApp.ViewModel(state([Diary.grams, Diary.pound, Diary.multipack]))
        #expect(view.rows.map(\.title) == ["6 × 355 g", "1 lb", "500 g"])
        #expect(view.rows.map(\.rank) == [1, 2, 3])
        #expect(view.rows.map(\.percentMoreThanBest) == [nil, "17.0", "70.1"])
        let verdict = try #require(view.verdict)
        #expect(
            verdict.plainText
                == "6 × 355 g for 9.99 is the best deal: 14.6% cheaper per kg than 1 lb for 2.49; "
                + "buying 6 × 355 g of it instead saves 1.70")
        #expect(
            verdict.parts.filter(\.isEmphasised) == [
                .init(.text, "6 × 355 g", isEmphasised: true), .init(.text, " for ", isEmphasised: true),
                .init(.money, "9.99", isEmphasised: true),
                .init(.money, "1.70", isEmphasised: true),
            ])
    }

    @Test("equal unit prices share a rank and cost the same")
    func ties() {
        let view = PerApp.ViewModel(
            state([product("1", .kilogram, for: "4"), product("500", .gram, for: "2")]))
        #expect(view.rows.map(\.rank) == [1, 1])
        #expect(view.rows.map(\.isBest) == [true, true])
        #expect(view.verdict?.plainText == "All 2 products cost the same: 4.00 per kg")
    }

    @Test("a count list shows plain counts and prices per each")
    func countList() {
        let view = PerApp.ViewModel(
            state([product("12", .each, for: "3.60"), product("6", .each, for: "2")]))
        #expect(view.reference == "each")
        #expect(view.rows.map(\.quantity) == ["12", "6"])
        #expect(view.rows.map(\.unitPrice) == ["0.300", "0.333"])
    }

    @Test(
        "which keypad keys are enabled",
        arguments: [
            // keys typed, enabled key ids
            ("", ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "point"]),
            (
                "12",
                [
                    "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "point", "plus", "minus", "times",
                    "divide",
                    "delete", "clear",
                ]
            ),
            (
                "1.5",
                [
                    "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "plus", "minus", "times", "divide",
                    "delete", "clear",
                ]
            ),
            (
                "12+",
                [
                    "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "point", "plus", "minus", "times",
                    "divide",
                    "delete", "clear",
                ]
            ),
            (
                "12+3",
                [
                    "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "point", "plus", "minus", "times",
                    "divide", "equals", "delete", "clear",
                ]
            ),
            (
                "12+3=",
                [
                    "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "point", "plus", "minus", "times",
                    "divide",
                    "delete", "clear",
                ]
            ),
            ("123456789012", ["plus", "minus", "times", "divide", "delete", "clear"]),
            (
                "1/0=",
                [
                    "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "point", "plus", "minus", "times",
                    "divide", "equals", "delete", "clear",
                ]
            ),
        ])
    func enabledKeys(_ typedKeys: String, _ enabled: [String]) throws {
        let view = PerApp.ViewModel(state(form: form(quantity: typed(typedKeys))))
        let keypad = try #require(view.form?.keypad)
        #expect(keypad.map(\.id) == CalculatorKey.all.map(\.id))
        #expect(keypad.filter(\.isEnabled).map(\.id) == enabled)
        #expect(keypad.map(\.label) == CalculatorKey.all.map(\.label))
        #expect(keypad.map(\.name) == CalculatorKey.all.map { Catalog.english.name(of: $0) })
    }

    @Test(
        "the keypad shows for the focused keypad field only",
        arguments: [
            (FormField.quantity, true), (.unit, false), (.price, true), (.name, false),
        ])
    func keypadForFocus(_ focus: FormField, _ showsKeypad: Bool) throws {
        let view = PerApp.ViewModel(state(form: form(quantity: typed("12"), focus: focus)))
        let form = try #require(view.form)
        #expect(form.focus == focus)
        #expect((form.keypad != nil) == showsKeypad)
        if focus == .price {
            // The price field is empty: delete is disabled there even though the quantity has digits.
            #expect(form.keypad?.first { $0.id == "delete" }?.isEnabled == false)
        }
    }

    @Test("the form's fields: texts, placeholders, messages and the unit picker")
    func formFields() throws {
        let pending = form(quantity: typed("6*355"), unit: .kilogram, price: typed("1/0="), name: "Soda")
        let form = try #require(PerApp.ViewModel(state(form: pending)).form)
        #expect(form.quantity.text == "6 × 355")
        #expect(form.quantity.placeholder == "0")
        #expect(form.quantity.message == nil)
        #expect(form.price.text == "1 ÷ 0")
        #expect(form.price.placeholder == "0.00")
        #expect(form.price.message == "Can't divide by zero: delete the 0 or clear the field")
        #expect(!form.price.isRefusal)
        #expect(form.name == "Soda")
        #expect(form.unit.id == "kg")
        #expect(form.unit.symbol == "kg")
        #expect(form.unit.isEnabled)
        #expect(form.unit.choices.filter(\.isSelected).map(\.id) == ["kg"])
        #expect(!form.canSubmit)
        #expect(
            form.submitHint
                == "The price can't be worked out: Can't divide by zero: delete the 0 or clear the field")
    }

    @Test(
        "a disabled Add says why",
        arguments: [
            ("", "", "Enter the quantity"), ("500", "", "Enter the price"),
            ("", "3.99", "Enter the quantity"),
            ("0", "1", "The quantity must be more than zero"),
            ("5", "1-2=", "The price must be more than zero"),
            ("5", "3F", "Enter what the 3 packs cost together"), ("5", "3F10", nil), ("5", "1.5", nil),
        ])
    func submitHint(_ quantityKeys: String, _ priceKeys: String, _ hint: String?) throws {
        let form = try #require(
            PerApp.ViewModel(state(form: form(quantity: typed(quantityKeys), price: typed(priceKeys)))).form)
        #expect(form.submitHint == hint)
        #expect(form.canSubmit == (hint == nil))
    }

    @Test(
        "numbers follow the locale's decimal separator and the currency's minor unit",
        arguments: [
            ("USD", ".", "1.5 kg", "3.99", "1.5", "0.00", "."),
            ("EUR", ",", "1,5 kg", "3.99", "1,5", "0,00", ","),
            ("JPY", ".", "1.5 kg", "698", "1.5", "0", "."),
            ("KWD", ",", "1,5 kg", "3.990", "1,5", "0,000", ","),
        ])
    func locale(
        _ currency: String, _ separator: String, _ quantity: String, _ price: String, _ typedText: String,
        _ placeholder: String, _ pointLabel: String
    ) throws {
        let settings = PerApp.Settings(
            system: .metric, currencyCode: currency, decimalSeparator: separator)
        let amount = currency == "JPY" ? "698" : "3.99"
        var state = state([product("1.5", .kilogram, for: amount)], settings: settings)
        state.form = form(quantity: typed("1.5"))
        let view = PerApp.ViewModel(state)
        #expect(view.rows.map(\.quantity) == [quantity])
        // Money stays a machine decimal for the front end to write in its locale, with the
        // currency's places.
        #expect(view.rows.map(\.price) == [price])
        #expect(view.form?.quantity.text == typedText)
        #expect(view.form?.price.placeholder == placeholder)
        #expect(view.form?.keypad?.first { $0.id == "point" }?.label == pointLabel)
    }

    @Test("the alert and what it disables")
    func alert() {
        var alerted = state([Diary.grams])
        alerted.alert = PerApp.Alert(message: "Something")
        let view = PerApp.ViewModel(alerted)
        #expect(view.alert == PerApp.Alert(message: "Something"))
        #expect(view.alert?.title == "Whoops!")
        #expect(!view.canAddProduct)
        #expect(!view.canClearList)
    }
}
