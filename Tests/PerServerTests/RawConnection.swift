import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// The system calls, under names that the methods of `RawConnection` don't hide.
private func openSocket() -> Int32 {
    #if canImport(Darwin)
        socket(AF_INET, SOCK_STREAM, 0)
    #else
        socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #endif
}
private func closeSocket(_ descriptor: Int32) { _ = close(descriptor) }
private func sendBytes(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
    #if canImport(Darwin)
        send(descriptor, bytes.baseAddress, bytes.count, 0)
    #else
        send(descriptor, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
    #endif
}
private func connectSocket(_ descriptor: Int32, port: Int) -> Bool {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    return withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
        }
    }
}

/// A plain TCP connection to a live test server on 127.0.0.1, for what an HTTP client library
/// won't send: requests trickled a byte at a time, malformed request lines, many connections.
/// The socket is non-blocking; waits sleep between attempts rather than block a thread.
final class RawConnection {
    private var descriptor: Int32
    /// Everything received so far.
    private(set) var received: [UInt8] = []
    /// Whether the server closed the connection (or reset it).
    private(set) var closedByServer = false

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    init(port: Int) throws {
        descriptor = openSocket()
        guard descriptor >= 0 else { throw Failure(description: "socket: errno \(errno)") }
        guard connectSocket(descriptor, port: port) else {
            let error = errno
            closeSocket(descriptor)
            throw Failure(description: "connect: errno \(error)")
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        close()
    }

    func close() {
        if descriptor >= 0 {
            closeSocket(descriptor)
            descriptor = -1
        }
    }

    /// Sends the bytes; `false` when the server has closed the connection.
    @discardableResult
    func send(_ text: String) -> Bool {
        send(Array(text.utf8))
    }

    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { sendBytes(descriptor, $0) }
            if sent < 0 {
                if errno == EAGAIN || errno == EWOULDBLOCK {
                    usleep(1000)
                    continue
                }
                return false
            }
            offset += sent
        }
        return true
    }

    /// Reads what has arrived, without waiting.
    private func poll() {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while !closedByServer {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                received += buffer[..<count]
            } else if count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK) {
                closedByServer = true
            } else {
                return
            }
        }
    }

    /// Waits until `done` holds of what was received (or the server closed the connection),
    /// for at most `timeout`; returns whether it holds.
    func wait(
        upTo timeout: Duration = .seconds(10), until done: (RawConnection) -> Bool
    ) async throws -> Bool {
        let deadline = ContinuousClock.now + timeout
        while true {
            poll()
            if done(self) { return true }
            if closedByServer || ContinuousClock.now >= deadline { return false }
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    /// Waits until the server closes the connection; returns whether it did within `timeout`.
    func waitForClose(upTo timeout: Duration = .seconds(10)) async throws -> Bool {
        _ = try await wait(upTo: timeout) { $0.closedByServer }
        return closedByServer
    }

    /// Reads one whole response (head and `Content-Length` body) and removes it from
    /// ``received``; `nil` when none arrives within `timeout`.
    func response(upTo timeout: Duration = .seconds(10)) async throws -> RawResponse? {
        var parsed: RawResponse?
        _ = try await wait(upTo: timeout) { connection in
            parsed = RawResponse(parsing: connection.received)
            return parsed != nil
        }
        if let parsed { received.removeFirst(parsed.length) }
        return parsed
    }
}

/// An HTTP/1.1 response as received: status, header lines and body.
struct RawResponse {
    let status: Int
    /// The header fields, names lowercased, in order.
    let fields: [(name: String, value: String)]
    let body: String
    /// The bytes it took.
    let length: Int

    /// The response at the start of `bytes`, or `nil` while it is incomplete.
    init?(parsing bytes: [UInt8]) {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard let end = bytes.indices.dropLast(3).first(where: { Array(bytes[$0..<$0 + 4]) == separator })
        else {
            return nil
        }
        let head = String(decoding: bytes[..<end], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { return nil }
        let fields = lines.compactMap { line -> (name: String, value: String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (
                line[..<colon].lowercased(),
                line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            )
        }
        let bodyLength = fields.first { $0.name == "content-length" }.flatMap { Int($0.value) } ?? 0
        guard bytes.count >= end + 4 + bodyLength else { return nil }
        self.status = status
        self.fields = fields
        self.body = String(decoding: bytes[(end + 4)..<(end + 4 + bodyLength)], as: UTF8.self)
        self.length = end + 4 + bodyLength
    }

    /// The values of the fields named `name` (any case).
    func values(_ name: String) -> [String] {
        fields.filter { $0.name == name.lowercased() }.map(\.value)
    }
}
