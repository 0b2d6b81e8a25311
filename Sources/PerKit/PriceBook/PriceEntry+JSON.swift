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
        writer.member("price", item.price.fractionText)
        writer.member("packCount", item.quantity.packCount.fractionText)
        writer.member("packSize", item.quantity.packSize.fractionText)
        writer.member("unit", item.quantity.unit.id)
        writer.member("list", list?.text)
        writer.endObject()
    }

    /// Reads an entry written by ``write(to:)``. `sale`, `store`, `packCount` and `list` may be
    /// missing.
    /// - Throws: ``ParseError`` naming the member that can't be read.
    public init(json: JSON) throws(ParseError) {
        func invalid(_ member: String, _ detail: String = "") -> ParseError {
            ParseError("the price book entry has an invalid '\(member)'" + detail, at: 0)
        }
        func rational(_ member: String, default value: Rational? = nil) throws(ParseError) -> Rational {
            if value != nil && json[member] == nil { return value ?? .one }
            guard let text = json.string(member), let value = Rational(fractionText: text) else {
                throw invalid(member)
            }
            return value
        }
        guard let id = json.string("id").flatMap({ ListID($0) }) else { throw invalid("id") }
        guard let date = json.string("date").flatMap({ CalendarDate($0) }) else { throw invalid("date") }
        guard let unit = json.string("unit").flatMap({ Unit.withID($0) }) else { throw invalid("unit") }
        var list: ListID? = nil
        if let value = json["list"], !value.isNull {
            guard let text = value.stringValue, let id = ListID(text) else { throw invalid("list") }
            list = id
        }
        let price = try rational("price")
        let packCount = try rational("packCount", default: .one)
        let packSize = try rational("packSize")
        do throws(PriceBookError) {
            let item: ProductItem
            do {
                item = try ProductItem(
                    name: json.string("product"), price: price, packCount: packCount, packSize: packSize,
                    unit: unit)
            } catch {
                throw PriceBookError.product(error)
            }
            try self.init(
                id: id, item: item, store: json.string("store"), date: date,
                isSale: json.bool("sale") ?? false,
                list: list)
        } catch {
            throw invalid("product", ": " + error.message)
        }
    }
}
