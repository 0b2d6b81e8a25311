/// A ranked comparison of a ``ProductList`` with every convenience figure, exact.
public struct Comparison: Hashable, Sendable {
    /// The quantity unit prices are quoted for.
    public let reference: ReferenceQuantity
    /// One entry per product, best first.
    public let figures: [ItemFigures]
    /// What the best deal saves against the next, more expensive product; `nil` when every
    /// product has the same unit price.
    public var savingsAgainstNext: Savings? { savings?.value.next }
    /// What the best deal saves against the most expensive product; `nil` when every product
    /// has the same unit price.
    var savingsAgainstMostExpensive: Savings? { savings?.value.mostExpensive }
    /// Both savings, out of line: a comparison is copied more often than they are read.
    private let savings: OutOfLine<SavingsPair>?

    private struct SavingsPair: Hashable, Sendable {
        let next: Savings
        let mostExpensive: Savings
    }

    /// Compares the products of `list` by their shelf prices: products' deals are not counted;
    /// use ``init(_:reference:system:usesMemberPrices:)`` to count them, as the app and
    /// `per compare` do.
    /// - Parameters:
    ///   - list: The products; already sorted best first.
    ///   - reference: The quantity to quote unit prices for; `nil` for the automatic choice.
    ///   - system: Used for the automatic reference.
    /// - Throws: ``ProductListError/unitsMismatch(item:list:)`` when `reference` is of
    ///   another dimension than the list, ``ProductListError/arithmetic(_:)`` on overflow.
    /// - Complexity: O(n).
    public init(
        _ list: ProductList, reference: ReferenceQuantity? = nil, system: MeasurementSystem = .metric
    ) throws(ProductListError) {
        self.reference = try Self.reference(list, reference, system)
        do {
            (figures, savings) = try Self.compute(list.items, reference: self.reference)
        } catch {
            throw .arithmetic(error)
        }
    }

    /// Compares the products of `list` by what is really paid per unit: a product with a
    /// ``Deal`` counts at its deal's price and quantity (``DealFigures``: tax in, deposit out)
    /// and is ranked by the deal's unit price; products without one keep their order. Without
    /// deals in the list, the same as ``init(_:reference:system:)``.
    /// - Parameters:
    ///   - list: The products.
    ///   - reference: The quantity to quote unit prices for; `nil` for the automatic choice
    ///     (made from the products' quantities as typed).
    ///   - system: Used for the automatic reference.
    ///   - usesMemberPrices: Whether products' member prices count.
    /// - Throws: ``ProductListError/unitsMismatch(item:list:)`` when `reference` is of
    ///   another dimension than the list, ``ProductListError/arithmetic(_:)`` on overflow.
    /// - Complexity: O(n log n) when some product has a deal, else O(n).
    public init(
        _ list: ProductList, reference: ReferenceQuantity? = nil, system: MeasurementSystem = .metric,
        usesMemberPrices: Bool
    ) throws(ProductListError) {
        guard list.items.contains(where: { $0.details?.deal != nil }) else {
            try self.init(list, reference: reference, system: system)
            return
        }
        let reference = try Self.reference(list, reference, system)
        let computed: ([ItemFigures], OutOfLine<SavingsPair>?)
        do {
            computed = try Self.compute(deals: list.items, usesMemberPrices: usesMemberPrices, reference: reference)
        } catch {
            throw .arithmetic(error)
        }
        self.init(reference: reference, figures: computed.0, savings: computed.1)
    }

    /// A comparison of parts already worked out.
    private init(reference: ReferenceQuantity, figures: [ItemFigures], savings: OutOfLine<SavingsPair>?) {
        self.reference = reference
        self.figures = figures
        self.savings = savings
    }

    /// The reference quantity: `reference`, or the automatic choice for `list`.
    /// - Throws: ``ProductListError/unitsMismatch(item:list:)`` when `reference` is of
    ///   another dimension than the list.
    private static func reference(
        _ list: ProductList, _ reference: ReferenceQuantity?, _ system: MeasurementSystem
    ) throws(ProductListError) -> ReferenceQuantity {
        let dimension = list.dimension ?? reference?.dimension ?? .count
        let reference =
            reference
            ?? ReferenceQuantity.automatic(
                for: dimension, quantities: list.items.map { $0.quantity }, system: system)
        if !list.isEmpty && reference.dimension != dimension {
            throw .unitsMismatch(item: Quantity(reference: reference), list: dimension)
        }
        return reference
    }

