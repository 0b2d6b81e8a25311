// PerBookWasm is a library of exports (see BookExports.swift); on WebAssembly it has no entry
// point and this file's code never runs. Natively it answers one `WireBookScreen.view` request
// read from standard input, for trying the format without a WebAssembly runtime:
// `swift run PerBookWasm < request.json`.
#if !hasFeature(Embedded)
    import PerWire

    var text = ""
    while let line = readLine(strippingNewline: false) { text += line }
    var screen = WireBookScreen()
    print(screen.view(text))
#endif
