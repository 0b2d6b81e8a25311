/// The calculator behind one numeric field of the add-product form.
///
/// A field holds a left operand, optionally an operator and a right operand — one operator
/// at a time, so there is never a question of precedence: pressing an operator on a complete
/// equation solves it first (`7.99 − 1.50` then `−` shows `6.49 −`). The price field may
/// also start with a multi-buy, `3 for` (see ``offerCount``). Every key press is total: a key
/// that can't apply is refused with a message (``isRefusal``) and changes nothing else,
/// nothing ever traps, and results stay exact (10 ÷ 3 shows `≈3.333333` but is exactly 10/3).
public struct Calculator: Hashable, Sendable {
    /// The left operand; `nil` while the field is empty.
    public private(set) var left: CalculatorOperand?
    /// The pending operator, if any.
    public private(set) var operation: CalculatorOperator?
    /// The right operand, once its first digit is typed.
    public private(set) var right: CalculatorOperand?
    /// A message shown on the field, e.g. "Can't divide by zero"; cleared by the next key.
    public private(set) var message: CalculatorMessage?
    /// Whether ``message`` says that the last key was refused (rather than that solving failed).
    public private(set) var isRefusal = false
    /// The number of packs of a multi-buy, `3` in `3 for 10`: the field's value is then the
    /// price of that many packs.
    private(set) var offerCount: Rational? {
        get { storedOfferCount?.value }
        set { storedOfferCount = OutOfLine(newValue) }
    }
    private var storedOfferCount: OutOfLine<Rational>?
    /// The operands of the multiplication that produced the left operand, as in `6 × 355`,
    /// so that a quantity typed that way can be kept as a multipack; cleared by the next key.
    public private(set) var factors: Factors? {
        get { storedFactors?.value }
        set { storedFactors = OutOfLine(newValue) }
    }
    private var storedFactors: OutOfLine<Factors>?

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

    /// A field showing an amount of money as a shopper types it, with at least `places`
    /// decimals (`1.40`), so that it can be edited digit by digit; as ``init(value:)`` when it
    /// has too many digits for that.
    init(money amount: Rational, places: Int) {
        let text = amount.displayText(minimumPlaces: places)
        if !amount.isNegative, CalculatorOperand.isValidTyped(text),
            CalculatorOperand.digitCount(of: text) <= Self.maximumDigits
        {
            self.init()
            left = .typed(text)
        } else {
            self.init(value: amount)
        }
    }

    /// A field holding the equation `left × right`, e.g. a multipack being edited.
    public init(multiplying left: Rational, by right: Rational) {
        self.left = CalculatorOperand(value: left)
        operation = .multiply
        self.right = CalculatorOperand(value: right)
    }

    /// Restores a field exactly from its parts (used by saved state).
    init(
        left: CalculatorOperand?, operation: CalculatorOperator?, right: CalculatorOperand?,
        message: CalculatorMessage?,
        isRefusal: Bool = false, offerCount: Rational? = nil, factors: Factors?
    ) {
        self.left = left
        self.operation = left == nil ? nil : operation
        self.right = self.operation == nil ? nil : right
        self.message = message
        self.isRefusal = message != nil && isRefusal
        self.offerCount = offerCount.flatMap { $0.isInteger && $0.isPositive ? $0 : nil }
        self.factors = self.operation == nil ? factors : nil
    }

    /// Whether the field shows nothing.
    public var isEmpty: Bool { left == nil && offerCount == nil }

    /// Whether the field holds a complete equation that `=` would solve.
    var hasCompleteEquation: Bool { left != nil && operation != nil && right?.value != nil }

    /// What the field shows: `12`, `0.`, `6 × 355`, `12 +`, `≈3.333333`, `3 for 10`, with `.`
    /// as the decimal point (a front end shows its locale's).
    public var text: String {
        var text = offerCount.map { $0.fractionText + " for" } ?? ""
        if let left { text += (text.isEmpty ? "" : " ") + left.text }
        if let operation { text += " " + operation.symbol }
        if let right { text += " " + right.text }
        return text
    }

    /// The exact number the field holds now, ignoring a pending operator or equation.
    public var value: Rational? { left?.value }

    /// The number the field will hold once left: a complete equation solved, a dangling
    /// operator dropped. `nil` when empty or when solving fails (division by zero).
    var committedValue: Rational? {
        guard hasCompleteEquation else { return value }
        var copy = self
        copy.message = nil
        copy.solve()
        return copy.message == nil ? copy.value : nil
    }

