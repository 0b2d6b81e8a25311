extension PerApp.State {
    /// Takes the lists and the book as synced from the household's other devices (see
    /// ``SyncReplica/materialized()``), keeping what the shopper is doing: the open list stays
    /// open while it exists, and a product being edited stays the one the form saves, wherever
    /// it moved (the form adds it anew if another device deleted it).
    ///
    /// A library that would be empty gets a new list, under the next fresh id.
    @inline(never)
    public mutating func adoptSynced(lists newLists: [ShoppingList], book newBook: PriceBook) {
        let editing = form?.editingIndex.flatMap { index in
            openList.productIDs.indices.contains(index) ? openList.productIDs[index] : nil
        }
        let open = openListID
        lists =
            newLists.isEmpty
            ? [ShoppingList(id: takeEntryID(), name: newListName, created: clock)] : newLists
        openListID = lists.contains { $0.id == open } ? open : lists[0].id
        if var changed = form {
            changed.editingIndex = editing.flatMap { id in openList.productIDs.firstIndex(of: id) }
            form = changed
        }
        book = newBook
        if let product = bookView.product, newBook.product(named: product) == nil { bookView.product = nil }
    }
}
