extension PerApp {
    /// Render-ready data for a front end: formatted text, enabled flags, focus and alert.
    ///
    /// Amounts of money are exact decimal strings (`3.99`, `0.7980`) for the front end to
    /// format with ``currencyCode``; everything else is final text.
    public struct ViewModel: Hashable, Sendable {
        /// The list's name.
        public let title: String
        /// The export dialog's choice of the open list: "This list: Groceries".
        public let exportListName: String
        /// The currency code amounts are in.
        public let currencyCode: String
        /// The code of the language every text is in (``Language/code``): the page's `lang`.
        public let language: String
        /// What unit prices are quoted per, e.g. `100 g`.
        public let reference: String
        /// The reference as a phrase after a unit price: `per 100 g`, `per kg`, `each`.
        public let referencePhrase: String
        /// The accessible name of the button that shows the reference: "Unit prices per 100 g.
        /// Change in Settings".
        public let referenceButtonName: String
        /// The products, best first.
        public let rows: [Row]
        /// What the empty list says, or `nil` when it has products.
        public let emptyMessage: String?
        /// The sentence that sums the list up (PerKit's one ``Verdict``), once it has a
        /// product.
        public let verdict: Verdict?
        /// Whether "Add product" can be pressed.
        public let canAddProduct: Bool
        /// Whether "Clear list" can be pressed: exactly when the list has items.
        public let canClearList: Bool
        /// Whether the clear-list confirmation shows.
        public let isConfirmingClear: Bool
        /// What the clear-list confirmation says while it shows: "This removes all 3 products
        /// from Weekly shop." or "This removes the product from Weekly shop."
        public let clearConfirmation: String?
        /// The open form, if any.
        public let form: FormView?
        /// The alert, if any.
        public let alert: Alert?
        /// The product just removed or the list just deleted, which can be put back, if any.
        public let undo: UndoView?
        /// The settings screen.
        public let settings: SettingsView
        /// Which screen shows.
        public let screen: PerApp.State.Screen
        /// The library, while its screen shows.
        public let library: LibraryView?
        /// The price book, while its screen shows (`nil` from ``init(leavingOutBookOf:figures:)``).
        public let book: BookView?
        /// A list received by link, shown read-only, if any.
        public let shared: SharedView?
        /// A short confirmation such as "Imported 2 lists", if any.
        public let status: String?
        /// Whether the buttons that leave the list as it shows can be pressed: Lists,
        /// Settings, Duplicate list and Delete list. Not while a form or an alert is open.
        public let canNavigate: Bool

        /// Builds the view model of `state`.
        public init(_ state: State) {
            self.init(
                state, figures: ListFigures(of: state),
                book: state.screen == .book ? BookView(state.book, of: state) : nil)
        }

        /// Builds the view model of `state` but for the price book screen: ``book`` is `nil`.
        /// For a front end that builds that screen apart, with ``BookView/init(_:of:)``, so
        /// that what shows every other screen carries none of its code.
        ///
        /// `figures` are the open list's rows and verdict: ``ListFigures/init(of:after:)``,
        /// which works them out again only when what they show changed.
        public init(leavingOutBookOf state: State, figures: ListFigures) {
            self.init(state, figures: figures, book: nil)
        }

