import NIOCore

/// How `POST /api/scan` shares the machine: how many photos are read at once, how many may
/// wait, and how many one device and one address may send in a window.
public struct ScanLimits: Sendable, Equatable {
    /// Photos read at once, each by its own Tesseract instance on its own thread.
    public var concurrent: Int
    /// Photos that may wait for a reader; past them the server answers 503 with `Retry-After`.
    public var waiting: Int
    /// Photos one device may send per window; past them, 429 with `Retry-After`.
    public var perDevice: Int
    /// Photos one client address may send per window (every device behind it, and the
    /// machine itself without a token); past them, 429 with `Retry-After`.
    public var perAddress: Int
    /// The window of ``perDevice`` and ``perAddress``, in seconds.
    public var windowSeconds: Int
    /// The largest photo, in bytes: 10 MiB, more than a phone camera's JPEG.
    public static let maximumBytes = 10 * 1024 * 1024
    /// The types a photo may be sent as.
    public static let imageTypes = ["image/jpeg", "image/png", "image/webp"]

    /// As many photos at once as the machine has cores, as many waiting, 30 a minute per
    /// device and 60 per address.
    public static var standard: ScanLimits {
        let cores = max(1, System.coreCount)
        return ScanLimits(concurrent: cores, waiting: cores, perDevice: 30, perAddress: 60, windowSeconds: 60)
    }

    /// Limits with every value given.
    public init(concurrent: Int, waiting: Int, perDevice: Int, perAddress: Int, windowSeconds: Int) {
        self.concurrent = max(1, concurrent)
        self.waiting = max(0, waiting)
        self.perDevice = perDevice
        self.perAddress = perAddress
        self.windowSeconds = windowSeconds
    }
}
