extension Unit {
    // MARK: Weight (base: gram)

    /// Milligram, 1/1000 g.
    public static let milligram = Unit(
        id: "mg", symbol: "mg", name: "milligram", dimension: .weight, factor: Rational(digits: 1, places: 3),
        aliases: ["mg", "milligram", "milligramme"])
    /// Gram, the base unit of weight.
    public static let gram = Unit(
        id: "g", symbol: "g", name: "gram", dimension: .weight, factor: .one,
        aliases: ["g", "gr", "gm", "gram", "gramme"])
    /// Kilogram, 1000 g.
    public static let kilogram = Unit(
        id: "kg", symbol: "kg", name: "kilogram", dimension: .weight, factor: Rational(1000),
        aliases: ["kg", "kilo", "kilogram", "kilogramme"])
    /// Avoirdupois ounce, 28.349523125 g.
    public static let ounce = Unit(
        id: "oz", symbol: "oz", name: "ounce", dimension: .weight,
        factor: Rational(digits: 28_349_523_125, places: 9), aliases: ["oz", "ounce"])
    /// Avoirdupois pound, 453.59237 g.
    public static let pound = Unit(
        id: "lb", symbol: "lb", name: "pound", dimension: .weight,
        factor: Rational(digits: 45_359_237, places: 5), aliases: ["lb", "pound", "#"])

    // MARK: Volume (base: millilitre)

    /// Millilitre, the base unit of volume.
    public static let millilitre = Unit(
        id: "mL", symbol: "mL", name: "millilitre", dimension: .volume, factor: .one,
        aliases: ["ml", "millilitre", "milliliter", "cc", "cm3", "cm³"])
    /// Centilitre, 10 mL.
    public static let centilitre = Unit(
        id: "cL", symbol: "cL", name: "centilitre", dimension: .volume, factor: Rational(10),
        aliases: ["cl", "centilitre", "centiliter"])
    /// Decilitre, 100 mL.
    public static let decilitre = Unit(
        id: "dL", symbol: "dL", name: "decilitre", dimension: .volume, factor: Rational(100),
        aliases: ["dl", "decilitre", "deciliter"])
    /// Litre, 1000 mL.
    public static let litre = Unit(
        id: "L", symbol: "L", name: "litre", dimension: .volume, factor: Rational(1000),
        aliases: ["l", "litre", "liter", "ltr", "lt"])
    /// US teaspoon, 4.92892159375 mL.
    public static let usTeaspoon = Unit(
        id: "us-tsp", symbol: "tsp", name: "teaspoon", dimension: .volume,
        factor: Rational(digits: 492_892_159_375, places: 11),
        aliases: ["tsp", "teaspoon", "ustsp", "usteaspoon"])
    /// US tablespoon, 14.78676478125 mL.
    public static let usTablespoon = Unit(
        id: "us-tbsp", symbol: "tbsp", name: "tablespoon", dimension: .volume,
        factor: Rational(digits: 1_478_676_478_125, places: 11),
        aliases: ["tbsp", "tablespoon", "tbs", "ustbsp", "ustablespoon"])
    /// US fluid ounce, 29.5735295625 mL.
    public static let usFluidOunce = Unit(
        id: "us-fl-oz", symbol: "US fl oz", name: "US fluid ounce", dimension: .volume,
        factor: Rational(digits: 295_735_295_625, places: 10), sharedSymbol: "fl oz",
        aliases: ["usfloz", "usfluidounce", "usoz"])
    /// US cup, 236.5882365 mL.
    public static let usCup = Unit(
        id: "us-cup", symbol: "US cup", name: "US cup", dimension: .volume,
        factor: Rational(digits: 2_365_882_365, places: 7), sharedSymbol: "cup", aliases: ["uscup"])
    /// US liquid pint, 473.176473 mL.
    public static let usPint = Unit(
        id: "us-pt", symbol: "US pt", name: "US pint", dimension: .volume,
        factor: Rational(digits: 473_176_473, places: 6), sharedSymbol: "pt",
        aliases: ["uspt", "uspint"])
    /// US liquid quart, 946.352946 mL.
    public static let usQuart = Unit(
        id: "us-qt", symbol: "US qt", name: "US quart", dimension: .volume,
        factor: Rational(digits: 946_352_946, places: 6), sharedSymbol: "qt",
        aliases: ["usqt", "usquart"])
    /// US gallon, 3785.411784 mL.
    public static let usGallon = Unit(
        id: "us-gal", symbol: "US gal", name: "US gallon", dimension: .volume,
        factor: Rational(digits: 3_785_411_784, places: 6), sharedSymbol: "gal",
        aliases: ["usgal", "usgallon"])
    /// Imperial fluid ounce, 28.4130625 mL.
    public static let ukFluidOunce = Unit(
        id: "uk-fl-oz", symbol: "UK fl oz", name: "UK fluid ounce", dimension: .volume,
        factor: Rational(digits: 284_130_625, places: 7), sharedSymbol: "fl oz",
        aliases: ["ukfloz", "ukfluidounce", "impfloz", "imperialfloz", "imperialfluidounce"])
    /// Imperial cup (half an imperial pint), 284.130625 mL.
    public static let ukCup = Unit(
        id: "uk-cup", symbol: "UK cup", name: "UK cup", dimension: .volume,
        factor: Rational(digits: 284_130_625, places: 6), sharedSymbol: "cup",
        aliases: ["ukcup", "impcup", "imperialcup"])
    /// Imperial pint, 568.26125 mL.
    public static let ukPint = Unit(
        id: "uk-pt", symbol: "UK pt", name: "UK pint", dimension: .volume,
        factor: Rational(digits: 56_826_125, places: 5), sharedSymbol: "pt",
        aliases: ["ukpt", "ukpint", "imppt", "imppint", "imperialpint"])
    /// Imperial quart, 1136.5225 mL.
    public static let ukQuart = Unit(
        id: "uk-qt", symbol: "UK qt", name: "UK quart", dimension: .volume,
        factor: Rational(digits: 11_365_225, places: 4), sharedSymbol: "qt",
        aliases: ["ukqt", "ukquart", "impqt", "impquart", "imperialquart"])
    /// Imperial gallon, 4546.09 mL.
    public static let ukGallon = Unit(
        id: "uk-gal", symbol: "UK gal", name: "UK gallon", dimension: .volume,
        factor: Rational(digits: 454_609, places: 2), sharedSymbol: "gal",
        aliases: ["ukgal", "ukgallon", "impgal", "impgallon", "imperialgallon"])