    /// Whether pressing `key` would do something now.
    public func isEnabled(_ key: CalculatorKey) -> Bool { refusal(of: key) == nil }

    /// Why pressing `key` can't do anything now, or `nil` when it can.
    public func refusal(of key: CalculatorKey) -> CalculatorMessage? {
        switch key {
        case .digit, .decimalPoint:
            guard let operand = currentOperand, !isShowingResult else { return nil }
            if key == .decimalPoint && operand.hasDecimalPoint {
                return .hasDecimalPoint
            }
            return operand.digitCount < Self.maximumDigits ? nil : .tooManyDigits
        case .operation:
            guard left?.value != nil else { return .typeNumberFirst }
            return nil
        case .equals:
            if hasCompleteEquation { return nil }
            return operation == nil ? .nothingToSolve : .typeSecondNumber
        case .multiBuy:
            if offerCount != nil { return .oneMultiBuy }
            guard let value = left?.value, right == nil, operation == nil || operation == .divide else {
                return .multiBuyNeedsCount
            }
            return value.isInteger && value.isPositive ? nil : .multiBuyNeedsWholeCount
        case .delete: return isEmpty ? .nothingToDelete : nil
        case .clear: return isEmpty && message == nil ? .alreadyEmpty : nil
        }
    }

    /// Applies a key press. A key that can't apply is refused: the field keeps its value and
    /// shows why.
    mutating func press(_ key: CalculatorKey) {
        let refusal = refusal(of: key)
        message = nil
        isRefusal = false
        if let refusal {
            refuse(refusal)
            return
        }
        factors = nil
        switch key {
        case .digit(let digit): append(digit: digit)
        case .decimalPoint: appendDecimalPoint()
        case .operation(let operation):
            // Chaining: a complete equation is solved first, so one operator shows at a time.
            if hasCompleteEquation {
                solve()
                guard message == nil else { return }
                factors = nil
            }
            self.operation = operation
            if case .typed(let text) = left, text.hasUTF8Suffix(".") {
                left = .typed(text.droppingLastUTF8(1))
            }
        case .equals: solve()
        case .multiBuy:
            offerCount = left?.value
            left = nil
            operation = nil
        case .delete: deleteBackward()
        case .clear: self = Calculator()
        }
    }

    /// Shows `message` as a refused key press; nothing else changes.
    mutating func refuse(_ message: CalculatorMessage) {
        self.message = message
        isRefusal = true
    }

    /// What leaving the field does: solves a complete equation or drops a dangling operator
    /// (`12+` becomes `12`). An equation that can't be solved stays, with its message; a refused
    /// key's message goes.
    ///
    /// Kept out of line: the form commits fields in several places, and each inlined copy
    /// carried the whole equation check.
    @inline(never)
    public mutating func commit() {
        if isRefusal {
            message = nil
            isRefusal = false
        }
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
        guard left != nil else {
            // `3 for` and nothing after: back to the number of packs, as typed.
            left = offerCount.map { .typed($0.fractionText) }
            offerCount = nil
            return
        }
        if let right {
            let remaining = right.text.droppingLastUTF8(1)
            self.right = remaining.isEmpty ? nil : .typed(remaining)
        } else if operation != nil {
            operation = nil
        } else if let left {
            // An approximate result is edited as the digits it shows.
            let remaining = left.text.droppingPrefix("≈").droppingLastUTF8(1)
            // The digits of a result become typed digits; a result with more digits than can
            // be typed is cleared instead, so that every typed operand obeys the digit limit.
            let isTypeable = CalculatorOperand.typed(remaining).digitCount <= Self.maximumDigits
            self.left =
                remaining.isEmpty || remaining.hasSameUTF8(as: "-") || !isTypeable ? nil : .typed(remaining)
        }
    }

    private mutating func solve() {
        guard let operation, let leftValue = left?.value, let rightValue = right?.value else { return }
        do {
            left = .result(try operation.apply(leftValue, rightValue))
            self.operation = nil
            right = nil
            if operation == .multiply { factors = Factors(leftValue, rightValue) }
        } catch {
            // The equation stays as typed, so that it can be mended; it has no value meanwhile.
            message = error == .divisionByZero ? .divisionByZero : .tooLarge
        }
    }
}
