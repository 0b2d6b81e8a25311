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

    /// The lowest unit price seen, deals counted with or without member prices; of equal ones
    /// the most recent.
    /// - Complexity: O(n).
    public func lowest(usesMemberPrices: Bool) -> PriceEntry {
        Self.lowest(of: entries, usesMemberPrices: usesMemberPrices) ?? entries[entries.count - 1]
    }

    /// The lowest regular price seen: neither a sale nor a deal price, with or without member
    /// prices (see ``PriceEntry/hasDeal(usesMemberPrices:)``: without them, a price whose deal
    /// is only a member price is regular); of equal ones the most recent. `nil` when every
    /// price was a sale or had a deal.
    public func lowestRegular(usesMemberPrices: Bool) -> PriceEntry? {
        Self.lowest(
            of: entries.filter { !$0.isSale && !$0.hasDeal(usesMemberPrices: usesMemberPrices) },
            usesMemberPrices: usesMemberPrices)
    }

    /// The lowest price seen without a deal (see ``PriceEntry/hasDeal(usesMemberPrices:)``),
    /// or `nil` when every price had one; of equal ones the most recent.
    public func lowestWithoutDeal(usesMemberPrices: Bool = true) -> PriceEntry? {
        Self.lowest(of: entries.filter { !$0.hasDeal(usesMemberPrices: usesMemberPrices) }, usesMemberPrices: usesMemberPrices)
    }

    /// The lowest deal price seen (see ``PriceEntry/hasDeal(usesMemberPrices:)``), by the
    /// deal's unit price, or `nil` when no price had a deal; of equal ones the most recent.
    public func lowestWithDeal(usesMemberPrices: Bool = true) -> PriceEntry? {
        Self.lowest(of: entries.filter { $0.hasDeal(usesMemberPrices: usesMemberPrices) }, usesMemberPrices: usesMemberPrices)
    }

    /// The lowest price without a deal and the lowest deal price at each store, kept apart:
    /// stores in the order of their keys (``PriceBook/key(for:)``), prices without a store last.
    /// - Complexity: O(n × stores).
    public func lowestByStore(usesMemberPrices: Bool = true) -> [StoreLowest] {
        var stores: [StoreLowest] = []
        for entry in entries {
            let isDeal = entry.hasDeal(usesMemberPrices: usesMemberPrices)
            func lower(_ kept: PriceEntry?) -> Bool {
                kept.map { !PriceEntry.hasLowerUnitPrice($0, than: entry, usesMemberPrices: usesMemberPrices) } ?? true
            }
            if let index = stores.firstIndex(where: { PriceBook.sameStore($0.store, entry.store) }) {
                if isDeal, lower(stores[index].withDeal) { stores[index].withDeal = entry }
                if !isDeal, lower(stores[index].withoutDeal) { stores[index].withoutDeal = entry }
            } else {
                let new = StoreLowest(
                    store: entry.store, withoutDeal: isDeal ? nil : entry, withDeal: isDeal ? entry : nil)
                let key = entry.store.map { PriceBook.key(for: $0) }
                let position =
                    key.flatMap { key in
                        stores.firstIndex { other in other.store.map { !PriceBook.key(for: $0).utf8Precedes(key) } ?? true }
                    } ?? stores.count
                stores.insert(new, at: position)
            }
        }
        return stores
    }

    /// The latest price at each store, best (lowest unit price, deals counted with or without
    /// member prices) first; of equal ones the more recent. Prices without a store count as one
    /// store of their own.
    /// - Complexity: O(n × stores).
    public func latestByStore(usesMemberPrices: Bool) -> [PriceEntry] {
        var latest: [PriceEntry] = []
        for entry in entries.reversed()
        where !latest.contains(where: { PriceBook.sameStore($0.store, entry.store) }) {
            latest.append(entry)
        }
        // `latest` is most recent first, and the insertion keeps the more recent of equal prices first.
        var ordered: [PriceEntry] = []
        for entry in latest {
            var position = ordered.count
            while position > 0,
                PriceEntry.hasLowerUnitPrice(entry, than: ordered[position - 1], usesMemberPrices: usesMemberPrices)
            {
                position -= 1
            }
            ordered.insert(entry, at: position)
        }
        return ordered
    }

    /// The mean of every unit price seen (deals counted, member prices used unless
    /// `usesMemberPrices` is `false`), per base unit (g, mL, each, m, m²).
    /// - Throws: ``ArithmeticError`` when the sum overflows.
    public func averageUnitPrice(usesMemberPrices: Bool = true) throws(ArithmeticError) -> Rational {
        var sum = Rational.zero
        for entry in entries { sum = try sum.adding(entry.unitPrice(usesMemberPrices: usesMemberPrices)) }
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

    /// How `candidate` compares with the prices seen, on `today`: like with like.
    ///
    /// The candidate's unit price is its deal's when it has one
    /// (``PriceEntry/unitPrice(usesMemberPrices:)``). A deal price is compared with the lowest
    /// deal price seen and a regular price with the lowest regular price seen
    /// (``PriceEntry/hasDeal(usesMemberPrices:)``); when the book has no price of the
    /// candidate's kind, with the lowest of the other kind (``PriceVerdict/comparedWith`` says
    /// which). A deal price at or below the lowest it is compared with says what it takes:
    /// ``PriceVerdict/needsMemberPrice`` when without the member price its unit price would be
    /// above that lowest, ``PriceVerdict/mustBuy`` when one pack without the offer would be.
    /// - Parameter usesMemberPrices: Whether member prices count, for the candidate and for
    ///   the prices seen.
    /// - Throws: ``PriceBookError/unitsMismatch(item:product:dimension:)`` when it is of another
    ///   dimension, ``PriceBookError/product(_:)`` on overflow.
    public func verdict(for candidate: ProductItem, today: CalendarDate, usesMemberPrices: Bool = true)
        throws(PriceBookError) -> PriceVerdict
    {
        let (lowest, kind) = try comparedLowest(for: candidate, usesMemberPrices: usesMemberPrices)
        let percent = try Self.percent(
            candidate.bookUnitPrice(usesMemberPrices: usesMemberPrices),
            above: lowest.unitPrice(usesMemberPrices: usesMemberPrices))
        var needsMemberPrice = false
        var mustBuy: Rational? = nil
        if !percent.isPositive, let figures = candidate.dealFigures(usesMemberPrice: usesMemberPrices),
            figures.lowersPrice
        {
            let benchmark = lowest.unitPrice(usesMemberPrices: usesMemberPrices)
            if figures.usesMemberPrice, let without = candidate.dealFigures(usesMemberPrice: false),
                without.unitPrice > benchmark
            {
                needsMemberPrice = true
            }
            // One pack: the same deal without its offer.
            let withoutOffer = candidate.deal.flatMap { try? Deal($0.clauses.filter { !$0.kind.isOffer }) }
            if figures.mustBuy > .one, let withoutOffer, let onePack = try? candidate.withDeal(withoutOffer),
                onePack.bookUnitPrice(usesMemberPrices: usesMemberPrices) > benchmark
            {
                mustBuy = figures.mustBuy
            }
        }
        return PriceVerdict(
            lowest: lowest, percentAboveLowest: percent,
            cheapestStoreLately: latestByStore(usesMemberPrices: usesMemberPrices).first { $0.store != nil },
            lowestRegular: lowestRegular(usesMemberPrices: usesMemberPrices), daysSinceLowest: lowest.date.days(to: today),
            isDealPrice: candidate.isDealPrice(usesMemberPrices: usesMemberPrices), comparedWith: kind,
            needsMemberPrice: needsMemberPrice, mustBuy: mustBuy,
            lowestWithoutDeal: lowestWithoutDeal(usesMemberPrices: usesMemberPrices),
            lowestWithDeal: lowestWithDeal(usesMemberPrices: usesMemberPrices),
            lowestByStore: lowestByStore(usesMemberPrices: usesMemberPrices))
    }

    /// How much more per unit `candidate` costs than the lowest price it is compared with (as
    /// ``verdict(for:today:usesMemberPrices:)`` chooses it: like with like), in percent: 0 when
    /// equal, negative when lower.
    /// - Throws: ``PriceBookError/unitsMismatch(item:product:dimension:)`` when it is of another
    ///   dimension, ``PriceBookError/product(_:)`` on overflow.
    public func percentAboveLowest(_ candidate: ProductItem, usesMemberPrices: Bool = true)
        throws(PriceBookError) -> Rational
    {
        let (lowest, _) = try comparedLowest(for: candidate, usesMemberPrices: usesMemberPrices)
        return try Self.percent(
            candidate.bookUnitPrice(usesMemberPrices: usesMemberPrices),
            above: lowest.unitPrice(usesMemberPrices: usesMemberPrices))
    }

    /// The lowest price `candidate` is compared with, and its kind: the lowest of the
    /// candidate's kind, or of the other when the book has none of it.
    /// - Throws: ``PriceBookError/unitsMismatch(item:product:dimension:)``.
    func comparedLowest(for candidate: ProductItem, usesMemberPrices: Bool) throws(PriceBookError)
        -> (PriceEntry, PriceVerdict.Kind)
    {
        guard candidate.dimension == dimension else {
            throw .unitsMismatch(item: candidate.quantity, product: name, dimension: dimension)
        }
        let regular = lowestWithoutDeal(usesMemberPrices: usesMemberPrices)
        let deal = lowestWithDeal(usesMemberPrices: usesMemberPrices)
        if candidate.isDealPrice(usesMemberPrices: usesMemberPrices) {
            if let deal { return (deal, .deal) }
        } else if let regular {
            return (regular, .regular)
        }
        if let deal { return (deal, .deal) }
        if let regular { return (regular, .regular) }
        return (entries[entries.count - 1], .regular)
    }

    /// `(value − lowest) ÷ lowest × 100`.
    private static func percent(_ value: Rational, above lowest: Rational) throws(PriceBookError) -> Rational {
        do {
            return try value.subtracting(lowest).divided(by: lowest).multiplied(by: Rational(100))
        } catch {
            throw .product(.arithmetic(error))
        }
    }

    private static func lowest(of entries: [PriceEntry], usesMemberPrices: Bool) -> PriceEntry? {
        var best: PriceEntry? = nil
        for entry in entries
        where best.map({ !PriceEntry.hasLowerUnitPrice($0, than: entry, usesMemberPrices: usesMemberPrices) }) ?? true {
            best = entry
        }
        return best
    }
}

/// The lowest prices seen at one store, regular and deal prices kept apart (see
/// ``BookProduct/lowestByStore(usesMemberPrices:)``).
public struct StoreLowest: Hashable, Sendable {
    /// The store, or `nil` for the prices seen without one.
    public let store: String?
    /// The lowest price without a deal seen there, if any; of equal ones the most recent.
    public internal(set) var withoutDeal: PriceEntry?
    /// The lowest deal price seen there, if any; of equal ones the most recent.
    public internal(set) var withDeal: PriceEntry?
}
