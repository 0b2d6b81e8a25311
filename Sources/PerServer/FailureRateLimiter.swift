import Foundation
import Synchronization

/// Counts failed authentications and failed joins per client address, and says how long an
/// address that has used up its ``FailureLimit`` must wait.
///
/// A sliding window: an address is refused while it has `failures` failures less than
/// `windowSeconds` old, and may try again once the oldest of them has left the window. Only
/// failures are kept, at most `failures` per address; addresses whose failures have all left
/// the window are forgotten when the table grows.
final class FailureRateLimiter: Sendable {
    private let limit: FailureLimit
    private let failures = Mutex<[String: [Date]]>([:])
    /// Past this many addresses, those with no failure in the window are dropped.
    private static let pruneThreshold = 10_000

    init(limit: FailureLimit) {
        self.limit = limit
    }

    /// Whole seconds until `address` may try again (at least 1), or `nil` when it may now.
    func retryAfter(_ address: String, now: Date) -> Int? {
        let window = TimeInterval(limit.windowSeconds)
        return failures.withLock { table -> Int? in
            guard let times = table[address] else { return nil }
            let recent = times.filter { $0 > now.addingTimeInterval(-window) }
            table[address] = recent.isEmpty ? nil : recent
            guard recent.count >= limit.failures, let oldest = recent.first else { return nil }
            return max(1, Int(oldest.addingTimeInterval(window).timeIntervalSince(now).rounded(.up)))
        }
    }

    /// Counts a failure of `address` at `now`.
    func recordFailure(_ address: String, now: Date) {
        let window = TimeInterval(limit.windowSeconds)
        let keep = max(1, limit.failures)
        failures.withLock { table in
            if table.count >= Self.pruneThreshold {
                table = table.filter { _, times in
                    times.last.map { $0 > now.addingTimeInterval(-window) } ?? false
                }
            }
            var times = table[address, default: []].filter { $0 > now.addingTimeInterval(-window) }
            times.append(now)
            if times.count > keep { times.removeFirst(times.count - keep) }
            table[address] = times
        }
    }
}
