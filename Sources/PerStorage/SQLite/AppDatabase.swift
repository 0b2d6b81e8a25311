import Foundation
import GRDB
import Logging

/// Households and the records their devices sync, in SQLite through GRDB: the embedded
/// ``Repository`` of `per serve`.
///
/// Tables: `household` (``HouseholdRecord``), `device` (``DeviceRecord``), `invite`
/// (``InviteRecord``) and `removedDevice`, whose rows are deleted with their household;
/// `syncRecord`, the lists, products and prices the household's devices sync (see
/// ``sync(household:device:since:changes:quota:)``); `unadoptedSyncRecord`, the records of
/// lists saved before households, which the first household created adopts; and the price
/// book's `priceEntry` (``PriceEntryRecord``, through ``PriceBookStore``). The schema is
/// created and evolved by a `DatabaseMigrator`; add a migration for every change, never edit a
/// shipped one.
///
/// Every method that reads or changes a household's records takes the household's id, which
/// the server takes from the authenticated device, and answers only that household's records.
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
            try db.create(table: "productList") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("name", .text).notNull()
                table.column("system", .text).notNull()
                table.column("currency", .text)
                table.column("createdAt", .datetime).notNull()
                table.column("updatedAt", .datetime).notNull()
            }
            try db.create(table: "productItem") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("listId", .integer).notNull().indexed()
                    .references("productList", onDelete: .cascade)
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
            try db.alter(table: "productList") { table in
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
        // Lists are sync records: every saved list and its products become list and product
        // records of the list's household, as the app writes them, stamped at the list's last
        // change by the device `migrated`, with the household's next sequence numbers; a list
        // saved before households waits for the first household in `unadoptedSyncRecord`. The
        // old tables go. Record ids come from the row ids: `per-list` and the list's id, and
        // for a product `per-`, its position and its list's id, so that its products keep
        // their order.
        migrator.registerMigration("v6-listRecords") { db in
            try db.execute(
                sql: """
                    CREATE TEMP TABLE migratedRecord AS
                    WITH list AS (
                        SELECT *, '7065722d6c697374' || printf('%016x', id) AS recordId,
                            (CAST(strftime('%s', updatedAt) AS INTEGER) * 1000) || '-0-migrated' AS stamp
                        FROM productList)
                    SELECT l.householdId, l.recordId AS id, 'list' AS kind, l.id AS listId, -1 AS position,
                        json_object('id', l.recordId, 'kind', 'list', 'device', 'migrated', 'deleted', json('false'),
                            'fields', json_object(
                                'created', json_array(strftime('%Y-%m-%dT%H:%M:%SZ', l.createdAt), l.stamp),
                                'currency', json_array(l.currency, l.stamp),
                                'deleted', json_array(json('false'), l.stamp),
                                'lastUnit', json_array(
                                    (SELECT unitId FROM productItem WHERE listId = l.id ORDER BY position DESC LIMIT 1),
                                    l.stamp),
                                'name', json_array(rtrim(substr(l.name, 1, 80)), l.stamp),
                                'reference', json_array(NULL, l.stamp),
                                'system', json_array(l.system, l.stamp),
                                'updated', json_array(strftime('%Y-%m-%dT%H:%M:%SZ', l.updatedAt), l.stamp))) AS body
                    FROM list l
                    UNION ALL
                    SELECT l.householdId, '7065722d' || printf('%08x', i.position) || printf('%016x', l.id),
                        'product', l.id, i.position,
                        json_object('id', '7065722d' || printf('%08x', i.position) || printf('%016x', l.id),
                            'kind', 'product', 'device', 'migrated', 'deleted', json('false'),
                            'fields', json_object(
                                'deleted', json_array(json('false'), l.stamp),
                                'list', json_array(l.recordId, l.stamp),
                                'name', json_array(nullif(rtrim(substr(i.name, 1, 80)), ''), l.stamp),
                                'packCount', json_array(i.packCount, l.stamp),
                                'packSize', json_array(i.packSize, l.stamp),
                                'price', json_array(i.price, l.stamp),
                                'priceText', json_array(i.priceText, l.stamp),
                                'quantityText', json_array(i.quantityText, l.stamp),
                                'unit', json_array(i.unitId, l.stamp)))
                    FROM productItem i JOIN list l ON l.id = i.listId;

                    INSERT INTO syncRecord (householdId, id, kind, body, sequence, size)
                    SELECT m.householdId, m.id, m.kind, m.body,
                        h.syncSequence + row_number() OVER (PARTITION BY m.householdId ORDER BY m.listId, m.position),
                        length(CAST(m.body AS BLOB))
                    FROM migratedRecord m JOIN household h ON h.id = m.householdId;
                    UPDATE household SET syncSequence = syncSequence
                        + (SELECT count(*) FROM migratedRecord WHERE householdId = household.id);

                    CREATE TABLE unadoptedSyncRecord (
                        id TEXT PRIMARY KEY NOT NULL,
                        kind TEXT NOT NULL,
                        body TEXT NOT NULL,
                        sequence INTEGER NOT NULL);
                    INSERT INTO unadoptedSyncRecord (id, kind, body, sequence)
                    SELECT id, kind, body, row_number() OVER (ORDER BY listId, position)
                    FROM migratedRecord WHERE householdId IS NULL;

                    DROP TABLE migratedRecord;
                    DROP TABLE productItem;
                    DROP TABLE productList;
                    """)
        }
        // Deals: a price of the book keeps its deal's clauses, as PerKit writes them; rows
        // written before have none.
        migrator.registerMigration("v7-priceEntryDeal") { db in
            try db.alter(table: "priceEntry") { table in
                table.add(column: "deal", .text)
            }
        }
        return migrator
    }
}
