/// A unit of measure with an exact conversion factor to its dimension's base unit.
///
/// Units are compared by ``id``. The catalog lives in static members (`Unit.gram`,
/// `Unit.usFluidOunce`, …) and ``Unit/all``; ``Unit/named(_:system:)`` reads user text.
///
/// A unit is stored as its position in the catalog (one byte), so products and quantities
/// stay small and copying a unit costs nothing; its properties are read from the catalog.
public struct Unit: Sendable {
    /// The position of the unit's ``Definition`` in ``catalog`` and of the unit in ``all``.
    let catalogIndex: UInt8

    /// The unit at `catalogIndex` in ``catalog``.
    init(catalogIndex: Int) {
        self.catalogIndex = UInt8(catalogIndex)
    }

    /// A stable identifier used in saved state and machine-readable output, e.g. `g`,
    /// `us-fl-oz`.
    public var id: String { Self.catalog[Int(catalogIndex)].id }
    /// The unambiguous symbol, e.g. `g`, `US fl oz`.
    public var symbol: String { Self.catalog[Int(catalogIndex)].symbol }
    /// The singular display name, e.g. `gram`, `US fluid ounce`.
    public var name: String { Self.catalog[Int(catalogIndex)].name }
    /// The plural display name, e.g. `grams`.
    var pluralName: String { Self.catalog[Int(catalogIndex)].pluralName }
    /// What the unit measures.
    public var dimension: Dimension {
        #if hasFeature(Embedded)
            Self.catalog[Int(catalogIndex)].dimension
        #else
            Self.dimensions[Int(catalogIndex)]
        #endif
    }
    /// How many base units (g, mL, each, m, m²) one of this unit is, exactly.
    public var factor: Rational {
        #if hasFeature(Embedded)
            Self.catalog[Int(catalogIndex)].factor
        #else
            Self.factors[Int(catalogIndex)]
        #endif
    }
    /// For US and imperial variants of `fl oz`, `cup`, `pt`, `qt`, `gal`: the shared short
    /// symbol and the system whose plain name means this variant.
    var sharedSymbol: String? { Self.catalog[Int(catalogIndex)].sharedSymbol }
    /// Normalised spellings accepted for this unit in every measurement system.
    var aliases: [String] { Self.catalog[Int(catalogIndex)].aliases }

    /// What the catalog says about one unit. A class, so that reading one property of a unit
    /// shares the definition instead of copying all its strings.
    final class Definition: Sendable {
        let id: String
        let symbol: String
        let name: String
        let pluralName: String
        let dimension: Dimension
        let factor: Rational
        let sharedSymbol: String?
        let aliases: [String]

        /// Reads one line of ``Unit/catalogTable``; `nil` when it is not a whole, valid row.
        init?(row: String) {
            let fields = row.fields(separatedBy: "|")
            guard fields.count == 8, let dimension = Dimension(rawValue: fields[4]),
                let factor = Rational(decimalText: fields[5]), factor > .zero
            else { return nil }
            let none = "-"
            id = fields[0]
            symbol = fields[1]
            name = fields[2]
            pluralName = fields[3].hasSameUTF8(as: none) ? fields[2] + "s" : fields[3]
            self.dimension = dimension
            self.factor = factor
            sharedSymbol = fields[6].hasSameUTF8(as: none) ? nil : fields[6]
            aliases = fields[7].fields(separatedBy: " ")
        }

        /// The definitions in a catalog table: one per line, an indented line adding spellings
        /// to the unit above. Lines that are not valid rows are left out, which the catalog's
        /// tests detect.
        static func rows(of table: String) -> [Definition] {
            var rows: [String] = []
            for line in table.fields(separatedBy: "\n", trimming: false) {
                if line.hasUTF8Prefix(" "), !rows.isEmpty {
                    rows[rows.count - 1] += line
                } else {
                    rows.append(line)
                }
            }
            return rows.compactMap(Definition.init(row:))
        }
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
        let isImperial = id.hasUTF8Prefix("uk-")
        return isImperial == (system == .uk)
    }

    /// The singular or plural name that goes with `amount`.
    public func name(for amount: Rational) -> String {
        amount == .one ? name : pluralName
    }
}

extension Unit: Hashable {
    /// Units are equal when they are the same catalog unit, i.e. when their identifiers are.
    public static func == (lhs: Unit, rhs: Unit) -> Bool { lhs.catalogIndex == rhs.catalogIndex }

    /// Hashes the catalog position, which stands for the identifier.
    public func hash(into hasher: inout Hasher) { hasher.combine(catalogIndex) }
}

extension Unit: CustomStringConvertible {
    /// The unambiguous symbol.
    public var description: String { symbol }
}
