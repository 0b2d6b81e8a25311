import Testing

@testable import PerKit

typealias State = PerApp.State
typealias Action = PerApp.Action

/// A TCA-style test store: every `send` applies actions with ``PerApp/reduce(_:_:)`` and
/// checks the WHOLE resulting state against the state before, changed by `update`.
struct TestStore {
    private(set) var state: State

    init(_ state: State = State()) {
        self.state = state
    }

    /// Sends one action and expects exactly the changes `update` makes.
    mutating func send(
        _ action: Action, sourceLocation: SourceLocation = #_sourceLocation,
        _ update: (inout State) -> Void = { _ in }
    ) {
        send([action], sourceLocation: sourceLocation, update)
    }

    /// Sends several actions and expects exactly the changes `update` makes, in total.
    mutating func send(
        _ actions: [Action], sourceLocation: SourceLocation = #_sourceLocation,
        _ update: (inout State) -> Void = { _ in }
    ) {
        var expected = state
        update(&expected)
        for action in actions { PerApp.reduce(&state, action) }
        #expect(state == expected, sourceLocation: sourceLocation)
    }

    /// The view model of the current state.
    var view: PerApp.ViewModel { PerApp.ViewModel(state) }
}

/// Keypad actions for compact key sequences: digits, `.`, `+ - * /`, `=`, `<` (delete) and
/// `C` (clear).
func keys(_ text: String) -> [Action] {
    text.unicodeScalars.map { scalar -> Action in
        let key: CalculatorKey
        switch scalar {
        case "0"..."9": key = .digit(Int(scalar.value) - 48)
        case ".": key = .decimalPoint
        case "+": key = .operation(.add)
        case "-": key = .operation(.subtract)
        case "*": key = .operation(.multiply)
        case "/": key = .operation(.divide)
        case "=": key = .equals
        case "<": key = .delete
        case "C": key = .clear
        case "F": key = .multiBuy
        default: fatalError("no key for \(scalar)")
        }
        return .form(.key(key))
    }
}

/// A calculator field with exactly these parts.
func field(
    _ left: CalculatorOperand? = nil, _ operation: CalculatorOperator? = nil,
    _ right: CalculatorOperand? = nil,
    message: CalculatorMessage? = nil, refused: CalculatorMessage? = nil, offer: String? = nil,
    factors: (String, String)? = nil
) -> Calculator {
    Calculator(
        left: left, operation: operation, right: right, message: refused ?? message,
        isRefusal: refused != nil,
        offerCount: offer.map(exact), factors: factors.map { Calculator.Factors(exact($0.0), exact($0.1)) })
}

/// A calculator field after typing `text` (see ``keys(_:)``).
func typed(_ text: String) -> Calculator {
    var calculator = Calculator()
    for action in keys(text) {
        guard case .form(.key(let key)) = action else { continue }
        calculator.press(key)
    }
    return calculator
}

/// An exact value from `p`, `p/q` or decimal text such as `3.99`.
func exact(_ text: String) -> Rational {
    if let value = Rational(fractionText: text) { return value }
    guard let value = try? Rational(parsing: text) else { fatalError("not a number: \(text)") }
    return value
}

/// A product as the form would create it: `packs` packs of `amount` each.
func product(_ amount: String, _ unit: Unit, for price: String, name: String? = nil, packs: String = "1")
    -> ProductItem
{
    do {
        return try ProductItem(
            name: name, price: exact(price), quantity: Quantity(exact(amount), unit, packCount: exact(packs)))
    } catch {
        fatalError("bad test product: \(error)")
    }
}

/// A list of products, sorted by the engine.
func list(_ items: [ProductItem]) -> ProductList {
    do {
        return try ProductList(items)
    } catch {
        fatalError("bad test list: \(error)")
    }
}

/// A new add-product form as ``PerApp/Action/addProduct`` opens it.
func newForm(_ soldBy: Dimension = .weight, _ unit: Unit = .gram) -> ProductForm {
    ProductForm(soldBy: soldBy, unit: unit)
}

/// A form with every value given.
func form(
    quantity: Calculator = Calculator(), unit: Unit = .gram, price: Calculator = Calculator(),
    name: String = "",
    focus: FormField? = .quantity, soldBy: Dimension? = nil, editing: Int? = nil
) -> ProductForm {
    ProductForm(
        quantity: quantity, unit: unit, price: price, name: name, focus: focus,
        soldBy: soldBy ?? unit.dimension,
        editingIndex: editing)
}

/// A state whose list holds `items` (and whose last unit is the last item's unit).
func state(
    _ items: [ProductItem] = [], form: ProductForm? = nil, settings: PerApp.Settings = PerApp.Settings(),
    lastUnit: Unit? = nil, removed: ProductItem? = nil
) -> State {
    State(
        listName: State.defaultListName, list: list(items), settings: settings, form: form, alert: nil,
        isConfirmingClear: false, lastUnit: lastUnit ?? items.last?.quantity.unit, removed: removed)
}

/// The three products of the diary: 500 g for 3.99, 1 lb for 2.49, 6 × 355 g for 9.99.
enum Diary {
    static let grams = product("500", .gram, for: "3.99")
    static let pound = product("1", .pound, for: "2.49")
    static let multipack = product("355", .gram, for: "9.99", packs: "6")
}

/// The change a named product added to the open list makes to the price book: its price is
/// recorded under the next entry id, dated today, and the next id moves on by one.
func recordPrice(
    _ item: ProductItem, in state: inout State, store: String? = nil, isSale: Bool = false
) {
    let id = state.upcomingEntryID
    do {
        try state.book.record(
            PriceEntry(
                id: id, item: item, store: store, date: state.today, isSale: isSale, list: state.openListID))
    } catch {
        Issue.record("the expected entry can't be recorded: \(error)")
    }
    state.nextEntryID = ListID(high: id.high, low: id.low + 1)
    state.freshEntrySeed = nil
}

extension State {
    /// Gives the open list `products` under `ids`, for an expected state.
    mutating func setOpenList(_ products: ProductList, ids: [SyncRecord.ID]) {
        let list = openList
        openList = ShoppingList(
            id: list.id, name: list.name, products: products, productIDs: ids, reference: list.reference,
            lastUnit: list.lastUnit, created: list.created, updated: list.updated)
    }
}

extension State {
    /// Adds `item` to the open list under the next id, as submitting the form does, for an
    /// expected state.
    mutating func addToOpenList(_ item: ProductItem) {
        do {
            try openList.add(item, id: takeEntryID())
        } catch {
            Issue.record("the expected product can't be added: \(error)")
        }
    }
}

extension State {
    /// Replaces the open list's product at `index` with `item`, which keeps its id, as saving
    /// an edit does, for an expected state.
    mutating func replaceInOpenList(at index: Int, with item: ProductItem) {
        do {
            try openList.replaceProduct(at: index, with: item)
        } catch {
            Issue.record("the expected product can't replace another: \(error)")
        }
    }

    /// Removes the open list's product at `index` and keeps its id for undo, as removing does,
    /// for an expected state.
    mutating func removeFromOpenList(at index: Int) {
        do {
            removedID = try openList.removeProduct(at: index).id
        } catch {
            Issue.record("the expected product can't be removed: \(error)")
        }
    }
}
