import Foundation
import Logging
import PostgresNIO

/// Households, devices and invites in PostgreSQL, by the rules ``AppDatabase`` follows in SQLite
/// (``Invite``, ``DeviceActivity``, ``StoredTime``):
/// tokens and invite codes are drawn here, handed back once and stored only as their SHA-256
/// hashes.
extension PostgresRepository {
    /// Creates a household with no device yet (`per household create`).
    public func createHousehold(named name: String, at date: Date) async throws -> Household {
        let date = StoredTime.wholeSeconds(date)
        return try await transaction { connection in
            try await Self.insertHousehold(named: name, at: date, connection, logger: self.logger)
        }
    }

    /// Creates a household and its first device, in one transaction.
    public func createHousehold(named name: String, deviceName: String, at date: Date) async throws
        -> Membership
    {
        let date = StoredTime.wholeSeconds(date)
        let token = Secret.token()
        return try await transaction { connection in
            let logger = self.logger
            let household = try await Self.insertHousehold(named: name, at: date, connection, logger: logger)
            let device = try await Self.insertDevice(
                named: deviceName, household: household.id, token: token, at: date, connection, logger: logger
            )
            return Membership(household: household, device: device, token: token)
        }
    }

    /// A new invite to the household; deletes the invites that expired more than a week before
    /// (``Invite/purgeDate(at:)``).
    public func createInvite(household: String, at date: Date) async throws -> Invite {
        let date = StoredTime.wholeSeconds(date)
        let code = Secret.inviteCode()
        let expiresAt = Invite.expiry(createdAt: date)
        let codeHash = Secret.hash(code)
        try await transaction { connection in
            let logger = self.logger
            try await connection.query(
                "DELETE FROM invite WHERE expires_at < \(Invite.purgeDate(at: date))",
                logger: logger)
            try await connection.query(
                """
                INSERT INTO invite (code_hash, household_id, created_at, expires_at)
                VALUES (\(codeHash), \(household), \(date), \(expiresAt))
                """, logger: logger)
        }
        return Invite(code: code, expiresAt: expiresAt)
    }

    /// Locks the invite's row (`FOR UPDATE`), so that when two instances are given one code at
    /// once, the second waits, then finds it used.
    public func join(code: String, deviceName: String, at date: Date) async throws
        -> Result<Membership, JoinFailure>
    {
        let date = StoredTime.wholeSeconds(date)
        let token = Secret.token()
        let codeHash = Secret.hash(code)
        return try await transaction { connection in
            let logger = self.logger
            let rows = try await connection.query(
                """
                SELECT h.id, h.name, i.expires_at, i.used_at IS NOT NULL
                FROM invite i JOIN household h ON h.id = i.household_id
                WHERE i.code_hash = \(codeHash) FOR UPDATE OF i
                """, logger: logger
            ).collect()
            guard let row = rows.first else { return .failure(.unknown) }
            let (householdId, householdName, expiresAt, isUsed) = try row.decode(
                (String, String, Date, Bool).self)
            if let failure = Invite.joinFailure(isUsed: isUsed, expiresAt: expiresAt, at: date) {
                return .failure(failure)
            }
            try await connection.query(
                "UPDATE invite SET used_at = \(date) WHERE code_hash = \(codeHash)", logger: logger)
            let device = try await Self.insertDevice(
                named: deviceName, household: householdId, token: token, at: date, connection, logger: logger)
            return .success(
                Membership(
                    household: Household(id: householdId, name: householdName), device: device, token: token))
        }
    }

