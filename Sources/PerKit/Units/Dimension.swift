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

    /// The label of this dimension in the "sold by" selector.
    public var title: String {
        switch self {
        case .weight: "Weight"
        case .volume: "Volume"
        case .count: "Units"
        case .length: "Length"
        case .area: "Area"
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
