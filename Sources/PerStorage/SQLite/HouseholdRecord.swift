import Foundation
import GRDB

/// A row of the `household` table: a group of devices that share their lists.
struct HouseholdRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "household"

    /// 128 random bits as 32 lowercase hex digits.
    var id: String
    var name: String
    var createdAt: Date
}
