import PerWire
import SeededRandom
import Testing

@testable import PerAppTestSupport
@testable import PerKit

/// A long run of random actions, checking the app's invariants after every step.
@Suite("Random actions")
struct RandomActionTests {
    static let seed: UInt64 = 0x9E3C_0003_2024_0517
    static let steps = 100_000
    static let separator = ","

    @Test(
        "100,000 random actions: no trap, sorted, one dimension, Add enabled exactly when valid, exact save/restore"
    )
    func randomActions() async throws {
        print(
            "PerAppTests random actions: seed \(Self.seed) (0x\(String(Self.seed, radix: 16))), \(Self.steps) steps"
        )
        let clock = ContinuousClock()
        let started = clock.now
        // Run: every action is reduced in order (a trap would end the test here)…
        var rng = SplitMix64(seed: Self.seed)
        // Numbers are shown as a German locale writes them, so that every check of what is
        // shown also checks the decimal separator.
        var settings = PerApp.Settings()
        settings.decimalSeparator = Self.separator
        var states = [State(settings: settings)]
        var actions: [Action] = []
        states.reserveCapacity(Self.steps + 1)
        actions.reserveCapacity(Self.steps)
        for _ in 0..<Self.steps {
            var state = states[states.count - 1]
            let action = RandomAction.next(&rng, state)
            PerApp.reduce(&state, action)
            actions.append(action)
            states.append(state)
        }
        // …then every step is checked, in parallel slices (each check needs only the state
        // before and after its step).
        let slices = 4
        let sliceLength = (Self.steps + slices - 1) / slices
        let statistics = try await withThrowingTaskGroup(of: Statistics.self) { group in
            for slice in 0..<slices {
                group.addTask { [states, actions] in
                    var statistics = Statistics()
                    for step in slice * sliceLength..<min((slice + 1) * sliceLength, Self.steps) {
                        let (before, action, after) = (states[step], actions[step], states[step + 1])
                        try Self.check(
                            after, after: action, from: before, step: step, statistics: &statistics)
                        if step % 997 == 0 {
                            try Self.checkWire(action, from: before, gives: after, step: step)
                        }
                    }
                    return statistics
                }
            }
            var total = Statistics()
            for try await part in group { total.add(part) }
            return total
        }
        print("PerAppTests random actions: \(statistics), in \(clock.now - started)")
        // The run exercised what it was meant to.
        #expect(statistics.added > 500)
        #expect(statistics.replaced > 20)
        #expect(statistics.equationsSolvedBySubmit > 20)
        #expect(statistics.alerts > 50)
        #expect(statistics.clears > 20)
        #expect(statistics.fullChecks > 1000)
        #expect(statistics.refusals > 1000)
        #expect(statistics.dimensions.count == Dimension.allCases.count)
        #expect(statistics.listsMade > 40)
        #expect(statistics.listsDeleted > 50)
        #expect(statistics.sharedSaved > 5)
        #expect(statistics.listsImported > 10)
        #expect(statistics.pricesRecorded > 50)
        #expect(statistics.entriesUpdated > 20)
        #expect(statistics.entriesDeleted > 20)
        #expect(statistics.entriesRestored > 5)
        #expect(statistics.tagsFilled > 50)
    }

    struct Statistics: CustomStringConvertible, Sendable {
        var added = 0
        var replaced = 0
        var equationsSolvedBySubmit = 0
        var alerts = 0
        var clears = 0
        var longestList = 0
        var unchangedSteps = 0
        var fullChecks = 0
        var refusals = 0
        var listsMade = 0
        var listsDeleted = 0
        var sharedSaved = 0
        var listsImported = 0
        var pricesRecorded = 0
        var entriesUpdated = 0
        var entriesDeleted = 0
        var entriesRestored = 0
        var tagsFilled = 0
        var dimensions: Set<String> = []

