/// A message on a keypad field: why a key was refused ("The number already has a decimal
/// point") or why its equation can't be solved ("Can't divide by zero: …").
///
/// It is kept as what happened, not as words, so that the field says it in the app's language
/// whenever it shows (``text(in:)``), and a saved form keeps its message across a change of
/// language.
public enum CalculatorMessage: Hashable, Sendable {
    /// A second decimal point in one number.
    case hasDecimalPoint
    /// A digit past ``Calculator/maximumDigits``.
    case tooManyDigits
    /// An operator with no number before it.
    case typeNumberFirst
    /// `=` with no operator.
    case nothingToSolve
    /// `=` with an operator but no second number.
    case typeSecondNumber
    /// "for" in a price that already has a multi-buy.
    case oneMultiBuy
    /// "for" with no number of packs before it.
    case multiBuyNeedsCount
    /// "for" after a number of packs that is not a positive whole number.
    case multiBuyNeedsWholeCount
    /// Delete in an empty field.
    case nothingToDelete
    /// Clear in an empty field.
    case alreadyEmpty
    /// An equation that divides by zero.
    case divisionByZero
    /// An equation whose result is too large to compute exactly.
    case tooLarge
    /// "for" in the quantity.
    case multiBuyGoesInPrice
    /// "for" in a deal's field.
    case multiBuyKeyInDeal
    /// A currency sign typed in the quantity.
    case quantityHasNoCurrency
    /// A currency sign typed in a percentage.
    case percentHasNoCurrency
    /// A currency sign typed in a count of packs.
    case packCountHasNoCurrency
    /// A character typed on a keyboard that means nothing in a keypad field.
    case cannotType(character: String)
    /// A message saved, as words, by an earlier version of Per.
    case saved(String)

    /// The message in the words of `catalog`.
    public func text(in catalog: Catalog) -> String {
        switch self {
        case .tooManyDigits:
            catalog.text(.calculatorTooManyDigits, ("digits", String(Calculator.maximumDigits)))
        case .cannotType(let character): catalog.text(.calculatorCannotType, ("character", character))
        case .saved(let text): text
        default: phraseWithoutValues.map(catalog.text) ?? ""
        }
    }

    /// The phrase of a message whose words take no value.
    private var phraseWithoutValues: Phrase? {
        switch self {
        case .hasDecimalPoint: .calculatorHasDecimalPoint
        case .typeNumberFirst: .calculatorTypeNumberFirst
        case .nothingToSolve: .calculatorNothingToSolve
        case .typeSecondNumber: .calculatorTypeSecondNumber
        case .oneMultiBuy: .calculatorOneMultiBuy
        case .multiBuyNeedsCount: .calculatorMultiBuyNeedsCount
        case .multiBuyNeedsWholeCount: .calculatorMultiBuyNeedsWholeCount
        case .nothingToDelete: .calculatorNothingToDelete
        case .alreadyEmpty: .calculatorAlreadyEmpty
        case .divisionByZero: .calculatorDivisionByZero
        case .tooLarge: .calculatorTooLarge
        case .multiBuyGoesInPrice: .calculatorMultiBuyGoesInPrice
        case .multiBuyKeyInDeal: .calculatorMultiBuyKeyInDeal
        case .quantityHasNoCurrency: .calculatorQuantityHasNoCurrency
        case .percentHasNoCurrency: .calculatorPercentHasNoCurrency
        case .packCountHasNoCurrency: .calculatorPackCountHasNoCurrency
        case .tooManyDigits, .cannotType, .saved: nil
        }
    }
}

// MARK: Saved form

extension CalculatorMessage {
    /// The messages whose saved form is their name alone.
    private static let named: [CalculatorMessage] = [
        .hasDecimalPoint, .tooManyDigits, .typeNumberFirst, .nothingToSolve, .typeSecondNumber,
        .oneMultiBuy, .multiBuyNeedsCount, .multiBuyNeedsWholeCount, .nothingToDelete, .alreadyEmpty,
        .divisionByZero, .tooLarge, .multiBuyGoesInPrice, .multiBuyKeyInDeal, .quantityHasNoCurrency,
        .percentHasNoCurrency, .packCountHasNoCurrency,
    ]

    /// The saved form: the message's name (`"divisionByZero"`), and the character of
    /// ``cannotType(character:)`` or the words of ``saved(_:)`` as its value.
    var savedForm: (name: String, value: String?) {
        switch self {
        case .hasDecimalPoint: ("hasDecimalPoint", nil)
        case .tooManyDigits: ("tooManyDigits", nil)
        case .typeNumberFirst: ("typeNumberFirst", nil)
        case .nothingToSolve: ("nothingToSolve", nil)
        case .typeSecondNumber: ("typeSecondNumber", nil)
        case .oneMultiBuy: ("oneMultiBuy", nil)
        case .multiBuyNeedsCount: ("multiBuyNeedsCount", nil)
        case .multiBuyNeedsWholeCount: ("multiBuyNeedsWholeCount", nil)
        case .nothingToDelete: ("nothingToDelete", nil)
        case .alreadyEmpty: ("alreadyEmpty", nil)
        case .divisionByZero: ("divisionByZero", nil)
        case .tooLarge: ("tooLarge", nil)
        case .multiBuyGoesInPrice: ("multiBuyGoesInPrice", nil)
        case .multiBuyKeyInDeal: ("multiBuyKeyInDeal", nil)
        case .quantityHasNoCurrency: ("quantityHasNoCurrency", nil)
        case .percentHasNoCurrency: ("percentHasNoCurrency", nil)
        case .packCountHasNoCurrency: ("packCountHasNoCurrency", nil)
        case .cannotType(let character): ("cannotType", character)
        case .saved(let text): ("saved", text)
        }
    }

    /// The message saved as `name` and `value`; a name that no message has is the words of an
    /// earlier version, which read as the message whose English words they are, or are kept as
    /// they are.
    init(savedName name: String, value: String?) {
        if name.hasSameUTF8(as: "cannotType"), let value {
            self = .cannotType(character: value)
        } else if name.hasSameUTF8(as: "saved"), let value {
            self = .saved(value)
        } else if let match = Self.named.first(where: {
            $0.savedForm.name.hasSameUTF8(as: name) || $0.text(in: .english).hasSameUTF8(as: name)
        }) {
            self = match
        } else {
            self = .saved(name)
        }
    }
}
