/// A key of the calculator keypad that every numeric field of the add-product form uses.
public enum CalculatorKey: Hashable, Sendable {
    /// A digit, 0 through 9.
    case digit(Int)
    /// The decimal point.
    case decimalPoint
    /// An arithmetic operator.
    case operation(CalculatorOperator)
    /// `for`: starts a multi-buy in the price field, `3 for 10`.
    case multiBuy
    /// `=`: solves a complete equation.
    case equals
    /// `⌫`: deletes the last character.
    case delete
    /// `C`: empties the field.
    case clear

    /// Every key, in keypad order.
    public static let all: [CalculatorKey] =
        (0...9).map { CalculatorKey.digit($0) } + [.decimalPoint]
        + CalculatorOperator.allCases.map { CalculatorKey.operation($0) } + [
            .multiBuy, .equals, .delete, .clear,
        ]

    /// A stable identifier for the wire format and the keypad's markup: `0`…`9`, `point`,
    /// `plus`, `minus`, `times`, `divide`, `for`, `equals`, `delete`, `clear`.
    public var id: String {
        switch self {
        case .digit(let digit): String(digit)
        case .decimalPoint: "point"
        case .operation(let operation): operation.id
        case .multiBuy: "for"
        case .equals: "equals"
        case .delete: "delete"
        case .clear: "clear"
        }
    }

    /// The key with identifier `id`, if any.
    public init?(id: String) {
        guard let key = CalculatorKey.all.first(where: { $0.id.hasSameUTF8(as: id) }) else { return nil }
        self = key
    }

    /// What the key shows: "7", ".", "+", "−", "×", "÷", "for", "=", "⌫", "C". The decimal
    /// point is shown in the locale's way by ``label(decimalSeparator:)``.
    public var label: String {
        switch self {
        case .digit(let digit): String(digit)
        case .decimalPoint: "."
        case .operation(let operation): operation.symbol
        case .multiBuy: "for"
        case .equals: "="
        case .delete: "⌫"
        case .clear: "C"
        }
    }

    /// What the key shows where numbers are written with `decimalSeparator`.
    public func label(decimalSeparator: String) -> String {
        self == .decimalPoint ? decimalSeparator : label
    }

    /// Whether a physical keyboard key is a currency sign: typed after `3 ÷` it makes the
    /// multi-buy `3 for` (`3/$10`); elsewhere in the price it is what the field already shows.
    static func isCurrencySign(keyboardKey: String) -> Bool {
        let scalars = Array(keyboardKey.unicodeScalars)
        return scalars.count == 1 && scalars[0].isCurrencySign
    }

    /// The key a physical keyboard key stands for, named as in the DOM's `KeyboardEvent.key`:
    /// digits, `.` and `,`, `+ - * x / ÷`, `Enter` or `=` for equals, `Backspace` for delete and
    /// `Escape` for clear.
    public init?(keyboardKey: String) {
        switch ExactText(keyboardKey) {
        case "0": self = .digit(0)
        case "1": self = .digit(1)
        case "2": self = .digit(2)
        case "3": self = .digit(3)
        case "4": self = .digit(4)
        case "5": self = .digit(5)
        case "6": self = .digit(6)
        case "7": self = .digit(7)
        case "8": self = .digit(8)
        case "9": self = .digit(9)
        case ".", ",": self = .decimalPoint
        case "+": self = .operation(.add)
        case "-", "−": self = .operation(.subtract)
        case "*", "x", "X", "×": self = .operation(.multiply)
        case "/", "÷": self = .operation(.divide)
        case "=", "Enter": self = .equals
        case "Backspace", "Delete": self = .delete
        case "Escape", "c", "C": self = .clear
        default: return nil
        }
    }
}

/// The four operators of the keypad.
public enum CalculatorOperator: String, CaseIterable, Hashable, Sendable {
    /// The case named `rawValue`, compared byte for byte.
    public init?(rawValue: String) {
        guard let match = Self.exactlyMatching(rawValue) else { return nil }
        self = match
    }

    /// Addition.
    case add
    /// Subtraction.
    case subtract
    /// Multiplication.
    case multiply
    /// Division.
    case divide

    /// The identifier used by ``CalculatorKey/id``.
    public var id: String {
        switch self {
        case .add: "plus"
        case .subtract: "minus"
        case .multiply: "times"
        case .divide: "divide"
        }
    }

    /// The symbol shown in the field: `+`, `−`, `×`, `÷`.
    public var symbol: String {
        switch self {
        case .add: "+"
        case .subtract: "−"
        case .multiply: "×"
        case .divide: "÷"
        }
    }

    /// Applies the operator exactly.
    func apply(_ left: Rational, _ right: Rational) throws(ArithmeticError) -> Rational {
        switch self {
        case .add: try left.adding(right)
        case .subtract: try left.subtracting(right)
        case .multiply: try left.multiplied(by: right)
        case .divide: try left.divided(by: right)
        }
    }
}