        mutating func add(_ other: Statistics) {
            added += other.added
            replaced += other.replaced
            equationsSolvedBySubmit += other.equationsSolvedBySubmit
            alerts += other.alerts
            clears += other.clears
            longestList = max(longestList, other.longestList)
            unchangedSteps += other.unchangedSteps
            fullChecks += other.fullChecks
            refusals += other.refusals
            listsMade += other.listsMade
            listsDeleted += other.listsDeleted
            sharedSaved += other.sharedSaved
            listsImported += other.listsImported
            pricesRecorded += other.pricesRecorded
            entriesUpdated += other.entriesUpdated
            entriesDeleted += other.entriesDeleted
            entriesRestored += other.entriesRestored
            tagsFilled += other.tagsFilled
            dimensions.formUnion(other.dimensions)
        }

        var description: String {
            "\(added) added, \(replaced) replaced, \(equationsSolvedBySubmit) equations solved by Add, "
                + "\(alerts) alerts, \(clears) clears, longest list \(longestList), "
                + "\(unchangedSteps) steps changed nothing, \(fullChecks) full checks, \(refusals) keys refused, "
                + "\(listsMade) lists made, \(listsDeleted) deleted, \(sharedSaved) shared lists saved, "
                + "\(listsImported) files imported, \(pricesRecorded) prices recorded, "
                + "\(entriesUpdated) updated, \(entriesDeleted) deleted, \(entriesRestored) restored, "
                + "\(tagsFilled) tags filled, dimensions \(dimensions.sorted())"
        }
    }

    /// The value a calculator field holds once left, computed independently of
    /// `Calculator.commit()`: a complete equation solved, a dangling operator dropped.
    static func committedValue(_ calculator: Calculator) -> Rational? {
        guard let left = calculator.left.flatMap(value) else { return nil }
        guard let operation = calculator.operation, let right = calculator.right.flatMap(value) else {
            return left
        }
        switch operation {
        case .add: return try? left.adding(right)
        case .subtract: return try? left.subtracting(right)
        case .multiply: return try? left.multiplied(by: right)
        case .divide: return right.isZero ? nil : try? left.divided(by: right)
        }
    }

    /// An operand's exact value, read independently of `CalculatorOperand.value`: typed text
    /// is an optional `-`, digits and at most one point.
    static func value(_ operand: CalculatorOperand) -> Rational? {
        guard case .typed(let text) = operand else {
            if case .result(let value) = operand { return value }
            return nil
        }
        var digits: Int128 = 0
        var places = 0
        var sawDigit = false
        var sawPoint = false
        var scalars = Substring(text).unicodeScalars[...]
        let isNegative = scalars.first == "-"
        if isNegative { scalars = scalars.dropFirst() }
        for scalar in scalars {
            if scalar == "." {
                guard !sawPoint else { return nil }
                sawPoint = true
            } else if scalar.value >= 48 && scalar.value <= 57 {
                digits = digits * 10 + Int128(scalar.value - 48)
                sawDigit = true
                if sawPoint { places += 1 }
            } else {
                return nil
            }
        }
        guard sawDigit, let magnitude = try? Rational(digits, Self.powerOfTen(places)) else { return nil }
        return isNegative ? magnitude.negated : magnitude
    }

    static func powerOfTen(_ exponent: Int) -> Int128 {
        (0..<exponent).reduce(1) { power, _ in power * 10 }
    }

    /// Whether `text`, a number as the view model shows it with ``separator``, denotes `value`:
    /// read back exactly, or — marked `≈` — `value` rounded to the places shown.
    static func denotes(_ text: String, _ value: Rational) -> Bool {
        let plain = text.replacing(separator, with: ".")
        guard plain.hasPrefix("≈") else { return Self.value(.typed(plain)) == value }
        let digits = String(plain.dropFirst())
        let places =
            digits.split(separator: ".", omittingEmptySubsequences: false).dropFirst().first?.count ?? 0
        return value.terminatingPlaces.map { $0 > Rational.maximumExactDisplayPlaces } ?? true
            && value.formatted(places: places) == digits
    }

