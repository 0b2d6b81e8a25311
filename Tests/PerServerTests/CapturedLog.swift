import Logging
import Synchronization

/// Every message logged through ``logger``, with its metadata, for tests that check what
/// reaches the log.
final class CapturedLog: Sendable {
    private let lines = Mutex<[String]>([])

    /// A logger at `trace` that records into this log.
    var logger: Logger {
        var logger = Logger(label: "per") { _ in Handler(log: self) }
        logger.logLevel = .trace
        return logger
    }

    /// Everything logged so far, one line per message.
    var text: String {
        lines.withLock { $0.joined(separator: "\n") }
    }

    var count: Int {
        lines.withLock { $0.count }
    }

    fileprivate func append(_ line: String) {
        lines.withLock { $0.append(line) }
    }

    private struct Handler: LogHandler {
        let log: CapturedLog
        var logLevel: Logger.Level = .trace
        var metadata: Logger.Metadata = [:]

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            let all = metadata.merging(event.metadata ?? [:]) { $1 }
            let error = event.error.map { " error: \(String(reflecting: $0))" } ?? ""
            log.append("\(event.level) \(event.message) \(all) \(event.source)\(error)")
        }
    }
}
