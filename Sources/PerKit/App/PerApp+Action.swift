extension PerApp {
    /// Everything a shopper (or a front end on their behalf) can do.
    ///
    /// The cases with large values are `indirect`, so that an action is a few words: every
    /// function that passes, copies or destroys one then needs less code (about 2.6 KB of
    /// per.wasm).
    public enum Action: Hashable, Sendable {
        /// Opens the add-product form.
        case addProduct
        /// Opens the form filled in with the product at an index, to edit it.
        case editProduct(index: Int)
        /// Removes the product at an index; it can be put back with ``undoRemove`` until the
        /// next change.
        case removeProduct(index: Int)
        /// Puts back the product removed last.
        case undoRemove
        /// Asks to clear the list; a confirmation follows.
        case clearList
        /// Confirms clearing the list.
        case confirmClearList
        /// Cancels clearing the list.
        case cancelClearList
        /// Dismisses the alert (its OK button).
        case dismissAlert
        /// Chooses the measurement system.
        case setMeasurementSystem(MeasurementSystem)
        /// Chooses the currency code used for display.
        case setCurrencyCode(String)
        /// Pins a reference quantity, or `nil` for the automatic choice.
        indirect case setReference(ReferenceQuantity?)
        /// Renames the open list (trimmed, cut to 80 characters as the field is; a name with a
        /// control character is refused with an alert).
        case setListName(String)
        /// Shows the library of lists.
        case showLibrary
        /// Goes back from the library to the open list.
        case closeLibrary
        /// Makes a new, empty list with a fresh id and opens it.
        case newList(id: ListID)
        /// Opens the list with this id.
        case openList(id: ListID)
        /// Copies the open list under a fresh id and opens the copy.
        case duplicateList(id: ListID)
        /// Deletes the open list and shows the library; it can be put back with
        /// ``undoDeleteList`` until the next change. When it was the only list, a new empty
        /// one takes the fresh id `replacementID`.
        case deleteList(replacementID: ListID)
        /// Puts back the list deleted last and opens it.
        case undoDeleteList
        /// Shows the list of a share link, read-only; a link that could not be read shows an
        /// alert that says what is wrong. ``openShareLink(link:)`` reads the link.
        indirect case openShareLink(Result<SharedList, ParseError>)
        /// Adds a copy of the shared list to the library under a fresh id and opens it.
        case saveSharedList(id: ListID)
        /// Closes the shared list without saving it.
        case closeSharedList
        /// Adds the lists read from a CSV or JSON list file to the library, all or nothing: a
        /// file with any bad row or product shows an alert listing each one and adds nothing.
        /// The lists take the fresh id `firstID` and the ids after it.
        /// ``importLists(text:firstID:system:)`` reads the file.
        indirect case importLists(Result<[SharedList], ListFileError>, firstID: ListID)
        /// The front end copied the open list's share link: the status says so ("Link copied").
        /// Like moving between the screens, it changes nothing: an Undo stays.
        case linkCopied
        /// The front end could not read the list file named `file` for `reason` (it couldn't be
        /// opened, or the module that reads it couldn't be loaded): the status says so. It
        /// changes nothing.
        case importFailed(file: String, reason: String)
        /// The front end could not save the state (storage full or unavailable): shown as an
        /// alert with the front end's reason.
        case storageFailed(String)
        /// Syncing with the household's server failed: shown as an alert with the front end's
        /// message (the server's, or why it can't be reached).
        case syncFailed(String)
        /// Tells PerKit the time: lists changed from now on are stamped with it.
        case setClock(Timestamp)
        /// Tells PerKit today's date where the shopper is: prices recorded from now on are
        /// dated with it.
        case setDate(CalendarDate)
        /// Turns "Remember prices" on or off: whether adding a named product records its price.
        case setRemembersPrices(Bool)
        /// Turns "Use member prices" on or off: whether products' member prices count in the
        /// ranking.
        case setUsesMemberPrices(Bool)
        /// Chooses the language of Settings › "Language"; `nil` for the device's.
        case setLanguage(Language?)
        /// Shows the price book.
        case showPriceBook
        /// Goes back from the price book to the open list (from a product: to the products).
        case closePriceBook
        /// Shows the products whose names contain the text.
        case searchPriceBook(String)
        /// Shows one product of the price book by name, or `nil` for the list of products.
        case showBookProduct(String?)
        /// Deletes a price book entry; it can be put back with ``undoDeleteEntry`` until the next
        /// change.
        case deleteEntry(id: PriceEntry.ID)
        /// Puts back the price book entry deleted last.
        case undoDeleteEntry
        /// The front end could not show the price book screen (a web app builds it in a module
        /// of its own, which could not be loaded): goes back to the open list and shows an alert
        /// with the front end's message.
        case bookScreenFailed(String)
        /// Reading a shelf tag failed: shown as an alert with the reason, or (for `nil`) saying
        /// that the photo could not be sent and pointing to pasting the tag's text.
        case tagReadingFailed(String?)
        /// The server refused to read the tag's photo: shown as an alert with the refusal in the
        /// app's language.
        case tagRefused(ServerRefusal)
        /// An action inside the open form.
        case form(FormAction)
    }

    /// What can be done in the add-product form.
    public enum FormAction: Hashable, Sendable {
        /// Focuses a field (leaving the current one solves or tidies its equation).
        case focus(FormField)
        /// Moves to the next field.
        case nextField
        /// Moves to the previous field.
        case previousField
        /// Presses a keypad key on the focused field.
        case key(CalculatorKey)
        /// A physical keyboard key, named as in the DOM's `KeyboardEvent.key`.
        case keyboard(String)
        /// Chooses what the product is sold by (while the list is empty, or when editing its
        /// only product).
        case selectSoldBy(Dimension)
        /// Chooses the unit.
        case selectUnit(Unit)
        /// Sets the optional name.
        case setName(String)
        /// Sets the store, for the price book.
        case setStore(String)
        /// Marks the price as a sale or promotion, or not.
        case setSale(Bool)
        /// Shows or hides the deal's fields ("Deal"); what they hold is kept either way.
        case showDeal(Bool)
        /// Chooses the deal's offer.
        case selectOffer(DealOffer)
        /// Fills the form with a shelf tag's reading (see ``ProductForm``'s `fill(from:)`): the
        /// fields read, the fields to confirm marked and the first focused, the unit price's
        /// check in words. A reading with nothing in it shows an alert instead.
        indirect case fillFromTag(TagFill)
        /// Add (or Save when editing): solves pending equations, then adds the product.
        case submit
        /// Closes the form without changing anything.
        case cancel
    }
}
