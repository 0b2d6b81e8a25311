import Foundation
import GRDB

/// A row of the `invite` table: a single-use code that adds one device to a household, known
/// by its hash.
struct InviteRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "invite"

    /// The SHA-256 hash of the code (``Secret/hash(_:)``); the code itself is never stored.
    var codeHash: Data
    var householdId: String
    var createdAt: Date
    var expiresAt: Date
    /// When a device joined with the code; `nil` while it is unused.
    var usedAt: Date?
}
