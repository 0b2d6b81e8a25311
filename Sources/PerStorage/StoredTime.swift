import Foundation

/// How both databases keep times: in whole seconds.
enum StoredTime {
    /// `date` without its fraction of a second: the API shows whole seconds, and a time kept
    /// this way reads back from either database exactly as it was answered when it was written
    /// (SQLite keeps milliseconds, which can round a time up into the next second).
    static func wholeSeconds(_ date: Date) -> Date {
        Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
    }
}