        private init(_ state: State, figures: ListFigures, book: BookView?) {
            title = state.listName
            let catalog = state.settings.catalog
            exportListName = catalog.text(.thisListNamed, ("list", title))
            currencyCode = state.settings.currencyCode
            language = state.settings.effectiveLanguage.code
            let system = state.settings.system
            let reference = state.reference
            self.reference = reference.formatted(in: system)
            let numbers = NumberStyle(state.settings)
            referencePhrase = numbers.phrase(reference)
            referenceButtonName = catalog.text(.unitPricesButton, ("reference", referencePhrase))
            rows = figures.rows
            verdict = figures.verdict
            emptyMessage = state.list.isEmpty ? catalog.text(.emptyListMessage) : nil
            canAddProduct = state.isListInReach && state.alert == nil
            canClearList = state.canClearList && state.alert == nil
            isConfirmingClear = state.isConfirmingClear
            let count = state.list.items.count
            clearConfirmation =
                !state.isConfirmingClear
                ? nil
                : count == 1
                    ? catalog.text(.clearsTheProduct, ("list", state.listName))
                    : catalog.text(.clearsAllProducts, ("count", String(count)), ("list", state.listName))
            form = state.form.map { FormView($0, state: state, numbers) }
            alert = state.alert.map { PerApp.Alert(title: catalog.text(.whoops), message: $0.message) }
            undo =
                state.removed.map { UndoView(removed: $0, numbers) }
                ?? state.deleted.map { UndoView(deleted: $0.list, catalog) }
                ?? state.deletedEntry.map { UndoView(deleted: $0, today: state.today, catalog) }
            settings = SettingsView(state)
            screen = state.screen
            library = state.screen == .library ? LibraryView(state) : nil
            self.book = book
            shared = state.sharedList.map { SharedView($0, settings: state.settings) }
            status = state.status
            canNavigate = !state.isFormOpen && state.alert == nil
        }
    }
}

extension PerApp.ViewModel {
    /// One product in the list.
    public struct Row: Hashable, Sendable {
        /// The product's index in the list (for edit and remove), which a ranking by deals may
        /// differ from the row's place.
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
        /// The length of the row's unit-price bar as a fraction of the longest, `0.6154`: the
        /// unit price over the highest one, so the best deal's bar is the shortest and the most
        /// expensive one's is `1`. Decoration; the figures stay in text.
        public let barLength: String
        /// How the price compares with the lowest seen for a named product in the price book.
        public let badge: PriceBadge?
        /// The product's deal as written (`member 3.50, buy 2 get 1 free`), its amounts with the
        /// locale's decimal separator, or `nil`.
        public internal(set) var deal: String? = nil
        /// What the deal asks of the shopper, as parts (see ``Verdict/encoded``): "buy 3 to get
        /// this price, with the member price, + [1.50] deposit"; `nil` when it asks nothing.
        public internal(set) var dealNotes: String? = nil
        /// The unit price without the deal, as parts (see ``Verdict/encoded``): "[0.80] per
        /// 100 g without the deal"; `nil` without a deal or when the deal doesn't change it.
        public internal(set) var withoutDeal: String? = nil
        /// Whether the deal costs more per unit than the product without it.
        public internal(set) var isDealWorse = false

        /// The quantity and the price as parts (see ``Verdict/encoded``), the price for the page
        /// to write in the currency: "500 g for [3.99]", or "for [3.99]" when the quantity is the
        /// row's ``title``.
        public var detail: String {
            name.isEmpty
                ? catalog.phrase(.forPrice, ("price", "m" + price)).encoded
                : catalog.phrase(.quantityForPrice, ("quantity", "t" + quantity), ("price", "m" + price))
                    .encoded
        }
        /// How the row stands against the best, each as parts (see ``Verdict/encoded``): "Best
        /// deal" for the best; else "[45.4]% more" and "[0.50] extra".
        public var againstBest: [String] {
            guard let percent = percentMoreThanBest, let extra = extraCost else {
                return ["t" + catalog.text(.bestDeal)]
            }
            return [
                catalog.phrase(.percentMore, ("percent", "p" + percent)).encoded,
                catalog.phrase(.amountExtra, ("amount", "m" + extra)).encoded,
            ]
        }

        /// The name of the row's Edit button as parts (see ``Verdict/encoded``): "Edit Brand A",
        /// or, when another row has its title, "Edit Brand A, 500 g for [3.99]" (see ``namesake``).
        public var editName: String { buttonName(.editNamed) }
        /// The name of the row's Remove button as parts (see ``Verdict/encoded``): "Remove Brand
        /// A", or, when another row has its title, "Remove Brand A, 500 g for [3.99]" (see
        /// ``namesake``).
        public var removeName: String { buttonName(.removeNamed) }
        /// How the names of the row's buttons tell it from the other rows of its title (of its
        /// name, or unnamed, of its quantity), so that no two buttons have the same name: 0 when
        /// no other row has its title; -1 when their quantities or prices differ, which the names
        /// then say (its ``detail``); else the row's place in the list, from 1, which they say
        /// too ("…, row 2").
        public internal(set) var namesake = 0
        /// The words the row's phrases are in.
        var catalog = Catalog.english

