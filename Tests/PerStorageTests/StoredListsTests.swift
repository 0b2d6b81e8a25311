import Foundation
import PerKit
import PerStorageTestSupport
import Testing

@testable import PerStorage

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
            let inserted = try await database.insert(stored, household: household.id, at: Date())
            #expect(inserted.list == stored)
            let read = try #require(try await database.list(id: inserted.id, household: household.id))
            #expect(read.list == stored)
            #expect(read.id == inserted.id && read.createdAt == inserted.createdAt)
        }
    }
}
