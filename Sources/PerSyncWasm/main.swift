// PerSyncWasm is a library of exports (see SyncExports.swift); on WebAssembly it has no entry
// point and this file's code never runs. Natively it answers one `WireSync.prepare` request
// read from standard input, for trying the format without a WebAssembly runtime:
// `swift run PerSyncWasm < request.json`.
#if !hasFeature(Embedded)
    import PerWire

    var text = ""
    while let line = readLine(strippingNewline: false) { text += line }
    print(WireSync.prepare(text))
#endif
