/// The calculator behind one numeric field of the add-product form.
///
/// A field holds a left operand, optionally an operator and a right operand — one operator
/// at a time, so there is never a question of precedence. Every key press is total: keys
/// that do not apply are disabled (``isEnabled(_:)``) and ignored, nothing ever traps, and
/// results stay exact (10 ÷ 3 shows `3.333333` but is exactly 10/3).
public struct Calculator: Hashable, Sendable {
    /// The left operand; `nil` while the field is empty.
    public private(set) var left: CalculatorOperand?
    /// The pending operator, if any.
    public private(set) var operation: CalculatorOperator?
    /// The right operand, once its first digit is typed.
    public private(set) var right: CalculatorOperand?
    /// A message shown on the field, e.g. "Can't divide by zero"; cleared by the next key.
    public private(set) var message: String?
    /// The operands of the multiplication that produced the left operand, as in `6 × 355`,
    /// so that a quantity typed that way can be kept as a multipack; cleared by the next key.
    public private(set) var factors: Factors?

    /// The two operands of a solved multiplication.
    public struct Factors: Hashable, Sendable {
        /// The left operand.
        public let left: Rational
        /// The right operand.
        public let right: Rational

        /// Creates the factors of `left × right`.
        public init(_ left: Rational, _ right: Rational) {
            self.left = left
            self.right = right
        }

        /// The factors as a pack count and a pack size: the count is the whole-number factor
        /// (the left one when both are whole), or `nil` when neither is a positive whole number.
        public var pack: (count: Rational, size: Rational)? {
            if left.isInteger && left.isPositive { return (left, right) }
            if right.isInteger && right.isPositive { return (right, left) }
            return nil
        }
    }

    /// The most digits an operand can have.
    public static let maximumDigits = 12

    /// An empty field.
    public init() {}

    /// A field holding `value`, e.g. when a product is edited.
    public init(value: Rational) {
        left = .result(value)
    }

    /// A field holding the equation `left × right`, e.g. a multipack being edited.
    public init(multiplying left: Rational, by right: Rational) {
        self.left = CalculatorOperand(value: left)
        operation = .multiply
        self.right = CalculatorOperand(value: right)
    }

    /// Restores a field exactly from its parts (used by saved state).
    init(
        left: CalculatorOperand?, operation: CalculatorOperator?, right: CalculatorOperand?, message: String?,
        factors: Factors?
    ) {
        self.left = left
        self.operation = left == nil ? nil : operation
        self.right = self.operation == nil ? nil : right
        self.message = message
        self.factors = self.operation == nil ? factors : nil
    }

    /// Whether the field shows nothing.
    public var isEmpty: Bool { left == nil }

    /// Whether the field holds a complete equation that `=` would solve.
    public var hasCompleteEquation: Bool { left != nil && operation != nil && right?.value != nil }

    /// What the field shows: `12`, `0.`, `6 × 355`, `12 +`, `3.333333`.
    public var text: String {
        var text = left?.text ?? ""
        if let operation { text += " " + operation.symbol }
        if let right { text += " " + right.text }
        return text
    }

    /// The exact number the field holds now, ignoring a pending operator or equation.
    public var value: Rational? { left?.value }

    /// The number the field will hold once left: a complete equation solved, a dangling
    /// operator dropped. `nil` when empty or when solving fails (division by zero).
    public var committedValue: Rational? {
        guard hasCompleteEquation else { return value }
        var copy = self
        copy.message = nil
        copy.solve()
        return copy.message == nil ? copy.value : nil
    }

    /// Whether pressing `key` would do something now.
    public func isEnabled(_ key: CalculatorKey) -> Bool {
        switch key {
        case .digit, .decimalPoint:
            guard let operand = currentOperand, !isShowingResult else { return true }
            if key == .decimalPoint && operand.hasDecimalPoint { return false }
            return operand.digitCount < Self.maximumDigits
        case .operation: return left?.value != nil && right == nil
        case .equals: return hasCompleteEquation
        case .delete: return left != nil
        case .clear: return left != nil || message != nil
        }
    }

    /// Applies a key press. Disabled keys are ignored.
    public mutating func press(_ key: CalculatorKey) {
        guard isEnabled(key) else { return }
        message = nil
        factors = nil
        switch key {
        case .digit(let digit): append(digit: digit)
        case .decimalPoint: appendDecimalPoint()
        case .operation(let operation):
            self.operation = operation
            if case .typed(let text) = left, let value = left?.value, text.hasUTF8Suffix(".") {
                left = .typed(value.formatted(maximumPlaces: CalculatorOperand.displayPlaces))
            }
        case .equals: solve()
        case .delete: deleteBackward()
        case .clear: self = Calculator()
        }
    }

    /// What leaving the field does: solves a complete equation or drops a dangling operator
    /// (`12+` becomes `12`).
    public mutating func commit() {
        if hasCompleteEquation {
            solve()
        } else {
            operation = nil
            right = nil
        }
    }

    // MARK: Editing

    /// The operand being typed: the right one once an operator is pending.
    private var currentOperand: CalculatorOperand? { operation == nil ? left : right }

    /// Whether the left operand is a result, so that typing starts a new number.
    private var isShowingResult: Bool {
        if operation == nil, case .result = left { return true }
        return false
    }

    private mutating func setCurrentOperand(_ operand: CalculatorOperand?) {
        if operation == nil { left = operand } else { right = operand }
    }

    private mutating func append(digit: Int) {
        let digitText = String(min(max(digit, 0), 9))
        guard !isShowingResult, case .typed(let text)? = currentOperand else {
            setCurrentOperand(.typed(digitText))
            return
        }
        // A lone leading zero is replaced: "0" then "5" is "5".
        let newText: String
        switch ExactText(text) {
        case "0": newText = digitText
        case "-0": newText = "-" + digitText
        default: newText = text + digitText
        }
        setCurrentOperand(.typed(newText))
    }

    private mutating func appendDecimalPoint() {
        guard !isShowingResult, case .typed(let text)? = currentOperand else {
            setCurrentOperand(.typed("0."))
            return
        }
        setCurrentOperand(.typed(text.hasSameUTF8(as: "-") ? "-0." : text + "."))
    }

    private mutating func deleteBackward() {
        if let right {
            let remaining = right.text.droppingLastUTF8(1)
            self.right = remaining.isEmpty ? nil : .typed(remaining)
        } else if operation != nil {
            operation = nil
        } else if let left {
            let remaining = left.text.droppingLastUTF8(1)
            // The digits of a result become typed digits; a result with more digits than can
            // be typed is cleared instead, so that every typed operand obeys the digit limit.
            let isTypeable = CalculatorOperand.typed(remaining).digitCount <= Self.maximumDigits
            self.left =
                remaining.isEmpty || remaining.hasSameUTF8(as: "-") || !isTypeable ? nil : .typed(remaining)
        }
    }

    private mutating func solve() {
        guard let operation, let leftValue = left?.value, let rightValue = right?.value else { return }
        self.operation = nil
        right = nil
        do {
            left = .result(try operation.apply(leftValue, rightValue))
            if operation == .multiply { factors = Factors(leftValue, rightValue) }
        } catch {
            // The field keeps its left operand as it was.
            message = error == .divisionByZero ? "Can't divide by zero" : "The result is too large"
        }
    }
}
