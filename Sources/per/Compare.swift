import ArgumentParser
import PerKit

/// `per compare`: ranks products by exact unit price, best first.
struct Compare: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Rank products by exact unit price, best first.",
        discussion: """
            A PRODUCT is one argument: an optional name ending in ':', a price, 'for' (or 'per', \
            or '/') and a quantity. The price may be arithmetic: '2 x 3.49' (two of them), \
            '7.99 - 1.50' (a coupon), '(3.99 + 2.49) ÷ 2'; in cents ('99¢', '99c'); or a \
            multi-buy ('3/$10', '3 for $10': 10.00 for 3 of the quantity). The quantity may be a \
            multipack ('6 x 355 mL'), a count ('24') or a unit alone ('2.49 / lb'). The last 'for' \
            splits; without one the last '/' does, unless it is a fraction such as '1/2'. A price \
            that could be read two ways ('3/10') is refused with both readings.

            With no PRODUCT, or '-', products are read from standard input, one per line; blank \
            lines and lines starting with '#' are ignored.

            EXAMPLES:
              per compare "Brand A: 3.99 for 500 g" "Brand B: 6.49 for 1 kg"
              per compare "4.99 / 6 x 355 mL" "2 x 3.49 for 2 x 2 L" --per L
              per compare --system us --currency USD "2.49 / lb" "6.99 for 3 lb"
              per compare --system us "Soup: 3/$10 for 15 oz" "Single: 3.49 for 15 oz"
              per compare "12.99 for 24" "Sale: 7.99 - 1.50 for 12" --json
              per compare < shopping-list.txt
            """
    )

    @Argument(
        help: ArgumentHelp(
            "A product, e.g. 'Brand A: 3.99 for 500 g'; '-' reads standard input.", valueName: "product"))
    var products: [String] = []

    @Option(
        name: .customLong("per"),
        help: ArgumentHelp(
            "The quantity to quote unit prices for: 100g, kg, lb, oz, 100mL, L, floz, each, dozen, m, sq ft …",
            discussion: """
                Default: per 100 g / 100 mL when every product is under 1 kg / 1 L, otherwise per kg / L; \
                with --system us per oz (per lb when every product is 1 lb or more) and per fl oz; each; \
                per m (us: ft); per m² (us: sq ft).
                """,
            valueName: "quantity"))
    var per: String?

    @OptionGroup var systemOption: SystemOption

    @Option(
        help: ArgumentHelp(
            "Show amounts in this currency (ISO 4217 code: USD, EUR, GBP, JPY, CAD …).", valueName: "code"))
    var currency: String?

    @Flag(help: "Print one JSON object instead of the table.")
    var json = false

    @Flag(
        name: .customLong("no-color"),
        help: "Don't colour the table (also: NO_COLOR=1; never coloured off a terminal).")
    var noColor = false

    func validate() throws {
        if let currency = currency.map(NegativeValues.unmarked), Currency(code: currency) == nil {
            throw ValidationError(
                "--currency expects an ISO 4217 currency code such as USD, EUR or GBP; '\(currency)' is not one."
            )
        }
        if products.isEmpty && Terminal.isTerminal(0) {
            throw ValidationError(
                "Missing products: give at least one PRODUCT, or pipe products into standard input, one per line."
            )
        }
    }

    func run() throws {
        let currency = currency.flatMap { Currency(code: NegativeValues.unmarked($0)) } ?? .none
        let per = per.map(NegativeValues.unmarked)
        let products = products.map(NegativeValues.unmarked)
        let style = Style(noColorFlag: noColor)
        let system = systemOption.system
        try reportingDataErrors { () throws(DataError) in
            let inputs = ProductInput.gather(arguments: products, readStandardInput: Terminal.readLines)
            let report = try ComparisonReport(inputs: inputs, per: per, system: system, currency: currency)
            Terminal.writeOutput(json ? report.json.prettyText() + "\n" : report.table(style: style))
        }
    }
}
