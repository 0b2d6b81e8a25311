import Foundation
import HTTPTypes
import HummingbirdTesting
import PerKit
import PerStorage
import Testing

@testable import PerServer

/// `/api/lists` is a view of the household's synced records: a list a device syncs shows
/// through the API, and a list written through the API reaches the household's devices on
/// their next sync, as records of the device that wrote it.
@Suite("Lists API and sync: one set of data")
struct ListsSyncTests {
    /// A device's replica as the app keeps it, syncing through the router.
    struct Device {
        let test: TestDevice
        var replica: SyncReplica

        init(_ test: TestDevice) throws {
            self.test = test
            replica = try #require(SyncReplica(device: test.deviceId))
        }

        /// Sends what the replica has pending and merges the answer, from its cursor on.
        mutating func sync() async throws -> [SyncRecord] {
            let sent = replica.pendingRecords
            let body =
                #"{"since": \#(replica.cursor), "changes": ["# + sent.map(\.text).joined(separator: ",")
                + "]}"
            let response = try await test.client.send(.post, "/api/sync", json: body)
            try #require(response.status == .ok, "\(response.text)")
            let object = try response.object()
            let changes = try #require(object["changes"] as? [Any])
            let received = try changes.map { change in
                let data = try JSONSerialization.data(withJSONObject: change)
                return try SyncRecord(json: JSON(parsing: String(decoding: data, as: UTF8.self)))
            }
            replica.merge(received)
            replica.acknowledge(sent)
            replica.cursor = Int64(try #require(object["cursor"] as? Int))
            return received
        }
    }

    /// The milliseconds of the test clock's time, for the app's stamps.
    static func milliseconds(_ server: TestServer) -> Int64 {
        Int64(server.clock.now().timeIntervalSince1970 * 1000)
    }

    static func time(_ server: TestServer) -> Timestamp {
        HouseholdLists.timestamp(server.clock.now())
    }

    @Test("a list a device syncs shows through the API with its products, and its removal too")
    func syncedListShows() async throws {
        try await withTestServer { server async throws in
            var phone = try Device(try await server.createHousehold())
            let listID = try #require(ListID("00112233445566778899aabbccddeeff"))
            let products = try ProductList([
                ProductItem(name: "Brand A", price: "3.99", quantity: "500 g"),
                ProductItem(name: "Brand B", price: "2.49", quantity: "1 lb"),
            ])
            let list = ShoppingList(
                id: listID, name: "Coffee", products: products, reference: ReferenceQuantity(id: "100 g"),
                lastUnit: .pound, created: Self.time(server))
            phone.replica.capture(lists: [list], book: PriceBook(), now: Self.milliseconds(server))
            _ = try await phone.sync()

            let summaries = try #require(
                try await phone.test.client.get("/api/lists").json() as? [[String: Any]])
            #expect(summaries.map { $0["id"] as? String } == [listID.text])
            #expect(summaries.map { $0["name"] as? String } == ["Coffee"])
            #expect(summaries.map { $0["itemCount"] as? Int } == [2])
            let detail = try await phone.test.client.get("/api/lists/\(listID.text)")
            #expect(detail.status == .ok)
            let object = try detail.object()
            #expect(object["id"] as? String == listID.text)
            #expect(object["system"] as? String == "metric")
            #expect(object["currency"] == nil)
            // The reference pinned on the device.
            #expect((object["reference"] as? [String: Any])?["text"] as? String == "100 g")
            #expect(object["verdict"] is String)
            let items = try #require(object["items"] as? [[String: Any]])
            #expect(items.map { $0["name"] as? String } == ["Brand B", "Brand A"])
            #expect(items.map { $0["priceExact"] as? String } == ["249/100", "399/100"])
            // Without text typed through the API, the exact values' text.
            #expect(items.map { $0["priceText"] as? String } == ["2.49", "3.99"])
            #expect(items.map { $0["quantityText"] as? String } == ["1 lb", "500 g"])
            let createdAt = try #require(object["createdAt"] as? String)
            #expect(createdAt == Self.time(server).text)

            // Removed on the device: gone from the API.
            server.clock.advance(by: 60)
            phone.replica.capture(lists: [], book: PriceBook(), now: Self.milliseconds(server))
            _ = try await phone.sync()
            #expect(try await phone.test.client.get("/api/lists").text == "[]")
            try expectNotFound(try await phone.test.client.get("/api/lists/\(listID.text)"), listID.text)
        }
    }

