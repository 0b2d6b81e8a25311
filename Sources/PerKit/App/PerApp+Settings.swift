extension PerApp {
    /// The shopper's preferences.
    public struct Settings: Hashable, Sendable {
        /// Decides what `fl oz`, `cup`, `pt`, `qt` and `gal` mean, the unit order and the
        /// automatic reference quantity.
        public var system: MeasurementSystem = .metric
        /// An ISO 4217 code such as `USD`, used only to display amounts.
        public var currencyCode = "USD"
        /// The reference quantity the shopper pinned, or `nil` for the automatic choice.
        public var reference: ReferenceQuantity?

        /// Default settings: metric, USD, automatic reference.
        public init() {}

        /// Settings with every value given.
        public init(system: MeasurementSystem, currencyCode: String, reference: ReferenceQuantity?) {
            self.system = system
            self.currencyCode = currencyCode
            self.reference = reference
        }

        /// Whether `code` is three ASCII capital letters, like an ISO 4217 code.
        public static func isValidCurrencyCode(_ code: String) -> Bool {
            code.unicodeScalars.count == 3 && code.unicodeScalars.allSatisfy { $0.value >= 0x41 && $0.value <= 0x5A }
        }
    }

    /// An error shown to the shopper: never silent.
    public struct Alert: Hashable, Sendable {
        /// Always "Whoops!".
        public let title: String
        /// The engine's message.
        public let message: String

        /// An alert with the standard title.
        public init(message: String) {
            title = "Whoops!"
            self.message = message
        }
    }
}
