import NIOPosix
import PerKit
import PerOCR
import Synchronization

/// Reads photos off the event loop, at most ``ScanLimits/concurrent`` at once, with at most
/// ``ScanLimits/waiting`` more in line; past them a photo is refused at once (503).
///
/// Each photo is read on NIO's blocking thread pool by a ``ShelfTagScanner`` of its own: a
/// Tesseract instance reads one photo at a time, and the queue keeps the idle ones (made when
/// first needed: loading Tesseract's language data takes a moment).
final class ScanQueue: Sendable {
    private struct State {
        var running = 0
        var waiting: [CheckedContinuation<Bool, Never>] = []
        var idle: [ShelfTagScanner] = []
    }

    private let limits: ScanLimits
    private let state = Mutex(State())
    private let makeScanner: @Sendable () throws(OCRError) -> ShelfTagScanner

    /// A queue with `limits`, whose readers `makeScanner` makes.
    init(
        limits: ScanLimits,
        makeScanner: @escaping @Sendable () throws(OCRError) -> ShelfTagScanner = {
            () throws(OCRError) in ShelfTagScanner(reader: try TagReader())
        }
    ) {
        self.limits = limits
        self.makeScanner = makeScanner
    }

    /// Waits for a place, then receives the photo (`image`: a request's body is read only once
    /// it has a place, so that photos waiting in line take no memory) and reads it on a
    /// blocking thread.
    /// - Returns: The reading, or `nil` when the queue is full (nothing was received or read).
    /// - Throws: What `image` throws, and ``OCRError`` from reading the photo.
    func read(
        _ image: () async throws -> [UInt8], currency: Currency?, system: MeasurementSystem
    ) async throws -> ShelfTagReading? {
        guard await enter() else { return nil }
        defer { leave() }
        let image = try await image()
        let scanner = try state.withLock { $0.idle.popLast() } ?? makeScanner()
        defer { state.withLock { $0.idle.append(scanner) } }
        return try await NIOThreadPool.singleton.runIfActive {
            try scanner.read(imageData: image, currency: currency, system: system)
        }
    }

    /// Takes a place to read, waiting in line while every reader is busy.
    /// - Returns: `false` when the line is full too.
    private func enter() async -> Bool {
        await withCheckedContinuation { continuation in
            let decision = state.withLock { state -> Bool? in
                if state.running < limits.concurrent {
                    state.running += 1
                    return true
                }
                guard state.waiting.count < limits.waiting else { return false }
                state.waiting.append(continuation)
                return nil
            }
            if let decision { continuation.resume(returning: decision) }
        }
    }

    /// Gives the place to the first in line, or frees it.
    private func leave() {
        let next = state.withLock { state -> CheckedContinuation<Bool, Never>? in
            guard !state.waiting.isEmpty else {
                state.running -= 1
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume(returning: true)
    }
}
