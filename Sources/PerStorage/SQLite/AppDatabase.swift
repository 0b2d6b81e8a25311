import Foundation
import GRDB
import Logging

/// The saved lists and the households they belong to, in SQLite through GRDB: the embedded
/// ``Repository`` of `per serve`.
///
/// Tables: `productList` (``ListRecord``) and `productItem` (``ItemRecord``), whose
/// rows are deleted with their list; `household` (``HouseholdRecord``), `device`
/// (``DeviceRecord``) and `invite` (``InviteRecord``), whose rows and lists are deleted with
/// their household; `syncRecord`, the records the household's devices sync (see
/// ``sync(household:device:since:changes:quota:)``); and the price book's `priceEntry` (``PriceEntryRecord``, through
/// ``PriceBookStore``). The schema is created and evolved by a `DatabaseMigrator`; add a
/// migration for every change, never edit a shipped one.
///
/// Every method that reads or changes lists takes the household's id, which the server takes
/// from the authenticated device, and answers only that household's lists.
public final class AppDatabase: Repository {
    let writer: any DatabaseWriter
    /// Where a database that can't be used right now is logged.
    let logger: Logger

    /// Opens a database and brings its schema up to date.
    /// - Parameter logger: Where a file that can't be used right now is logged.
    /// - Throws: GRDB's errors when the file can't be opened or migrated.
    public init(_ writer: any DatabaseWriter, logger: Logger = Logger(label: "per")) throws {
        self.writer = writer
        self.logger = logger
        try Self.migrator.migrate(writer)
    }

