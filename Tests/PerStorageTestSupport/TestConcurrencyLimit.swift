import Synchronization

/// Lets at most `limit` callers run at once; the others wait their turn, in order.
public final class TestConcurrencyLimit: Sendable {
    private struct State {
        var running = 0
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let limit: Int
    private let state = Mutex(State())

    /// At most `limit` callers at once.
    public init(_ limit: Int) {
        self.limit = limit
    }

    /// Runs `body` once fewer than `limit` others run.
    public func run<Value: Sendable>(_ body: () async throws -> Value) async throws -> Value {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let resumeNow = state.withLock { state -> Bool in
                guard state.running < limit else {
                    state.waiting.append(continuation)
                    return false
                }
                state.running += 1
                return true
            }
            if resumeNow { continuation.resume() }
        }
        defer {
            let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
                guard !state.waiting.isEmpty else {
                    state.running -= 1
                    return nil
                }
                return state.waiting.removeFirst()
            }
            next?.resume()
        }
        return try await body()
    }
}
