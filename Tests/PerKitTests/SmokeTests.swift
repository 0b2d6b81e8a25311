import Testing

@testable import PerKit

@Test func smoke() throws {
    for t in ["3.99", "3,99", ".5", "1/2", "1 1/2", "$3.99", "€3,99", "3.99 $", "1,299.00", "1.299,00", "1,299", "3.", "abc", "", "1.2.3", "1,2,3"] {
        do { print(t, "→", try Rational(parsing: t)) } catch { print(t, "✗", error) }
    }
    for t in ["2 x 3.49", "7.99 - 1.50", "3.99 / 2", "3.99 / 0", "2 + 3 x 4", "(2+3) x 4", "3 +", "3 q", "-2", "1e5"] {
        do { print(t, "→", try PriceExpression.evaluate(t)) } catch { print(t, "✗", error) }
    }
    for t in ["500 g", "1.5kg", "6 x 355 mL", "6×355ml", "6 * 355 mL", "355 mL x 6", "12", "12 ct", "2 dozen", "3 pairs", "1 1/2 lb", "16 fl oz", "fl. oz.", "500 zz", "g", "2 x 400g", "1 gal", "3 sq ft", "10 m2", "5 ft²", "2 lbs", "3 KG", "1 imp gal", "1 US fl oz", "500", "1 litres", "2 ltr"] {
        do { let q = try Quantity(parsing: t); print(t, "→", q, q.baseAmount) } catch { print(t, "✗", error) }
    }
    do { _ = try Quantity(parsing: "500", dimension: .weight) } catch { print(error) }
    var list = ProductList()
    try list.add(ProductItem(name: "A", price: "3.99", quantity: "500 g"))
    try list.add(ProductItem(name: "B", price: "2.49", quantity: "1 lb"))
    try list.add(ProductItem(name: "C", price: "11.99", quantity: "2 kg"))
    do { try list.add(ProductItem(price: "1", quantity: "1 L")) } catch { print(error) }
    let c = try Comparison(list)
    print(c.reference.formatted())
    for f in c.figures { print(f.rank, f.item.name ?? "", f.unitPrice.formatted(places: 4), f.percentMoreThanBest.formatted(places: 1), f.extraCost.formatted(places: 2)) }
    print(c.savingsAgainstNext!.forBestQuantity.formatted(places: 2), c.savingsAgainstMostExpensive!.percentCheaper.formatted(places: 1))
}
