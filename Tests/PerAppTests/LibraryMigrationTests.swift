import PerWire
import Testing

@testable import PerAppTestSupport
@testable import PerKit

/// Version 1 of the saved state (one list) loads as a library of that one list.
@Suite("Saved state version 1 becomes a library")
struct LibraryMigrationTests {
    /// What the app before the library wrote into browsers ("per.state"), captured from its
    /// per.wasm: a US list in euros with a pinned reference of 1 kg, a multipack at 10/3, a
    /// product without a name and a half-typed form that divides by zero.
    static let versionOne = #"""
        {"version":1,"listName":"Samstag — Markt \"Bio\"","settings":{"system":"us","currency":"EUR","reference":{"amount":"1","unit":"kg"}},"items":[{"name":"Sixpack ✓","price":"10/3","packCount":"6","packSize":"355","unit":"g"},{"name":null,"price":"249/100","packCount":"1","packSize":"1","unit":"lb"},{"name":"Brand A","price":"399/100","packCount":"1","packSize":"500","unit":"g"}],"lastUnit":"kg","isConfirmingClear":false,"alert":null,"form":{"soldBy":"weight","unit":"kg","quantity":{"left":{"typed":"12"},"operation":"divide","right":{"typed":"0"},"message":"Can't divide by zero: delete the 0 or clear the field","isRefusal":false,"offerCount":null,"factors":null},"price":{"left":null,"operation":null,"right":null,"message":null,"isRefusal":false,"offerCount":null,"factors":null},"name":"","focus":"quantity","editingIndex":null},"removed":null}
        """#

    static let now = Timestamp("2026-11-23T09:00:00.000Z")!
    static let id = ListID("5f3c0a9e11d24b7c8e6f0a1b2c3d4e5f")!

    @Test("the one list becomes the library's only list, open, with every value")
    func migrates() throws {
        let state = try State(decoding: JSON(parsing: Self.versionOne), listID: Self.id, now: Self.now)
        let expected = ShoppingList(
            id: Self.id, name: "Samstag — Markt \"Bio\"",
            products: list([
                product("355", .gram, for: "10/3", name: "Sixpack ✓", packs: "6"),
                product("1", .pound, for: "2.49"),
                product("500", .gram, for: "3.99", name: "Brand A"),
            ]), reference: ReferenceQuantity(unit: .kilogram), lastUnit: .kilogram, created: Self.now)
        #expect(state.lists == [expected])
        #expect(state.openListID == Self.id)
        #expect(state.settings == PerApp.Settings(system: .us, currencyCode: "EUR"))
        #expect(state.screen == .list)
        #expect(state.clock == Self.now)
        let form = try #require(state.form)
        #expect(form.quantity.message == .divisionByZero)
        #expect(form.focus == .quantity)
        #expect(form.unit == .kilogram)
        // Written again, it is the current version and reads back the same.
        let saved = try JSON(parsing: state.encoded())
        #expect(saved["version"]?.intValue == State.encodingVersion)
        #expect(try State(decoding: JSON(parsing: saved.text)) == state)
    }

    @Test("through the wire: a browser's version-1 state and no lists start the library with its id")
    func migratesOnStart() throws {
        var session = WireSession()
        let request = JSON.object([
            .init("saved", try JSON(parsing: Self.versionOne)), .init("library", .null),
            .init("now", .string(Self.now.text)), .init("id", .string(Self.id.text)),
        ])
        let response = try JSON(parsing: session.start(request.text))
        #expect(response["error"] == nil)
        // The fresh id also seeds the session's price book entry ids.
        var expected = try State(decoding: JSON(parsing: Self.versionOne), listID: Self.id, now: Self.now)
        expected.seedEntryIDs(with: Self.id)
        #expect(session.state == expected)
        // The lists are in the answer, to be saved apart from the session from now on.
        #expect(response["library"]?["lists"]?.arrayValue?.count == 1)
        #expect(response["saved"]?["lists"] == nil)
        #expect(response["view"]?["title"]?.stringValue == "Samstag — Markt \"Bio\"")
    }

    @Test("a session and its lists saved apart restore the state; either alone is not lost")
    func savedApart() throws {
        var state = try State(decoding: JSON(parsing: Self.versionOne), listID: Self.id, now: Self.now)
        PerApp.reduce(&state, .form(.cancel))
        PerApp.reduce(&state, .duplicateList(id: ListID(high: 1, low: 2)))
        let restored = State(
            restoring: try JSON(parsing: state.encodedSession()),
            library: try JSON(parsing: state.encodedLibrary()), defaults: PerApp.Settings())
        #expect(restored == state)
        // Only the lists (the session could not be written): the lists are all there.
        let listsOnly = State(restoring: nil, library: try JSON(parsing: state.encodedLibrary()), defaults: PerApp.Settings())
        #expect(listsOnly.lists == state.lists)
        #expect(listsOnly.alert == nil)
    }

    @Test("a start with saved lists does not send them back; the first change does")
    func startDoesNotEchoTheLibrary() throws {
        var state = try State(decoding: JSON(parsing: Self.versionOne), listID: Self.id, now: Self.now)
        PerApp.reduce(&state, .form(.cancel))
        var session = WireSession()
        let request = JSON.object([
            .init("saved", try JSON(parsing: state.encodedSession())),
            .init("library", try JSON(parsing: state.encodedLibrary())),
            .init("now", .string(Self.now.text)),
        ])
        let started = try JSON(parsing: session.start(request.text))
        #expect(started["library"] == nil)
        #expect(session.state == state)
        let renamed = try JSON(parsing: session.dispatch(#"{"type":"setListName","name":"Markt"}"#))
        #expect(renamed["library"]?["lists"]?.arrayValue?.first?["name"]?.stringValue == "Markt")
    }

    @Test("lists PerKit can't restore are reported as such at start, with an alert that says why")
    func restoreFailedIsReported() throws {
        var session = WireSession()
        let library = #"{"version":2,"lists":[{"id":"nope","name":"x","created":"2026-11-23T09:00:00Z"}]}"#
        let started = try JSON(parsing: session.start(#"{"saved":null,"library":\#(library)}"#))
        #expect(started["restoreFailed"]?.boolValue == true)
        #expect(
            session.state.alert?.message
                == "Your saved lists could not be restored: the saved list has an invalid 'lists[0].id'")
        #expect(started["library"] != nil)
        var fresh = WireSession()
        let fine = try JSON(parsing: fresh.start(#"{"saved":null,"library":null}"#))
        #expect(fine["restoreFailed"] == nil)
    }

    @Test("lists whose text isn't JSON, given as text, are reported with where it stops; whole text is read")
    func libraryTextIsReadOrReported() throws {
        var state = try State(decoding: JSON(parsing: Self.versionOne), listID: Self.id, now: Self.now)
        PerApp.reduce(&state, .form(.cancel))
        let text = state.encodedLibrary()
        let cut = String(text.prefix(60))
        var session = WireSession()
        let request = JSON.object([.init("library", .string(cut)), .init("now", .string(Self.now.text))])
        let started = try JSON(parsing: session.start(request.text))
        #expect(started["restoreFailed"]?.boolValue == true)
        #expect(
            session.state.alert?.message
                == "Your saved lists could not be restored: invalid JSON at byte 60: unterminated string")
        #expect(session.state.lists.count == 1 && session.state.lists[0].products.isEmpty)
        #expect(started["library"] != nil)
        // Text PerKit can read (a front end's parser may refuse what PerKit writes) is restored,
        // and sent back for the front end to keep as PerKit read it.
        var whole = WireSession()
        let read = try JSON(
            parsing: whole.start(
                JSON.object([.init("library", .string(text)), .init("now", .string(Self.now.text))]).text))
        #expect(read["restoreFailed"] == nil && whole.state.alert == nil)
        #expect(whole.state.lists == state.lists)
        #expect(read["library"]?["lists"]?.arrayValue?.count == state.lists.count)
    }
}
