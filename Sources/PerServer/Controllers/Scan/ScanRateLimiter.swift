import Foundation
import Synchronization

/// Counts the photos each key (a device, a client address) sent in a sliding window, and
/// refuses one past the limit until the oldest has left the window.
final class ScanRateLimiter: Sendable {
    private let table = Mutex<[String: [Date]]>([:])
    private let windowSeconds: Int
    /// Past this many keys, those with nothing in the window are dropped.
    private static let pruneThreshold = 10_000

    init(windowSeconds: Int) {
        self.windowSeconds = windowSeconds
    }

    /// Counts a photo of each of `keys` at `now`, each key with its limit, unless one of them
    /// has used it up.
    /// - Returns: `nil` when the photo may be read (and is counted for every key), or the whole
    ///   seconds until the first refused key may send again (at least 1; nothing is counted).
    func admit(_ keys: [(key: String, limit: Int)], now: Date) -> Int? {
        let start = now.addingTimeInterval(-TimeInterval(windowSeconds))
        return table.withLock { table in
            if table.count > Self.pruneThreshold {
                table = table.filter { $0.value.last.map { $0 > start } ?? false }
            }
            for (key, limit) in keys {
                let recent = (table[key] ?? []).filter { $0 > start }
                table[key] = recent
                if recent.count >= limit {
                    let wait = (recent.first ?? now).timeIntervalSince(start)
                    return max(1, Int(wait.rounded(.up)))
                }
            }
            for (key, _) in keys { table[key, default: []].append(now) }
            return nil
        }
    }
}
