import Testing

@testable import PerAppTestSupport
@testable import PerKit
@testable import PerWire

/// The wire format: actions in, view model and saved state out.
@Suite("Wire format")
struct WireTests {
    static let kilogram = try? ReferenceQuantity(parsing: "kg")
    static let hundredMillilitres = try? ReferenceQuantity(parsing: "100 mL")

    /// Every action type, as a front end sends it.
    static let actions: [(String, Action)] = [
        (#"{"type":"addProduct"}"#, .addProduct),
        (#"{"type":"editProduct","index":2}"#, .editProduct(index: 2)),
        (#"{"type":"removeProduct","index":0}"#, .removeProduct(index: 0)),
        (#"{"type":"clearList"}"#, .clearList),
        (#"{"type":"confirmClearList"}"#, .confirmClearList),
        (#"{"type":"cancelClearList"}"#, .cancelClearList),
        (#"{"type":"dismissAlert"}"#, .dismissAlert),
        (#"{"type":"setMeasurementSystem","system":"uk"}"#, .setMeasurementSystem(.uk)),
        (#"{"type":"setCurrencyCode","code":"EUR"}"#, .setCurrencyCode("EUR")),
        (#"{"type":"setReference","reference":"auto"}"#, .setReference(nil)),
        (#"{"type":"setReference","reference":"kg"}"#, .setReference(kilogram)),
        (#"{"type":"setReference","reference":"100 mL"}"#, .setReference(hundredMillilitres)),
        (
            #"{"type":"setReference","reference":"uk-fl-oz"}"#,
            .setReference(try? ReferenceQuantity(parsing: "UK fl oz"))
        ),
        (
            #"{"type":"setReference","reference":"us-fl-oz"}"#,
            .setReference(try? ReferenceQuantity(parsing: "US fl oz"))
        ),
        (
            #"{"type":"setReference","reference":"5/2 lb"}"#,
            .setReference(try? ReferenceQuantity(parsing: "2.5 lb"))
        ),
        (#"{"type":"setListName","name":"Market"}"#, .setListName("Market")),
        (#"{"type":"focus","field":"price"}"#, .form(.focus(.price))),
        (#"{"type":"nextField"}"#, .form(.nextField)),
        (#"{"type":"previousField"}"#, .form(.previousField)),
        (#"{"type":"key","key":"7"}"#, .form(.key(.digit(7)))),
        (#"{"type":"key","key":"point"}"#, .form(.key(.decimalPoint))),
        (#"{"type":"key","key":"times"}"#, .form(.key(.operation(.multiply)))),
        (#"{"type":"key","key":"equals"}"#, .form(.key(.equals))),
        (#"{"type":"keyboard","key":"Enter"}"#, .form(.keyboard("Enter"))),
        (#"{"type":"keyboard","key":"q"}"#, .form(.keyboard("q"))),
        (#"{"type":"selectSoldBy","dimension":"count"}"#, .form(.selectSoldBy(.count))),
        (#"{"type":"selectUnit","unit":"us-fl-oz"}"#, .form(.selectUnit(.usFluidOunce))),
        (#"{"type":"setName","name":"Brand \"A\""}"#, .form(.setName("Brand \"A\""))),
        (#"{"type":"submit","extra":true}"#, .form(.submit)),
        (#"{"type":"cancel"}"#, .form(.cancel)),
        (#"{"type":"focus","field":"memberPrice"}"#, .form(.focus(.memberPrice))),
        (#"{"type":"showDeal","isShown":true}"#, .form(.showDeal(true))),
        (#"{"type":"selectOffer","offer":"buyGetFree"}"#, .form(.selectOffer(.buyGetFree))),
        (#"{"type":"selectOffer","offer":"none"}"#, .form(.selectOffer(.none))),
        (#"{"type":"setUsesMemberPrices","isOn":false}"#, .setUsesMemberPrices(false)),
    ]

    @Test("every action type decodes", arguments: actions)
    func decodes(_ text: String, _ action: Action) throws {
        #expect(try WireAction.decode(JSON(parsing: text)) == action)
    }

    @Test("every keypad key and unit decodes by its id")
    func keysAndUnits() throws {
        for key in CalculatorKey.all {
            #expect(try WireAction.decode(wireJSON(.form(.key(key)))) == .form(.key(key)))
        }
        for unit in Unit.all {
            #expect(try WireAction.decode(wireJSON(.form(.selectUnit(unit)))) == .form(.selectUnit(unit)))
        }
        for field in FormField.allCases {
            #expect(try WireAction.decode(wireJSON(.form(.focus(field)))) == .form(.focus(field)))
        }
        for dimension in Dimension.allCases {
            #expect(
                try WireAction.decode(wireJSON(.form(.selectSoldBy(dimension))))
                    == .form(.selectSoldBy(dimension)))
        }
        for system in MeasurementSystem.allCases {
            for dimension in Dimension.allCases {
                for reference in ReferenceQuantity.choices(for: dimension, system: system) {
                    #expect(
                        try WireAction.decode(wireJSON(.setReference(reference))) == .setReference(reference))
                }
            }
        }
    }

    /// Requests that are front-end bugs, and the error they answer.
    static let malformed: [(String, String)] = [
        (#"{"type":"fly"}"#, "unknown action type 'fly'"),
        (#"{"kind":"addProduct"}"#, "an action needs a 'type'"),
        (#"{"type":7}"#, "an action needs a 'type'"),
        (#"["addProduct"]"#, "an action needs a 'type'"),
        (#"{"type":"editProduct"}"#, "the action 'editProduct' needs a whole number 'index'"),
        (#"{"type":"removeProduct","index":"1"}"#, "the action 'removeProduct' needs a whole number 'index'"),
        (#"{"type":"removeProduct","index":1.5}"#, "the action 'removeProduct' needs a whole number 'index'"),
        (#"{"type":"setMeasurementSystem"}"#, "the action 'setMeasurementSystem' needs a string 'system'"),
        (#"{"type":"setMeasurementSystem","system":"imperial"}"#, "'system' must be metric, us or uk"),
        (#"{"type":"setCurrencyCode","code":null}"#, "the action 'setCurrencyCode' needs a string 'code'"),
        (#"{"type":"setReference"}"#, "the action 'setReference' needs a string 'reference'"),
        (
            #"{"type":"setReference","reference":"fl oz"}"#,
            "unknown reference 'fl oz' — send the id of a reference choice"
        ),
        (#"{"type":"setListName"}"#, "the action 'setListName' needs a string 'name'"),
        (
            #"{"type":"focus","field":"colour"}"#,
            "'field' must be the name of a form field, e.g. quantity, price or memberPrice"
        ),
        (#"{"type":"showDeal"}"#, "the action 'showDeal' needs true or false 'isShown'"),
        (#"{"type":"selectOffer","offer":"bogof"}"#, "unknown offer: send the id of an offer choice"),
        (#"{"type":"setUsesMemberPrices","isOn":1}"#, "the action 'setUsesMemberPrices' needs true or false 'isOn'"),
        (#"{"type":"focus"}"#, "the action 'focus' needs a string 'field'"),
        (#"{"type":"key","key":"sqrt"}"#, "unknown keypad key"),
        (#"{"type":"key","key":7}"#, "the action 'key' needs a string 'key'"),
        (#"{"type":"keyboard"}"#, "the action 'keyboard' needs a string 'key'"),
        (#"{"type":"selectSoldBy","dimension":"time"}"#, "unknown dimension"),
        (#"{"type":"selectUnit","unit":"stone"}"#, "unknown unit"),
        (#"{"type":"selectUnit"}"#, "the action 'selectUnit' needs a string 'unit'"),
        (#"{"type":"setName","name":false}"#, "the action 'setName' needs a string 'name'"),
        (#"{"type":"addProduct""#, "invalid JSON at byte 20: expected ',' or '}'"),
        ("", "invalid JSON at byte 0: expected a value"),
    ]

    @Test(
        "an unknown type or a missing member answers an error and leaves the state unchanged",
        arguments: malformed)
    func malformedActions(_ text: String, _ message: String) throws {
        var session = WireSession()
        _ = session.dispatch(#"{"type":"addProduct"}"#)
        _ = session.dispatch(#"{"type":"key","key":"5"}"#)
        let before = session.state
        let response = try JSON(parsing: session.dispatch(text))
        #expect(response["error"]?.stringValue == message)
        #expect(session.state == before)
        #expect(try State(decoding: #require(response["saved"])) == before)
        #expect(response["view"]?["form"]?["quantity"]?["text"]?.stringValue == "5")
    }

    @Test(
        "every reference choice of the settings screen, sent back as it is, selects that choice",
        arguments: [
            (MeasurementSystem.metric, "weight"), (.us, "weight"), (.uk, "weight"), (.metric, "volume"),
            (.us, "volume"),
            (.uk, "volume"), (.metric, "count"), (.us, "length"), (.uk, "area"),
        ])
    func referenceChoicesRoundTrip(_ system: MeasurementSystem, _ dimension: String) throws {
        var session = WireSession()
        _ = session.start(#"{"saved":null,"system":"\#(system.rawValue)"}"#)
        _ = session.dispatch(#"{"type":"addProduct"}"#)
        _ = session.dispatch(#"{"type":"selectSoldBy","dimension":"\#(dimension)"}"#)
        let choices = PerApp.ViewModel(session.state).settings.references
        #expect(choices.count > 2)
        for choice in choices {
            let request = JSON.object([
                .init("type", .string("setReference")), .init("reference", .string(choice.id)),
            ])
            let response = try JSON(parsing: session.dispatch(request.text))
            #expect(response["error"] == nil)
            let selected = PerApp.ViewModel(session.state).settings.references.filter(\.isSelected).map(\.id)
            #expect(selected == [choice.id], "\(system) \(choice.id)")
        }
    }

    @Test("a reference that cannot be read answers an error")
    func badReference() throws {
        var session = WireSession()
        let response = try JSON(parsing: session.dispatch(#"{"type":"setReference","reference":"0 g"}"#))
        #expect(
            response["error"]?.stringValue == "unknown reference '0 g' — send the id of a reference choice")
        #expect(session.state == State())
    }

    @Test("start restores a saved state, and every answer carries the view and the state to save")
    func startAndDispatch() throws {
        var session = WireSession()
        let started = try JSON(parsing: session.start(#"{"saved":null,"system":"us","currency":"CAD"}"#))
        #expect(started["error"] == nil)
        #expect(
            session.state
                == State(settings: PerApp.Settings(system: .us, currencyCode: "CAD")))
        #expect(started["view"]?["currencyCode"]?.stringValue == "CAD")
        #expect(started["view"]?["reference"]?.stringValue == "oz")

        for text in [
            #"{"type":"addProduct"}"#, #"{"type":"key","key":"1"}"#, #"{"type":"focus","field":"price"}"#,
            #"{"type":"keyboard","key":"2"}"#, #"{"type":"keyboard","key":"x"}"#,
            #"{"type":"keyboard","key":"3"}"#,
        ] {
            let response = try JSON(parsing: session.dispatch(text))
            #expect(response["error"] == nil)
        }
        let response = try JSON(parsing: session.dispatch(#"{"type":"setName","name":"Oats"}"#))
        let form = try #require(response["view"]?["form"])
        #expect(form["title"]?.stringValue == "Add product")
        #expect(form["price"]?["text"]?.stringValue == "2 × 3")
        #expect(form["canSubmit"]?.boolValue == true)
        #expect(form["focus"]?.stringValue == "price")
        #expect(form["keypad"]?.arrayValue?.count == 19)
        #expect(form["unit"]?["id"]?.stringValue == "oz")
        #expect(form["unit"]?["choices"]?.arrayValue?.count == 5)
        #expect(form["soldBy"]?.arrayValue?.count == 5)

        // The saved state restores the same session elsewhere.
        let saved = try #require(response["saved"])
        var restored = WireSession()
        let restart = try JSON(parsing: restored.start(JSON.object([.init("saved", saved)]).text))
        #expect(restart["error"] == nil)
        #expect(restored.state == session.state)

        let submitted = try JSON(parsing: session.dispatch(#"{"type":"submit"}"#))
        let rows = try #require(submitted["view"]?["rows"]?.arrayValue)
        #expect(rows.count == 1)
        #expect(rows.first?["title"]?.stringValue == "Oats")
        #expect(rows.first?["quantity"]?.stringValue == "1 oz")
        #expect(rows.first?["price"]?.stringValue == "6.00")
        #expect(rows.first?["isBest"]?.boolValue == true)
        #expect(submitted["view"]?["form"]?.isNull == true)
        #expect(submitted["view"]?["canClearList"]?.boolValue == true)
    }

    @Test("start with a malformed request answers an error and keeps the state")
    func malformedStart() throws {
        var session = WireSession()
        _ = session.dispatch(#"{"type":"setListName","name":"Kept"}"#)
        let response = try JSON(parsing: session.start("{nope"))
        #expect(response["error"]?.stringValue == "invalid JSON at byte 1: expected a member name")
        #expect(session.state.listName == "Kept")
    }

    @Test("start with a corrupt saved state starts afresh with an alert, locale defaults kept")
    func corruptStart() throws {
        var session = WireSession()
        let response = try JSON(
            parsing: session.start(#"{"saved":{"version":99},"system":"uk","currency":"bad!"}"#))
        #expect(response["error"] == nil)
        var expected = State(settings: PerApp.Settings(system: .uk, currencyCode: "USD"))
        expected.alert = PerApp.Alert(
            message:
                "Your saved lists could not be restored: the saved lists were written by a newer version of Per (99)"
        )
        #expect(session.state == expected)
        let alert = try #require(response["view"]?["alert"])
        #expect(
            alert
                == .object([
                    .init("title", .string("Whoops!")),
                    .init("message", .string(try #require(expected.alert).message)),
                ]))
    }

    @Test("the view model's JSON has every member")
    func viewModelMembers() throws {
        var state = state([Diary.grams, Diary.pound], form: form(quantity: typed("12+")))
        state.alert = PerApp.Alert(message: "m")
        let json = try JSON(parsing: WireViewModel.text(PerApp.ViewModel(state)))
        guard case .object(let members) = json else { Issue.record("not an object"); return }
        #expect(
            members.map(\.key) == [
                "title", "currencyCode", "language", "reference", "referencePhrase", "referenceButtonName", "rows",
                "emptyMessage", "verdict", "canAddProduct", "canClearList", "isConfirmingClear",
                "clearConfirmation", "form", "alert", "undo", "settings",
                "screen", "listName", "exportListName", "library", "book", "shared", "status", "canNavigate", "canDuplicateList",
                "canDeleteList",
            ])
        guard case .object(let row)? = json["rows"]?.arrayValue?.first else { Issue.record("no row"); return }
        #expect(
            row.map(\.key) == [
                "index", "title", "editName", "removeName", "name", "quantity", "price", "unitPrice", "unitPriceExact", "rank",
                "isBest",
                "percentMoreThanBest", "extraCost", "detail", "againstBest", "barLength", "badge", "deal", "dealNotes",
                "withoutDeal",
                "isDealWorse",
            ])
        guard case .object(let form)? = json["form"] else { Issue.record("no form"); return }
        #expect(
            form.map(\.key) == [
                "title", "submitTitle", "canSubmit", "submitHint", "soldBy", "quantity", "unit", "price", "name",
                "store", "storeChoices", "isSale", "hint", "focus", "focusLabel", "canGoToPreviousField", "canGoToNextField",
                "keypad", "deal", "toConfirm", "confirmHint", "tagNotes",
            ])
        #expect(
            json["form"]?["quantity"]
                == .object([
                    .init("text", .string("12 +")), .init("placeholder", .string("0")),
                    .init("message", .null), .init("isRefusal", .bool(false)),
                ]))
        #expect(
            json["verdict"]?.stringValue?.hasUTF8Prefix("T1 lb\u{1F}T for \u{1F}M2.49\u{1F}t is the best deal: ")
                == true)
        #expect(
            json["form"]?["keypad"]?.arrayValue?.first
                == .object([
                    .init("id", .string("0")), .init("label", .string("0")), .init("name", .string("0")),
                    .init("isEnabled", .bool(true)),
                ]))
        #expect(
            json["settings"]?["references"]?.arrayValue?.first
                == .object([
                    .init("id", .string("auto")), .init("title", .string("Automatic (per 100 g)")),
                    .init("isSelected", .bool(true)),
                ]))
        #expect(json["rows"]?.arrayValue?.map { $0["unitPrice"]?.stringValue } == ["0.549", "0.798"])
        #expect(json["settings"]?["usesMemberPrices"] == .bool(true))
        #expect(json["form"]?["deal"]?["isShown"] == .bool(false))
        #expect(json["form"]?["deal"]?["summary"] == .null)
        #expect(json["form"]?["deal"]?["offers"]?.arrayValue?.count == 5)
        #expect(
            json["form"]?["deal"]?["fields"]?.arrayValue?.first
                == .object([
                    .init("id", .string("memberPrice")), .init("label", .string("Member price")),
                    .init("kind", .string("money")), .init("isShown", .bool(false)), .init("isFocused", .bool(false)),
                    .init("text", .string("")), .init("placeholder", .string("0.00")), .init("message", .null),
                    .init("isRefusal", .bool(false)),
                ]))
        #expect(
            json["form"]?["deal"]?["fields"]?.arrayValue?.map { $0["label"]?.stringValue ?? "" } == [
                "Member price", "Percent off", "Save", "Offer", "Buy", "Get free", "Packs", "For the price of",
                "Multi-buy packs", "Multi-buy price", "Deposit", "Tax percent",
            ])
    }

    @Test("a row with a deal carries its words, its notes as parts and the unit price without it")
    func rowWithDeal() throws {
        let juice = try product("1", .litre, for: "1.20", name: "Juice").withDeal(
            Deal(parsing: "buy 2 get 1 free, deposit 0.25"))
        let json = try JSON(parsing: WireViewModel.text(PerApp.ViewModel(state([juice]))))
        let row = try #require(json["rows"]?.arrayValue?.first)
        #expect(row["deal"] == .string("buy 2 get 1 free, deposit 0.25"))
        #expect(row["dealNotes"] == .string("tbuy 3 to get this price\u{1F}t, \u{1F}t+ \u{1F}m0.75\u{1F}t deposit"))
        #expect(row["withoutDeal"] == .string("m1.200\u{1F}t per L without the deal"))
        #expect(row["isDealWorse"] == .bool(false))
        #expect(json["verdict"]?.stringValue?.hasUTF8Suffix(" — \u{1F}tbuy 3 to get this price\u{1F}t, \u{1F}t+ \u{1F}m0.75\u{1F}t deposit") == true)
    }
}
