import PerWire
import Testing

@testable import PerAppTestSupport
@testable import PerKit

/// Every library action, each checked against the whole state it gives.
@Suite("The library of lists")
struct LibraryTests {
    static let monday = Timestamp("2026-11-23T09:00:00.000Z")!
    static let tuesday = Timestamp("2026-11-24T18:30:00.000Z")!
    static let first = ListID("0123456789abcdef0123456789abcdef")!
    static let second = ListID("fedcba9876543210fedcba9876543210")!
    static let third = ListID("00000000000000000000000000000003")!

    /// A library of one list, "Groceries", made on Monday with the diary's two weights.
    static func groceries() -> State {
        State(
            lists: [
                ShoppingList(
                    id: first, name: "Groceries", products: list([Diary.grams, Diary.pound]),
                    lastUnit: .pound,
                    created: monday)
            ], openListID: first, settings: PerApp.Settings(), clock: monday)
    }

    /// Groceries, then a new list "Drinks" with one volume, made on Tuesday and open.
    static func twoLists() -> State {
        var state = groceries()
        state.clock = tuesday
        state.lists.insert(
            ShoppingList(
                id: second, name: "Drinks", products: list([product("1", .litre, for: "1.29")]),
                lastUnit: .litre,
                created: tuesday), at: 0)
        state.openListID = second
        return state
    }

    @Test("the clock only sets the time lists are stamped with")
    func setClock() {
        var store = TestStore(Self.groceries())
        store.send(.setClock(Self.tuesday)) { $0.clock = Self.tuesday }
    }

    @Test("Lists shows the library, and back")
    func showAndCloseLibrary() {
        var store = TestStore(Self.groceries())
        store.send(.showLibrary) { $0.screen = .library }
        #expect(store.view.library?.entries.map(\.name) == ["Groceries"])
        store.send(.closeLibrary) { $0.screen = .list }
        #expect(store.view.library == nil)
    }

    @Test("New list makes an empty list with a name of its own, first in the library, open")
    func newList() {
        var store = TestStore(Self.groceries())
        store.send([.setClock(Self.tuesday), .showLibrary, .newList(id: Self.second)]) {
            $0.clock = Self.tuesday
            $0.lists.insert(
                ShoppingList(id: Self.second, name: "Shopping list", created: Self.tuesday), at: 0)
            $0.openListID = Self.second
        }
        store.send(.newList(id: Self.third)) {
            $0.lists.insert(
                ShoppingList(id: Self.third, name: "Shopping list 2", created: Self.tuesday), at: 0)
            $0.openListID = Self.third
        }
        // An id that is taken is a front-end bug: nothing is overwritten.
        store.send(.newList(id: Self.first))
    }

    @Test("opening a list shows it; its products, reference and last unit are its own")
    func openList() {
        var store = TestStore(Self.twoLists())
        #expect(store.view.rows.map(\.title) == ["1 L"])
        store.send([.showLibrary, .openList(id: Self.first)]) { $0.openListID = Self.first }
        #expect(store.view.rows.map(\.quantity) == ["1 lb", "500 g"])
        #expect(store.view.reference == "100 g")
        // Opening changes no list, so the order stays most recently changed first.
        #expect(store.state.lists.map(\.id) == [Self.second, Self.first])
        store.send(.openList(id: Self.third)) {
            $0.alert = PerApp.Alert(message: "That list is no longer in your library")
        }
    }

    @Test("renaming stamps the list and moves it to the front")
    func rename() {
        var store = TestStore(Self.twoLists())
        store.send([.openList(id: Self.first), .setClock(Self.tuesday), .setListName("  Saturday market ")]) {
            $0.openListID = Self.first
            $0.lists = [$0.lists[1], $0.lists[0]]
            $0.lists[0].name = "Saturday market"
            $0.lists[0].updated = Self.tuesday
        }
        // The same name again changes nothing.
        store.send(.setListName("Saturday market"))
    }

