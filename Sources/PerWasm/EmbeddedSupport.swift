// The C functions the Embedded Swift standard library needs and wasi-libc would otherwise
// implement with WASI imports. Defining them here keeps the module's imports down to the two
// functions the JavaScript loader (Web/js/per-wasm.js) provides:
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

/// The line `putchar` is assembling.
enum LineBuffer {
    static let capacity = 256
    nonisolated(unsafe) static var storage: UnsafeMutablePointer<UInt8>? = nil
    nonisolated(unsafe) static var count = 0

    static func append(_ byte: UInt8) {
        let storage = self.storage ?? {
            let allocated = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
            self.storage = allocated
            return allocated
        }()
        if byte == UInt8(ascii: "\n") {
            flush(storage)
            return
        }
        storage[count] = byte
        count += 1
        if count == capacity { flush(storage) }
    }

    static func flush(_ storage: UnsafeMutablePointer<UInt8>) {
        jsLog(storage, count)
        count = 0
    }
}

#endif
