#if !hasFeature(Embedded)
    import PerWire

    /// Native builds only: runs the app through the same wire session as the wasm exports and prints
    /// each JSON response on a line, so the wire format can be tried without a WebAssembly runtime:
    /// `swift run PerWasm '{"system":"metric"}' '{"type":"addProduct"}' '{"type":"key","key":"7"}'`.
    /// The first argument starts the session (as `per_start`), the others are actions (as
    /// `per_dispatch`).
    func runNativeCommandLine() {
        var session = WireSession()
        let arguments = CommandLine.arguments.dropFirst()
        print(session.start(arguments.first ?? "{}"))
        for action in arguments.dropFirst() {
            print(session.dispatch(action))
        }
    }
#endif
