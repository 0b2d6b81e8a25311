import ArgumentParser
import PerKit
import PerServer

extension MeasurementSystem: ExpressibleByArgument {
    /// Reads `metric`, `us` or `uk` (and PerKit's synonyms such as `imperial`).
    public init?(argument: String) {
        self.init(name: argument)
    }
}

extension PerKit.Dimension: ExpressibleByArgument {}

/// The `--system` option shared by every command.
struct SystemOption: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The measurement system.",
            discussion: "Decides what fl oz, cup, pt, qt and gal mean: US units, or imperial under uk.",
            valueName: "system"))
    var system: MeasurementSystem = .metric
}

extension SignupPolicy: ExpressibleByArgument {}