    /// The device whose token is `token`, or `nil`; records that it was seen, to the minute
    /// (``DeviceActivity/isStale(lastSeen:at:)``).
    public func device(token: String, at date: Date) async throws -> AuthenticatedDevice? {
        let tokenHash = Secret.hash(token)
        let date = StoredTime.wholeSeconds(date)
        return try await autocommit { connection in
            let logger = self.logger
            var found: DeviceByToken.Row?
            for try await row in try await connection.execute(
                DeviceByToken(tokenHash: tokenHash), logger: logger)
            {
                found = row
            }
            guard let (id, householdId, name, lastSeenAt) = found else { return nil }
            if DeviceActivity.isStale(lastSeen: lastSeenAt, at: date) {
                try await connection.query(
                    "UPDATE device SET last_seen_at = \(date) WHERE id = \(id) AND last_seen_at < \(date)",
                    logger: logger)
            }
            return AuthenticatedDevice(id: id, householdId: householdId, name: name)
        }
    }

    /// The device whose token hashes to `tokenHash`: every request's first statement,
    /// prepared once per connection.
    private struct DeviceByToken: PostgresPreparedStatement {
        static let sql = "SELECT id, household_id, name, last_seen_at FROM device WHERE token_hash = $1"
        typealias Row = (String, String, String, Date)
        let tokenHash: Data

        func makeBindings() throws -> PostgresBindings {
            var bindings = PostgresBindings()
            try bindings.append(tokenHash)
            return bindings
        }

        func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
    }

    /// The household's devices, oldest first.
    public func devices(household: String, current: String) async throws -> [DeviceSummary] {
        try await autocommit { connection in
            let logger = self.logger
            var devices: [DeviceSummary] = []
            let rows = try await connection.query(
                """
                SELECT id, name, created_at, last_seen_at FROM device WHERE household_id = \(household)
                ORDER BY created_at, id
                """, logger: logger)
            for try await (id, name, createdAt, lastSeenAt) in rows.decode((String, String, Date, Date).self)
            {
                devices.append(
                    DeviceSummary(
                        id: id, name: name, createdAt: createdAt, lastSeenAt: lastSeenAt,
                        current: id == current))
            }
            return devices
        }
    }

    /// Removes the household's device and keeps its token's hash as a removed device's, in one
    /// statement.
    public func removeDevice(id: String, household: String, at date: Date) async throws -> Bool {
        let cutoff = DeviceActivity.removedDevicePurgeDate(at: date)
        let date = StoredTime.wholeSeconds(date)
        return try await autocommit { connection in
            try await !connection.query(
                """
                WITH removed AS (
                    DELETE FROM device WHERE id = \(id) AND household_id = \(household) RETURNING token_hash),
                purged AS (DELETE FROM removed_device WHERE removed_at < \(cutoff)),
                kept AS (
                    INSERT INTO removed_device (token_hash, household_id, removed_at)
                    SELECT token_hash, \(household), \(date) FROM removed
                    ON CONFLICT (token_hash) DO UPDATE SET removed_at = excluded.removed_at)
                SELECT 1 FROM removed
                """,
                logger: self.logger
            ).collect().isEmpty
        }
    }

    /// Whether `token` is that of a device removed in the last year.
    public func isRemovedDevice(token: String) async throws -> Bool {
        let tokenHash = Secret.hash(token)
        return try await autocommit { connection in
            try await !connection.query(
                "SELECT 1 FROM removed_device WHERE token_hash = \(tokenHash)", logger: self.logger
            ).collect().isEmpty
        }
    }

    private static func insertHousehold(
        named name: String, at date: Date, _ connection: PostgresConnection,
        logger: Logger
    ) async throws -> Household {
        let id = Secret.identifier()
        try await connection.query(
            "INSERT INTO household (id, name, created_at) VALUES (\(id), \(name), \(date))", logger: logger)
        return Household(id: id, name: name)
    }

    private static func insertDevice(
        named name: String, household: String, token: String, at date: Date, _ connection: PostgresConnection,
        logger: Logger
    ) async throws -> DeviceIdentity {
        let id = Secret.identifier()
        try await connection.query(
            """
            INSERT INTO device (id, household_id, name, token_hash, created_at, last_seen_at)
            VALUES (\(id), \(household), \(name), \(Secret.hash(token)), \(date), \(date))
            """, logger: logger)
        return DeviceIdentity(id: id, name: name)
    }
}
