/// The quantity unit prices are quoted for: "per 100 g", "per kg", "per fl oz", "per each".
public struct ReferenceQuantity: Hashable, Sendable {
    /// How many units, e.g. 100 in "per 100 g".
    public let amount: Rational
    /// The unit, e.g. gram in "per 100 g".
    public let unit: Unit
    /// The reference in its dimension's base unit.
    public let baseAmount: Rational

    /// Creates a reference of `amount` `unit`s.
    /// - Throws: ``ArithmeticError/overflow`` when the amount is too large.
    public init(_ amount: Rational, _ unit: Unit) throws(ArithmeticError) {
        self.amount = amount
        self.unit = unit
        baseAmount = try amount.multiplied(by: unit.factor)
    }

    /// Reads a reference as typed: `100g`, `100 g`, `kg`, `lb`, `oz`, `100mL`, `L`, `floz`,
    /// `each`, `dozen`, `sq ft`.
    /// - Parameter dimension: The dimension of the list, used only for the hint of an
    ///   unknown unit.
    /// - Throws: ``ParseError`` for unknown units and amounts that are not positive.
    public init(
        parsing text: String, system: MeasurementSystem = .metric, dimension: Dimension? = nil
    ) throws(ParseError) {
        let trimmed = text.trimmingSpaces
        // Text that doesn't start with a number is a unit on its own: "kg" means 1 kg.
        if !TextScanner(trimmed).isAtNumeral {
            self = ReferenceQuantity(unit: try Unit(parsing: trimmed, system: system, dimension: dimension))
            return
        }
        let quantity = try Quantity(parsing: trimmed, system: system)
        guard quantity.amount.isPositive else {
            throw ParseError(.parseReferenceNotPositive, at: 0)
        }
        do {
            try self.init(quantity.amount, quantity.unit)
        } catch {
            throw ParseError(.parseTooLarge, ("text", trimmed.abbreviated()), at: 0)
        }
    }

    /// A stable identifier for front ends: the unit's ``Unit/id``, after the amount as
    /// ``Rational/fractionText`` and a space when the amount is not 1 — `kg`, `100 g`,
    /// `us-fl-oz`, `each`. Unlike ``formatted(in:)``, it means the same in every measurement
    /// system.
    public var id: String {
        amount == .one ? unit.id : amount.fractionText + " " + unit.id
    }

    /// The reference with identifier `id` (see ``id``); `nil` when the unit is unknown or the
    /// amount is not a positive number that can be computed with.
    public init?(id: String) {
        let parts = id.fields(separatedBy: " ")
        guard let unitID = parts.last, parts.count <= 2, let unit = Unit.withID(unitID) else { return nil }
        guard parts.count == 2 else {
            self.init(unit: unit)
            return
        }
        guard let amount = Rational(fractionText: parts[0]), amount.isPositive,
            let reference = try? ReferenceQuantity(amount, unit)
        else { return nil }
        self = reference
    }

    /// One of `unit`.
    init(unit: Unit) {
        amount = .one
        self.unit = unit
        baseAmount = unit.factor
    }

    /// The reference Per uses when the shopper has not chosen one.
    ///
    /// Metric and UK: per 100 g / 100 mL when every product is under 1 kg / 1 L, otherwise
    /// per kg / per L. US: per oz / per fl oz, or per lb when every product is 1 lb or more.
    /// Count: per each. Length: per m (US: per ft). Area: per m² (US: per sq ft).
    public static func automatic(
        for dimension: Dimension, quantities: [Quantity], system: MeasurementSystem
    ) -> ReferenceQuantity {
        switch (dimension, system) {
        case (.weight, .us):
            let allAtLeastPound =
                !quantities.isEmpty && quantities.allSatisfy { $0.baseAmount >= Unit.pound.factor }
            return ReferenceQuantity(unit: allAtLeastPound ? .pound : .ounce)
        case (.weight, _):
            let allSmall = quantities.allSatisfy { $0.baseAmount < Unit.kilogram.factor }
            return allSmall ? ReferenceQuantity(hundredOf: .gram) : ReferenceQuantity(unit: .kilogram)
        case (.volume, .us):
            return ReferenceQuantity(unit: .usFluidOunce)
        case (.volume, _):
            let allSmall = quantities.allSatisfy { $0.baseAmount < Unit.litre.factor }
            return allSmall ? ReferenceQuantity(hundredOf: .millilitre) : ReferenceQuantity(unit: .litre)
        case (.count, _): return ReferenceQuantity(unit: .each)
        case (.length, .us): return ReferenceQuantity(unit: .foot)
        case (.length, _): return ReferenceQuantity(unit: .metre)
        case (.area, .us): return ReferenceQuantity(unit: .squareFoot)
        case (.area, _): return ReferenceQuantity(unit: .squareMetre)
        }
    }

