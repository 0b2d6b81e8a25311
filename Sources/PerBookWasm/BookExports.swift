import PerWire
import WasmABI

// The entry point of per-book.wasm: the price book screen (``WireBookScreen``), in a module of
// its own that the web app loads the first time the shopper opens the price book, so that
// per.wasm, which every visit loads, carries none of that screen's code. The string ABI is
// per.wasm's (WasmABI/Exports.swift).

/// The one price book screen. Kept here, not in main.swift: globals in main.swift are not
/// initialised in a module without an entry point.
enum BookScreen {
    nonisolated(unsafe) static var screen = WireBookScreen()
}

/// Builds the price book screen: `{"saved": <per.wasm's session>, "book": <per.wasm's price
/// book, left out when unchanged>, "library": <per.wasm's lists, likewise>, "decimalSeparator":
/// ","}` → `{"book": <the screen's view model>}` (see `WireBookScreen.view`). Returns 1, or -1
/// for an invalid call, whose result is `{"error": …}`.
@_expose(wasm, "per_book_view")
@_cdecl("per_book_view")
public func perBookView(_ pointer: UnsafePointer<UInt8>?, _ length: Int32) -> Int32 {
    answer(pointer, length) { BookScreen.screen.view($0) }
}
