import Foundation
import GRDB
import PerKit

/// The price book of `per book`, in the same SQLite database as the saved lists of `per serve`.
///
/// Entries are rows of the `priceEntry` table (``PriceEntryRecord``), created by the
/// `v2-priceBook` migration of ``AppDatabase``. Every rule — names, dimensions, verdicts — is
/// PerKit's ``PriceBook``: the store keeps entries and finds one product's rows through the
/// index on its key, without reading the others. Calls are synchronous: the command line
/// makes one or two and exits.
public final class PriceBookStore: Sendable {
    private let writer: any DatabaseWriter

    /// Uses `writer`'s database and brings its schema up to date (the saved lists' tables too),
    /// also while other processes do the same to the same new file (see ``migrate(_:)``).
    /// - Throws: GRDB's errors when the database can't be read or migrated.
    public init(_ writer: any DatabaseWriter) throws {
        self.writer = writer
        try Self.migrate(writer)
    }

    /// Brings the schema of `writer`'s database up to date, safely when several processes open
    /// the same new file at once (`per book add` run 40 times together).
    ///
    /// GRDB's migrator runs each migration in an immediate transaction (one writer at a time;
    /// the others wait, up to the busy timeout), but reads which migrations are applied before
    /// it: a process that read "none" while another was creating the tables fails on the first
    /// table that now exists ("table … already exists"), and its transaction is rolled back.
    /// Such a failure, after which more migrations are applied than after the one before, was
    /// another process's migration: the migrator runs again and finds them applied. A failure
    /// with no migration applied meanwhile is a real one and is thrown. (Which migrations are
    /// applied is read only after a failure: read while another process creates GRDB's table
    /// of migrations, it can fail itself.)
    /// - Throws: GRDB's errors when the database can't be read or migrated.
    static func migrate(_ writer: any DatabaseWriter) throws {
        let migrator = AppDatabase.migrator
        var applied = -1
        while true {
            do {
                try migrator.migrate(writer)
                return
            } catch {
                let now = try writer.read { db in try migrator.appliedIdentifiers(db).count }
                guard now > applied else { throw error }
                applied = now
            }
        }
    }

