import PerKit
import PerWire

/// Sequences of wire requests through one ``WireSession``, as the web app sends them: the first
/// line starts the session (`{"system":"us","now":…}`), every other line is dispatched as an
/// action (`{"type":"key","key":"7"}`) and asked as a query (`{"type":"lists",…}`).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzWireActions(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzInput(data, size)
    let lines = input.lines
    var session = WireSession()
    WireActionsTarget.checkAnswer(session.start(lines[0]), to: lines[0], keys: ["view", "saved"])
    for line in lines.dropFirst() {
        WireActionsTarget.checkAnswer(session.dispatch(line), to: line, keys: ["view", "saved"])
        let answer = session.query(line)
        WireActionsTarget.checkAnswer(answer, to: line, keys: [])
        WireActionsTarget.checkLists(answer, to: line, state: session.state)
    }
    // Saving and restoring takes longer than an action: checked once, at the end.
    session.state.checkRestoresEqual(madeBy: input.text)
    return 0
}

enum WireActionsTarget {
    /// Every answer is a JSON object with the members every answer of its kind has.
    static func checkAnswer(_ answer: String, to request: String, keys: [String]) {
        let json = try? JSON(parsing: answer)
        guard case .object = json else {
            invariant(false, "'\(request)' is answered with '\(answer)', which is not a JSON object")
            return
        }
        for key in keys {
            invariant(json?[key] != nil, "'\(request)' is answered without '\(key)': \(answer)")
        }
    }

    /// The lists the `lists` query answers, for a file or a share link, read back as the open
    /// list or the library.
    static func checkLists(_ answer: String, to request: String, state: PerApp.State) {
        guard let lists = (try? JSON(parsing: answer))?.array("lists") else { return }
        let scope = (try? JSON(parsing: request))?.string("scope") ?? ""
        let expected = ExactText(scope) == "library" ? state.lists : [state.openList]
        invariant(
            lists.map { try? SharedList(json: $0) }
                == expected.map { $0.shared(currencyCode: state.settings.currencyCode) },
            "'\(request)' is answered with lists that read otherwise: \(answer)")
    }
}
