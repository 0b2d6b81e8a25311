import ArgumentParser
import PerKit

/// `per units`: the unit catalog, by dimension, with exact factors.
struct Units: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "units",
        abstract: "List every unit Per knows, by dimension, with its exact factor.",
        discussion: """
            Names are matched ignoring case, spaces, dots and hyphens, and plurals are accepted: \
            'fl. oz.', 'FLOZ' and 'fluid ounces' all work. fl oz, cup, pt, qt and gal mean the US \
            units unless --system uk is given; 'US …' and 'UK …' / 'imp …' always work.

            EXAMPLES:
              per units
              per units volume --system uk
              per units --json
            """
    )

    @Argument(help: ArgumentHelp("Only this dimension.", valueName: "dimension"))
    var dimension: PerKit.Dimension?

    @OptionGroup var systemOption: SystemOption

    @Flag(help: "Print a JSON array instead of the tables.")
    var json = false

    func run() {
        let system = systemOption.system
        let dimensions = dimension.map { [$0] } ?? PerKit.Dimension.allCases
        if json {
            Terminal.writeData(jsonList(dimensions, system: system).prettyText() + "\n")
        } else {
            Terminal.writeOutput(text(dimensions, system: system))
        }
    }

    private func text(_ dimensions: [PerKit.Dimension], system: MeasurementSystem) -> String {
        var sections: [String] = []
        for dimension in dimensions {
            let base = dimension.baseUnit.symbol
            var table = TextTable([
                .init(title: "Unit", alignment: .left),
                .init(title: "Name", alignment: .left),
                .init(title: "Exact factor", alignment: .right),
                .init(title: "Accepted names", alignment: .left),
            ])
            for unit in PerKit.Unit.units(of: dimension) {
                table.append([
                    unit.symbol, unit.name, unit.factor.description + " " + base,
                    unit.acceptedNames(in: system).joined(separator: ", "),
                ])
            }
            let lines = table.lines().map { "  " + $0 }
            sections.append("\(dimension.rawValue) (base unit: \(base))\n" + lines.joined(separator: "\n") + "\n")
        }
        return sections.joined(separator: "\n")
    }

    private func jsonList(_ dimensions: [PerKit.Dimension], system: MeasurementSystem) -> JSON {
        var units: [JSON] = []
        for dimension in dimensions {
            for unit in PerKit.Unit.units(of: dimension) {
                units.append(
                    .object([
                        .init("id", .string(unit.id)),
                        .init("symbol", .string(unit.symbol)),
                        .init("name", .string(unit.name)),
                        .init("dimension", .string(dimension.rawValue)),
                        .init("baseUnit", .string(dimension.baseUnit.id)),
                        .init("factor", .string(unit.factor.description)),
                        .init("factorExact", .string(ComparisonReport.fraction(unit.factor))),
                        .init("names", .array(unit.acceptedNames(in: system).map { .string($0) })),
                    ]))
            }
        }
        return .array(units)
    }
}
