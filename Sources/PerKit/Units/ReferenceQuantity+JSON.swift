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

    /// Reads a reference written by ``write(_:to:)``; `nil` for `null` or no value.
    /// - Throws: ``ReadError``: the member that can't be read, or an amount that is not a
    ///   positive number unit prices can be computed per.
    static func read(_ json: JSON?) throws(ReadError) -> ReferenceQuantity? {
        guard let json, !json.isNull else { return nil }
        guard let text = json.string("amount"), let amount = Rational(fractionText: text) else {
            throw ReadError(member: "amount")
        }
        guard let unit = json.string("unit").flatMap({ Unit.withID($0) }) else {
            throw ReadError(member: "unit")
        }
        guard amount.isPositive, let reference = try? ReferenceQuantity(amount, unit) else {
            throw ReadError(member: nil)
        }
        return reference
    }

    /// Why ``read(_:)`` could not read a reference.
    struct ReadError: Error {
        /// The member, `amount` or `unit`, that is missing or not exact fraction text (or a
        /// unit id); `nil` for a quantity that makes no reference.
        let member: String?

        /// The path of what could not be read, in a reference at `path`: `reference.unit`.
        func path(under path: String) -> String {
            member.map { path + "." + $0 } ?? path
        }
    }
}
