import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import PerKit
import Testing

@testable import PerServer
@testable import PerStorage

@Suite("Saved lists API")
struct ListsAPITests {
    static let coffee = """
        {"name": "Coffee", "system": "metric", "currency": "eur", "items": [
          {"name": "Brand A", "price": "3.99", "quantity": "500 g"},
          {"name": "Brand B", "price": "2.49", "quantity": "1 lb"},
          {"name": "Brand C", "price": "11.99", "quantity": "2 kg"}
        ]}
        """

    /// PerKit's message for a product it refuses.
    static func perKitMessage(price: String, quantity: String, system: MeasurementSystem = .metric) -> String?
    {
        do {
            _ = try ProductItem(price: price, quantity: quantity, system: system)
            return nil
        } catch {
            return error.message
        }
    }

    @Test("Create, list, read, replace and delete a list")
    func roundTrip() async throws {
        try await withServer { (client, _) async throws in
            let empty = try await client.get("/api/lists")
            #expect(empty.status == .ok)
            #expect(empty.text == "[]")

            let created = try await client.send(.post, "/api/lists", json: Self.coffee)
            #expect(created.status == .created)
            #expect(created.headers[.contentType] == "application/json; charset=utf-8")
            let list = try created.object()
            let id = try #require(list["id"] as? String)
            // The list's record id: 32 lowercase hexadecimal digits.
            #expect(ListID(id)?.text == id)
            #expect(created.headers[.location] == "/api/lists/\(id)")
            #expect(list["name"] as? String == "Coffee")
            #expect(list["currency"] as? String == "EUR")
            #expect(list["system"] as? String == "metric")
            #expect(list["dimension"] as? String == "weight")
            let reference = try #require(list["reference"] as? [String: Any])
            #expect(reference["text"] as? String == "kg")

            // Best first: B (2.49 for 1 lb) < C (11.99 for 2 kg) < A (3.99 for 500 g), per kg.
            let items = try #require(list["items"] as? [[String: Any]])
            #expect(items.map { $0["name"] as? String } == ["Brand B", "Brand C", "Brand A"])
            #expect(items.map { $0["rank"] as? Int } == [1, 2, 3])
            #expect(items.map { $0["isBest"] as? Bool } == [true, false, false])
            #expect(items.map { $0["position"] as? Int } == [1, 2, 0])
            let a = items[2]
            #expect(a["price"] as? String == "3.99")
            #expect(a["priceExact"] as? String == "399/100")
            #expect(a["priceText"] as? String == "3.99")
            #expect(a["quantity"] as? String == "500 g")
            #expect(a["unitPriceExact"] as? String == "399/50")
            #expect(a["unitPrice"] as? String == "7.98")
            let aQuantity = try #require(a["quantityExact"] as? [String: Any])
            #expect(aQuantity["unit"] as? String == "g")
            #expect(aQuantity["packSize"] as? String == "500")
            #expect(items[1]["unitPriceExact"] as? String == "1199/200")
            #expect(items[0]["percentMoreThanBest"] as? String == "0.0")

            // The same figures as PerKit's Comparison, exactly.
            let products = try [
                ProductItem(price: "3.99", quantity: "500 g"), ProductItem(price: "2.49", quantity: "1 lb"),
                ProductItem(price: "11.99", quantity: "2 kg"),
            ]
            let comparison = try Comparison(ProductList(products))
            #expect(
                items.map { $0["unitPriceExact"] as? String }
                    == comparison.figures.map(\.unitPrice.fractionText))
            #expect(
                items.map { $0["percentMoreThanBestExact"] as? String }
                    == comparison.figures.map(\.percentMoreThanBest.fractionText))

            let summaries = try #require(try await client.get("/api/lists").json() as? [[String: Any]])
            #expect(summaries.count == 1)
            #expect(summaries[0]["id"] as? String == id)
            #expect(summaries[0]["name"] as? String == "Coffee")
            #expect(summaries[0]["itemCount"] as? Int == 3)
            #expect(summaries[0]["updatedAt"] is String)

            let read = try await client.get("/api/lists/\(id)")
            #expect(read.status == .ok)
            #expect(try read.object()["items"] as? [[String: Any]] != nil)
            #expect(read.text == created.text)