    /// Opens the database at `location`, creating the file and its folder when missing. A file
    /// another connection is writing is waited for up to five seconds.
    /// - Parameter logger: Where a file that can't be used right now is logged.
    /// - Throws: File system and GRDB errors; ``StorageError`` for a PostgreSQL location.
    public static func open(_ location: DatabaseLocation, logger: Logger = Logger(label: "per")) throws
        -> AppDatabase
    {
        switch location {
        case .postgres(let location):
            throw StorageError("\(location) is a PostgreSQL database, not a SQLite file")
        case .inMemory:
            return try AppDatabase(DatabaseQueue(), logger: logger)
        case .file(let path):
            let folder = (path as NSString).deletingLastPathComponent
            if !folder.isEmpty {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            // SQLite answers "database is locked" now and then under load even within one
            // pool (a reader or a checkpoint holding a WAL lock for a moment), and while
            // `per book` writes the same file: wait for it rather than answer 503.
            var configuration = Configuration()
            configuration.busyMode = .timeout(5)
            return try AppDatabase(DatabasePool(path: path, configuration: configuration), logger: logger)
        }
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.create(table: ListRecord.databaseTableName) { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("name", .text).notNull()
                table.column("system", .text).notNull()
                table.column("currency", .text)
                table.column("createdAt", .datetime).notNull()
                table.column("updatedAt", .datetime).notNull()
            }
            try db.create(table: ItemRecord.databaseTableName) { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("listId", .integer).notNull().indexed()
                    .references(ListRecord.databaseTableName, onDelete: .cascade)
                table.column("position", .integer).notNull()
                table.column("name", .text)
                table.column("priceText", .text).notNull()
                table.column("quantityText", .text).notNull()
                table.column("price", .text).notNull()
                table.column("packCount", .text).notNull()
                table.column("packSize", .text).notNull()
                table.column("unitId", .text).notNull()
            }
        }
        // The price book of `per book`: one row per price seen, every amount exact text.
        migrator.registerMigration("v2-priceBook") { db in
            try db.create(table: PriceEntryRecord.databaseTableName) { table in
                table.primaryKey("id", .text)
                table.column("productKey", .text).notNull().indexed()
                table.column("product", .text).notNull()
                table.column("store", .text)
                table.column("date", .text).notNull()
                table.column("sale", .boolean).notNull().defaults(to: false)
                table.column("price", .text).notNull()
                table.column("packCount", .text).notNull()
                table.column("packSize", .text).notNull()
                table.column("unitId", .text).notNull()
                table.column("list", .text)
            }
        }
        // Households, their devices (token hashes) and invites (code hashes); every list
        // belongs to a household. Lists saved before are adopted by the first household created.
        migrator.registerMigration("v3-households") { db in
            try db.create(table: HouseholdRecord.databaseTableName) { table in
                table.primaryKey("id", .text)
                table.column("name", .text).notNull()
                table.column("createdAt", .datetime).notNull()
            }
            try db.create(table: DeviceRecord.databaseTableName) { table in
                table.primaryKey("id", .text)
                table.column("householdId", .text).notNull().indexed()
                    .references(HouseholdRecord.databaseTableName, onDelete: .cascade)
                table.column("name", .text).notNull()
                table.column("tokenHash", .blob).notNull().unique()
                table.column("createdAt", .datetime).notNull()
                table.column("lastSeenAt", .datetime).notNull()
            }
            try db.create(table: InviteRecord.databaseTableName) { table in
                table.primaryKey("codeHash", .blob)
                table.column("householdId", .text).notNull().indexed()
                    .references(HouseholdRecord.databaseTableName, onDelete: .cascade)
                table.column("createdAt", .datetime).notNull()
                table.column("expiresAt", .datetime).notNull()
                table.column("usedAt", .datetime)
            }
            try db.alter(table: ListRecord.databaseTableName) { table in
                table.add(column: "householdId", .text)
                    .references(HouseholdRecord.databaseTableName, onDelete: .cascade)
            }
            try db.execute(
                sql:
                    "CREATE INDEX productList_on_householdId_updatedAt ON productList(householdId, updatedAt)"
            )
        }
        // Sync records: each household's records with the sequence number of their last change,
        // and the household's latest sequence number, its devices' cursor.
        migrator.registerMigration("v4-sync") { db in
            try db.alter(table: HouseholdRecord.databaseTableName) { table in
                table.add(column: "syncSequence", .integer).notNull().defaults(to: 0)
            }
            try db.create(table: "syncRecord") { table in
                table.column("householdId", .text).notNull()
                    .references(HouseholdRecord.databaseTableName, onDelete: .cascade)
                table.column("id", .text).notNull()
                table.column("kind", .text).notNull()
                table.column("body", .text).notNull()
                table.column("sequence", .integer).notNull()
                table.primaryKey(["householdId", "id"])
            }
            try db.execute(
                sql:
                    "CREATE UNIQUE INDEX syncRecord_on_householdId_sequence ON syncRecord(householdId, sequence)"
            )
        }
        // Limits: each sync record's size in bytes, and the household's records and bytes,
        // kept by triggers, for its quota; the token hashes of removed devices, so that a
        // removed device's failures count against its token, not against the address it shares
        // with the household's other devices.
        migrator.registerMigration("v5-limits") { db in
            try db.alter(table: "syncRecord") { table in
                table.add(column: "size", .integer).notNull().defaults(to: 0)
            }
            try db.execute(sql: "UPDATE syncRecord SET size = length(CAST(body AS BLOB))")
            try db.alter(table: HouseholdRecord.databaseTableName) { table in
                table.add(column: "syncRecords", .integer).notNull().defaults(to: 0)
                table.add(column: "syncBytes", .integer).notNull().defaults(to: 0)
            }
            try db.execute(
                sql: """
                    UPDATE household SET
                        syncRecords = (SELECT count(*) FROM syncRecord WHERE householdId = household.id),
                        syncBytes = (SELECT coalesce(sum(size), 0) FROM syncRecord WHERE householdId = household.id);
                    CREATE TRIGGER syncRecord_inserted AFTER INSERT ON syncRecord BEGIN
                        UPDATE household SET syncRecords = syncRecords + 1, syncBytes = syncBytes + NEW.size
                        WHERE id = NEW.householdId;
                    END;
                    CREATE TRIGGER syncRecord_updated AFTER UPDATE OF size ON syncRecord BEGIN
                        UPDATE household SET syncBytes = syncBytes + NEW.size - OLD.size WHERE id = NEW.householdId;
                    END;
                    """)
            try db.create(table: "removedDevice") { table in
                table.primaryKey("tokenHash", .blob)
                table.column("householdId", .text).notNull().indexed()
                    .references(HouseholdRecord.databaseTableName, onDelete: .cascade)
                table.column("removedAt", .datetime).notNull()
            }
        }
        return migrator
    }

