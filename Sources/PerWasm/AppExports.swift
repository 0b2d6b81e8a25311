import PerWire
import WasmABI

// The app's entry points: PerKit's state machine (``PerApp``) behind the wire format of
// ``WireSession``. The page sends JSON in and renders the JSON view model that comes back; it
// implements no rule itself. The string ABI is described in WasmABI/Exports.swift: the input is
// `length` UTF-8 bytes at `pointer`, the response is read with `per_result_ptr()` /
// `per_result_len()`.

/// The one running app. Kept here, not in main.swift: globals in main.swift are not
/// initialised in a module without an entry point.
enum AppSession {
    nonisolated(unsafe) static var session = WireSession()
}

/// Starts the app: `{"saved": <saved session or null>, "library": <saved lists or null>,
/// "system": "metric|us|uk", "currency": "EUR", "decimalSeparator": ".", "now": …, "id": …}`
/// restores the saved state, or starts a new library with the locale's defaults.
///
/// The result is `{"view": <view model>, "saved": <session>, "library": <lists, when they
/// changed>}`, plus `"error"` when the request was
/// malformed (the state is then unchanged). Returns 1, or -1 for an invalid call (a negative
/// length, or a null pointer with a non-zero length), whose result is `{"error": …}` only.
@_expose(wasm, "per_start")
@_cdecl("per_start")
public func perStart(_ pointer: UnsafePointer<UInt8>?, _ length: Int32) -> Int32 {
    answerApp(pointer, length) { $0.start($1) }
}

/// Applies one action, e.g. `{"type":"key","key":"7"}` (see `WireAction` for every type).
///
/// The result and return value are those of `per_start`.
@_expose(wasm, "per_dispatch")
@_cdecl("per_dispatch")
public func perDispatch(_ pointer: UnsafePointer<UInt8>?, _ length: Int32) -> Int32 {
    answerApp(pointer, length) { $0.dispatch($1) }
}

/// Answers a query that changes nothing, e.g. `{"type":"lists","scope":"list"}` (see
/// `WireSession.query`). The result is the answer's JSON; the return value is that of
/// `per_start`.
@_expose(wasm, "per_query")
@_cdecl("per_query")
public func perQuery(_ pointer: UnsafePointer<UInt8>?, _ length: Int32) -> Int32 {
    answerApp(pointer, length) { $0.query($1) }
}

/// `answer` with the running session passed in place: reading the global for a query would
/// copy the whole session first.
private func answerApp(
    _ pointer: UnsafePointer<UInt8>?, _ length: Int32, _ respond: (inout WireSession, String) -> String
) -> Int32 {
    answer(pointer, length) { respond(&AppSession.session, $0) }
}
