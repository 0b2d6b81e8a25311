extension PerApp {
    /// Everything the app shows, as a plain value that can be saved and restored exactly.
    ///
    /// What is presented (``destination``) and what is kept to be put back (``deleted``,
    /// ``deletedEntry``) are stored out of line: a change that must leave the list comparable
    /// is tried on a copy of the whole state, and a smaller state takes less code to copy.
    public struct State: Hashable, Sendable {
        /// The library: every list, most recently changed first. Never empty.
        public internal(set) var lists: [ShoppingList]
        /// The id of the open list, one of ``lists``.
        public internal(set) var openListID: ListID
        /// The shopper's preferences, shared by every list.
        public internal(set) var settings: Settings
        /// Which screen shows.
        public internal(set) var screen: Screen
        /// What shows over the screen, if anything: the form, a shared list or the "clear
        /// list?" confirmation, never two at once.
        public internal(set) var destination: Destination?
        /// The alert being shown, if any: over the screen and its ``destination``, which stays
        /// as it was (a refused product keeps its form open behind the alert).
        public internal(set) var alert: Alert?
        /// The product removed last, which ``PerApp/Action/undoRemove`` puts back; forgotten
        /// with the next change.
        public internal(set) var removed: ProductItem?
        /// The id of ``removed``, which it takes again when put back.
        var removedID: SyncRecord.ID?
        /// The list deleted last and its place in the library, which
        /// ``PerApp/Action/undoDeleteList`` puts back; forgotten with the next change.
        public internal(set) var deleted: DeletedList? {
            get { storedDeleted?.value }
            set { storedDeleted = OutOfLine(newValue) }
        }
        private var storedDeleted: OutOfLine<DeletedList>?
        /// A short confirmation such as "Imported 2 lists", shown until the next change.
        public internal(set) var status: String?
        /// The front end's latest time: lists changed now are stamped with it.
        public internal(set) var clock: Timestamp
        /// Today in the shopper's time zone, as the front end last said: the date of the prices
        /// recorded now.
        public internal(set) var today: CalendarDate
        /// Every price the shopper has seen.
        public internal(set) var book = PriceBook()
        /// What the price book screen shows.
        var bookView = BookScreen()
        /// The price book entry deleted last, which ``PerApp/Action/undoDeleteEntry`` puts back;
        /// forgotten with the next change.
        var deletedEntry: PriceEntry? {
            get { storedDeletedEntry?.value }
            set { storedDeletedEntry = OutOfLine(newValue) }
        }
        private var storedDeletedEntry: OutOfLine<PriceEntry>?
        /// The store of the product added last, offered first by the next form.
        var lastStore: String?
        /// Where the ids of price book entries and of products added to a list go on from: each
        /// takes the next, saved with the session. A session's first id starts from
        /// ``freshEntrySeed`` instead, when the front end gave one (see ``seedEntryIDs(with:)``).
        var nextEntryID: PriceEntry.ID
        /// Fresh random bits for this session's first entry id; not saved, so that restoring a
        /// session changes nothing until an entry is recorded.
        public internal(set) var freshEntrySeed: PriceEntry.ID?

        /// The default name of a new list in English, the CLI's.
        public static let defaultListName = "Shopping list"

        /// The name of a new list, in the app's language: "Shopping list", "Einkaufsliste" …
        var newListName: String { settings.catalog.text(.shoppingList) }

        /// Whether `name` is a new list's name in any of the app's languages, so that a device's
        /// starting list is known for what it is whatever language it was made in.
        static func isNewListName(_ name: String) -> Bool {
            Language.allCases.contains { Catalog($0).text(.shoppingList).hasSameUTF8(as: name) }
        }

        /// A library with one new, empty list.
        public init(
            settings: Settings = Settings(), listID: ListID = ListID(high: 0, low: 0), now: Timestamp = .epoch
        ) {
            self.init(
                lists: [ShoppingList(id: listID, name: settings.catalog.text(.shoppingList), created: now)],
                openListID: listID,
                settings: settings, clock: now)
        }

        /// The first entry id of a session whose fresh random id is `id`: its bits with the high
        /// half inverted, so that the lists and entries a session makes never share an id.
        static func entrySeed(from id: ListID) -> PriceEntry.ID {
            ListID(high: ~id.high, low: id.low)
        }

        /// A library with every value given. `openListID` must be the id of one of `lists`,
        /// which must not be empty; otherwise the first list opens, or a new one when there
        /// is none.
        public init(
            lists: [ShoppingList], openListID: ListID, settings: Settings, screen: Screen = .list,
            form: ProductForm? = nil, alert: Alert? = nil, isConfirmingClear: Bool = false,
            removed: ProductItem? = nil, deleted: DeletedList? = nil, sharedList: SharedList? = nil,
            status: String? = nil, clock: Timestamp = .epoch
        ) {
            let lists =
                lists.isEmpty
                ? [ShoppingList(id: openListID, name: settings.catalog.text(.shoppingList), created: clock)]
                : lists
            self.lists = lists
            self.openListID = lists.contains { $0.id == openListID } ? openListID : lists[0].id
            self.settings = settings
            self.screen = screen
            destination = Destination(form: form, sharedList: sharedList, isConfirmingClear: isConfirmingClear)
            self.alert = alert
            self.removed = removed
            storedDeleted = OutOfLine(deleted)
            self.status = status
            self.clock = clock
            today = CalendarDate(clock)
            nextEntryID = Self.entrySeed(from: openListID)
        }

        /// A library of one list with every value given.
        init(
            listName: String, list: ProductList, settings: Settings, form: ProductForm?, alert: Alert?,
            isConfirmingClear: Bool, lastUnit: Unit?, removed: ProductItem? = nil,
            reference: ReferenceQuantity? = nil
        ) {
            let id = ListID(high: 0, low: 0)
            self.init(
                lists: [
                    ShoppingList(
                        id: id, name: listName, products: list, reference: reference, lastUnit: lastUnit,
                        created: .epoch)
                ], openListID: id, settings: settings, form: form, alert: alert,
                isConfirmingClear: isConfirmingClear, removed: removed)
        }

        /// The screens.
        public enum Screen: String, CaseIterable, Hashable, Sendable {
            /// The open list.
            case list
            /// The library of lists.
            case library
            /// The price book.
            case book

            /// The screen named `rawValue`, compared byte for byte.
            public init?(rawValue: String) {
                guard let screen = Self.exactlyMatching(rawValue) else { return nil }
                self = screen
            }
        }

        /// What shows over the screen, one at a time, as TCA's `@Presents` keeps a feature's
        /// destination: presenting one dismisses the other.
        ///
        /// The form and the shared list are boxed: a smaller state takes less code to copy.
        public enum Destination: Hashable, Sendable {
            /// The add/edit form.
            indirect case form(ProductForm)
            /// A list from a share link, shown read-only until it is saved or closed.
            indirect case sharedList(SharedList)
            /// The "clear list?" confirmation.
            case confirmingClear

            /// The one of these that shows: the form before a shared list before the
            /// confirmation, or `nil` for none.
            init?(form: ProductForm?, sharedList: SharedList?, isConfirmingClear: Bool) {
                if let form {
                    self = .form(form)
                } else if let sharedList {
                    self = .sharedList(sharedList)
                } else if isConfirmingClear {
                    self = .confirmingClear
                } else {
                    return nil
                }
            }
        }

        /// The open add/edit form, if any.
        public internal(set) var form: ProductForm? {
            get {
                guard case .form(let form) = destination else { return nil }
                return form
            }
            set { destination = newValue.map { .form($0) } }
        }

        /// The list from a share link that shows, if any.
        public var sharedList: SharedList? {
            guard case .sharedList(let list) = destination else { return nil }
            return list
        }

        /// Whether the "clear list?" confirmation is showing.
        public var isConfirmingClear: Bool {
            guard case .confirmingClear = destination else { return false }
            return true
        }

        /// Withdraws the "clear list?" confirmation, if it shows.
        mutating func withdrawConfirmation() {
            if isConfirmingClear { destination = nil }
        }

        /// A deleted list and where it was.
        public struct DeletedList: Hashable, Sendable {
            /// The list.
            public let list: ShoppingList
            /// Its index in the library.
            public let index: Int
            /// The id of the empty list made because the deleted one was the only list, if any.
            public let replacement: ListID?
        }

        /// What the price book screen shows: the products matching a search, or one product.
        public struct BookScreen: Hashable, Sendable {
            /// The search text, as typed.
            public internal(set) var search = ""
            /// The name of the product shown, or `nil` for the list of products.
            public internal(set) var product: String?
        }

        /// Makes the next entry recorded, and those after it, take ids from `id`'s bits (see
        /// ``entrySeed(from:)``): front ends call it when they start, with fresh random bits, so
        /// that two sessions restored from the same saved state never make the same id. Nothing
        /// saved changes until an entry is recorded, so tabs restored together stay in step.
        public mutating func seedEntryIDs(with id: ListID) {
            freshEntrySeed = Self.entrySeed(from: id)
        }

        /// The id the next price book entry will take.
        var upcomingEntryID: PriceEntry.ID { freshEntrySeed ?? nextEntryID }

        /// Takes the next entry id.
        mutating func takeEntryID() -> PriceEntry.ID {
            let id = upcomingEntryID
            freshEntrySeed = nil
            nextEntryID = ListID(high: id.high &+ (id.low == .max ? 1 : 0), low: id.low &+ 1)
            return id
        }

        /// Shows `message` in the alert, after the one already showing, if any: a front end's
        /// failures are never lost behind each other.
        mutating func showAlert(_ message: String) {
            alert = PerApp.Alert(message: alert.map { $0.message + "\n\n" + message } ?? message)
        }

        /// The index of the open list in ``lists``.
        var openIndex: Int {
            @inline(never) get { lists.firstIndex { $0.id == openListID } ?? 0 }
        }

        /// The open list.
        public internal(set) var openList: ShoppingList {
            @inline(never) get { lists[openIndex] }
            @inline(never) set { lists[openIndex] = newValue }
        }

        /// The open list's name.
        public internal(set) var listName: String {
            @inline(never) get { lists[openIndex].name }
            @inline(never) set { lists[openIndex].name = newValue }
        }

        /// The open list's products, best first.
        public var list: ProductList {
            @inline(never) get { lists[openIndex].products }
        }

        /// The unit last used in the open list, offered first by the next form.
        public internal(set) var lastUnit: Unit? {
            @inline(never) get { lists[openIndex].lastUnit }
            @inline(never) set { lists[openIndex].lastUnit = newValue }
        }

        /// The reference quantity pinned for the open list, or `nil` for the automatic choice.
        public internal(set) var pinnedReference: ReferenceQuantity? {
            @inline(never) get { lists[openIndex].reference }
            @inline(never) set { lists[openIndex].reference = newValue }
        }

        /// Stamps the open list as changed now and moves it to the front of the library.
        @inline(never)
        mutating func touchOpenList() {
            var list = lists.remove(at: openIndex)
            list.updated = clock
            lists.insert(list, at: 0)
        }

        /// Whether the clear-list action is available: exactly when the list has items.
        public var canClearList: Bool { !list.isEmpty && isListInReach }

        /// Whether the open list's own actions are in reach: nothing shows over it but, at
        /// most, the "clear list?" confirmation, which the next of them withdraws.
        var isListInReach: Bool {
            switch destination {
            case nil, .confirmingClear: true
            case .form, .sharedList: false
            }
        }

        /// Whether the add-product form is open.
        var isFormOpen: Bool {
            guard case .form = destination else { return false }
            return true
        }

        /// The reference quantity in effect: the pinned one when it fits the list,
        /// otherwise the automatic choice.
        public var reference: ReferenceQuantity {
            ReferenceQuantity.reference(
                for: list, dimension: referenceDimension, pinned: pinnedReference, system: settings.system)
        }

        /// What the open list's unit prices measure: its products' dimension, or while it is
        /// empty, what the open form's product is sold by.
        var referenceDimension: Dimension { list.dimension ?? form?.soldBy ?? .weight }

        /// What the open list will quote `product`'s unit prices per once the open form commits
        /// `quantity` (`nil` before one is typed): `nil` when the list measures another
        /// dimension, or is empty and no quantity is typed.
        func listReference(for product: BookProduct, adding quantity: Quantity?) -> ReferenceQuantity? {
            guard (list.dimension ?? quantity?.dimension) == product.dimension else { return nil }
            if let pinned = pinnedReference, pinned.dimension == product.dimension { return pinned }
            var quantities = list.items.map { $0.quantity }
            if let quantity {
                if let index = form?.editingIndex, quantities.indices.contains(index) {
                    quantities[index] = quantity
                } else {
                    quantities.append(quantity)
                }
            }
            return .automatic(for: product.dimension, quantities: quantities, system: settings.system)
        }

        /// The unit choices for a product sold by `dimension`, ordered for the measurement
        /// system (each, pair and dozen for a count).
        func unitChoices(for dimension: Dimension) -> [Unit] {
            Unit.choices(for: dimension, system: settings.system)
        }

        /// Whether the open form may change what its product is sold by: while the list is
        /// empty, or when editing the list's only product.
        var canChooseSoldBy: Bool {
            guard let form else { return false }
            guard let index = form.editingIndex else { return list.isEmpty }
            return list.count == 1 && index == 0
        }

        /// The unit a new form starts with: the last one used in this list when it fits,
        /// else the first choice.
        func defaultUnit(for dimension: Dimension) -> Unit {
            if let lastUnit, lastUnit.dimension == dimension { return lastUnit }
            return unitChoices(for: dimension).first ?? dimension.baseUnit
        }
    }
}