    @Test("a change to the open list stamps it; the others keep their times")
    func changesStamp() {
        var store = TestStore(Self.twoLists())
        store.send([.openList(id: Self.first), .removeProduct(index: 0)]) {
            $0.openListID = Self.first
            $0.removed = Diary.pound
            $0.removedID = $0.openList.productIDs[0]
            $0.setOpenList(list([Diary.grams]), ids: [$0.openList.productIDs[1]])
            $0.lists = [$0.lists[1], $0.lists[0]]
            $0.lists[0].updated = Self.tuesday
        }
        let pinned = ReferenceQuantity(unit: .kilogram)
        store.send(.setReference(pinned)) {
            $0.pinnedReference = pinned
            $0.removed = nil
            $0.removedID = nil
        }
        #expect(store.view.reference == "kg")
        // The other list keeps its own (automatic) reference.
        store.send(.openList(id: Self.second)) { $0.openListID = Self.second }
        #expect(store.view.reference == "L")
    }

    @Test("Duplicate list copies the open list under a new id and name, and opens the copy")
    func duplicate() {
        var store = TestStore(Self.groceries())
        store.send([.setClock(Self.tuesday), .duplicateList(id: Self.second)]) {
            $0.clock = Self.tuesday
            $0.lists.insert(
                ShoppingList(
                    id: Self.second, name: "Groceries copy", products: list([Diary.grams, Diary.pound]),
                    lastUnit: .pound, created: Self.tuesday), at: 0)
            $0.openListID = Self.second
        }
        store.send([.openList(id: Self.first), .duplicateList(id: Self.third)]) {
            $0.lists.insert(
                ShoppingList(
                    id: Self.third, name: "Groceries copy 2", products: list([Diary.grams, Diary.pound]),
                    lastUnit: .pound, created: Self.tuesday), at: 0)
            $0.openListID = Self.third
        }
    }

    /// Deletes the library's first list, Drinks, and returns it: the library shows, with Undo.
    @discardableResult
    static func deleteDrinks(_ store: inout TestStore) -> ShoppingList {
        let drinks = store.state.lists[0]
        store.send(.deleteList(replacementID: Self.third)) {
            $0.lists.removeFirst()
            $0.openListID = Self.first
            $0.deleted = State.DeletedList(list: drinks, index: 0, replacement: nil)
            $0.screen = .library
        }
        return drinks
    }

    @Test("Delete list shows the library with Undo; Undo puts the list back where it was and opens it")
    func deleteAndUndo() {
        var store = TestStore(Self.twoLists())
        let drinks = Self.deleteDrinks(&store)
        #expect(store.view.undo?.message == "Deleted Drinks")
        #expect(store.view.undo?.kind == .undoDeleteList)
        store.send(.undoDeleteList) {
            $0.lists.insert(drinks, at: 0)
            $0.openListID = Self.second
            $0.deleted = nil
        }
        #expect(store.view.undo == nil)
    }

    @Test("a delete can be undone until the next change, not after")
    func undoOnlyUntilTheNextChange() {
        var store = TestStore(Self.twoLists())
        let drinks = store.state.lists[0]
        store.send([.deleteList(replacementID: Self.third), .closeLibrary, .showLibrary]) {
            $0.lists.removeFirst()
            $0.openListID = Self.first
            $0.deleted = State.DeletedList(list: drinks, index: 0, replacement: nil)
            $0.screen = .library
        }
        store.send([.newList(id: Self.third), .undoDeleteList]) {
            $0.deleted = nil
            $0.lists.insert(ShoppingList(id: Self.third, name: "Shopping list", created: Self.tuesday), at: 0)
            $0.openListID = Self.third
            $0.screen = .list
        }
    }

