import Foundation
import HummingbirdTesting
import PerKit
import PerStorage
import PerStorageTestSupport
import Testing

@testable import PerServer

/// The lists the previous version saved (``ListsFixture``), after the migration that made them
/// records: every list and product comes back exactly through `/api/lists` and through a
/// device's sync, in either database.
@Suite("Saved lists after their migration to records")
struct ListsMigrationAPITests {
    @Test("every saved list and product comes back through the API and a device's sync")
    func everyListComesBack() async throws {
        try await ListsFixture.withDatabase { location in
            try await withTestServer(database: location) { server async throws in
                for (device, expected) in [
                    (ListsFixture.phone, [ListsFixture.syncedTea] + ListsFixture.homeLists),
                    (ListsFixture.laptop, ListsFixture.flatLists),
                ] {
                    let client = AuthorizedClient(base: server.client, token: device.token)
                    let summaries = try #require(
                        try await client.get("/api/lists").json() as? [[String: Any]])
                    // Most recently changed first.
                    let ordered = expected.sorted { $0.updated > $1.updated }
                    #expect(summaries.map { $0["id"] as? String } == ordered.map(\.id))
                    #expect(summaries.map { $0["name"] as? String } == ordered.map(\.name))
                    #expect(summaries.map { $0["itemCount"] as? Int } == ordered.map(\.products.count))
                    #expect(
                        summaries.map { $0["updatedAt"] as? String }
                            == ordered.map { String($0.updated.prefix(19)) + "Z" })
                    for list in expected {
                        let detail = try await client.get("/api/lists/\(list.id)")
                        #expect(detail.status == .ok)
                        try Self.expect(try detail.object(), is: list)
                    }

                    // A device's first sync materialises the same lists.
                    let synced = try await client.send(.post, "/api/sync", json: #"{"since": 0}"#)
                    let changes = try #require(try synced.object()["changes"] as? [Any])
                    var replica = try #require(SyncReplica(device: device.id))
                    replica.merge(
                        try changes.map { change in
                            let data = try JSONSerialization.data(withJSONObject: change)
                            return try SyncRecord(json: JSON(parsing: String(decoding: data, as: UTF8.self)))
                        })
                    let lists = replica.materialized().lists
                    #expect(lists.map(\.id.text) == ordered.map(\.id))
                    for list in expected where !list.products.isEmpty {
                        let materialized = try #require(lists.first { $0.id.text == list.id })
                        #expect(materialized.products.items.map(\.name) == Self.ranked(list).map(\.name))
                    }
                }
                // A list written through the API beside the migrated ones changes only its own
                // records: the others materialise as they are stored.
                let phone = AuthorizedClient(base: server.client, token: ListsFixture.phone.token)
                let before = try #require(
                    try await phone.send(.post, "/api/sync", json: #"{"since": 0}"#).object()["cursor"]
                        as? Int)
                let created = try await phone.send(.post, "/api/lists", json: ListsAPITests.coffee)
                #expect(created.status == .created)
                let after = try await phone.send(.post, "/api/sync", json: #"{"since": \#(before)}"#).object()
                #expect(after["cursor"] as? Int == before + 4)
                #expect((after["changes"] as? [Any])?.count == 4)
                for list in ListsFixture.homeLists {
                    try Self.expect(try await phone.get("/api/lists/\(list.id)").object(), is: list)
                }

                // The households stay apart: Home's lists are Flat's 404s.
                let flat = AuthorizedClient(base: server.client, token: ListsFixture.laptop.token)
                for list in ListsFixture.homeLists {
                    try expectNotFound(try await flat.get("/api/lists/\(list.id)"), list.id)
                }
            }
        }
    }

    /// The products of `list` in the order the API ranks them.
    static func ranked(_ list: ListsFixture.List) -> [ListsFixture.Product] {
        list.products.sorted { a, b in
            Self.unitPrice(a) < Self.unitPrice(b)
        }
    }

    /// A product's price per base unit, as a number good enough to order the fixture's.
    static func unitPrice(_ product: ListsFixture.Product) -> Double {
        func value(_ text: String) -> Double {
            let parts = text.split(separator: "/").compactMap { Double($0) }
            return parts.count == 2 ? parts[0] / parts[1] : parts[0]
        }
        let factor: Double =
            switch product.unit {
            case "kg", "L": 1000
            case "us-fl-oz": 29.5735295625
            default: 1
            }
        return value(product.price) / (value(product.packCount) * value(product.packSize) * factor)
    }

    /// Checks a list's detail against the list saved: every value, every product in its
    /// position of entry with the text typed.
    static func expect(
        _ detail: [String: Any], is list: ListsFixture.List, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        #expect(detail["id"] as? String == list.id, sourceLocation: sourceLocation)
        #expect(detail["name"] as? String == list.name, sourceLocation: sourceLocation)
        #expect(detail["system"] as? String == list.system ?? "metric", sourceLocation: sourceLocation)
        #expect(detail["currency"] as? String == list.currency, sourceLocation: sourceLocation)
        #expect(
            detail["createdAt"] as? String == String(list.created.prefix(19)) + "Z",
            sourceLocation: sourceLocation)
        #expect(
            detail["updatedAt"] as? String == String(list.updated.prefix(19)) + "Z",
            sourceLocation: sourceLocation)
        let items = try #require(detail["items"] as? [[String: Any]], sourceLocation: sourceLocation)
        #expect(items.count == list.products.count, sourceLocation: sourceLocation)
        for item in items {
            let position = try #require(item["position"] as? Int, sourceLocation: sourceLocation)
            let product = list.products[position]
            #expect(item["name"] as? String == product.name, sourceLocation: sourceLocation)
            #expect(item["priceText"] as? String == product.priceText, sourceLocation: sourceLocation)
            #expect(item["quantityText"] as? String == product.quantityText, sourceLocation: sourceLocation)
            #expect(item["priceExact"] as? String == product.price, sourceLocation: sourceLocation)
            let quantity = try #require(
                item["quantityExact"] as? [String: Any], sourceLocation: sourceLocation)
            #expect(quantity["packCount"] as? String == product.packCount, sourceLocation: sourceLocation)
            #expect(quantity["packSize"] as? String == product.packSize, sourceLocation: sourceLocation)
            #expect(quantity["unit"] as? String == product.unit, sourceLocation: sourceLocation)
        }
        #expect(
            items.map { $0["name"] as? String } == ranked(list).map(\.name), "best first",
            sourceLocation: sourceLocation)
    }
}
