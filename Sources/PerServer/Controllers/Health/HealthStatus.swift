/// The answer to `GET /api/health`, e.g. `{"status":"ok","wasm":false,"buildHint":"make wasm"}`,
/// so the page can say how to build a missing `per.wasm`.
struct HealthStatus: Encodable, Sendable {
    var status = "ok"
    /// Whether `per.wasm` is in the web root.
    var wasm: Bool
    /// The command that builds `per.wasm`.
    var buildHint = "make wasm"
}