    @Test("deleting the only list leaves a new empty one; Undo takes that away again")
    func deleteTheOnlyList() {
        var store = TestStore(Self.groceries())
        let groceries = store.state.lists[0]
        let empty = ShoppingList(id: Self.second, name: "Shopping list", created: Self.monday)
        store.send(.deleteList(replacementID: Self.second)) {
            $0.lists = [empty]
            $0.openListID = Self.second
            $0.deleted = State.DeletedList(list: groceries, index: 0, replacement: Self.second)
            $0.screen = .library
        }
        store.send(.undoDeleteList) {
            $0.lists = [groceries]
            $0.openListID = Self.first
            $0.deleted = nil
        }
    }

    @Test("a share link shows the list read-only; Save to my lists adds a copy under a new id")
    func shareAndSave() {
        var sender = TestStore(Self.groceries())
        sender.send(.setCurrencyCode("EUR")) { $0.settings.currencyCode = "EUR" }
        let link = ShareLink.url(
            base: "https://per.example/", list: sender.state.openList.shared(currencyCode: "EUR"))
        var store = TestStore(Self.twoLists())
        let shared = SharedList(
            name: "Groceries", products: list([Diary.grams, Diary.pound]), currency: Currency(code: "EUR"))
        store.send(.openShareLink(link: link)) { $0.destination = .sharedList(shared) }
        #expect(store.view.shared?.name == "Groceries")
        #expect(store.view.shared?.currencyCode == "EUR")
        #expect(store.view.shared?.rows.map(\.quantity) == ["1 lb", "500 g"])
        // The library is untouched until the shopper saves.
        #expect(store.state.lists.count == 2)
        store.send(.saveSharedList(id: Self.third)) {
            $0.destination = nil
            $0.lists.insert(
                ShoppingList(
                    id: Self.third, name: "Groceries 2", products: list([Diary.grams, Diary.pound]),
                    created: Self.tuesday), at: 0)
            $0.openListID = Self.third
            $0.status = "Saved Groceries 2 to your lists. Its prices were in EUR; your lists show USD"
        }
        // Saving again needs the link again: nothing is saved twice.
        store.send(.saveSharedList(id: ListID(high: 9, low: 9))) { $0.status = nil }
    }

    @Test("a shared list can be closed without saving")
    func closeShared() {
        let link = ShareLink.url(
            base: "https://per.example/", list: Self.groceries().openList.shared(currencyCode: "USD"))
        var store = TestStore(Self.twoLists())
        store.send(.openShareLink(link: link)) {
            $0.destination = .sharedList(
                SharedList(
                    name: "Groceries", products: list([Diary.grams, Diary.pound]), currency: Currency(code: "USD")))
        }
        store.send(.closeSharedList) { $0.destination = nil }
    }

    @Test("a shared list shows over the open list, whose products wait until it is saved or closed")
    func sharedListShowsOnTop() {
        let link = ShareLink.url(
            base: "https://per.example/", list: Self.groceries().openList.shared(currencyCode: "USD"))
        var store = TestStore(Self.twoLists())
        store.send(.clearList) { $0.destination = .confirmingClear }
        // One destination at a time: the shared list takes the confirmation's place.
        let shared = SharedList(
            name: "Groceries", products: list([Diary.grams, Diary.pound]), currency: Currency(code: "USD"))
        store.send(.openShareLink(link: link)) { $0.destination = .sharedList(shared) }
        #expect(store.view.canAddProduct == false)
        #expect(store.view.canClearList == false)
        store.send([.addProduct, .editProduct(index: 0), .removeProduct(index: 0), .clearList, .confirmClearList])
        store.send(.closeSharedList) { $0.destination = nil }
        #expect(store.view.canAddProduct)
        #expect(store.view.canClearList)
    }

