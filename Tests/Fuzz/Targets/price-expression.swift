import PerKit

/// Price expressions (`7.99 - 1.50`, `2 x 3.49`, `(1 + 2) ÷ 3`), single numbers (`1.299,00`,
/// `1 1/2`) and the display of the values they make.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzPriceExpression(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = FuzzInput(data, size).text
    if let value = try? PriceExpression.evaluate(text) {
        PriceExpressionTarget.checkExactText(of: value, from: text)
        PriceExpressionTarget.display(value)
    }
    if let value = try? Rational(parsing: text) {
        invariant(!value.isNegative, "the number '\(text)' read as \(value.fractionText)")
        PriceExpressionTarget.checkExactText(of: value, from: text)
        PriceExpressionTarget.display(value)
    }
    return 0
}

enum PriceExpressionTarget {
    /// A value reads back from its fraction text (`p/q`) when its numbers have no more digits
    /// than a number may have, and from its exact decimal when that reads at all (a decimal of
    /// many places may be too large to compute).
    static func checkExactText(of value: Rational, from text: String) {
        guard !value.isNegative else { return }
        let fraction = value.fractionText
        if value.isWritableExactly {
            invariant(
                (try? PriceExpression.evaluate(fraction)) == value,
                "'\(text)' is \(fraction), which reads otherwise")
            invariant(
                (try? Rational(parsing: fraction)) == value, "'\(text)' is \(fraction), which reads otherwise"
            )
        }
        for reading in [try? PriceExpression.evaluate(fraction), try? Rational(parsing: fraction)] {
            invariant(reading == nil || reading == value, "'\(text)' is \(fraction), which reads otherwise")
        }
        if let decimal = value.exactDecimal, let again = try? Rational(parsing: decimal) {
            invariant(again == value, "'\(text)' is \(decimal), which reads as \(again.fractionText)")
        }
    }

    /// Every way a value is shown: text, whatever the value.
    static func display(_ value: Rational) {
        for places in [0, 2, 12] {
            _ = value.formatted(places: places)
            _ = value.formatted(maximumPlaces: places)
        }
        _ = value.displayText(minimumPlaces: 2)
        _ = value.formatted(significantDigits: 4)
        _ = value.terminatingPlaces
    }
}