    /// Opens the database at `location`, creating the file and its folder when missing, as
    /// ``AppDatabase/open(_:)`` does; `:memory:` keeps nothing.
    ///
    /// A single connection (`DatabaseQueue`), which opens faster than a pool; it waits up to
    /// five seconds for a `per serve` that is writing the same file.
    /// - Throws: File system and GRDB errors, e.g. for a file that is not a SQLite database;
    ///   ``StorageError`` for a PostgreSQL location.
    public static func open(_ location: DatabaseLocation) throws -> PriceBookStore {
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        switch location {
        case .postgres(let location):
            throw StorageError(
                "\(location) is a PostgreSQL database: per book keeps its price book in a SQLite file")
        case .inMemory:
            return try PriceBookStore(DatabaseQueue(configuration: configuration))
        case .file(let path):
            let folder = (path as NSString).deletingLastPathComponent
            if !folder.isEmpty && !FileManager.default.fileExists(atPath: folder) {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            return try PriceBookStore(DatabaseQueue(path: path, configuration: configuration))
        }
    }

    // MARK: Reading

    /// The entries of the product whose ``PriceBook/key(for:)`` is `key`, earliest first
    /// (entries of one day in the order they were recorded).
    /// - Throws: ``StorageError`` when a stored entry can't be rebuilt, GRDB errors.
    /// - Complexity: Reads only that product's rows, through the index on `productKey`.
    public func entries(productKey key: String) throws -> [PriceEntry] {
        try writer.read { db in try Self.entries(productKey: key, db) }
    }

    /// The entries of the product named `name`, matched as ``PriceBook`` matches names.
    /// - Throws: as ``entries(productKey:)``.
    public func entries(named name: String) throws -> [PriceEntry] {
        try entries(productKey: PriceBook.key(for: name))
    }

    /// Every entry, product by product (in key order), each product's earliest first.
    /// - Throws: ``StorageError`` when a stored entry can't be rebuilt, GRDB errors.
    public func allEntries() throws -> [PriceEntry] {
        let records = try writer.read { db in
            try PriceEntryRecord.fetchAll(
                db, sql: "SELECT * FROM priceEntry ORDER BY productKey, date, rowid")
        }
        return try records.map { try $0.entry() }
    }

    /// The whole book, as PerKit groups it.
    /// - Throws: as ``allEntries()``, and ``PriceBookError`` when the stored entries break the
    ///   book's rules (a product of two dimensions, written by something else).
    public func book() throws -> PriceBook {
        try PriceBook(entries: allEntries())
    }

    /// The entry with `id`, if any.
    /// - Throws: ``StorageError``, GRDB errors.
    public func entry(id: PriceEntry.ID) throws -> PriceEntry? {
        try writer.read { db in try PriceEntryRecord.fetchOne(db, key: id.text) }?.entry()
    }

    /// The number of entries.
    public func entryCount() throws -> Int {
        try writer.read { db in try PriceEntryRecord.fetchCount(db) }
    }

    /// Every product's key, latest name and number of entries, in key order, without reading
    /// the entries' amounts.
    public func products() throws -> [Summary] {
        try writer.read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT productKey, COUNT(*) AS entryCount,
                      (SELECT product FROM priceEntry latest WHERE latest.productKey = e.productKey
                       ORDER BY date DESC, rowid DESC LIMIT 1) AS name
                    FROM priceEntry e GROUP BY productKey ORDER BY productKey
                    """)
            return rows.map { Summary(key: $0["productKey"], name: $0["name"], entryCount: $0["entryCount"]) }
        }
    }

    /// A product of the book in a few words.
    public struct Summary: Sendable, Equatable {
        /// ``PriceBook/key(for:)`` of its name.
        public let key: String
        /// Its name as its latest entry wrote it.
        public let name: String
        /// How many prices it has.
        public let entryCount: Int
    }

    // MARK: Writing

    /// Records `entry` after checking it against its product's entries by PerKit's rules, in
    /// one transaction.
    /// - Returns: The product as it was before `entry` (for a verdict), or `nil` when it is new.
    /// - Throws: ``PriceBookError/unitsMismatch(item:product:dimension:)`` when the product is
    ///   measured in another dimension, ``StorageError``, GRDB errors; nothing is stored then.
    @discardableResult
    public func record(_ entry: PriceEntry) throws -> BookProduct? {
        try writer.write { db in
            var book = try PriceBook(entries: Self.entries(productKey: PriceBook.key(for: entry.product), db))
            let before = book.product(named: entry.product)
            try book.record(entry)
            try PriceEntryRecord(entry).insert(db)
            return before
        }
    }

    /// Stores `entries` as they are, all or nothing, in one transaction. Check them first
    /// (``PriceBookFile`` does when it reads a file).
    /// - Throws: GRDB errors, e.g. for an id already stored; nothing is stored then.
    public func insert(_ entries: [PriceEntry]) throws {
        try writer.write { db in
            for entry in entries { try PriceEntryRecord(entry).insert(db) }
        }
    }

    /// Deletes the entry with `id`.
    /// - Returns: The entry deleted, or `nil` when there is none with that id.
    /// - Throws: ``StorageError``, GRDB errors.
    @discardableResult
    public func delete(id: PriceEntry.ID) throws -> PriceEntry? {
        let record = try writer.write { db -> PriceEntryRecord? in
            guard let record = try PriceEntryRecord.fetchOne(db, key: id.text) else { return nil }
            try record.delete(db)
            return record
        }
        return try record?.entry()
    }

    private static func entries(productKey key: String, _ db: Database) throws -> [PriceEntry] {
        let records = try PriceEntryRecord.fetchAll(
            db, sql: "SELECT * FROM priceEntry WHERE productKey = ? ORDER BY date, rowid", arguments: [key])
        return try records.map { try $0.entry() }
    }
}
