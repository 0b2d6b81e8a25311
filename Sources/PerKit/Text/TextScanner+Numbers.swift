extension TextScanner {
    /// Whether a numeral starts at the cursor: a digit, or a decimal point before a digit.
    var isAtNumeral: Bool {
        guard let scalar = current else { return false }
        if scalar.isDigit { return true }
        return (scalar == "." || scalar == ",") && (peek(1)?.isDigit ?? false)
    }

    /// Reads a decimal numeral such as `3.99`, `3,99`, `.5`, `1,299.00` or `1.299,00`.
    ///
    /// A single `.` is always a decimal point. A single `,` is a decimal comma unless it is
    /// followed by exactly three digits after a non-zero group, which is ambiguous
    /// (`1,299`) and reported as such. With both separators, the last one is the decimal
    /// point and the other must group digits in threes.
    mutating func scanNumeral() throws(ParseError) -> Rational {
        let start = position
        var raw: [Unicode.Scalar] = []
        while let scalar = current, scalar.isDigit || scalar == "." || scalar == "," {
            // A separator must be followed by a digit to belong to the numeral ("3, 4").
            if !scalar.isDigit && !(peek(1)?.isDigit ?? false) { break }
            raw.append(scalar)
            position += 1
        }
        // A trailing decimal point, as in "3.", is allowed and means nothing more.
        if current == ".", !(peek(1)?.isDigit ?? false), !(peek(1)?.isLetter ?? false) { position += 1 }
        let text = self.text(from: start, to: position).abbreviated()
        return try Self.value(ofNumeral: raw, text: text, at: start)
    }

    private static func value(
        ofNumeral raw: [Unicode.Scalar], text: String, at start: Int
    ) throws(ParseError) -> Rational {
        let dots = raw.filter { $0 == "." }.count
        let commas = raw.filter { $0 == "," }.count
        var decimalSeparator: Unicode.Scalar? = nil
        var groupSeparator: Unicode.Scalar? = nil
        switch (dots, commas) {
        case (0, 0): break
        case (_, 0): if dots == 1 { decimalSeparator = "." } else { groupSeparator = "." }
        case (0, _):
            if commas > 1 {
                groupSeparator = ","
            } else {
                let parts = split(raw, on: ",")
                let whole = parts[0]
                let isZeroWhole = whole.allSatisfy { $0 == "0" }
                if parts[1].count == 3 && !whole.isEmpty && whole.count <= 3 && !isZeroWhole {
                    throw ParseError(
                        .parseAmbiguousComma, ("text", text), ("thousands", digits(whole) + digits(parts[1])),
                        ("decimal", digits(whole) + "." + digits(parts[1])), at: start)
                }
                decimalSeparator = ","
            }
        default:
            let last = raw.last { $0 == "." || $0 == "," } ?? "."
            decimalSeparator = last
            groupSeparator = last == "." ? "," : "."
            if raw.filter({ $0 == last }).count > 1 {
                throw ParseError(.parseTwoDecimalSeparators, ("text", text), at: start)
            }
        }

        var integerPart = raw
        var fractionPart: [Unicode.Scalar] = []
        if let decimalSeparator, let index = raw.firstIndex(of: decimalSeparator) {
            integerPart = Array(raw[..<index])
            fractionPart = Array(raw[(index + 1)...])
        }
        if let groupSeparator {
            let groups = split(integerPart, on: groupSeparator)
            let wellGrouped =
                groups.count > 1 && (1...3).contains(groups[0].count) && groups[0].first != "0"
                && groups.dropFirst().allSatisfy { $0.count == 3 }
            guard wellGrouped else {
                throw ParseError(.parseBadDigitGroups, ("text", text), at: start)
            }
            integerPart = integerPart.filter { $0 != groupSeparator }
        }
        let allDigits = integerPart + fractionPart
        guard allDigits.count <= 30 else {
            throw ParseError(.parseTooManyDigits, ("text", text), at: start)
        }
        var value: Int128 = 0
        for digit in allDigits { value = value * 10 + digit.digitValue }
        return Rational(digits: value, places: fractionPart.count)
    }

    private static func split(_ scalars: [Unicode.Scalar], on separator: Unicode.Scalar) -> [[Unicode.Scalar]] {
        var parts: [[Unicode.Scalar]] = [[]]
        for scalar in scalars {
            if scalar == separator { parts.append([]) } else { parts[parts.count - 1].append(scalar) }
        }
        return parts
    }

    private static func digits(_ scalars: [Unicode.Scalar]) -> String {
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars)
        return result
    }
}
