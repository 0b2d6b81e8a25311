import PerKit

/// One product of a saved list as both databases store it, exact.
///
/// Amounts are exact rationals stored as fraction text (`399/100`, `500`): PerKit's
/// numerators and denominators are 128-bit, wider than SQLite's 64-bit integers, and text
/// keeps them exact. The typed text is kept too, to show the product as it was entered.
struct StoredProduct: Sendable, Equatable {
    /// The order of entry, from 0.
    var position: Int
    var name: String?
    var priceText: String
    var quantityText: String
    /// The exact price, `p/q`.
    var price: String
    /// The exact number of packs, `p/q` (1 unless a multipack such as `6 × 355 mL`).
    var packCount: String
    /// The exact size of one pack in ``unitId``, `p/q`.
    var packSize: String
    /// The PerKit unit id, e.g. `g`, `us-fl-oz`.
    var unitId: String

    /// A product as stored.
    init(
        position: Int, name: String?, priceText: String, quantityText: String, price: String,
        packCount: String, packSize: String, unitId: String
    ) {
        self.position = position
        self.name = name
        self.priceText = priceText
        self.quantityText = quantityText
        self.price = price
        self.packCount = packCount
        self.packSize = packSize
        self.unitId = unitId
    }

    /// The entry at `position` of a list, to store.
    init(position: Int, entry: SavedList.Entry) {
        let item = entry.item
        self.position = position
        name = item.name
        priceText = entry.priceText
        quantityText = entry.quantityText
        price = item.price.fractionText
        packCount = item.quantity.packCount.fractionText
        packSize = item.quantity.packSize.fractionText
        unitId = item.quantity.unit.id
    }

    /// The product rebuilt exactly from the stored values.
    /// - Parameter listId: The list's id, for the error's message.
    /// - Throws: ``StorageError`` when a stored value can't be read back.
    func entry(listId: Int64) throws(StorageError) -> SavedList.Entry {
        guard let unit = Unit.withID(unitId) else { throw StorageError("unknown unit id '\(unitId)'") }
        let price = try Self.rational(self.price)
        let packCount = try Self.rational(self.packCount)
        let packSize = try Self.rational(self.packSize)
        do {
            let quantity = try Quantity(packSize, unit, packCount: packCount)
            let item = try ProductItem(name: name, price: price, quantity: quantity)
            return SavedList.Entry(item: item, priceText: priceText, quantityText: quantityText)
        } catch {
            throw StorageError("product \(position) of list \(listId) can't be rebuilt: \(error)")
        }
    }

    /// Reads `p/q` or `p` as written by `Rational.fractionText`.
    static func rational(_ text: String) throws(StorageError) -> Rational {
        guard let value = Rational(fractionText: text) else {
            throw StorageError("'\(text)' is not an exact fraction")
        }
        return value
    }
}