    private static func compute(
        _ items: [ProductItem], reference: ReferenceQuantity
    ) throws(ArithmeticError) -> ([ItemFigures], OutOfLine<SavingsPair>?) {
        guard let best = items.first else { return ([], nil) }
        // Each item's unit price reduced once (``ProductItem/unitPrice`` reduces on every read).
        let unitPrices = items.map { $0.unitPrice }
        let bestUnitPrice = unitPrices[0]
        let hundred = Rational(100)
        var figures: [ItemFigures] = []
        figures.reserveCapacity(items.count)
        var rank = 1
        for (index, item) in items.enumerated() {
            let unitPrice = unitPrices[index]
            if index > 0 && unitPrice != unitPrices[index - 1] { rank = index + 1 }
            let bestCost = try item.quantity.baseAmount.multiplied(by: bestUnitPrice)
            let percent = try unitPrice.subtracting(bestUnitPrice).divided(by: bestUnitPrice)
                .multiplied(by: hundred)
            let quantityAtBest = try item.price.divided(by: bestUnitPrice)
            figures.append(
                ItemFigures(
                    item: item, listIndex: index, rank: rank,
                    unitPrice: try unitPrice.multiplied(by: reference.baseAmount),
                    percentMoreThanBest: percent,
                    extraCost: try item.price.subtracting(bestCost),
                    extraQuantityAtBest: try quantityAtBest.subtracting(item.quantity.baseAmount)))
        }
        guard let nextIndex = unitPrices.firstIndex(where: { $0 != bestUnitPrice }) else {
            return (figures, nil)
        }
        let last = items.count - 1
        let next = try savings(
            best, bestUnitPrice, against: items[nextIndex], unitPrices[nextIndex], at: nextIndex,
            reference: reference)
        let mostExpensive = try savings(
            best, bestUnitPrice, against: items[last], unitPrices[last], at: last, reference: reference)
        return (figures, .value(SavingsPair(next: next, mostExpensive: mostExpensive)))
    }

    /// ``compute(_:reference:)`` for a list in which some products have a deal: each product
    /// counts at its deal's price and quantity, and the products are ranked again by them
    /// (equal unit prices in list order): ``ProductList/rankingOrder(of:usesMemberPrices:)``.
    private static func compute(
        deals items: [ProductItem], usesMemberPrices: Bool, reference: ReferenceQuantity
    ) throws(ArithmeticError) -> ([ItemFigures], OutOfLine<SavingsPair>?) {
        let deals = items.map { $0.dealFigures(usesMemberPrice: usesMemberPrices) }
        let listUnitPrices = items.indices.map { deals[$0]?.unitPrice ?? items[$0].unitPrice }
        let order = ProductList.rankingOrder(of: items, usesMemberPrices: usesMemberPrices)
        let unitPrices = order.map { listUnitPrices[$0] }
        let bestUnitPrice = unitPrices[0]
        let hundred = Rational(100)
        var figures: [ItemFigures] = []
        figures.reserveCapacity(items.count)
        var rank = 1
        for (index, position) in order.enumerated() {
            let item = items[position]
            let deal = deals[position]
            let price = deal?.price ?? item.price
            let baseAmount = (deal?.quantity ?? item.quantity).baseAmount
            let unitPrice = unitPrices[index]
            if index > 0 && unitPrice != unitPrices[index - 1] { rank = index + 1 }
            let percent = try unitPrice.subtracting(bestUnitPrice).divided(by: bestUnitPrice)
                .multiplied(by: hundred)
            figures.append(
                ItemFigures(
                    item: item, listIndex: position, rank: rank,
                    unitPrice: try unitPrice.multiplied(by: reference.baseAmount),
                    percentMoreThanBest: percent,
                    extraCost: try price.subtracting(try baseAmount.multiplied(by: bestUnitPrice)),
                    extraQuantityAtBest: try price.divided(by: bestUnitPrice).subtracting(baseAmount),
                    deal: deal,
                    unitPriceWithoutDeal: try deal?.unitPriceWithoutDeal.multiplied(by: reference.baseAmount)))
        }
        guard let nextIndex = unitPrices.firstIndex(where: { $0 != bestUnitPrice }) else {
            return (figures, nil)
        }
        let last = items.count - 1
        let bestAmount = figures[0].quantity.baseAmount
        let next = try savings(
            figures[nextIndex].item, unitPrices[nextIndex], against: bestUnitPrice, bestAmount: bestAmount,
            at: nextIndex, reference: reference)
        let mostExpensive = try savings(
            figures[last].item, unitPrices[last], against: bestUnitPrice, bestAmount: bestAmount, at: last,
            reference: reference)
        return (figures, .value(SavingsPair(next: next, mostExpensive: mostExpensive)))
    }

