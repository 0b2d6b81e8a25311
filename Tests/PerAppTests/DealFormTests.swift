import Testing

@testable import PerAppTestSupport
@testable import PerKit

/// Opens the form and types 500 g for `price`.
private func typedProduct(price: String = "3.99") -> [Action] {
    [.addProduct] + keys("500") + [.form(.focus(.price))] + keys(price)
}

/// Focuses a deal field and types `text` on the keypad.
private func typeIn(_ text: String, _ field: FormField) -> [Action] {
    [.form(.focus(field))] + keys(text)
}

/// The deal in the add-product form, the ranking by deals in the list, and "Use member prices".
@Suite("Deals in the app")
struct DealFormTests {
    @Test("opening Deal shows its fields, focuses the member price and shows the keypad")
    func openingDeal() {
        var store = TestStore(after(typedProduct()))
        store.send(.form(.showDeal(true))) {
            $0.form?.deal.isShown = true
            $0.form?.price.commit()
            $0.form?.focus = .memberPrice
        }
        let deal = store.view.form?.deal
        #expect(deal?.isShown == true)
        #expect(deal?.summary == nil)
        #expect(
            deal?.fields.filter(\.isShown).map(\.label) == [
                "Member price", "Percent off", "Save", "Offer", "Deposit", "Tax percent",
            ])
        #expect(
            deal?.offers.map(\.title) == [
                "No offer", "Buy … get … free", "2nd half price", "N for the price of M",
                "N for a price (3 for 5.00)",
            ])
        #expect(deal?.fields.first { $0.id == .memberPrice }?.field?.placeholder == "0.00")
        #expect(store.view.form?.keypad != nil)
        #expect(store.view.form?.keypad?.first { $0.id == "for" }?.isEnabled == false)
        // Next goes through the deal's fields, then stops at the tax.
        store.send(.form(.selectOffer(.buyGetFree))) { $0.form?.deal.offer = .buyGetFree }
        #expect(
            store.state.form?.enabledFields == [
                .quantity, .unit, .price, .name, .store, .memberPrice, .percentOff, .save, .offer, .buy,
                .getFree,
                .deposit, .tax,
            ])
    }

    @Test("every offer's fields, and the labels of the issue")
    func offerFields() {
        #expect(DealOffer.buyGetFree.fields.map { Catalog.english.label(of: $0) } == ["Buy", "Get free"])
        #expect(
            DealOffer.forThePriceOf.fields.map { Catalog.english.label(of: $0) } == [
                "Packs", "For the price of",
            ])
        #expect(
            DealOffer.multiBuy.fields.map { Catalog.english.label(of: $0) } == [
                "Multi-buy packs", "Multi-buy price",
            ])
        #expect(DealOffer.secondHalfPrice.fields.isEmpty && DealOffer.none.fields.isEmpty)
    }

    @Test(
        "the fields make the deal PerKit reads from the same text",
        arguments: [
            ([FormField.memberPrice: "3.5"], DealOffer.none, "member 3.50"),
            ([.memberPrice: "3.5", .buy: "2", .getFree: "1"], .buyGetFree, "member 3.50, buy 2 get 1 free"),
            (
                [.percentOff: "10", .deposit: "0.25"], .secondHalfPrice,
                "10% off, 2nd half price, deposit 0.25"
            ),
            ([.take: "3", .payFor: "2", .tax: "8"], .forThePriceOf, "3 for the price of 2, plus 8% tax"),
            ([.save: "0.5", .multiBuyCount: "3", .multiBuyPrice: "10"], .multiBuy, "save 0.50, 3 for 10.00"),
            ([.tax: "12.5"], .none, "plus 12.5% tax"),
        ])
    func fieldsMakeTheDeal(fields: [FormField: String], offer: DealOffer, text: String) throws {
        var actions = typedProduct() + [.form(.showDeal(true)), .form(.selectOffer(offer))]
        for (field, typed) in fields.sorted(by: { $0.key < $1.key }) { actions += typeIn(typed, field) }
        var state = after(actions)
        #expect(state.form?.invalidReason() == nil)
        #expect(PerApp.ViewModel(state).form?.deal.summary == text)
        PerApp.reduce(&state, .form(.submit))
        #expect(state.form == nil && state.alert == nil)
        let item = try #require(state.list.items.first)
        #expect(item.deal == (try Deal(parsing: text)))
        #expect(item.price == exact("3.99"))
    }

    @Test(
        "refused deals say PerKit's message where Add's hint shows, keep every field and add nothing",
        arguments: [
            (typeIn("0", .memberPrice), "'member 0.00' must be more than zero"),
            (typeIn("150", .percentOff), "'150% off' takes off more than the whole price: at most 100% off"),
            (typeIn("5", .save), "'save 5.00' leaves nothing to pay: one pack would cost -1.01"),
            (typeIn("4", .memberPrice), ""),  // a member price above the shelf price is allowed
            (
                [.form(.selectOffer(.buyGetFree))] + typeIn("2", .buy),
                "'buy 2 get … free' needs its number, e.g. buy 2 get 1 free"
            ),
            (
                [.form(.selectOffer(.buyGetFree))] + typeIn("0", .buy) + typeIn("1", .getFree),
                "'buy 0 get 1 free' must be more than zero"
            ),
            (
                [.form(.selectOffer(.buyGetFree))] + typeIn("1.5", .buy) + typeIn("1", .getFree),
                "'buy 3/2 get 1 free' needs whole numbers of packs, e.g. buy 2 get 1 free"
            ),
            (
                [.form(.selectOffer(.forThePriceOf))] + typeIn("2", .take) + typeIn("3", .payFor),
                "'2 for the price of 3' gives no more packs than are paid for: the first number must be the "
                    + "larger, e.g. 3 for the price of 2"
            ),
            (
                [.form(.selectOffer(.multiBuy))] + typeIn("3", .multiBuyCount),
                "'3 for …' needs its number, e.g. 3 for 5.00"
            ),
            (
                typeIn("1/0", .deposit),
                "Deposit can't be worked out: Can't divide by zero: delete the 0 or clear the field"
            ),
        ] as [([Action], String)])
    func refusals(actions: [Action], message: String) {
        var state = after(typedProduct() + [.form(.showDeal(true))] + actions)
        let form = state.form
        #expect(PerApp.ViewModel(state).form?.submitHint == (message.isEmpty ? nil : message))
        #expect(PerApp.ViewModel(state).form?.canSubmit == message.isEmpty)
        guard !message.isEmpty else { return }
        PerApp.reduce(&state, .form(.submit))
        #expect(state.list.isEmpty)
        #expect(state.alert == nil)
        // Nothing typed is lost (Add only tidies what it would have solved).
        #expect(state.form?.deal.offer == form?.deal.offer)
        for field in FormField.dealKeypadFields {
            #expect(state.form?.deal[field].isEmpty == form?.deal[field].isEmpty)
        }
    }

    @Test("editing a product with a deal shows its deal in the fields, and saving keeps it")
    func editingKeepsTheDeal() throws {
        let deal = try Deal(parsing: "member 3.50, 10% off, buy 2 get 1 free, deposit 0.25, plus 8% tax")
        let item = try product("500", .gram, for: "3.99").withDeal(deal)
        var store = TestStore(state([item]))
        PerApp.reduce(&store.state_, .editProduct(index: 0))
        let form = try #require(store.state.form)
        #expect(form.deal.isShown)
        #expect(form.deal.offer == .buyGetFree)
        let view = try #require(store.view.form?.deal)
        let texts = view.fields.filter { $0.isShown && $0.field != nil }.map {
            $0.label + " " + ($0.field?.text ?? "")
        }
        #expect(
            texts == [
                "Member price 3.5", "Percent off 10", "Save ", "Buy 2", "Get free 1", "Deposit 0.25",
                "Tax percent 8",
            ])
        #expect(view.summary == deal.text)
        PerApp.reduce(&store.state_, .form(.submit))
        #expect(store.state.list.items.first?.deal == deal)
    }

    @Test("hiding the deal keeps its numbers, which still count; another offer keeps the first's")
    func hidingKeepsTheDeal() throws {
        var state = after(
            typedProduct() + [.form(.showDeal(true)), .form(.selectOffer(.buyGetFree))] + typeIn("2", .buy)
                + typeIn("1", .getFree))
        PerApp.reduce(&state, .form(.selectOffer(.multiBuy)))
        #expect(state.form?.focus == .offer)
        #expect(state.form?.invalidReason() == "'… for …' needs its number, e.g. 3 for 5.00")
        PerApp.reduce(&state, .form(.selectOffer(.buyGetFree)))
        #expect(state.form?.deal[.buy].value == exact("2"))
        PerApp.reduce(&state, .form(.showDeal(false)))
        #expect(state.form?.focus == nil)
        #expect(PerApp.ViewModel(state).form?.deal.summary == "buy 2 get 1 free")
        #expect(PerApp.ViewModel(state).form?.deal.fields.allSatisfy { !$0.isShown } == true)
        PerApp.reduce(&state, .form(.submit))
        #expect(state.list.items.first?.deal == (try Deal(parsing: "buy 2 get 1 free")))
    }

    @Test("keys that mean nothing in a deal field are refused there, % in a percentage is what it shows")
    func keysInDealFields() {
        var state = after(typedProduct() + [.form(.showDeal(true))] + typeIn("1", .percentOff))
        PerApp.reduce(&state, .form(.keyboard("%")))
        #expect(state.form?.deal[.percentOff].text == "1")
        #expect(state.form?.deal[.percentOff].message == nil)
        PerApp.reduce(&state, .form(.keyboard("$")))
        #expect(state.form?.deal[.percentOff].message?.text(in: .english) == "A percentage has no currency")
        PerApp.reduce(&state, .form(.key(.multiBuy)))
        #expect(state.form?.deal[.percentOff].isRefusal == true)
        #expect(state.form?.deal[.percentOff].text == "1")
        PerApp.reduce(&state, .form(.focus(.memberPrice)))
        PerApp.reduce(&state, .form(.keyboard("€")))
        #expect(state.form?.deal[.memberPrice].message == nil)
        PerApp.reduce(&state, .form(.keyboard("q")))
        #expect(state.form?.deal[.memberPrice].isRefusal == true)
    }

    /// Water at 1.00 a litre alone, and two products whose deals rank them differently from
    /// their shelf prices.
    private func dealList() throws -> [ProductItem] {
        [
            product("1", .litre, for: "1.00", name: "Water"),
            try product("1", .litre, for: "1.20", name: "Juice")
                .withDeal(Deal(parsing: "buy 2 get 1 free, deposit 0.25")),
            try product("1", .litre, for: "1.10", name: "Soda")
                .withDeal(Deal(parsing: "member 0.90")),
        ]
    }

    @Test("the list ranks by deals: rows show the deal, what it asks and the unit price without it")
    func rowsWithDeals() throws {
        let start = state(try dealList())
        let view = PerApp.ViewModel(start)
        #expect(view.rows.map(\.title) == ["Juice", "Soda", "Water"])
        // Edit and remove act on the product, wherever the deal ranks it.
        for row in view.rows { #expect(start.list.items[row.index].name == row.title) }
        let juice = view.rows[0]
        #expect(juice.deal == "buy 2 get 1 free, deposit 0.25")
        #expect(juice.dealNotes == "tbuy 3 to get this price\u{1F}t, \u{1F}t+ \u{1F}m0.75\u{1F}t deposit")
        #expect(juice.withoutDeal == "m1.200\u{1F}t per L without the deal")
        #expect(juice.unitPrice == "0.800")
        #expect(juice.isDealWorse == false)
        #expect(view.rows[1].dealNotes == "twith the member price")
        #expect(view.rows[2].deal == nil && view.rows[2].dealNotes == nil && view.rows[2].withoutDeal == nil)
        let verdict = try #require(view.verdict).plainText
        #expect(verdict.hasPrefix("Juice is the best deal: "))
        #expect(verdict.hasSuffix(" — buy 3 to get this price, + 0.75 deposit"))
        // Removing the best row removes Juice.
        var removed = start
        PerApp.reduce(&removed, .removeProduct(index: juice.index))
        #expect(removed.list.items.map { $0.name } == ["Water", "Soda"])
    }

    @Test("the deal's amounts are written with the locale's decimal separator, as every number is")
    func decimalSeparator() throws {
        var settings = PerApp.Settings()
        settings.decimalSeparator = ","
        let view = PerApp.ViewModel(state(try dealList(), settings: settings))
        #expect(view.rows.map(\.deal) == ["buy 2 get 1 free, deposit 0,25", "member 0,90", nil])
        let form = after(
            [.addProduct, .form(.showDeal(true))] + keys("3.5"),
            from: state(try dealList(), settings: settings))
        #expect(PerApp.ViewModel(form).form?.deal.summary == "member 3,50")
        let cola = try product("1", .litre, for: "1.50", name: "Cola").withDeal(Deal(parsing: "3 for 5.00"))
        let water = product("1", .litre, for: "1.00", name: "Water")
        let verdict = PerApp.ViewModel(state([water, cola], settings: settings)).verdict?.plainText
        #expect(
            verdict?.hasSuffix(". Cola: the deal (3 for 5,00) costs more per unit than buying one") == true)
    }

    @Test("a multi-buy dearer per unit than one pack is flagged in the row and the verdict")
    func worseDeal() throws {
        let items = [
            product("1", .litre, for: "1.00", name: "Water"),
            try product("1", .litre, for: "1.50", name: "Cola")
                .withDeal(Deal(parsing: "3 for 5.00")),
        ]
        let view = PerApp.ViewModel(state(items))
        let cola = try #require(view.rows.first { $0.title == "Cola" })
        #expect(cola.isDealWorse)
        #expect(cola.dealNotes == "tbuy 3 to get this price\u{1F}t, \u{1F}tdearer per unit than one pack")
        #expect(
            view.verdict?.plainText.hasSuffix(
                ". Cola: the deal (3 for 5.00) costs more per unit than buying one")
                == true)
    }

    @Test("Use member prices: on by default, off ranks without them and says so; saved with the settings")
    func usesMemberPrices() throws {
        var store = TestStore(state(try dealList()))
        #expect(store.view.settings.usesMemberPrices)
        store.send(.setUsesMemberPrices(false)) { $0.settings.usesMemberPrices = false }
        let view = store.view
        #expect(view.settings.usesMemberPrices == false)
        #expect(view.rows.map(\.title) == ["Juice", "Water", "Soda"])
        #expect(view.rows[2].dealNotes == "tmember price not used")
        #expect(view.rows[2].deal == "member 0.90")
        // Saved, and read back.
        let restored = try State(decoding: JSON(parsing: store.state.encoded()))
        #expect(restored.settings.usesMemberPrices == false)
        store.send(.setUsesMemberPrices(true)) { $0.settings.usesMemberPrices = true }
        #expect(store.view.rows.map(\.title) == ["Juice", "Soda", "Water"])
    }

    @Test("a half-typed deal is saved with the form and restored exactly")
    func savedForm() throws {
        let state = after(
            typedProduct() + [.form(.showDeal(true)), .form(.selectOffer(.forThePriceOf))]
                + typeIn("3", .take)
                + typeIn("2+", .payFor) + typeIn("0.5", .memberPrice))
        let restored = try State(decoding: JSON(parsing: state.encoded()))
        #expect(restored.form == state.form)
        #expect(restored.form?.deal[.payFor].text == "2")
        #expect(restored.form?.deal.offer == .forThePriceOf)
    }
}

