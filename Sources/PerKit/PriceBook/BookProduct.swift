/// One product of a ``PriceBook``: every price seen for it, by date, and the figures a shopper
/// asks for, exact.
public struct BookProduct: Hashable, Sendable {
    /// The name as the latest entry writes it (each entry keeps how it was written).
    public var name: String { entries[entries.count - 1].product }
    /// What names are matched by: lower case (ASCII), no surrounding or repeated spaces.
    public internal(set) var key: String
    /// What the product is measured by; every entry has it.
    public let dimension: Dimension
    /// Every entry, earliest first; entries of one day in the order they were recorded.
    /// Never empty.
    public internal(set) var entries: [PriceEntry]

    /// A product of `entries`, which are in date order, of one dimension and not empty.
    init(entries: [PriceEntry]) {
        key = PriceBook.key(for: entries[0].product)
        dimension = entries[0].item.dimension
        self.entries = entries
    }

    /// Adds an entry in date order, after the entries of its day.
    mutating func insert(_ entry: PriceEntry) {
        let index = entries.lastIndex { !PriceEntry.isEarlier(entry, $0) }.map { $0 + 1 } ?? 0
        entries.insert(entry, at: index)
    }

    /// The lowest unit price seen; of equal ones the most recent.
    /// - Complexity: O(n).
    public var lowest: PriceEntry { Self.lowest(of: entries) ?? entries[entries.count - 1] }

    /// The lowest regular (not sale) price seen; of equal ones the most recent. `nil` when every
    /// price was a sale.
    public var lowestRegular: PriceEntry? { Self.lowest(of: entries.filter { !$0.isSale }) }

    /// The latest price at each store, best (lowest unit price) first; of equal ones the more
    /// recent. Prices without a store count as one store of their own.
    /// - Complexity: O(n × stores).
    public var latestByStore: [PriceEntry] {
        var latest: [PriceEntry] = []
        for entry in entries.reversed()
        where !latest.contains(where: { PriceBook.sameStore($0.store, entry.store) }) {
            latest.append(entry)
        }
        // `latest` is most recent first, and the sort keeps the more recent of equal prices first.
        return ProductList.unitPriceOrder(of: latest.map { $0.item }).map { latest[$0] }
    }

    /// The mean of every unit price seen, per base unit (g, mL, each, m, m²).
    /// - Throws: ``ArithmeticError`` when the sum overflows.
    public func averageUnitPrice() throws(ArithmeticError) -> Rational {
        var sum = Rational.zero
        for entry in entries { sum = try sum.adding(entry.item.unitPrice) }
        return try sum.divided(by: Rational(entries.count))
    }

    /// The quantity unit prices are quoted for: the list's automatic choice for every entry's
    /// quantity and `candidate`'s.
    public func reference(
        system: MeasurementSystem, including candidate: ProductItem? = nil
    ) -> ReferenceQuantity {
        var quantities = entries.map { $0.item.quantity }
        if let candidate { quantities.append(candidate.quantity) }
        return .automatic(for: dimension, quantities: quantities, system: system)
    }

    /// How `candidate` compares with every price seen, on `today`.
    /// - Throws: ``PriceBookError/unitsMismatch(item:product:dimension:)`` when it is of another
    ///   dimension, ``PriceBookError/product(_:)`` on overflow.
    public func verdict(for candidate: ProductItem, today: CalendarDate) throws(PriceBookError)
        -> PriceVerdict
    {
        let percent = try percentAboveLowest(candidate)
        let lowest = lowest
        return PriceVerdict(
            lowest: lowest, percentAboveLowest: percent,
            cheapestStoreLately: latestByStore.first { $0.store != nil },
            lowestRegular: lowestRegular, daysSinceLowest: lowest.date.days(to: today))
    }

    /// How much more per unit `candidate` costs than the lowest price seen, in percent: 0 when
    /// equal, negative when lower.
    /// - Throws: ``PriceBookError/unitsMismatch(item:product:dimension:)`` when it is of another
    ///   dimension, ``PriceBookError/product(_:)`` on overflow.
    public func percentAboveLowest(_ candidate: ProductItem) throws(PriceBookError) -> Rational {
        guard candidate.dimension == dimension else {
            throw .unitsMismatch(item: candidate.quantity, product: name, dimension: dimension)
        }
        let lowest = lowest.item.unitPrice
        do {
            return try candidate.unitPrice.subtracting(lowest).divided(by: lowest).multiplied(
                by: Rational(100))
        } catch {
            throw .product(.arithmetic(error))
        }
    }

    private static func lowest(of entries: [PriceEntry]) -> PriceEntry? {
        var best: PriceEntry? = nil
        for entry in entries where best.map({ !$0.item.hasLowerUnitPrice(than: entry.item) }) ?? true {
            best = entry
        }
        return best
    }
}
