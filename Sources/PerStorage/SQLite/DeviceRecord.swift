import Foundation
import GRDB

/// A row of the `device` table: one device of a household, known by the hash of its token.
struct DeviceRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "device"

    /// 128 random bits as 32 lowercase hex digits.
    var id: String
    var householdId: String
    var name: String
    /// The SHA-256 hash of the device's token (``Secret/hash(_:)``); the token itself is
    /// never stored.
    var tokenHash: Data
    var createdAt: Date
    /// When the device last made an authenticated request, to the minute
    /// (``DeviceActivity/lastSeenGranularity``).
    var lastSeenAt: Date
}
