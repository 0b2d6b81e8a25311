import Testing

@testable import PerAppTestSupport
@testable import PerKit

/// Saving and restoring the state exactly.
@Suite("Saved state")
struct StateCodecTests {
    /// Save, write as text, read the text, restore.
    static func roundTrip(_ state: State) throws -> State {
        let text = state.encoded()
        return try State(decoding: JSON(parsing: text))
    }

    static let usSettings = PerApp.Settings(system: .us, currencyCode: "EUR")

    static let states: [(String, State)] = {
        let multipack = try? ProductItem(
            name: "Soda \"Zero\" — 6×", price: exact("4.99"),
            quantity: Quantity(exact("355"), .millilitre, packCount: exact("6")))
        var confirming = state(
            [Diary.grams, Diary.pound, Diary.multipack], settings: usSettings, lastUnit: .pound)
        confirming.pinnedReference = try? ReferenceQuantity(parsing: "lb")
        confirming.destination = .confirmingClear
        confirming.listName = "Saturday ✓ <market> \\ \"quoted\"\n2nd line"
        var alerted = state(
            [Diary.grams], form: form(quantity: typed("12"), price: typed("1"), focus: .price))
        alerted.alert = PerApp.Alert(
            message: "Can't add 1 L (sold by volume) to a list of products sold by weight")
        let ukSettings = PerApp.Settings(system: .uk, currencyCode: "GBP")
        var volumes = state(
            [multipack, product("1", .ukPint, for: "1.10"), product("2", .usGallon, for: "7")].compactMap {
                $0
            },
            form: form(
                quantity: typed("0.5-1=<"), unit: .ukFluidOunce, price: typed("."), name: "😀 é", focus: .name),
            settings: ukSettings)
        volumes.pinnedReference = try? ReferenceQuantity(parsing: "100 mL", system: .uk)
        let ketchup = try? ProductItem(
            name: "Ketchup", price: exact("3.90"), quantity: Quantity(exact("700"), .gram)
        ).withDeal(Deal(parsing: "member 3.50, buy 2 get 1 free, deposit 0.10, plus 8.875% tax"))
        let thirds = try? Diary.pound.withDeal(Deal(parsing: "member 10/3"))
        return [
            (
                "products with deals, one of them removed",
                state([ketchup, Diary.grams].compactMap { $0 }, removed: thirds)
            ),
            ("a new list", State()),
            ("a list with a pinned reference, confirming clear", confirming),
            ("a new form", state(form: newForm())),
            (
                "a form mid-equation",
                state(
                    [Diary.grams],
                    form: form(quantity: typed("6*355"), unit: .pound, price: typed("10/3="), name: "Bulk"))
            ),
            (
                "a form with a dangling operator and a leading point",
                state(form: form(quantity: typed("12+"), price: typed("1.+.")))
            ),
            (
                "a form editing with a message on a field",
                state(
                    [Diary.grams, Diary.pound],
                    form: form(quantity: typed("500"), price: typed("12/0="), focus: .price, editing: 1))
            ),
            ("an alert over a form", alerted),
            (
                "a multi-buy price and a refused key",
                state(
                    [Diary.grams], form: form(quantity: typed("12.."), price: typed("3F10"), focus: .quantity)
                )
            ),
            ("a product that can be put back", state([Diary.pound], removed: Diary.grams)),
            ("a form without focus", state(form: form(quantity: typed("1"), focus: nil))),
            (
                "a solved multiplication with its factors",
                state(form: form(quantity: typed("6*355="), focus: .unit))
            ),
            (
                "a multipack being edited",
                state([Diary.multipack], form: ProductForm(editing: Diary.multipack, at: 0))
            ),
            ("a count form", state(form: form(quantity: typed("12"), unit: .each, focus: .price))),
            ("UK volumes with a multipack", volumes),
            ("a negative result", state(form: form(quantity: typed("3-5="), price: typed("0.5-1=<<")))),
            (
                "a result too large for the field",
                state(
                    form: form(
                        quantity: field(
                            .result(exact("123456789012345678/7")), .divide, .typed("0"),
                            message: .divisionByZero)))
            ),
            (
                "a refused character and a message of an earlier version",
                state(
                    form: form(
                        quantity: field(.typed("1"), refused: .cannotType(character: "a")),
                        price: field(.typed("2"), message: .saved("Can't divide by zero"))))
            ),
            ("a long result being edited", state(form: form(quantity: typed("999999999999*999999999999=<")))),
            (
                "the largest result",
                state(form: form(quantity: field(.result((try? Rational(Int128.max)) ?? .zero))))
            ),
            (
                "the smallest result",
                state(form: form(quantity: field(.result((try? Rational(1, Int128.max)) ?? .zero))))
            ),
        ]
    }()

