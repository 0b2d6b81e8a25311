import PerKit

extension Rational {
    /// The most digits one number may have in text PerKit reads.
    static let maximumDigits = 30

    /// Whether the numerator and the denominator can each be written as one number that
    /// PerKit reads: no more than ``maximumDigits`` digits.
    var isWritableExactly: Bool {
        String(numerator.magnitude).utf8.count <= Self.maximumDigits
            && String(denominator).utf8.count <= Self.maximumDigits
    }
}
