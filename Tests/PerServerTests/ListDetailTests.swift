import Foundation
import PerKit
import Testing

@testable import PerServer

/// The figures of a stored list the API would now refuse as input (a price typed `10/3`, a
/// currency that is not ISO 4217): the stored exact fractions are compared, never the text as
/// typed (PerStorageTests' StoredListsTests migrates such a list into records in either database).
@Suite("The detail of a list stored by the previous version")
struct ListDetailTests {
    @Test("figures of a stored list the API would now refuse")
    func previousVersionList() throws {
        let thirds = try ProductItem(
            name: "Thirds", price: Rational(10, 3), packCount: .one, packSize: Rational(4, 3), unit: .ukPint)
        let pack = try ProductItem(
            name: "Pack", price: Rational(349, 50), packCount: Rational(6), packSize: Rational(355),
            unit: .millilitre)
        let list = SavedList(
            name: "Odd", system: .uk, currency: "XYZ",
            entries: [
                .init(item: thirds, priceText: "10/3", quantityText: "1 1/3 pt"),
                .init(item: pack, priceText: "2 x 3.49", quantityText: "355 mL x 6"),
            ])
        let id = ListID(high: 1, low: 2)
        let detail = try ListDetail(
            SyncedList(id: id, createdAt: Date(), updatedAt: Date(), reference: nil, list: list))
        #expect(detail.id == "00000000000000010000000000000002")
        #expect(detail.currency == "XYZ")
        #expect(detail.items.map(\.priceText) == ["2 x 3.49", "10/3"])
        #expect(detail.items.map(\.price) == ["6.98", "10/3"])
        // Figures get two places for a currency PerKit doesn't know.
        #expect(detail.items.map(\.extraCost) == ["0.00", "0.85"])
    }
}
