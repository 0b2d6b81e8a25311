extension ShelfTagReading {
    /// Writes the reading as `per scan --json` prints each tag:
    ///
    /// ```
    /// {"file": "tag.txt", "text": "…", "name": "Heinz Tomato Ketchup", "price": "3.90",
    ///  "quantity": "700 g", "size": {"packs": "1", "amount": "700", "unit": "g"},
    ///  "memberPrice": "3.50", "multiBuy": {"count": 3, "price": "5.00"},
    ///  "deposit": null, "tagUnitPrice": {"text": "55.7p per 100g", "amount": "0.557",
    ///  "per": "100 g", "exact": "39/70", "check": "matches", "difference": null,
    ///  "worked": "55.7p", "price": "£3.90", "sentence": "The tag says 55.7p per 100g; £3.90 for 700 g is 55.7p per 100 g: it matches"},
    ///  "product": "Heinz Tomato Ketchup: 3.90 for 700 g, member 3.50, 3 for 5.00",
    ///  "uncertain": ["name"], "confidence": {"name": 50, "price": 95, …}, "currency": "GBP",
    ///  "notes": []}
    /// ```
    ///
    /// `size` is the quantity's parts, exact, its unit by id (``Unit/id``), for a program to
    /// read back. Amounts are decimal text with the currency's places; `exact` and `difference` are
    /// exact (decimal text when it ends, else `p/q`). A field not read is `null`.
    /// - Parameters:
    ///   - writer: The writer.
    ///   - file: The file the text came from, or `nil` (written as `null`).
    public func write(to writer: inout JSONWriter, file: String? = nil) {
        writer.beginObject()
        writer.member("file", file)
        writer.member("text", text)
        writer.member("name", name.value)
        writer.member("price", price.value.map(amountText))
        writer.member("quantity", quantity.value.map { $0.formatted(in: system) })
        writer.key("size")
        if let quantity = quantity.value {
            writer.beginObject()
            writer.member("packs", quantity.packCount.description)
            writer.member("amount", quantity.packSize.description)
            writer.member("unit", quantity.unit.id)
            writer.endObject()
        } else {
            writer.value(nil)
        }
        writer.member("memberPrice", memberPrice.value.map(amountText))
        writer.key("multiBuy")
        if let multiBuy = multiBuy.value {
            writer.beginObject()
            writer.member("count", Int(truncatingIfNeeded: multiBuy.count.numerator))
            writer.member("price", amountText(multiBuy.price))
            writer.endObject()
        } else {
            writer.value(nil)
        }
        writer.member("deposit", deposit.value.map(amountText))
        writer.key("tagUnitPrice")
        if let unitPrice = tagUnitPrice.value {
            writer.beginObject()
            writer.member("text", unitPrice.text)
            writer.member("amount", unitPrice.amount.description)
            writer.member("per", unitPrice.reference.formatted(in: system))
            writer.member("exact", unitPrice.exact?.description)
            writer.member("check", unitPrice.check.name)
            if case .wrong(let difference) = unitPrice.check {
                writer.member("difference", difference.description)
            } else {
                writer.member("difference", nil)
            }
            writer.member("worked", checkWords?.worked)
            writer.member("price", checkWords?.price)
            writer.member("sentence", checkSentence)
            writer.endObject()
        } else {
            writer.value(nil)
        }
        writer.member("product", productText)
        writer.key("uncertain")
        writer.beginArray()
        for field in uncertain { writer.value(field.rawValue) }
        writer.endArray()
        writer.key("confidence")
        writer.beginObject()
        for field in TagField.allCases {
            if let confidence = confidence(of: field) { writer.member(field.rawValue, confidence) }
        }
        writer.endObject()
        writer.member("currency", currency?.code)
        writer.key("notes")
        writer.beginArray()
        for note in notes { writer.value(note) }
        writer.endArray()
        writer.endObject()
    }

    /// The reading as compact JSON text; see ``write(to:file:)``.
    public func jsonText(file: String? = nil) -> String {
        var writer = JSONWriter()
        write(to: &writer, file: file)
        return writer.text
    }
}