        /// The name of one of the row's buttons, `phrase` ("Edit {product}") naming the row
        /// (see ``editName``).
        func buttonName(_ phrase: Phrase) -> String {
            var product = "t" + title
            if namesake != 0 { product += (name.isEmpty ? "\u{1F}t \u{1F}" : "\u{1F}t, \u{1F}") + detail }
            if namesake > 0 { product += "\u{1F}t" + catalog.text(.rowNumber, ("number", String(namesake))) }
            return catalog.phrase(phrase, ("product", product)).encoded
        }

        static func rows(of display: ComparisonDisplay, book: PriceBook, _ numbers: NumberStyle) -> [Row] {
            let highest = display.comparison.figures.last?.unitPrice ?? .one
            let reference = numbers.phrase(display.comparison.reference)
            return display.comparison.figures.map { figures in
                let item = figures.item
                let quantity = numbers.quantity(item.quantity)
                let withoutDeal =
                    figures.deal != nil && figures.unitPriceWithoutDeal != figures.unitPrice
                    ? numbers.catalog.phrase(
                        .withoutTheDeal, ("unitPrice", "m" + display.unitPriceWithoutDeal(figures)),
                        ("reference", "t" + reference)
                    ).encoded : nil
                return Row(
                    index: figures.listIndex, title: item.name ?? quantity, name: item.name ?? "",
                    quantity: quantity,
                    price: display.price(item.price), unitPrice: display.unitPrice(figures),
                    unitPriceExact: figures.unitPrice.fractionText, rank: figures.rank,
                    isBest: figures.isBest,
                    percentMoreThanBest: figures.isBest ? nil : display.percentMoreThanBest(figures),
                    extraCost: figures.isBest ? nil : display.extraCost(figures),
                    barLength: barLength(figures.unitPrice, of: highest),
                    badge: PriceBadge(item, book: book, numbers),
                    deal: item.deal.map { numbers.decimal($0.text) },
                    dealNotes: dealNotes(figures, display, numbers.catalog), withoutDeal: withoutDeal,
                    isDealWorse: figures.isDealWorseThanWithoutIt,
                    namesake: namesake(of: figures, among: display.comparison.figures),
                    catalog: numbers.catalog)
            }
        }

        /// The ``namesake`` of the row of `figures` among the rows of `all`, in the order shown.
        static func namesake(of figures: ItemFigures, among all: [ItemFigures]) -> Int {
            let item = figures.item
            var namesakes = 0
            var alike = 0
            var place = 0
            for index in all.indices {
                let other = all[index].item
                if all[index].listIndex == figures.listIndex { place = index + 1 }
                let sameQuantity = other.quantity == item.quantity
                guard String.haveSameUTF8(other.name, item.name), item.name != nil || sameQuantity else {
                    continue
                }
                namesakes += 1
                if sameQuantity && other.price == item.price { alike += 1 }
            }
            return namesakes < 2 ? 0 : alike < 2 ? -1 : place
        }

        /// ``dealNotes`` of `figures`: PerKit's deal phrases (``ComparisonDisplay/dealPhrases(_:)``)
        /// separated by commas, and "member price not used" when Settings turned member prices
        /// off for a product that has one.
        static func dealNotes(_ figures: ItemFigures, _ display: ComparisonDisplay, _ catalog: Catalog)
            -> String?
        {
            var encoded = ""
            func text(_ text: String) {
                encoded += (encoded.isEmpty ? "t" : "\u{1F}t") + text
            }
            for phrase in display.dealPhrases(figures, catalog: catalog) {
                if !encoded.isEmpty { text(", ") }
                text(phrase.text)
                if let amount = phrase.amount {
                    encoded += "\u{1F}m" + amount
                    text(phrase.textAfterAmount)
                }
            }
            if let deal = figures.deal, deal.memberPrice != nil, !deal.usesMemberPrice {
                if !encoded.isEmpty { text(", ") }
                text(catalog.text(.memberPriceNotUsed))
            }
            return encoded.isEmpty ? nil : encoded
        }

