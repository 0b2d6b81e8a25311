import PerKit
import PerWire

/// Saved state as a browser keeps it: a whole state, or the session, the lists and the price
/// book as the members `saved`, `library` and `book` of a `start` request.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzSavedState(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = FuzzInput(data, size).text
    var session = WireSession()
    let answer = session.start(text)
    invariant((try? JSON(parsing: answer))?["view"] != nil, "'\(text)' is answered with '\(answer)'")
    guard let json = try? JSON(parsing: text) else { return 0 }
    if let state = try? PerApp.State(decoding: json) {
        state.checkRestoresEqual(madeBy: text)
    }
    let restored = PerApp.State(
        restoring: json["saved"] ?? json, library: json["library"], book: json["book"],
        defaults: PerApp.Settings())
    restored.checkRestoresEqual(madeBy: text)
    session.state.checkRestoresEqual(madeBy: text)
    var book = restored
    book.restore(savedBook: json["book"] ?? json)
    book.checkRestoresEqual(madeBy: text)
    return 0
}
