extension PerApp {
    /// The price book's actions: its screen, deleting and restoring entries, and the setting.
    static func reduceBook(_ state: inout State, _ action: Action) {
        switch action {
        case .setRemembersPrices(let isOn):
            state.settings.remembersPrices = isOn
        case .showPriceBook:
            guard !state.isFormOpen else { return }
            state.screen = .book
            state.withdrawConfirmation()
        case .closePriceBook:
            guard state.screen == .book else { return }
            if state.bookView.product != nil {
                state.bookView.product = nil
            } else {
                state.screen = .list
            }
        case .searchPriceBook(let text):
            state.bookView.search = text.prefix(scalars: ProductForm.maximumNameLength)
        case .showBookProduct(let name):
            guard let name else {
                state.bookView.product = nil
                return
            }
            guard let product = state.book.product(named: name) else {
                state.alert = Alert(
                    message: PriceBookError.noSuchProduct(name).message(in: state.settings.catalog))
                return
            }
            state.bookView.product = product.name
        case .deleteEntry(let id):
            guard !state.isFormOpen else { return }
            do {
                state.deletedEntry = try state.book.remove(id: id)
            } catch {
                state.alert = Alert(message: error.message(in: state.settings.catalog))
            }
        case .undoDeleteEntry:
            guard let entry = state.deletedEntry, !state.isFormOpen else { return }
            do {
                try state.book.record(entry)
                state.deletedEntry = nil
            } catch {
                state.alert = Alert(message: error.message(in: state.settings.catalog))
            }
        default: break
        }
    }
}

extension PerApp.State {
    /// The price book entry recorded for `item` of the open list, if any: the latest.
    func recordedEntry(of item: ProductItem) -> PriceEntry? {
        guard let name = item.name, let product = book.product(named: name) else { return nil }
        return product.entries.last { $0.list == openListID && $0.item.isSame(as: item) }
    }

    /// The stores a form offers: the last one used first, then every store in the book, at
    /// most 20, each once.
    var storeChoices: [String] {
        var stores: [String] = lastStore.map { [$0] } ?? []
        for store in book.stores
        where stores.count < 20 && !stores.contains(where: { PriceBook.sameStore($0, store) }) {
            stores.append(store)
        }
        return stores
    }

    /// This device's own observation of `item` of the open list today, if any: the one an edit
    /// of `item` today replaces.
    func observationToday(of item: ProductItem) -> PriceEntry? {
        guard let name = item.name, let product = book.product(named: name) else { return nil }
        return product.entries.last {
            !$0.isFromAnotherDevice && $0.date == today && $0.list == openListID && $0.item.isSame(as: item)
        }
    }

    /// Records the price of `item`, just added from `form`, in the price book when "Remember
    /// prices" is on and the product is named. A price is an observation, never overwritten:
    /// when `original` (the product `item` replaced) was observed on this device today, that
    /// observation is replaced; otherwise (another day, another device) a new one is added and
    /// the earlier one kept. A price the book refuses, or a store with a control character
    /// (``NameError``), leaves the list as it is and says why in ``status``.
    mutating func remember(_ item: ProductItem, replacing original: ProductItem?, from form: ProductForm) {
        let store = form.store.trimmingSpaces
        lastStore = store.isEmpty ? nil : store
        guard settings.remembersPrices, item.name != nil else { return }
        let existing = original.flatMap { observationToday(of: $0) }
        do throws(PriceBookError) {
            if let error = NameError(checking: store, as: .store) { throw .product(.invalidName(error)) }
            if let existing {
                try book.replace(
                    PriceEntry(
                        id: existing.id, item: item, store: store, date: existing.date, isSale: form.isSale,
                        list: openListID))
            } else {
                try book.record(
                    PriceEntry(
                        id: upcomingEntryID, item: item, store: store, date: today, isSale: form.isSale,
                        list: openListID))
                _ = takeEntryID()
            }
        } catch {
            status = settings.catalog.text(
                .notRememberedInBook, ("reason", error.message(in: settings.catalog)))
        }
    }
}
