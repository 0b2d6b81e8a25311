import ArgumentParser
import PerKit

/// `per convert`: converts a quantity to another unit of the same dimension, exactly.
struct Convert: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert a quantity to another unit, exactly.",
        discussion: """
            Prints the exact result when its decimal expansion ends (473.176473 mL), otherwise \
            '≈' and 10 significant digits; --exact prints the exact fraction. Both units must \
            measure the same thing (weight, volume, count, length or area).

            EXAMPLES:
              per convert "16 fl oz" mL
              per convert 1L floz --system uk
              per convert "6 x 355 mL" L
              per convert 1kg lb --exact
            """
    )

    @Argument(
        help: ArgumentHelp("The quantity, e.g. '16 fl oz', 1.5kg, '6 x 355 mL'.", valueName: "quantity"))
    var quantity: String

    @Argument(help: ArgumentHelp("The unit to convert to, e.g. mL, lb, 'US gal', sq ft.", valueName: "unit"))
    var unit: String

    @OptionGroup var systemOption: SystemOption

    @Flag(help: "Print the exact result as a fraction p/q.")
    var exact = false

    func run() throws {
        let quantity = NegativeValues.unmarked(quantity)
        let unit = NegativeValues.unmarked(unit)
        let system = systemOption.system
        try reportingDataErrors { () throws(DataError) in
            let source: Quantity
            do throws(ParseError) {
                source = try Quantity(parsing: quantity, system: system)
            } catch {
                throw DataError("quantity \(quoted(quantity))", error.message)
            }
            let target: PerKit.Unit
            do throws(ParseError) {
                target = try PerKit.Unit(parsing: unit, system: system, dimension: source.dimension)
            } catch {
                throw DataError("unit \(quoted(unit))", error.message)
            }
            guard target.dimension == source.dimension else {
                let suggestions = PerKit.Unit.choices(for: source.dimension, system: system).prefix(6)
                    .map { $0.symbol(in: system) }.joined(separator: ", ")
                throw DataError(
                    "unit \(quoted(unit))",
                    "can't convert \(source.formatted(in: system)) (\(source.dimension.soldBy)) to "
                        + "\(target.symbol(in: system)) (\(target.dimension.soldBy)) — try \(suggestions)")
            }
            let amount: Rational
            do throws(ArithmeticError) {
                amount = try source.baseAmount.divided(by: target.factor)
            } catch {
                throw DataError("quantity \(quoted(quantity))", error.message)
            }
            let number =
                exact
                ? amount.fractionText
                : amount.exactDecimal ?? "≈ " + amount.formatted(significantDigits: 10)
            Terminal.writeOutput(number + " " + target.symbol(in: system) + "\n")
        }
    }
}
