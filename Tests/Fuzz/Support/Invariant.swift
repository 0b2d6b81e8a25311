/// A property every input must keep. A broken one stops the run with `message` (control
/// characters escaped), which libFuzzer reports as a crash with the input that caused it.
func invariant(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    if !condition() {
        fatalError("invariant broken: " + String(reflecting: message()), file: file, line: line)
    }
}
