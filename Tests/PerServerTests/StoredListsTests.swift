import Foundation
import PerKit
import Testing

@testable import PerServer

/// Lists the previous version accepted and stored are still read, though the API would now
/// refuse them as input: a price typed `10/3` (now two readings) and a currency that is not
/// ISO 4217. The tables are unchanged; amounts are read from their exact fractions, never from
/// the text as typed.
@Suite("Lists stored by the previous version")
struct StoredListsTests {
    @Test("a stored list the API would now refuse still reads back whole")
    func previousVersionRows() async throws {
        try await TestDatabase.withRepository { database in
            let thirds = try ProductItem(
                name: "Thirds", price: Rational(10, 3), packCount: .one, packSize: Rational(4, 3),
                unit: .ukPint)
            let pack = try ProductItem(
                name: "Pack", price: Rational(349, 50), packCount: Rational(6), packSize: Rational(355),
                unit: .millilitre)
            let stored = SavedList(
                name: "Odd", system: .uk, currency: "XYZ",
                entries: [
                    .init(item: thirds, priceText: "10/3", quantityText: "1 1/3 pt"),
                    .init(item: pack, priceText: "2 x 3.49", quantityText: "355 mL x 6"),
                ])
            let household = try await database.createHousehold(named: "Home", at: Date())
            let record = try await database.insert(stored, household: household.id, at: Date())
            let id = try #require(record.id)
            let (readRecord, read) = try #require(try await database.list(id: id, household: household.id))
            #expect(read == stored)
            let detail = try ListDetail(record: readRecord, list: read)
            #expect(detail.currency == "XYZ")
            #expect(detail.items.map(\.priceText) == ["2 x 3.49", "10/3"])
            #expect(detail.items.map(\.price) == ["6.98", "10/3"])
            // Figures get two places for a currency PerKit doesn't know.
            #expect(detail.items.map(\.extraCost) == ["0.00", "0.85"])
        }
    }
}