    @Test("a damaged or cut-short link is an alert that says so; the lists stay as they were")
    func damagedLink() {
        let link = ShareLink.url(
            base: "https://per.example/", list: Self.groceries().openList.shared(currencyCode: "USD"))
        var store = TestStore(Self.twoLists())
        store.send(.openShareLink(link: String(link.dropLast(5)))) {
            $0.alert = PerApp.Alert(
                message: "This share link is cut short: copy the whole link, up to its last character")
        }
        store.send(.dismissAlert) { $0.alert = nil }
        var damaged = Array(link)
        damaged[damaged.count - 10] = damaged[damaged.count - 10] == "A" ? "B" : "A"
        store.send(.openShareLink(link: String(damaged))) {
            $0.alert = PerApp.Alert(
                message: "This share link is damaged: its checksum doesn't match, so a character was changed")
        }
        store.send(.dismissAlert) { $0.alert = nil }
        store.send(.openShareLink(link: "https://per.example/#nothing")) {
            $0.alert = PerApp.Alert(message: "This link holds no shared list: it has no '#share=' part")
        }
    }

    @Test("a storage failure is shown, and the state is kept")
    func storageFailed() {
        var store = TestStore(Self.twoLists())
        store.send(.storageFailed("QuotaExceededError")) {
            $0.alert = PerApp.Alert(
                message: "Your lists could not be saved in this browser (QuotaExceededError). "
                    + "Nothing saved before was lost; keep this page open and free some space, or export your lists."
            )
        }
    }

    @Test("a copied link and a file that can't be read are said by the status, and an Undo stays")
    func pageStatuses() {
        var store = TestStore(Self.twoLists())
        Self.deleteDrinks(&store)
        store.send(.linkCopied) { $0.status = "Link copied" }
        #expect(store.view.status == "Link copied")
        #expect(store.view.undo?.message == "Deleted Drinks")
        store.send(.importFailed(file: "lists.csv", reason: "NotReadableError")) {
            $0.status = "Couldn't read lists.csv: NotReadableError"
        }
        #expect(store.view.undo?.message == "Deleted Drinks")
    }

    @Test("a link the page could not read at all is an alert that says why, through the wire too")
    func unreadableLink() throws {
        var state = Self.twoLists()
        PerApp.reduce(&state, .openShareLink(unreadable: "per-files.wasm can't be downloaded"))
        #expect(state.alert?.message == "This link could not be opened: per-files.wasm can't be downloaded")
        #expect(
            try WireAction.decode(JSON(parsing: #"{"type":"openShareLink","unreadable":"offline"}"#))
                == .openShareLink(unreadable: "offline"))
        #expect(
            try WireAction.decode(JSON(parsing: #"{"type":"importFailed","file":"a.csv","reason":"no"}"#))
                == .importFailed(file: "a.csv", reason: "no"))
        #expect(try WireAction.decode(JSON(parsing: #"{"type":"linkCopied"}"#)) == .linkCopied)
    }

    @Test("the library entries: name, count and dimension, best deal per the list's reference")
    func libraryEntries() {
        var store = TestStore(Self.twoLists())
        store.send(.newList(id: Self.third)) {
            $0.lists.insert(ShoppingList(id: Self.third, name: "Shopping list", created: Self.tuesday), at: 0)
            $0.openListID = Self.third
        }
        store.send(.showLibrary) { $0.screen = .library }
        let entries = store.view.library?.entries ?? []
        #expect(entries.map(\.name) == ["Shopping list", "Drinks", "Groceries"])
        #expect(entries.map(\.summary) == ["No items", "1 item · volume", "2 items · weight"])
        #expect(entries.map(\.best) == [nil, "1 L for 1.29 · 1.29 per L", "1 lb for 2.49 · 0.549 per 100 g"])
        // The same with every amount apart, for the page to write in the currency.
        #expect(
            entries.map(\.bestEncoded) == [
                nil, "t1 L for \u{1F}m1.29\u{1F}t · \u{1F}m1.29\u{1F}t per L",
                "t1 lb for \u{1F}m2.49\u{1F}t · \u{1F}m0.549\u{1F}t per 100 g",
            ])
        #expect(entries.map(\.isOpen) == [true, false, false])
        #expect(entries.map(\.id) == [Self.third.text, Self.second.text, Self.first.text])
    }

    @Test("ids are 32 hexadecimal digits; times are ISO-8601 in UTC, real dates only")
    func idsAndTimes() {
        #expect(ListID("0123456789ABCDEF0123456789abcdef")?.text == "0123456789abcdef0123456789abcdef")
        for bad in ["", "0123", "0123456789abcdef0123456789abcdeg", "0123456789abcdef0123456789abcdef0"] {
            #expect(ListID(bad) == nil)
        }
        #expect(ListID(high: 1, low: .max).advanced(by: 1) == ListID(high: 2, low: 0))
        for good in ["2026-11-23T09:00:00Z", "2024-02-29T23:59:59.999999999Z", "2026-11-23T09:00:00.1Z"] {
            #expect(Timestamp(good)?.text == good)
        }
        for bad in [
            "2026-02-29T09:00:00Z", "2026-11-31T09:00:00Z", "2026-11-23T24:00:00Z", "2026-11-23T09:00:00",
            "2026-11-23 09:00:00Z", "2026-11-23T09:00:00.Z", "2026-11-23T09:00:00+01:00",
            "1900-02-29T00:00:00Z",
        ] {
            #expect(Timestamp(bad) == nil, "\(bad)")
        }
    }
}

/// Lists in and out of the library as files.
@Suite("Importing and exporting lists")
struct LibraryFileTests {
    static let file =
        "list,name,price,quantity,unit\r\n" + #"Party,"Cola, ""Zero""",4.99,6 x 355,mL"# + "\r\n"
        + #"Party,,"1,29",1,L"# + "\r\nBakery,Flour,1.49,1,kg\r\n"

