/// An arithmetic operation that has no exact, representable result.
///
/// Every operation on ``Rational`` reports these as typed errors instead of trapping.
public enum ArithmeticError: Error, Equatable, Sendable {
    /// The exact result does not fit in the 128-bit numerator or denominator.
    case overflow
    /// The divisor was zero.
    case divisionByZero

    /// A sentence for the person who typed the input, in English.
    public var message: String { message(in: .english) }

    /// A sentence for the person who typed the input, in the language of `catalog`.
    public func message(in catalog: Catalog) -> String {
        switch self {
        case .overflow: catalog.text(.arithmeticOverflow)
        case .divisionByZero: catalog.text(.arithmeticDivisionByZero)
        }
    }
}

extension ArithmeticError: CustomStringConvertible {
    /// The same text as ``message``.
    public var description: String { message }
}