        /// `part ÷ whole` to four places, at least `0.0001` so that every bar shows; `1` when the
        /// division can't be done exactly.
        static func barLength(_ part: Rational, of whole: Rational) -> String {
            guard let fraction = try? part.divided(by: whole) else { return "1" }
            let text = fraction.formatted(places: Self.barPlaces)
            return fraction.isPositive && text.hasSameUTF8(as: "0.0000") ? "0.0001" : text
        }

        /// The decimal places of ``barLength``: a ten-thousandth of the bar is far below a pixel.
        static let barPlaces = 4
    }

    /// A product as a sentence names it: by its name, or — unnamed — by its quantity and
    /// price, "500 g for $3.99", as the front end writes it.
    public struct ProductLabel: Hashable, Sendable {
        /// The name, or empty.
        public let name: String
        /// The quantity, e.g. `500 g`.
        public let quantity: String
        /// The price as a decimal string.
        public let price: String

        /// A label with every part given.
        public init(name: String, quantity: String, price: String) {
            self.name = name
            self.quantity = quantity
            self.price = price
        }

        init(_ item: ProductItem, _ display: ComparisonDisplay, _ numbers: NumberStyle) {
            self.init(
                name: item.name ?? "", quantity: numbers.quantity(item.quantity),
                price: display.price(item.price))
        }

        /// The label as plain text: the name, or "500 g for 3.99" with the price as a plain
        /// number in the locale's decimal separator.
        func text(_ numbers: NumberStyle) -> String {
            name.isEmpty
                ? numbers.catalog.text(
                    .quantityForPrice, ("quantity", quantity), ("price", numbers.decimal(price)))
                : name
        }

        /// The label as parts (see ``Verdict/encoded``) in the words of `catalog`, the price for
        /// the page to write in the currency.
        func encoded(_ catalog: Catalog) -> String {
            name.isEmpty
                ? catalog.phrase(.quantityForPrice, ("quantity", "t" + quantity), ("price", "m" + price))
                    .encoded
                : "t" + name
        }
    }

    /// The product just removed ("Removed Brand A") or the list just deleted ("Deleted
    /// Saturday"), with Undo.
    public struct UndoView: Hashable, Sendable {
        /// What can be undone.
        public enum Kind: String, Hashable, Sendable {
            /// A product's removal: ``PerApp/Action/undoRemove``.
            case undoRemove
            /// A list's deletion: ``PerApp/Action/undoDeleteList``.
            case undoDeleteList
            /// A price book entry's deletion: ``PerApp/Action/undoDeleteEntry``.
            case undoDeleteEntry
        }

        /// What was removed, e.g. "Removed Brand A" or "Removed 500 g for 3.99" (the price as
        /// a plain number; a front end that formats money writes ``product`` instead).
        public let message: String
        /// The action that undoes it.
        public let kind: Kind
        /// ``message`` as parts (see ``Verdict/encoded``): the price of an unnamed product
        /// removed for the page to write in the currency, as it writes prices elsewhere.
        public let encoded: String

        init(removed item: ProductItem, _ numbers: NumberStyle) {
            let product = ProductLabel(
                name: item.name ?? "", quantity: numbers.quantity(item.quantity),
                price: item.price.displayText(minimumPlaces: numbers.currencyPlaces))
            kind = .undoRemove
            message = numbers.catalog.text(.removedProduct, ("product", product.text(numbers)))
            encoded =
                numbers.catalog.phrase(.removedProduct, ("product", product.encoded(numbers.catalog))).encoded
        }

        init(deleted list: ShoppingList, _ catalog: Catalog) {
            kind = .undoDeleteList
            message = catalog.text(.deletedList, ("list", list.name))
            encoded = "t" + message
        }

