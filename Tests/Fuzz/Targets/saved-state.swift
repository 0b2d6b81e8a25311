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
        SavedStateTarget.checkSavedAgain(state, from: text)
    }
    let restored = PerApp.State(
        restoring: json["saved"] ?? json, library: json["library"], book: json["book"],
        defaults: PerApp.Settings())
    SavedStateTarget.checkSavedAgain(restored, from: text)
    SavedStateTarget.checkSavedAgain(session.state, from: text)
    var book = restored
    book.restore(savedBook: json["book"] ?? json)
    SavedStateTarget.checkSavedAgain(book, from: text)
    return 0
}

enum SavedStateTarget {
    /// A restored state, saved again, restores equal.
    static func checkSavedAgain(_ state: PerApp.State, from text: String) {
        let saved = state.encoded()
        guard let json = try? JSON(parsing: saved) else {
            invariant(false, "'\(text)' restores a state saved as '\(saved)', which is not JSON")
            return
        }
        let again = PerApp.State(restoring: json, defaults: state.settings)
        invariant(again == state, "'\(text)' restores a state saved as '\(saved)', which restores otherwise")
    }
}