    private static func savings(
        _ other: ProductItem, _ otherUnitPrice: Rational, against bestUnitPrice: Rational,
        bestAmount: Rational, at index: Int, reference: ReferenceQuantity
    ) throws(ArithmeticError) -> Savings {
        let difference = try otherUnitPrice.subtracting(bestUnitPrice)
        return Savings(
            other: other, otherIndex: index,
            perReference: try difference.multiplied(by: reference.baseAmount),
            forBestQuantity: try difference.multiplied(by: bestAmount),
            percentCheaper: try difference.divided(by: otherUnitPrice).multiplied(by: Rational(100)))
    }

    private static func savings(
        _ best: ProductItem, _ bestUnitPrice: Rational, against other: ProductItem,
        _ otherUnitPrice: Rational,
        at index: Int, reference: ReferenceQuantity
    ) throws(ArithmeticError) -> Savings {
        let difference = try otherUnitPrice.subtracting(bestUnitPrice)
        return Savings(
            other: other, otherIndex: index,
            perReference: try difference.multiplied(by: reference.baseAmount),
            forBestQuantity: try difference.multiplied(by: best.quantity.baseAmount),
            percentCheaper: try difference.divided(by: otherUnitPrice).multiplied(by: Rational(100)))
    }

    /// The best product, if any.
    public var best: ItemFigures? { figures.first }

    /// Decimal places for the percentages over the best: one, more (up to six) while a real
    /// difference would read as zero.
    public var percentPlaces: Int {
        Rational.placesShowingNonZero(figures.map { $0.percentMoreThanBest }, minimum: 1, maximum: 6)
    }

    /// Decimal places for the extra costs: `minimum` (the currency's places), more (up to four
    /// more) while a real difference would read as zero.
    func extraCostPlaces(minimum: Int = 2) -> Int {
        Rational.placesShowingNonZero(figures.map { $0.extraCost }, minimum: minimum, maximum: minimum + 4)
    }

    /// The decimal places of every unit price (see ``Rational/unitPricePlaces(_:others:minimum:maximum:)``):
    /// at least `minimum`, at least three significant digits, different ones never alike.
    /// - Complexity: O(n × places); only neighbours in the ranking can collide.
    public func unitPricePlaces(minimum: Int = 2, maximum: Int = 12) -> Int {
        var places = minimum
        for figure in figures {
            places = figure.unitPriceWithoutDeal.placesShowingThreeDigits(from: places, maximum: maximum)
        }
        return Rational.unitPricePlaces(figures.map { $0.unitPrice }, minimum: places, maximum: maximum)
    }
}

extension Rational {
    /// The decimal places unit prices are shown with: from `minimum` (the currency's places) up
    /// to `maximum`, enough for the smallest non-zero one of `sorted` to show
    /// three significant digits (`0.0281`, not `0.03`, so that two unit prices read in the
    /// ratio they have, within 1%), and more until every two different values of `sorted`
    /// (in increasing or decreasing order) read differently.
    static func unitPricePlaces(_ sorted: [Rational], minimum: Int, maximum: Int) -> Int {
        var places = minimum
        for value in sorted { places = value.placesShowingThreeDigits(from: places, maximum: maximum) }
        return placesDistinguishing(sorted, minimum: places, maximum: maximum)
    }

    /// The fewest decimal places, from `places` up to `maximum`, at which the value shows three
    /// significant digits (`0.0281`, `0.798`, `12.34`); `places` for zero.
    fileprivate func placesShowingThreeDigits(from places: Int, maximum: Int) -> Int {
        var places = places
        while places < maximum && !isZero
            && RoundedDecimal(self, places: places).significantDigitCount < 3
        {
            places += 1
        }
        return places
    }
}

extension Rational {
    /// The smallest number of decimal places, from `minimum` up to `maximum`, at which every two
    /// different values of `sorted` (in increasing or decreasing order) are displayed differently.
    /// - Complexity: O(n × places); only neighbours can collide.
    static func placesDistinguishing(_ sorted: [Rational], minimum: Int, maximum: Int) -> Int {
        var places = minimum
        var index = 1
        while index < sorted.count && places < maximum {
            let a = sorted[index - 1]
            let b = sorted[index]
            if a != b && RoundedDecimal(a, places: places) == RoundedDecimal(b, places: places) {
                // One more place can make neighbours already checked collide (1.0049 and 1.0051
                // differ at 2 places, not at 3), so check them all again.
                places += 1
                index = 1
            } else {
                index += 1
            }
        }
        return places
    }
}

extension Quantity {
    /// The reference quantity as a quantity, for error messages.
    init(reference: ReferenceQuantity) {
        packCount = .one
        packSize = reference.amount
        unit = reference.unit
    }
}
