import Testing

@testable import PerAppTestSupport
@testable import PerKit

/// One destination at a time: the form, a shared list and the "clear list?" confirmation
/// replace each other, dismissing one clears it, and an alert covers what is presented until
/// it is dismissed.
@Suite struct DestinationTests {
    static let shared = SharedList(
        name: "Groceries", products: list([Diary.grams, Diary.pound]), currency: Currency(code: "USD"))
    static let link = ShareLink.url(
        base: "https://per.example/", list: LibraryTests.groceries().openList.shared(currencyCode: "USD"))

    @Test("the form replaces the clear-list confirmation, and cancelling it leaves nothing presented")
    func formReplacesConfirmation() {
        var store = TestStore(LibraryTests.groceries())
        store.send(.clearList) { $0.destination = .confirmingClear }
        store.send(.addProduct) {
            $0.destination = .form(ProductForm(soldBy: .weight, unit: .pound))
        }
        #expect(!store.state.isConfirmingClear && store.view.isConfirmingClear == false)
        store.send(.form(.cancel)) { $0.destination = nil }
    }

    @Test("a shared list replaces the confirmation, and closing it leaves nothing presented")
    func sharedListReplacesConfirmation() {
        var store = TestStore(LibraryTests.groceries())
        store.send(.clearList) { $0.destination = .confirmingClear }
        store.send(.openShareLink(link: Self.link)) { $0.destination = .sharedList(Self.shared) }
        #expect(!store.state.isConfirmingClear && store.state.sharedList == Self.shared)
        store.send(.closeSharedList) { $0.destination = nil }
        // The confirmation is presented again only when asked for, and cancelling clears it.
        store.send(.clearList) { $0.destination = .confirmingClear }
        store.send(.cancelClearList) { $0.destination = nil }
    }

    @Test("an alert covers the form; dismissing it shows the form again, as it was")
    func alertCoversForm() {
        var store = TestStore(LibraryTests.groceries())
        let form = ProductForm(soldBy: .weight, unit: .pound)
        store.send(.addProduct) { $0.destination = .form(form) }
        store.send(.syncFailed("The server can't be reached")) {
            $0.destination = .alert(PerApp.Alert(message: "The server can't be reached"), over: .form(form))
        }
        #expect(store.state.form == form && store.view.form != nil && store.view.alert != nil)
        // Only the alert's OK button works while it shows.
        store.send(.form(.cancel))
        store.send(.dismissAlert) { $0.destination = .form(form) }
        store.send(.form(.cancel)) { $0.destination = nil }
        store.send(.dismissAlert)
    }

    @Test("a second alert adds its message to the one showing: there is never an alert over an alert")
    func alertsJoin() {
        var store = TestStore(LibraryTests.groceries())
        store.send(.clearList) { $0.destination = .confirmingClear }
        store.send([.syncFailed("One"), .syncFailed("Two")]) {
            $0.destination = .alert(PerApp.Alert(message: "One\n\nTwo"), over: .confirmingClear)
        }
        store.send(.dismissAlert) { $0.destination = .confirmingClear }
        store.send(.confirmClearList) {
            $0.destination = nil
            $0.openList.clearProducts()
            $0.lastUnit = nil
            $0.touchOpenList()
        }
    }

    @Test("a state given several presentations at once, as old saved sessions could hold, presents one")
    func severalBecomeOne() throws {
        let form = ProductForm(soldBy: .weight, unit: .gram)
        let alert = PerApp.Alert(message: "Whoops")
        let state = State(
            lists: [], openListID: LibraryTests.first, settings: PerApp.Settings(), form: form, alert: alert,
            isConfirmingClear: true, sharedList: Self.shared)
        #expect(state.destination == .alert(alert, over: .form(form)))
        #expect(!state.isConfirmingClear && state.sharedList == nil)
        let withoutForm = State(
            lists: [], openListID: LibraryTests.first, settings: PerApp.Settings(), isConfirmingClear: true,
            sharedList: Self.shared)
        #expect(withoutForm.destination == .sharedList(Self.shared))
        // Saved and restored, it is the same.
        let restored = try State(decoding: JSON(parsing: state.encoded()))
        #expect(restored.destination == state.destination)
    }
}
