import Foundation
import GRDB
import PerKit
import PerStorageTestSupport
import Testing

@testable import PerStorage

/// Lists the previous version accepted and stored become records whole, though the API would
/// now refuse them as input: a price typed `10/3` (now two readings) and a currency that is not
/// ISO 4217. Amounts are taken from their exact fractions, never from the text as typed. A name
/// longer than a record's names may be (80 characters, the app's) keeps its first 80.
@Suite("Lists stored by the previous version")
struct StoredListsTests {
    static let longName = String(repeating: "x", count: 79) + " " + String(repeating: "y", count: 20)

    @Test("a stored list the API would now refuse becomes records whole")
    func previousVersionRows() async throws {
        try await ListsFixture.withDatabase { location in
            let flat = ListsFixture.laptop.household
            func list(_ table: String, time: String) -> String {
                "INSERT INTO \(table) VALUES (5, 'Odd', 'uk', 'XYZ', '\(time)', '\(time)', '\(flat)')"
            }
            func products(_ table: String) -> String {
                """
                INSERT INTO \(table) VALUES
                    (12, 5, 0, 'Thirds', '10/3', '1 1/3 pt', '10/3', '1', '4/3', 'uk-pt'),
                    (13, 5, 1, 'Pack', '2 x 3.49', '355 mL x 6', '349/50', '6', '355', 'mL'),
                    (14, 5, 2, '\(Self.longName)', '1', '1 L', '1', '1', '1', 'L')
                """
            }
            switch location {
            case .postgres(let postgres):
                try await TestDatabase.execute(
                    list(
                        "product_list (id, name, system, currency, created_at, updated_at, household_id) OVERRIDING SYSTEM VALUE",
                        time: "2026-11-27 06:00:00+00"),
                    schema: postgres.schema)
                try await TestDatabase.execute(
                    products(
                        "product_item (id, list_id, position, name, price_text, quantity_text, price, pack_count, pack_size, unit_id) OVERRIDING SYSTEM VALUE"
                    ),
                    schema: postgres.schema)
            case .file(let path):
                let listSQL = list(
                    "productList (id, name, system, currency, createdAt, updatedAt, householdId)",
                    time: "2026-11-27 06:00:00.000")
                let productsSQL = products("productItem")
                try await DatabaseQueue(path: path).write { db in
                    try db.execute(sql: listSQL)
                    try db.execute(sql: productsSQL)
                }
            case .inMemory:
                Issue.record("the fixture is in a file")
            }
            try await ListRecordsMigrationTests.withRepository(location) { repository in
                let answer = try await ListRecordsMigrationTests.records(
                    of: ListsFixture.laptop, in: repository)
                #expect(answer.cursor == 7)
                let odd = "7065722d6c6973740000000000000005"
                let records = Dictionary(uniqueKeysWithValues: answer.records.map { ($0.id.text, $0) })
                #expect(records[odd]?["currency"] == JSON.string("XYZ"))
                #expect(records[odd]?["system"] == JSON.string("uk"))
                #expect(records[odd]?["lastUnit"] == JSON.string("L"))
                let thirds = try #require(records["7065722d000000000000000000000005"])
                #expect(thirds["priceText"] == JSON.string("10/3") && thirds["price"] == JSON.string("10/3"))
                #expect(thirds["packSize"] == JSON.string("4/3") && thirds["unit"] == JSON.string("uk-pt"))
                let pack = try #require(records["7065722d000000010000000000000005"])
                #expect(
                    pack["priceText"] == JSON.string("2 x 3.49")
                        && pack["quantityText"] == JSON.string("355 mL x 6"))
                let long = try #require(records["7065722d000000020000000000000005"])
                #expect(long["name"] == JSON.string(String(repeating: "x", count: 79)))

                var replica = try #require(SyncReplica(device: ListsFixture.laptop.id))
                replica.merge(answer.records)
                let list = try #require(replica.materialized().lists.first { $0.id.text == odd })
                #expect(list.name == "Odd")
                #expect(
                    try Set(list.products.items.map(\.price))
                        == [Rational(10, 3), Rational(349, 50), Rational(1)])
            }
        }
    }
}
