import Testing

@testable import PerKit

@Suite("Unit parsing and catalog")
struct UnitParsingTests {
    @Test(arguments: [
        ("g", "g"), ("grams", "g"), ("Gram", "g"), ("gm", "g"), ("G", "g"),
        ("kg", "kg"), ("KG", "kg"), ("Kg", "kg"), ("kilos", "kg"), ("kilograms", "kg"),
        ("mg", "mg"), ("milligrams", "mg"),
        ("oz", "oz"), ("ounces", "oz"), ("OZ", "oz"),
        ("lb", "lb"), ("lbs", "lb"), ("LBS", "lb"), ("pounds", "lb"), ("lb.", "lb"),
        ("ml", "mL"), ("mL", "mL"), ("ML", "mL"), ("millilitres", "mL"), ("milliliters", "mL"), ("cc", "mL"),
        ("cl", "cL"), ("cL", "cL"), ("dl", "dL"),
        ("l", "L"), ("L", "L"), ("ltr", "L"), ("litres", "L"), ("liters", "L"), ("Litre", "L"),
        ("tsp", "us-tsp"), ("teaspoons", "us-tsp"), ("tbsp", "us-tbsp"), ("tbs", "us-tbsp"),
        ("tablespoons", "us-tbsp"),
        ("ct", "each"), ("each", "each"), ("ea", "each"), ("pcs", "each"), ("pc", "each"), ("pieces", "each"),
        ("count", "each"),
        ("pair", "pair"), ("pairs", "pair"), ("dozen", "dozen"), ("doz", "dozen"), ("Dozen", "dozen"),
        ("mm", "mm"), ("cm", "cm"), ("m", "m"), ("metres", "m"), ("meters", "m"),
        ("in", "in"), ("inches", "in"), ("ft", "ft"), ("feet", "ft"), ("foot", "ft"), ("yd", "yd"), ("yards", "yd"),
        ("cm2", "cm2"), ("cm²", "cm2"), ("m2", "m2"), ("m²", "m2"), ("m^2", "m2"), ("sq m", "m2"),
        ("square metres", "m2"),
        ("sq ft", "sq-ft"), ("sq. ft.", "sq-ft"), ("sqft", "sq-ft"), ("ft²", "sq-ft"), ("ft2", "sq-ft"),
        ("square feet", "sq-ft"), ("sq in", "sq-in"), ("in²", "sq-in"), ("sq yd", "sq-yd"),
        // Explicit US and imperial volume names, in any system.
        ("US fl oz", "us-fl-oz"), ("us floz", "us-fl-oz"), ("US cup", "us-cup"), ("US pt", "us-pt"),
        ("US qt", "us-qt"), ("US gal", "us-gal"), ("US gallons", "us-gal"),
        ("UK fl oz", "uk-fl-oz"), ("imp fl oz", "uk-fl-oz"), ("UK pt", "uk-pt"), ("UK pint", "uk-pt"),
        ("imp pt", "uk-pt"), ("UK qt", "uk-qt"), ("imp gal", "uk-gal"), ("imperial gallons", "uk-gal"),
        ("UK gal", "uk-gal"), ("UK cup", "uk-cup"),
    ])
    func readsForgivingNames(_ text: String, _ id: String) throws {
        for system in MeasurementSystem.allCases {
            let unit = try #require(Unit.named(text, system: system), "\(text) in \(system)")
            #expect(unit.id == id, "\(text) in \(system)")
        }
    }

    @Test(arguments: ["fl oz", "floz", "fl. oz.", "Fl Oz", "FL OZ", "fluid ounces", "fl-oz"])
    func fluidOunceSpellings(_ text: String) {
        #expect(Unit.named(text, system: .metric) == .usFluidOunce)
        #expect(Unit.named(text, system: .us) == .usFluidOunce)
        #expect(Unit.named(text, system: .uk) == .ukFluidOunce)
    }

    @Test(arguments: [
        ("fl oz", Unit.usFluidOunce, Unit.ukFluidOunce),
        ("cup", .usCup, .ukCup), ("cups", .usCup, .ukCup),
        ("pt", .usPint, .ukPint), ("pint", .usPint, .ukPint), ("pints", .usPint, .ukPint),
        ("qt", .usQuart, .ukQuart), ("quarts", .usQuart, .ukQuart),
        ("gal", .usGallon, .ukGallon), ("gallon", .usGallon, .ukGallon), ("Gallons", .usGallon, .ukGallon),
    ])
    func sharedVolumeNamesDependOnTheSystem(_ text: String, _ us: Unit, _ imperial: Unit) {
        #expect(Unit.named(text, system: .metric) == us)
        #expect(Unit.named(text, system: .us) == us)
        #expect(Unit.named(text, system: .uk) == imperial)
    }

