extension PerApp {
    /// Render-ready data for a front end: formatted text, enabled flags, focus and alert.
    ///
    /// Amounts of money are exact decimal strings (`3.99`, `0.7980`) for the front end to
    /// format with ``currencyCode``; everything else is final text.
    public struct ViewModel: Hashable, Sendable {
        /// The list's name.
        public let title: String
        /// The currency code amounts are in.
        public let currencyCode: String
        /// What unit prices are quoted per, e.g. `100 g`.
        public let reference: String
        /// The products, best first.
        public let rows: [Row]
        /// What the empty list says, or `nil` when it has products.
        public let emptyMessage: String?
        /// The best deal against the next and the most expensive product, once two differ.
        public let verdict: Verdict?
        /// Whether "Add product" can be pressed.
        public let canAddProduct: Bool
        /// Whether "Clear list" can be pressed: exactly when the list has items.
        public let canClearList: Bool
        /// Whether the clear-list confirmation shows.
        public let isConfirmingClear: Bool
        /// The open form, if any.
        public let form: FormView?
        /// The alert, if any.
        public let alert: Alert?
        /// The settings screen.
        public let settings: SettingsView

        /// Builds the view model of `state`.
        public init(_ state: State) {
            title = state.listName
            currencyCode = state.settings.currencyCode
            let system = state.settings.system
            let reference = state.reference
            self.reference = reference.formatted(in: system)
            let comparison = try? Comparison(state.list, reference: reference, system: system)
            rows = comparison.map { Row.rows(of: $0, system: system) } ?? []
            verdict = comparison.flatMap { Verdict($0, system: system) }
            emptyMessage =
                state.list.isEmpty
                ? "Add two or more products sold by weight, volume, count, length or area — "
                    + "Per ranks them by exact unit price and shows the best deal." : nil
            canAddProduct = !state.isFormOpen && state.alert == nil
            canClearList = state.canClearList && state.alert == nil
            isConfirmingClear = state.isConfirmingClear
            form = state.form.map { FormView($0, state: state) }
            alert = state.alert
            settings = SettingsView(state)
        }
    }
}

extension PerApp.ViewModel {
    /// One product in the list.
    public struct Row: Hashable, Sendable {
        /// The product's index in the list (for edit and remove).
        public let index: Int
        /// The product's name, or its quantity when it has none.
        public let title: String
        /// The product's name as entered, possibly empty.
        public let name: String
        /// The quantity, e.g. `6 × 355 mL`.
        public let quantity: String
        /// The price, as a decimal string.
        public let price: String
        /// The unit price per the reference, rounded so that different prices read differently.
        public let unitPrice: String
        /// The exact unit price per the reference, `p/q`.
        public let unitPriceExact: String
        /// 1 for the best deal; ties share a rank.
        public let rank: Int
        /// Whether this is (one of) the best deals.
        public let isBest: Bool
        /// How much more per unit than the best, e.g. `45.4` (percent); `nil` for the best.
        public let percentMoreThanBest: String?
        /// What it costs more than the same quantity at the best unit price; `nil` for the best.
        public let extraCost: String?

        static func rows(of comparison: Comparison, system: MeasurementSystem) -> [Row] {
            let places = comparison.unitPricePlaces()
            return comparison.figures.enumerated().map { index, figures in
                let item = figures.item
                let quantity = item.quantity.formatted(in: system)
                return Row(
                    index: index, title: item.name ?? quantity, name: item.name ?? "", quantity: quantity,
                    price: PerApp.moneyText(item.price),
                    unitPrice: figures.unitPrice.formatted(places: places),
                    unitPriceExact: figures.unitPrice.fractionText, rank: figures.rank,
                    isBest: figures.isBest,
                    percentMoreThanBest: figures.isBest
                        ? nil : PerApp.percentText(figures.percentMoreThanBest),
                    extraCost: figures.isBest ? nil : PerApp.computedMoneyText(figures.extraCost))
            }
        }
    }

    /// What the best deal saves: "Brand B is the best deal: 18.2% cheaper per 100 g than
    /// Brand A; buying 1 kg of it instead saves 1.41".
    public struct Verdict: Hashable, Sendable {
        /// The best product's title.
        public let best: String
        /// The next, more expensive product's title.
        public let next: String
        /// How much cheaper per unit the best is than the next, in percent.
        public let percentCheaper: String
        /// The best product's quantity, e.g. `1 kg`.
        public let bestQuantity: String
        /// What buying the best quantity of the best product saves against the next.
        public let savingAgainstNext: String
        /// The most expensive product's title.
        public let mostExpensive: String
        /// What buying the best quantity of the best product saves against the most expensive.
        public let savingAgainstMostExpensive: String

        init?(_ comparison: Comparison, system: MeasurementSystem) {
            guard let bestFigures = comparison.best, let next = comparison.savingsAgainstNext,
                let last = comparison.savingsAgainstMostExpensive
            else { return nil }
            let bestItem = bestFigures.item
            bestQuantity = bestItem.quantity.formatted(in: system)
            best = bestItem.name ?? bestQuantity
            self.next = next.other.name ?? next.other.quantity.formatted(in: system)
            percentCheaper = PerApp.percentText(next.percentCheaper)
            savingAgainstNext = PerApp.computedMoneyText(next.forBestQuantity)
            mostExpensive = last.other.name ?? last.other.quantity.formatted(in: system)
            savingAgainstMostExpensive = PerApp.computedMoneyText(last.forBestQuantity)
        }
    }