    @Test("an import adds every list of the file first in the library, under fresh ids, and says so")
    func imports() {
        var store = TestStore(LibraryTests.groceries())
        let first = ListID(high: 7, low: .max)
        store.send(.importLists(text: Self.file, firstID: first, system: .metric)) {
            $0.lists.insert(
                contentsOf: [
                    ShoppingList(
                        id: first, name: "Party",
                        products: list([
                            product("355", .millilitre, for: "4.99", name: "Cola, \"Zero\"", packs: "6"),
                            product("1", .litre, for: "1.29"),
                        ]), created: LibraryTests.monday),
                    ShoppingList(
                        id: ListID(high: 8, low: 0), name: "Bakery",
                        products: list([product("1", .kilogram, for: "1.49", name: "Flour")]),
                        created: LibraryTests.monday),
                ], at: 0)
            $0.openListID = first
            $0.screen = .library
            $0.status = "Imported 2 lists"
        }
    }

    @Test("an import while a clear is being confirmed withdraws the confirmation, even for an empty list")
    func importWithdrawsClearConfirmation() {
        var store = TestStore(LibraryTests.groceries())
        store.send(.clearList) { $0.destination = .confirmingClear }
        let file = #"{"format":"per-lists","version":1,"lists":[{"name":"Empty","products":[]}]}"#
        store.send(.importLists(text: file, firstID: LibraryTests.second, system: .metric)) {
            $0.lists.insert(
                ShoppingList(id: LibraryTests.second, name: "Empty", created: LibraryTests.monday), at: 0)
            $0.openListID = LibraryTests.second
            $0.screen = .library
            $0.destination = nil
            $0.status = "Imported 1 list"
        }
    }

    @Test("an import with bad rows adds nothing and lists each bad row by its line")
    func importRefused() {
        var store = TestStore(LibraryTests.groceries())
        let text = "list,name,price,quantity,unit\nA,x,3.99,500,g\nA,y,abc,1,kg\nA,z,2,1,L\n"
        store.send(.importLists(text: text, firstID: LibraryTests.second, system: .metric)) {
            $0.alert = PerApp.Alert(
                message: "Nothing was imported: the file has 2 problems.\n"
                    + "Line 3: The price can't be read: expected a number at 'abc'\n"
                    + "Line 4: Can't add 1 L (sold by volume) to a list of products sold by weight")
        }
    }

