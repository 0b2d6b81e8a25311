import PerKit

/// JSON text, as every saved state, wire request and file is first read.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = FuzzInput(data, size).text
    guard let json = try? JSON(parsing: text) else { return 0 }
    // Written compactly or for people, it reads back equal, and compact text is stable.
    let compact = json.text
    let again = try? JSON(parsing: compact)
    invariant(again == json, "'\(text)' is written as '\(compact)', which reads otherwise")
    invariant(again?.text == compact, "'\(compact)' is written otherwise when read again")
    invariant((try? JSON(parsing: json.prettyText())) == json, "'\(text)' written for people reads otherwise")
    return 0
}
