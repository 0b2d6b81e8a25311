import GRDB
import PerKit

/// A row of the `productItem` table: one product of a saved list, exact, its values as
/// ``StoredProduct`` writes them.
struct ItemRecord: Codable, Sendable, Equatable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "productItem"

    var id: Int64?
    var listId: Int64
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

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    /// The row of `product`, a product of the list with id `listId`.
    init(listId: Int64, product: StoredProduct) {
        self.listId = listId
        position = product.position
        name = product.name
        priceText = product.priceText
        quantityText = product.quantityText
        price = product.price
        packCount = product.packCount
        packSize = product.packSize
        unitId = product.unitId
    }

    /// The stored product.
    var product: StoredProduct {
        StoredProduct(
            position: position, name: name, priceText: priceText, quantityText: quantityText, price: price,
            packCount: packCount, packSize: packSize, unitId: unitId)
    }
}