    @Test(arguments: ["", " ", "zz", "kgg", "grammes of", "s", "es", "fl", "sq", "us", "imp", "5", "."])
    func unknownNamesAreNil(_ text: String) {
        for system in MeasurementSystem.allCases {
            #expect(Unit.named(text, system: system) == nil, "\(text)")
        }
    }

    @Test(arguments: [
        (Unit.usFluidOunce, MeasurementSystem.metric, "fl oz"), (.usFluidOunce, .us, "fl oz"),
        (.usFluidOunce, .uk, "US fl oz"),
        (.ukFluidOunce, .metric, "UK fl oz"), (.ukFluidOunce, .us, "UK fl oz"), (.ukFluidOunce, .uk, "fl oz"),
        (.usCup, .us, "cup"), (.usCup, .uk, "US cup"), (.ukCup, .uk, "cup"), (.ukCup, .us, "UK cup"),
        (.usPint, .metric, "pt"), (.ukPint, .uk, "pt"), (.ukPint, .metric, "UK pt"),
        (.usQuart, .us, "qt"), (.ukQuart, .uk, "qt"), (.usGallon, .us, "gal"), (.usGallon, .uk, "US gal"),
        (.ukGallon, .uk, "gal"), (.ukGallon, .us, "UK gal"),
        (.gram, .us, "g"), (.millilitre, .uk, "mL"), (.squareFoot, .metric, "sq ft"), (.usTeaspoon, .uk, "tsp"),
    ])
    func symbolsDependOnTheSystemOnlyForSharedNames(_ unit: Unit, _ system: MeasurementSystem, _ symbol: String) {
        #expect(unit.symbol(in: system) == symbol)
    }

