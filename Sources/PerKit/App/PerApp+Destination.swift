extension PerApp {
    /// What is presented over the screen: a sheet, a confirmation or an alert, one at a time.
    ///
    /// Presenting one replaces the one presented, and dismissing it clears it: the form, a
    /// shared list and the "clear list?" confirmation can never show together. An alert is the
    /// one that keeps what it covers: it shows over the sheet or confirmation presented (a form
    /// whose product was refused keeps what was typed), which shows again once it is dismissed.
    ///
    /// Indirect, so that a state holds one word for it however large the form is.
    public indirect enum Destination: Hashable, Sendable {
        /// The add/edit product form, a sheet.
        case form(ProductForm)
        /// A list from a share link, shown read-only in a sheet until it is saved or closed.
        case sharedList(SharedList)
        /// The "clear list?" confirmation.
        case confirmingClear
        /// An alert, over the sheet or confirmation that shows again when it is dismissed.
        case alert(Alert, over: Destination?)

        /// What a state that held each of these apart presents: `alert` over the form, or else
        /// over the shared list, or else over the confirmation (as sessions saved before
        /// ``PerApp/State/destination`` could hold several); `nil` for none.
        @inline(never)
        init?(form: ProductForm?, sharedList: SharedList?, isConfirmingClear: Bool, alert: Alert?) {
            var covered: Destination? = nil
            if let form {
                covered = .form(form)
            } else if let sharedList {
                covered = .sharedList(sharedList)
            } else if isConfirmingClear {
                covered = .confirmingClear
            }
            if let alert {
                self = .alert(alert, over: covered)
            } else if let covered {
                self = covered
            } else {
                return nil
            }
        }
    }
}

extension PerApp.State {
    /// The sheet or confirmation presented, under the alert when one shows. Setting it keeps
    /// the alert over the new one.
    var presentedUnderAlert: PerApp.Destination? {
        @inline(never) get {
            if case .alert(_, let covered) = destination { return covered }
            return destination
        }
        @inline(never) set {
            if case .alert(let alert, _) = destination {
                destination = .alert(alert, over: newValue)
            } else {
                destination = newValue
            }
        }
    }

    /// The open add/edit form, if any (shown under the alert, if one shows). Setting a form
    /// presents it in place of any other sheet or confirmation; setting `nil` dismisses it.
    public internal(set) var form: ProductForm? {
        @inline(never) get {
            if case .form(let form) = presentedUnderAlert { return form }
            return nil
        }
        @inline(never) set {
            if let newValue {
                presentedUnderAlert = .form(newValue)
            } else if isFormOpen {
                presentedUnderAlert = nil
            }
        }
    }

    /// A list from a share link, shown read-only until it is saved or closed. Setting a list
    /// presents it in place of any other sheet or confirmation; setting `nil` dismisses it.
    public internal(set) var sharedList: SharedList? {
        @inline(never) get {
            if case .sharedList(let list) = presentedUnderAlert { return list }
            return nil
        }
        @inline(never) set {
            if let newValue {
                presentedUnderAlert = .sharedList(newValue)
            } else if case .sharedList = presentedUnderAlert {
                presentedUnderAlert = nil
            }
        }
    }

    /// Whether the "clear list?" confirmation is showing. Setting `true` presents it in place
    /// of any sheet; setting `false` withdraws it.
    public internal(set) var isConfirmingClear: Bool {
        @inline(never) get {
            if case .confirmingClear = presentedUnderAlert { return true }
            return false
        }
        @inline(never) set {
            if newValue {
                presentedUnderAlert = .confirmingClear
            } else if isConfirmingClear {
                presentedUnderAlert = nil
            }
        }
    }

    /// The alert being shown, if any, over what else is presented. Setting `nil` dismisses it,
    /// and what it covered shows again.
    public internal(set) var alert: PerApp.Alert? {
        @inline(never) get {
            if case .alert(let alert, _) = destination { return alert }
            return nil
        }
        @inline(never) set {
            let covered = presentedUnderAlert
            destination = newValue.map { .alert($0, over: covered) } ?? covered
        }
    }
}
