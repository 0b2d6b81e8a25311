import Foundation
import GRDB
import PerKit
import Testing

@testable import PerStorage

/// The price book in SQLite: the `v2-priceBook` migration (from an empty database and from one
/// that today's `per serve` wrote), entries stored and read back exactly, and the queries of
/// `per book`.
@Suite("Price book store")
struct PriceBookStoreTests {
    static func entry(
        _ low: UInt64, _ name: String, _ price: Rational, _ size: Rational, _ unit: PerKit.Unit,
        packs: Rational = .one,
        store: String? = nil, date: String = "2026-11-03", sale: Bool = false
    ) throws -> PriceEntry {
        let item = try ProductItem(name: name, price: price, quantity: Quantity(size, unit, packCount: packs))
        return try PriceEntry(
            id: ListID(high: 7, low: low), item: item, store: store, date: #require(CalendarDate(date)),
            isSale: sale)
    }

    /// A temporary folder, removed after `body`.
    static func withFolder<T>(_ body: (String) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "per-book-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder.path)
    }

    @Test func migratesAnEmptyDatabase() throws {
        let queue = try DatabaseQueue()
        _ = try PriceBookStore(queue)
        try queue.read { db in
            #expect(try db.tableExists("priceEntry"))
            #expect(try db.tableExists("syncRecord"))
            #expect(try !db.tableExists("productList"))
            let columns = try db.columns(in: "priceEntry").map(\.name)
            #expect(
                columns == [
                    "id", "productKey", "product", "store", "date", "sale", "price", "packCount", "packSize",
                    "unitId",
                    "list", "deal",
                ])
            #expect(try db.primaryKey("priceEntry").columns == ["id"])
            #expect(try db.indexes(on: "priceEntry").contains { $0.columns == ["productKey"] })
            let applied = try String.fetchAll(
                db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier")
            #expect(
                applied == [
                    "v1", "v2-priceBook", "v3-households", "v4-sync", "v5-limits", "v6-listRecords",
                    "v7-priceEntryDeal",
                ])
        }
    }

    @Test func oneProductIsReadThroughTheIndex() throws {
        let queue = try DatabaseQueue()
        _ = try PriceBookStore(queue)
        let plan = try queue.read { db in
            try Row.fetchAll(
                db,
                sql: "EXPLAIN QUERY PLAN SELECT * FROM priceEntry WHERE productKey = ? ORDER BY date, rowid",
                arguments: ["coffee"]
            ).map { $0["detail"] as String }
        }
        #expect(plan.contains { $0.contains("USING INDEX") }, "\(plan)")
    }

    @Test("a database as per serve writes it today keeps its lists and gets a price book")
    func migratesADatabaseOfTheFirstVersion() async throws {
        try await Self.withFolderAsync { folder in
            let path = folder + "/per.sqlite"
            // The schema of the shipped version (migration v1 only) and a saved list, as
            // `per serve` stores it (a pool: WAL mode).
            do {
                let pool = try DatabasePool(path: path)
                try AppDatabase.migrator.migrate(pool, upTo: "v1")
                try await pool.write { db in
                    try db.execute(
                        sql: """
                            INSERT INTO productList (id, name, system, currency, createdAt, updatedAt)
                            VALUES (1, 'Weekly shop', 'metric', 'EUR', '2026-11-01 10:00:00.000', '2026-11-01 10:00:00.000');
                            INSERT INTO productItem (listId, position, name, priceText, quantityText, price, packCount, packSize, unitId)
                            VALUES (1, 0, 'Brand A', '3.99', '500 g', '399/100', '1', '500', 'g'),
                                   (1, 1, NULL, '10 ÷ 3', '2 x 1 lb', '10/3', '2', '1', 'lb');
                            """)
                }
                #expect(try await pool.read { db in try !db.tableExists("priceEntry") })
            }
            let store = try PriceBookStore.open(.file(path))
            let coffee = try Self.entry(1, "Coffee", Rational(399, 100), Rational(500), .gram, store: "Lidl")
            #expect(try store.record(coffee) == nil)
            #expect(try store.entries(named: " COFFEE ") == [coffee])

            let lists = try AppDatabase.open(.file(path))
            // The first household adopts the lists saved before households.
            let household = try await lists.createHousehold(named: "Home")
            // As the records the list became: the list and its two products, exact.
            let answer = try await lists.sync(
                household: household.id, device: "phone", since: 0, changes: [], quota: .standard)
            var replica = try #require(SyncReplica(device: "phone"))
            replica.merge(try answer.records.map { try SyncRecord(json: JSON(parsing: $0)) })
            let list = try #require(replica.materialized().lists.first)
            #expect(list.name == "Weekly shop")
            // Best first: 10/3 for 2 lb is less per kg than 3.99 for 500 g.
            #expect(try list.products.items.map(\.price) == [Rational(10, 3), Rational(399, 100)])
            #expect(
                try answer.records.map { try SyncRecord(json: JSON(parsing: $0))["priceText"] }
                    == [nil, .string("3.99"), .string("10 ÷ 3")])
            #expect(
                try PriceBookStore.open(.file(path)).allEntries() == [coffee],
                "opened again: nothing to migrate")
        }
    }

    static func withFolderAsync(_ body: (String) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "per-book-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try await body(folder.path)
    }

    @Test func entriesAreStoredExactlyAndReadProductByProduct() throws {
        let store = try PriceBookStore.open(.inMemory)
        let entries = [
            try Self.entry(
                1, "Coffee", Rational(399, 100), Rational(500), .gram, store: "Lidl", date: "2026-11-05"),
            try Self.entry(
                2, "coffee ", Rational(10, 3), Rational(10, 3), .kilogram, date: "2026-11-01", sale: true),
            try Self.entry(3, "Juice", Rational(299, 100), Rational(64), .usFluidOunce),
            try Self.entry(4, "Juice", Rational(299, 100), Rational(64), .ukFluidOunce, packs: Rational(6)),
            try Self.entry(5, "Coffee", Rational(5), Rational(1), .kilogram, date: "2026-11-05"),
        ]
        for entry in entries { try store.record(entry) }
        // By date, entries of one day in the order they were recorded.
        #expect(try store.entries(named: "coffee") == [entries[1], entries[0], entries[4]])
        #expect(try store.entries(named: "Juice") == [entries[2], entries[3]])
        #expect(try store.entries(named: "Tea") == [])
        #expect(try store.allEntries() == [entries[1], entries[0], entries[4], entries[2], entries[3]])
        #expect(try store.entry(id: entries[3].id) == entries[3])
        #expect(try store.entryCount() == 5)
        #expect(
            try store.products() == [
                .init(key: "coffee", name: "Coffee", entryCount: 3),
                .init(key: "juice", name: "Juice", entryCount: 2),
            ])
        #expect(try store.book() == PriceBook(entries: entries))
    }

    @Test func recordChecksTheProductAndReturnsItAsItWas() throws {
        let store = try PriceBookStore.open(.inMemory)
        let first = try Self.entry(1, "Coffee", Rational(399, 100), Rational(500), .gram)
        #expect(try store.record(first) == nil)
        let before = try store.record(try Self.entry(2, "Coffee", Rational(6), Rational(1), .kilogram))
        #expect(before?.entries == [first])
        #expect {
            try store.record(try Self.entry(3, "Coffee", Rational(6), Rational(1), .litre))
        } throws: { error in
            (error as? PriceBookError)?.message
                == "Can't record 1 L (sold by volume) for Coffee: it is sold by weight in your price book"
        }
        #expect(try store.entryCount() == 2)
    }

    @Test func insertIsAllOrNothingAndDeleteAnswersTheEntry() throws {
        let store = try PriceBookStore.open(.inMemory)
        let a = try Self.entry(1, "Tea", Rational(2), Rational(100), .gram)
        let b = try Self.entry(2, "Tea", Rational(3), Rational(100), .gram)
        try store.insert([a])
        #expect(throws: (any Error).self) { try store.insert([b, a]) }
        #expect(try store.allEntries() == [a], "the batch with a duplicate id left nothing behind")
        try store.insert([b])
        #expect(try store.delete(id: a.id) == a)
        #expect(try store.delete(id: a.id) == nil)
        #expect(try store.allEntries() == [b])
    }

    @Test func aFileThatIsNotADatabaseIsAnError() throws {
        try Self.withFolder { folder in
            let path = folder + "/garbage.sqlite"
            try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }).write(
                to: URL(fileURLWithPath: path))
            #expect(throws: DatabaseError.self) { try PriceBookStore.open(.file(path)) }
            #expect(throws: (any Error).self) { try PriceBookStore.open(.file(folder)) }
        }
    }
}
