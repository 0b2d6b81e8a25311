/// A device's hybrid logical clock: stamps its writes so that each is later than every stamp
/// the device has written or seen, while staying close to the wall clock.
///
/// PerKit has no clock: the front end passes its wall-clock time in milliseconds to each call.
public struct HybridClock: Hashable, Sendable {
    /// The device whose writes this clock stamps.
    public let device: String
    /// The latest stamp written or seen, or `nil` before the first.
    public private(set) var latest: HybridTimestamp?

    /// A clock for `device` that has seen `latest`, or `nil` when `device` is not a valid
    /// device id (see ``HybridTimestamp/isValidDevice(_:)``).
    public init?(device: String, latest: HybridTimestamp? = nil) {
        guard HybridTimestamp.isValidDevice(device) else { return nil }
        self.device = device
        self.latest = latest
    }

    /// A stamp for a write made now: later than every stamp written or seen.
    ///
    /// When the wall clock is behind the latest stamp (it went back, or another device's
    /// clock is ahead), the stamp keeps the latest milliseconds and counts on; past
    /// ``HybridTimestamp/maximumCounter`` it takes the next millisecond instead, so every stamp
    /// it makes can be read back. Only at the last millisecond of year 9999 with the counter
    /// used up does it repeat the latest time (under this device's id).
    public mutating func tick(now milliseconds: Int64) -> HybridTimestamp {
        let wall = min(max(milliseconds, 0), HybridTimestamp.maximumMilliseconds)
        var next = (milliseconds: wall, counter: Int64(0))
        if let latest, latest.milliseconds >= wall {
            if latest.counter < HybridTimestamp.maximumCounter {
                next = (latest.milliseconds, latest.counter + 1)
            } else if latest.milliseconds < HybridTimestamp.maximumMilliseconds {
                next = (latest.milliseconds + 1, 0)
            } else {
                next = (latest.milliseconds, latest.counter)
            }
        }
        // The parts are in range, so this always makes a stamp.
        let stamp = HybridTimestamp(milliseconds: next.milliseconds, counter: next.counter, device: device)!
        latest = stamp
        return stamp
    }

    /// Takes note of a stamp written elsewhere, so that later ticks come after it.
    public mutating func observe(_ stamp: HybridTimestamp) {
        guard let current = latest else {
            latest = HybridTimestamp(milliseconds: stamp.milliseconds, counter: stamp.counter, device: device)
            return
        }
        if (stamp.milliseconds, stamp.counter) > (current.milliseconds, current.counter) {
            latest = HybridTimestamp(milliseconds: stamp.milliseconds, counter: stamp.counter, device: device)
        }
    }
}
