import Foundation
import PerKit

/// Where `per serve` keeps households, devices, invites and sync records (the lists, products
/// and prices a household's devices share, which `/api/lists` also shows):
/// ``AppDatabase`` (SQLite through GRDB, the embedded default) or ``PostgresRepository``
/// (PostgreSQL through PostgresNIO, for several server instances on one database).
///
/// Every method that reads or changes a household's data takes the household's id, which the
/// server takes from the authenticated device, and sees only that household's rows: another
/// household's device or record answers exactly as one that doesn't exist. Tokens and
/// invite codes are drawn by the repository, handed back once and stored only as their
/// SHA-256 hashes (``Secret``). Amounts are stored as exact fraction text; times in whole
/// seconds.
///
/// Every method may throw ``DatabaseUnavailable`` when the database can't be used right now
/// (nothing is stored then), and ``StorageError`` for a stored value that can't be read back.
public protocol Repository: Sendable {
    /// Creates a household with no device yet (`per household create`).
    func createHousehold(named name: String, at date: Date) async throws -> Household

    /// Creates a household and its first device.
    /// - Returns: The household, the device and the device's token.
    func createHousehold(named name: String, deviceName: String, at date: Date) async throws -> Membership

    /// A new invite to the household, valid for ``Invite/lifetime``; invites that expired more
    /// than a week before are deleted (``Invite/keptAfterExpiry``).
    func createInvite(household: String, at date: Date) async throws -> Invite

    /// Adds a device to the household of the invite with `code`, and uses the invite up; one
    /// invite adds one device, however many requests use it at once.
    /// - Returns: The household, the new device and its token, or why the code doesn't work.
    func join(code: String, deviceName: String, at date: Date) async throws -> Result<Membership, JoinFailure>

    /// The device whose token is `token`, or `nil`; records that it was seen (to the minute).
    func device(token: String, at date: Date) async throws -> AuthenticatedDevice?

    /// The household's devices, oldest first; `current` marks the device with id `current`.
    func devices(household: String, current: String) async throws -> [DeviceSummary]

    /// Removes the household's device with `id`: its token stops working at once. Its token's
    /// hash is kept for a year as that of a removed device.
    /// - Returns: Whether the household had such a device.
    func removeDevice(id: String, household: String, at date: Date) async throws -> Bool

    /// Whether `token` is that of a device removed in the last year: its failures are counted
    /// against the token, not against the address the household's other devices share.
    func isRemovedDevice(token: String) async throws -> Bool

    /// Merges a device's changes into the household's records (``SyncMerge``), then reads the
    /// records of the household changed after `since`, a page at most (``SyncPage``), as one
    /// transaction.
    ///
    /// A record that the merge changes gets the household's next sequence number; one it
    /// leaves as it was keeps its own. Sequence numbers become visible in order: a reader that
    /// sees number N also sees every number below N, so a device that sends back the cursor
    /// never skips a change.
    /// - Parameters:
    ///   - device: The authenticated device: a change may store only its writes.
    ///   - quota: What the household may store; checked before the changes are committed.
    /// - Returns: The cursor, and the JSON text of the records changed after `since` up to it,
    ///   in order of change; `more` when records wait after the cursor.
    /// - Throws: ``SyncRejection`` when a change has the id of a stored record of another kind
    ///   or stores another device's write, ``QuotaExceeded`` past the quota (nothing of the
    ///   request is stored); ``SyncContention`` when other requests kept changing the same
    ///   records; ``StorageError``.
    func sync(
        household: String, device: String, since: Int64, changes: [SyncRecord], quota: StorageQuota
    ) async throws -> SyncAnswer
}
