// The C functions the Embedded Swift standard library needs and wasi-libc would otherwise
// implement with WASI imports. Defining them here keeps the module's imports down to the two
// functions the JavaScript loader (Web/js/engine/per-wasm.js) provides:
//
// - `env.random_fill(pointer, length)`: fill linear memory with random bytes
//   (`crypto.getRandomValues`). Dictionary and Set seeding calls `arc4random_buf`.
// - `env.log(pointer, length)`: write one line of UTF-8 text to the console. `print` calls
//   `putchar`.
#if hasFeature(Embedded)

@_extern(wasm, module: "env", name: "random_fill")
@_extern(c)
func jsRandomFill(_ pointer: UnsafeMutableRawPointer, _ length: Int)

@_extern(wasm, module: "env", name: "log")
@_extern(c)
func jsLog(_ pointer: UnsafePointer<UInt8>, _ length: Int)

/// Fills `count` bytes at `buffer` with random bytes from the host.
@_cdecl("arc4random_buf")
func arc4random_buf(_ buffer: UnsafeMutableRawPointer, _ count: Int) {
    jsRandomFill(buffer, count)
}

/// Buffers one byte of output and hands complete lines to the host.
@_cdecl("putchar")
func putchar(_ character: CInt) -> CInt {
    LineBuffer.append(UInt8(truncatingIfNeeded: character))
    return character
}

/// The line `putchar` is assembling; it grows to hold the longest line printed so far, so a line
/// reaches the host in one piece.
enum LineBuffer {
    nonisolated(unsafe) static var storage: UnsafeMutablePointer<UInt8>? = nil
    nonisolated(unsafe) static var capacity = 0
    nonisolated(unsafe) static var count = 0

    static func append(_ byte: UInt8) {
        if byte == UInt8(ascii: "\n") {
            flush()
            return
        }
        if count == capacity { grow() }
        storage?[count] = byte
        count += 1
    }

    static func flush() {
        if storage == nil { grow() }
        guard let storage else { return }
        jsLog(storage, count)
        count = 0
    }

    private static func grow() {
        let newCapacity = max(capacity * 2, 128)
        let newStorage = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        if let storage {
            newStorage.update(from: storage, count: count)
            storage.deallocate()
        }
        storage = newStorage
        capacity = newCapacity
    }
}

#endif