    /// Whether a keypad field's text shows the calculator's exact state: `[N for] left [op [right]]`.
    static func shows(_ text: String, _ calculator: Calculator) -> Bool {
        var tokens = text.split(separator: " ").map(String.init)
        if let count = calculator.offerCount {
            guard tokens.count >= 2, denotes(tokens[0], count), tokens[1] == "for" else { return false }
            tokens.removeFirst(2)
        }
        guard let left = calculator.left else { return tokens.isEmpty }
        guard let first = tokens.first, operandShows(first, left) else { return false }
        guard let operation = calculator.operation else { return tokens.count == 1 }
        guard tokens.count >= 2, tokens[1] == operation.symbol else { return false }
        guard let right = calculator.right else { return tokens.count == 2 }
        return tokens.count == 3 && operandShows(tokens[2], right)
    }

    /// An operand shows its typed text (a trailing point, a lone `-` included) or its value.
    static func operandShows(_ text: String, _ operand: CalculatorOperand) -> Bool {
        if case .typed(let typed) = operand { return text.replacing(separator, with: ".") == typed }
        return value(operand).map { denotes(text, $0) } ?? false
    }

    /// Whether a quantity's text, `500 g`, `6 × 355 mL` or `12`, denotes its exact pack count and size.
    static func shows(_ text: String, _ quantity: Quantity) -> Bool {
        let tokens = text.split(separator: " ").map(String.init)
        guard quantity.packCount != .one else {
            return tokens.first.map { denotes($0, quantity.packSize) } ?? false
        }
        return tokens.count >= 3 && denotes(tokens[0], quantity.packCount) && tokens[1] == "×"
            && denotes(tokens[2], quantity.packSize)
    }

    /// Whether Add should be enabled: quantity and price greater than zero after committing.
    static func isValid(_ form: ProductForm) -> Bool {
        (committedValue(form.quantity)?.isPositive ?? false)
            && (committedValue(form.price)?.isPositive ?? false)
            // A deal (filled from a tag) must make a price: PerKit's deal rules are tested apart.
            && (form.deal.isEmpty || (try? form.committedItem()) != nil)
    }

