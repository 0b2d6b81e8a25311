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
    static let catalog: [Definition] = Definition.rows(of: catalogTable)

    #if !hasFeature(Embedded)  // (The wasm module ranks a few products at a time.)
        /// The ``factor`` and the ``dimension`` of every unit, in the order of ``catalog``: read
        /// without touching the definitions, as ranking millions of products does for each.
        static let factors: [Rational] = catalog.map { $0.factor }
        static let dimensions: [Dimension] = catalog.map { $0.dimension }
    #endif

    /// The catalog as text, one unit per line: id | symbol | singular name | plural name (`-`:
    /// the name plus "s") | dimension | factor, the exact number of base units (g, mL, each, m,
    /// m²) in one unit | shared short symbol of US and imperial variants (`-`: none) | accepted
    /// spellings, normalised as ``normalizedName(_:)`` makes them. An indented line continues
    /// the spellings of the unit above. Kept as text because it is data: as Swift initializers,
    /// it would be the largest function of the WebAssembly module.
    static let catalogTable = """
        mg | mg | milligram | - | weight | 0.001 | - | mg milligram milligramme
        g | g | gram | - | weight | 1 | - | g gr gm gram gramme
        kg | kg | kilogram | - | weight | 1000 | - | kg kilo kilogram kilogramme
        oz | oz | ounce | - | weight | 28.349523125 | - | oz ounce
        lb | lb | pound | - | weight | 453.59237 | - | lb pound #

        mL | mL | millilitre | - | volume | 1 | - | ml millilitre milliliter cc cm3 cm³
        cL | cL | centilitre | - | volume | 10 | - | cl centilitre centiliter
        dL | dL | decilitre | - | volume | 100 | - | dl decilitre deciliter
        L | L | litre | - | volume | 1000 | - | l litre liter ltr lt
        us-tsp | tsp | teaspoon | - | volume | 4.92892159375 | - | tsp teaspoon ustsp usteaspoon
        us-tbsp | tbsp | tablespoon | - | volume | 14.78676478125 | - | tbsp tablespoon tbs ustbsp
            ustablespoon
        us-fl-oz | US fl oz | US fluid ounce | - | volume | 29.5735295625 | fl oz | usfloz usfluidounce usoz
        us-cup | US cup | US cup | - | volume | 236.5882365 | cup | uscup
        us-pt | US pt | US pint | - | volume | 473.176473 | pt | uspt uspint
        us-qt | US qt | US quart | - | volume | 946.352946 | qt | usqt usquart
        us-gal | US gal | US gallon | - | volume | 3785.411784 | gal | usgal usgallon
        uk-fl-oz | UK fl oz | UK fluid ounce | - | volume | 28.4130625 | fl oz | ukfloz ukfluidounce impfloz
            imperialfloz imperialfluidounce
        uk-cup | UK cup | UK cup | - | volume | 284.130625 | cup | ukcup impcup imperialcup
        uk-pt | UK pt | UK pint | - | volume | 568.26125 | pt | ukpt ukpint imppt imppint imperialpint
        uk-qt | UK qt | UK quart | - | volume | 1136.5225 | qt | ukqt ukquart impqt impquart imperialquart
        uk-gal | UK gal | UK gallon | - | volume | 4546.09 | gal | ukgal ukgallon impgal impgallon
            imperialgallon

        each | ea | each | each | count | 1 | - | each ea ct count pc pcs piece unit item pack roll bottle
            can bar egg
        pair | pair | pair | - | count | 2 | - | pair pr
        dozen | doz | dozen | dozen | count | 12 | - | dozen doz dz

        mm | mm | millimetre | - | length | 0.001 | - | mm millimetre millimeter
        cm | cm | centimetre | - | length | 0.01 | - | cm centimetre centimeter
        m | m | metre | - | length | 1 | - | m metre meter mtr
        in | in | inch | inches | length | 0.0254 | - | in inch ″ "
        ft | ft | foot | feet | length | 0.3048 | - | ft foot feet ′ '
        yd | yd | yard | - | length | 0.9144 | - | yd yard

        cm2 | cm² | square centimetre | - | area | 0.0001 | - | cm2 cm² sqcm squarecentimetre
            squarecentimeter
        m2 | m² | square metre | - | area | 1 | - | m2 m² sqm squaremetre squaremeter
        sq-in | sq in | square inch | square inches | area | 0.00064516 | - | sqin in2 in² squareinch
        sq-ft | sq ft | square foot | square feet | area | 0.09290304 | - | sqft ft2 ft² squarefoot
            squarefeet sf
        sq-yd | sq yd | square yard | - | area | 0.83612736 | - | sqyd yd2 yd² squareyard
        """

    /// The catalog units of one dimension, in catalog order.
    public static func units(of dimension: Dimension) -> [Unit] {
        all.filter { $0.dimension == dimension }
    }

    /// The unit with a stable identifier (``id``), if any.
    public static func withID(_ id: String) -> Unit? {
        var unit: Unit? = nil
        id.withUTF8Bytes { unit = withID(utf8: $0) }
        return unit
    }

    /// The unit whose ``id`` has these UTF-8 bytes, if any.
    static func withID(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Unit? {
        for unit in all where unit.id.utf8.count == bytes.count {
            var isSame = false
            unit.id.withUTF8Bytes { isSame = $0.elementsEqual(bytes) }
            if isSame { return unit }
        }
        return nil
    }
}
