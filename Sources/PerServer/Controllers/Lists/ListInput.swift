import Foundation
import PerKit

/// The body of `POST /api/lists` and `PUT /api/lists/{id}`:
/// `{"name": "Coffee", "system": "metric", "currency": "EUR",
///   "items": [{"name": "Brand A", "price": "3.99", "quantity": "500 g", "deal": "member 3.50"}]}`,
/// where an item's `deal` (PerKit's deal clauses, as typed after a quantity) is optional.
struct ListInput: Decodable, Sendable {
    struct Item: Decodable, Sendable {
        var name: String?
        var price: String
        var quantity: String
        var deal: String?
    }

    var name: String
    var system: String?
    var currency: String?
    var items: [Item]?

    static let maximumItems = 500
    /// The longest list or product name, in characters (Unicode scalars): the app's, which every
    /// device's records keep to.
    static let maximumNameLength = ProductForm.maximumNameLength
    /// The longest deal, in characters (Unicode scalars, as for names): 200. The longest deal
    /// PerKit accepts has one clause of each kind — a member price, one offer, `% off`, `save`,
    /// a deposit and a tax, since a repeated clause or a second offer is refused — and written
    /// with amounts in the millions it is about 110 characters (`member 1234567.89, 99 for the
    /// price of 98, 12.5% off, save 1234567.89, deposit 1234567.89, plus 12.345% tax`). The rest
    /// is room for the ways a shopper types it: spaces, currency signs, capitals. Anything longer
    /// is not a deal but text the records would carry to every device.
    static let maximumDealLength = 200

    /// Checks the input with PerKit: every product is parsed with
    /// `ProductItem(name:price:quantity:system:)` and added to a `ProductList`, so a product
    /// sold by another dimension than the first is refused with PerKit's message. A name longer
    /// than ``maximumNameLength`` or a deal longer than ``maximumDealLength`` is refused before
    /// it is read.
    ///
    /// What is accepted is kept as sent: names with a control character (Unicode category
    /// Cc, U+0000–U+001F and U+007F–U+009F) are refused rather than stored altered; `system`
    /// must be exactly `metric`, `us` or `uk`; `currency` an ISO 4217 code that PerKit's
    /// `Currency(code:)` knows, stored upper case.
    /// - Throws: ``APIError`` with status 422 and PerKit's message.
    func validated() throws(APIError) -> SavedList {
        if let control = Self.firstControlCharacter(in: name) {
            throw APIError(.unprocessableContent, "The list name contains a control character (\(control))")
        }
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw APIError(.unprocessableContent, "The list needs a name") }
        guard name.unicodeScalars.count <= Self.maximumNameLength else {
            throw APIError(
                .unprocessableContent, "The list name is longer than \(Self.maximumNameLength) characters")
        }
        let system: MeasurementSystem
        if let text = self.system {
            guard let parsed = MeasurementSystem(rawValue: text) else {
                throw APIError(
                    .unprocessableContent,
                    "Unknown measurement system '\(text.abbreviated())': use metric, us or uk")
            }
            system = parsed
        } else {
            system = .metric
        }
        var currency: String?
        if let text = self.currency {
            guard let parsed = Currency(code: text) else {
                throw APIError(
                    .unprocessableContent,
                    "'\(text.abbreviated())' is not a currency: use an ISO 4217 code such as EUR, USD or JPY")
            }
            currency = parsed.code
        }
        let items = self.items ?? []
        guard items.count <= Self.maximumItems else {
            throw APIError(.unprocessableContent, "A list holds at most \(Self.maximumItems) products")
        }
        var list = ProductList()
        var entries: [SavedList.Entry] = []
        for (index, input) in items.enumerated() {
            if let itemName = input.name, let control = Self.firstControlCharacter(in: itemName) {
                throw APIError(
                    .unprocessableContent, "The product name contains a control character (\(control))",
                    itemIndex: index)
            }
            if let itemName = input.name, itemName.unicodeScalars.count > Self.maximumNameLength {
                throw APIError(
                    .unprocessableContent,
                    "The product name is longer than \(Self.maximumNameLength) characters",
                    itemIndex: index)
            }
            if let length = input.deal?.unicodeScalars.count, length > Self.maximumDealLength {
                throw APIError(
                    .unprocessableContent,
                    "The deal of item \(index) is \(length) characters long: a deal has at most "
                        + "\(Self.maximumDealLength)",
                    itemIndex: index)
            }
            do throws(ProductListError) {
                let item = try ProductItem(
                    name: input.name, price: input.price, quantity: input.quantity, system: system
                ).withDeal(parsing: input.deal ?? "")
                try list.add(item)
                entries.append(
                    SavedList.Entry(item: item, priceText: input.price, quantityText: input.quantity))
            } catch {
                throw APIError(.unprocessableContent, error.message, itemIndex: index)
            }
        }
        return SavedList(name: name, system: system, currency: currency, entries: entries)
    }

    /// The first control character in `text` (PerKit's rule: C0, DEL, C1), written `U+0000`.
    static func firstControlCharacter(in text: String) -> String? {
        guard let code = text.firstControlCharacter else { return nil }
        let digits = String(code, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
