import Testing

@testable import PerAppTestSupport
@testable import PerKit

/// The calculator keypad rules, each sent as actions to an open add-product form whose
/// quantity field is focused, checking the whole resulting state.
@Suite("Calculator keypad")
struct CalculatorKeypadTests {
    /// An empty list with a new form open on the quantity field.
    static let start = state(form: newForm())

    static let operators = CalculatorOperator.allCases.map { CalculatorKey.operation($0) }

    @Test("the keypad has 0–9, the point, + − × ÷, for, =, delete and clear, with stable ids")
    func keypadKeys() {
        #expect(
            CalculatorKey.all.map(\.label) == [
                "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", ".", "+", "−", "×", "÷", "for", "=", "⌫",
                "C",
            ])
        #expect(
            CalculatorKey.all.map(\.id) == [
                "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "point", "plus", "minus", "times", "divide",
                "for", "equals", "delete", "clear",
            ])
        #expect(
            CalculatorKey.all.map { Catalog.english.name(of: $0) }.suffix(9) == [
                "Decimal point", "Plus", "Minus", "Times", "Divide", "For (multi-buy)", "Equals", "Delete",
                "Clear",
            ])
        #expect(CalculatorKey.decimalPoint.label(decimalSeparator: ",") == ",")
        #expect(CalculatorKey.digit(7).label(decimalSeparator: ",") == "7")
        for key in CalculatorKey.all { #expect(CalculatorKey(id: key.id) == key) }
        #expect(CalculatorKey(id: "10") == nil)
        #expect(CalculatorKey(id: "") == nil)
    }

    @Test("operator keys are refused on an empty field, visibly", arguments: operators)
    func operatorsRefusedOnEmptyField(_ key: CalculatorKey) {
        var store = TestStore(Self.start)
        #expect(!Calculator().isEnabled(key))
        store.send(.form(.key(key))) { $0.form?.quantity = field(refused: .typeNumberFirst) }
        #expect(store.view.form?.quantity.isRefusal == true)
        // The next key clears the message.
        store.send(keys("1")) { $0.form?.quantity = field(.typed("1")) }
    }

    @Test("operator keys are enabled once the field has a left operand", arguments: operators)
    func operatorsEnabledWithLeftOperand(_ key: CalculatorKey) {
        guard case .operation(let operation) = key else { return }
        var store = TestStore(Self.start)
        store.send(keys("12")) { $0.form?.quantity = field(.typed("12")) }
        #expect(store.state.form?.quantity.isEnabled(key) == true)
        store.send(.form(.key(key))) { $0.form?.quantity = field(.typed("12"), operation) }
    }

    @Test("pressing an operator while one is pending replaces it")
    func operatorReplacesPendingOperator() {
        var store = TestStore(Self.start)
        store.send(keys("12+")) { $0.form?.quantity = field(.typed("12"), .add) }
        store.send(keys("*")) { $0.form?.quantity = field(.typed("12"), .multiply) }
        store.send(keys("/")) { $0.form?.quantity = field(.typed("12"), .divide) }
        store.send(keys("-")) { $0.form?.quantity = field(.typed("12"), .subtract) }
        #expect(store.state.form?.quantity.text == "12 −")
    }

    @Test(
        "an operator on a complete equation solves it first, then applies: one operator at a time",
        arguments: operators)
    func operatorChainsOnCompleteEquation(_ key: CalculatorKey) {
        guard case .operation(let operation) = key else { return }
        var store = TestStore(Self.start)
        store.send(keys("12+3")) { $0.form?.quantity = field(.typed("12"), .add, .typed("3")) }
        #expect(store.state.form?.quantity.isEnabled(key) == true)
        store.send(.form(.key(key))) { $0.form?.quantity = field(.result(exact("15")), operation) }
        #expect(store.state.form?.quantity.text == "15 " + operation.symbol)
    }

    @Test(
        "chained equations never run digits on into the last number",
        arguments: [
            ("7.99-1.50-0.25", "6.49 − 0.25", "6.24"), ("2*3*4", "6 × 4", "24"), ("10/4+1", "2.5 + 1", "3.5"),
            ("1+2+3+4", "6 + 4", "10"), ("1-5*2", "-4 × 2", "-8"),
        ])
    func chainedEquations(_ typedKeys: String, _ text: String, _ result: String) {
        var calculator = typed(typedKeys)
        #expect(calculator.text == text)
        calculator.press(.equals)
        #expect(calculator.value == exact(result))
    }

    @Test("equals is enabled only for a complete equation and replaces the field with the result")
    func equalsSolvesCompleteEquation() {
        var store = TestStore(Self.start)
        #expect(!Calculator().isEnabled(.equals))
        store.send(keys("=")) {
            $0.form?.quantity = field(refused: .nothingToSolve)
        }
        store.send(keys("12=")) {
            $0.form?.quantity = field(
                .typed("12"), refused: .nothingToSolve)
        }
        store.send(keys("+=")) {
            $0.form?.quantity = field(.typed("12"), .add, refused: .typeSecondNumber)
        }
        store.send(keys("3")) { $0.form?.quantity = field(.typed("12"), .add, .typed("3")) }
        #expect(store.state.form?.quantity.isEnabled(.equals) == true)
        store.send(keys("=")) { $0.form?.quantity = field(.result(exact("15"))) }
        #expect(store.state.form?.quantity.text == "15")
        #expect(store.state.form?.quantity.isEnabled(.equals) == false)
        // The result is the new left operand…
        store.send(keys("*2=")) { $0.form?.quantity = field(.result(exact("30")), factors: ("15", "2")) }
        // …and typing a digit after a result starts a new number.
        store.send(keys("4")) { $0.form?.quantity = field(.typed("4")) }
    }

    @Test("a point after a result starts a new number")
    func pointAfterResult() {
        var store = TestStore(Self.start)
        store.send(keys("2*3=.5")) { $0.form?.quantity = field(.typed("0.5")) }
    }

    /// The ways to leave the quantity field.
    static let leavingActions: [(String, [Action], FormField?)] = [
        ("next", [.form(.nextField)], .unit),
        ("focus price", [.form(.focus(.price))], .price),
        ("focus unit", [.form(.focus(.unit))], .unit),
        ("focus name", [.form(.focus(.name))], .name),
    ]

    @Test("leaving a field solves a complete equation", arguments: leavingActions)
    func leavingSolvesEquation(_ name: String, _ leave: [Action], _ focus: FormField?) {
        var store = TestStore(Self.start)
        store.send(keys("6*355")) { $0.form?.quantity = field(.typed("6"), .multiply, .typed("355")) }
        store.send(leave) {
            $0.form?.quantity = field(.result(exact("2130")), factors: ("6", "355"))
            $0.form?.focus = focus
        }
    }

    @Test("leaving the price field backwards solves its equation")
    func previousSolvesEquation() {
        var store = TestStore(state(form: form(focus: .price)))
        store.send(keys("7.99-1.5")) { $0.form?.price = field(.typed("7.99"), .subtract, .typed("1.5")) }
        store.send(.form(.previousField)) {
            $0.form?.price = field(.result(exact("649/100")))
            $0.form?.focus = .unit
        }
        #expect(store.state.form?.price.text == "6.49")
    }

    @Test("leaving a field drops a dangling operator (12+ becomes 12)", arguments: leavingActions)
    func leavingDropsDanglingOperator(_ name: String, _ leave: [Action], _ focus: FormField?) {
        var store = TestStore(Self.start)
        store.send(keys("12+")) { $0.form?.quantity = field(.typed("12"), .add) }
        store.send(leave) {
            $0.form?.quantity = field(.typed("12"))
            $0.form?.focus = focus
        }
        #expect(store.state.form?.quantity.text == "12")
    }

    @Test("focusing the field that already has the focus keeps its equation")
    func refocusingKeepsEquation() {
        var store = TestStore(Self.start)
        store.send(keys("6*35")) { $0.form?.quantity = field(.typed("6"), .multiply, .typed("35")) }
        store.send(.form(.focus(.quantity)))
        store.send(keys("5")) { $0.form?.quantity = field(.typed("6"), .multiply, .typed("355")) }
    }

    @Test("delete works through right operand, operator and left operand without failing")
    func deleteWorksBackward() {
        var store = TestStore(Self.start)
        store.send(keys("12+34")) { $0.form?.quantity = field(.typed("12"), .add, .typed("34")) }
        store.send(keys("<")) { $0.form?.quantity = field(.typed("12"), .add, .typed("3")) }
        store.send(keys("<")) { $0.form?.quantity = field(.typed("12"), .add) }
        store.send(keys("<")) { $0.form?.quantity = field(.typed("12")) }
        store.send(keys("<")) { $0.form?.quantity = field(.typed("1")) }
        store.send(keys("<")) { $0.form?.quantity = field() }
        #expect(store.state.form?.quantity.isEnabled(.delete) == false)
        // More deletes on an empty field change nothing, and say so.
        store.send(keys("<<<")) { $0.form?.quantity = field(refused: .nothingToDelete) }
    }

    @Test("delete on a result edits its displayed digits")
    func deleteEditsResult() {
        var store = TestStore(Self.start)
        store.send(keys("10/3=")) { $0.form?.quantity = field(.result(exact("10/3"))) }
        store.send(keys("<")) { $0.form?.quantity = field(.typed("3.33333")) }
        store.send(keys("4")) { $0.form?.quantity = field(.typed("3.333334")) }
        store.send(keys("C3-5=")) { $0.form?.quantity = field(.result(exact("-2"))) }
        #expect(store.state.form?.quantity.text == "-2")
        store.send(keys("<")) { $0.form?.quantity = field() }  // "-" alone is nothing
    }

    @Test("delete on a result with more digits than can be typed clears the field")
    func deleteOnLongResult() {
        var store = TestStore(Self.start)
        store.send(keys("999999*999999=")) {
            $0.form?.quantity = field(.result(exact("999998000001")), factors: ("999999", "999999"))
        }
        store.send(keys("<")) { $0.form?.quantity = field(.typed("99999800000")) }
        store.send(keys("C999999*9999999=")) {
            $0.form?.quantity = field(.result(exact("9999989000001")), factors: ("999999", "9999999"))
        }
        store.send(keys("<")) { $0.form?.quantity = field(.typed("999998900000")) }
        store.send(keys("C9999999*9999999=")) {
            $0.form?.quantity = field(.result(exact("99999980000001")), factors: ("9999999", "9999999"))
        }
        store.send(keys("<")) { $0.form?.quantity = field() }
        store.send(keys("1/7=")) { $0.form?.quantity = field(.result(exact("1/7"))) }
        store.send(keys("<")) { $0.form?.quantity = field(.typed("0.14285")) }
    }

    @Test("delete through a decimal point and a leading zero")
    func deleteThroughPoint() {
        var store = TestStore(Self.start)
        store.send(keys("0.5-1=")) { $0.form?.quantity = field(.result(exact("-1/2"))) }
        store.send(keys("<")) { $0.form?.quantity = field(.typed("-0.")) }
        store.send(keys("<")) { $0.form?.quantity = field(.typed("-0")) }
        store.send(keys("7")) { $0.form?.quantity = field(.typed("-7")) }
    }

    @Test("clear empties the field", arguments: ["12", "12+", "12+3", "10/3=", "12/0=", "+"])
    func clearEmptiesField(_ typedKeys: String) {
        var store = TestStore(Self.start)
        store.send(keys(typedKeys)) { $0.form?.quantity = typed(typedKeys) }
        store.send(keys("C")) { $0.form?.quantity = field() }
        #expect(store.state.form?.quantity.isEnabled(.clear) == false)
        store.send(keys("C")) { $0.form?.quantity = field(refused: .alreadyEmpty) }
    }

    @Test("one decimal point per operand")
    func oneDecimalPointPerOperand() {
        var store = TestStore(Self.start)
        store.send(keys("1.2")) { $0.form?.quantity = field(.typed("1.2")) }
        #expect(store.state.form?.quantity.isEnabled(.decimalPoint) == false)
        let secondPoint = CalculatorMessage.hasDecimalPoint
        store.send(keys(".")) { $0.form?.quantity = field(.typed("1.2"), refused: secondPoint) }
        store.send(keys("5.")) { $0.form?.quantity = field(.typed("1.25"), refused: secondPoint) }
        store.send(keys("+3.7.5")) { $0.form?.quantity = field(.typed("1.25"), .add, .typed("3.75")) }
        store.send(keys("=")) { $0.form?.quantity = field(.result(exact("5"))) }
    }

    @Test("a leading point shows as 0.")
    func leadingPoint() {
        var store = TestStore(Self.start)
        store.send(keys(".")) { $0.form?.quantity = field(.typed("0.")) }
        #expect(store.state.form?.quantity.text == "0.")
        #expect(store.state.form?.quantity.value == .zero)
        store.send(keys("5+.")) { $0.form?.quantity = field(.typed("0.5"), .add, .typed("0.")) }
        #expect(store.state.form?.quantity.text == "0.5 + 0.")
        store.send(keys("25=")) { $0.form?.quantity = field(.result(exact("3/4"))) }
    }

    @Test("an operator after a trailing point drops the point")
    func operatorAfterTrailingPoint() {
        var store = TestStore(Self.start)
        store.send(keys("12.+")) { $0.form?.quantity = field(.typed("12"), .add) }
    }

    @Test("a lone leading zero is replaced by the next digit")
    func leadingZero() {
        var store = TestStore(Self.start)
        store.send(keys("00")) { $0.form?.quantity = field(.typed("0")) }
        store.send(keys("5")) { $0.form?.quantity = field(.typed("5")) }
    }

    @Test("digit limit")
    func digitLimit() {
        #expect(Calculator.maximumDigits == 12)
        var store = TestStore(Self.start)
        store.send(keys("123456789012")) { $0.form?.quantity = field(.typed("123456789012")) }
        #expect(store.state.form?.quantity.isEnabled(.digit(3)) == false)
        #expect(store.state.form?.quantity.isEnabled(.decimalPoint) == false)
        let limit = CalculatorMessage.tooManyDigits
        store.send(keys("3.4")) { $0.form?.quantity = field(.typed("123456789012"), refused: limit) }
        // The right operand has a limit of its own.
        store.send(keys("C1.23456789012")) { $0.form?.quantity = field(.typed("1.23456789012")) }
        store.send(keys("3")) { $0.form?.quantity = field(.typed("1.23456789012"), refused: limit) }
        store.send(keys("*999999999999")) {
            $0.form?.quantity = field(.typed("1.23456789012"), .multiply, .typed("999999999999"))
        }
        store.send(keys("9")) {
            $0.form?.quantity = field(
                .typed("1.23456789012"), .multiply, .typed("999999999999"), refused: limit)
        }
    }

    @Test("division by zero keeps the equation as typed, says so, and Add stays disabled")
    func divisionByZero() {
        let message = "Can't divide by zero: delete the 0 or clear the field"
        var store = TestStore(Self.start)
        store.send(keys("12/0")) { $0.form?.quantity = field(.typed("12"), .divide, .typed("0")) }
        #expect(store.state.form?.quantity.committedValue == nil)
        #expect(store.view.form?.canSubmit == false)
        store.send(keys("=")) {
            $0.form?.quantity = field(.typed("12"), .divide, .typed("0"), message: .divisionByZero)
        }
        #expect(store.view.form?.quantity.message == message)
        #expect(store.view.form?.quantity.isRefusal == false)
        #expect(store.view.form?.quantity.text == "12 ÷ 0")
        #expect(store.view.form?.canSubmit == false)
        #expect(store.view.form?.submitHint == "The quantity can't be worked out: " + message)
        // An operator tries to solve it first, and fails the same way.
        store.send(keys("+")) {
            $0.form?.quantity = field(.typed("12"), .divide, .typed("0"), message: .divisionByZero)
        }
        // The next key clears the message.
        store.send(keys("<")) { $0.form?.quantity = field(.typed("12"), .divide) }
        // Leaving the field with a division by zero pending keeps the equation and its message.
        store.send(keys("0.0") + [.form(.nextField)]) {
            $0.form?.quantity = field(.typed("12"), .divide, .typed("0.0"), message: .divisionByZero)
            $0.form?.focus = .unit
        }
    }

    @Test("a result too large to represent keeps the left operand and says so")
    func overflow() {
        var store = TestStore(Self.start)
        let big = "999999999999"
        store.send(keys(big + "*" + big + "=*" + big + "=")) {
            $0.form?.quantity = field(
                .result(exact("999999999997000000000002999999999999")),
                factors: ("999999999998000000000001", big))
        }
        store.send(keys("*999=")) {
            $0.form?.quantity = field(
                .result(exact("999999999997000000000002999999999999")), .multiply, .typed("999"),
                message: .tooLarge)
        }
    }

    @Test("10 ÷ 3 shows ≈3.333333 but stays exactly 10/3")
    func exactResults() {
        var store = TestStore(Self.start)
        store.send(keys("10/3=")) { $0.form?.quantity = field(.result(exact("10/3"))) }
        #expect(store.state.form?.quantity.text == "≈3.333333")
        #expect(store.state.form?.quantity.value == exact("10/3"))
        #expect(store.view.form?.quantity.text == "≈3.333333")
        store.send(keys("*3=")) { $0.form?.quantity = field(.result(exact("10")), factors: ("10/3", "3")) }
        #expect(store.state.form?.quantity.text == "10")
        store.send(keys("C2/3=")) { $0.form?.quantity = field(.result(exact("2/3"))) }
        #expect(store.state.form?.quantity.text == "≈0.666667")
        store.send(keys("C0.1+0.2=")) { $0.form?.quantity = field(.result(exact("3/10"))) }
        #expect(store.state.form?.quantity.text == "0.3")
    }

    @Test("a multi-buy is typed in the price with the for key, or as a shelf tag's 3/$10")
    func multiBuy() {
        var store = TestStore(state(form: form(focus: .price)))
        store.send(keys("3F")) { $0.form?.price = field(offer: "3") }
        #expect(store.view.form?.price.text == "3 for")
        #expect(store.view.form?.submitHint == "Enter the quantity")
        store.send(keys("10")) { $0.form?.price = field(.typed("10"), offer: "3") }
        store.send(keys("F")) {
            $0.form?.price = field(
                .typed("10"), refused: .oneMultiBuy, offer: "3")
        }
        // Delete goes back through the price to the number of packs, as typed.
        store.send(keys("<<<")) { $0.form?.price = field(.typed("3")) }
        store.send(keys("C1.5F")) {
            $0.form?.price = field(
                .typed("1.5"),
                refused: .multiBuyNeedsWholeCount)
        }
        // A physical keyboard types the shelf tag: 3 / $ 10.
        store.send([.form(.key(.clear))] + ["3", "/", "$", "1", "0"].map { .form(.keyboard($0)) }) {
            $0.form?.price = field(.typed("10"), offer: "3")
        }
        // A currency sign anywhere else is what the price field already shows.
        store.send(.form(.keyboard("$")))
        // The quantity has no multi-buy and no currency.
        store.send([.form(.focus(.quantity)), .form(.key(.multiBuy))]) {
            $0.form?.focus = .quantity
            $0.form?.quantity = field(refused: .multiBuyGoesInPrice)
        }
        store.send(.form(.keyboard("€"))) {
            $0.form?.quantity = field(
                refused: .quantityHasNoCurrency)
        }
        store.send(.form(.keyboard("a"))) {
            $0.form?.quantity = field(
                refused: .cannotType(character: "a"))
        }
        store.send(.form(.keyboard("Shift")))  // not typing
        // Leaving the field takes its refusal away.
        store.send([.form(.focus(.price))] + keys("1")) {
            $0.form?.quantity = field()
            $0.form?.focus = .price
            $0.form?.price = field(.typed("101"), offer: "3")
        }
    }

    @Test("a multi-buy price buys that many of the quantity")
    func multiBuySubmit() {
        var store = TestStore(state(form: form(quantity: typed("1"), unit: .pound, price: typed("3F10"))))
        store.send(.form(.submit)) {
            $0.form = nil
            $0.addToOpenList(product("1", .pound, for: "10", packs: "3"))
            $0.lastUnit = .pound
        }
        #expect(store.view.rows.first?.quantity == "3 × 1 lb")
        #expect(store.view.rows.first?.price == "10.00")
    }

    @Test(
        "what the field shows",
        arguments: [
            ("", ""), ("12", "12"), ("12+", "12 +"), ("6*355", "6 × 355"), ("7-1", "7 − 1"), ("9/", "9 ÷"),
            ("1/3=", "≈0.333333"), ("1/8=", "0.125"), ("1/128=", "0.0078125"),
            ("1/3000000=", "≈0.000000333333"),
            (".0001*.0001=", "0.00000001"), ("999999999999*999999999999=", "999999999998000000000001"),
            ("3F", "3 for"), ("3F10", "3 for 10"), ("3F10+2", "3 for 10 + 2"), ("2/3=*3=", "2"),
        ])
    func fieldText(_ typedKeys: String, _ text: String) {
        #expect(typed(typedKeys).text == text)
    }

    @Test(
        "the keypad is total: keys on the name and unit fields change nothing",
        arguments: [
            FormField.unit, .name,
        ])
    func keysOnNonKeypadFields(_ focus: FormField) {
        var store = TestStore(state(form: form(focus: focus)))
        store.send(keys("12+3=<C."))
    }

    @Test("keys go to the focused field only")
    func keysGoToFocusedField() {
        var store = TestStore(state(form: form(quantity: typed("500"), focus: .price)))
        store.send(keys("3.99")) { $0.form?.price = field(.typed("3.99")) }
    }
}

