import PerKit

/// Price-book files as a shopper imports them, CSV (`Date,Product,Store,Price,…`) or JSON
/// (`{"format": "per-price-book", …}`), under every measurement system.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzPriceBookFiles(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = FuzzInput(data, size).text
    let freshID = ListID(high: 0xF0, low: 0)
    for system in MeasurementSystem.allCases {
        guard let entries = try? PriceBookFile.entries(from: text, system: system, freshID: freshID) else {
            continue
        }
        // The entries make a price book, and written as either file they read back equal.
        do throws(PriceBookError) {
            let book = try PriceBook(entries: entries)
            _ = book.products(matching: String(text.prefix(3)))
        } catch {
            invariant(false, "'\(text)' is imported as entries the price book refuses: \(error)")
        }
        let json = PriceBookFile.jsonText(entries)
        let fromJSON = try? PriceBookFile.entries(fromJSON: json, freshID: freshID)
        invariant(fromJSON == entries, "'\(text)' is written as '\(json)', which reads otherwise")
        let csv = PriceBookFile.csvText(entries)
        let fromCSV = try? PriceBookFile.entries(fromCSV: csv, system: system, freshID: freshID)
        invariant(fromCSV == entries, "'\(text)' is written as '\(csv)', which reads otherwise")
    }
    return 0
}
