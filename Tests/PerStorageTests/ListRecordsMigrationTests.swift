import Foundation
import PerKit
import PerStorageTestSupport
import Testing

@testable import PerStorage

/// SQLite's `v6-listRecords` and PostgreSQL's schema version 3: every saved list and its
/// products become list and product records of the list's household, numbered after the
/// household's records, and the old tables go. Run on the fixture the previous version wrote
/// (``ListsFixture``), in either database.
@Suite("Lists become sync records, in SQLite or PostgreSQL")
struct ListRecordsMigrationTests {
    @Test("every saved list and product comes back as its household's records, exactly")
    func everyListAndProduct() async throws {
        try await ListsFixture.withDatabase { location in
            try await Self.withRepository(location) { repository in
                let home = try await Self.records(of: ListsFixture.phone, in: repository)
                // After the record the household had, each list and then its products.
                #expect(home.cursor == 10)
                #expect(
                    home.records.map(\.id.text) == [ListsFixture.syncedTea.id]
                        + Self.recordIDs(ListsFixture.homeLists))
                for list in ListsFixture.homeLists { try Self.expectRecords(of: list, in: home.records) }
                let flat = try await Self.records(of: ListsFixture.laptop, in: repository)
                #expect(flat.cursor == 3)
                #expect(flat.records.map(\.id.text) == Self.recordIDs(ListsFixture.flatLists))
                for list in ListsFixture.flatLists { try Self.expectRecords(of: list, in: flat.records) }

                // A device materialises the lists as they were saved.
                for (device, records, expected) in [
                    (ListsFixture.phone, home.records, ListsFixture.homeLists),
                    (ListsFixture.laptop, flat.records, ListsFixture.flatLists),
                ] {
                    var replica = try #require(SyncReplica(device: device.id))
                    replica.merge(records)
                    let lists = replica.materialized().lists
                    for list in expected {
                        let materialized = try #require(lists.first { $0.id.text == list.id })
                        try Self.expect(materialized, is: list)
                    }
                }
                let names = try Self.materializedNames(home.records)
                #expect(names == ["Synced tea", "Coffee beans", "Empty one", "Soda"])
            }
            // Opened again, nothing changes.
            try await Self.withRepository(location) { repository in
                let again = try await Self.records(of: ListsFixture.phone, in: repository)
                #expect(again.cursor == 10)
            }
            let tables = try await TestDatabase.tableTexts(location)
            for old in ["productList", "productItem", "product_list", "product_item"] {
                #expect(tables[old] == nil, "\(old)")
            }
        }
    }

    /// The record ids of `lists`, in the order the migration numbers them: each list, then its
    /// products in order of entry.
    static func recordIDs(_ lists: [ListsFixture.List]) -> [String] {
        var ids: [String] = []
        for list in lists {
            ids.append(list.id)
            ids += list.products.map(\.id)
        }
        return ids
    }

    /// The household's records, read as a device's first sync reads them.
    static func records(of device: ListsFixture.Device, in repository: any Repository) async throws
        -> (cursor: Int64, records: [SyncRecord])
    {
        let answer = try await repository.sync(
            household: device.household, device: device.id, since: 0, changes: [], quota: .standard)
        #expect(!answer.more)
        return (answer.cursor, try answer.records.map { try SyncRecord(json: JSON(parsing: $0)) })
    }

    static func materializedNames(_ records: [SyncRecord]) throws -> [String] {
        var replica = try #require(SyncReplica(device: "reader"))
        replica.merge(records)
        return replica.materialized().lists.map(\.name)
    }

    /// Checks the records of `list` and its products: every field the app writes, the API's
    /// own, and one stamp, at the list's last change, by the device `migrated`.
    static func expectRecords(
        of list: ListsFixture.List, in records: [SyncRecord],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let seconds = try #require(ISO8601DateFormatter().date(from: list.updated)).timeIntervalSince1970
        let stamp = "\(Int64(seconds) * 1000)-0-migrated"
        let record = try #require(records.first { $0.id.text == list.id }, sourceLocation: sourceLocation)
        #expect(record.kind == .list, sourceLocation: sourceLocation)
        #expect(
            record.fields.map(\.name)
                == ["created", "currency", "deleted", "lastUnit", "name", "reference", "system", "updated"],
            sourceLocation: sourceLocation)
        #expect(record.fields.allSatisfy { $0.stamp.text == stamp }, sourceLocation: sourceLocation)
        #expect(record["name"] == JSON.string(list.name), sourceLocation: sourceLocation)
        #expect(record["system"] == JSON.optional(list.system), sourceLocation: sourceLocation)
        #expect(record["currency"] == JSON.optional(list.currency), sourceLocation: sourceLocation)
        #expect(record["created"] == JSON.string(list.created), sourceLocation: sourceLocation)
        #expect(record["updated"] == JSON.string(list.updated), sourceLocation: sourceLocation)
        #expect(record["lastUnit"] == JSON.optional(list.products.last?.unit), sourceLocation: sourceLocation)
        #expect(record["reference"] == JSON.null, sourceLocation: sourceLocation)
        #expect(record["deleted"] == JSON.bool(false), sourceLocation: sourceLocation)
        for product in list.products {
            let record = try #require(
                records.first { $0.id.text == product.id }, sourceLocation: sourceLocation)
            #expect(record.kind == .product, sourceLocation: sourceLocation)
            #expect(record.fields.allSatisfy { $0.stamp.text == stamp }, sourceLocation: sourceLocation)
            let expected: [(String, JSON)] = [
                ("deleted", .bool(false)), ("list", .string(list.id)), ("name", .optional(product.name)),
                ("packCount", .string(product.packCount)), ("packSize", .string(product.packSize)),
                ("price", .string(product.price)), ("priceText", .string(product.priceText)),
                ("quantityText", .string(product.quantityText)), ("unit", .string(product.unit)),
            ]
            #expect(record.fields.map(\.name) == expected.map(\.0), sourceLocation: sourceLocation)
            for (name, value) in expected {
                #expect(record[name] == value, "\(name)", sourceLocation: sourceLocation)
            }
        }
    }

    /// Checks a materialised list against the list saved: name, times, last unit and every
    /// product, in order of entry (the order of their ids).
    static func expect(
        _ materialized: ShoppingList, is list: ListsFixture.List,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        #expect(materialized.name == list.name, sourceLocation: sourceLocation)
        #expect(materialized.created.text == list.created, sourceLocation: sourceLocation)
        #expect(materialized.updated.text == list.updated, sourceLocation: sourceLocation)
        #expect(materialized.reference == nil, sourceLocation: sourceLocation)
        #expect(materialized.lastUnit?.id == list.products.last?.unit, sourceLocation: sourceLocation)
        let products = zip(materialized.productIDs, materialized.products.items).sorted { $0.0 < $1.0 }
        #expect(products.map(\.0.text) == list.products.map(\.id), sourceLocation: sourceLocation)
        for ((_, item), product) in zip(products, list.products) {
            let expected = try ProductItem(
                name: product.name, price: #require(Rational(fractionText: product.price)),
                packCount: #require(Rational(fractionText: product.packCount)),
                packSize: #require(Rational(fractionText: product.packSize)),
                unit: #require(Unit.withID(product.unit)))
            #expect(item == expected, sourceLocation: sourceLocation)
            #expect(item.name == product.name, sourceLocation: sourceLocation)
        }
    }

    /// Runs `body` with the repository of `location`, migrating it as `per serve` does.
    static func withRepository(_ location: DatabaseLocation, _ body: (any Repository) async throws -> Void)
        async throws
    {
        switch location {
        case .postgres(let postgres):
            try await TestDatabase.withRepository(postgres) { repository in
                try await repository.prepare()
                try await body(repository)
            }
        default:
            try await body(try AppDatabase.open(location))
        }
    }
}
