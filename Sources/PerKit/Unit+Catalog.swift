extension Unit {
    // MARK: Weight (base: gram)

    /// Milligram, 1/1000 g.
    public static let milligram = Unit(catalogIndex: 0)
    /// Gram, the base unit of weight.
    public static let gram = Unit(catalogIndex: 1)
    /// Kilogram, 1000 g.
    public static let kilogram = Unit(catalogIndex: 2)
    /// Avoirdupois ounce, 28.349523125 g.
    public static let ounce = Unit(catalogIndex: 3)
    /// Avoirdupois pound, 453.59237 g.
    public static let pound = Unit(catalogIndex: 4)

    // MARK: Volume (base: millilitre)

    /// Millilitre, the base unit of volume.
    public static let millilitre = Unit(catalogIndex: 5)
    /// Centilitre, 10 mL.
    public static let centilitre = Unit(catalogIndex: 6)
    /// Decilitre, 100 mL.
    public static let decilitre = Unit(catalogIndex: 7)
    /// Litre, 1000 mL.
    public static let litre = Unit(catalogIndex: 8)
    /// US teaspoon, 4.92892159375 mL.
    public static let usTeaspoon = Unit(catalogIndex: 9)
    /// US tablespoon, 14.78676478125 mL.
    public static let usTablespoon = Unit(catalogIndex: 10)
    /// US fluid ounce, 29.5735295625 mL.
    public static let usFluidOunce = Unit(catalogIndex: 11)
    /// US cup, 236.5882365 mL.
    public static let usCup = Unit(catalogIndex: 12)
    /// US liquid pint, 473.176473 mL.
    public static let usPint = Unit(catalogIndex: 13)
    /// US liquid quart, 946.352946 mL.
    public static let usQuart = Unit(catalogIndex: 14)
    /// US gallon, 3785.411784 mL.
    public static let usGallon = Unit(catalogIndex: 15)
    /// Imperial fluid ounce, 28.4130625 mL.
    public static let ukFluidOunce = Unit(catalogIndex: 16)
    /// Imperial cup (half an imperial pint), 284.130625 mL.
    public static let ukCup = Unit(catalogIndex: 17)
    /// Imperial pint, 568.26125 mL.
    public static let ukPint = Unit(catalogIndex: 18)
    /// Imperial quart, 1136.5225 mL.
    public static let ukQuart = Unit(catalogIndex: 19)
    /// Imperial gallon, 4546.09 mL.
    public static let ukGallon = Unit(catalogIndex: 20)

    // MARK: Count (base: each)

    /// One item, the base unit of count.
    public static let each = Unit(catalogIndex: 21)
    /// A pair, 2 each.
    public static let pair = Unit(catalogIndex: 22)
    /// A dozen, 12 each.
    public static let dozen = Unit(catalogIndex: 23)

    // MARK: Length (base: metre)

    /// Millimetre, 1/1000 m.
    public static let millimetre = Unit(catalogIndex: 24)
    /// Centimetre, 1/100 m.
    public static let centimetre = Unit(catalogIndex: 25)
    /// Metre, the base unit of length.
    public static let metre = Unit(catalogIndex: 26)
    /// Inch, 0.0254 m.
    public static let inch = Unit(catalogIndex: 27)
    /// Foot, 0.3048 m.
    public static let foot = Unit(catalogIndex: 28)
    /// Yard, 0.9144 m.
    public static let yard = Unit(catalogIndex: 29)

    // MARK: Area (base: square metre)

    /// Square centimetre, 1/10000 m².
    public static let squareCentimetre = Unit(catalogIndex: 30)
    /// Square metre, the base unit of area.
    public static let squareMetre = Unit(catalogIndex: 31)
    /// Square inch, 0.00064516 m².
    public static let squareInch = Unit(catalogIndex: 32)
    /// Square foot, 0.09290304 m².
    public static let squareFoot = Unit(catalogIndex: 33)
    /// Square yard, 0.83612736 m².
    public static let squareYard = Unit(catalogIndex: 34)

    /// Every unit in the catalog, grouped by dimension, metric first.
    public static let all: [Unit] = (0..<catalog.count).map { Unit(catalogIndex: $0) }

    /// What every unit is, in the order of ``all``; a ``Unit`` is its position in this table.
    static let catalog: [Definition] = [
        // MARK: Weight (base: gram)
        // [0] .milligram
        Definition(
            id: "mg", symbol: "mg", name: "milligram", dimension: .weight,
            factor: Rational(digits: 1, places: 3),
            aliases: ["mg", "milligram", "milligramme"]),
        // [1] .gram
        Definition(
            id: "g", symbol: "g", name: "gram", dimension: .weight, factor: .one,
            aliases: ["g", "gr", "gm", "gram", "gramme"]),
        // [2] .kilogram
        Definition(
            id: "kg", symbol: "kg", name: "kilogram", dimension: .weight, factor: Rational(1000),
            aliases: ["kg", "kilo", "kilogram", "kilogramme"]),
        // [3] .ounce
        Definition(
            id: "oz", symbol: "oz", name: "ounce", dimension: .weight,
            factor: Rational(digits: 28_349_523_125, places: 9), aliases: ["oz", "ounce"]),
        // [4] .pound
        Definition(
            id: "lb", symbol: "lb", name: "pound", dimension: .weight,
            factor: Rational(digits: 45_359_237, places: 5), aliases: ["lb", "pound", "#"]),

        // MARK: Volume (base: millilitre)
        // [5] .millilitre
        Definition(
            id: "mL", symbol: "mL", name: "millilitre", dimension: .volume, factor: .one,
            aliases: ["ml", "millilitre", "milliliter", "cc", "cm3", "cm³"]),
        // [6] .centilitre
        Definition(
            id: "cL", symbol: "cL", name: "centilitre", dimension: .volume, factor: Rational(10),
            aliases: ["cl", "centilitre", "centiliter"]),
        // [7] .decilitre
        Definition(
            id: "dL", symbol: "dL", name: "decilitre", dimension: .volume, factor: Rational(100),
            aliases: ["dl", "decilitre", "deciliter"]),
        // [8] .litre
        Definition(
            id: "L", symbol: "L", name: "litre", dimension: .volume, factor: Rational(1000),
            aliases: ["l", "litre", "liter", "ltr", "lt"]),
        // [9] .usTeaspoon
        Definition(
            id: "us-tsp", symbol: "tsp", name: "teaspoon", dimension: .volume,
            factor: Rational(digits: 492_892_159_375, places: 11),
            aliases: ["tsp", "teaspoon", "ustsp", "usteaspoon"]),
        // [10] .usTablespoon
        Definition(
            id: "us-tbsp", symbol: "tbsp", name: "tablespoon", dimension: .volume,
            factor: Rational(digits: 1_478_676_478_125, places: 11),
            aliases: ["tbsp", "tablespoon", "tbs", "ustbsp", "ustablespoon"]),
        // [11] .usFluidOunce
        Definition(
            id: "us-fl-oz", symbol: "US fl oz", name: "US fluid ounce", dimension: .volume,
            factor: Rational(digits: 295_735_295_625, places: 10), sharedSymbol: "fl oz",
            aliases: ["usfloz", "usfluidounce", "usoz"]),
        // [12] .usCup
        Definition(
            id: "us-cup", symbol: "US cup", name: "US cup", dimension: .volume,
            factor: Rational(digits: 2_365_882_365, places: 7), sharedSymbol: "cup", aliases: ["uscup"]),
        // [13] .usPint
        Definition(
            id: "us-pt", symbol: "US pt", name: "US pint", dimension: .volume,
            factor: Rational(digits: 473_176_473, places: 6), sharedSymbol: "pt",
            aliases: ["uspt", "uspint"]),
        // [14] .usQuart
        Definition(
            id: "us-qt", symbol: "US qt", name: "US quart", dimension: .volume,
            factor: Rational(digits: 946_352_946, places: 6), sharedSymbol: "qt",
            aliases: ["usqt", "usquart"]),
        // [15] .usGallon
        Definition(
            id: "us-gal", symbol: "US gal", name: "US gallon", dimension: .volume,
            factor: Rational(digits: 3_785_411_784, places: 6), sharedSymbol: "gal",
            aliases: ["usgal", "usgallon"]),
        // [16] .ukFluidOunce
        Definition(
            id: "uk-fl-oz", symbol: "UK fl oz", name: "UK fluid ounce", dimension: .volume,
            factor: Rational(digits: 284_130_625, places: 7), sharedSymbol: "fl oz",
            aliases: ["ukfloz", "ukfluidounce", "impfloz", "imperialfloz", "imperialfluidounce"]),
        // [17] .ukCup
        Definition(
            id: "uk-cup", symbol: "UK cup", name: "UK cup", dimension: .volume,
            factor: Rational(digits: 284_130_625, places: 6), sharedSymbol: "cup",
            aliases: ["ukcup", "impcup", "imperialcup"]),
        // [18] .ukPint
        Definition(
            id: "uk-pt", symbol: "UK pt", name: "UK pint", dimension: .volume,
            factor: Rational(digits: 56_826_125, places: 5), sharedSymbol: "pt",
            aliases: ["ukpt", "ukpint", "imppt", "imppint", "imperialpint"]),
        // [19] .ukQuart
        Definition(
            id: "uk-qt", symbol: "UK qt", name: "UK quart", dimension: .volume,
            factor: Rational(digits: 11_365_225, places: 4), sharedSymbol: "qt",
            aliases: ["ukqt", "ukquart", "impqt", "impquart", "imperialquart"]),
        // [20] .ukGallon
        Definition(
            id: "uk-gal", symbol: "UK gal", name: "UK gallon", dimension: .volume,
            factor: Rational(digits: 454_609, places: 2), sharedSymbol: "gal",
            aliases: ["ukgal", "ukgallon", "impgal", "impgallon", "imperialgallon"]),

        // MARK: Count (base: each)
        // [21] .each
        Definition(
            id: "each", symbol: "ea", name: "each", plural: "each", dimension: .count, factor: .one,
            aliases: [
                "each", "ea", "ct", "count", "pc", "pcs", "piece", "unit", "item", "pack", "roll", "bottle",
                "can", "bar", "egg",
            ]),
        // [22] .pair
        Definition(
            id: "pair", symbol: "pair", name: "pair", dimension: .count, factor: Rational(2),
            aliases: ["pair", "pr"]),
        // [23] .dozen
        Definition(
            id: "dozen", symbol: "doz", name: "dozen", plural: "dozen", dimension: .count,
            factor: Rational(12),
            aliases: ["dozen", "doz", "dz"]),

        // MARK: Length (base: metre)
        // [24] .millimetre
        Definition(
            id: "mm", symbol: "mm", name: "millimetre", dimension: .length,
            factor: Rational(digits: 1, places: 3),
            aliases: ["mm", "millimetre", "millimeter"]),
        // [25] .centimetre
        Definition(
            id: "cm", symbol: "cm", name: "centimetre", dimension: .length,
            factor: Rational(digits: 1, places: 2),
            aliases: ["cm", "centimetre", "centimeter"]),
        // [26] .metre
        Definition(
            id: "m", symbol: "m", name: "metre", dimension: .length, factor: .one,
            aliases: ["m", "metre", "meter", "mtr"]),
        // [27] .inch
        Definition(
            id: "in", symbol: "in", name: "inch", plural: "inches", dimension: .length,
            factor: Rational(digits: 254, places: 4), aliases: ["in", "inch", "″", "\""]),
        // [28] .foot
        Definition(
            id: "ft", symbol: "ft", name: "foot", plural: "feet", dimension: .length,
            factor: Rational(digits: 3048, places: 4), aliases: ["ft", "foot", "feet", "′", "'"]),
        // [29] .yard
        Definition(
            id: "yd", symbol: "yd", name: "yard", dimension: .length,
            factor: Rational(digits: 9144, places: 4),
            aliases: ["yd", "yard"]),

        // MARK: Area (base: square metre)
        // [30] .squareCentimetre
        Definition(
            id: "cm2", symbol: "cm²", name: "square centimetre", dimension: .area,
            factor: Rational(digits: 1, places: 4),
            aliases: ["cm2", "cm²", "sqcm", "squarecentimetre", "squarecentimeter"]),
        // [31] .squareMetre
        Definition(
            id: "m2", symbol: "m²", name: "square metre", dimension: .area, factor: .one,
            aliases: ["m2", "m²", "sqm", "squaremetre", "squaremeter"]),
        // [32] .squareInch
        Definition(
            id: "sq-in", symbol: "sq in", name: "square inch", plural: "square inches", dimension: .area,
            factor: Rational(digits: 64516, places: 8),
            aliases: ["sqin", "in2", "in²", "squareinch"]),
        // [33] .squareFoot
        Definition(
            id: "sq-ft", symbol: "sq ft", name: "square foot", plural: "square feet", dimension: .area,
            factor: Rational(digits: 9_290_304, places: 8),
            aliases: ["sqft", "ft2", "ft²", "squarefoot", "squarefeet", "sf"]),
        // [34] .squareYard
        Definition(
            id: "sq-yd", symbol: "sq yd", name: "square yard", dimension: .area,
            factor: Rational(digits: 83_612_736, places: 8),
            aliases: ["sqyd", "yd2", "yd²", "squareyard"]),
    ]

    /// The catalog units of one dimension, in catalog order.
    public static func units(of dimension: Dimension) -> [Unit] {
        all.filter { $0.dimension == dimension }
    }

    /// The unit with a stable identifier (``id``), if any.
    public static func withID(_ id: String) -> Unit? {
        all.first { $0.id == id }
    }
}
