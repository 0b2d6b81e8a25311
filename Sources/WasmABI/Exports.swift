// The WebAssembly ABI of every module: per.wasm, per-files.wasm, per-sync.wasm and per-book.wasm.
// Every export takes and returns i32 values only.
//
// Strings cross the boundary as UTF-8 bytes in linear memory:
//
// 1. The host calls `per_alloc(length)`, writes the UTF-8 bytes of its input there, calls an
//    entry point such as `per_dispatch(pointer, length)` and then `per_free(pointer, length)`.
// 2. The entry point writes its UTF-8 result into a module-owned buffer; the host reads
//    `per_result_len()` bytes at `per_result_ptr()` and copies them out before the next call.
//
// Memory may grow during any call, so the host must create fresh views of `memory.buffer` after
// each one. Nothing here traps on bad input: errors come back as JSON.
//
// The module imports only `env.random_fill` and `env.log` (see EmbeddedSupport.swift).

/// Allocates `size` bytes of linear memory for the host to write an input into.
///
/// Returns 0 when `size` is negative. Free the bytes with `per_free(pointer, size)`.
@_expose(wasm, "per_alloc")
@_cdecl("per_alloc")
public func perAlloc(_ size: Int32) -> UnsafeMutableRawPointer? {
    guard size >= 0 else { return nil }
    return UnsafeMutableRawPointer.allocate(byteCount: Int(max(size, 1)), alignment: 8)
}

/// Frees memory returned by `per_alloc`; `size` is the size passed to it. Ignores 0.
@_expose(wasm, "per_free")
@_cdecl("per_free")
public func perFree(_ pointer: UnsafeMutableRawPointer?, _ size: Int32) {
    pointer?.deallocate()
}

/// The address of the last result's UTF-8 bytes.
@_expose(wasm, "per_result_ptr")
@_cdecl("per_result_ptr")
public func perResultPointer() -> UnsafeMutablePointer<UInt8>? {
    ResultBuffer.pointer
}

/// The length in bytes of the last result.
@_expose(wasm, "per_result_len")
@_cdecl("per_result_len")
public func perResultLength() -> Int32 {
    Int32(truncatingIfNeeded: ResultBuffer.count)
}

/// Stores `respond`'s answer to the text of the `length` UTF-8 bytes at `pointer` as the result
/// and returns 1; for an invalid call (a negative length, or a null pointer with a non-zero
/// length), stores `{"error": …}` and returns -1.
package func answer(_ pointer: UnsafePointer<UInt8>?, _ length: Int32, _ respond: (String) -> String) -> Int32 {
    guard let text = InputText.decode(pointer, length) else {
        ResultBuffer.store(#"{"error":"Invalid call: no input text."}"#)
        return -1
    }
    ResultBuffer.store(respond(text))
    return 1
}
