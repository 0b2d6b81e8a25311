extension ProductItem {
    /// The product as saved state and JSON list files write it: `{"name": …, "price": "399/100",
    /// "packCount": "1", "packSize": "500", "unit": "g"}`, every amount as exact fraction text,
    /// and `"deal": "member 3.50"` after them when the product has a deal.
    var json: JSON {
        var members: [JSON.Member] = [
            .init("name", .optional(name)),
            .init("price", .string(price.fractionText)),
            .init("packCount", .string(quantity.packCount.fractionText)),
            .init("packSize", .string(quantity.packSize.fractionText)),
            .init("unit", .string(quantity.unit.id)),
        ]
        if let deal { members.append(.init("deal", .string(deal.text))) }
        return .object(members)
    }
}

extension ProductItem {
    /// Writes ``json`` as it goes.
    func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("name", name)
        writeExactMembers(to: &writer)
        writer.endObject()
    }

    /// Writes the members of ``json`` that hold the product's exact values, all but the name:
    /// `"price"`, `"packCount"`, `"packSize"`, `"unit"`, and `"deal"` (the deal's canonical
    /// text, exact as it is) when the product has one.
    func writeExactMembers(to writer: inout JSONWriter) {
        writer.member("price", price.fractionText)
        writer.member("packCount", quantity.packCount.fractionText)
        writer.member("packSize", quantity.packSize.fractionText)
        writer.member("unit", quantity.unit.id)
        if let deal { writer.member("deal", deal.text) }
    }

    /// Reads the exact values that ``writeExactMembers(to:)`` writes (`packCount` is 1 when
    /// missing, and a missing or null `deal` is none), with the name given.
    /// - Throws: ``ExactMembersError``: the first member that can't be read, or why the values
    ///   make no product.
    init(name: String?, exactMembersOf json: JSON) throws(ExactMembersError) {
        func rational(_ member: String) throws(ExactMembersError) -> Rational {
            guard let text = json.string(member), let value = Rational(fractionText: text) else {
                throw .member(member)
            }
            return value
        }
        let price = try rational("price")
        let packCount = json["packCount"] == nil ? Rational.one : try rational("packCount")
        let packSize = try rational("packSize")
        guard let unit = json.string("unit").flatMap({ Unit.withID($0) }) else { throw .member("unit") }
        var deal: Deal? = nil
        if let value = json["deal"], !value.isNull {
            guard let text = value.stringValue, let read = try? Deal(parsing: text) else { throw .member("deal") }
            deal = read
        }
        do {
            self = try ProductItem(name: name, price: price, packCount: packCount, packSize: packSize, unit: unit)
                .withDeal(deal)
        } catch {
            throw .product(error)
        }
    }

    /// Why ``init(name:exactMembersOf:)`` could not read a product.
    enum ExactMembersError: Error {
        /// The member of this name is missing or not exact fraction text (or a unit id).
        case member(String)
        /// The values make no product.
        case product(ProductListError)
    }
}