    /// Checks the invariants after one step.
    ///
    /// Every step that changes the state is checked (an unchanged state was checked when it
    /// was produced); the expensive parts take a cheap path when the products and settings
    /// did not change: the view model's form part (when the form changed) instead of the
    /// whole view model, and a save and restore (as a JSON value) without the products, which
    /// were checked in full at the step that last changed them. Whenever the list or the
    /// settings change, and every 250th step, the whole view model is built and the whole
    /// state goes through JSON text and back.
    static func check(
        _ state: State, after action: Action, from before: State, step: Int, statistics: inout Statistics
    ) throws {
        // Described only when a check fails.
        func context() -> Comment { Comment(rawValue: "step \(step) of seed \(seed): \(action)") }
        // One library, exactly one open list, every id once.
        try #require(state.lists.filter { $0.id == state.openListID }.count == 1, context())
        try #require(Set(state.lists.map(\.id)).count == state.lists.count, context())
        if case .newList = action, state.lists.count > before.lists.count { statistics.listsMade += 1 }
        if case .duplicateList = action, state.lists.count > before.lists.count { statistics.listsMade += 1 }
        if case .importLists = action, state.lists.count > before.lists.count {
            statistics.listsImported += 1
        }
        if case .deleteList = action, state.deleted != nil { statistics.listsDeleted += 1 }
        if case .form(.fillFromTag(let tag)) = action, before.alert == nil, before.form != nil {
            // A tag fills the form and focuses the first field to confirm, or says nothing was read.
            if tag.isEmpty {
                try #require(state.alert != nil && state.form == before.form, context())
            } else {
                let form = try #require(state.form, context())
                try #require(form.focus == form.toConfirm.first ?? form.focus, context())
                if let price = tag.price { try #require(committedValue(form.price) == price, context()) }
                statistics.tagsFilled += 1
            }
        }
        if case .saveSharedList = action, before.sharedList != nil, state.sharedList == nil {
            statistics.sharedSaved += 1
        }
        if case .openList(let id) = action, before.alert == nil, before.form == nil {
            try #require(state.openListID == id || state.alert != nil, context())
        }
        try checkBook(state, after: action, from: before, statistics: &statistics, context())
        // What Add did.
        if action == .form(.submit), before.alert == nil, let form = before.form {
            if !isValid(form) {
                try #require(state == before, context())
            } else if state.alert == nil {
                try #require(state.form == nil, context())
                try #require(
                    state.list.count == before.list.count + (form.editingIndex == nil ? 1 : 0), context())
                if form.editingIndex == nil { statistics.added += 1 } else { statistics.replaced += 1 }
                if form.quantity.hasCompleteEquation || form.price.hasCompleteEquation {
                    statistics.equationsSolvedBySubmit += 1
                }
            } else {
                try #require(state.list == before.list && state.form != nil, context())
            }
        }
        if action == .confirmClearList && before.isConfirmingClear { statistics.clears += 1 }
        if let alert = state.alert, before.alert == nil {
            try #require(alert.title == "Whoops!", context())
            statistics.alerts += 1
        }
        // A refused key changes nothing but the message that says why.
        if case .form(.key(let key)) = action, let form = before.form, before.alert == nil,
            let field = form.focus, let calculator = form.calculator(for: field),
            !calculator.isEnabled(key) || (key == .multiBuy && field == .quantity)
        {
            let after = try #require(state.form?.calculator(for: field), context())
            try #require(after.isRefusal && after.message != nil, context())
            try #require(
                after.left == calculator.left && after.operation == calculator.operation
                    && after.right == calculator.right && after.offerCount == calculator.offerCount,
                context())
            statistics.refusals += 1
        }
        // An unchanged state was checked in full at the step that produced it.
        guard state != before else {
            statistics.unchangedSteps += 1
            return
        }

        let items = state.list.items
        // Sorted by exact unit price, best first.
        for index in items.indices.dropFirst() {
            try #require(items[index - 1].unitPrice <= items[index].unitPrice, context())
        }
        // One dimension, and the form can only add to it.
        if let dimension = state.list.dimension {
            try #require(items.allSatisfy { $0.dimension == dimension }, context())
            // The form adds to it; only the list's one product, being edited, may change it.
            if let form = state.form, !state.canChooseSoldBy {
                try #require(form.soldBy == dimension, context())
            }
            statistics.dimensions.insert(dimension.rawValue)
        }
        statistics.longestList = max(statistics.longestList, items.count)
        try #require(!state.isConfirmingClear || state.canClearList, context())

