import PerKit

/// The body of `POST /api/lists` and `PUT /api/lists/{id}`:
/// `{"name": "Coffee", "system": "metric", "currency": "EUR",
///   "items": [{"name": "Brand A", "price": "3.99", "quantity": "500 g"}]}`.
struct ListInput: Decodable, Sendable {
    struct Item: Decodable, Sendable {
        var name: String?
        var price: String
        var quantity: String
    }

    var name: String
    var system: String?
    var currency: String?
    var items: [Item]?

    static let maximumItems = 500
    static let maximumNameLength = 200

    /// Checks the input with PerKit: every product is parsed with
    /// `ProductItem(name:price:quantity:system:)` and added to a `ProductList`, so a product
    /// sold by another dimension than the first is refused with PerKit's message.
    /// - Throws: ``APIError`` with status 422 and PerKit's message.
    func validated() throws(APIError) -> SavedList {
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw APIError(.unprocessableContent, "The list needs a name") }
        guard name.count <= Self.maximumNameLength else {
            throw APIError(
                .unprocessableContent, "The list name is longer than \(Self.maximumNameLength) characters")
        }
        let system: MeasurementSystem
        if let text = self.system {
            guard let parsed = MeasurementSystem(name: text) else {
                throw APIError(
                    .unprocessableContent, "Unknown measurement system '\(text)': use metric, us or uk")
            }
            system = parsed
        } else {
            system = .metric
        }
        var currency: String?
        if let text = self.currency?.trimmingCharacters(in: .whitespaces), !text.isEmpty {
            guard text.count == 3, text.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                throw APIError(
                    .unprocessableContent, "The currency must be a 3-letter ISO 4217 code such as EUR")
            }
            currency = text.uppercased()
        }
        let items = self.items ?? []
        guard items.count <= Self.maximumItems else {
            throw APIError(.unprocessableContent, "A list holds at most \(Self.maximumItems) products")
        }
        var list = ProductList()
        var entries: [SavedList.Entry] = []
        for (index, input) in items.enumerated() {
            if let itemName = input.name, itemName.count > Self.maximumNameLength {
                throw APIError(
                    .unprocessableContent,
                    "The product name is longer than \(Self.maximumNameLength) characters",
                    itemIndex: index)
            }
            do {
                let item = try ProductItem(
                    name: input.name, price: input.price, quantity: input.quantity, system: system)
                try list.add(item)
                entries.append(.init(item: item, priceText: input.price, quantityText: input.quantity))
            } catch {
                throw APIError(.unprocessableContent, error.message, itemIndex: index)
            }
        }
        return SavedList(name: name, system: system, currency: currency, entries: entries)
    }
}