            let replaced = try await client.send(
                .put, "/api/lists/\(id)",
                json:
                    #"{"name": "Tea", "system": "us", "items": [{"price": "4.99", "quantity": "6 x 12 fl oz"}]}"#
            )
            #expect(replaced.status == .ok)
            let tea = try replaced.object()
            #expect(tea["name"] as? String == "Tea")
            #expect(tea["currency"] == nil)
            let teaItems = try #require(tea["items"] as? [[String: Any]])
            #expect(teaItems.count == 1)
            #expect(teaItems[0]["name"] == nil)
            let quantity = try #require(teaItems[0]["quantityExact"] as? [String: Any])
            #expect(quantity["unit"] as? String == "us-fl-oz")
            #expect(quantity["packCount"] as? String == "6")
            #expect(quantity["amount"] as? String == "72")
            let afterPut = try #require(try await client.get("/api/lists").json() as? [[String: Any]])
            #expect(afterPut[0]["itemCount"] as? Int == 1)
            #expect(afterPut[0]["name"] as? String == "Tea")

            let deleted = try await client.execute(uri: "/api/lists/\(id)", method: .delete)
            #expect(deleted.status == .noContent)
            let gone = try await client.get("/api/lists/\(id)")
            #expect(gone.status == .notFound)
            #expect(try gone.object()["error"] as? String == "There is no saved list with id \(id)")
            #expect(try await client.execute(uri: "/api/lists/\(id)", method: .delete).status == .notFound)
            #expect(try await client.get("/api/lists").text == "[]")
        }
    }

    @Test("Amounts stay exact through the database")
    func exactness() async throws {
        try await withServer { (client, _) async throws in
            let body = #"""
                {"name": "Odd", "system": "uk", "items": [
                  {"name": "Thirds", "price": "10 ÷ 3", "quantity": "1 1/3 pt"},
                  {"name": "Pack", "price": "2 x 3.49", "quantity": "355 mL x 6"}
                ]}
                """#
            let created = try await client.send(.post, "/api/lists", json: body)
            #expect(created.status == .created)
            let id = try #require(try created.object()["id"] as? String)
            let read = try await client.get("/api/lists/\(id)")
            #expect(read.text == created.text)
            let items = try #require(try read.object()["items"] as? [[String: Any]])
            let thirds = try #require(items.first { $0["name"] as? String == "Thirds" })
            #expect(thirds["priceExact"] as? String == "10/3")
            #expect(thirds["price"] as? String == "10/3")
            #expect(thirds["priceText"] as? String == "10 ÷ 3")
            let quantity = try #require(thirds["quantityExact"] as? [String: Any])
            #expect(quantity["unit"] as? String == "uk-pt")
            #expect(quantity["packSize"] as? String == "4/3")
            let pack = try #require(items.first { $0["name"] as? String == "Pack" })
            #expect(pack["priceExact"] as? String == "349/50")
            #expect(pack["priceText"] as? String == "2 x 3.49")
            #expect(pack["quantityText"] as? String == "355 mL x 6")
        }
    }

    @Test("A product's deal ranks by what is really paid, and reads back to be sent again")
    func deals() async throws {
        try await withServer { (client, _) async throws in
            let body = #"""
                {"name": "Sauces", "system": "uk", "currency": "GBP", "items": [
                  {"name": "Ketchup", "price": "3.90", "quantity": "700 g", "deal": "member 3.50"},
                  {"name": "Big ketchup", "price": "3.99", "quantity": "910 g"},
                  {"name": "Multi", "price": "2.00", "quantity": "500 g", "deal": "Buy 2 get 1 FREE, deposit 0.10"}
                ]}
                """#
            let created = try await client.send(.post, "/api/lists", json: body)
            #expect(created.status == .created)
            let object = try created.object()
            let items = try #require(object["items"] as? [[String: Any]])
            // Multi: 4.00 for 3 × 500 g is 0.27 per 100 g, then Big ketchup (0.44), then Ketchup
            // at its member price (0.50).
            #expect(items.map { $0["name"] as? String } == ["Multi", "Big ketchup", "Ketchup"])
            let multi = items[0]
            #expect(multi["price"] as? String == "4" && multi["priceExact"] as? String == "4")
            #expect(multi["quantity"] as? String == "3 × 500 g")
            let deal = try #require(multi["deal"] as? [String: Any])
            #expect(deal["clauses"] as? String == "buy 2 get 1 free, deposit 0.10")
            #expect(deal["text"] as? String == "buy 2 get 1 free")
            #expect(deal["mustBuy"] as? String == "3")
            #expect(deal["shelfPrice"] as? String == "2")
            #expect(deal["deposit"] as? String == "0.3")
            #expect(deal["payAtTill"] as? String == "4.3")
            // Per 100 g, as `unitPriceExact` is.
            #expect(deal["unitPriceWithoutDealExact"] as? String == "2/5")
            #expect(deal["isWorseThanWithoutDeal"] as? Bool == false)
            #expect(items[1]["deal"] == nil)
            let ketchup = try #require(items[2]["deal"] as? [String: Any])
            #expect(ketchup["memberPrice"] as? String == "3.5" && ketchup["usesMemberPrice"] as? Bool == true)
            #expect(ketchup["text"] as? String == "member 3.50")
            #expect(items[2]["price"] as? String == "3.5")
            #expect((object["verdict"] as? String)?.hasPrefix("Multi is the best deal") == true)
            // What GET gives back is what PUT takes: the same list again.
            let id = try #require(object["id"] as? String)
            let again = #"""
                {"name": "Sauces", "system": "uk", "currency": "GBP", "items": [
                  {"name": "Ketchup", "price": "3.90", "quantity": "700 g", "deal": "member 3.50"},
                  {"name": "Big ketchup", "price": "3.99", "quantity": "910 g", "deal": null},
                  {"name": "Multi", "price": "2.00", "quantity": "500 g", "deal": "buy 2 get 1 free, deposit 0.10"}
                ]}
                """#
            let replaced = try await client.send(.put, "/api/lists/\(id)", json: again)
            #expect(replaced.status == .ok)
            let replacedItems = try #require(try replaced.object()["items"] as? [[String: Any]])
            #expect(replacedItems.map { ($0["deal"] as? [String: Any])?["clauses"] as? String } == [
                "buy 2 get 1 free, deposit 0.10", nil, "member 3.50",
            ])
        }
    }

    @Test(
        "A deal PerKit refuses is 422 with its message and the product's index",
        arguments: ["member", "110% off", "save 5.00", "buy 2 get 1 free, 3 for 5.00", "3 for 2"])
    func refusedDeals(deal: String) async throws {
        let expected: String
        do {
            _ = try ProductItem(parsing: "3.99 for 500 g, " + deal)
            expected = ""
        } catch {
            expected = error.message
        }
        #expect(!expected.isEmpty)
        try await withServer { (client, _) async throws in
            let json = try String(
                decoding: JSONSerialization.data(withJSONObject: [
                    "name": "Bad",
                    "items": [["price": "1", "quantity": "1 kg"], ["price": "3.99", "quantity": "500 g", "deal": deal]],
                ]), as: UTF8.self)
            let response = try await client.send(.post, "/api/lists", json: json)
            #expect(response.status == .unprocessableContent)
            #expect(try response.object()["error"] as? String == expected)
            #expect(try response.object()["item"] as? Int == 1)
            #expect(try await client.get("/api/lists").text == "[]")
        }
    }

    @Test("A tiny difference never reads as zero: PerKit's display places")
    func tinyDifferences() async throws {
        try await withServer { (client, _) async throws in
            let body = #"""
                {"name": "Close", "items": [
                  {"name": "A", "price": "3.99", "quantity": "500 g"},
                  {"name": "B", "price": "3.9901", "quantity": "500 g"}
                ]}
                """#
            let created = try await client.send(.post, "/api/lists", json: body)
            let items = try #require(try created.object()["items"] as? [[String: Any]])
            #expect(items.map { $0["percentMoreThanBest"] as? String } == ["0.000", "0.003"])
            #expect(items.map { $0["extraCost"] as? String } == ["0.0000", "0.0001"])
        }
    }

    @Test("Products of another dimension are refused with PerKit's message")
    func unitsMismatch() async throws {
        try await withServer { (client, _) async throws in
            let response = try await client.send(
                .post, "/api/lists",
                json:
                    #"{"name": "Mixed", "items": [{"price": "3.99", "quantity": "500 g"}, {"price": "1.99", "quantity": "1 L"}]}"#
            )
            #expect(response.status == .unprocessableContent)
            let object = try response.object()
            #expect(
                object["error"] as? String
                    == "Can't add 1 L (sold by volume) to a list of products sold by weight")
            #expect(object["item"] as? Int == 1)
            #expect(try await client.get("/api/lists").text == "[]")
        }
    }

    @Test(
        "Products PerKit refuses are 422 with its exact message",
        arguments: [
            ("abc", "500 g"), ("0", "500 g"), ("3.99", "0 g"), ("3.99", "500 parsecs"), ("", "500 g"),
            ("3.99", ""), ("3.99 +", "1 kg"), ("-2", "1 kg"),
        ])
    func refusedProducts(price: String, quantity: String) async throws {
        let expected = try #require(Self.perKitMessage(price: price, quantity: quantity))
        try await withServer { (client, _) async throws in
            let json = try String(
                decoding: JSONSerialization.data(withJSONObject: [
                    "name": "Bad", "items": [["price": price, "quantity": quantity]],
                ]), as: UTF8.self)
            let response = try await client.send(.post, "/api/lists", json: json)
            #expect(response.status == .unprocessableContent)
            #expect(try response.object()["error"] as? String == expected)
            #expect(try response.object()["item"] as? Int == 0)
        }
    }

    @Test(
        "Bodies that are not a list",
        arguments: [
            ("{", HTTPResponse.Status.badRequest), ("[]", .badRequest), (#"{"items": []}"#, .badRequest),
            (#"{"name": "x", "items": [{"price": "1"}]}"#, .badRequest),
            (#"{"name": 3}"#, .badRequest),
            (#"{"name": "  "}"#, .unprocessableContent),
            (#"{"name": "x", "system": "klingon"}"#, .unprocessableContent),
            (#"{"name": "x", "currency": "euros"}"#, .unprocessableContent),
        ])
    func invalidBodies(body: String, status: HTTPResponse.Status) async throws {
        try await withServer { (client, _) async throws in
            let response = try await client.send(.post, "/api/lists", json: body)
            #expect(response.status == status)
            let message = try #require(try response.object()["error"] as? String)
            #expect(!message.isEmpty)
        }
    }

    @Test(
        "Bodies must be sent as JSON, so that other sites can't post lists", arguments: [nil, "text/plain"])
    func contentType(contentType: String?) async throws {
        try await withServer { (client, _) async throws in
            var headers = HTTPFields()
            if let contentType { headers[.contentType] = contentType }
            let response = try await client.execute(
                uri: "/api/lists", method: .post, headers: headers, body: ByteBuffer(string: Self.coffee))
            #expect(response.status == .unsupportedMediaType)
            #expect(try response.object()["error"] as? String != nil)
            #expect(try await client.get("/api/lists").text == "[]")
            let charset = try await client.execute(
                uri: "/api/lists", method: .post, headers: [.contentType: "application/json; charset=utf-8"],
                body: ByteBuffer(string: Self.coffee))
            #expect(charset.status == .created)
        }
    }

    @Test("An empty list can be saved")
    func emptyList() async throws {
        try await withServer { (client, _) async throws in
            let response = try await client.send(.post, "/api/lists", json: #"{"name": "Later"}"#)
            #expect(response.status == .created)
            let object = try response.object()
            #expect(object["dimension"] == nil)
            #expect((object["items"] as? [Any])?.isEmpty == true)
        }
    }

    @Test(
        "Unknown ids are 404",
        arguments: [
            "/api/lists/999", "/api/lists/abc", "/api/lists/-1", "/api/lists/0", "/api/lists/1",
            // 32 hexadecimal digits that no record has; upper case; 31 and 33 digits.
            "/api/lists/0123456789abcdef0123456789abcdef", "/api/lists/0123456789ABCDEF0123456789ABCDEF",
            "/api/lists/0123456789abcdef0123456789abcde", "/api/lists/0123456789abcdef0123456789abcdef0",
        ])
    func unknownIDs(path: String) async throws {
        try await withServer { (client, _) async throws in
            #expect(try await client.get(path).status == .notFound)
            let put = try await client.send(.put, path, json: #"{"name": "x"}"#)
            #expect(put.status == .notFound)
            #expect(try put.object()["error"] is String)
            #expect(try await client.execute(uri: path, method: .delete).status == .notFound)
        }
    }

    @Test("A file database keeps lists between runs")
    func fileDatabase() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "per-db-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = DatabaseLocation.file(folder.appendingPathComponent("nested/per.sqlite").path)
        let (token, created) = try await withTestServer(database: database) { server async throws in
            let device = try await server.createHousehold()
            let created = try await device.client.send(.post, "/api/lists", json: Self.coffee)
            #expect(created.status == .created)
            return (device.token, created.text)
        }
        let id =
            try #require(
                try JSONSerialization.jsonObject(with: Data(created.utf8)) as? [String: Any])["id"] as? String
        try await withTestServer(database: database) { server async throws in
            let client = AuthorizedClient(base: server.client, token: token)
            #expect(try await client.get("/api/lists/\(try #require(id))").text == created)
        }
    }
}