        init(deleted entry: PriceEntry, today: CalendarDate, _ catalog: Catalog) {
            kind = .undoDeleteEntry
            message = catalog.text(
                .deletedPrice, ("product", entry.product),
                ("date", catalog.shortText(of: entry.date, today: today)))
            encoded = "t" + message
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
        /// Why Add/Save can't be pressed yet, e.g. "The price must be more than zero".
        public let submitHint: String?
        /// The "sold by" selector, shown while the list is empty or its only product is edited.
        public let soldBy: [Choice]?
        /// The quantity field.
        public let quantity: KeypadField
        /// The unit picker.
        public let unit: UnitField
        /// The price field.
        public let price: KeypadField
        /// The name field's text.
        public let name: String
        /// The store field's text.
        public let store: String
        /// The stores to offer, the last one used first.
        public let storeChoices: [String]
        /// Whether the price is marked as a sale.
        public let isSale: Bool
        /// What the price book says about the product being typed, if it knows its name.
        public let hint: PriceHint?
        /// The focused field, if any.
        public let focus: FormField?
        /// The focused field's name, as the keypad's toolbar shows it: "Quantity".
        public let focusLabel: String?
        /// Whether "Previous field" can be pressed.
        public let canGoToPreviousField: Bool
        /// Whether "Next field" can be pressed.
        public let canGoToNextField: Bool
        /// The keypad, shown while a keypad field is focused.
        public let keypad: [Key]?
        /// The deal's fields.
        public let deal: DealView
        /// The fields filled from a shelf tag that the shopper must confirm, in form order (the
        /// first is focused after filling); a field leaves the list once edited.
        public let toConfirm: [FormField]
        /// What a field to confirm says beside it: "Read from the tag: check it".
        public let confirmHint: String?
        /// What filling from a shelf tag found: the check of the tag's unit price in words
        /// ("The tag says 51.3p each; £2.75 for 6 is 45.8p each").
        public let tagNotes: [String]

        init(_ form: ProductForm, state: PerApp.State, _ numbers: NumberStyle) {
            let isEditing = form.editingIndex != nil
            let catalog = numbers.catalog
            title = catalog.text(isEditing ? .editProduct : .addProduct)
            submitTitle = catalog.text(isEditing ? .save : .add)
            submitHint = form.invalidReason(catalog)
            canSubmit = submitHint == nil
            soldBy =
                state.canChooseSoldBy
                ? Dimension.allCases.map {
                    Choice(id: $0.rawValue, title: catalog.title(of: $0), isSelected: $0 == form.soldBy)
                }
                : nil
            quantity = KeypadField(form.quantity, placeholder: "0", numbers)
            price = KeypadField(
                form.price, placeholder: Rational.zero.formatted(places: numbers.currencyPlaces), numbers)
            let system = state.settings.system
            let units = state.unitChoices(for: form.soldBy)
            unit = UnitField(
                id: form.unit.id, symbol: form.unit.symbol(in: system), isEnabled: units.count > 1,
                choices: units.map {
                    Choice(id: $0.id, title: $0.symbol(in: system), isSelected: $0 == form.unit)
                })
            name = form.name
            store = form.store
            storeChoices = state.storeChoices
            isSale = form.isSale
            hint = PriceHint(form, state: state, numbers)
            focus = form.focus
            focusLabel = form.focus.map { catalog.label(of: $0) }
            canGoToPreviousField = form.previousField != nil
            canGoToNextField = form.nextField != nil
            deal = DealView(form, numbers)
            toConfirm = form.toConfirm
            confirmHint = form.toConfirm.isEmpty ? nil : catalog.text(.readFromTheTag)
            tagNotes = form.tagNotes.map { numbers.decimal($0) }
            let focused = form.focus.flatMap { form.calculator(for: $0) }
            keypad = focused.map { calculator in
                CalculatorKey.all.map {
                    Key(
                        id: $0.id, label: catalog.label(of: $0, decimalSeparator: numbers.decimalSeparator),
                        name: catalog.name(of: $0),
                        isEnabled: calculator.isEnabled($0) && ($0 != .multiBuy || form.focus == .price))
                }
            }
        }
    }

    /// The deal part of the form: the "Deal" disclosure and, once open, its fields.
    public struct DealView: Hashable, Sendable {
        /// Whether the deal's fields show.
        public let isShown: Bool
        /// The deal the fields make, as written (`member 3.50, buy 2 get 1 free`, with the
        /// locale's decimal separator), shown beside
        /// "Deal"; `nil` when they make none yet.
        public let summary: String?
        /// The offers to choose from, "No offer" first.
        public let offers: [Choice]
        /// Every deal field in order, each saying whether it shows now (the offer's fields only
        /// for the offer chosen).
        public let fields: [DealFieldView]

