extension PerApp {
    /// Everything a shopper (or a front end on their behalf) can do.
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
        case setReference(ReferenceQuantity?)
        /// Renames the list.
        case setListName(String)
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
        /// Add (or Save when editing): solves pending equations, then adds the product.
        case submit
        /// Closes the form without changing anything.
        case cancel
    }
}