    @Test("a list posted, replaced and deleted through the API reaches another device's sync")
    func writtenListReachesDevices() async throws {
        try await withTestServer { server async throws in
            let phone = try await server.createHousehold()
            var laptop = try Device(try await server.join(phone))
            _ = try await laptop.sync()
            let start = laptop.replica.cursor

            let created = try await phone.client.send(.post, "/api/lists", json: ListsAPITests.coffee)
            #expect(created.status == .created)
            let id = try #require(try created.object()["id"] as? String)
            // A list and its three products, each with the household's next sequence number.
            let received = try await laptop.sync()
            #expect(laptop.replica.cursor == start + 4)
            #expect(Set(received.map(\.kind)) == [.list, .product])
            // Stamped by the device that wrote them, later than the server's clock says now.
            #expect(received.allSatisfy { $0.device == phone.deviceId })
            #expect(
                received.allSatisfy { record in
                    record.fields.allSatisfy { $0.stamp.milliseconds >= Self.milliseconds(server) }
                })
            let lists = laptop.replica.materialized().lists
            let list = try #require(lists.first { $0.id.text == id })
            #expect(list.name == "Coffee")
            #expect(
                list.products.items.map(\.name) == ["Brand B", "Brand C", "Brand A"],
                "ranked as the API ranked them")
            #expect(
                try list.products.items.map(\.price) == [
                    Rational(249, 100), Rational(1199, 100), Rational(399, 100),
                ])
            #expect(list.lastUnit == .kilogram)
            #expect(list.created.text == Self.time(server).text)
            // The device's records carry the API's own fields, which it passes on.
            let listRecord = try #require(laptop.replica.records[list.id])
            #expect(
                listRecord["currency"] == JSON.string("EUR") && listRecord["system"] == JSON.string("metric"))

            // Replaced: the products keep their ids in order of entry, the extra one is removed.
            server.clock.advance(by: 60)
            let replaced = try await phone.client.send(
                .put, "/api/lists/\(id)",
                json:
                    #"{"name": "Tea", "system": "us", "items": [{"name": "Loose", "price": "4.99", "quantity": "6 x 12 fl oz"}, {"price": "3", "quantity": "1 qt"}]}"#
            )
            #expect(replaced.status == .ok)
            let changed = try await laptop.sync()
            #expect(Set(changed.map(\.id)) == Set([list.id] + list.productIDs))
            let tea = try #require(laptop.replica.materialized().lists.first { $0.id.text == id })
            #expect(tea.name == "Tea")
            #expect(tea.products.items.count == 2)
            #expect(Set(tea.productIDs).isSubset(of: Set(list.productIDs)))
            #expect(tea.created.text == list.created.text)
            #expect(tea.updated.text == Self.time(server).text)
            #expect(try await phone.client.get("/api/lists/\(id)").text == replaced.text)

            // Deleted: the records are marked deleted, as the app does, and the list is gone.
            server.clock.advance(by: 60)
            #expect(
                try await phone.client.execute(uri: "/api/lists/\(id)", method: .delete).status == .noContent)
            let removed = try await laptop.sync()
            let removedIDs = Set([tea.id] + tea.productIDs)
            #expect(Set(removed.map(\.id)) == removedIDs)
            #expect(removed.allSatisfy { $0["deleted"] == JSON.bool(true) })
            #expect(!laptop.replica.materialized().lists.contains { $0.id.text == id })
            #expect(try await phone.client.get("/api/lists").text == "[]")
        }
    }

    @Test("an edit on a device after the API's write wins, and the API shows the exact value then")
    func deviceEditAfterTheAPI() async throws {
        try await withTestServer { server async throws in
            let phone = try await server.createHousehold()
            var laptop = try Device(try await server.join(phone))
            let created = try await phone.client.send(
                .post, "/api/lists",
                json:
                    #"{"name": "Tea", "items": [{"name": "Loose", "price": "3.990", "quantity": "0.5 kg"}]}"#)
            let id = try #require(try created.object()["id"] as? String)
            _ = try await laptop.sync()
            var lists = laptop.replica.materialized().lists
            let index = try #require(lists.firstIndex { $0.id.text == id })
            server.clock.advance(by: 60)
            // The device renames the list and changes the price, as the app writes it.
            let item = try ProductItem(name: "Loose", price: "4.50", quantity: "0.5 kg")
            lists[index] = ShoppingList(
                id: lists[index].id, name: "Teas", products: try ProductList([item]),
                productIDs: lists[index].productIDs, created: lists[index].created, updated: Self.time(server)
            )
            laptop.replica.capture(lists: lists, book: PriceBook(), now: Self.milliseconds(server))
            _ = try await laptop.sync()
            let detail = try await phone.client.get("/api/lists/\(id)").object()
            #expect(detail["name"] as? String == "Teas")
            let items = try #require(detail["items"] as? [[String: Any]])
            #expect(items.map { $0["priceExact"] as? String } == ["9/2"])
            // The price typed through the API no longer goes with the price: the exact one shows.
            #expect(items.map { $0["priceText"] as? String } == items.map { $0["price"] as? String })
            // The quantity is unchanged: its text as typed still shows.
            #expect(items.map { $0["quantityText"] as? String } == ["0.5 kg"])
        }
    }

    @Test("another household's list answers 404 exactly as an id no record has, and stays as it was")
    func householdScoping() async throws {
        try await withTestServer { server async throws in
            let a = try await server.createHousehold(name: "A")
            let b = try await server.createHousehold(name: "B")
            let created = try await b.client.send(.post, "/api/lists", json: ListsAPITests.coffee)
            let id = try #require(try created.object()["id"] as? String)
            let random = HouseholdLists.freshID().text
            for path in [id, random] {
                try expectNotFound(try await a.client.get("/api/lists/\(path)"), path)
                try expectNotFound(
                    try await a.client.send(.put, "/api/lists/\(path)", json: #"{"name": "Taken"}"#), path)
                try expectNotFound(
                    try await a.client.execute(uri: "/api/lists/\(path)", method: .delete), path)
            }
            #expect(try await a.client.get("/api/lists").text == "[]")
            #expect(try await b.client.get("/api/lists/\(id)").text == created.text)
            // A's sync has nothing of B's.
            var device = try Device(a)
            #expect(try await device.sync().isEmpty)
        }
    }

    @Test("writes count against the household's quota, as a sync's do: 413 and nothing stored")
    func quota() async throws {
        try await withTestServer(quota: StorageQuota(records: 3, bytes: 1_000_000)) { server async throws in
            let phone = try await server.createHousehold()
            let refused = try await phone.client.send(.post, "/api/lists", json: ListsAPITests.coffee)
            try expectError(
                refused, .contentTooLarge, containing: "4 records, more than the 3",
                code: ServerRefusal.householdFullCode)
            #expect(try await phone.client.get("/api/lists").text == "[]")
            let small = try await phone.client.send(
                .post, "/api/lists", json: #"{"name": "Tea", "items": [{"price": "1", "quantity": "1 kg"}]}"#)
            #expect(small.status == .created)
        }
    }
}

/// Checks a 404 for the list `id`: the answer an id no record has gets.
func expectNotFound(
    _ response: TestResponse, _ id: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    try expectError(response, .notFound, sourceLocation: sourceLocation)
    #expect(
        try response.object()["error"] as? String == "There is no saved list with id \(id)",
        sourceLocation: sourceLocation)
}