/// The physical-keyboard mapping, expressed as actions.
@Suite("Keyboard mapping")
struct KeyboardMappingTests {
    @Test(
        "keyboard keys stand for keypad keys",
        arguments: [
            ("0", CalculatorKey.digit(0)), ("1", .digit(1)), ("2", .digit(2)), ("3", .digit(3)),
            ("4", .digit(4)),
            ("5", .digit(5)), ("6", .digit(6)), ("7", .digit(7)), ("8", .digit(8)), ("9", .digit(9)),
            (".", .decimalPoint), (",", .decimalPoint),
            ("+", .operation(.add)), ("-", .operation(.subtract)), ("−", .operation(.subtract)),
            ("*", .operation(.multiply)), ("x", .operation(.multiply)), ("X", .operation(.multiply)),
            ("×", .operation(.multiply)), ("/", .operation(.divide)), ("÷", .operation(.divide)),
            ("Enter", .equals), ("=", .equals), ("Backspace", .delete), ("Delete", .delete),
            ("Escape", .clear), ("c", .clear), ("C", .clear),
        ])
    func mapping(_ name: String, _ key: CalculatorKey) {
        #expect(CalculatorKey(keyboardKey: name) == key)
    }

    @Test(
        "named keyboard keys that are not typing are ignored",
        arguments: ["Tab", "ArrowLeft", "Shift", "", "10", "enter"])
    func unmappedKeys(_ name: String) {
        #expect(CalculatorKey(keyboardKey: name) == nil)
        var store = TestStore(state(form: form(quantity: typed("12+3"))))
        store.send(.form(.keyboard(name)))
    }

