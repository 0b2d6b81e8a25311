import Testing

@testable import PerAppTestSupport
@testable import PerKit

/// Names typed in the app: one with a control character (pasted with a tab, say) is refused
/// with a message that says so, never stripped.
@Suite("Names typed in the app")
struct NameInputTests {
    static let message = "a name can't hold tabs, line breaks or other control characters"

    @Test("a product name with a control character is refused and the form stays open")
    func productName() {
        var state = PerApp.State()
        PriceBookAppTests.add(&state, "1", .kilogram, for: "2", name: "Cof\tfee")
        #expect(state.alert?.message == "The product name has a control character (U+0009): " + Self.message)
        #expect(state.list.count == 0)
        #expect(state.form?.name == "Cof\tfee")
        #expect(state.book.entryCount == 0)
    }

    @Test("a store with a control character: the product is added, its price not remembered")
    func store() {
        var state = PerApp.State()
        PriceBookAppTests.add(&state, "1", .kilogram, for: "2", name: "Coffee", store: "Li\u{1B}[31mdl")
        #expect(state.list.count == 1)
        #expect(state.book.entryCount == 0)
        #expect(
            state.status
                == "Not remembered in your price book: The store name has a control character (U+001B): "
                + Self.message)
        // Spaces and line breaks around a store are trimmed, as ever.
        PriceBookAppTests.add(&state, "1", .kilogram, for: "3", name: "Tea", store: "\tLidl\n")
        #expect(state.book.entries.map(\.store) == ["Lidl"])
    }

    @Test("a list name with a control character is refused with an alert")
    func listName() {
        var state = PerApp.State()
        PerApp.reduce(&state, .setListName("Week\u{85}ly"))
        #expect(state.alert?.message == "The list name has a control character (U+0085): " + Self.message)
        #expect(state.listName == PerApp.State.defaultListName)
        PerApp.reduce(&state, .dismissAlert)
        PerApp.reduce(&state, .setListName(" Weekly\t"))
        #expect(state.listName == "Weekly")
    }
}
