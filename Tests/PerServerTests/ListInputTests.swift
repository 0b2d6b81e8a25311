import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import PerKit
import Testing

@testable import PerServer

/// The lists API keeps what it accepts: what it can't keep exactly is refused, and a refused
/// request stores nothing.
@Suite("Saved lists API keeps what it accepts")
struct ListInputTests {
    /// A JSON body made by `JSONSerialization`, which escapes control characters (`\u0000`).
    static func body(_ object: [String: Any]) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    }

    static let saved = #"{"name": "Kept", "items": [{"name": "A", "price": "1", "quantity": "1 kg"}]}"#

    @Test(
        "A control character in the list name is refused",
        arguments: [
            ("ab\u{0}cd", "U+0000"), ("tab\there", "U+0009"), ("two\nlines", "U+000A"),
            ("Coffee\r\n", "U+000D"),
            ("\u{1B}[31mred", "U+001B"), ("del\u{7F}", "U+007F"), ("next\u{85}line", "U+0085"),
            ("c1\u{9F}", "U+009F"),
        ])
    func controlCharacterInListName(name: String, codePoint: String) async throws {
        try await withServer { (client, _) async throws in
            let response = try await client.send(.post, "/api/lists", json: try Self.body(["name": name]))
            #expect(response.status == .unprocessableContent)
            let object = try response.object()
            #expect(object["error"] as? String == "The list name contains a control character (\(codePoint))")
            #expect(object["item"] == nil)
            #expect(try await client.get("/api/lists").text == "[]")
        }
    }

    @Test(
        "A control character in a product name is refused with the product's index",
        arguments: [
            ("ab\u{0}cd", "U+0000"), ("Brand\tB", "U+0009"), ("\u{7F}", "U+007F"), ("x\u{80}", "U+0080"),
        ])
    func controlCharacterInProductName(name: String, codePoint: String) async throws {
        try await withServer { (client, _) async throws in
            let json = try Self.body([
                "name": "Coffee",
                "items": [
                    ["name": "Brand A", "price": "3.99", "quantity": "500 g"],
                    ["name": name, "price": "2.49", "quantity": "1 lb"],
                ],
            ])
            let response = try await client.send(.post, "/api/lists", json: json)
            #expect(response.status == .unprocessableContent)
            let object = try response.object()
            #expect(
                object["error"] as? String == "The product name contains a control character (\(codePoint))")
            #expect(object["item"] as? Int == 1)
            #expect(try await client.get("/api/lists").text == "[]")
        }
    }

    @Test(
        "Names are at most 80 characters, the app's limit that every device's records keep to",
        arguments: [80, 81])
    func nameLength(length: Int) async throws {
        // Characters are Unicode scalars, as JSON Schema's `maxLength` counts them: é is two here.
        let name =
            String(repeating: "e\u{301}", count: length / 2) + String(repeating: "x", count: length % 2)
        #expect(name.unicodeScalars.count == length)
        try await withServer { (client, _) async throws in
            let list = try await client.send(.post, "/api/lists", json: try Self.body(["name": name]))
            let product = try await client.send(
                .post, "/api/lists",
                json: try Self.body([
                    "name": "x", "items": [["name": name, "price": "1", "quantity": "1 kg"]],
                ]))
            if length <= 80 {
                #expect(list.status == .created && product.status == .created)
                let id = try #require(try list.object()["id"] as? String)
                #expect(try await client.get("/api/lists/\(id)").object()["name"] as? String == name)
            } else {
                #expect(list.status == .unprocessableContent)
                #expect(try list.object()["error"] as? String == "The list name is longer than 80 characters")
                #expect(product.status == .unprocessableContent)
                #expect(
                    try product.object()["error"] as? String
                        == "The product name is longer than 80 characters")
                #expect(try product.object()["item"] as? Int == 0)
                #expect(try await client.get("/api/lists").text == "[]")
            }
        }
    }

    @Test(
        "A deal is at most 200 characters, refused past it with the item's index before it is read",
        arguments: [200, 201])
    func dealLength(length: Int) async throws {
        // Clauses are read trimmed, so a deal padded with spaces is still a deal at the limit.
        let typed = "member 3.50, buy 2 get 1 free"
        let deal = typed + String(repeating: " ", count: length - typed.unicodeScalars.count)
        #expect(deal.unicodeScalars.count == length)
        try await withServer { (client, _) async throws in
            let response = try await client.send(
                .post, "/api/lists",
                json: try Self.body([
                    "name": "Ketchup",
                    "items": [
                        ["name": "A", "price": "3.99", "quantity": "500 g"],
                        ["name": "B", "price": "3.90", "quantity": "700 g", "deal": deal],
                    ],
                ]))
            if length <= ListInput.maximumDealLength {
                #expect(response.status == .created)
                let id = try #require(try response.object()["id"] as? String)
                let detail = try await client.get("/api/lists/\(id)").object()
                let items = try #require(detail["items"] as? [[String: Any]])
                let clauses = items.compactMap { ($0["deal"] as? [String: Any])?["clauses"] as? String }
                #expect(clauses == ["member 3.50, buy 2 get 1 free"])
            } else {
                #expect(response.status == .unprocessableContent)
                let object = try response.object()
                #expect(
                    object["error"] as? String == "The deal of item 1 is 201 characters long: a deal has at most 200")
                #expect(object["item"] as? Int == 1)
                #expect(try await client.get("/api/lists").text == "[]")
            }
        }
    }

    @Test("The limit leaves room: the longest deal PerKit reads, one clause of each kind, is far shorter")
    func longestDealFitsTheLimit() throws {
        let deal = try Deal(
            parsing: "member 1234567.89, 99 for the price of 98, 12.5% off, save 1234567.89, "
                + "deposit 1234567.89, plus 12.345% tax")
        #expect(deal.clauses.count == 6)
        #expect(deal.text.unicodeScalars.count <= 120)
        #expect(deal.text.unicodeScalars.count * 3 / 2 <= ListInput.maximumDealLength)
    }

    @Test("A refused replacement leaves the saved list as it was")
    func refusedReplacement() async throws {
        try await withServer { (client, _) async throws in
            let created = try await client.send(.post, "/api/lists", json: Self.saved)
            let id = try #require(try created.object()["id"] as? String)
            for body in [
                try Self.body(["name": "ab\u{0}cd"]),
                try Self.body(["name": "x", "items": [["name": "a\u{0}", "price": "1", "quantity": "1 kg"]]]),
                #"{"name": "x", "system": "imperial"}"#,
                #"{"name": "x", "currency": "XYZ"}"#,
            ] {
                let response = try await client.send(.put, "/api/lists/\(id)", json: body)
                #expect(response.status == .unprocessableContent)
                #expect(try await client.get("/api/lists/\(id)").text == created.text)
            }
        }
    }

    @Test(
        "Names in any script round-trip byte for byte",
        arguments: [
            "Café crème", "Cafe\u{301} cre\u{300}me", "☕️ Kaffee 🇩🇪", "👩‍👩‍👧 family pack", "שלום עולם",
            "مرحبا بالعالم", "abc \u{202E}RTL override\u{202C} def", "zero\u{200B}width", "a\u{A0}b",
            "日本語のお茶",
            "𝔘𝔫𝔦𝔠𝔬𝔡𝔢", "<script>alert(1)</script>", #"quote " and back\slash"#,
        ])
    func unicodeNamesRoundTrip(name: String) async throws {
        try await withServer { (client, _) async throws in
            let json = try Self.body([
                "name": name, "items": [["name": name, "price": "3.99", "quantity": "500 g"]],
            ])
            let created = try await client.send(.post, "/api/lists", json: json)
            #expect(created.status == .created)
            let id = try #require(try created.object()["id"] as? String)
            let read = try await client.get("/api/lists/\(id)").object()
            let listName = try #require(read["name"] as? String)
            let items = try #require(read["items"] as? [[String: Any]])
            let itemName = try #require(items.first?["name"] as? String)
            // Bytes, not `==`: a normalised name would compare equal as a Swift String.
            #expect(Array(listName.utf8) == Array(name.utf8))
            #expect(Array(itemName.utf8) == Array(name.utf8))
            let summaries = try #require(try await client.get("/api/lists").json() as? [[String: Any]])
            #expect(Array(try #require(summaries.first?["name"] as? String).utf8) == Array(name.utf8))
        }
    }

    @Test("The measurement system is one of metric, us and uk, exactly", arguments: ["metric", "us", "uk"])
    func systems(system: String) async throws {
        try await withServer { (client, _) async throws in
            let response = try await client.send(
                .post, "/api/lists", json: try Self.body(["name": "x", "system": system]))
            #expect(response.status == .created)
            #expect(try response.object()["system"] as? String == system)
        }
    }

    @Test(
        "Other measurement systems are refused, not guessed",
        arguments: [
            "imperial", "usa", "si", "Metric", "METRIC", "US", "UK", " metric", "metric ", "", "gb",
            "us customary",
            "customary", "klingon",
        ])
    func refusedSystems(system: String) async throws {
        try await withServer { (client, _) async throws in
            let response = try await client.send(
                .post, "/api/lists", json: try Self.body(["name": "x", "system": system]))
            #expect(response.status == .unprocessableContent)
            #expect(
                try response.object()["error"] as? String
                    == "Unknown measurement system '\(system)': use metric, us or uk")
            #expect(try await client.get("/api/lists").text == "[]")
        }
    }

    @Test(
        "The currency is an ISO 4217 code, stored upper case",
        arguments: [("EUR", "EUR"), ("eur", "EUR"), ("Jpy", "JPY"), (" kwd ", "KWD"), ("CLF", "CLF")])
    func currencies(currency: String, stored: String) async throws {
        try await withServer { (client, _) async throws in
            let response = try await client.send(
                .post, "/api/lists", json: try Self.body(["name": "x", "currency": currency]))
            #expect(response.status == .created)
            let id = try #require(try response.object()["id"] as? String)
            #expect(try await client.get("/api/lists/\(id)").object()["currency"] as? String == stored)
        }
    }

    @Test(
        "Other currencies are refused",
        arguments: ["XYZ", "euros", "", "US", "USDD", "U$D", "€", "HRK", "XAU", "ＥＵＲ"])
    func refusedCurrencies(currency: String) async throws {
        try await withServer { (client, _) async throws in
            let response = try await client.send(
                .post, "/api/lists", json: try Self.body(["name": "x", "currency": currency]))
            #expect(response.status == .unprocessableContent)
            #expect(
                try response.object()["error"] as? String
                    == "'\(currency)' is not a currency: use an ISO 4217 code such as EUR, USD or JPY")
            #expect(try await client.get("/api/lists").text == "[]")
        }
    }

    @Test("No currency and no system: none and metric")
    func defaults() async throws {
        try await withServer { (client, _) async throws in
            let response = try await client.send(
                .post, "/api/lists", json: #"{"name": "x", "currency": null}"#)
            #expect(response.status == .created)
            let object = try response.object()
            #expect(object["currency"] == nil)
            #expect(object["system"] as? String == "metric")
        }
    }

    @Test("Prices as shelf tags write them: cents and multi-buys")
    func shelfTagPrices() async throws {
        try await withServer { (client, _) async throws in
            let json = #"""
                {"name": "Soup", "currency": "USD", "items": [
                  {"name": "Multi", "price": "3/$10", "quantity": "1 lb"},
                  {"name": "Words", "price": "3 for $10", "quantity": "1 lb"},
                  {"name": "Cents", "price": "99¢", "quantity": "4 oz"}
                ]}
                """#
            let response = try await client.send(.post, "/api/lists", json: json)
            #expect(response.status == .created)
            let items = try #require(try response.object()["items"] as? [[String: Any]])
            let multi = try #require(items.first { $0["name"] as? String == "Multi" })
            #expect(multi["priceExact"] as? String == "10")
            #expect(multi["quantity"] as? String == "3 × 1 lb")
            #expect(multi["priceText"] as? String == "3/$10")
            let words = try #require(items.first { $0["name"] as? String == "Words" })
            #expect(words["quantity"] as? String == "3 × 1 lb")
            let cents = try #require(items.first { $0["name"] as? String == "Cents" })
            #expect(cents["priceExact"] as? String == "99/100")
        }
    }

    @Test("A price that could mean two things is refused with both readings")
    func ambiguousPrice() async throws {
        try await withServer { (client, _) async throws in
            let json = #"{"name": "Soup", "items": [{"name": "A", "price": "3/10", "quantity": "1 lb"}]}"#
            let response = try await client.send(.post, "/api/lists", json: json)
            #expect(response.status == .unprocessableContent)
            let object = try response.object()
            #expect(
                object["error"] as? String
                    == "The price can't be read: '3/10' could mean 3 for 10.00 (a multi-buy) or 3 ÷ 10 = 0.30: "
                    + "write 3 for 10 or 3 ÷ 10")
            #expect(object["item"] as? Int == 0)
            #expect(try await client.get("/api/lists").text == "[]")
        }
    }
}
