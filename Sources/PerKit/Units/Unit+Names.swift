extension Unit {
    /// The spellings ``named(_:system:)`` accepts for this unit under `system`, normalised
    /// (lowercase, without spaces, dots or hyphens; plurals are accepted as well), e.g.
    /// `floz`, `usfloz`, `usfluidounce` for the US fluid ounce under the metric setting.
    /// - Complexity: O(aliases × catalog size).
    public func acceptedNames(in system: MeasurementSystem = .metric) -> [String] {
        var names: [String] = []
        for candidate in Self.sharedNames + aliases where !names.contains(candidate) {
            if Unit.named(candidate, system: system) == self { names.append(candidate) }
        }
        return names
    }

    /// The plain names of the units whose meaning depends on the measurement system.
    private static let sharedNames = [
        "floz", "fluidounce", "fluidoz", "ozfl", "cup", "c", "pt", "pint", "qt", "quart", "gal", "gallon",
    ]

    /// Reads a unit name as typed, like ``named(_:system:)``, but says what went wrong.
    /// - Parameters:
    ///   - text: The unit as typed: `g`, `fl oz`, `US gal`, `sq ft` …
    ///   - system: Decides what `fl oz`, `cup`, `pt`, `qt` and `gal` mean.
    ///   - dimension: The dimension the unit is wanted for, used only for the hint in the
    ///     error message.
    /// - Throws: ``ParseError`` for empty text and unknown units, with a few suggestions.
    public init(parsing text: String, system: MeasurementSystem = .metric, dimension: Dimension? = nil)
        throws(ParseError)
    {
        let trimmed = text.trimmingSpaces
        guard !trimmed.isEmpty else {
            throw ParseError(.parseExpectedUnit, ("units", Unit.hint(for: dimension, system: system)), at: 0)
        }
        guard let unit = Unit.named(trimmed, system: system) else {
            throw ParseError(
                .parseUnknownUnit, ("unit", trimmed), ("units", Unit.hint(for: dimension, system: system)),
                at: 0)
        }
        self = unit
    }
}
