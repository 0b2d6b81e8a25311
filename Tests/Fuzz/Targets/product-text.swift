import PerKit

/// Product text as typed on one line (`Brand A: 3.99 for 500 g`), read under every measurement
/// system, with and without the list's dimension, and the shelf price on its own (`3/$10`).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzProductText(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = FuzzInput(data, size).text
    for system in MeasurementSystem.allCases {
        ProductTextTarget.check(text, system: system)
    }
    if let tag = try? PriceTag(parsing: text) {
        invariant(
            tag.packCount.isPositive && tag.packCount.isInteger, "a multi-buy of \(tag.packCount) packs")
    }
    return 0
}

enum ProductTextTarget {
    /// Reads `text` as a product; what reads is a valid product, reads the same for its own
    /// dimension, and reads back equal from exact text written out of its values (when they
    /// have no more digits than a number may have).
    static func check(_ text: String, system: MeasurementSystem) {
        guard let item = try? ProductItem(parsing: text, system: system) else { return }
        invariant(item.price.isPositive, "'\(text)' read with price \(item.price)")
        invariant(item.quantity.amount.isPositive, "'\(text)' read with quantity \(item.quantity.amount)")
        // What is shown of it is text, whatever the values.
        _ = item.quantity.formatted(in: system)
        _ = item.unitPrice.formatted(significantDigits: 4)
        let quantity = item.quantity
        guard [item.price, quantity.packCount, quantity.packSize].allSatisfy(\.isWritableExactly) else {
            return
        }
        let exact = exactText(item, system: system)
        do throws(ProductListError) {
            let again = try ProductItem(parsing: exact, system: system, dimension: item.dimension)
            invariant(again == item, "'\(text)' read as \(item), '\(exact)' as \(again)")
        } catch {
            invariant(false, "'\(text)' read as \(item), but '\(exact)' is refused: \(error)")
        }
    }

    /// The product as exact text: `name: p ÷ q for a/b x c/d unit, deal clauses`.
    static func exactText(_ item: ProductItem, system: MeasurementSystem) -> String {
        let price = item.price
        let priceText =
            price.isInteger
            ? price.fractionText
            : String(price.numerator) + " ÷ " + String(price.denominator)
        let quantity = item.quantity
        let body =
            priceText + " for " + quantity.packCount.fractionText + " x " + quantity.packSize.fractionText
            + " "
            + quantity.unit.symbol(in: system)
        let withDeal = item.deal.map { body + ", " + $0.text } ?? body
        return item.name.map { $0 + ": " + withDeal } ?? withDeal
    }
}