/// Saved sessions written by hand: one saved before forms had deals and settings had "Use member
/// prices", and one with both.
@Suite("Saved sessions with deals")
struct DealSavedStateFixtureTests {
    static let before = #"""
        {"version":5,"openList":"00000000000000000000000000000000",
         "settings":{"system":"metric","currency":"EUR","remembersPrices":true},
         "form":{"soldBy":"volume","unit":"L","quantity":{"left":{"typed":"1"}},"price":{"left":{"typed":"1.5"}},
                 "name":"Cola","store":"","isSale":false,"focus":"price","editingIndex":null}}
        """#

    static let withDeal = #"""
        {"version":5,"openList":"00000000000000000000000000000000",
         "settings":{"system":"metric","currency":"EUR","remembersPrices":true,"usesMemberPrices":false},
         "form":{"soldBy":"volume","unit":"L","quantity":{"left":{"typed":"1"}},"price":{"left":{"typed":"1.5"}},
                 "name":"Cola","store":"","isSale":false,
                 "deal":{"isShown":true,"offer":"multiBuy","memberPrice":{"left":{"typed":"1.2"}},
                         "multiBuyCount":{"left":{"result":"3"}},"multiBuyPrice":{"left":{"typed":"4"},"operation":"add"},
                         "buy":{"left":{"typed":"2"}}},
                 "focus":"multiBuyPrice","editingIndex":null}}
        """#

    @Test("a session saved before deals opens with member prices on and an empty, hidden deal")
    func before() throws {
        let state = try State(decoding: JSON(parsing: Self.before))
        #expect(state.settings.usesMemberPrices)
        #expect(state.form?.deal == DealForm())
        #expect(state.form?.focus == .price)
    }

    @Test("a session with a half-typed deal and member prices off opens as it was")
    func withDeal() throws {
        let state = try State(decoding: JSON(parsing: Self.withDeal))
        #expect(state.settings.usesMemberPrices == false)
        let deal = try #require(state.form?.deal)
        #expect(deal.isShown && deal.offer == .multiBuy)
        #expect(deal[.memberPrice].text == "1.2")
        #expect(deal[.multiBuyCount].value == Rational(3))
        #expect(deal[.multiBuyPrice].text == "4 +")
        #expect(deal[.buy].text == "2")  // another offer's number, kept
        #expect(state.form?.focus == .multiBuyPrice)
        // Leaving the field drops the dangling operator: 3 for 4.00 with the member price.
        var next = state
        PerApp.reduce(&next, .form(.focus(.memberPrice)))
        #expect(PerApp.ViewModel(next).form?.deal.summary == "member 1.20, 3 for 4.00")
        // And it is saved again as it was read.
        #expect(try State(decoding: JSON(parsing: state.encoded())) == state)
    }

    @Test(
        "a deal that can't be read says which member",
        arguments: [
            (#""offer":"bogof""#, "the saved list has an invalid 'form.deal.offer'"),
            (#""buy":{"left":{"typed":"x"}}"#, "the saved list has an invalid 'form.deal.buy.left'"),
        ])
    func unreadable(member: String, message: String) throws {
        let text =
            #"{"version":5,"form":{"soldBy":"weight","unit":"g","deal":{"#
            + member + #"}}}"#
        #expect(throws: ParseError(message, at: 0)) { try State(decoding: JSON(parsing: text)) }
    }
}

extension TestStore {
    /// The state, to change with ``PerApp/reduce(_:_:)`` directly.
    fileprivate var state_: State {
        get { state }
        set { self = TestStore(newValue) }
    }
}
