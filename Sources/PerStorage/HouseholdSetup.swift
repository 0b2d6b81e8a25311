import Foundation
import Logging

/// Creating a household on the server's machine (`per household create`), in either database.
public enum HouseholdSetup {
    /// Creates a household with no device yet and an invite for its first device, in the
    /// database at `location` (migrated first). The first household of a SQLite database
    /// adopts the lists saved before households existed.
    /// - Parameter name: A name ``DisplayName`` accepts.
    /// - Throws: GRDB's errors for a SQLite file that can't be used; ``DatabaseUnavailable``
    ///   and ``StorageError`` for a PostgreSQL database that can't be reached or used.
    public static func createHousehold(
        named name: String, in location: DatabaseLocation, at date: Date = Date()
    )
        async throws -> (Household, Invite)
    {
        guard case .postgres(let postgres) = location else {
            return try await createHousehold(named: name, in: AppDatabase.open(location), at: date)
        }
        var logger = Logger(label: "per")
        logger.logLevel = .critical
        let repository = PostgresRepository(location: postgres, logger: logger)
        return try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await repository.service.run() }
            defer { group.cancelAll() }
            return try await createHousehold(named: name, in: repository, at: date)
        }
    }

    private static func createHousehold(named name: String, in repository: any Repository, at date: Date)
        async throws -> (Household, Invite)
    {
        let household = try await repository.createHousehold(named: name, at: date)
        return (household, try await repository.createInvite(household: household.id, at: date))
    }
}
