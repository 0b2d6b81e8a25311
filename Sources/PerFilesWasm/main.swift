// PerFilesWasm is a library of exports (see FilesExports.swift); on WebAssembly it has no entry
// point and this file's code never runs. Natively it reads a list file from standard input and
// prints what `per_files_read` would answer, for trying the format without a WebAssembly
// runtime: `swift run PerFilesWasm metric < lists.csv`.
#if !hasFeature(Embedded)
    import PerKit
    import PerWire

    var text = ""
    while let line = readLine(strippingNewline: false) { text += line }
    let system = CommandLine.arguments.dropFirst().first ?? "metric"
    print(WireFiles.read(JSON.object([.init("text", .string(text)), .init("system", .string(system))]).text))
#endif
