// PerWasm is a library of exports (see Exports.swift); on WebAssembly it has no entry point and
// this file's code never runs. Keep state out of this file: globals in main.swift are not
// initialised in a module without an entry point.
#if !hasFeature(Embedded)
runNativeCommandLine()
#endif
