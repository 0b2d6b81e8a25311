/// Decoding of the strings the host passes in.
package enum InputText {
    /// The text in the `length` UTF-8 bytes at `pointer`, with invalid sequences replaced by
    /// U+FFFD; `nil` when the arguments don't describe a buffer.
    package static func decode(_ pointer: UnsafePointer<UInt8>?, _ length: Int32) -> String? {
        guard length >= 0 else { return nil }
        guard length > 0 else { return "" }
        guard let pointer else { return nil }
        return String(decoding: UnsafeBufferPointer(start: pointer, count: Int(length)), as: UTF8.self)
    }
}
