import PerKit

/// Quantities (`6 x 355 mL`, `1 1/2 lb`, `355 mL x 6`), unit names (`fl. oz.`, `ft²`) under
/// every measurement system, and the small values the saved state and the wire format name by
/// text: unit and reference ids, currency codes, dates, times, list ids and sync stamps.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzQuantity(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = FuzzInput(data, size).text
    for system in MeasurementSystem.allCases {
        QuantityTarget.checkQuantity(text, system: system)
        QuantityTarget.checkUnit(text, system: system)
    }
    QuantityTarget.checkValues(text)
    return 0
}

enum QuantityTarget {
    /// What reads as a quantity reads back equal from its exact values, `a/b x c/d unit`, when
    /// they have no more digits than a number may have.
    static func checkQuantity(_ text: String, system: MeasurementSystem) {
        guard let quantity = try? Quantity(parsing: text, system: system) else { return }
        _ = quantity.formatted(in: system)
        _ = try? quantity.converted(to: Unit.choices(for: quantity.dimension, system: system)[0])
        guard quantity.packCount.isWritableExactly && quantity.packSize.isWritableExactly else { return }
        let exact =
            quantity.packCount.fractionText + " x " + quantity.packSize.fractionText + " "
            + quantity.unit.symbol(in: system)
        do throws(ParseError) {
            let again = try Quantity(parsing: exact, system: system, dimension: quantity.dimension)
            invariant(again == quantity, "'\(text)' read as \(quantity), '\(exact)' as \(again)")
        } catch {
            invariant(false, "'\(text)' read as \(quantity), but '\(exact)' is refused: \(error)")
        }
    }

    /// A unit found by a name is found again by its id and by the symbol it is shown with.
    static func checkUnit(_ text: String, system: MeasurementSystem) {
        guard let unit = Unit.named(text, system: system) else { return }
        invariant(Unit.withID(unit.id) == unit, "'\(text)' is \(unit.id), which names another unit")
        let symbol = unit.symbol(in: system)
        invariant(Unit.named(symbol, system: system) == unit, "'\(text)' is \(unit.id), shown as '\(symbol)'")
        invariant(
            (try? Unit(parsing: text, system: system)) == unit, "'\(text)' names \(unit.id) only sometimes")
    }

    /// Values read from text are written as text that reads back equal.
    static func checkValues(_ text: String) {
        if let unit = Unit.withID(text) { invariant(unit.id == text, "the unit id '\(text)' is \(unit.id)") }
        if let reference = ReferenceQuantity(id: text) {
            invariant(
                ReferenceQuantity(id: reference.id) == reference, "the reference '\(text)' is \(reference.id)"
            )
            _ = reference.phrase(in: .us)
        }
        if let currency = Currency(code: text) {
            invariant(Currency(code: currency.code) == currency, "the currency '\(text)' is \(currency.code)")
        }
        if let date = CalendarDate(text) {
            invariant(CalendarDate(date.text) == date, "the date '\(text)' is \(date.text)")
            _ = date.shortText(today: date)
            _ = date.dayNumber
        }
        if let time = Timestamp(text) {
            invariant(Timestamp(time.text) == time, "the time '\(text)' is \(time.text)")
            _ = CalendarDate(time)
        }
        if let id = ListID(text) { invariant(ListID(id.text) == id, "the id '\(text)' is \(id.text)") }
        if let stamp = HybridTimestamp(text) {
            invariant(HybridTimestamp(stamp.text) == stamp, "the stamp '\(text)' is \(stamp.text)")
        }
    }
}
