import PerKit

/// Share links, whole (`https://…/#share=1…`) or as the payload after `#share=`.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzShareLink(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = FuzzInput(data, size).text
    if let list = try? SharedList(link: text) {
        ShareLinkTarget.checkEncoding(list, from: text)
    }
    if let list = try? SharedList(payload: text) {
        // The decoder refuses every payload the encoder can't write: this one is written as is.
        let payload = ShareLink.encode(list)
        invariant(payload == text, "the payload '\(text)' is written again as '\(payload)'")
        ShareLinkTarget.checkEncoding(list, from: text)
    }
    return 0
}

enum ShareLinkTarget {
    /// A list read from a link reads back equal from its own payload and its own link.
    static func checkEncoding(_ list: SharedList, from text: String) {
        let payload = ShareLink.encode(list)
        invariant(
            (try? SharedList(payload: payload)) == list,
            "'\(text)' is written as '\(payload)', which reads otherwise")
        let url = ShareLink.url(base: "https://per.example/#old", list: list)
        invariant(
            (try? SharedList(link: url)) == list, "'\(text)' is linked as '\(url)', which reads otherwise")
    }
}
