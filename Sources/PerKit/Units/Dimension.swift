/// What a product is measured by. Products can only be compared within one dimension.
public enum Dimension: String, CaseIterable, Sendable {
    /// The case named `rawValue`, compared byte for byte.
    public init?(rawValue: String) {
        guard let match = Self.exactlyMatching(rawValue) else { return nil }
        self = match
    }

    /// Sold by weight (mass); base unit gram.
    case weight
    /// Sold by volume; base unit millilitre.
    case volume
    /// Sold by the unit (count); base unit "each".
    case count
    /// Sold by length; base unit metre.
    case length
    /// Sold by area; base unit square metre.
    case area

    /// The phrase that completes "sold by …", e.g. "weight".
    public var soldBy: String {
        switch self {
        case .weight: "weight"
        case .volume: "volume"
        case .count: "count"
        case .length: "length"
        case .area: "area"
        }
    }

    /// The phrase that completes "sold by …" in the language of `catalog`: "weight",
    /// "Gewicht", "poids", "peso".
    func soldBy(in catalog: Catalog) -> String {
        switch self {
        case .weight: catalog.text(.byWeight)
        case .volume: catalog.text(.byVolume)
        case .count: catalog.text(.byCount)
        case .length: catalog.text(.byLength)
        case .area: catalog.text(.byArea)
        }
    }

    /// The unit every factor of this dimension converts to.
    public var baseUnit: Unit {
        switch self {
        case .weight: .gram
        case .volume: .millilitre
        case .count: .each
        case .length: .metre
        case .area: .squareMetre
        }
    }
}
