extension PriceEntry {
    /// Writes the entry as saved state and price-book files keep it, every amount exact:
    /// `{"id": …, "product": "Coffee", "store": "Lidl", "date": "2026-11-03", "sale": false,
    /// "price": "549/100", "packCount": "1", "packSize": "1", "unit": "kg", "list": null}`.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("id", id.text)
        writer.member("product", product)
        writer.member("store", store)
        writer.member("date", date.text)
        writer.member("sale", isSale)
        item.writeExactMembers(to: &writer)
        writer.member("list", list?.text)
        writer.endObject()
    }

    /// Reads an entry written by ``write(to:)``. `sale`, `store`, `packCount` and `list` may be
    /// missing.
    /// - Throws: ``ParseError`` naming the member that can't be read.
    public init(json: JSON) throws(ParseError) {
        func invalid(_ member: String) -> ParseError {
            ParseError(.bookEntryInvalid, ("member", member), at: 0)
        }
        guard let id = json.string("id").flatMap({ ListID($0) }) else { throw invalid("id") }
        guard let date = json.string("date").flatMap({ CalendarDate($0) }) else { throw invalid("date") }
        var list: ListID? = nil
        if let value = json["list"], !value.isNull {
            guard let text = value.stringValue, let id = ListID(text) else { throw invalid("list") }
            list = id
        }
        let item: ProductItem
        do throws(ProductItem.ExactMembersError) {
            item = try ProductItem(name: json.string("product"), exactMembersOf: json)
        } catch {
            switch error {
            case .member(let name): throw invalid(name)
            // The price and quantity were read but make no product: PerKit's message says which
            // value is wrong and why ("… greater than zero: it is negative (-3.99)").
            case .product(let error): throw ParseError(.product(error), at: 0)
            }
        }
        do throws(PriceBookError) {
            try self.init(
                id: id, item: item, store: json.string("store"), date: date,
                isSale: json.bool("sale") ?? false,
                list: list)
        } catch {
            throw ParseError(.bookEntryInvalidBecause, ("member", "product"), reason: .book(error), at: 0)
        }
    }
}
