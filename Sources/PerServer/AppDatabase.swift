import Foundation
import GRDB

/// The saved lists, in SQLite through GRDB.
///
/// Two tables: `productList` (``ListRecord``) and `productItem` (``ItemRecord``), whose
/// rows are deleted with their list; and the price book's `priceEntry` (``PriceEntryRecord``,
/// through ``PriceBookStore``). The schema is created and evolved by a
/// `DatabaseMigrator`; add a migration for every change, never edit a shipped one.
public final class AppDatabase: Sendable {
    private let writer: any DatabaseWriter

    /// Opens a database and brings its schema up to date.
    /// - Throws: GRDB's errors when the file can't be opened or migrated.
    public init(_ writer: any DatabaseWriter) throws {
        self.writer = writer
        try Self.migrator.migrate(writer)
    }

    /// Opens the database at `location`, creating the file and its folder when missing.
    /// - Throws: File system and GRDB errors.
    public static func open(_ location: DatabaseLocation) throws -> AppDatabase {
        switch location {
        case .inMemory:
            return try AppDatabase(DatabaseQueue())
        case .file(let path):
            let folder = (path as NSString).deletingLastPathComponent
            if !folder.isEmpty {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            return try AppDatabase(DatabasePool(path: path))
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
        return migrator
    }

    /// Every list with its number of products, most recently changed first.
    public func summaries() async throws -> [ListSummary] {
        try await writer.read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT l.id, l.name, l.updatedAt, COUNT(i.id) AS itemCount
                    FROM productList l LEFT JOIN productItem i ON i.listId = l.id
                    GROUP BY l.id ORDER BY l.updatedAt DESC, l.id DESC
                    """)
            return rows.map { row in
                ListSummary(
                    id: row["id"], name: row["name"], itemCount: row["itemCount"], updatedAt: row["updatedAt"]
                )
            }
        }
    }

    /// The list with `id` and its products in order of entry, or `nil`.
    /// - Throws: ``StorageError`` when a stored product can't be rebuilt, GRDB errors.
    func list(id: Int64) async throws -> (ListRecord, SavedList)? {
        let fetched = try await writer.read { db -> (ListRecord, [ItemRecord])? in
            guard let record = try ListRecord.fetchOne(db, key: id) else { return nil }
            let items = try ItemRecord.filter(Column("listId") == id).order(Column("position")).fetchAll(db)
            return (record, items)
        }
        guard let (record, items) = fetched else { return nil }
        var entries: [SavedList.Entry] = []
        for item in items { entries.append(try item.entry()) }
        let list = SavedList(
            name: record.name, system: .init(rawValue: record.system) ?? .metric, currency: record.currency,
            entries: entries)
        return (record, list)
    }

    /// `date` without its fraction of a second: the API shows whole seconds, and a time kept
    /// this way reads back from SQLite exactly as it was answered when it was written (SQLite
    /// keeps milliseconds, which can round a time up into the next second).
    static func wholeSeconds(_ date: Date) -> Date {
        Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
    }

    /// Saves a new list.
    /// - Returns: The new list's record, with its id.
    func insert(_ list: SavedList, at date: Date = Date()) async throws -> ListRecord {
        let date = Self.wholeSeconds(date)
        return try await writer.write { db in
            var record = ListRecord(
                id: nil, name: list.name, system: list.system.rawValue, currency: list.currency,
                createdAt: date,
                updatedAt: date)
            try record.insert(db)
            guard let id = record.id else { throw StorageError("the new list got no id") }
            try Self.insertItems(of: list, into: id, db)
            return record
        }
    }

    /// Replaces the list with `id`.
    /// - Returns: The updated record, or `nil` when there is no such list.
    func update(id: Int64, with list: SavedList, at date: Date = Date()) async throws -> ListRecord? {
        let date = Self.wholeSeconds(date)
        return try await writer.write { db in
            guard var record = try ListRecord.fetchOne(db, key: id) else { return nil }
            record.name = list.name
            record.system = list.system.rawValue
            record.currency = list.currency
            record.updatedAt = date
            try record.update(db)
            try ItemRecord.filter(Column("listId") == id).deleteAll(db)
            try Self.insertItems(of: list, into: id, db)
            return record
        }
    }

    /// Deletes the list with `id` and its products.
    /// - Returns: Whether there was such a list.
    func delete(id: Int64) async throws -> Bool {
        try await writer.write { db in try ListRecord.deleteOne(db, key: id) }
    }

    private static func insertItems(of list: SavedList, into listId: Int64, _ db: Database) throws {
        for (position, entry) in list.entries.enumerated() {
            var item = ItemRecord(listId: listId, position: position, entry: entry)
            try item.insert(db)
        }
    }
}
