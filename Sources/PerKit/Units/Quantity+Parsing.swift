extension Quantity {
    /// Reads a quantity as typed: `500 g`, `1.5kg`, `6 x 355 mL`, `6×355ml`, `6 * 355 mL`,
    /// `355 mL x 6`, `12`, `12 ct`, `2 dozen`, `3 pairs`, `1 1/2 lb`.
    ///
    /// A number without a unit is a count unless `dimension` says the list is sold by
    /// something else, in which case the unit is required.
    /// - Parameters:
    ///   - text: The quantity as typed.
    ///   - system: Decides what `fl oz`, `cup`, `pt`, `qt` and `gal` mean.
    ///   - dimension: The dimension the quantity must have a unit for, if known.
    /// - Throws: ``ParseError`` saying what was expected and where.
    public init(
        parsing text: String, system: MeasurementSystem = .metric, dimension: Dimension? = nil
    ) throws(ParseError) {
        var parser = ExpressionParser(text, allowsAllOperators: false)
        guard !parser.isAtEnd() else {
            throw ParseError(.parseExpectedQuantity, at: 0)
        }
        guard parser.scanner.isAtNumeral else {
            throw ParseError(
                .parseExpectedNumberBefore, ("text", parser.scanner.remainder), at: parser.scanner.position)
        }
        var factors = [try parser.parseFactor()]
        while parser.peekOperator() == .times {
            parser.consumeOperator()
            factors.append(try parser.parseFactor())
        }
        let numberText = parser.consumedText
        parser.scanner.skipSpaces()
        let unitStart = parser.scanner.position

        // The unit runs to the end, or to a trailing multiplier as in "355 mL x 6".
        var unitEnd = parser.scanner.scalars.count
        var trailing: [Rational] = []
        var probe = parser
        while !probe.scanner.isAtEnd {
            if probe.peekOperator() == .times {
                let operatorStart = probe.scanner.position
                probe.consumeOperator()
                var multipliers: [Rational] = []
                var valid = true
                repeat {
                    do throws(ParseError) {
                        multipliers.append(try probe.parseFactor())
                    } catch {
                        valid = false
                        break
                    }
                    if probe.peekOperator() == .times { probe.consumeOperator() } else { break }
                } while true
                if valid && probe.isAtEnd() {
                    unitEnd = operatorStart
                    trailing = multipliers
                    break
                }
                probe.scanner.position = operatorStart
            }
            probe.scanner.position += 1
        }

        let unitText = parser.scanner.text(from: unitStart, to: unitEnd).trimmingSpaces
        let unit: Unit
        if unitText.isEmpty {
            if let dimension, dimension != .count {
                throw ParseError(
                    .parseExpectedUnitAfter, ("number", numberText),
                    ("units", Unit.hint(for: dimension, system: system)), at: unitStart)
            }
            unit = .each
        } else if let named = Unit.named(unitText, system: system) {
            unit = named
        } else {
            throw ParseError(
                .parseUnknownUnitAfter, ("unit", unitText.abbreviated()), ("number", numberText),
                ("units", Unit.hint(for: dimension, system: system)), at: unitStart)
        }
        // The pack size is the number right before the unit: "6 x 355 mL x 2" is 12 × 355 mL.
        let packSize = factors.removeLast()
        factors += trailing
        var packCount = Rational.one
        for factor in factors {
            do {
                packCount = try packCount.multiplied(by: factor)
            } catch {
                throw ParseError(.parseTooLarge, ("text", text.trimmingSpaces.abbreviated()), at: 0)
            }
        }
        do {
            self = try Quantity(packSize, unit, packCount: packCount)
        } catch {
            throw ParseError(.parseTooLarge, ("text", text.trimmingSpaces.abbreviated()), at: 0)
        }
    }
}
