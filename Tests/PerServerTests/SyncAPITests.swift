import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

@testable import PerServer

/// `POST /api/sync`: storing a device's changes, merging them per field, answering what
/// changed since a cursor, and keeping households apart.
@Suite("Sync API")
struct SyncAPITests {
    /// The milliseconds of the stamps the tests write: before the test clock's time.
    static let base: Int64 = 1_764_000_000_000

    static func stamp(_ milliseconds: Int64 = base, _ counter: Int = 0, _ device: TestDevice) -> String {
        "\(milliseconds)-\(counter)-\(device.deviceId)"
    }

    /// A fresh record id: 32 hex digits.
    static func newID() -> String {
        UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    }

    static func record(_ id: String, _ kind: String, _ fields: [String: (Any, String)]) -> [String: Any] {
        ["id": id, "kind": kind, "fields": fields.mapValues { [$0.0, $0.1] }]
    }

    static func json(_ object: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    }

    static func sync(_ device: TestDevice, since: Int? = nil, _ changes: [[String: Any]] = []) async throws
        -> TestResponse
    {
        var body: [String: Any] = ["changes": changes]
        if let since { body["since"] = since }
        return try await device.client.send(.post, "/api/sync", json: try json(body))
    }

    /// The answer of a sync that must succeed: its cursor and its records by id.
    static func answer(
        _ response: TestResponse, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (cursor: Int, records: [[String: Any]]) {
        #expect(response.status == .ok, "\(response.text)", sourceLocation: sourceLocation)
        #expect(
            response.headers[.contentType] == "application/json; charset=utf-8",
            sourceLocation: sourceLocation)
        #expect(response.headers[.cacheControl] == "no-store", sourceLocation: sourceLocation)
        let object = try response.object()
        #expect(Set(object.keys) == ["cursor", "changes", "more", "devices"], sourceLocation: sourceLocation)
        #expect(object["more"] as? Bool == false, sourceLocation: sourceLocation)
        let cursor = try #require(object["cursor"] as? Int, sourceLocation: sourceLocation)
        let records = try #require(object["changes"] as? [[String: Any]], sourceLocation: sourceLocation)
        return (cursor, records)
    }

    /// The value of a field of an answered record.
    static func value(_ record: [String: Any]?, _ field: String) -> Any? {
        ((record?["fields"] as? [String: Any])?[field] as? [Any])?.first
    }

    static func find(_ id: String, in records: [[String: Any]]) -> [String: Any]? {
        records.first { $0["id"] as? String == id }
    }

    /// A list and a product of it, written by `device`.
    static func listAndProduct(_ device: TestDevice, list: String, product: String) -> [[String: Any]] {
        let stamp = stamp(base, 0, device)
        return [
            record(
                list, "list",
                [
                    "name": ("Coffee", stamp), "reference": ("100 g", stamp), "lastUnit": ("g", stamp),
                    "created": ("2025-11-24T16:00:00Z", stamp), "updated": ("2025-11-24T16:00:00Z", stamp),
                ]),
            record(
                product, "product",
                [
                    "list": (list, stamp), "name": ("Brand A", stamp), "price": ("399/100", stamp),
                    "packCount": ("1", stamp), "packSize": ("500", stamp), "unit": ("g", stamp),
                ]),
        ]
    }

    @Test("A change made on one device reaches another of the household, and an edit comes back")
    func roundTrip() async throws {
        try await withTestServer { server async throws in
            let a = try await server.createHousehold()
            let b = try await server.join(a)
            let list = Self.newID()
            let product = Self.newID()
            let sent = try Self.answer(
                try await Self.sync(a, since: 0, Self.listAndProduct(a, list: list, product: product)))
            #expect(sent.cursor == 2)
            #expect(sent.records.count == 2)

            let receivedResponse = try await Self.sync(b, since: 0)
            let received = try Self.answer(receivedResponse)
            #expect(received.cursor == 2)
            #expect(received.records.map { $0["id"] as? String } == [list, product])
            // The answer names the household's devices, for the conflicts a device tells of.
            #expect(
                try receivedResponse.object()["devices"] as? [String: String]
                    == [a.deviceId: "Test device", b.deviceId: "Second device"])
            let copy = try #require(Self.find(product, in: received.records))
            #expect(copy["kind"] as? String == "product")
            #expect(copy["device"] as? String == a.deviceId)
            #expect(copy["deleted"] as? Bool == false)
            #expect(Self.value(copy, "price") as? String == "399/100")
            #expect(Self.value(copy, "list") as? String == list)
            #expect(
                (copy["fields"] as? [String: Any])?["price"] as? [String]
                    == ["399/100", Self.stamp(Self.base, 0, a)])

