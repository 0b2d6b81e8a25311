#if !hasFeature(Embedded)
/// Native builds only: evaluates each command-line argument through the same code path as the
/// wasm export `per_evaluate` and prints the JSON results, one per line, so the wire format can be
/// checked without a WebAssembly runtime (`swift run PerWasm "2 x 3.49"`).
func runNativeCommandLine() {
    for argument in CommandLine.arguments.dropFirst() {
        print(Evaluation.json(for: argument))
    }
}
#endif