    /// The add/edit form.
    public struct FormView: Hashable, Sendable {
        /// "Add product" or "Edit product".
        public let title: String
        /// "Add" or "Save".
        public let submitTitle: String
        /// Whether Add/Save can be pressed.
        public let canSubmit: Bool
        /// The "sold by" selector, shown only while the list is empty.
        public let soldBy: [Choice]?
        /// The quantity field.
        public let quantity: KeypadField
        /// The unit picker.
        public let unit: UnitField
        /// The price field.
        public let price: KeypadField
        /// The name field's text.
        public let name: String
        /// The focused field, if any.
        public let focus: FormField?
        /// Whether "Previous field" can be pressed.
        public let canGoToPreviousField: Bool
        /// Whether "Next field" can be pressed.
        public let canGoToNextField: Bool
        /// The keypad, shown while a keypad field is focused.
        public let keypad: [Key]?

        init(_ form: ProductForm, state: PerApp.State) {
            let isEditing = form.editingIndex != nil
            title = isEditing ? "Edit product" : "Add product"
            submitTitle = isEditing ? "Save" : "Add"
            canSubmit = form.isValid
            soldBy =
                state.list.isEmpty && !isEditing
                ? Dimension.allCases.map {
                    Choice(id: $0.rawValue, title: $0.title, isSelected: $0 == form.soldBy)
                }
                : nil
            quantity = KeypadField(form.quantity, placeholder: "0")
            price = KeypadField(form.price, placeholder: "0.00")
            let system = state.settings.system
            unit = UnitField(
                id: form.unit.id, symbol: form.unit.symbol(in: system), isEnabled: form.isUnitEnabled,
                choices: state.unitChoices(for: form.soldBy).map {
                    Choice(id: $0.id, title: $0.symbol(in: system), isSelected: $0 == form.unit)
                })
            name = form.name
            focus = form.focus
            canGoToPreviousField = form.previousField != nil
            canGoToNextField = form.nextField != nil
            let focused = form.focus.flatMap { form.calculator(for: $0) }
            keypad = focused.map { calculator in
                CalculatorKey.all.map {
                    Key(
                        id: $0.id, label: $0.label, name: $0.accessibleName,
                        isEnabled: calculator.isEnabled($0))
                }
            }
        }
    }

    /// A calculator field.
    public struct KeypadField: Hashable, Sendable {
        /// What the field shows, e.g. `6 × 355`.
        public let text: String
        /// What the empty field shows.
        public let placeholder: String
        /// A message on the field, e.g. "Can't divide by zero".
        public let message: String?

        init(_ calculator: Calculator, placeholder: String) {
            text = calculator.text
            self.placeholder = placeholder
            message = calculator.message
        }
    }

    /// The unit picker.
    public struct UnitField: Hashable, Sendable {
        /// The chosen unit's identifier.
        public let id: String
        /// The chosen unit's symbol.
        public let symbol: String
        /// Whether the picker can be used (not for products sold by count).
        public let isEnabled: Bool
        /// The units to choose from, ordered for the measurement system.
        public let choices: [Choice]
    }

    /// An option of a selector or picker.
    public struct Choice: Hashable, Sendable {
        /// The value sent back in an action.
        public let id: String
        /// What the option shows.
        public let title: String
        /// Whether it is the current choice.
        public let isSelected: Bool
    }

    /// A keypad key.
    public struct Key: Hashable, Sendable {
        /// The identifier sent back in an action (``CalculatorKey/id``).
        public let id: String
        /// What the key shows.
        public let label: String
        /// The key's accessible name.
        public let name: String
        /// Whether the key can be pressed.
        public let isEnabled: Bool
    }

    /// The settings screen.
    public struct SettingsView: Hashable, Sendable {
        /// The measurement systems.
        public let systems: [Choice]
        /// The currency code.
        public let currencyCode: String
        /// The reference quantities for the list's dimension, "auto" first.
        public let references: [Choice]

        init(_ state: PerApp.State) {
            let settings = state.settings
            systems = MeasurementSystem.allCases.map {
                Choice(id: $0.rawValue, title: $0.title, isSelected: $0 == settings.system)
            }
            currencyCode = settings.currencyCode
            let dimension = state.list.dimension ?? state.form?.soldBy ?? .weight
            let automatic = ReferenceQuantity.automatic(
                for: dimension, quantities: state.list.items.map { $0.quantity }, system: settings.system)
            let pinned = settings.reference.flatMap { $0.dimension == dimension ? $0 : nil }
            var references = [
                Choice(
                    id: "auto", title: "Automatic (per \(automatic.formatted(in: settings.system)))",
                    isSelected: pinned == nil)
            ]
            for reference in ReferenceQuantity.choices(for: dimension, system: settings.system) {
                let text = reference.formatted(in: settings.system)
                references.append(
                    Choice(id: reference.id, title: "per " + text, isSelected: reference == pinned))
            }
            self.references = references
        }
    }
}

extension PerApp {
    /// A price as typed, as a decimal string: two places, more only when the exact amount
    /// needs them (at most four), so `3.99 / 2` shows `1.995`.
    static func moneyText(_ amount: Rational) -> String {
        amount.formatted(places: min(max(amount.terminatingPlaces ?? 4, 2), 4))
    }

    /// A computed amount (extra cost, saving) as a decimal string: two places, more only
    /// when two would show a real difference as zero (at most four).
    static func computedMoneyText(_ amount: Rational) -> String {
        amount.formatted(places: Rational.placesShowingNonZero([amount], minimum: 2, maximum: 4))
    }

    /// A percentage with one decimal place, never rounding a real difference to zero.
    static func percentText(_ percent: Rational) -> String {
        let text = percent.formatted(places: 1)
        if text.hasSameUTF8(as: "0.0") && !percent.isZero { return percent.isNegative ? "-0.1" : "0.1" }
        return text
    }
}
