extension PerApp {
    /// The shopper's preferences.
    public struct Settings: Hashable, Sendable {
        /// Decides what `fl oz`, `cup`, `pt`, `qt` and `gal` mean, the unit order and the
        /// automatic reference quantity.
        public var system: MeasurementSystem = .metric
        /// An ISO 4217 code such as `USD`, used only to display amounts.
        public var currencyCode = "USD"
        /// Whether adding a named product to a list records its price in the price book.
        public var remembersPrices = true
        /// Whether products' member (loyalty-card) prices count in the ranking ("Use member
        /// prices"); when off, each product is compared as if its deal had no member price.
        public var usesMemberPrices = true
        /// How the front end's locale writes the decimal point: `.` or `,`. Every number the
        /// view model writes as text uses it; it comes from the front end on each start and is
        /// not saved.
        public var decimalSeparator = "."
        /// The language the shopper chose in Settings ("Language"), or `nil` for the
        /// device's (``deviceLanguage``).
        public var language: Language? = nil
        /// The first of the device's languages that Per speaks, else English: it comes from
        /// the front end on each start and is not saved.
        public var deviceLanguage = Language.english

        /// The language the app speaks: the chosen one, else the device's.
        public var effectiveLanguage: Language { language ?? deviceLanguage }
        /// The texts of ``effectiveLanguage``.
        public var catalog: Catalog { Catalog(effectiveLanguage) }

        /// Default settings: metric, USD, `.` as the decimal point.
        public init() {}

        /// Settings with every value given.
        public init(
            system: MeasurementSystem, currencyCode: String, decimalSeparator: String = "."
        ) {
            self.system = system
            self.currencyCode = currencyCode
            self.decimalSeparator = Self.isValidDecimalSeparator(decimalSeparator) ? decimalSeparator : "."
        }

        /// Whether `code` is an ISO 4217 currency code in upper case, such as `USD`.
        public static func isValidCurrencyCode(_ code: String) -> Bool {
            guard let currency = Currency(code: code) else { return false }
            return currency.code.hasSameUTF8(as: code)
        }

        /// Whether `separator` is a decimal separator Per writes numbers with: `.` or `,`.
        public static func isValidDecimalSeparator(_ separator: String) -> Bool {
            separator.hasSameUTF8(as: ".") || separator.hasSameUTF8(as: ",")
        }

        /// The decimal places of the currency's minor unit: 2 for USD, 0 for JPY, 3 for KWD.
        public var currencyPlaces: Int { Currency.places(ofCode: currencyCode) }
    }

    /// An error shown to the shopper: never silent.
    public struct Alert: Hashable, Sendable {
        /// "Whoops!", in the app's language.
        public let title: String
        /// The engine's message.
        public let message: String

        /// An alert with the standard title.
        public init(message: String) {
            self.init(title: "Whoops!", message: message)
        }

        /// An alert with the title `title`.
        init(title: String, message: String) {
            self.title = title
            self.message = message
        }
    }
}
