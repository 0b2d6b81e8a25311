import Foundation
import GRDB

/// A row of the `productList` table: a saved list without its products.
struct ListRecord: Codable, Sendable, Equatable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "productList"

    var id: Int64?
    /// The household the list belongs to; `nil` only for a list saved before households
    /// existed, until the first household is created and adopts it.
    var householdId: String?
    var name: String
    /// `metric`, `us` or `uk`: what the products' units were read with.
    var system: String
    /// An ISO 4217 code such as `EUR`, if the list has one.
    var currency: String?
    var createdAt: Date
    var updatedAt: Date

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
