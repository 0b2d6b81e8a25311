/// An arithmetic operation that has no exact, representable result.
///
/// Every operation on ``Rational`` reports these as typed errors instead of trapping.
public enum ArithmeticError: Error, Equatable, Sendable {
    /// The exact result does not fit in the 128-bit numerator or denominator.
    case overflow
    /// The divisor was zero.
    case divisionByZero

    /// A sentence for the person who typed the input.
    public var message: String {
        switch self {
        case .overflow: "The numbers are too large to compare exactly."
        case .divisionByZero: "Can't divide by zero."
        }
    }
}

extension ArithmeticError: CustomStringConvertible {
    /// The same text as ``message``.
    public var description: String { message }
}
