/// How the price book reads an entry whose product has a ``Deal``.
///
/// - The entry's **unit price** is the deal's (``DealFigures/unitPrice``: tax in, deposit out,
///   the member price counted when member prices are used), or the product's unit price when
///   it has no deal.
/// - The entry is a **deal price** when its deal lowers the price under the setting: a member
///   price (when member prices are used), `% off`, `save` or an offer
///   (``DealFigures/lowersPrice``). A deal of only a tax or a deposit, or of only a member price when member
///   prices are not used, leaves a **regular price**: the verdict compares deal prices with
///   deal prices and regular prices with regular ones (``BookProduct/verdict(for:today:usesMemberPrices:)``).
extension PriceEntry {
    /// The figures of the entry's deal, or `nil` when its product has none.
    /// - Parameter usesMemberPrices: Whether a member price counts.
    public func dealFigures(usesMemberPrices: Bool = true) -> DealFigures? {
        item.dealFigures(usesMemberPrice: usesMemberPrices)
    }

    /// Whether the price is a deal price (see the extension's description).
    public func hasDeal(usesMemberPrices: Bool = true) -> Bool {
        item.isDealPrice(usesMemberPrices: usesMemberPrices)
    }

    /// The unit price the book compares, per base unit (g, mL, each, m, m²): the deal's when
    /// the product has one, else the product's. Exact.
    public func unitPrice(usesMemberPrices: Bool = true) -> Rational {
        item.bookUnitPrice(usesMemberPrices: usesMemberPrices)
    }

    /// Whether `lhs`'s unit price (``unitPrice(usesMemberPrices:)``) is lower than `rhs`'s:
    /// exact, and without reducing either.
    static func hasLowerUnitPrice(_ lhs: PriceEntry, than rhs: PriceEntry, usesMemberPrices: Bool) -> Bool {
        ProductItem.hasLowerBookUnitPrice(lhs.item, than: rhs.item, usesMemberPrices: usesMemberPrices)
    }
}

extension ProductItem {
    /// Whether the product's deal lowers its price under the setting (see ``PriceEntry``'s
    /// deal extension): `false` without a deal.
    func isDealPrice(usesMemberPrices: Bool) -> Bool {
        dealFigures(usesMemberPrice: usesMemberPrices)?.lowersPrice ?? false
    }

    /// The deal's unit price, or the product's without a deal.
    func bookUnitPrice(usesMemberPrices: Bool) -> Rational {
        details?.deal == nil ? unitPrice : rankingFraction(deals: usesMemberPrices).reduced
    }

    /// Whether `lhs`'s ``bookUnitPrice(usesMemberPrices:)`` is lower than `rhs`'s: exact, and
    /// without reducing either.
    static func hasLowerBookUnitPrice(_ lhs: ProductItem, than rhs: ProductItem, usesMemberPrices: Bool)
        -> Bool
    {
        lhs.rankingFraction(deals: usesMemberPrices) < rhs.rankingFraction(deals: usesMemberPrices)
    }
}
