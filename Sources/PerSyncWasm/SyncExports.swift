import PerWire
import WasmABI

// The entry points of per-sync.wasm: the household sync of PerKit (``WireSync``), in a module of
// its own that the web app loads (in a worker) only on devices that belong to a household, so
// that per.wasm, which every visit loads, carries no sync code. The string ABI is per.wasm's
// (WasmABI/Exports.swift).

/// Records the app's edits as changes to send: see `WireSync.prepare`. Returns 1, or -1 for an
/// invalid call, whose result is `{"error": …}`.
@_expose(wasm, "per_sync_prepare")
@_cdecl("per_sync_prepare")
public func perSyncPrepare(_ pointer: UnsafePointer<UInt8>?, _ length: Int32) -> Int32 {
    answer(pointer, length, WireSync.prepare)
}

/// Merges the server's answer and gives back the lists and book that changed: see
/// `WireSync.apply`. The return value is that of `per_sync_prepare`.
@_expose(wasm, "per_sync_apply")
@_cdecl("per_sync_apply")
public func perSyncApply(_ pointer: UnsafePointer<UInt8>?, _ length: Int32) -> Int32 {
    answer(pointer, length, WireSync.apply)
}

/// Whether an answer is a page that more follow, and the body that asks for the next: see
/// `WireSync.page`. The return value is that of `per_sync_prepare`.
@_expose(wasm, "per_sync_page")
@_cdecl("per_sync_page")
public func perSyncPage(_ pointer: UnsafePointer<UInt8>?, _ length: Int32) -> Int32 {
    answer(pointer, length, WireSync.page)
}

/// The Sync history: see `WireSync.history`. The return value is that of `per_sync_prepare`.
@_expose(wasm, "per_sync_history")
@_cdecl("per_sync_history")
public func perSyncHistory(_ pointer: UnsafePointer<UInt8>?, _ length: Int32) -> Int32 {
    answer(pointer, length, WireSync.history)
}

/// Restores this device's side of a conflict: see `WireSync.restore`. The return value is that
/// of `per_sync_prepare`.
@_expose(wasm, "per_sync_restore")
@_cdecl("per_sync_restore")
public func perSyncRestore(_ pointer: UnsafePointer<UInt8>?, _ length: Int32) -> Int32 {
    answer(pointer, length, WireSync.restore)
}

/// The sync's status after an event the page saw, with every word it shows: see
/// `WireSync.status`. The return value is that of `per_sync_prepare`.
@_expose(wasm, "per_sync_status")
@_cdecl("per_sync_status")
public func perSyncStatus(_ pointer: UnsafePointer<UInt8>?, _ length: Int32) -> Int32 {
    answer(pointer, length, WireSync.status)
}

/// Every word Settings › Sync shows about the household and its devices: see
/// `WireSync.household`. The return value is that of `per_sync_prepare`.
@_expose(wasm, "per_sync_household")
@_cdecl("per_sync_household")
public func perSyncHousehold(_ pointer: UnsafePointer<UInt8>?, _ length: Int32) -> Int32 {
    answer(pointer, length, WireSync.household)
}
