import GRDB
import PerKit

/// A row of the `priceEntry` table: one price of the price book, exact.
///
/// Amounts are exact rationals stored as fraction text (`399/100`, `500`), never floating
/// point; `productKey` is ``PriceBook/key(for:)`` of the name, indexed, so that one product's
/// rows are found without reading the others. The rows of one day keep the order they were
/// recorded in by their `rowid`.
struct PriceEntryRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "priceEntry"

    /// 32 lowercase hexadecimal digits.
    var id: String
    var productKey: String
    /// The product's name as the entry wrote it.
    var product: String
    var store: String?
    /// `YYYY-MM-DD`.
    var date: String
    var sale: Bool
    /// The exact price, `p/q`.
    var price: String
    /// The exact number of packs, `p/q`.
    var packCount: String
    /// The exact size of one pack in ``unitId``, `p/q`.
    var packSize: String
    /// The PerKit unit id, e.g. `g`, `us-fl-oz`.
    var unitId: String
    /// The id of the list the price was recorded from, if any.
    var list: String?
    /// The deal's clauses as PerKit writes them (`member 3.49, 3 for 10.00`), or `nil` for a
    /// price without one (every row written before deals).
    var deal: String?

    init(_ entry: PriceEntry) {
        let item = entry.item
        id = entry.id.text
        productKey = PriceBook.key(for: entry.product)
        product = entry.product
        store = entry.store
        date = entry.date.text
        sale = entry.isSale
        price = item.price.fractionText
        packCount = item.quantity.packCount.fractionText
        packSize = item.quantity.packSize.fractionText
        unitId = item.quantity.unit.id
        list = entry.list?.text
        deal = item.deal?.text
    }

    /// The entry rebuilt exactly from the stored values.
    /// - Throws: ``StorageError`` when a stored value can't be read back.
    func entry() throws(StorageError) -> PriceEntry {
        guard let id = ListID(id) else { throw StorageError("'\(id)' is not a price book entry id") }
        guard let unit = Unit.withID(unitId) else { throw StorageError("unknown unit id '\(unitId)'") }
        guard let date = CalendarDate(date) else { throw StorageError("'\(date)' is not a date") }
        var listID: ListID? = nil
        if let list {
            guard let parsed = ListID(list) else { throw StorageError("'\(list)' is not a list id") }
            listID = parsed
        }
        let price = try Self.rational(self.price)
        let packCount = try Self.rational(self.packCount)
        let packSize = try Self.rational(self.packSize)
        var dealValue: Deal? = nil
        if let deal {
            guard let read = try? Deal(parsing: deal) else { throw StorageError("'\(deal)' is not a deal") }
            dealValue = read
        }
        do {
            let item = try ProductItem(
                name: product, price: price, packCount: packCount, packSize: packSize, unit: unit
            ).withDeal(dealValue)
            return try PriceEntry(id: id, item: item, store: store, date: date, isSale: sale, list: listID)
        } catch {
            throw StorageError("price book entry \(id.text) can't be rebuilt: \(error)")
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
