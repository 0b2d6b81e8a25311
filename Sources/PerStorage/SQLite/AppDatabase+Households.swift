import Foundation
import GRDB

/// Households, devices and invites. Tokens and invite codes are drawn here, handed back once,
/// and stored only as their SHA-256 hashes.
extension AppDatabase {
    /// Creates a household with no device yet (`per household create`). The first household
    /// of a database adopts the lists saved before households existed.
    /// - Parameter name: A name ``DisplayName`` accepts.
    /// - Throws: GRDB errors.
    public func createHousehold(named name: String, at date: Date = Date()) async throws -> Household {
        let date = StoredTime.wholeSeconds(date)
        return try await write { db in try Self.insertHousehold(named: name, at: date, db) }
    }

    /// Creates a household and its first device (`POST /api/households`).
    /// - Returns: The household, the device and the device's token.
    public func createHousehold(named name: String, deviceName: String, at date: Date) async throws
        -> Membership
    {
        let date = StoredTime.wholeSeconds(date)
        let token = Secret.token()
        return try await write { db in
            let household = try Self.insertHousehold(named: name, at: date, db)
            let device = try Self.insertDevice(
                named: deviceName, household: household.id, token: token, at: date, db)
            return Membership(household: household, device: device, token: token)
        }
    }

    /// A new invite to the household, valid for ``Invite/lifetime``. Invites that expired
    /// more than a week before are deleted (``Invite/purgeDate(at:)``).
    /// - Throws: GRDB errors.
    public func createInvite(household: String, at date: Date = Date()) async throws -> Invite {
        let date = StoredTime.wholeSeconds(date)
        let code = Secret.inviteCode()
        let record = InviteRecord(
            codeHash: Secret.hash(code), householdId: household, createdAt: date,
            expiresAt: Invite.expiry(createdAt: date), usedAt: nil)
        try await write { db in
            try InviteRecord.filter(Column("expiresAt") < Invite.purgeDate(at: date)).deleteAll(db)
            try record.insert(db)
        }
        return Invite(code: code, expiresAt: record.expiresAt)
    }

    /// Adds a device to the household of the invite with `code`, and uses the invite up.
    /// - Returns: The household, the new device and its token, or why the code doesn't work.
    public func join(code: String, deviceName: String, at date: Date) async throws
        -> Result<Membership, JoinFailure>
    {
        let date = StoredTime.wholeSeconds(date)
        let token = Secret.token()
        let codeHash = Secret.hash(code)
        return try await write { db in
            guard var invite = try InviteRecord.fetchOne(db, key: codeHash),
                let household = try HouseholdRecord.fetchOne(db, key: invite.householdId)
            else { return .failure(.unknown) }
            if let failure = Invite.joinFailure(
                isUsed: invite.usedAt != nil, expiresAt: invite.expiresAt, at: date)
            {
                return .failure(failure)
            }
            invite.usedAt = date
            try invite.update(db)
            let device = try Self.insertDevice(
                named: deviceName, household: household.id, token: token, at: date, db)
            return .success(
                Membership(
                    household: Household(id: household.id, name: household.name), device: device, token: token
                ))
        }
    }

    /// The device whose token is `token`, or `nil`; records that it was seen (to the minute,
    /// ``DeviceActivity/lastSeenGranularity``), unless the file can't be written right now.
    public func device(token: String, at date: Date) async throws -> AuthenticatedDevice? {
        let tokenHash = Secret.hash(token)
        guard
            let record = try await read({ db in
                try DeviceRecord.filter(Column("tokenHash") == tokenHash).fetchOne(db)
            })
        else { return nil }
        let date = StoredTime.wholeSeconds(date)
        if DeviceActivity.isStale(lastSeen: record.lastSeenAt, at: date) {
            do {
                try await write { db in
                    try db.execute(
                        sql: "UPDATE device SET lastSeenAt = ? WHERE id = ? AND lastSeenAt < ?",
                        arguments: [date, record.id, date])
                }
            } catch is DatabaseUnavailable {
                // A file that can't be written still answers reads: the time waits for the next request.
            }
        }
        return AuthenticatedDevice(id: record.id, householdId: record.householdId, name: record.name)
    }

    /// The household's devices, oldest first; `current` marks the device with id `current`.
    public func devices(household: String, current: String) async throws -> [DeviceSummary] {
        try await read { db in
            try DeviceRecord.filter(Column("householdId") == household)
                .order(Column("createdAt"), Column("id")).fetchAll(db)
                .map { device in
                    DeviceSummary(
                        id: device.id, name: device.name, createdAt: device.createdAt,
                        lastSeenAt: device.lastSeenAt,
                        current: device.id == current)
                }
        }
    }

    /// Removes the household's device with `id`: its token stops working at once, and its hash
    /// is kept as a removed device's (``isRemovedDevice(token:)``) for a year.
    /// - Returns: Whether the household had such a device.
    public func removeDevice(id: String, household: String, at date: Date) async throws -> Bool {
        try await write { db in
            guard
                let device = try DeviceRecord.filter(Column("id") == id && Column("householdId") == household)
                    .fetchOne(db)
            else { return false }
            try device.delete(db)
            try db.execute(
                sql: "DELETE FROM removedDevice WHERE removedAt < ?",
                arguments: [DeviceActivity.removedDevicePurgeDate(at: date)])
            try db.execute(
                sql:
                    "INSERT OR REPLACE INTO removedDevice (tokenHash, householdId, removedAt) VALUES (?, ?, ?)",
                arguments: [device.tokenHash, household, StoredTime.wholeSeconds(date)])
            return true
        }
    }

    /// Whether `token` is that of a device removed in the last year.
    public func isRemovedDevice(token: String) async throws -> Bool {
        let tokenHash = Secret.hash(token)
        return try await read { db in
            try Bool.fetchOne(
                db, sql: "SELECT EXISTS (SELECT 1 FROM removedDevice WHERE tokenHash = ?)",
                arguments: [tokenHash])
                ?? false
        }
    }

    private static func insertHousehold(named name: String, at date: Date, _ db: Database) throws -> Household
    {
        let isFirst = try HouseholdRecord.fetchCount(db) == 0
        let record = HouseholdRecord(id: Secret.identifier(), name: name, createdAt: date)
        try record.insert(db)
        if isFirst {
            // The records of the lists saved before households, numbered in order already.
            try db.execute(
                sql: """
                    INSERT INTO syncRecord (householdId, id, kind, body, sequence, size)
                    SELECT ?, id, kind, body, sequence, length(CAST(body AS BLOB)) FROM unadoptedSyncRecord;
                    UPDATE household SET syncSequence = (SELECT coalesce(max(sequence), 0) FROM unadoptedSyncRecord)
                    WHERE id = ?;
                    DELETE FROM unadoptedSyncRecord;
                    """,
                arguments: [record.id, record.id])
        }
        return Household(id: record.id, name: record.name)
    }

    private static func insertDevice(
        named name: String, household: String, token: String, at date: Date, _ db: Database
    ) throws -> DeviceIdentity {
        let record = DeviceRecord(
            id: Secret.identifier(), householdId: household, name: name, tokenHash: Secret.hash(token),
            createdAt: date, lastSeenAt: date)
        try record.insert(db)
        return DeviceIdentity(id: record.id, name: record.name)
    }
}
