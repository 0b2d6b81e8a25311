extension Rational {
    /// Reads ``fractionText`` back: `p`, `-p`, `p/q` or `-p/q` with decimal digits only.
    public init?(fractionText text: String) {
        var value: Rational? = nil
        text.withUTF8Bytes { value = Rational(fractionUTF8: $0) }
        guard let value else { return nil }
        self = value
    }

    /// Reads ``fractionText`` back from UTF-8 bytes, as ``init(fractionText:)`` reads text.
    init?(fractionUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        var index = bytes.first == UInt8(ascii: "-") ? 1 : 0
        let negative = index == 1
        var numerator: Int128 = 0
        guard let digits = Self.readDigits(bytes, &index, onto: &numerator), digits > 0 else { return nil }
        var denominator: Int128 = 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "/") {
            index += 1
            denominator = 0
            guard let digits = Self.readDigits(bytes, &index, onto: &denominator), digits > 0 else {
                return nil
            }
        }
        guard index == bytes.count, let value = try? Rational(negative ? -numerator : numerator, denominator)
        else {
            return nil
        }
        self = value
    }

    /// Reads a plain decimal such as ``exactDecimal`` writes, or a calculator operand as typed:
    /// `12`, `12.5`, `12.`, `-0.25`. Unlike ``init(parsing:)`` it accepts no currency signs,
    /// separators or expressions, and it needs none of the expression parser.
    public init?(decimalText text: String) {
        var parts: (digits: Int128, places: Int)? = nil
        text.withUTF8Bytes { bytes in
            var index = bytes.first == UInt8(ascii: "-") ? 1 : 0
            let negative = index == 1
            var digits: Int128 = 0
            guard let whole = Self.readDigits(bytes, &index, onto: &digits) else { return }
            var places = 0
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard let fraction = Self.readDigits(bytes, &index, onto: &digits) else { return }
                places = fraction
            }
            // 10³⁸ is the largest power of ten an `Int128` holds.
            guard index == bytes.count, whole + places > 0, places <= 38 else { return }
            parts = (negative ? -digits : digits, places)
        }
        guard let parts else { return nil }
        self.init(digits: parts.digits, places: parts.places)
    }

    /// Reads the decimal digits at `index` onto `value` (`value × 10 + digit` for each, up to
    /// `Int128.max`: every part of a `Rational` fits) and moves `index` past them.
    /// - Returns: how many digits were read; `nil` when `value` would exceed `Int128.max`.
    private static func readDigits(
        _ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int, onto value: inout Int128
    ) -> Int? {
        let start = index
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
            let (times10, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, sumOverflow) = times10.addingReportingOverflow(Int128(bytes[index] - UInt8(ascii: "0")))
            guard !overflow, !sumOverflow else { return nil }
            value = sum
            index += 1
        }
        return index - start
    }
}
