extension PerApp {
    /// The library's actions: lists made, opened, copied, deleted and received by link.
    static func reduceLibrary(_ state: inout State, _ action: Action) {
        guard !state.isFormOpen else { return }
        switch action {
        case .showLibrary:
            state.screen = .library
            state.withdrawConfirmation()
        case .closeLibrary:
            state.screen = .list
        case .newList(let id):
            guard state.isFresh(id) else { return }
            let list = ShoppingList(
                id: id, name: state.uniqueName(state.newListName), created: state.clock)
            state.add(list)
        case .openList(let id):
            guard state.lists.contains(where: { $0.id == id }) else {
                state.alert = Alert(message: state.settings.catalog.text(.listNoLongerThere))
                return
            }
            state.openListID = id
            state.screen = .list
            state.withdrawConfirmation()
        case .duplicateList(let id):
            guard state.isFresh(id) else { return }
            let original = state.openList
            var copy = ShoppingList(
                id: id, name: state.uniqueName(original.name, suffix: " copy"), products: original.products,
                reference: original.reference, lastUnit: original.lastUnit, created: state.clock)
            copy.updated = state.clock
            state.add(copy)
        case .deleteList(let replacementID):
            let index = state.openIndex
            let list = state.lists.remove(at: index)
            var replacement: ListID? = nil
            if state.lists.isEmpty {
                guard replacementID != list.id else {
                    state.lists.insert(list, at: index)
                    return
                }
                state.lists = [
                    ShoppingList(id: replacementID, name: state.newListName, created: state.clock)
                ]
                replacement = replacementID
            }
            state.openListID = state.lists[0].id
            state.deleted = State.DeletedList(list: list, index: index, replacement: replacement)
            state.screen = .library
            state.withdrawConfirmation()
        case .undoDeleteList:
            guard let deleted = state.deleted else { return }
            // The list made to replace the last one deleted; ids are unique in the library.
            if let replacement = deleted.replacement,
                let index = state.lists.firstIndex(where: { $0.id == replacement })
            {
                state.lists.remove(at: index)
            }
            state.lists.insert(deleted.list, at: min(deleted.index, state.lists.count))
            state.openListID = deleted.list.id
            state.deleted = nil
        case .openShareLink(let link):
            do {
                state.destination = .sharedList(try link.get())
            } catch {
                state.destination = nil
                state.alert = Alert(message: error.message(in: state.settings.catalog))
            }
        case .saveSharedList(let id):
            guard let shared = state.sharedList, state.isFresh(id) else { return }
            var list = ShoppingList(shared, id: id, at: state.clock)
            list.name = state.uniqueName(shared.name)
            state.add(list)
            state.destination = nil
            var status = state.settings.catalog.text(.savedToYourLists, ("list", list.name))
            if let note = state.otherCurrencyNote(shared.currency, of: nil) { status += note }
            state.status = status
        case .closeSharedList:
            guard case .sharedList = state.destination else { return }
            state.destination = nil
        case .importLists(let file, let firstID):
            importLists(file, firstID: firstID, into: &state)
        case .linkCopied:
            state.status = state.settings.catalog.text(.linkCopied)
        case .importFailed(let file, let reason):
            state.status = state.settings.catalog.text(.couldNotReadFile, ("file", file), ("reason", reason))
        default:
            break
        }
    }
}

extension PerApp {
    /// Adds every list of a list file to the front of the library, in the file's order, or
    /// none with an alert that lists each problem.
    ///
    /// Each is a new list, never merged into another: one named as a list already is takes a
    /// number, as a saved shared list does ("Coffee 2", "Coffee 3"). Its amounts are kept in the
    /// currency the file gives, and the status says so when that is not the shopper's.
    private static func importLists(
        _ file: Result<[SharedList], ListFileError>, firstID: ListID, into state: inout State
    ) {
        let imported: [SharedList]
        do {
            imported = try file.get()
        } catch {
            let count = error.problems.count
            let catalog = state.settings.catalog
            let summary =
                count == 1
                ? catalog.text(.nothingImportedOneProblem)
                : catalog.text(.nothingImportedProblems, ("count", String(count)))
            state.alert = Alert(message: summary + "\n" + error.message(in: catalog))
            return
        }
        let catalog = state.settings.catalog
        guard !imported.isEmpty else {
            state.alert = Alert(message: catalog.text(.nothingImportedNoProducts))
            return
        }
        var status =
            imported.count == 1
            ? catalog.text(.importedOneList) : catalog.text(.importedLists, ("count", String(imported.count)))
        var offset: UInt64 = 0
        for (index, shared) in imported.enumerated() {
            var id = firstID.advanced(by: offset)
            while !state.isFresh(id) {
                offset &+= 1
                id = firstID.advanced(by: offset)
            }
            offset &+= 1
            var list = ShoppingList(shared, id: id, at: state.clock)
            // Named after the library and the lists of the file before it.
            list.name = state.uniqueName(shared.name)
            state.lists.insert(list, at: index)
            // A status about several lists names the list.
            let name = imported.count == 1 ? nil : list.name
            if let note = state.otherCurrencyNote(shared.currency, of: name) { status += note }
        }
        state.openListID = state.lists[0].id
        state.screen = .library
        state.withdrawConfirmation()
        state.status = status
    }
}

extension PerApp.State {
    /// Whether `id` is not yet the id of a list. A front end's fresh 128-bit ids never
    /// collide; one that does is a front-end bug, ignored rather than overwriting a list.
    func isFresh(_ id: ListID) -> Bool { !lists.contains { $0.id == id } }

    /// Adds `list` to the front of the library and opens it.
    mutating func add(_ list: ShoppingList) {
        lists.insert(list, at: 0)
        openListID = list.id
        screen = .list
        withdrawConfirmation()
    }

    /// What the status says, after saying it joined the library, of a list whose prices are
    /// in `currency`: `. Its prices were in EUR; your lists show USD`, or with the list's name
    /// `. The prices of Party were in EUR; …` when the status names several lists; `nil` when
    /// they are in the shopper's currency or in none. The amounts are kept as they are, never
    /// converted.
    func otherCurrencyNote(_ currency: Currency?, of list: String?) -> String? {
        guard let currency, !currency.code.hasSameUTF8(as: settings.currencyCode) else { return nil }
        let catalog = settings.catalog
        guard let list else {
            return catalog.text(
                .itsPricesWereIn, ("currency", currency.code), ("yours", settings.currencyCode))
        }
        return catalog.text(
            .listPricesWereIn, ("list", list), ("currency", currency.code), ("yours", settings.currencyCode))
    }

    /// `base`, or when a list already has that name, `base` with `suffix` and then a number:
    /// "Shopping list 2", "Saturday copy", "Saturday copy 2". Never longer than a list name
    /// may be.
    func uniqueName(_ base: String, suffix: String = "") -> String {
        let names = lists.map { $0.name }
        func candidate(_ ending: String) -> String {
            let limit = ProductForm.maximumNameLength - ending.unicodeScalars.count
            return base.prefix(scalars: limit).trimmingSpaces + ending
        }
        if suffix.isEmpty, !names.contains(where: { $0.hasSameUTF8(as: base) }) { return base }
        var number = suffix.isEmpty ? 2 : 1
        while true {
            let name = candidate(number == 1 ? suffix : suffix + " \(number)")
            if !names.contains(where: { $0.hasSameUTF8(as: name) }) { return name }
            number += 1
        }
    }
}
