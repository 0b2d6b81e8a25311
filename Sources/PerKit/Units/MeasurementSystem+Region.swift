extension MeasurementSystem {
    /// The measurement system shoppers in `region` (an ISO 3166-1 alpha-2 code, any case) use:
    /// US customary in the United States and its territories, Liberia and Myanmar; UK (imperial
    /// names for fl oz, pint and gallon) in the United Kingdom and the Crown Dependencies;
    /// metric everywhere else, and for a code that names no region.
    ///
    /// - Complexity: O(*n*) in the size of the table, comparing bytes only.
    public init(region: String) {
        let wanted = region.trimmingSpaces.asciiUppercased
        let line = Self.regionTable.withUTF8Bytes { bytes -> Int? in
            Currency.find(wanted, in: bytes, prefixOfCodes: false)
        }
        switch line {
        case nil: self = .metric
        case 0: self = .us
        default: self = .uk
        }
    }

    /// The regions that are not metric: the first line US customary, the second UK.
    static let regionTable = """
        AS GU LR MM MP PR UM US VI
        GB GG IM JE
        """
}