    /// Every list of the household with its number of products, most recently changed first.
    public func summaries(household: String) async throws -> [ListSummary] {
        try await read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT l.id, l.name, l.updatedAt, COUNT(i.id) AS itemCount
                    FROM productList l LEFT JOIN productItem i ON i.listId = l.id
                    WHERE l.householdId = ?
                    GROUP BY l.id ORDER BY l.updatedAt DESC, l.id DESC
                    """, arguments: [household])
            return rows.map { row in
                ListSummary(
                    id: row["id"], name: row["name"], itemCount: row["itemCount"], updatedAt: row["updatedAt"]
                )
            }
        }
    }

    /// The household's list with `id` and its products in order of entry, or `nil` (also when
    /// the list is another household's).
    /// - Throws: ``StorageError`` when a stored product can't be rebuilt, GRDB errors.
    public func list(id: Int64, household: String) async throws -> StoredList? {
        let fetched = try await read { db -> (ListRecord, [ItemRecord])? in
            guard let record = try Self.listRecord(id: id, household: household, db) else { return nil }
            let items = try ItemRecord.filter(Column("listId") == id).order(Column("position")).fetchAll(db)
            return (record, items)
        }
        guard let (record, items) = fetched else { return nil }
        let list = try SavedList(
            name: record.name, system: record.system, currency: record.currency,
            products: items.map(\.product),
            listId: id)
        return StoredList(id: id, createdAt: record.createdAt, updatedAt: record.updatedAt, list: list)
    }

    /// Saves a new list of the household.
    /// - Returns: The list as stored, with its new id.
    public func insert(_ list: SavedList, household: String, at date: Date = Date()) async throws
        -> StoredList
    {
        let date = StoredTime.wholeSeconds(date)
        return try await write { db in
            var record = ListRecord(
                id: nil, householdId: household, name: list.name, system: list.system.rawValue,
                currency: list.currency,
                createdAt: date,
                updatedAt: date)
            try record.insert(db)
            guard let id = record.id else { throw StorageError("the new list got no id") }
            try Self.insertItems(of: list, into: id, db)
            return StoredList(id: id, createdAt: date, updatedAt: date, list: list)
        }
    }

    /// Replaces the household's list with `id`.
    /// - Returns: The list as stored, or `nil` when the household has no such list.
    public func update(id: Int64, household: String, with list: SavedList, at date: Date = Date())
        async throws
        -> StoredList?
    {
        let date = StoredTime.wholeSeconds(date)
        return try await write { db in
            guard var record = try Self.listRecord(id: id, household: household, db) else { return nil }
            record.name = list.name
            record.system = list.system.rawValue
            record.currency = list.currency
            record.updatedAt = date
            try record.update(db)
            try ItemRecord.filter(Column("listId") == id).deleteAll(db)
            try Self.insertItems(of: list, into: id, db)
            return StoredList(id: id, createdAt: record.createdAt, updatedAt: date, list: list)
        }
    }

    /// Deletes the household's list with `id` and its products.
    /// - Returns: Whether the household had such a list.
    public func delete(id: Int64, household: String) async throws -> Bool {
        try await write { db in
            try ListRecord.filter(Column("id") == id && Column("householdId") == household).deleteAll(db) > 0
        }
    }

    private static func listRecord(id: Int64, household: String, _ db: Database) throws -> ListRecord? {
        try ListRecord.filter(Column("id") == id && Column("householdId") == household).fetchOne(db)
    }

    private static func insertItems(of list: SavedList, into listId: Int64, _ db: Database) throws {
        for (position, entry) in list.entries.enumerated() {
            var item = ItemRecord(listId: listId, product: StoredProduct(position: position, entry: entry))
            try item.insert(db)
        }
    }
}