        let isFull = step % 250 == 0 || state.list != before.list || state.settings != before.settings
        if let form = state.form, form != before.form {
            // Add is enabled exactly when the form is valid, recomputed independently.
            let formView = PerApp.ViewModel.FormView(
                form, state: state, PerApp.ViewModel.NumberStyle(state.settings))
            try #require(formView.canSubmit == isValid(form), context())
            try #require(form.unit.dimension == form.soldBy, context())
            try #require(form.focus.map { form.enabledFields.contains($0) } ?? true, context())
            try #require(form.toConfirm.allSatisfy(form.enabledFields.contains), context())
            try #require(formView.confirmHint == nil || !form.toConfirm.isEmpty, context())
            let canChooseSoldBy =
                form.editingIndex == nil ? items.isEmpty : (items.count == 1 && form.editingIndex == 0)
            try #require((formView.soldBy != nil) == canChooseSoldBy, context())
            try #require((formView.keypad != nil) == (form.focus?.usesKeypad ?? false), context())
            try #require(formView.submitHint == nil || !formView.canSubmit, context())
            // What each keypad field shows denotes exactly what the engine holds.
            try #require(shows(formView.quantity.text, form.quantity), context())
            try #require(shows(formView.price.text, form.price), context())
        }
        if isFull {
            statistics.fullChecks += 1
            let view = PerApp.ViewModel(state)
            // Nothing is dropped silently: every product has a row, best first by what is really
            // paid (a product filled from a tag may carry a deal).
            try #require(view.rows.map(\.index).sorted() == Array(items.indices), context())
            try #require(
                view.rows.map { items[$0.index] }
                    == ProductList.rankedByUnitPrice(items, usesMemberPrices: state.settings.usesMemberPrices),
                context())
            // Every price and quantity shown denotes the exact value the engine holds.
            for row in view.rows {
                let item = items[row.index]
                try #require(denotes(row.price, item.price), context())
                try #require(shows(row.quantity, item.quantity), context())
            }
            try #require(
                view.canClearList
                    == (!items.isEmpty && state.form == nil && state.sharedList == nil && state.alert == nil),
                context())
            try #require(view.alert == state.alert, context())
            try #require(view.canNavigate == (state.form == nil && state.alert == nil), context())
            try #require(view.form?.canSubmit == state.form.map(isValid), context())
            if let form = state.form {
                let choices = state.unitChoices(for: form.soldBy)
                try #require(view.form?.unit.choices.map(\.id) == choices.map(\.id), context())
                try #require(
                    choices.allSatisfy { $0.dimension == form.soldBy } && choices.contains(form.unit),
                    context())
            }
            // Save, write as text, read, restore: an equal state (the decimal separator is
            // the front end's, given on each start, not saved).
            var restored = try State(decoding: JSON(parsing: state.encoded()))
            restored.settings.decimalSeparator = separator
            try #require(restored == state, context())
        } else {
            // The lists are those checked in full when they last changed: save and restore
            // everything else.
            var light = state
            var open = state.openList
            open.clearProducts()
            light.lists = [open]
            light.removed = nil
            light.removedID = nil
            light.deleted = nil
            if case .sharedList = light.destination { light.destination = nil }
            var restored = try State(decoding: JSON(parsing: light.encoded()))
            restored.settings.decimalSeparator = separator
            try #require(restored == light, context())
        }
    }

    /// The price book: one dimension per product, entries by date, every id once; and what
    /// each action did to it.
    static func checkBook(
        _ state: State, after action: Action, from before: State, statistics: inout Statistics,
        _ context: Comment
    ) throws {
        let entries = state.book.entries
        for product in state.book.products {
            try #require(product.entries.allSatisfy { $0.item.dimension == product.dimension }, context)
            try #require(
                zip(product.entries, product.entries.dropFirst()).allSatisfy { $0.date <= $1.date }, context)
            try #require(
                product.entries.allSatisfy { PriceBook.key(for: $0.product) == product.key }, context)
        }
        let change = entries.count - before.book.entryCount
        switch action {
        case .form(.submit):
            // A named product's price is recorded when the setting is on; editing updates its entry.
            guard let form = before.form, before.alert == nil, state.form == nil,
                let item = try? form.committedItem()
            else {
                try #require(change == 0, context)
                return
            }
            let remembers = before.settings.remembersPrices && item.name != nil && state.status == nil
            if !remembers {
                try #require(change == 0, context)
            } else if change == 1 {
                statistics.pricesRecorded += 1
                // A new product takes the upcoming id, and its entry the one after.
                let entryID =
                    form.editingIndex == nil ? before.upcomingEntryID.advanced(by: 1) : before.upcomingEntryID
                try #require(state.book.entry(withID: entryID)?.item.isSame(as: item) == true, context)
            } else {
                try #require(change == 0 && form.editingIndex != nil, context)
                statistics.entriesUpdated += 1
            }
        case .deleteEntry(let id):
            if before.alert == nil, before.form == nil, before.book.entry(withID: id) != nil {
                try #require(
                    change == -1 && state.book.entry(withID: id) == nil && state.deletedEntry?.id == id,
                    context)
                statistics.entriesDeleted += 1
            } else {
                try #require(change == 0, context)
            }
        case .undoDeleteEntry:
            if before.alert == nil, before.form == nil, let deleted = before.deletedEntry {
                try #require(change == 1 && state.book.entry(withID: deleted.id) != nil, context)
                statistics.entriesRestored += 1
            } else {
                try #require(change == 0, context)
            }
        default:
            try #require(change == 0, context)
        }
    }

    enum Failure: Error { case notAnObject }

    /// The same step through the wire format gives the same state.
    static func checkWire(_ action: Action, from before: State, gives after: State, step: Int) throws {
        if case .setReference(let reference?) = action, !reference.amount.isPositive { return }
        var session = WireSession()
        let start = JSON.object([
            .init("saved", try JSON(parsing: before.encoded())),
            .init("decimalSeparator", .string(separator)),
        ]).text
        let started = try JSON(parsing: session.start(start))
        try #require(started["error"] == nil && session.state == before, "step \(step): start")
        let response = try JSON(parsing: session.dispatch(wireJSON(action).text))
        try #require(
            response["error"] == nil, "step \(step): \(action) \(response["error"]?.stringValue ?? "")")
        try #require(session.state == after, "step \(step): \(action) through the wire")
    }
}

