import PerKit

/// Deal clauses as typed after a product's quantity (`member 3.50, buy 2 get 1 free`): what
/// reads writes itself back to the same deal, and on a product makes exact figures that make
/// sense (or a refusal), with member prices used and not.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzDealClauses(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = FuzzInput(data, size).text
    _ = try? DealClause(parsing: text)
    guard let deal = try? Deal(parsing: text) else { return 0 }
    let written = deal.text
    if deal.clauses.allSatisfy(isWritableExactly) {
        do throws(DealError) {
            let again = try Deal(parsing: written)
            invariant(again == deal, "'\(text)' read as '\(written)', which reads as '\(again.text)'")
        } catch {
            invariant(false, "'\(text)' read as '\(written)', which is refused: \(error)")
        }
    }
    guard let quantity = try? Quantity(Rational(500), .gram, packCount: Rational(6)),
        let product = try? ProductItem(name: "Fuzz", price: Rational(399), quantity: quantity),
        let item = try? product.withDeal(deal)
    else { return 0 }
    for usesMemberPrice in [true, false] {
        guard let figures = item.dealFigures(usesMemberPrice: usesMemberPrice) else {
            invariant(false, "'\(written)' made no figures")
            return 0
        }
        invariant(figures.price.isPositive, "'\(written)' costs \(figures.price)")
        invariant(figures.unitPrice.isPositive, "'\(written)' has unit price \(figures.unitPrice)")
        invariant(
            figures.mustBuy.isInteger && figures.mustBuy >= Rational(1), "'\(written)' must buy \(figures.mustBuy)")
        invariant(figures.payAtTill >= figures.price, "'\(written)' pays \(figures.payAtTill) at the till")
        invariant(
            figures.usesMemberPrice == (usesMemberPrice && deal.memberPrice != nil),
            "'\(written)' uses the member price: \(figures.usesMemberPrice)")
    }
    return 0
}

/// Whether every number of `clause` can be written as text PerKit reads back.
func isWritableExactly(_ clause: DealClause) -> Bool {
    switch clause {
    case .member(let value), .percentOff(let value), .save(let value), .deposit(let value), .tax(let value):
        value.isWritableExactly
    case .buyGetFree(let a, let b), .forThePriceOf(let a, let b), .multiBuy(let a, let b):
        a.isWritableExactly && b.isWritableExactly
    case .secondHalfPrice: true
    }
}
