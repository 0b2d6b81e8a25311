import PerWire
import Testing

@testable import PerAppTestSupport
@testable import PerKit

/// Saved state exactly as the previous version of the app wrote it into browsers (captured with
/// `swift run PerWasm …` at 95df9d1): it loads with nothing lost.
@Suite("Saved state of the previous version")
struct SavedStateFixtureTests {
    /// A US list with a pinned reference, a named product, a multipack at 10/3 and a half-typed
    /// form: a division by zero on the quantity and an equation pending on the price.
    static let previousVersion = #"""
        {"version":1,"listName":"Saturday","settings":{"system":"us","currency":"USD","reference":{"amount":"1","unit":"kg"}},"items":[{"name":null,"price":"10/3","packCount":"6","packSize":"355","unit":"g"},{"name":null,"price":"249/100","packCount":"1","packSize":"1","unit":"lb"},{"name":"Brand A \"Bio\" ✓","price":"399/100","packCount":"1","packSize":"500","unit":"g"}],"lastUnit":"g","isConfirmingClear":false,"alert":null,"form":{"soldBy":"weight","unit":"g","quantity":{"left":{"typed":"12"},"operation":null,"right":null,"message":"Can't divide by zero","factors":null},"price":{"left":{"typed":"7.99"},"operation":"subtract","right":{"typed":"1.5"},"message":null,"factors":null},"name":"Half-typed","focus":"price","editingIndex":null}}
        """#

    @Test("a list saved by the previous version loads with every value")
    func loadsEverything() throws {
        let state = try State(decoding: JSON(parsing: Self.previousVersion))
        #expect(state.listName == "Saturday")
        #expect(state.settings.system == .us)
        #expect(state.settings.currencyCode == "USD")
        #expect(state.pinnedReference == ReferenceQuantity(unit: .kilogram))
        #expect(
            state.list.items == [
                product("355", .gram, for: "10/3", packs: "6"), product("1", .pound, for: "2.49"),
                product("500", .gram, for: "3.99", name: "Brand A \"Bio\" ✓"),
            ])
        #expect(state.lastUnit == .gram)
        #expect(state.removed == nil)
        let form = try #require(state.form)
        #expect(form.quantity == field(.typed("12"), message: .saved("Can't divide by zero")))
        #expect(form.price == field(.typed("7.99"), .subtract, .typed("1.5")))
        #expect(form.name == "Half-typed")
        #expect(form.focus == .price)
        // Saved again, it reads back the same.
        #expect(try State(decoding: JSON(parsing: state.encoded())) == state)
    }

    @Test("what the previous version showed rounded is now marked")
    func showsTruthfully() throws {
        var session = WireSession()
        let start = JSON.object([.init("saved", try JSON(parsing: Self.previousVersion))]).text
        let view = try #require(try JSON(parsing: session.start(start))["view"])
        // The previous version showed 10/3 as "3.3333".
        #expect(view["rows"]?.arrayValue?.first?["price"]?.stringValue == "≈3.333333")
        #expect(view["form"]?["quantity"]?["text"]?.stringValue == "12")
        #expect(view["form"]?["price"]?["text"]?.stringValue == "7.99 − 1.5")
    }
}

/// Saved state of version 2 exactly as the app wrote it into browsers before its answers were
/// written as text (captured with `swift run PerWasm …` at 7ff10d9): the lists ("per.library")
/// and two sessions ("per.state"), one with a deleted list to put back and one with a
/// half-typed form.
@Suite("Saved lists of version 2")
struct LibraryFixtureTests {
    static let library = #"""
        {"version":2,"lists":[{"id":"0000000000000000000000000000000a","name":"Drinks","created":"2026-11-20T10:00:00.5Z","updated":"2026-11-21T18:30:12.345Z","reference":null,"lastUnit":"mL","items":[{"name":null,"price":"499/100","packCount":"6","packSize":"355","unit":"mL"}]},{"id":"00000000000000000000000000000001","name":"Saturday","created":"2026-11-20T09:00:00Z","updated":"2026-11-20T10:00:00.5Z","reference":{"amount":"1","unit":"kg"},"lastUnit":"lb","items":[{"name":null,"price":"10/3","packCount":"1","packSize":"1","unit":"lb"},{"name":"Brand \"A\" ✓ <b>","price":"399/100","packCount":"1","packSize":"500","unit":"g"}]}]}
        """#
    static let sessionWithDeletedList = #"""
        {"version":2,"openList":"0000000000000000000000000000000a","settings":{"system":"us","currency":"USD"},"screen":"library","clock":"2026-11-21T18:30:12.345Z","isConfirmingClear":false,"alert":null,"form":null,"removed":null,"deleted":{"list":{"id":"0000000000000000000000000000000b","name":"Shopping list","created":"2026-11-21T18:30:12.345Z","updated":"2026-11-21T18:30:12.345Z","reference":null,"lastUnit":null,"items":[]},"index":0,"replacement":null},"shared":null,"status":null}
        """#
    static let sessionWithForm = #"""
        {"version":2,"openList":"00000000000000000000000000000001","settings":{"system":"us","currency":"USD"},"screen":"list","clock":"2026-11-21T18:30:12.345Z","isConfirmingClear":false,"alert":null,"form":{"soldBy":"weight","unit":"lb","quantity":{"left":{"typed":"12"},"operation":"add","right":null,"message":null,"isRefusal":false,"offerCount":null,"factors":null},"price":{"left":null,"operation":null,"right":null,"message":null,"isRefusal":false,"offerCount":null,"factors":null},"name":"","focus":"quantity","editingIndex":null},"removed":null,"deleted":null,"shared":null,"status":null}
        """#

    @Test("the lists and a session with a deleted list load with every value")
    func loadsEverything() throws {
        let state = State(
            restoring: try JSON(parsing: Self.sessionWithDeletedList),
            library: try JSON(parsing: Self.library),
            defaults: PerApp.Settings())
        #expect(state.alert == nil)
        #expect(state.lists.map(\.name) == ["Drinks", "Saturday"])
        #expect(state.openListID == ListID(high: 0, low: 10))
        #expect(state.screen == .library)
        #expect(state.settings.system == .us && state.settings.currencyCode == "USD")
        #expect(state.clock == Timestamp("2026-11-21T18:30:12.345Z"))
        let saturday = state.lists[1]
        #expect(saturday.id == ListID(high: 0, low: 1))
        #expect(saturday.reference == ReferenceQuantity(unit: .kilogram))
        #expect(saturday.lastUnit == .pound)
        #expect(saturday.created == Timestamp("2026-11-20T09:00:00Z"))
        #expect(saturday.updated == Timestamp("2026-11-20T10:00:00.5Z"))
        #expect(
            saturday.products.items == [
                product("1", .pound, for: "10/3"),
                product("500", .gram, for: "3.99", name: "Brand \"A\" ✓ <b>"),
            ])
        #expect(state.lists[0].products.items == [product("355", .millilitre, for: "4.99", packs: "6")])
        #expect(state.deleted?.list.id == ListID(high: 0, low: 11))
        #expect(state.deleted?.index == 0)
    }

    @Test("a session with a half-typed form loads it")
    func loadsTheForm() throws {
        let state = State(
            restoring: try JSON(parsing: Self.sessionWithForm), library: try JSON(parsing: Self.library),
            defaults: PerApp.Settings())
        #expect(state.openListID == ListID(high: 0, low: 1))
        let form = try #require(state.form)
        #expect(form.quantity == field(.typed("12"), .add))
        #expect(form.unit == .pound)
        #expect(form.focus == .quantity)
    }

    @Test("written again in the current version, every member of the lists and sessions is kept as it was")
    func writesTheSame() throws {
        for session in [Self.sessionWithDeletedList, Self.sessionWithForm] {
            let state = State(
                restoring: try JSON(parsing: session), library: try JSON(parsing: Self.library),
                defaults: PerApp.Settings())
            let writtenSession = try JSON(parsing: state.encodedSession())
            let writtenLibrary = try JSON(parsing: state.encodedLibrary())
            #expect(writtenSession["version"]?.intValue == State.encodingVersion)
            #expect(Self.keeps(writtenSession, try JSON(parsing: session), path: "session"))
            #expect(Self.keeps(writtenLibrary, try JSON(parsing: Self.library), path: "library"))
        }
    }

    /// Whether `written` has every member of `old` (but its version) with the same value, in
    /// objects at any depth; arrays element by element. Records the first difference.
    static func keeps(_ written: JSON, _ old: JSON, path: String) -> Bool {
        switch (written, old) {
        case (.object(let new), .object(let members)):
            for member in members where member.key != "version" {
                guard let value = new.first(where: { $0.key == member.key })?.value else {
                    Issue.record("\(path).\(member.key) is missing")
                    return false
                }
                guard keeps(value, member.value, path: path + "." + member.key) else { return false }
            }
            return true
        case (.array(let new), .array(let elements)):
            guard new.count == elements.count else {
                Issue.record("\(path) has \(new.count) elements, not \(elements.count)")
                return false
            }
            return zip(new, elements).enumerated().allSatisfy { keeps($1.0, $1.1, path: path + "[\($0)]") }
        default:
            guard written == old else {
                Issue.record("\(path) is \(written.text), not \(old.text)")
                return false
            }
            return true
        }
    }
}

/// Products saved by the previous version, which had no ids: each takes an id made from its
/// list's, the same on every load, which the lists then keep.
@Suite("Saved product ids")
struct ProductIDFixtureTests {
    @Test("products saved without ids get the same ids on every load, and keep them once saved")
    func derivedIDs() throws {
        let old = try JSON(parsing: LibraryFixtureTests.library)
        let first = State(restoring: nil, library: old, defaults: PerApp.Settings())
        let again = State(restoring: nil, library: old, defaults: PerApp.Settings())
        #expect(first.alert == nil)
        let saturday = first.lists[1]
        #expect(saturday.productIDs == ShoppingList.derivedProductIDs(of: saturday.id, count: 2))
        #expect(first.lists.map(\.productIDs) == again.lists.map(\.productIDs))
        #expect(Set(first.lists.flatMap(\.productIDs)).count == 3)
        // Written in this version, each product carries its id, and loads with it.
        let written = try JSON(parsing: first.encodedLibrary())
        let items = try #require(written.array("lists")?[1].array("items"))
        #expect(items.map { $0.string("id") } == saturday.productIDs.map(\.text))
        let reloaded = State(restoring: nil, library: written, defaults: PerApp.Settings())
        #expect(zip(reloaded.lists, first.lists).allSatisfy { $0.isSame(as: $1) })
    }
}

/// A session of version 4 that was showing a list received by link, exactly as the previous
/// version wrote it (captured from per.wasm at 8967604): its shared list was a share-link
/// payload, where version 5 writes an object. It loads with nothing lost, natively and through
/// the web app's modules, and shows exactly what the previous version showed.
@Suite("A session of version 4 showing a shared list")
struct SharedSessionFixtureTests {
    static let session = #"""
        {"version":4,"openList":"0000000000000000000000000000000b","settings":{"system":"metric","currency":"EUR","remembersPrices":true},"screen":"list","bookSearch":"","bookProduct":null,"lastStore":null,"deletedEntry":null,"clock":"2026-11-22T10:00:00.000Z","today":"2026-11-22","nextEntry":"ffffffffffffffff000000000000000e","isConfirmingClear":false,"alert":null,"form":null,"removed":null,"removedID":null,"deleted":null,"shared":"1PhBQYXJ0eSAiWmVybyIg4pyTA0VVUgLIAQECB0JyYW5kIEGeBmQCAegHAQELU3RvcmUgYnJhbmQUAwIBDAEB9Gh84A","status":null}
        """#

    /// The shared list as the previous version showed it (`view.shared`); since then, the rows'
    /// buttons' names (`editName`, `removeName`) come in parts, like the verdict.
    static let shownBefore = #"""
        {"name":"Party \"Zero\" ✓","summary":"2 items · weight","currencyCode":"EUR","referencePhrase":"per 100 g","rows":[{"index":0,"title":"Brand A","editName":"tEdit Brand A","removeName":"tRemove Brand A","name":"Brand A","quantity":"500 g","price":"3.99","unitPrice":"0.798","unitPriceExact":"399/500","rank":1,"isBest":true,"percentMoreThanBest":null,"extraCost":null,"detail":"t500 g for \u001Fm3.99","againstBest":["tBest deal"],"barLength":"0.0144","badge":null,"deal":null,"dealNotes":null,"withoutDeal":null,"isDealWorse":false},{"index":1,"title":"Store brand","editName":"tEdit Store brand","removeName":"tRemove Store brand","name":"Store brand","quantity":"6 g","price":"≈3.333333","unitPrice":"55.556","unitPriceExact":"500/9","rank":2,"isBest":false,"percentMoreThanBest":"6861.8","extraCost":"3.29","detail":"t6 g for \u001Fm≈3.333333","againstBest":["p6861.8\u001Ft more","m3.29\u001Ft extra"],"barLength":"1.0000","badge":null,"deal":null,"dealNotes":null,"withoutDeal":null,"isDealWorse":false}],"verdict":"TBrand A\u001Ft is the best deal: \u001Fp98.6\u001Ft cheaper \u001Ftper 100 g\u001Ft than \u001FtStore brand\u001Ft; buying \u001Ft500 g\u001Ft of it instead saves \u001FM273.79"}
        """#

    static let shared = SharedList(
        name: "Party \"Zero\" ✓",
        products: list([
            product("500", .gram, for: "3.99", name: "Brand A"),
            product("6", .gram, for: "10/3", name: "Store brand"),
        ]),
        reference: try? ReferenceQuantity(parsing: "100 g"), currency: Currency(code: "EUR"))

    @Test("PerKit reads its share-link payload, and saves it again as an object that reads back equal")
    func loadsNatively() throws {
        let state = try State(decoding: JSON(parsing: Self.session))
        #expect(state.sharedList == Self.shared)
        #expect(state.nextEntryID == ListID("ffffffffffffffff000000000000000e"))
        #expect(state.clock == Timestamp("2026-11-22T10:00:00.000Z"))
        #expect(state.settings.currencyCode == "EUR")
        let saved = try JSON(parsing: state.encodedSession())
        #expect(saved["version"]?.intValue == 5)
        #expect(saved["shared"]?["name"]?.stringValue == "Party \"Zero\" ✓")
        #expect(try State(decoding: saved) == state)
    }

    @Test("the app's module hands the link to the files module, and shows the list as before")
    func loadsThroughTheModules() throws {
        var session = WireSession()
        let start = try JSON(
            parsing: session.start(
                #"{"saved": "# + Self.session + #", "decimalSeparator": ",", "now": "2026-11-23T09:00:00Z"}"#)
        )
        #expect(start["restoreFailed"] == nil)
        #expect(start["view"]?["shared"]?.isNull == true)
        let link = try #require(start["sharedLink"]?.stringValue)
        let read = try JSON(parsing: WireFiles.openLink(JSON.object([.init("link", .string(link))]).text))
        let list = try #require(read["list"])
        let opened = try JSON(
            parsing: session.dispatch(
                JSON.object([.init("type", .string("openShareLink")), .init("list", list)]).text))
        #expect(opened["view"]?["shared"] == (try JSON(parsing: Self.shownBefore)))
        #expect(session.state.sharedList == Self.shared)
        // Saved again as version 5, the session restores the list at once, with no link to open.
        var again = WireSession()
        let saved = try #require(opened["saved"])
        let restarted = try JSON(
            parsing: again.start(
                JSON.object([.init("saved", saved), .init("decimalSeparator", .string(","))]).text))
        #expect(restarted["sharedLink"] == nil)
        #expect(again.state.sharedList == Self.shared)
    }
}
