import Foundation
import Logging
import PostgresNIO

/// Saved lists in PostgreSQL, as ``AppDatabase`` keeps them in SQLite: each list of one
/// household, its products in order of entry (``StoredProduct``), amounts as exact fraction
/// text.
extension PostgresRepository {
    /// Every list of the household with its number of products, most recently changed first.
    public func summaries(household: String) async throws -> [ListSummary] {
        try await autocommit { connection in
            var summaries: [ListSummary] = []
            for try await summary in try await connection.execute(
                Summaries(household: household), logger: self.logger)
            {
                summaries.append(summary)
            }
            return summaries
        }
    }

    /// The household's lists, the latest changed first, with their numbers of products:
    /// `GET /api/lists`, prepared once per connection.
    private struct Summaries: PostgresPreparedStatement {
        static let sql = """
            SELECT l.id, l.name, l.updated_at, count(i.id)
            FROM product_list l LEFT JOIN product_item i ON i.list_id = l.id
            WHERE l.household_id = $1
            GROUP BY l.id ORDER BY l.updated_at DESC, l.id DESC
            """
        let household: String

        func makeBindings() -> PostgresBindings {
            var bindings = PostgresBindings()
            bindings.append(household)
            return bindings
        }

        func decodeRow(_ row: PostgresRow) throws -> ListSummary {
            let (id, name, updatedAt, itemCount) = try row.decode((Int64, String, Date, Int).self)
            return ListSummary(id: id, name: name, itemCount: itemCount, updatedAt: updatedAt)
        }
    }

    /// The household's list with `id`, read in one snapshot, or `nil`.
    public func list(id: Int64, household: String) async throws -> StoredList? {
        let fetched = try await transaction(snapshot: true) { connection -> (ListRow, [StoredProduct])? in
            guard
                let listRow = try await Self.listRow(id: id, household: household, connection, self.logger)
            else { return nil }
            let rows = try await connection.query(
                """
                SELECT position, name, price_text, quantity_text, price, pack_count, pack_size, unit_id
                FROM product_item WHERE list_id = \(id) ORDER BY position
                """, logger: self.logger)
            var products: [StoredProduct] = []
            for try await row in rows {
                let (position, name, priceText, quantityText, price, packCount, packSize, unitId) =
                    try row.decode((Int, String?, String, String, String, String, String, String).self)
                products.append(
                    StoredProduct(
                        position: position, name: name, priceText: priceText, quantityText: quantityText,
                        price: price, packCount: packCount, packSize: packSize, unitId: unitId))
            }
            return (listRow, products)
        }
        guard let (row, products) = fetched else { return nil }
        let list = try SavedList(
            name: row.name, system: row.system, currency: row.currency, products: products, listId: id)
        return StoredList(id: id, createdAt: row.createdAt, updatedAt: row.updatedAt, list: list)
    }

    /// Saves a new list of the household and its products, in one transaction.
    public func insert(_ list: SavedList, household: String, at date: Date) async throws -> StoredList {
        let date = StoredTime.wholeSeconds(date)
        return try await transaction { connection in
            let rows = try await connection.query(
                """
                INSERT INTO product_list (household_id, name, system, currency, created_at, updated_at)
                VALUES (\(household), \(list.name), \(list.system.rawValue), \(list.currency), \(date), \(date))
                RETURNING id
                """, logger: self.logger
            ).collect()
            guard let id = try rows.first?.decode(Int64.self) else {
                throw StorageError("the new list got no id")
            }
            try await Self.insertItems(of: list, into: id, connection, self.logger)
            return StoredList(id: id, createdAt: date, updatedAt: date, list: list)
        }
    }

    /// Replaces the household's list with `id` and its products, in one transaction.
    public func update(id: Int64, household: String, with list: SavedList, at date: Date) async throws
        -> StoredList?
    {
        let date = StoredTime.wholeSeconds(date)
        return try await transaction { connection in
            let rows = try await connection.query(
                """
                UPDATE product_list SET name = \(list.name), system = \(list.system.rawValue),
                    currency = \(list.currency), updated_at = \(date)
                WHERE id = \(id) AND household_id = \(household)
                RETURNING created_at
                """, logger: self.logger
            ).collect()
            guard let createdAt = try rows.first?.decode(Date.self) else { return nil }
            try await connection.query("DELETE FROM product_item WHERE list_id = \(id)", logger: self.logger)
            try await Self.insertItems(of: list, into: id, connection, self.logger)
            return StoredList(id: id, createdAt: createdAt, updatedAt: date, list: list)
        }
    }

    /// Deletes the household's list with `id`; its products go with it.
    public func delete(id: Int64, household: String) async throws -> Bool {
        try await autocommit { connection in
            try await !connection.query(
                "DELETE FROM product_list WHERE id = \(id) AND household_id = \(household) RETURNING id",
                logger: self.logger
            ).collect().isEmpty
        }
    }

    /// A row of `product_list`, without its id and household.
    private struct ListRow: Sendable {
        var name: String
        var system: String
        var currency: String?
        var createdAt: Date
        var updatedAt: Date
    }

    private static func listRow(
        id: Int64, household: String, _ connection: PostgresConnection, _ logger: Logger
    ) async throws -> ListRow? {
        let rows = try await connection.query(
            """
            SELECT name, system, currency, created_at, updated_at FROM product_list
            WHERE id = \(id) AND household_id = \(household)
            """, logger: logger
        ).collect()
        guard let row = rows.first else { return nil }
        let (name, system, currency, createdAt, updatedAt) = try row.decode(
            (String, String, String?, Date, Date).self)
        return ListRow(
            name: name, system: system, currency: currency, createdAt: createdAt, updatedAt: updatedAt)
    }

    private static func insertItems(
        of list: SavedList, into listId: Int64, _ connection: PostgresConnection, _ logger: Logger
    ) async throws {
        for (position, entry) in list.entries.enumerated() {
            let item = StoredProduct(position: position, entry: entry)
            try await connection.query(
                """
                INSERT INTO product_item
                    (list_id, position, name, price_text, quantity_text, price, pack_count, pack_size, unit_id)
                VALUES (\(listId), \(position), \(item.name), \(item.priceText), \(item.quantityText), \(item.price),
                    \(item.packCount), \(item.packSize), \(item.unitId))
                """, logger: logger)
        }
    }
}
