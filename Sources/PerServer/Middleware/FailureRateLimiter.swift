import Foundation
import Synchronization

/// Counts attempts that fail (authentications, joins) per key, usually a client address, and
/// refuses a key that has used up its ``FailureLimit`` until the window has passed.
///
/// An attempt reserves its place before it is checked (``reserve(_:now:)``) and gives it back
/// when it is known to have succeeded (``succeeded(_:)``) or failed (``failed(_:now:)``).
/// Attempts in flight take the places of failures until then: past the places left, a new
/// attempt waits for one to end, so that guesses sent all at once get no more checks than
/// guesses sent one by one, and a household's devices that sync at once are only queued for
/// the moment a token takes to look up.
///
/// A sliding window: a key is refused while its failures less than `windowSeconds` old and
/// its attempts in flight reach `failures`; it may try again once the oldest failure has left
/// the window. Keys with nothing in the window are forgotten when the table grows.
final class FailureRateLimiter: Sendable {
    private struct Entry {
        /// The failures in the window, oldest first; at most the limit's `failures`.
        var failures: [Date] = []
        /// The attempts reserved and not yet given back.
        var inFlight = 0
    }

    private let limit: FailureLimit
    private let table = Mutex<[String: Entry]>([:])
    /// Past this many keys, those with no failure in the window and nothing in flight are dropped.
    private static let pruneThreshold = 10_000

    init(limit: FailureLimit) {
        self.limit = limit
    }

    /// Reserves an attempt of `key` at `now`, waiting while the places left are taken by
    /// attempts in flight.
    /// - Returns: `nil` when the attempt may go ahead (then call ``succeeded(_:)`` or
    ///   ``failed(_:now:)`` once), or the whole seconds until `key` may try again (at least 1).
    func reserve(_ key: String, now: Date) async -> Int? {
        for _ in 0..<Self.waitSteps {
            switch tryReserve(key, now: now) {
            case .reserved: return nil
            case .refused(let seconds): return seconds
            case .busy: try? await Task.sleep(for: Self.waitStep)
            }
        }
        return 1
    }

    /// How long an attempt waits for a place at most: `waitSteps` × `waitStep`.
    private static let waitSteps = 2_000
    private static let waitStep = Duration.milliseconds(5)

    private enum Reservation {
        case reserved
        case refused(Int)
        case busy
    }

    private func tryReserve(_ key: String, now: Date) -> Reservation {
        let start = now.addingTimeInterval(-TimeInterval(limit.windowSeconds))
        return table.withLock { table -> Reservation in
            if table.count >= Self.pruneThreshold {
                table = table.filter { _, entry in
                    entry.inFlight > 0 || (entry.failures.last.map { $0 > start } ?? false)
                }
            }
            var entry = table[key, default: Entry()]
            entry.failures.removeAll { $0 <= start }
            defer { table[key] = entry }
            if entry.failures.count >= limit.failures, let oldest = entry.failures.first {
                let wait = oldest.addingTimeInterval(TimeInterval(limit.windowSeconds)).timeIntervalSince(now)
                return .refused(max(1, Int(wait.rounded(.up))))
            }
            guard entry.failures.count + entry.inFlight < limit.failures else { return .busy }
            entry.inFlight += 1
            return .reserved
        }
    }

    /// Gives back a reserved attempt that succeeded.
    func succeeded(_ key: String) {
        table.withLock { table in
            guard var entry = table[key] else { return }
            entry.inFlight = max(0, entry.inFlight - 1)
            table[key] = entry.inFlight == 0 && entry.failures.isEmpty ? nil : entry
        }
    }

    /// Gives back a reserved attempt that failed at `now`: it counts until it leaves the window.
    func failed(_ key: String, now: Date) {
        table.withLock { table in
            var entry = table[key, default: Entry()]
            entry.inFlight = max(0, entry.inFlight - 1)
            entry.failures.append(now)
            if entry.failures.count > max(1, limit.failures) {
                entry.failures.removeFirst(entry.failures.count - max(1, limit.failures))
            }
            table[key] = entry
        }
    }
}
