extension PerApp.ViewModel {
    /// The library screen: every list, most recently changed first.
    public struct LibraryView: Hashable, Sendable {
        /// The lists.
        public let entries: [LibraryEntry]

        init(_ state: PerApp.State) {
            let numbers = NumberStyle(state.settings)
            entries = state.lists.map { LibraryEntry($0, isOpen: $0.id == state.openListID, numbers) }
        }
    }

    /// One list in the library: "Saturday — 3 items · weight — Brand B · 5.49 per kg".
    public struct LibraryEntry: Hashable, Sendable {
        /// The list's id, sent back to open it.
        public let id: String
        /// The list's name.
        public let name: String
        /// How many products it holds.
        public let itemCount: Int
        /// Its size and dimension: "3 items · weight", "1 item · volume", "No items".
        public let summary: String
        /// Its best deal and that deal's unit price, "Brand B · 5.49 per kg"; `nil` while the
        /// list is empty.
        public var best: String? {
            bestEncoded.map { EncodedPhrase.plainText(of: $0, decimalSeparator: decimalSeparator) }
        }
        /// ``best`` as parts (see ``Verdict/encoded``), the amounts for the front end to write
        /// in the currency.
        public let bestEncoded: String?
        /// The locale's decimal separator, for ``best``.
        let decimalSeparator: String
        /// Whether it is the open list.
        public let isOpen: Bool

        init(_ list: ShoppingList, isOpen: Bool, _ numbers: NumberStyle) {
            id = list.id.text
            name = list.name
            itemCount = list.products.count
            summary = Self.summary(of: list.products, numbers.catalog)
            self.isOpen = isOpen
            decimalSeparator = numbers.decimalSeparator
            let reference = ReferenceQuantity.reference(
                for: list.products, pinned: list.reference, system: numbers.system)
            guard let display = numbers.display(list.products, reference: reference),
                let figures = display.comparison.best
            else {
                bestEncoded = nil
                return
            }
            let label = ProductLabel(figures.item, display, numbers)
            bestEncoded =
                numbers.catalog.phrase(
                    .bestOfList, ("product", label.encoded(numbers.catalog)),
                    ("unitPrice", "m" + display.unitPrice(figures)),
                    ("reference", "t" + numbers.phrase(reference))
                ).encoded
        }

        /// "3 items · weight", "1 item · volume", "No items", in the words of `catalog`.
        static func summary(of products: ProductList, _ catalog: Catalog) -> String {
            guard let dimension = products.dimension else { return catalog.text(.noItems) }
            let noun: Phrase =
                switch dimension {
                case .weight: .byWeight
                case .volume: .byVolume
                case .count: .byCount
                case .length: .byLength
                case .area: .byArea
                }
            return products.count == 1
                ? catalog.text(.oneItem, ("dimension", catalog.text(noun)))
                : catalog.text(.items, ("count", String(products.count)), ("dimension", catalog.text(noun)))
        }
    }

    /// A list received by link, shown read-only until it is saved or closed.
    public struct SharedView: Hashable, Sendable {
        /// The list's name.
        public let name: String
        /// Its size and dimension, as in the library.
        public let summary: String
        /// The currency its prices are in.
        public let currencyCode: String
        /// What its unit prices are quoted per: `per 100 g`, `each`.
        public let referencePhrase: String
        /// The products, best first.
        public let rows: [Row]
        /// The sentence that sums the list up, once it has a product.
        public let verdict: Verdict?

        init(_ shared: SharedList, settings: PerApp.Settings) {
            name = shared.name
            summary = LibraryEntry.summary(of: shared.products, settings.catalog)
            var settings = settings
            if let currency = shared.currency { settings.currencyCode = currency.code }
            currencyCode = settings.currencyCode
            let numbers = NumberStyle(settings)
            let reference = ReferenceQuantity.reference(
                for: shared.products, pinned: shared.reference, system: settings.system)
            referencePhrase = numbers.phrase(reference)
            let display = numbers.display(shared.products, reference: reference)
            rows = display.map { Row.rows(of: $0, book: PriceBook(), numbers) } ?? []
            verdict = display.flatMap { numbers.verdict($0) }
        }
    }
}