            // B changes the price, later; A gets the merged product.
            let later = Self.stamp(Self.base + 60_000, 0, b)
            let edit = Self.record(product, "product", ["price": ("349/100", later)])
            let edited = try Self.answer(try await Self.sync(b, since: received.cursor, [edit]))
            #expect(edited.cursor == 3)
            #expect(edited.records.map { $0["id"] as? String } == [product])
            let merged = try Self.answer(try await Self.sync(a, since: sent.cursor))
            #expect(merged.cursor == 3)
            let product2 = try #require(Self.find(product, in: merged.records))
            #expect(merged.records.count == 1)
            #expect(Self.value(product2, "price") as? String == "349/100")
            #expect(Self.value(product2, "name") as? String == "Brand A")
            #expect(Self.value(product2, "packSize") as? String == "500")
            #expect(product2["device"] as? String == b.deviceId)
        }
    }

    @Test("Concurrent edits of different fields both survive, and the later write of one field wins")
    func concurrentEdits() async throws {
        try await withTestServer { server async throws in
            let a = try await server.createHousehold()
            let b = try await server.join(a)
            let list = Self.newID()
            let product = Self.newID()
            let start = try Self.answer(
                try await Self.sync(a, since: 0, Self.listAndProduct(a, list: list, product: product)))
            // Offline, A renames the product and B changes its price; both change the pack size,
            // B later.
            let aEdit = Self.record(
                product, "product",
                [
                    "name": ("Brand A decaf", Self.stamp(Self.base + 1_000, 0, a)),
                    "packSize": ("250", Self.stamp(Self.base + 1_000, 0, a)),
                ])
            let bEdit = Self.record(
                product, "product",
                [
                    "price": ("299/100", Self.stamp(Self.base + 2_000, 0, b)),
                    "packSize": ("400", Self.stamp(Self.base + 2_000, 0, b)),
                ])
            _ = try Self.answer(try await Self.sync(b, since: start.cursor, [bEdit]))
            let atA = try Self.answer(try await Self.sync(a, since: start.cursor, [aEdit]))
            let atB = try Self.answer(try await Self.sync(b, since: start.cursor))
            for records in [atA.records, atB.records] {
                let merged = try #require(Self.find(product, in: records))
                #expect(Self.value(merged, "name") as? String == "Brand A decaf")
                #expect(Self.value(merged, "price") as? String == "299/100")
                #expect(Self.value(merged, "packSize") as? String == "400")
                #expect(Self.value(merged, "unit") as? String == "g")
            }
            #expect(atA.cursor == atB.cursor)
        }
    }

    @Test("Simultaneous syncs that change one record all land in it: no write is lost to another")
    func simultaneousWritesOfOneRecord() async throws {
        try await withTestServer { server async throws in
            let a = try await server.createHousehold()
            let b = try await server.join(a)
            let list = Self.newID()
            let created = Self.record(list, "list", ["name": ("Coffee", Self.stamp(Self.base, 0, a))])
            _ = try Self.answer(try await Self.sync(a, since: 0, [created]))
            // Each sync writes a field of its own (fields PerKit doesn't know hold any value),
            // and every other one the name too, later each time: the record must end with every
            // field and the latest name, whatever order the writes took.
            let writers = 24
            try await withThrowingTaskGroup(of: Void.self) { group in
                for index in 0..<writers {
                    let device = index.isMultiple(of: 2) ? a : b
                    let stamp = Self.stamp(Self.base + 1_000 + Int64(index), 0, device)
                    var fields: [String: (Any, String)] = ["field\(index)": (index, stamp)]
                    if index.isMultiple(of: 2) { fields["name"] = ("Name \(index)", stamp) }
                    let body = try Self.json(["since": 0, "changes": [Self.record(list, "list", fields)]])
                    group.addTask {
                        _ = try Self.answer(try await device.client.send(.post, "/api/sync", json: body))
                    }
                }
                try await group.waitForAll()
            }
            let all = try Self.answer(try await Self.sync(b, since: 0))
            let record = try #require(Self.find(list, in: all.records))
            #expect(Self.value(record, "name") as? String == "Name \(writers - 2)")
            for index in 0..<writers {
                #expect(Self.value(record, "field\(index)") as? Int == index, "field\(index) was lost")
            }
        }
    }

    @Test("Sending the same changes again stores nothing and leaves the cursor where it was")
    func idempotentResend() async throws {
        try await withTestServer { server async throws in
            let a = try await server.createHousehold()
            let changes = Self.listAndProduct(a, list: Self.newID(), product: Self.newID())
            let first = try Self.answer(try await Self.sync(a, since: 0, changes))
            let again = try Self.answer(try await Self.sync(a, since: first.cursor, changes))
            #expect(again.cursor == first.cursor)
            #expect(again.records.isEmpty)
            // An older write of a field changes nothing either.
            let id = try #require(changes[0]["id"] as? String)
            let older = Self.record(id, "list", ["name": ("Tea", Self.stamp(Self.base - 1, 0, a))])
            let stale = try Self.answer(try await Self.sync(a, since: first.cursor, [older]))
            #expect(stale.cursor == first.cursor)
            #expect(stale.records.isEmpty)
            let all = try Self.answer(try await Self.sync(a, since: 0))
            #expect(Self.value(Self.find(id, in: all.records), "name") as? String == "Coffee")
        }
    }

    @Test("Cursors move forward: each answer holds what changed after the cursor sent, in order")
    func cursorsMoveForward() async throws {
        try await withTestServer { server async throws in
            let a = try await server.createHousehold()
            let b = try await server.join(a)
            let empty = try Self.answer(try await Self.sync(a))
            #expect(empty.cursor == 0)
            #expect(empty.records.isEmpty)
            let ids = (0..<3).map { _ in Self.newID() }
            var cursors: [Int] = []
            for (index, id) in ids.enumerated() {
                let change = Self.record(
                    id, "list", ["name": ("List \(index)", Self.stamp(Self.base + Int64(index), 0, a))])
                cursors.append(
                    try Self.answer(try await Self.sync(a, since: cursors.last ?? 0, [change])).cursor)
            }
            #expect(cursors == [1, 2, 3])
            // Changing the first list again moves it after the others.
            let rename = Self.record(ids[0], "list", ["name": ("Renamed", Self.stamp(Self.base + 10, 0, b))])
            #expect(try Self.answer(try await Self.sync(b, since: 3, [rename])).cursor == 4)
            let all = try Self.answer(try await Self.sync(b, since: 0))
            #expect(all.cursor == 4)
            #expect(all.records.map { $0["id"] as? String } == [ids[1], ids[2], ids[0]])
            let since2 = try Self.answer(try await Self.sync(b, since: 2))
            #expect(since2.records.map { $0["id"] as? String } == [ids[2], ids[0]])
            let ahead = try Self.answer(try await Self.sync(b, since: 1_000))
            #expect(ahead.cursor == 4)
            #expect(ahead.records.isEmpty)
        }
    }

    @Test("A deleted record syncs as deleted, and an undone delete as a later write")
    func deletedFlag() async throws {
        try await withTestServer { server async throws in
            let a = try await server.createHousehold()
            let b = try await server.join(a)
            let id = Self.newID()
            let entry = Self.record(
                id, "entry",
                [
                    "product": ("Coffee", Self.stamp(Self.base, 0, a)),
                    "price": ("549/100", Self.stamp(Self.base, 0, a)),
                    "packCount": ("1", Self.stamp(Self.base, 0, a)),
                    "packSize": ("1", Self.stamp(Self.base, 0, a)),
                    "unit": ("kg", Self.stamp(Self.base, 0, a)),
                    "store": ("Lidl", Self.stamp(Self.base, 0, a)),
                    "date": ("2025-11-24", Self.stamp(Self.base, 0, a)),
                    "sale": (false, Self.stamp(Self.base, 0, a)),
                    "list": (NSNull(), Self.stamp(Self.base, 0, a)),
                ])
            let first = try Self.answer(try await Self.sync(a, since: 0, [entry]))
            let delete = Self.record(id, "entry", ["deleted": (true, Self.stamp(Self.base + 5, 0, a))])
            _ = try Self.answer(try await Self.sync(a, since: first.cursor, [delete]))
            let atB = try Self.answer(try await Self.sync(b, since: 0))
            let deleted = try #require(Self.find(id, in: atB.records))
            #expect(deleted["deleted"] as? Bool == true)
            #expect(Self.value(deleted, "deleted") as? Bool == true)
            #expect(Self.value(deleted, "store") as? String == "Lidl")
            #expect(Self.value(deleted, "list") is NSNull)

            let undo = Self.record(id, "entry", ["deleted": (false, Self.stamp(Self.base + 9, 0, b))])
            _ = try Self.answer(try await Self.sync(b, since: atB.cursor, [undo]))
            let atA = try Self.answer(try await Self.sync(a, since: atB.cursor))
            #expect(Self.find(id, in: atA.records)?["deleted"] as? Bool == false)
        }
    }

    @Test("A field PerKit doesn't know is stored and handed on unchanged")
    func unknownField() async throws {
        try await withTestServer { server async throws in
            let a = try await server.createHousehold()
            let b = try await server.join(a)
            let id = Self.newID()
            let stamp = Self.stamp(Self.base, 0, a)
            // Sent as text, so that the order of the value's members is the one written here.
            let value = #"{"ean":"4006381333931","format":["ean13",13,true,null],"checked":{"at":1.50}}"#
            let body =
                #"{"since":0,"changes":[{"id":"\#(id)","kind":"product","fields":{"#
                + #""name":["Brand A","\#(stamp)"],"#
                + #""barcode":[\#(value),"\#(stamp)"]}}]}"#
            _ = try Self.answer(try await a.client.send(.post, "/api/sync", json: body))
            let atB = try await Self.sync(b, since: 0)
            let copy = try #require(Self.find(id, in: try Self.answer(atB).records))
            let pair = try #require((copy["fields"] as? [String: Any])?["barcode"] as? [Any])
            #expect(pair.count == 2)
            #expect(pair[1] as? String == stamp)
            #expect((pair[0] as? [String: Any])?["ean"] as? String == "4006381333931")
            // Byte for byte: the members in their order, the number as written.
            #expect(atB.text.contains(#""barcode":[\#(value),"\#(stamp)"]"#))
        }
    }

    @Test("Households never see each other's records, even with the same id")
    func householdIsolation() async throws {
        try await withTestServer { server async throws in
            let a = try await server.createHousehold(name: "Home")
            let b = try await server.createHousehold(name: "Flat")
            let shared = Self.newID()
            let fresh = Self.newID()
            let aChanges = Self.listAndProduct(a, list: shared, product: Self.newID())
            let atA = try Self.answer(try await Self.sync(a, since: 0, aChanges))
            #expect(atA.cursor == 2)

            // B sees nothing of A's, and its cursor says nothing of A's activity.
            let nothing = try Self.answer(try await Self.sync(b, since: 0))
            #expect(nothing.cursor == 0)
            #expect(nothing.records.isEmpty)

            // B writes a product with the id of A's list: its own record, answered exactly as a
            // product with an id no one has used.
            let stamp = Self.stamp(Self.base - 1, 0, b)
            let reuse = try await Self.sync(
                b, since: 0, [Self.record(shared, "product", ["name": ("Tea", stamp)])])
            let answer = try Self.answer(reuse)
            #expect(answer.cursor == 1)
            #expect(
                reuse.text
                    == #"{"cursor":1,"changes":[{"id":"\#(shared)","kind":"product","device":"\#(b.deviceId)","deleted":false,"fields":{"name":["Tea","\#(stamp)"]}}],"more":false,"devices":{"\#(b.deviceId)":"Test device"}}"#
            )
            let other = try await Self.sync(
                b, since: 1, [Self.record(fresh, "product", ["name": ("Tea", stamp)])])
            #expect(
                other.text
                    == #"{"cursor":2,"changes":[{"id":"\#(fresh)","kind":"product","device":"\#(b.deviceId)","deleted":false,"fields":{"name":["Tea","\#(stamp)"]}}],"more":false,"devices":{"\#(b.deviceId)":"Test device"}}"#
            )
            // A's list is as A wrote it; A never sees B's records.
            let again = try Self.answer(try await Self.sync(a, since: 0))
            #expect(again.cursor == 2)
            #expect(again.records.count == 2)
            let list = try #require(Self.find(shared, in: again.records))
            #expect(list["kind"] as? String == "list")
            #expect(Self.value(list, "name") as? String == "Coffee")
            #expect(Self.find(fresh, in: again.records) == nil)
        }
    }

    @Test("A change PerKit refuses rejects the whole request with its index; nothing is stored")
    func rejectedChange() async throws {
        try await withTestServer { server async throws in
            let a = try await server.createHousehold()
            let stamp = Self.stamp(Self.base, 0, a)
            let good = Self.listAndProduct(a, list: Self.newID(), product: Self.newID())
            let bad = Self.record(Self.newID(), "product", ["price": ("-1", stamp)])
            let response = try await Self.sync(a, since: 0, good + [good[0], bad])
            try expectError(
                response, .unprocessableContent,
                containing: "Change 3: 'fields.price' is not a positive amount as fraction text", index: 3)
            let after = try Self.answer(try await Self.sync(a, since: 0))
            #expect(after.cursor == 0)
            #expect(after.records.isEmpty)

            for (change, part) in [
                (["id": "nope", "kind": "list", "fields": [:]] as [String: Any], "'id' is not an id"),
                (
                    ["id": Self.newID(), "kind": "shop", "fields": [:]],
                    "'kind' is not one of list, product, entry"
                ),
                (
                    Self.record(Self.newID(), "list", ["name": ("Coffee", "yesterday")]),
                    "'fields.name' has no valid stamp"
                ),
                (
                    Self.record(Self.newID(), "entry", ["date": ("2025-02-30", stamp)]),
                    "'fields.date' is not a day"
                ),
            ] {
                try expectError(
                    try await Self.sync(a, [good[0], change]), .unprocessableContent, containing: part,
                    index: 1)
            }
            let still = try Self.answer(try await Self.sync(a, since: 0))
            #expect(still.cursor == 0)
        }
    }

    @Test("An id stored with another kind is refused with its index, in one household only")
    func kindMismatch() async throws {
        try await withTestServer { server async throws in
            let a = try await server.createHousehold()
            let list = Self.newID()
            let first = try Self.answer(
                try await Self.sync(a, since: 0, Self.listAndProduct(a, list: list, product: Self.newID())))
            let stamp = Self.stamp(Self.base + 1, 0, a)
            let fresh = Self.record(Self.newID(), "list", ["name": ("Tea", stamp)])
            let wrongKind = Self.record(list, "product", ["name": ("Tea", stamp)])
            try expectError(
                try await Self.sync(a, since: first.cursor, [fresh, wrongKind]), .unprocessableContent,
                containing: "Change 1: Record \(list) is a list, not a product", index: 1)
            // The first change was not stored either.
            let after = try Self.answer(try await Self.sync(a, since: first.cursor))
            #expect(after.cursor == first.cursor)
            #expect(after.records.isEmpty)
        }
    }

    @Test("A stamp more than 5 minutes ahead of the server's clock is refused: the device's clock is wrong")
    func clockAhead() async throws {
        try await withTestServer { server async throws in
            let a = try await server.createHousehold()
            let now = Int64((server.clock.now().timeIntervalSince1970 * 1000).rounded(.down))
            let id = Self.newID()
            let ahead = Self.record(id, "list", ["name": ("Coffee", Self.stamp(now + 2 * 3_600_000, 0, a))])
            try expectError(
                try await Self.sync(a, since: 0, [ahead]), .unprocessableContent,
                containing:
                    "Change 0: This device's clock is wrong: a change is stamped 2 h ahead of the server's time. "
                    + "Set the device's date and time, then sync again.",
                index: 0, code: "clockAhead")
            #expect(try Self.answer(try await Self.sync(a, since: 0)).cursor == 0)
            // Four minutes ahead is within the allowed skew; and once the server's clock reaches it,
            // two hours ahead is accepted too.
            let close = Self.record(Self.newID(), "list", ["name": ("Tea", Self.stamp(now + 240_000, 0, a))])
            #expect(try Self.answer(try await Self.sync(a, since: 0, [close])).cursor == 1)
            server.clock.advance(by: 2 * 3600)
            #expect(try Self.answer(try await Self.sync(a, since: 1, [ahead])).cursor == 2)
        }
    }

    @Test(
        "Bodies that are not a sync request answer 400",
        arguments: [
            ("{", "not valid JSON"), ("[]", "the body is not an object"), ("3", "the body is not an object"),
            (#"{"since": -1}"#, "'since' is not a cursor"), (#"{"since": 1.5}"#, "'since' is not a cursor"),
            (#"{"since": "3"}"#, "'since' is not a cursor"), (#"{"since": null}"#, "'since' is not a cursor"),
            (#"{"since": 1e-3}"#, "'since' is not a cursor"),
            (#"{"since": -2.0}"#, "'since' is not a cursor"),
            (#"{"since": 99999999999999999999}"#, "'since' is not a cursor"),
            (#"{"since": 9223372036854775808}"#, "'since' is not a cursor"),
            (#"{"since": 9.3e18}"#, "'since' is not a cursor"),
            (#"{"since": 1e99999}"#, "'since' is not a cursor"),
            (#"{"changes": {}}"#, "'changes' is not an array"),
            (#"{"changes": null}"#, "'changes' is not an array"),
            (#"{"since": 0, "changes": []} x"#, "not valid JSON"),
        ])
    func badRequest(body: String, part: String) async throws {
        try await withTestServer { server async throws in
            let a = try await server.createHousehold()
            try expectError(
                try await a.client.send(.post, "/api/sync", json: body), .badRequest, containing: part)
        }
    }

    /// JSON tells numbers apart by value: `2.0` is the cursor 2, as JSON Schema's `integer` has it
    /// (schemathesis sends `since` written so, as Python writes a float).
    @Test(
        "A cursor is read by its value, however it is written",
        arguments: [
            ("2", 2), ("2.0", 2), ("2.000", 2), ("0.2e1", 2), ("20E-1", 2), ("-0", 0), ("0.0e5", 0),
            ("9223372036854775807", 9_223_372_036_854_775_807),
            ("9.223372036854775807e18", 9_223_372_036_854_775_807),
        ] as [(String, Int64)])
    func cursorNotations(text: String, cursor: Int64) async throws {
        #expect(SyncInput.wholeNumber(text) == cursor)
        try await withTestServer { server async throws in
            let a = try await server.createHousehold()
            let lists = ["Tea", "Coffee"].map {
                Self.record(Self.newID(), "list", ["name": ($0, Self.stamp(Self.base, 0, a))])
            }
            #expect(try Self.answer(try await Self.sync(a, since: 0, lists)).cursor == 2)
            let answer = try Self.answer(
                try await a.client.send(.post, "/api/sync", json: "{\"since\": \(text)}"))
            #expect(answer.cursor == 2)
            #expect(answer.records.count == (cursor == 0 ? 2 : 0))
        }
    }

    @Test("A body that is not JSON, too large, or with too many changes is refused before anything is read")
    func refusedBodies() async throws {
        try await withTestServer { server async throws in
            let a = try await server.createHousehold()
            let text = try await a.client.execute(
                uri: "/api/sync", method: .post, headers: [.contentType: "text/plain"],
                body: ByteBuffer(string: #"{"since": 0}"#))
            try expectError(text, .unsupportedMediaType, containing: "Content-Type: application/json")
            let missing = try await a.client.execute(
                uri: "/api/sync", method: .post, body: ByteBuffer(string: #"{"since": 0}"#))
            #expect(missing.status == .unsupportedMediaType)

            let padding = String(repeating: " ", count: 8 << 20)
            let large = try await a.client.send(.post, "/api/sync", json: #"{"since": 0}"# + padding)
            try expectError(large, .contentTooLarge, containing: "larger than 8388608 bytes")

            let many = "{\"changes\": [" + Array(repeating: "{}", count: 10_001).joined(separator: ",") + "]}"
            try expectError(
                try await a.client.send(.post, "/api/sync", json: many), .contentTooLarge,
                containing: "send at most 10000 changes in one request")
            // 10,000 is allowed: the first of these bad records is what is refused.
            let most = "{\"changes\": [" + Array(repeating: "{}", count: 10_000).joined(separator: ",") + "]}"
            try expectError(
                try await a.client.send(.post, "/api/sync", json: most), .unprocessableContent,
                containing: "'id' is not an id of 32 hexadecimal digits", index: 0)
        }
    }

    @Test("Syncing needs the token of a device that has not been removed")
    func unauthorized() async throws {
        try await withTestServer { server async throws in
            let a = try await server.createHousehold()
            let b = try await server.join(a)
            let change = Self.record(Self.newID(), "list", ["name": ("Coffee", Self.stamp(Self.base, 0, b))])
            let anonymous = try await server.client.send(
                .post, "/api/sync", json: try Self.json(["since": 0]))
            try expectError(anonymous, .unauthorized, containing: "needs a device token")
            #expect(anonymous.headers[.wwwAuthenticate] == "Bearer")

            let removed = try await a.client.execute(uri: "/api/devices/\(b.deviceId)", method: .delete)
            #expect(removed.status == .noContent)
            let revoked = try await Self.sync(b, since: 0, [change])
            try expectError(revoked, .unauthorized, containing: "This device token is not valid")
            #expect(!revoked.text.contains(b.token))
            #expect(try Self.answer(try await Self.sync(a, since: 0)).cursor == 0)
        }
    }
}