    @Test(arguments: Unit.all)
    func everyUnitHasASymbolAndNames(_ unit: Unit) {
        #expect(!unit.symbol.isEmpty)
        #expect(!unit.name.isEmpty)
        #expect(!unit.pluralName.isEmpty)
        #expect(!unit.id.isEmpty)
        #expect(unit.factor.isPositive)
        #expect(unit.description == unit.symbol)
        #expect(unit.name(for: .one) == unit.name)
        #expect(unit.name(for: q(2)) == unit.pluralName)
        for system in MeasurementSystem.allCases { #expect(!unit.symbol(in: system).isEmpty) }
    }

    @Test func identifiersAndSymbolsAreUnique() {
        let ids = Unit.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        let symbols = Unit.all.map(\.symbol)
        #expect(Set(symbols).count == symbols.count)
        for unit in Unit.all { #expect(Unit.withID(unit.id) == unit) }
        #expect(Unit.withID("nope") == nil)
    }

    @Test(arguments: Unit.all)
    func everyAliasNameAndSymbolReadsBackAsTheUnit(_ unit: Unit) {
        for system in MeasurementSystem.allCases {
            for alias in unit.aliases {
                #expect(Unit.named(alias, system: system) == unit, "alias \(alias) in \(system)")
            }
            for text in [unit.symbol, unit.name, unit.pluralName, unit.symbol(in: system)] {
                #expect(Unit.named(text, system: system) == unit, "'\(text)' in \(system)")
            }
        }
    }

    @Test func unitsAreGroupedByDimensionAndTheBaseUnitHasFactorOne() {
        for dimension in Dimension.allCases {
            let units = Unit.units(of: dimension)
            #expect(!units.isEmpty)
            #expect(units.allSatisfy { $0.dimension == dimension })
            #expect(dimension.baseUnit.factor == .one)
            #expect(dimension.baseUnit.dimension == dimension)
            for system in MeasurementSystem.allCases {
                // The choices offered are exactly the catalog units of the dimension.
                #expect(Set(Unit.choices(for: dimension, system: system)) == Set(units))
            }
        }
        #expect(Unit.all.count == Dimension.allCases.map { Unit.units(of: $0).count }.reduce(0, +))
    }

    /// DESIGN.md's table, written out again here.
    @Test(arguments: [
        ("mg", q(1, 1000)), ("g", q(1)), ("kg", q(1000)), ("oz", q(28_349_523_125, 1_000_000_000)),
        ("lb", q(45_359_237, 100_000)),
        ("mL", q(1)), ("cL", q(10)), ("dL", q(100)), ("L", q(1000)),
        ("us-tsp", q(492_892_159_375, 100_000_000_000)), ("us-tbsp", q(1_478_676_478_125, 100_000_000_000)),
        ("us-fl-oz", q(295_735_295_625, 10_000_000_000)), ("us-cup", q(2_365_882_365, 10_000_000)),
        ("us-pt", q(473_176_473, 1_000_000)), ("us-qt", q(946_352_946, 1_000_000)),
        ("us-gal", q(3_785_411_784, 1_000_000)),
        ("uk-fl-oz", q(284_130_625, 10_000_000)), ("uk-cup", q(284_130_625, 1_000_000)),
        ("uk-pt", q(56_826_125, 100_000)), ("uk-qt", q(11_365_225, 10_000)), ("uk-gal", q(454_609, 100)),
        ("each", q(1)), ("pair", q(2)), ("dozen", q(12)),
        ("mm", q(1, 1000)), ("cm", q(1, 100)), ("m", q(1)), ("in", q(254, 10_000)), ("ft", q(3048, 10_000)),
        ("yd", q(9144, 10_000)),
        ("cm2", q(1, 10_000)), ("m2", q(1)), ("sq-in", q(64_516, 100_000_000)),
        ("sq-ft", q(9_290_304, 100_000_000)), ("sq-yd", q(83_612_736, 100_000_000)),
    ])
    func factorsMatchTheDesign(_ id: String, _ factor: Rational) throws {
        let unit = try #require(Unit.withID(id))
        #expect(unit.factor == factor)
    }

    @Test func factorsAreConsistentWithEachOther() throws {
        // Exact relations that hold by definition.
        #expect(try Unit.pound.factor.divided(by: Unit.ounce.factor) == q(16))
        #expect(try Unit.usGallon.factor.divided(by: Unit.usQuart.factor) == q(4))
        #expect(try Unit.usQuart.factor.divided(by: Unit.usPint.factor) == q(2))
        #expect(try Unit.usPint.factor.divided(by: Unit.usCup.factor) == q(2))
        #expect(try Unit.usCup.factor.divided(by: Unit.usFluidOunce.factor) == q(8))
        #expect(try Unit.usFluidOunce.factor.divided(by: Unit.usTablespoon.factor) == q(2))
        #expect(try Unit.usTablespoon.factor.divided(by: Unit.usTeaspoon.factor) == q(3))
        #expect(try Unit.usGallon.factor.divided(by: Unit.inch.factor.power(3).multiplied(by: q(1_000_000))) == q(231))
        #expect(try Unit.ukGallon.factor.divided(by: Unit.ukQuart.factor) == q(4))
        #expect(try Unit.ukQuart.factor.divided(by: Unit.ukPint.factor) == q(2))
        #expect(try Unit.ukPint.factor.divided(by: Unit.ukCup.factor) == q(2))
        #expect(try Unit.ukPint.factor.divided(by: Unit.ukFluidOunce.factor) == q(20))
        #expect(try Unit.foot.factor.divided(by: Unit.inch.factor) == q(12))
        #expect(try Unit.yard.factor.divided(by: Unit.foot.factor) == q(3))
        for (square, side) in [(Unit.squareInch, Unit.inch), (.squareFoot, .foot), (.squareYard, .yard),
                               (.squareCentimetre, .centimetre), (.squareMetre, .metre)] {
            #expect(try side.factor.power(2) == square.factor, "\(square.id)")
        }
    }

    @Test(arguments: [
        ("metric", MeasurementSystem.metric), ("SI", .metric), ("us", .us), ("US Customary", .us),
        ("uk", .uk), ("Imperial", .uk), (" gb ", .uk),
    ])
    func readsMeasurementSystems(_ text: String, _ system: MeasurementSystem) {
        #expect(MeasurementSystem(name: text) == system)
    }

    @Test func unknownMeasurementSystemIsNil() {
        #expect(MeasurementSystem(name: "martian") == nil)
        #expect(MeasurementSystem(name: "") == nil)
    }
}