        init(_ form: ProductForm, _ numbers: NumberStyle) {
            let deal = form.deal
            isShown = deal.isShown
            summary = (try? deal.deal()).flatMap { $0 }.map { numbers.decimal($0.text) }
            offers = DealOffer.allCases.map {
                Choice(id: $0.rawValue, title: numbers.catalog.title(of: $0), isSelected: $0 == deal.offer)
            }
            let shown = deal.isShown ? deal.shownFields : []
            let moneyPlaceholder = Rational.zero.formatted(places: numbers.currencyPlaces)
            fields = FormField.allCases.filter { $0.isDealField }.map { field in
                let keypad = field.dealValueKind.map { kind in
                    KeypadField(deal[field], placeholder: kind == .money ? moneyPlaceholder : "0", numbers)
                }
                return DealFieldView(
                    id: field, label: numbers.catalog.label(of: field), kind: field.dealValueKind,
                    isShown: shown.contains(field),
                    isFocused: form.focus == field, field: keypad)
            }
        }
    }

    /// One field of the deal.
    public struct DealFieldView: Hashable, Sendable {
        /// The field.
        public let id: FormField
        /// Its accessible name: "Member price", "Buy", "Tax percent".
        public let label: String
        /// What its number is; `nil` for the offer picker.
        public let kind: DealValueKind?
        /// Whether it shows.
        public let isShown: Bool
        /// Whether it is focused.
        public let isFocused: Bool
        /// What a keypad field shows; `nil` for the offer picker.
        public let field: KeypadField?
    }

    /// A calculator field.
    public struct KeypadField: Hashable, Sendable {
        /// What the field shows, e.g. `6 × 355`, `3 for 10`, `≈3.333333`, in the locale's way.
        public let text: String
        /// What the empty field shows.
        public let placeholder: String
        /// A message on the field, e.g. "Can't divide by zero".
        public let message: String?
        /// Whether ``message`` says that the last key press was refused.
        public let isRefusal: Bool

        init(_ calculator: Calculator, placeholder: String, _ numbers: NumberStyle) {
            text = numbers.decimal(calculator.text)
            self.placeholder = numbers.decimal(placeholder)
            message = calculator.message?.text(in: numbers.catalog)
            isRefusal = calculator.isRefusal
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
        /// Whether "Remember prices" is on.
        public let remembersPrices: Bool
        /// Whether "Use member prices" is on.
        public let usesMemberPrices: Bool
        /// The languages ("Language"): "auto", the device's, first; each named in itself.
        public let languages: [Choice]

        init(_ state: PerApp.State) {
            let settings = state.settings
            systems = MeasurementSystem.allCases.map {
                Choice(
                    id: $0.rawValue, title: settings.catalog.title(of: $0), isSelected: $0 == settings.system)
            }
            currencyCode = settings.currencyCode
            remembersPrices = settings.remembersPrices
            usesMemberPrices = settings.usesMemberPrices
            let catalog = settings.catalog
            languages =
                [
                    Choice(
                        id: "auto",
                        title: catalog.text(.automaticLanguage, ("language", settings.deviceLanguage.name)),
                        isSelected: settings.language == nil)
                ]
                + Language.allCases.map {
                    Choice(id: $0.code, title: $0.name, isSelected: $0 == settings.language)
                }
            let dimension = state.referenceDimension
            let automatic = ReferenceQuantity.automatic(
                for: dimension, quantities: state.list.items.map { $0.quantity }, system: settings.system)
            let pinned = state.pinnedReference.flatMap { $0.dimension == dimension ? $0 : nil }
            let perReference = { (reference: ReferenceQuantity) in
                catalog.text(.perReference, ("quantity", reference.formatted(in: settings.system)))
            }
            var references = [
                Choice(
                    id: "auto",
                    title: catalog.text(.automaticReference, ("reference", perReference(automatic))),
                    isSelected: pinned == nil)
            ]
            for reference in ReferenceQuantity.choices(for: dimension, system: settings.system) {
                references.append(
                    Choice(id: reference.id, title: perReference(reference), isSelected: reference == pinned))
            }
            self.references = references
        }
    }
}

extension PerApp.ViewModel {
    /// The open list's rows and verdict, which take most of a view model's work, and what
    /// they were worked out from, so that views shown one after another (one a key press
    /// while the form is open) work them out again only when that changed.
    public struct ListFigures: Sendable {
        /// The products, best first.
        public let rows: [Row]
        /// The sentence that sums the list up, once it has a product.
        public let verdict: Verdict?
        /// Whether these are the figures given as `previous` (``init(of:after:)``), which
        /// nothing they show has changed since.
        public let isUnchanged: Bool
        /// What they were worked out from: everything ``PerApp/ViewModel/Row/rows(of:book:_:)``
        /// and the verdict read.
        private let products: ProductList
        private let reference: ReferenceQuantity
        private let numbers: NumberStyle
        private let book: PriceBook