/// Random actions, chosen from every kind of action.
enum RandomAction {
    /// The fields of the product itself, focused as before the form had a deal (the deal's
    /// fields, hidden until "Deal" shows them, would leave most focus actions doing nothing).
    static let productFields: [FormField] = FormField.allCases.filter { !$0.isDealField }

    static let keyboardNames = [
        "0", "1", "2", "3", "5", "9", ".", ",", "+", "-", "*", "x", "/", "÷", "Enter", "=", "Backspace",
        "Escape", "$", "€",
        "Tab", "a", "",
    ]
    static let names = [
        "", "Brand A", "  spaced  ", "Ünïcødé 😀", "quote \" backslash \\", "<b>", "\n\t",
        String(repeating: "n", count: 100),
    ]
    static let currencies = ["EUR", "usd", " gbp ", "EURO", "", "€", "12A", "JPY"]
    static let stores = ["", "Lidl", " lidl ", "Aldi Süd", String(repeating: "s", count: 100)]
    static let dates = ["2026-11-03", "2026-11-23", "2025-02-28", "2024-02-29"]

    static func pick<T>(_ values: [T], _ rng: inout SplitMix64) -> T {
        values[Int.random(in: 0..<values.count, using: &rng)]
    }

    /// A random action: one in four from every kind of action whatever the state (most of
    /// them are then ignored, which is checked too), the others among those that apply now.
    static func next(_ rng: inout SplitMix64, _ state: State) -> Action {
        if Int.random(in: 0..<4, using: &rng) == 0 { return any(&rng, state) }
        // An entry just deleted is sometimes put back at once, as a shopper would.
        if state.deletedEntry != nil && Int.random(in: 0..<3, using: &rng) == 0 { return .undoDeleteEntry }
        if state.alert != nil { return .dismissAlert }
        // A shared list shows over the screen until it is saved or closed.
        if state.sharedList != nil {
            return Bool.random(using: &rng)
                ? .saveSharedList(id: ListID(high: rng.next() % 4, low: rng.next() % 8))
                : .closeSharedList
        }
        let roll = Int.random(in: 0..<1000, using: &rng)
        if let form = state.form {
            switch roll {
            case 0..<580: return key(&rng)
            case ..<650: return .form(.keyboard(pick(keyboardNames, &rng)))
            case ..<720: return .form(.focus(pick(productFields, &rng)))
            case ..<780: return .form(.nextField)
            case ..<800: return .form(.previousField)
            case ..<820: return .form(.selectSoldBy(pick(Dimension.allCases, &rng)))
            case ..<860: return .form(.selectUnit(pick(state.unitChoices(for: form.soldBy), &rng)))
            case ..<866: return .form(.setName(pick(names, &rng)))
            case ..<869: return .form(.setStore(pick(stores, &rng)))
            case ..<872: return .form(.setSale(Bool.random(using: &rng)))
            case ..<880: return .form(.fillFromTag(tag(&rng)))
            case ..<980: return .form(.submit)
            default: return .form(.cancel)
            }
        }
        let count = state.list.count
        switch roll {
        case 0..<450: return .addProduct
        case ..<580: return .editProduct(index: Int.random(in: 0..<max(count, 1), using: &rng))
        case ..<700: return .removeProduct(index: Int.random(in: 0..<max(count, 1), using: &rng))
        case ..<730: return .undoRemove
        case ..<760: return .clearList
        case ..<820: return state.isConfirmingClear ? .confirmClearList : .clearList
        case ..<830: return .cancelClearList
        case ..<975: return library(&rng, state)
        case ..<990: return book(&rng, state)
        default: return setting(&rng)
        }
    }

