/// A unit of measure with an exact conversion factor to its dimension's base unit.
///
/// Units are compared by ``id``. The catalog lives in static members (`Unit.gram`,
/// `Unit.usFluidOunce`, …) and ``Unit/all``; ``Unit/named(_:system:)`` reads user text.
public struct Unit: Sendable {
    /// A stable identifier used in saved state and machine-readable output, e.g. `g`,
    /// `us-fl-oz`.
    public let id: String
    /// The unambiguous symbol, e.g. `g`, `US fl oz`.
    public let symbol: String
    /// The singular display name, e.g. `gram`, `US fluid ounce`.
    public let name: String
    /// The plural display name, e.g. `grams`.
    public let pluralName: String
    /// What the unit measures.
    public let dimension: Dimension
    /// How many base units (g, mL, each, m, m²) one of this unit is, exactly.
    public let factor: Rational
    /// For US and imperial variants of `fl oz`, `cup`, `pt`, `qt`, `gal`: the shared short
    /// symbol and the system whose plain name means this variant.
    let sharedSymbol: String?
    /// Normalised spellings accepted for this unit in every measurement system.
    let aliases: [String]

    init(
        id: String, symbol: String, name: String, plural: String? = nil, dimension: Dimension,
        factor: Rational, sharedSymbol: String? = nil, aliases: [String]
    ) {
        self.id = id
        self.symbol = symbol
        self.name = name
        self.pluralName = plural ?? name + "s"
        self.dimension = dimension
        self.factor = factor
        self.sharedSymbol = sharedSymbol
        self.aliases = aliases
    }

    /// The symbol as a shopper using `system` expects to read it: `fl oz` for the fluid
    /// ounce the system means by that name, `US fl oz` or `UK fl oz` otherwise.
    public func symbol(in system: MeasurementSystem) -> String {
        if let sharedSymbol, isDefaultVariant(in: system) { return sharedSymbol }
        return symbol
    }

    /// Whether this unit is what `system` means by its shared short name.
    func isDefaultVariant(in system: MeasurementSystem) -> Bool {
        guard sharedSymbol != nil else { return false }
        let isImperial = id.hasPrefix("uk-")
        return isImperial == (system == .uk)
    }

    /// The singular or plural name that goes with `amount`.
    public func name(for amount: Rational) -> String {
        amount == .one ? name : pluralName
    }
}

extension Unit: Hashable {
    /// Units are equal when their identifiers are.
    public static func == (lhs: Unit, rhs: Unit) -> Bool { lhs.id == rhs.id }

    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension Unit: CustomStringConvertible {
    /// The unambiguous symbol.
    public var description: String { symbol }
}