    @Test("save then restore gives back an equal state", arguments: states)
    func roundTrips(_ name: String, _ state: State) throws {
        let restored = try Self.roundTrip(state)
        #expect(restored == state)
        // The text is stable: saving the restored state writes the same text.
        #expect(restored.encoded() == state.encoded())
    }

    @Test("restoring goes through the public entry point too", arguments: states)
    func restoring(_ name: String, _ state: State) throws {
        let saved = try JSON(parsing: state.encoded())
        #expect(State(restoring: saved, defaults: PerApp.Settings()) == state)
    }

    @Test("the encoding of a new list is stable text")
    func stableText() {
        #expect(
            State().encoded()
                == #"{"version":5,"lists":[{"id":"00000000000000000000000000000000","name":"Shopping list","#
                + #""created":"1970-01-01T00:00:00Z","updated":"1970-01-01T00:00:00Z","reference":null,"#
                + #""lastUnit":null,"items":[]}],"products":[],"stores":[],"#
                + #""openList":"00000000000000000000000000000000","#
                + #""settings":{"system":"metric","currency":"USD","remembersPrices":true,"usesMemberPrices":true},"screen":"list","#
                + #""bookSearch":"","bookProduct":null,"lastStore":null,"deletedEntry":null,"#
                + #""clock":"1970-01-01T00:00:00Z","today":"1970-01-01","nextEntry":"ffffffffffffffff0000000000000000","#
                + #""isConfirmingClear":false,"alert":null,"form":null,"removed":null,"removedID":null,"deleted":null,"shared":null,"#
                + #""status":null}"#
        )
    }

    @Test("a shared list saved by version 4 as a share-link payload is read, or left to the caller's reader")
    func sharedListSavedAsPayload() throws {
        let shared = SharedList(
            name: "Groceries", products: list([Diary.grams, Diary.pound]), currency: Currency(code: "EUR"))
        let link = ShareLink.url(base: "https://per.example/", list: shared)
        let payload = String(link.split(separator: "=", maxSplits: 1)[1])
        let text = #"{"version":4,"shared":""# + payload + #""}"#
        #expect(try State(decoding: JSON(parsing: text)).sharedList == shared)
        var read: [String] = []
        let restored = try State(
            decoding: JSON(parsing: text),
            sharePayloadReader: { payload throws(ParseError) in
                read.append(payload)
                return nil
            })
        #expect(read == [payload])
        #expect(restored.sharedList == nil)
        // Written again, the shared list is an object, read without any reader.
        var state = State()
        state.destination = .sharedList(shared)
        let written = try JSON(parsing: state.encoded())
        #expect(written["shared"].map { try? SharedList(json: $0) } == shared)
        #expect(
            try State(decoding: written, sharePayloadReader: { _ throws(ParseError) in nil }).sharedList
                == shared)
        #expect(throws: ParseError("the saved list has an invalid 'shared'", at: 0)) {
            try State(decoding: JSON(parsing: #"{"version":4,"shared":"1AAAA"}"#))
        }
    }

    @Test("a version-1 document written by hand is read")
    func readsVersionOne() throws {
        let text = """
            {"version": 1, "listName": "Market", "future": [1, 2, 3],
             "settings": {"system": "us", "currency": "CAD", "reference": {"amount": "1", "unit": "lb"}},
             "items": [{"price": "399/100", "packSize": "500", "unit": "g"},
                       {"name": "Store brand", "price": "249/100", "packCount": "1", "packSize": "1", "unit": "lb"}],
             "lastUnit": "lb",
             "form": {"soldBy": "weight", "unit": "oz", "quantity": {"left": {"typed": "6"}, "operation": "multiply",
                      "right": {"typed": "35"}}, "price": null, "focus": "quantity"}}
            """
        let restored = try State(decoding: JSON(parsing: text))
        let expected = State(
            listName: "Market",
            list: list([
                product("500", .gram, for: "3.99"), product("1", .pound, for: "2.49", name: "Store brand"),
            ]),
            settings: PerApp.Settings(system: .us, currencyCode: "CAD"),
            form: form(quantity: typed("6*35"), unit: .ounce), alert: nil, isConfirmingClear: false,
            lastUnit: .pound, reference: try ReferenceQuantity(parsing: "lb"))
        #expect(restored == expected)
    }

    @Test("only a version is required; everything else takes its default")
    func minimalDocument() throws {
        #expect(try State(decoding: JSON(parsing: #"{"version":1}"#)) == State())
    }

    @Test("a state saved by a newer version is refused with a clear message")
    func newerVersion() throws {
        guard case .object(var members) = try JSON(parsing: State().encoded()) else {
            Issue.record("not an object"); return
        }
        members[0] = JSON.Member("version", .int(State.encodingVersion + 1))
        #expect(throws: ParseError("the saved lists were written by a newer version of Per (6)", at: 0)) {
            try State(decoding: .object(members))
        }
        let restored = State(restoring: .object(members), defaults: PerApp.Settings())
        #expect(
            restored.alert?.message
                == "Your saved lists could not be restored: the saved lists were written by a newer version of Per (6)"
        )
    }

    /// Saved text that cannot be restored, and the member the message names.
    static let corrupt: [(String, String)] = [
        (#"{}"#, "the saved list has an invalid 'version'"),
        (#"[1]"#, "the saved list has an invalid 'version'"),
        (#"{"version":"1"}"#, "the saved list has an invalid 'version'"),
        (#"{"version":1.5}"#, "the saved list has an invalid 'version'"),
        (#"{"version":0}"#, "the saved list has an invalid 'version'"),
        (#"{"version":-1}"#, "the saved list has an invalid 'version'"),
        (
            #"{"version":1,"settings":{"system":"imperial"}}"#,
            "the saved list has an invalid 'settings.system'"
        ),
        (
            #"{"version":1,"settings":{"currency":"euro"}}"#,
            "the saved list has an invalid 'settings.currency'"
        ),
        (
            #"{"version":1,"settings":{"reference":{"amount":"abc","unit":"g"}}}"#,
            "the saved list has an invalid 'settings.reference.amount'"
        ),
        (
            #"{"version":1,"settings":{"reference":{"amount":"1","unit":"stone"}}}"#,
            "the saved list has an invalid 'settings.reference.unit'"
        ),
        (
            #"{"version":1,"settings":{"reference":{"amount":"0","unit":"g"}}}"#,
            "the saved list has an invalid 'settings.reference'"
        ),
        (
            #"{"version":1,"items":[{"price":"x","packSize":"1","unit":"g"}]}"#,
            "the saved list has an invalid 'items[0].price'"
        ),
        (
            #"{"version":1,"items":[{"price":"1","packSize":"1","unit":"g"},{"price":"1","unit":"g"}]}"#,
            "the saved list has an invalid 'items[1].packSize'"
        ),
        (
            #"{"version":1,"items":[{"price":"1","packSize":"1","unit":"zz"}]}"#,
            "the saved list has an invalid 'items[0].unit'"
        ),
        (
            #"{"version":1,"items":[{"price":"0","packSize":"1","unit":"g"}]}"#,
            "the saved list has an invalid 'items[0]': The price must be greater than zero (it is 0)"
        ),
        (
            #"{"version":1,"items":[{"price":"1","packSize":"1","unit":"g"},{"price":"1","packSize":"1","unit":"L"}]}"#,
            "the saved list is inconsistent: Can't add 1 L (sold by volume) to a list of products sold by weight"
        ),
        (#"{"version":1,"lastUnit":"zz"}"#, "the saved list has an invalid 'lastUnit'"),
        (#"{"version":1,"form":{"unit":"g"}}"#, "the saved list has an invalid 'form.soldBy'"),
        (
            #"{"version":1,"form":{"soldBy":"volume","unit":"g"}}"#,
            "the saved list has an invalid 'form.unit'"
        ),
        (
            #"{"version":1,"form":{"soldBy":"weight","unit":"g","focus":"elsewhere"}}"#,
            "the saved list has an invalid 'form.focus'"
        ),
        (
            #"{"version":1,"form":{"soldBy":"weight","unit":"g","editingIndex":-1}}"#,
            "the saved list has an invalid 'form.editingIndex'"
        ),
        (
            #"{"version":1,"form":{"soldBy":"weight","unit":"g","quantity":{"left":{"typed":"1"},"operation":"modulo"}}}"#,
            "the saved list has an invalid 'form.quantity.operation'"
        ),
        (
            #"{"version":1,"form":{"soldBy":"weight","unit":"g","quantity":{"left":{"typed":"1.2.3"}}}}"#,
            "the saved list has an invalid 'form.quantity.left'"
        ),
        (
            #"{"version":1,"form":{"soldBy":"weight","unit":"g","price":{"left":{"result":"1/0"}}}}"#,
            "the saved list has an invalid 'form.price.left'"
        ),
        (
            #"{"version":1,"form":{"soldBy":"weight","unit":"g","price":{"left":{"typed":"1"},"operation":"add","right":{"typed":"x"}}}}"#,
            "the saved list has an invalid 'form.price.right'"
        ),
        (
            #"{"version":1,"form":{"soldBy":"weight","unit":"g","quantity":{"left":{"result":"6"},"factors":{"left":"2"}}}}"#,
            "the saved list has an invalid 'form.quantity.factors.right'"
        ),
    ]

    @Test("a saved state that cannot be read says which member is wrong", arguments: corrupt)
    func corruptMembers(_ text: String, _ message: String) throws {
        let json = try JSON(parsing: text)
        #expect(throws: ParseError(message, at: 0)) { try State(decoding: json) }
    }

    @Test("a corrupt saved state starts a fresh list with an alert that says why", arguments: corrupt)
    func corruptRestoresFresh(_ text: String, _ message: String) throws {
        let defaults = PerApp.Settings(system: .uk, currencyCode: "GBP")
        let restored = State(restoring: try JSON(parsing: text), defaults: defaults)
        var expected = State(settings: defaults)
        expected.alert = PerApp.Alert(message: "Your saved lists could not be restored: " + message)
        #expect(restored == expected)
        // The alert is dismissed like any other.
        var dismissed = restored
        PerApp.reduce(&dismissed, .dismissAlert)
        #expect(dismissed == State(settings: defaults))
    }

    @Test("no saved state starts a new list with the defaults", arguments: [nil, JSON.null])
    func nothingSaved(_ saved: JSON?) {
        let defaults = PerApp.Settings(system: .us, currencyCode: "USD")
        #expect(State(restoring: saved, defaults: defaults) == State(settings: defaults))
    }

    @Test(
        "fraction text reads back exactly",
        arguments: [
            "0", "1", "-1", "399/100", "-7/3", "170141183460469231731687303715884105727",
            "1/170141183460469231731687303715884105727",
        ])
    func fractionText(_ text: String) throws {
        let value = try #require(Rational(fractionText: text))
        #expect(value.fractionText == text)
    }

    @Test(
        "malformed fraction text is refused",
        arguments: [
            "", "-", "/", "1/", "/2", "1/0", "1.5", " 1", "1 ", "+1", "1/2/3", "--1", "1/-2", "0x10",
            "1701411834604692317316873037158841057270",
        ])
    func malformedFractionText(_ text: String) {
        #expect(Rational(fractionText: text) == nil)
    }
}
