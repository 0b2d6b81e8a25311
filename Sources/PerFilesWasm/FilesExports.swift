import PerWire
import WasmABI

// The entry points of per-files.wasm: list files and share links read and written by PerKit
// (``WireFiles``), in a module of their own that the web app loads the first time the shopper
// imports, exports, shares or opens a link, so that per.wasm, which every visit loads, carries
// no file parser and no share-link codec. The string ABI is per.wasm's (WasmABI/Exports.swift).

/// Reads a list file: `{"text": …, "system": "metric|us|uk"}` → `{"lists": [<list>, …]}` or
/// `{"problems": [<text>, …]}`, the lists or problems of per.wasm's `importLists` action (see
/// `WireFiles.read`). Returns 1, or -1 for an invalid call, whose result is `{"error": …}`.
@_expose(wasm, "per_files_read")
@_cdecl("per_files_read")
public func perFilesRead(_ pointer: UnsafePointer<UInt8>?, _ length: Int32) -> Int32 {
    answer(pointer, length, WireFiles.read)
}

/// Writes lists as a file: `{"format": "csv|json", "name": …, "lists": [<list>, …]}` (per.wasm's
/// `lists` query answers the name and lists) → `{"fileName", "mediaType", "text"}` (see
/// `WireFiles.write`). The return value is that of `per_files_read`.
@_expose(wasm, "per_files_write")
@_cdecl("per_files_write")
public func perFilesWrite(_ pointer: UnsafePointer<UInt8>?, _ length: Int32) -> Int32 {
    answer(pointer, length, WireFiles.write)
}

/// Reads a share link: `{"link": …}` → `{"list": …}` or `{"problem": <text>}`, the list or
/// problem of per.wasm's `openShareLink` action (see `WireFiles.openLink`). The return value is
/// that of `per_files_read`.
@_expose(wasm, "per_files_open_link")
@_cdecl("per_files_open_link")
public func perFilesOpenLink(_ pointer: UnsafePointer<UInt8>?, _ length: Int32) -> Int32 {
    answer(pointer, length, WireFiles.openLink)
}

/// Writes a share link: `{"base": <the page's URL>, "list": …}` (per.wasm's `lists` query
/// answers the list) → `{"url": …}` (see `WireFiles.shareLink`). The return value is that of
/// `per_files_read`.
@_expose(wasm, "per_files_share_link")
@_cdecl("per_files_share_link")
public func perFilesShareLink(_ pointer: UnsafePointer<UInt8>?, _ length: Int32) -> Int32 {
    answer(pointer, length, WireFiles.shareLink)
}

/// Reads pasted text as a shelf tag: `{"text": …, "currency": "GBP", "system": "metric|us|uk"}`
/// → the reading's JSON, as `POST /api/scan` answers it, which per.wasm's `fillFromTag` action
/// carries as its `reading` (see `WireTag.read`). The return value is that of `per_files_read`.
@_expose(wasm, "per_files_read_tag")
@_cdecl("per_files_read_tag")
public func perFilesReadTag(_ pointer: UnsafePointer<UInt8>?, _ length: Int32) -> Int32 {
    answer(pointer, length, WireTag.read)
}
