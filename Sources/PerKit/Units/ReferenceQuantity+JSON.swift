extension ReferenceQuantity {
    /// Writes `reference` as saved lists and shared lists hold it: `{"amount": "100", "unit":
    /// "g"}`, the amount as exact fraction text, or `null` for none.
    static func write(_ reference: ReferenceQuantity?, to writer: inout JSONWriter) {
        guard let reference else {
            writer.value(nil)
            return
        }
        writer.beginObject()
        writer.member("amount", reference.amount.fractionText)
        writer.member("unit", reference.unit.id)
        writer.endObject()
    }
}
