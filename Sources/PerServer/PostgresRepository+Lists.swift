import Foundation
import Logging
import PostgresNIO

/// Saved lists in PostgreSQL, as ``AppDatabase`` keeps them in SQLite: each list of one
/// household, its products in order of entry, amounts as exact fraction text.
extension PostgresRepository {
    func summaries(household: String) async throws -> [ListSummary] {
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

    func list(id: Int64, household: String) async throws -> (ListRecord, SavedList)? {
        let fetched = try await transaction(snapshot: true) { connection -> (ListRecord, [ItemRecord])? in
            guard
                let record = try await Self.listRecord(id: id, household: household, connection, self.logger)
            else { return nil }
            let rows = try await connection.query(
                """
                SELECT id, position, name, price_text, quantity_text, price, pack_count, pack_size, unit_id
                FROM product_item WHERE list_id = \(id) ORDER BY position
                """, logger: self.logger)
            var items: [ItemRecord] = []
            for try await row in rows {
                let (itemId, position, name, priceText, quantityText, price, packCount, packSize, unitId) =
                    try row.decode((Int64, Int, String?, String, String, String, String, String, String).self)
                items.append(
                    ItemRecord(
                        id: itemId, listId: id, position: position, name: name, priceText: priceText,
                        quantityText: quantityText, price: price, packCount: packCount, packSize: packSize,
                        unitId: unitId))
            }
            return (record, items)
        }
        guard let (record, items) = fetched else { return nil }
        return (record, try SavedList(record: record, items: items))
    }

    func insert(_ list: SavedList, household: String, at date: Date) async throws -> ListRecord {
        let date = AppDatabase.wholeSeconds(date)
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
            return ListRecord(
                id: id, householdId: household, name: list.name, system: list.system.rawValue,
                currency: list.currency, createdAt: date, updatedAt: date)
        }
    }

    func update(id: Int64, household: String, with list: SavedList, at date: Date) async throws -> ListRecord?
    {
        let date = AppDatabase.wholeSeconds(date)
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
            return ListRecord(
                id: id, householdId: household, name: list.name, system: list.system.rawValue,
                currency: list.currency, createdAt: createdAt, updatedAt: date)
        }
    }

    func delete(id: Int64, household: String) async throws -> Bool {
        try await autocommit { connection in
            try await !connection.query(
                "DELETE FROM product_list WHERE id = \(id) AND household_id = \(household) RETURNING id",
                logger: self.logger
            ).collect().isEmpty
        }
    }

    private static func listRecord(
        id: Int64, household: String, _ connection: PostgresConnection, _ logger: Logger
    ) async throws -> ListRecord? {
        let rows = try await connection.query(
            """
            SELECT name, system, currency, created_at, updated_at FROM product_list
            WHERE id = \(id) AND household_id = \(household)
            """, logger: logger
        ).collect()
        guard let row = rows.first else { return nil }
        let (name, system, currency, createdAt, updatedAt) = try row.decode(
            (String, String, String?, Date, Date).self)
        return ListRecord(
            id: id, householdId: household, name: name, system: system, currency: currency,
            createdAt: createdAt,
            updatedAt: updatedAt)
    }

    private static func insertItems(
        of list: SavedList, into listId: Int64, _ connection: PostgresConnection, _ logger: Logger
    ) async throws {
        for (position, entry) in list.entries.enumerated() {
            let item = ItemRecord(listId: listId, position: position, entry: entry)
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