    /// What a shelf tag might give: each field read or not, sizes of every dimension (some
    /// that can't join the list), and any fields to confirm; sometimes nothing at all.
    static func tag(_ rng: inout SplitMix64) -> TagFill {
        func maybe<T>(_ value: @autoclosure () -> T) -> T? {
            Bool.random(using: &rng) ? value() : nil
        }
        func cents(_ range: ClosedRange<Int>) -> Rational {
            try! Rational(Int128(Int.random(in: range, using: &rng)), 100)
        }
        let sizes: [(Rational, Unit, Rational)] = [
            (Rational(700), .gram, .one), (Rational(2), .pound, .one),
            (Rational(355), .millilitre, Rational(6)),
            (Rational(6), .each, .one), (try! Rational(135, 100), .litre, .one),
        ]
        let size = pick(sizes, &rng)
        let price = maybe(cents(1...999))
        let check = TagCheckWords(
            tag: "55.7p per 100g", price: price?.exactDecimal, quantity: "700 g", worked: "55.7p",
            per: "100 g",
            check: "matches")
        return TagFill(
            name: maybe(pick(names, &rng)), price: price,
            quantity: maybe(try! Quantity(size.0, size.1, packCount: size.2)),
            memberPrice: maybe(cents(1...999)),
            multiBuy: maybe(
                TagMultiBuy(count: Rational(Int.random(in: 2...4, using: &rng)), price: cents(100...999))),
            deposit: maybe(cents(1...50)),
            uncertain: TagField.allCases.filter { _ in Int.random(in: 0..<3, using: &rng) == 0 },
            check: maybe(check))
    }

    static let times = [
        "2026-11-23T09:00:00Z", "2026-11-23T09:00:00.5Z", "2026-11-24T18:30:12.345Z", "2027-02-28T23:59:59Z",
    ]

    /// A library action: lists made, opened, copied, deleted, shared, saved and imported.
    static func library(_ rng: inout SplitMix64, _ state: State) -> Action {
        let freshID = ListID(high: rng.next() % 4, low: rng.next() % 8)
        switch Int.random(in: 0..<15, using: &rng) {
        case 0: return .setClock(Timestamp(pick(times, &rng)) ?? .epoch)
        case 1: return .showLibrary
        case 2: return .closeLibrary
        case 3: return .newList(id: freshID)
        case 4, 5: return .openList(id: Bool.random(using: &rng) ? pick(state.lists, &rng).id : freshID)
        case 6: return .duplicateList(id: freshID)
        case 7: return .deleteList(replacementID: freshID)
        case 8: return .undoDeleteList
        case 9:
            let list = pick(state.lists, &rng).shared(currencyCode: state.settings.currencyCode)
            var link = Array(ShareLink.url(base: "https://per.example/", list: list).utf8)
            if Bool.random(using: &rng) {
                link.removeLast(Int.random(in: 0...min(3, link.count), using: &rng))
            }
            return .openShareLink(link: String(decoding: link, as: UTF8.self))
        case 10, 11: return .saveSharedList(id: freshID)
        case 12: return .closeSharedList
        case 13:
            // A list exported and imported again, or the file cut short (often unreadable).
            let lists = [pick(state.lists, &rng).shared(currencyCode: state.settings.currencyCode)]
            var text = Bool.random(using: &rng) ? ListFile.csvText(lists) : ListFile.jsonText(lists)
            if Bool.random(using: &rng) {
                text = String(text.unicodeScalars.dropLast(Int.random(in: 1...12, using: &rng)))
            }
            return .importLists(text: text, firstID: freshID, system: state.settings.system)
        default: return .storageFailed("QuotaExceededError")
        }
    }

