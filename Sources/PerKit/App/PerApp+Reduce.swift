extension PerApp {
    /// Applies `action` to `state`. Total: actions that do not apply in the current state
    /// are ignored, and every engine error becomes an ``Alert``; nothing traps.
    public static func reduce(_ state: inout State, _ action: Action) {
        switch action {
        case .setClock(let now):
            state.clock = now
            return
        case .setDate(let today):
            state.today = today
            return
        case .storageFailed(let reason):
            state.showAlert(state.settings.catalog.text(.storageFailed, ("reason", reason.abbreviated())))
            return
        case .syncFailed(let message):
            state.showAlert(message)
            return
        case .tagReadingFailed(let message):
            state.showAlert(TagFill.failureMessage(message, state.settings.catalog))
            return
        case .tagRefused(let refusal):
            let catalog = state.settings.catalog
            state.showAlert(TagFill.failureMessage(refusal.message(in: catalog), catalog))
            return
        case .bookScreenFailed(let message):
            if state.screen == .book { state.screen = .list }
            state.showAlert(message)
            return
        default: break
        }
        // While an alert shows, only its OK button works.
        if state.alert != nil {
            if case .dismissAlert = action { state.alert = nil }
            return
        }
        // A removed product or a deleted list can be put back, and a status shows, until the
        // next change; moving between the screens changes nothing.
        switch action {
        case .undoRemove, .undoDeleteList, .undoDeleteEntry, .showLibrary, .closeLibrary, .showPriceBook,
            .closePriceBook, .searchPriceBook, .showBookProduct, .linkCopied, .importFailed:
            break
        default:
            state.removed = nil
            state.removedID = nil
            state.deleted = nil
            state.deletedEntry = nil
            state.status = nil
        }
        switch action {
        case .addProduct:
            guard state.isListInReach else { return }
            let dimension = state.list.dimension ?? state.lastUnit?.dimension ?? .weight
            state.form = ProductForm(
                soldBy: dimension, unit: state.defaultUnit(for: dimension), store: state.lastStore ?? "")
        case .editProduct(let index):
            guard state.isListInReach else { return }
            guard state.list.items.indices.contains(index) else {
                state.alert = Alert(
                    message: ProductListError.noSuchItem(index: index).message(in: state.settings.catalog))
                return
            }
            let item = state.list.items[index]
            state.form = ProductForm(editing: item, at: index, entry: state.recordedEntry(of: item))
        case .removeProduct(let index):
            guard state.isListInReach else { return }
            do {
                let removed = try state.openList.removeProduct(at: index)
                state.removed = removed.item
                state.removedID = removed.id
                state.touchOpenList()
                // An empty list has nothing to clear: withdraw a pending confirmation.
                if state.list.isEmpty { state.withdrawConfirmation() }
            } catch {
                state.alert = Alert(message: error.message(in: state.settings.catalog))
            }
        case .undoRemove:
            guard let item = state.removed, state.isListInReach else { return }
            attempt(&state) { state throws(ProductListError) in
                let id = state.removedID ?? state.takeEntryID()
                try state.openList.add(item, id: id)
                state.removed = nil
                state.removedID = nil
                state.touchOpenList()
            }
        case .clearList:
            guard state.canClearList else { return }
            state.destination = .confirmingClear
        case .confirmClearList:
            guard state.isConfirmingClear else { return }
            state.openList.clearProducts()
            state.lastUnit = nil
            state.destination = nil
            state.touchOpenList()
        case .cancelClearList:
            state.withdrawConfirmation()
        case .dismissAlert, .setClock, .setDate, .storageFailed, .syncFailed, .tagReadingFailed,
            .tagRefused, .bookScreenFailed:
            break
        case .setMeasurementSystem(let system):
            attempt(&state) { $0.settings.system = system }
        case .setUsesMemberPrices(let isOn):
            attempt(&state) { $0.settings.usesMemberPrices = isOn }
        case .setLanguage(let language):
            state.settings.language = language
        case .setCurrencyCode(let code):
            let code = code.trimmingSpaces.asciiUppercased
            guard Settings.isValidCurrencyCode(code) else {
                state.alert = Alert(
                    message: state.settings.catalog.text(.notACurrencyCode, ("code", code.abbreviated())))
                return
            }
            state.settings.currencyCode = code
        case .setReference(let reference):
            if let reference, !reference.amount.isPositive {
                state.alert = Alert(message: state.settings.catalog.text(.referenceMustBePositive))
                return
            }
            guard reference != state.pinnedReference else { return }
            attempt(&state) { state in
                state.pinnedReference = reference
                state.touchOpenList()
            }
        case .setListName(let name):
            let trimmed = name.trimmingSpaces(limit: ProductForm.maximumNameLength)
            if let error = NameError(checking: trimmed, as: .list) {
                state.alert = Alert(message: error.message(in: state.settings.catalog))
                return
            }
            let newName = trimmed.isEmpty ? state.newListName : trimmed
            guard !newName.hasSameUTF8(as: state.listName) else { return }
            state.listName = newName
            state.touchOpenList()
        case .showLibrary, .closeLibrary, .newList, .openList, .duplicateList, .deleteList, .undoDeleteList,
            .openShareLink, .saveSharedList, .closeSharedList, .importLists, .linkCopied, .importFailed:
            reduceLibrary(&state, action)
        case .setRemembersPrices, .showPriceBook, .closePriceBook, .searchPriceBook, .showBookProduct,
            .deleteEntry, .undoDeleteEntry:
            reduceBook(&state, action)
        case .form(let formAction):
            reduceForm(&state, formAction)
        }
    }

    /// Makes `change` to a copy of the state and keeps it only when the open list can then
    /// still be compared exactly (its unit prices quoted per a huge reference may overflow);
    /// otherwise the state is unchanged and shows the engine's error in an alert.
    @inline(never)
    private static func attempt(
        _ state: inout State, _ change: (inout State) throws(ProductListError) -> Void
    ) {
        var updated = state
        do {
            try change(&updated)
            try checkComparable(updated)
            state = updated
        } catch {
            state.alert = Alert(message: error.message(in: state.settings.catalog))
        }
    }

    /// Throws the engine's error when the list of `state` cannot be compared, so that a
    /// change that would leave it unranked is refused rather than shown as an empty list.
    private static func checkComparable(_ state: State) throws(ProductListError) {
        _ = try Comparison(
            state.list, reference: state.reference, system: state.settings.system,
            usesMemberPrices: state.settings.usesMemberPrices)
    }

    private static func reduceForm(_ state: inout State, _ action: FormAction) {
        guard state.isFormOpen else { return }
        switch action {
        case .selectSoldBy(let dimension):
            guard state.canChooseSoldBy else { return }
            let unit = state.defaultUnit(for: dimension)
            state.form?.select(soldBy: dimension, unit: unit)
        case .fillFromTag(let tag):
            if tag.isEmpty {
                state.showAlert(state.settings.catalog.text(.tagNothingRead))
            } else {
                let canChooseSoldBy = state.canChooseSoldBy
                let places = Currency.places(ofCode: state.settings.currencyCode)
                let catalog = state.settings.catalog
                state.form?.fill(
                    from: tag, canChooseSoldBy: canChooseSoldBy, places: places, catalog: catalog)
            }
        case .submit: submit(&state)
        case .cancel: state.form = nil
        default: state.form?.apply(action)
        }
    }

    /// Solves pending equations, creates the product and adds (or replaces) it, unless the
    /// list could then not be compared exactly.
    private static func submit(_ state: inout State) {
        guard state.form?.isValid ?? false else { return }
        // Refused, the form stays open with its equations solved.
        state.form?.quantity.commit()
        state.form?.price.commit()
        state.form?.deal.commit()
        attempt(&state) { state throws(ProductListError) in
            guard let form = state.form else { return }
            let item = try form.committedItem()
            var original: ProductItem? = nil
            if let index = form.editingIndex {
                original = state.list.items.indices.contains(index) ? state.list.items[index] : nil
                try state.openList.replaceProduct(at: index, with: item)
            } else {
                try state.openList.add(item, id: state.upcomingEntryID)
                _ = state.takeEntryID()
            }
            state.lastUnit = form.unit
            state.form = nil
            state.touchOpenList()
            state.remember(item, replacing: original, from: form)
        }
    }
}
