/// The UTF-8 bytes of the last result an export produced, owned by the module.
///
/// Exports that return text (`per_start`, `per_dispatch`) store it here;
/// the host reads it through `per_result_ptr()` and `per_result_len()` and copies it out before
/// the next call, which replaces it.
package enum ResultBuffer {
    nonisolated(unsafe) static var pointer: UnsafeMutablePointer<UInt8>? = nil
    nonisolated(unsafe) static var count = 0
    nonisolated(unsafe) static var capacity = 0

    /// Replaces the stored result with the UTF-8 bytes of `text`.
    package static func store(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            if bytes.count > capacity || pointer == nil {
                pointer?.deallocate()
                let newCapacity = max(bytes.count, 64)
                pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
                capacity = newCapacity
            }
            if let base = bytes.baseAddress, let pointer {
                pointer.update(from: base, count: bytes.count)
            }
            count = bytes.count
        }
    }
}