    /// A price book action: the screen, searches, deleting an entry (one of the book's, or
    /// none), undo, the setting and the date.
    static func book(_ rng: inout SplitMix64, _ state: State) -> Action {
        let entries = state.book.entries
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: return .setDate(CalendarDate(pick(dates, &rng)) ?? state.today)
        case 1: return .setRemembersPrices(Int.random(in: 0..<4, using: &rng) != 0)
        case 2: return .showPriceBook
        case 3: return .closePriceBook
        case 4: return .searchPriceBook(pick(names, &rng))
        case 5:
            let products = state.book.products.map(\.name)
            return .showBookProduct(
                products.isEmpty || Bool.random(using: &rng)
                    ? pick([nil, "Nothing"], &rng) : pick(products, &rng))
        case 6, 7:
            return .deleteEntry(id: entries.isEmpty ? ListID(high: 9, low: 9) : pick(entries, &rng).id)
        default: return .undoDeleteEntry
        }
    }

    /// A keypad key; digits more often than the other keys, so that numbers get typed.
    static func key(_ rng: inout SplitMix64) -> Action {
        let key =
            Bool.random(using: &rng)
            ? CalculatorKey.digit(Int.random(in: 0...9, using: &rng)) : pick(CalculatorKey.all, &rng)
        return .form(.key(key))
    }

    /// A settings or list-name action, valid or not.
    static func setting(_ rng: inout SplitMix64) -> Action {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: return .setMeasurementSystem(pick(MeasurementSystem.allCases, &rng))
        case 1: return .setCurrencyCode(pick(currencies, &rng))
        case 2:
            let system = pick(MeasurementSystem.allCases, &rng)
            let choices = ReferenceQuantity.choices(for: pick(Dimension.allCases, &rng), system: system)
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: return .setReference(nil)
            case 1: return .setReference(try? ReferenceQuantity(.zero, .gram))
            default: return .setReference(pick(choices, &rng))
            }
        default: return .setListName(pick(names, &rng))
        }
    }

    /// Any action at all, with indices just outside the list too.
    static func any(_ rng: inout SplitMix64, _ state: State) -> Action {
        let count = state.list.count
        switch Int.random(in: 0..<24, using: &rng) {
        case 0: return .addProduct
        case 1: return .editProduct(index: Int.random(in: -1...count, using: &rng))
        case 2: return .removeProduct(index: Int.random(in: -1...count, using: &rng))
        case 3: return .clearList
        case 4: return .confirmClearList
        case 5: return .cancelClearList
        case 6: return .dismissAlert
        case 7: return setting(&rng)
        case 8: return .form(.focus(pick(productFields, &rng)))
        case 9: return .form(.nextField)
        case 10: return .form(.previousField)
        case 11, 12: return key(&rng)
        case 13: return .form(.keyboard(pick(keyboardNames, &rng)))
        case 14: return .form(.selectSoldBy(pick(Dimension.allCases, &rng)))
        case 15: return .form(.selectUnit(pick(Unit.all, &rng)))
        case 16: return .form(.setName(pick(names, &rng)))
        case 17, 18: return .form(.submit)
        case 19: return .form(.cancel)
        case 20: return .undoRemove
        case 21, 22: return library(&rng, state)
        default: return setting(&rng)
        }
    }
}