    // MARK: Count (base: each)

    /// One item, the base unit of count.
    public static let each = Unit(
        id: "each", symbol: "ea", name: "each", plural: "each", dimension: .count, factor: .one,
        aliases: [
            "each", "ea", "ct", "count", "pc", "pcs", "piece", "unit", "item", "pack", "roll", "bottle",
            "can", "bar", "egg",
        ])
    /// A pair, 2 each.
    public static let pair = Unit(
        id: "pair", symbol: "pair", name: "pair", dimension: .count, factor: Rational(2),
        aliases: ["pair", "pr"])
    /// A dozen, 12 each.
    public static let dozen = Unit(
        id: "dozen", symbol: "doz", name: "dozen", plural: "dozen", dimension: .count, factor: Rational(12),
        aliases: ["dozen", "doz", "dz"])

    // MARK: Length (base: metre)

    /// Millimetre, 1/1000 m.
    public static let millimetre = Unit(
        id: "mm", symbol: "mm", name: "millimetre", dimension: .length, factor: Rational(digits: 1, places: 3),
        aliases: ["mm", "millimetre", "millimeter"])
    /// Centimetre, 1/100 m.
    public static let centimetre = Unit(
        id: "cm", symbol: "cm", name: "centimetre", dimension: .length, factor: Rational(digits: 1, places: 2),
        aliases: ["cm", "centimetre", "centimeter"])
    /// Metre, the base unit of length.
    public static let metre = Unit(
        id: "m", symbol: "m", name: "metre", dimension: .length, factor: .one,
        aliases: ["m", "metre", "meter", "mtr"])
    /// Inch, 0.0254 m.
    public static let inch = Unit(
        id: "in", symbol: "in", name: "inch", plural: "inches", dimension: .length,
        factor: Rational(digits: 254, places: 4), aliases: ["in", "inch", "″", "\""])
    /// Foot, 0.3048 m.
    public static let foot = Unit(
        id: "ft", symbol: "ft", name: "foot", plural: "feet", dimension: .length,
        factor: Rational(digits: 3048, places: 4), aliases: ["ft", "foot", "feet", "′", "'"])
    /// Yard, 0.9144 m.
    public static let yard = Unit(
        id: "yd", symbol: "yd", name: "yard", dimension: .length, factor: Rational(digits: 9144, places: 4),
        aliases: ["yd", "yard"])

    // MARK: Area (base: square metre)

    /// Square centimetre, 1/10000 m².
    public static let squareCentimetre = Unit(
        id: "cm2", symbol: "cm²", name: "square centimetre", dimension: .area,
        factor: Rational(digits: 1, places: 4),
        aliases: ["cm2", "cm²", "sqcm", "squarecentimetre", "squarecentimeter"])
    /// Square metre, the base unit of area.
    public static let squareMetre = Unit(
        id: "m2", symbol: "m²", name: "square metre", dimension: .area, factor: .one,
        aliases: ["m2", "m²", "sqm", "squaremetre", "squaremeter"])
    /// Square inch, 0.00064516 m².
    public static let squareInch = Unit(
        id: "sq-in", symbol: "sq in", name: "square inch", plural: "square inches", dimension: .area,
        factor: Rational(digits: 64516, places: 8),
        aliases: ["sqin", "in2", "in²", "squareinch"])
    /// Square foot, 0.09290304 m².
    public static let squareFoot = Unit(
        id: "sq-ft", symbol: "sq ft", name: "square foot", plural: "square feet", dimension: .area,
        factor: Rational(digits: 9_290_304, places: 8),
        aliases: ["sqft", "ft2", "ft²", "squarefoot", "squarefeet", "sf"])
    /// Square yard, 0.83612736 m².
    public static let squareYard = Unit(
        id: "sq-yd", symbol: "sq yd", name: "square yard", dimension: .area,
        factor: Rational(digits: 83_612_736, places: 8),
        aliases: ["sqyd", "yd2", "yd²", "squareyard"])

    /// Every unit in the catalog, grouped by dimension, metric first.
    public static let all: [Unit] = [
        .milligram, .gram, .kilogram, .ounce, .pound,
        .millilitre, .centilitre, .decilitre, .litre, .usTeaspoon, .usTablespoon, .usFluidOunce, .usCup,
        .usPint, .usQuart, .usGallon, .ukFluidOunce, .ukCup, .ukPint, .ukQuart, .ukGallon,
        .each, .pair, .dozen,
        .millimetre, .centimetre, .metre, .inch, .foot, .yard,
        .squareCentimetre, .squareMetre, .squareInch, .squareFoot, .squareYard,
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
