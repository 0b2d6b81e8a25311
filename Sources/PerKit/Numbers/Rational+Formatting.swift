extension Rational {
    /// The value as decimal text with exactly `places` digits after the point, rounded half
    /// away from zero: `(10/3).formatted(places: 2)` is `3.33`, `(-5/2).formatted(places: 0)`
    /// is `-3`.
    /// - Complexity: O(`places` + number of integer digits).
    public func formatted(places: Int) -> String {
        RoundedDecimal(self, places: places).text
    }

    /// The shortest exact decimal text (`3.99`, `0.125`, `12`) when the decimal expansion
    /// terminates, otherwise `nil` (for example 1/3).
    public var exactDecimal: String? {
        guard let places = terminatingPlaces else { return nil }
        return formatted(places: places)
    }

    /// The number of decimal places of the exact expansion, or `nil` if it does not end.
    public var terminatingPlaces: Int? {
        var d = denominator
        var twos = 0
        var fives = 0
        while d % 2 == 0 {
            d /= 2
            twos += 1
        }
        while d % 5 == 0 {
            d /= 5
            fives += 1
        }
        return d == 1 ? max(twos, fives) : nil
    }

    /// Decimal text with at most `places` digits after the point and no trailing zeros:
    /// `(1/3).formatted(maximumPlaces: 4)` is `0.3333`, `(3/2).formatted(maximumPlaces: 4)` is
    /// `1.5`, `(1.0001).formatted(maximumPlaces: 2)` is `1`.
    public func formatted(maximumPlaces places: Int) -> String {
        let exactPlaces = terminatingPlaces ?? places
        let text = formatted(places: min(exactPlaces, places))
        // Rounding can end in zeros (1.0001 → 1.00): drop them, and a bare point.
        guard text.unicodeScalars.contains(".") else { return text }
        // Trimmed as UTF-8 bytes: String's own removeLast() pulls in ~5 KB of wasm.
        var bytes = Array(text.utf8)
        while bytes.last == UInt8(ascii: "0") { bytes.removeLast() }
        if bytes.last == UInt8(ascii: ".") { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The most decimal places ``displayText(minimumPlaces:)`` writes out exactly; a value that
    /// needs more is shown rounded, marked with `≈`.
    static let maximumExactDisplayPlaces = 24

    /// Text that denotes the value truthfully, for every number Per shows a shopper: the exact
    /// decimal (at least `minimumPlaces` places) when it ends within
    /// ``maximumExactDisplayPlaces`` places, otherwise `≈` and the value rounded to
    /// six significant decimals (`≈3.333333`, `≈0.00000003333333`). Never `0` for a value that
    /// is not zero, never cut short without the `≈`.
    ///
    /// `(1/100000000).displayText()` is `0.00000001`, `(399/100).displayText(minimumPlaces: 2)`
    /// is `3.99`, `(3).displayText(minimumPlaces: 2)` is `3.00`, `(10/3).displayText()` is
    /// `≈3.333333`.
    public func displayText(minimumPlaces: Int = 0) -> String {
        let minimumPlaces = max(0, minimumPlaces)
        if let places = terminatingPlaces, places <= Self.maximumExactDisplayPlaces {
            return formatted(places: max(places, minimumPlaces))
        }
        // Leading zeros after the point, so that a small value keeps its significant digits.
        var zeros = 0
        var scaled = magnitude
        while scaled < .one, zeros < 40, let next = try? scaled.multiplied(by: Rational(10)) {
            if next >= .one { break }
            scaled = next
            zeros += 1
        }
        let places = max(minimumPlaces, zeros + Self.approximateDisplayPlaces)
        return "≈" + formatted(places: places)
    }

    /// The decimals an approximate value shows after its leading zeros.
    static let approximateDisplayPlaces = 6

    /// Decimal text rounded to `digits` significant digits, without trailing zeros:
    /// `473.176473` stays exact; 1/3 gives `0.3333333333` for 10 digits.
    public func formatted(significantDigits digits: Int) -> String {
        let magnitude = self.magnitude
        guard !magnitude.isZero else { return "0" }
        // Count the integer digits, or the leading zeros after the point.
        let whole = magnitude.numerator / magnitude.denominator
        var leading = 0
        if whole > 0 {
            leading = Self.decimalString(whole.magnitude).utf8.count
        } else {
            var scaled = magnitude
            while let next = try? scaled.multiplied(by: Rational(10)), next < .one {
                scaled = next
                leading -= 1
            }
        }
        return formatted(maximumPlaces: max(0, digits - leading))
    }

    static func decimalString(_ value: UInt128) -> String {
        var bytes: [UInt8] = []
        RoundedDecimal.appendDigits(of: value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The exact value as `p/q`, or `p` for whole numbers.
    public var fractionText: String {
        let sign = numerator < 0 ? "-" : ""
        let n = sign + Self.decimalString(numerator.magnitude)
        return denominator == 1 ? n : n + "/" + Self.decimalString(denominator.magnitude)
    }
}

extension Rational: CustomStringConvertible {
    /// The exact decimal when it terminates, otherwise the fraction `p/q`.
    public var description: String { exactDecimal ?? fractionText }
}

extension Rational {
    /// Reads a single number as typed: `3.99`, `3,99`, `.5`, `1/2`, `1 1/2`, `$3.99`,
    /// `€3,99`, `3.99 $`, `1,299.00`, `1.299,00`.
    /// - Throws: ``ParseError`` when the text is not exactly one number.
    public init(parsing text: String) throws(ParseError) {
        var parser = ExpressionParser(text, allowsAllOperators: false)
        guard !parser.isAtEnd() else { throw ParseError(.parseExpectedNumber, at: 0) }
        let value = try parser.parseFactor()
        guard parser.isAtEnd() else {
            throw ParseError(
                .parseUnexpectedAfterNumber, ("text", parser.scanner.remainder),
                ("before", parser.consumedText),
                at: parser.scanner.position)
        }
        self = value
    }
}

extension Rational {
    /// The fewest decimal places, from `minimum` up to `maximum`, at which no non-zero value
    /// of `values` is displayed as zero (`0.00`, `-0.000`): a real difference never reads as
    /// none.
    /// - Complexity: O(values × places).
    static func placesShowingNonZero(_ values: [Rational], minimum: Int, maximum: Int) -> Int {
        var places = minimum
        while places < maximum,
            values.contains(where: {
                !$0.isZero && RoundedDecimal($0, places: places).isZero
            })
        {
            places += 1
        }
        return places
    }
}
