import PerWire
import WasmABI

// The entry points of per-files.wasm: list files read and written by PerKit (``WireFiles``),
// in a module of their own that the web app loads the first time the shopper imports or
// exports, so that per.wasm, which every visit loads, carries no file parser. The string ABI is
// per.wasm's (WasmABI/Exports.swift).

/// Reads a list file: `{"text": …, "system": "metric|us|uk"}` → `{"lists": [<share-link
/// payload>, …]}` or `{"problems": [<text>, …]}`, the lists or problems of per.wasm's
/// `importLists` action (see `WireFiles.read`). Returns 1, or -1 for an invalid call, whose
/// result is `{"error": …}`.
@_expose(wasm, "per_files_read")
@_cdecl("per_files_read")
public func perFilesRead(_ pointer: UnsafePointer<UInt8>?, _ length: Int32) -> Int32 {
    answer(pointer, length, WireFiles.read)
}

/// Writes lists as a file: `{"format": "csv|json", "name": …, "lists": [<share-link payload>,
/// …]}` (per.wasm's `lists` query answers the name and lists) → `{"fileName", "mediaType",
/// "text"}` (see `WireFiles.write`). The return value is that of `per_files_read`.
@_expose(wasm, "per_files_write")
@_cdecl("per_files_write")
public func perFilesWrite(_ pointer: UnsafePointer<UInt8>?, _ length: Int32) -> Int32 {
    answer(pointer, length, WireFiles.write)
}
