#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's standard streams and environment, through the C library only (no
/// Foundation: it would add to every start-up).
enum Terminal {
    /// Whether the file descriptor is a terminal.
    static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    /// The value of an environment variable, if set.
    static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }

    /// Writes text for a person to standard output in one go: its line feeds are kept, every
    /// other control character is shown by ``visible(_:keepingLineFeeds:)``.
    static func writeOutput(_ text: String) {
        write(visible(text, keepingLineFeeds: true), to: 1)
    }

    /// Writes lines for a person to standard output, each followed by a line feed. Each line is
    /// shown by ``visible(_:keepingLineFeeds:)`` whole, so that a line feed inside one (in a
    /// name, say) can't start a line of its own.
    static func writeOutput(lines: [String]) {
        write(lines.map { visible($0) + "\n" }.joined(), to: 1)
    }

    /// Writes text for a person to standard error, as ``writeOutput(_:)`` writes it.
    static func writeError(_ text: String) {
        write(visible(text, keepingLineFeeds: true), to: 2)
    }

    /// Writes `text` to standard output as it is: a file's content (CSV, JSON, whose writers
    /// escape what they must), or a table whose cells went through ``visible(_:keepingLineFeeds:)``
    /// before it was coloured.
    static func writeData(_ text: String) {
        write(text, to: 1)
    }

    /// `text` as `per` shows text that came from data — names and stores from arguments, share
    /// links, files or the price-book database, and the messages that quote them: every control
    /// character (C0 such as tab, line feed and escape; DEL; C1) is written as `\u{1B}`, its
    /// code in two hexadecimal digits, so that nothing it holds can move the cursor, change the
    /// terminal's colours or start a line of its own. Everything else is left as it is.
    ///
    /// - Parameter keepingLineFeeds: Whether line feeds are the text's own, between its lines,
    ///   and stay.
    static func visible(_ text: String, keepingLineFeeds: Bool = false) -> String {
        var needsEscapes = false
        for scalar in text.unicodeScalars where isEscaped(scalar, keepingLineFeeds) {
            needsEscapes = true
            break
        }
        guard needsEscapes else { return text }
        let digits = Array("0123456789ABCDEF".unicodeScalars)
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard isEscaped(scalar, keepingLineFeeds) else {
                result.append(scalar)
                continue
            }
            result.append(contentsOf: "\\u{".unicodeScalars)
            result.append(digits[Int(scalar.value >> 4)])
            result.append(digits[Int(scalar.value & 0xF)])
            result.append("}")
        }
        return String(result)
    }

    /// Whether ``visible(_:keepingLineFeeds:)`` writes `scalar` as an escape.
    private static func isEscaped(_ scalar: Unicode.Scalar, _ keepingLineFeeds: Bool) -> Bool {
        let value = scalar.value
        return (value < 0x20 && !(keepingLineFeeds && value == 0x0A)) || (0x7F...0x9F).contains(value)
    }

    private static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { buffer in
            guard var pointer = buffer.baseAddress else { return }
            var remaining = buffer.count
            while remaining > 0 {
                #if canImport(Darwin)
                let written = Darwin.write(descriptor, pointer, remaining)
                #elseif canImport(Musl)
                let written = Musl.write(descriptor, pointer, remaining)
                #else
                let written = Glibc.write(descriptor, pointer, remaining)
                #endif
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                pointer += written
                remaining -= written
            }
        }
    }

    /// The bytes of the file at `path`, or of standard input for `-`, to the end.
    /// - Throws: ``ReadFailure`` with the system's reason, e.g. `No such file or directory`.
    static func readBytes(path: String) throws(ReadFailure) -> [UInt8] {
        let descriptor = path == "-" ? 0 : open(path, O_RDONLY)
        guard descriptor >= 0 else { throw ReadFailure(code: errno) }
        defer { if descriptor != 0 { close(descriptor) } }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw ReadFailure(code: errno)
            }
            if count == 0 { return bytes }
            bytes += buffer[0..<count]
        }
    }

    /// A file that could not be read, and why.
    struct ReadFailure: Error {
        /// The system's description of the error, e.g. `No such file or directory`.
        let reason: String

        init(code: Int32) {
            reason = String(cString: strerror(code))
        }
    }

    /// Reads standard input to the end, line by line (`\n` or `\r\n`).
    static func readLines() -> [String] {
        var lines: [String] = []
        while let line = readLine(strippingNewline: true) {
            lines.append(line.hasSuffix("\r") ? String(line.dropLast()) : line)
        }
        return lines
    }
}

/// ANSI styling for standard output, active only on a terminal and only when neither
/// `--no-color` nor a non-empty `NO_COLOR` (https://no-color.org) says otherwise.
struct Style {
    /// Whether escapes are written.
    let isEnabled: Bool

    /// Decides from the flag, the environment and standard output.
    init(noColorFlag: Bool) {
        let noColorEnvironment = !(Terminal.environment("NO_COLOR") ?? "").isEmpty
        let dumb = Terminal.environment("TERM") == "dumb"
        isEnabled = !noColorFlag && !noColorEnvironment && !dumb && Terminal.isTerminal(1)
    }

    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }
    func green(_ text: String) -> String { wrap(text, "32") }
    func boldGreen(_ text: String) -> String { wrap(text, "1;32") }

    private func wrap(_ text: String, _ code: String) -> String {
        isEnabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