    @Test("export and import give the same lists, as CSV and as JSON, through the files module's wire format")
    func exportThenImport() throws {
        var session = WireSession()
        _ = session.start(#"{"saved": null, "now": "2026-11-23T09:00:00Z"}"#)
        let read = try JSON(
            parsing: WireFiles.read(
                #"{"text":"list,name,price,quantity,unit\nA,x,10 ÷ 3,500,g\nA,,2.49,1,lb\nB,Milk,1.09,1,L\n"}"#
            ))
        _ = session.dispatch(Self.importAction(read, id: "00000000000000000000000000000010"))
        let before = session.state.lists.filter { !$0.products.isEmpty }
        #expect(before.map(\.name) == ["A", "B"])
        let library = try JSON(parsing: session.query(#"{"type":"lists","scope":"library"}"#))
        #expect(library["name"]?.stringValue == "Per lists")
        for format in ["csv", "json"] {
            let request = JSON.object([
                .init("format", .string(format)), .init("name", library["name"] ?? .null),
                .init("lists", library["lists"] ?? .null),
            ])
            let file = try JSON(parsing: WireFiles.write(request.text))
            #expect(file["fileName"]?.stringValue == "Per lists.\(format)")
            let text = try #require(file["text"]?.stringValue)
            var other = WireSession()
            _ = other.start(#"{"saved": null}"#)
            let read = try JSON(parsing: WireFiles.read(JSON.object([.init("text", .string(text))]).text))
            _ = other.dispatch(Self.importAction(read, id: "000000000000000000000000000000a0"))
            let after = other.state.lists.filter { !$0.products.isEmpty }
            #expect(after.map(\.name) == before.map(\.name))
            #expect(after.map(\.products) == before.map(\.products))
        }
        let one = try JSON(parsing: session.query(#"{"type":"lists","scope":"list"}"#))
        #expect(one["name"]?.stringValue == "A")
        #expect(one["lists"]?.arrayValue?.count == 1)
        let csv = JSON.object([
            .init("format", .string("csv")), .init("name", .string("A")),
            .init("lists", one["lists"] ?? .null),
        ])
        let file = try JSON(parsing: WireFiles.write(csv.text))
        #expect(file["fileName"]?.stringValue == "A.csv")
        #expect(file["mediaType"]?.stringValue == "text/csv")
        #expect(
            try JSON(parsing: WireFiles.write(#"{"format":"xls","name":"A","lists":[]}"#))["error"]?
                .stringValue
                == "'format' must be csv or json")
        #expect(
            try JSON(parsing: session.query(#"{"type":"lists","scope":"shelf"}"#))["error"]?.stringValue
                == "the query 'lists' needs a 'scope': list or library")
    }

    @Test("a file that can't be imported reaches the app as its problems, shown in one alert")
    func importProblemsOverTheWire() throws {
        var session = WireSession()
        _ = session.start(#"{"saved": null}"#)
        let read = try JSON(
            parsing: WireFiles.read(
                #"{"text":"list,name,price,quantity,unit\nA,x,abc,1,kg\n","system":"us"}"#))
        #expect(
            read["problems"]?.arrayValue?.map { $0.stringValue } == [
                "Line 2: The price can't be read: expected a number at 'abc'"
            ])
        let response = try JSON(
            parsing: session.dispatch(Self.importAction(read, id: "00000000000000000000000000000010")))
        #expect(
            response["view"]?["alert"]?["message"]?.stringValue
                == "Nothing was imported: the file has 1 problem.\nLine 2: The price can't be read: expected a number at 'abc'"
        )
        #expect(session.state.lists.count == 1)
        #expect(
            try JSON(parsing: WireFiles.read(#"{"text":"a","system":"imperial"}"#))["error"]?.stringValue
                == "'system' must be metric, us or uk")
        let damaged = try JSON(
            parsing: session.dispatch(
                #"{"type":"importLists","id":"00000000000000000000000000000011","lists":["1AAAA"]}"#))
        #expect(damaged["error"]?.stringValue == "lists[0]: the list has an invalid 'name'")
        #expect(session.state.lists.count == 1)
    }

    /// A JSON list file of lists of these names, each with one product of its own price.
    static func jsonFile(_ names: [String], currency: String? = nil) -> String {
        ListFile.jsonText(
            names.enumerated().map { index, name in
                SharedList(
                    name: name, products: list([product("1", .kilogram, for: "\(index + 1)", name: "Rice")]),
                    currency: currency.flatMap { Currency(code: $0) })
            })
    }

    @Test(
        "an import never merges: each list is new, and one named as a list already is takes a number",
        arguments: [
            (["Coffee"], ["Coffee", "Groceries"]),
            (["Coffee", "Coffee"], ["Coffee", "Coffee 2", "Groceries"]),
            (["Groceries"], ["Groceries 2", "Groceries"]),
            (
                ["Groceries", "Groceries", "Groceries 2"],
                ["Groceries 2", "Groceries 3", "Groceries 2 2", "Groceries"]
            ),
        ])
    func importedNames(_ file: [String], _ names: [String]) {
        var store = TestStore(LibraryTests.groceries())
        let first = ListID(high: 7, low: 0)
        store.send(.importLists(text: Self.jsonFile(file), firstID: first, system: .metric)) {
            for (index, name) in names.dropLast().enumerated() {
                $0.lists.insert(
                    ShoppingList(
                        id: first.advanced(by: UInt64(index)), name: name,
                        products: list([product("1", .kilogram, for: "\(index + 1)", name: "Rice")]),
                        created: LibraryTests.monday), at: index)
            }
            $0.openListID = first
            $0.screen = .library
            $0.status = "Imported \(file.count) \(file.count == 1 ? "list" : "lists")"
        }
        #expect(store.state.lists.map(\.name) == names)
    }

    @Test("the same file imported again is added again, under numbered names")
    func repeatedImport() {
        var store = TestStore(LibraryTests.groceries())
        let file = "list,name,price,quantity,unit\r\nCoffee,Beans,3.99,500,g\r\n"
        for (index, name) in ["Coffee", "Coffee 2", "Coffee 3"].enumerated() {
            let id = ListID(high: 7, low: UInt64(index))
            store.send(.importLists(text: file, firstID: id, system: .metric)) {
                $0.lists.insert(
                    ShoppingList(
                        id: id, name: name,
                        products: list([product("500", .gram, for: "3.99", name: "Beans")]),
                        created: LibraryTests.monday), at: 0)
                $0.openListID = id
                $0.screen = .library
                $0.status = "Imported 1 list"
            }
        }
        #expect(store.state.lists.map(\.products.count) == [1, 1, 1, 2])
    }

    @Test(
        "a list in another currency is imported in its own, and the import says so as saving a shared list does",
        arguments: [
            (["Coffee"], "EUR", "Imported 1 list. Its prices were in EUR; your lists show USD"),
            (
                ["Coffee", "Coffee"], "EUR",
                "Imported 2 lists. The prices of Coffee were in EUR; your lists show USD. "
                    + "The prices of Coffee 2 were in EUR; your lists show USD"
            ),
            (["Coffee"], "USD", "Imported 1 list"),
            (["Coffee"], nil, "Imported 1 list"),
        ])
    func importedCurrency(_ file: [String], _ currency: String?, _ status: String) {
        var state = LibraryTests.groceries()
        #expect(state.settings.currencyCode == "USD")
        let text = Self.jsonFile(file, currency: currency)
        PerApp.reduce(&state, .importLists(text: text, firstID: ListID(high: 7, low: 0), system: .metric))
        #expect(state.status == status)
        #expect(state.alert == nil)
        // The amounts are the file's, never converted.
        #expect(
            state.lists.prefix(file.count).map { $0.products.items.map(\.price) }
                == (1...file.count).map { [exact("\($0)")] })
    }

    /// Two lists of one name, exported together as CSV or JSON through the files module and
    /// imported, on another device and again on the same one.
    @Test("lists of one name stay apart through an export and an import", arguments: ["csv", "json"])
    func sameNamedListsRoundTrip(_ format: String) throws {
        var session = WireSession()
        _ = session.start(#"{"saved": null, "now": "2026-11-23T09:00:00Z"}"#)
        let coffee = { (price: String) in
            JSON.object([
                .init("name", .string("Coffee")), .init("currency", .null), .init("reference", .null),
                .init(
                    "items",
                    .array(
                        ["Beans", "Ground", "Pods", "Instant"].enumerated().map { index, name in
                            .object([
                                .init("name", .string(name)), .init("price", .string(price)),
                                .init("packCount", .string("1")),
                                .init("packSize", .string("\(100 * (index + 1))")),
                                .init("unit", .string("g")),
                            ])
                        })),
            ])
        }
        _ = session.dispatch(
            JSON.object([
                .init("type", .string("importLists")),
                .init("id", .string("00000000000000000000000000000010")),
                .init("lists", .array([coffee("399/100"), coffee("5")])),
            ]).text)
        // Named alike by the shopper.
        _ = session.dispatch(#"{"type":"setListName","name":"Coffee"}"#)
        _ = session.dispatch(#"{"type":"openList","id":"00000000000000000000000000000011"}"#)
        _ = session.dispatch(#"{"type":"setListName","name":"Coffee"}"#)
        let before = session.state.lists.filter { !$0.products.isEmpty }
        #expect(before.map(\.name) == ["Coffee", "Coffee"])
        let library = try JSON(parsing: session.query(#"{"type":"lists","scope":"library"}"#))
        let request = JSON.object([
            .init("format", .string(format)), .init("name", library["name"] ?? .null),
            .init("lists", library["lists"] ?? .null),
        ])
        let text = try #require(try JSON(parsing: WireFiles.write(request.text))["text"]?.stringValue)
        let read = try JSON(parsing: WireFiles.read(JSON.object([.init("text", .string(text))]).text))
        // The exporter's own empty list is in a JSON file too.
        #expect(read["lists"]?.arrayValue?.filter { $0["items"]?.arrayValue?.isEmpty == false }.count == 2)

        var other = WireSession()
        _ = other.start(#"{"saved": null}"#)
        _ = other.dispatch(Self.importAction(read, id: "000000000000000000000000000000a0"))
        let after = other.state.lists.filter { !$0.products.isEmpty }
        #expect(after.map(\.name) == ["Coffee", "Coffee 2"])
        #expect(after.map(\.products) == before.map(\.products))
        #expect(after.map(\.products.count) == [4, 4])

        _ = session.dispatch(Self.importAction(read, id: "000000000000000000000000000000b0"))
        let again = session.state.lists.filter { !$0.products.isEmpty }
        #expect(again.map(\.name) == ["Coffee 2", "Coffee 3", "Coffee", "Coffee"])
        #expect(again.map(\.products) == before.map(\.products) + before.map(\.products))
    }

    /// The `importLists` action for what `WireFiles.read` answered.
    static func importAction(_ read: JSON, id: String) -> String {
        guard case .object(let members) = read else { return "" }
        return JSON.object([.init("type", .string("importLists")), .init("id", .string(id))] + members).text
    }

    @Test(
        "file names leave out what file systems refuse",
        arguments: [
            ("Saturday", "Saturday"), ("a/b\\c:d*e?f\"g<h>i|j", "a-b-c-d-e-f-g-h-i-j"), (".hidden", "hidden"),
            ("", "Per list"), ("  ", "Per list"), ("Tab\there", "Tab-here"),
        ])
    func fileNames(_ name: String, _ expected: String) {
        #expect(ListFile.fileName(for: name) == expected)
    }
}
