extension SharedList {
    /// Writes the list as JSON: `{"name": "Weekly shop", "currency": "EUR", "reference":
    /// {"amount": "1", "unit": "kg"}, "items": [{"name": …, "price": "399/100", "packCount":
    /// "1", "packSize": "500", "unit": "g"}, …]}`, every amount as exact fraction text, and
    /// `null` for no currency or no pinned reference. ``init(json:)`` reads it back equal.
    ///
    /// The web app passes lists in this form between its modules (the app, and the one that
    /// reads and writes share links and list files), and keeps the shared list being looked at
    /// in it.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("name", name)
        writer.member("currency", currency?.code)
        writer.key("reference")
        ReferenceQuantity.write(reference, to: &writer)
        writer.key("items")
        writer.beginArray()
        for item in products.items {
            writer.beginObject()
            writer.member("name", item.name)
            item.writeExactMembers(to: &writer)
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
    }

    /// ``write(to:)`` as text.
    public var jsonText: String {
        var writer = JSONWriter()
        write(to: &writer)
        return writer.text
    }

    /// Reads a list written by ``write(to:)``.
    /// - Throws: ``ParseError`` naming the first member that can't be read, or why the
    ///   products make no list.
    public init(json: JSON) throws(ParseError) {
        guard case .object = json, let name = json.string("name") else { throw Self.invalid("name") }
        var currency: Currency? = nil
        if let value = json["currency"], !value.isNull {
            guard let code = value.stringValue, let known = Currency(code: code) else {
                throw Self.invalid("currency")
            }
            currency = known
        }
        let reference: ReferenceQuantity?
        do throws(ReferenceQuantity.ReadError) {
            reference = try ReferenceQuantity.read(json["reference"])
        } catch {
            throw Self.invalid(error.path(under: "reference"))
        }
        guard let values = json.array("items") else { throw Self.invalid("items") }
        var items: [ProductItem] = []
        for index in values.indices {
            let member = "items[\(index)]"
            do throws(ProductItem.ExactMembersError) {
                items.append(
                    try ProductItem(name: values[index].string("name"), exactMembersOf: values[index]))
            } catch {
                switch error {
                case .member(let name): throw Self.invalid(member + "." + name)
                case .product(let error):
                    throw ParseError("the list's '\(member)' is invalid: \(error.message)", at: 0)
                }
            }
        }
        do throws(ProductListError) {
            self.init(name: name, products: try ProductList(items), reference: reference, currency: currency)
        } catch {
            throw ParseError("the list is inconsistent: \(error.message)", at: 0)
        }
    }

    private static func invalid(_ member: String) -> ParseError {
        ParseError("the list has an invalid '\(member)'", at: 0)
    }
}