        /// The figures of `state`'s open list: `previous`'s, unchanged, when they were worked out
        /// from the same products, reference, number style and price book; else worked out.
        ///
        /// Products and the price book are the same when they share storage: `previous` holds
        /// a copy of each, so any change to them since was made in storage of its own.
        public init(of state: PerApp.State, after previous: ListFigures? = nil) {
            let products = state.list
            let reference = state.reference
            let numbers = NumberStyle(state.settings)
            if let previous, previous.products.isUnchanged(from: products), previous.reference == reference,
                previous.numbers.isSame(as: numbers), previous.book.isUnchanged(from: state.book)
            {
                (rows, verdict, isUnchanged) = (previous.rows, previous.verdict, true)
            } else {
                let display = numbers.display(products, reference: reference)
                rows = display.map { Row.rows(of: $0, book: state.book, numbers) } ?? []
                verdict = display.flatMap { numbers.verdict($0) }
                isUnchanged = false
            }
            (self.products, self.reference, self.numbers, book) = (products, reference, numbers, state.book)
        }
    }

    /// How numbers shown as text are written: the locale's decimal separator and the
    /// currency's decimal places.
    struct NumberStyle: Sendable {
        let decimalSeparator: String
        let currencyPlaces: Int
        let system: MeasurementSystem
        let usesMemberPrices: Bool
        /// The texts of the app's language.
        let catalog: Catalog

        /// Whether `other` writes every number and word as this style does (texts compared
        /// byte for byte, see ``ExactText``).
        func isSame(as other: NumberStyle) -> Bool {
            decimalSeparator.hasSameUTF8(as: other.decimalSeparator) && currencyPlaces == other.currencyPlaces
                && system == other.system && usesMemberPrices == other.usesMemberPrices
                && catalog.language == other.catalog.language
        }

        init(_ settings: PerApp.Settings) {
            decimalSeparator = settings.decimalSeparator
            currencyPlaces = settings.currencyPlaces
            system = settings.system
            usesMemberPrices = settings.usesMemberPrices
            catalog = settings.catalog
        }

        /// What a unit price per `reference` is followed by: "per 100 g", or "each".
        func phrase(_ reference: ReferenceQuantity) -> String {
            reference.phrase(in: system, catalog: catalog)
        }

        /// The comparison of `list` as the app shows it, ranked by what is really paid per unit
        /// (deals counted, member prices as Settings says); `nil` when it can't be made.
        func display(_ list: ProductList, reference: ReferenceQuantity) -> ComparisonDisplay? {
            guard
                let comparison = try? Comparison(
                    list, reference: reference, system: system, usesMemberPrices: usesMemberPrices)
            else { return nil }
            return ComparisonDisplay(comparison, currencyPlaces: currencyPlaces)
        }

        /// Decimal text from PerKit (`1.5`) as the locale writes it (`1,5`).
        func decimal(_ text: String) -> String { text.replacingDecimalPoint(with: decimalSeparator) }

        /// A quantity as the locale writes it: `1,5 kg`, `6 × 355 mL`.
        func quantity(_ quantity: Quantity) -> String { decimal(quantity.formatted(in: system)) }

        /// The verdict on `display`, its quantities as the locale writes them.
        func verdict(_ display: ComparisonDisplay) -> Verdict? {
            Verdict(dealsOf: display, system: system, decimalSeparator: decimalSeparator, catalog: catalog)
        }
    }
}