    @Test(
        "a typed character that means nothing in the field is refused visibly",
        arguments: ["a", " ", "%", "^", "("])
    func refusedCharacters(_ name: String) {
        #expect(CalculatorKey(keyboardKey: name) == nil)
        var store = TestStore(state(form: form(quantity: typed("12+3"))))
        store.send(.form(.keyboard(name))) {
            $0.form?.quantity = field(
                .typed("12"), .add, .typed("3"),
                refused: .cannotType(character: name))
        }
    }

    @Test("typing an equation on the keyboard works like the keypad")
    func keyboardEquation() {
        var store = TestStore(state(form: newForm()))
        let typing = ["6", "x", "3", "5", "6", "Backspace", "5"].map { Action.form(.keyboard($0)) }
        store.send(typing) { $0.form?.quantity = field(.typed("6"), .multiply, .typed("355")) }
        store.send(.form(.keyboard("Enter"))) {
            $0.form?.quantity = field(.result(exact("2130")), factors: ("6", "355"))
        }
        store.send(.form(.keyboard("Escape"))) { $0.form?.quantity = field() }
        store.send(["1", ",", "5", "÷", "3", "="].map { .form(.keyboard($0)) }) {
            $0.form?.quantity = field(.result(exact("1/2")))
        }
    }

    @Test(
        "keyboard keys are ignored while the name or unit field is focused",
        arguments: [
            FormField.name, .unit,
        ])
    func keyboardOutsideKeypadFields(_ focus: FormField) {
        var store = TestStore(state(form: form(quantity: typed("12"), focus: focus)))
        for name in ["1", "c", "Escape", "Backspace", "+", "Enter"] { store.send(.form(.keyboard(name))) }
    }
}