    /// 100 of a unit whose factor is 1 (g, mL).
    private init(hundredOf unit: Unit) {
        amount = Rational(100)
        self.unit = unit
        baseAmount = Rational(100)
    }

    /// What the reference measures.
    public var dimension: Dimension { unit.dimension }

    /// The reference a list's unit prices are quoted per: `pinned` when it measures
    /// `dimension` (by default the products', weight for an empty list), otherwise the
    /// automatic choice for the products.
    static func reference(
        for products: ProductList, dimension: Dimension? = nil, pinned: ReferenceQuantity?,
        system: MeasurementSystem
    ) -> ReferenceQuantity {
        let dimension = dimension ?? products.dimension ?? .weight
        if let pinned, pinned.dimension == dimension { return pinned }
        return automatic(for: dimension, quantities: products.items.map { $0.quantity }, system: system)
    }

    /// Text after "per": `100 g`, `kg`, `fl oz`, `each`.
    public func formatted(in system: MeasurementSystem = .metric) -> String {
        let symbol = unit == .each ? "each" : unit.symbol(in: system)
        return amount == .one ? symbol : amount.displayText() + " " + symbol
    }

    /// The reference as it follows a unit price or a comparison, in the words of `catalog`:
    /// `per 100 g`, `per fl oz`, and `each` for one item (never "per each").
    public func phrase(in system: MeasurementSystem = .metric, catalog: Catalog = .english) -> String {
        unit == .each && amount == .one
            ? catalog.text(.each) : catalog.text(.perReference, ("quantity", formatted(in: system)))
    }
}

extension ReferenceQuantity {
    /// The references a shopper can pin for a dimension, ordered for the measurement system.
    public static func choices(for dimension: Dimension, system: MeasurementSystem) -> [ReferenceQuantity] {
        let hundredGrams = ReferenceQuantity(hundredOf: .gram)
        let hundredMillilitres = ReferenceQuantity(hundredOf: .millilitre)
        let fluidOunce = ReferenceQuantity(unit: system == .uk ? .ukFluidOunce : .usFluidOunce)
        let gallon = ReferenceQuantity(unit: system == .uk ? .ukGallon : .usGallon)
        switch (dimension, system) {
        case (.weight, .us):
            return [.init(unit: .ounce), .init(unit: .pound), hundredGrams, .init(unit: .kilogram)]
        case (.weight, _):
            return [hundredGrams, .init(unit: .kilogram), .init(unit: .ounce), .init(unit: .pound)]
        case (.volume, .us): return [fluidOunce, gallon, hundredMillilitres, .init(unit: .litre)]
        case (.volume, _): return [hundredMillilitres, .init(unit: .litre), fluidOunce, gallon]
        case (.count, _): return [.init(unit: .each), .init(unit: .dozen)]
        case (.length, .us):
            return [.init(unit: .foot), .init(unit: .inch), .init(unit: .yard), .init(unit: .metre)]
        case (.length, _): return [.init(unit: .metre), .init(unit: .centimetre), .init(unit: .foot)]
        case (.area, .us): return [.init(unit: .squareFoot), .init(unit: .squareMetre)]
        case (.area, _): return [.init(unit: .squareMetre), .init(unit: .squareFoot)]
        }
    }
}
