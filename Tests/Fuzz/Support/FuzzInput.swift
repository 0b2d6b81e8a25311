/// The bytes libFuzzer passes to a target, read the ways the targets need them.
struct FuzzInput {
    /// The input as text: bytes that are not UTF-8 become U+FFFD, as a browser or a file
    /// reader would make them.
    let text: String

    /// Wraps the `size` bytes at `data`.
    init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
        let bytes = UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)
        text = String(decoding: bytes, as: UTF8.self)
    }

    /// The input's lines, without their line breaks (`\n`, or `\r\n`).
    var lines: [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.last == "\r" ? String(line.dropLast()) : String(line)
        }
    }
}
