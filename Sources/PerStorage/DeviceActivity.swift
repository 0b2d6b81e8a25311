import Foundation

/// The times both databases keep of devices: when a device was last seen, and how long a
/// removed device's token hash is kept.
enum DeviceActivity {
    /// How often a device's last-seen time is written: at most once a minute, so that an
    /// authenticated request is a read, not a write, almost always.
    static let lastSeenGranularity: TimeInterval = 60
    /// How long the token hash of a removed device is kept, to tell its failures from guesses.
    static let removedDeviceLifetime: TimeInterval = 365 * 24 * 3600

    /// Whether a device last seen at `lastSeen` is to be recorded as seen at `date` (whole
    /// seconds): once ``lastSeenGranularity`` has passed.
    static func isStale(lastSeen: Date, at date: Date) -> Bool {
        date.timeIntervalSince(lastSeen) >= lastSeenGranularity
    }

    /// Removed devices' token hashes kept since before this date are deleted when a device is
    /// removed at `date`.
    static func removedDevicePurgeDate(at date: Date) -> Date {
        date.addingTimeInterval(-removedDeviceLifetime)
    }
}
