extension PerApp {
    /// Everything the app shows, as a plain value that can be saved and restored exactly.
    public struct State: Hashable, Sendable {
        /// The list's name.
        public internal(set) var listName: String
        /// The products, best first.
        public internal(set) var list: ProductList
        /// The shopper's preferences.
        public internal(set) var settings: Settings
        /// The open add/edit form, if any.
        public internal(set) var form: ProductForm?
        /// The alert being shown, if any.
        public internal(set) var alert: Alert?
        /// Whether the "clear list?" confirmation is showing.
        public internal(set) var isConfirmingClear: Bool
        /// The unit last used in this list, offered first by the next form.
        public internal(set) var lastUnit: Unit?
        /// The product removed last, which ``PerApp/Action/undoRemove`` puts back; forgotten
        /// with the next change.
        public internal(set) var removed: ProductItem?

        /// The default name of a new list.
        public static let defaultListName = "Shopping list"

        /// A new, empty list.
        public init(settings: Settings = Settings()) {
            self.init(
                listName: Self.defaultListName, list: ProductList(), settings: settings, form: nil,
                alert: nil,
                isConfirmingClear: false, lastUnit: nil)
        }

        /// A state with every value given.
        public init(
            listName: String, list: ProductList, settings: Settings, form: ProductForm?, alert: Alert?,
            isConfirmingClear: Bool, lastUnit: Unit?, removed: ProductItem? = nil
        ) {
            self.removed = removed
            self.listName = listName
            self.list = list
            self.settings = settings
            self.form = form
            self.alert = alert
            self.isConfirmingClear = isConfirmingClear
            self.lastUnit = lastUnit
        }

        /// Whether the clear-list action is available: exactly when the list has items.
        public var canClearList: Bool { !list.isEmpty && !isFormOpen }

        /// Whether the add-product form is open.
        public var isFormOpen: Bool {
            if case .some = form { return true }
            return false
        }

        /// The reference quantity in effect: the pinned one when it fits the list,
        /// otherwise the automatic choice.
        public var reference: ReferenceQuantity {
            let dimension = list.dimension ?? form?.soldBy ?? .weight
            if let pinned = settings.reference, pinned.dimension == dimension { return pinned }
            return ReferenceQuantity.automatic(
                for: dimension, quantities: list.items.map { $0.quantity }, system: settings.system)
        }

        /// The unit choices for a product sold by `dimension`, ordered for the measurement
        /// system (each, pair and dozen for a count).
        public func unitChoices(for dimension: Dimension) -> [Unit] {
            Unit.choices(for: dimension, system: settings.system)
        }

        /// Whether the open form may change what its product is sold by: while the list is
        /// empty, or when editing the list's only product.
        public var canChooseSoldBy: Bool {
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
