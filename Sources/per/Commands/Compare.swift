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

            After the quantity, deal clauses separated by commas: 'member 3.50' (the loyalty \
            price of one pack), 'buy 2 get 1 free', '2nd half price', '3 for the price of 2', \
            '3 for 5.00' (a multi-buy), '10% off', 'save 0.50', 'deposit 0.25' (on each \
            container, paid at the till but never in the unit price) and 'plus 8% tax' (the price \
            is without it). Products are ranked by what is really paid per unit; --no-member \
            ignores member prices. '3 for 2' is refused: 3 for 2.00, or 3 for the price of 2?

            With no PRODUCT, or '-', products are read from standard input, one per line; blank \
            lines and lines starting with '#' are ignored.

            --share-link prints a link that carries the list itself (its products, --per and \
            --currency) in its '#share=' fragment instead of the table; the web app opens it, \
            and --from-link compares it. Nothing is sent anywhere.

            --csv reads the products from a list file ('-': standard input), as the web app \
            exports it: a header row naming the columns list, name, price, quantity and unit \
            (in any order; price and quantity required), then a product per row, e.g. \
            'Weekly shop,Brand A,3.99,500,g' or 'Weekly shop,Cola,4.99,6 x 355,mL'. A file \
            with several lists needs --list. Every bad row is reported with its line.

            --format csv prints the table as CSV, with the same figures, for a spreadsheet; \
            --format json (or --json) prints one JSON object.

            EXAMPLES:
              per compare "Brand A: 3.99 for 500 g" "Brand B: 6.49 for 1 kg"
              per compare "4.99 / 6 x 355 mL" "2 x 3.49 for 2 x 2 L" --per L
              per compare --system us --currency USD "2.49 / lb" "6.99 for 3 lb"
              per compare --system us "Soup: 3/$10 for 15 oz" "Single: 3.49 for 15 oz"
              per compare "12.99 for 24" "Sale: 7.99 - 1.50 for 12" --json
              per compare "A: 2.00 for 200 g, buy 2 get 1 free" "B: 1.80 for 200 g"
              per compare --no-member "A: 3.90 for 700 g, member 3.50" "B: 3.99 for 910 g"
              per compare < shopping-list.txt
              per compare --share-link "Brand A: 3.99 for 500 g" "Brand B: 6.49 for 1 kg"
              per compare --from-link "http://127.0.0.1:8080/#share=1…"
              per compare --csv lists.csv --list "Weekly shop" --format csv
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

    @Option(
        help: ArgumentHelp(
            "What to print: the table, one JSON object, or the table as CSV.", valueName: "format"))
    var format: OutputFormat?

    @Flag(help: "Print one JSON object instead of the table (the same as --format json).")
    var json = false

    @Flag(
        name: .customLong("no-member"),
        help: "Ignore member (loyalty-card) prices: rank by the price without the card.")
    var noMember = false

    @Flag(
        name: .customLong("no-color"),
        help: "Don't colour the table (also: NO_COLOR=1; never coloured off a terminal).")
    var noColor = false

    @Flag(
        name: .customLong("share-link"),
        help: "Print a link that carries the products, --per and --currency instead of the table.")
    var shareLink = false

    @Option(
        name: .customLong("link-base"),
        help: ArgumentHelp(
            "The page a --share-link opens (default: \(Self.defaultLinkBase), the app of per serve).",
            valueName: "url"))
    var linkBase: String?

    @Option(
        name: .customLong("list-name"),
        help: ArgumentHelp(
            "The list's name in a --share-link (default: \(PerApp.State.defaultListName)).", valueName: "name"
        ))
    var listName: String?

    @Option(
        name: .customLong("from-link"),
        help: ArgumentHelp(
            "Compare the products of a share link: the whole URL or its '#share=…' part.", valueName: "link"))
    var fromLink: String?

    @Option(
        name: .customLong("csv"),
        help: ArgumentHelp(
            "Compare the products of a CSV list file; '-' reads standard input.", valueName: "file"))
    var csvFile: String?

    @Option(
        name: .customLong("list"),
        help: ArgumentHelp("The list of the --csv file to compare, by its name.", valueName: "name"))
    var list: String?

    /// What `per compare` prints.
    enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
        case table, json, csv
    }

    /// The format to print: `--format`, or JSON for `--json`.
    var outputFormat: OutputFormat { format ?? (json ? .json : .table) }

    /// Where `per serve` serves the web app by default.
    static let defaultLinkBase = "http://127.0.0.1:8080/"

    func validate() throws {
        if fromLink != nil && !products.isEmpty {
            throw ValidationError(
                "--from-link compares the products of a shared list; give no PRODUCT with it.")
        }
        if csvFile != nil && !products.isEmpty {
            throw ValidationError("--csv compares the products of a list file; give no PRODUCT with it.")
        }
        if csvFile != nil && fromLink != nil {
            throw ValidationError("--csv and --from-link both give the products; give only one of them.")
        }
        if list != nil && csvFile == nil {
            throw ValidationError("--list chooses a list of a --csv file; use it with --csv.")
        }
        if json, let format, format != .json {
            throw ValidationError(
                "--json is --format json; give only one of --json and --format \(format.rawValue).")
        }
        if shareLink && outputFormat != .table {
            let name = outputFormat == .json ? "JSON" : "CSV"
            throw ValidationError("--share-link prints a link, not \(name); give only one of them.")
        }
        if !shareLink && (linkBase != nil || listName != nil) {
            throw ValidationError("--link-base and --list-name describe a link; use them with --share-link.")
        }
        if let currency = currency.map(NegativeValues.unmarked), Currency(code: currency) == nil {
            throw ValidationError(
                "--currency expects an ISO 4217 currency code such as USD, EUR or GBP; '\(currency)' is not one."
            )
        }
        if products.isEmpty && fromLink == nil && csvFile == nil && Terminal.isTerminal(0) {
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
            var name = listName.map(NegativeValues.unmarked) ?? PerApp.State.defaultListName
            var currency = currency
            let report: ComparisonReport
            if let fromLink = fromLink.map(NegativeValues.unmarked) {
                let shared: SharedList
                do throws(ParseError) {
                    shared = try SharedList(link: fromLink)
                } catch {
                    throw DataError("--from-link", error.message)
                }
                // The list's own name and currency, unless the options give others.
                if listName == nil { name = shared.name }
                if self.currency == nil, let code = shared.currency?.code {
                    currency = Currency(code: code) ?? .none
                }
                report = try ComparisonReport(
                    shared: shared, source: "--from-link", per: per, system: system, currency: currency,
                    usesMemberPrices: !noMember)
            } else if let csvFile = csvFile.map(NegativeValues.unmarked) {
                let lists = try CSVListFile.lists(path: csvFile, system: system)
                let shared = try Self.chooseList(
                    lists, named: list.map(NegativeValues.unmarked),
                    file: csvFile == "-" ? "standard input" : quoted(csvFile))
                if listName == nil { name = shared.name }
                report = try ComparisonReport(
                    shared: shared, source: "--csv", per: per, system: system, currency: currency,
                    usesMemberPrices: !noMember)
            } else {
                let inputs = ProductInput.gather(arguments: products, readStandardInput: Terminal.readLines)
                report = try ComparisonReport(
                    inputs: inputs, per: per, system: system, currency: currency, usesMemberPrices: !noMember)
            }
            if shareLink {
                if let listName = listName.map(NegativeValues.unmarked),
                    let error = NameError(checking: listName, as: .list)
                {
                    throw DataError("--list-name \(quoted(listName))", error.message)
                }
                let list = SharedList(
                    name: name, products: report.list, reference: report.pinnedReference,
                    currency: currency.code.flatMap { PerKit.Currency(code: $0) })
                let base = linkBase.map(NegativeValues.unmarked) ?? Self.defaultLinkBase
                Terminal.writeOutput(ShareLink.url(base: base, list: list) + "\n")
            } else {
                switch outputFormat {
                case .table: Terminal.writeData(report.table(style: style))
                case .json: Terminal.writeData(report.json.prettyText() + "\n")
                case .csv: Terminal.writeData(report.csv)
                }
            }
        }
    }

    /// The list of a list file to compare: the one named `name`, or the only one.
    /// - Throws: ``DataError`` for a file without products, a name no list has or several
    ///   have (a file's `list id` keeps lists of one name apart), or several lists and no name;
    ///   the message names the lists.
    static func chooseList(_ lists: [SharedList], named name: String?, file: String) throws(DataError)
        -> SharedList
    {
        let names = lists.map { quoted($0.name) }.joined(separator: ", ")
        if let name {
            let matches = lists.filter { $0.name == name }
            guard let match = matches.first else {
                let found = lists.isEmpty ? "it has no lists" : "its lists are " + names
                throw DataError("--list \(quoted(name))", "\(file) has no list of that name: \(found)")
            }
            guard matches.count == 1 else {
                throw DataError(
                    "--list \(quoted(name))",
                    "\(file) has \(matches.count) lists of that name: rename one in the file to compare it")
            }
            return match
        }
        guard let first = lists.first else {
            throw DataError(file, "the file has no products to compare: it has a header row only")
        }
        guard lists.count == 1 else {
            throw DataError(
                file, "the file holds \(lists.count) lists, \(names): choose one with --list NAME")
        }
        return first
    }
}
