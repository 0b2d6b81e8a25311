import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import PerOCR
import Testing

@testable import PerServer

/// `POST /api/scan` on a real Tesseract, with photos the shelf-tag corpus drew
/// (Tests/PerOCRTests/Fixtures).
@Suite("POST /api/scan")
struct ScanAPITests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("PerOCRTests/Fixtures")

    static func photo(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: fixtures.appendingPathComponent(name)))
    }

    static func scan(
        _ client: some TestClientProtocol, _ bytes: [UInt8], type: String = "image/png", query: String = "",
        headers: HTTPFields = [:]
    ) async throws -> TestResponse {
        var headers = headers
        headers[.contentType] = type
        return try await client.execute(
            uri: "/api/scan" + query, method: .post, headers: headers, body: ByteBuffer(bytes: bytes))
    }

    @Test("A device's photo of a tag is read: its fields, the unit price's check and the product line")
    func readsATag() async throws {
        try await withServer { client, _ in
            let response = try await Self.scan(client, try Self.photo("clean-tag.png"))
            #expect(response.status == .ok, "\(response.text)")
            #expect(response.headers[.contentType] == "application/json; charset=utf-8")
            let reading = try response.object()
            #expect(reading["price"] as? String == "1.40")
            #expect(reading["quantity"] as? String == "415 g")
            #expect(reading["product"] as? String == "Heinz Baked Beans: 1.40 for 415 g")
            let unitPrice = try #require(reading["tagUnitPrice"] as? [String: Any])
            #expect(unitPrice["check"] as? String == "matches")
            #expect(reading["file"] is NSNull)
        }
    }

    @Test("Without a token: refused from another machine, read from this one unless a proxy relayed it")
    func tokenUnlessLocal() async throws {
        let photo = try Self.photo("clean-tag.png")
        // The router's test client has no address: it is not the machine itself.
        try await withTestServer { server async throws in
            let response = try await Self.scan(server.client, photo)
            #expect(response.status == .unauthorized)
            #expect(response.headers[.wwwAuthenticate] == "Bearer")
        }
        try await withTestServer(framework: .live) { server async throws in
            #expect(try await Self.scan(server.client, photo).status == .ok)
            for header in ["Forwarded", "X-Forwarded-For", "X-Real-IP"] {
                let relayed = try await Self.scan(
                    server.client, photo, headers: [HTTPField.Name(header)!: "for=203.0.113.7"])
                #expect(relayed.status == .unauthorized, "with \(header)")
            }
            let wrong = try await Self.scan(server.client, photo, headers: [.authorization: "Bearer AAAA"])
            #expect(wrong.status == .unauthorized, "a wrong token is refused, even from this machine")
        }
    }

    /// A PNG's signature and header chunk saying `width` × `height`, then its end: no pixels.
    static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        func bigEndian(_ value: UInt32) -> [UInt8] {
            [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
        }
        func crc32(_ bytes: [UInt8]) -> UInt32 {
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in bytes {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            return ~crc
        }
        let header = Array("IHDR".utf8) + bigEndian(width) + bigEndian(height) + [8, 2, 0, 0, 0]
        let end = Array("IEND".utf8)
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + bigEndian(13) + header
            + bigEndian(crc32(header))
            + bigEndian(0) + end + bigEndian(crc32(end))
    }

    @Test("What is not a readable photo is refused, each with why, and nothing is read")
    func refusals() async throws {
        let photo = try Self.photo("clean-tag.png")
        try await withServer { client, _ in
            let cases:
                [(bytes: [UInt8], type: String, query: String, status: HTTPResponse.Status, says: String)] = [
                    (photo, "text/plain", "", .unsupportedMediaType, "image/jpeg, image/png or image/webp"),
                    ([], "image/png", "", .unprocessableContent, "empty"),
                    (Array("hello".utf8), "image/jpeg", "", .unprocessableContent, "not an image"),
                    (
                        Array(photo.prefix(200)), "image/png", "", .unprocessableContent,
                        "cut short or damaged"
                    ),
                    (
                        Array("GIF89a".utf8) + [UInt8](repeating: 0, count: 40), "image/png", "",
                        .unprocessableContent, "GIF"
                    ),
                    (
                        Self.pngHeader(width: 20_000, height: 20_000), "image/png", "", .contentTooLarge,
                        "50 megapixels"
                    ),
                    (
                        [UInt8](repeating: 0, count: ScanLimits.maximumBytes + 1), "image/png", "",
                        .contentTooLarge,
                        "larger than"
                    ),
                    (photo, "image/png", "?system=imperial", .unprocessableContent, "not metric, us or uk"),
                    (photo, "image/png", "?currency=XYZ", .unprocessableContent, "currency XYZ"),
                ]
            for refused in cases {
                let response = try await Self.scan(
                    client, refused.bytes, type: refused.type, query: refused.query)
                #expect(response.status == refused.status, "\(refused.says): \(response.text)")
                let message = try response.object()["error"] as? String ?? ""
                #expect(message.contains(refused.says), "\(message)")
            }
        }
    }

    @Test("Past its photos in the window a device gets 429, and so does an address past its own")
    func rateLimits() async throws {
        let limits = ScanLimits(concurrent: 1, waiting: 1, perDevice: 2, perAddress: 3, windowSeconds: 60)
        try await withTestServer(scanLimits: limits) { server async throws in
            let first = try await server.createHousehold()
            let second = try await server.join(first)
            let notAPhoto = Array("hello".utf8)
            // Counted before the body is read: refused bodies count too.
            #expect(try await Self.scan(first.client, notAPhoto).status == .unprocessableContent)
            #expect(try await Self.scan(first.client, notAPhoto).status == .unprocessableContent)
            let limited = try await Self.scan(first.client, notAPhoto)
            #expect(limited.status == .tooManyRequests)
            #expect(limited.headers[.retryAfter] == "60")
            // The other device of the same address has one photo left of the address's three.
            #expect(try await Self.scan(second.client, notAPhoto).status == .unprocessableContent)
            #expect(try await Self.scan(second.client, notAPhoto).status == .tooManyRequests)
            server.clock.advance(by: 61)
            #expect(try await Self.scan(first.client, notAPhoto).status == .unprocessableContent)
        }
    }

    @Test("When every reader is busy and the line is full, a photo is refused at once")
    func queueFull() async throws {
        let queue = ScanQueue(
            limits: ScanLimits(concurrent: 1, waiting: 1, perDevice: 100, perAddress: 100, windowSeconds: 60))
        let (gate, open) = AsyncStream<Void>.makeStream()
        let (arrived, arrive) = AsyncStream<Void>.makeStream()
        // The first photo holds the only reader while its body "arrives"; the second waits in line.
        let first = Task {
            try await queue.read(
                {
                    arrive.yield()
                    for await _ in gate { break }
                    return Array("hello".utf8)
                }, currency: nil, system: .metric)
        }
        for await _ in arrived { break }
        let second = Task { try await queue.read({ Array("hello".utf8) }, currency: nil, system: .metric) }
        try await Task.sleep(for: .milliseconds(100))
        let third = try await queue.read({ Array("hello".utf8) }, currency: nil, system: .metric)
        #expect(third == nil, "a third photo is refused")
        open.yield()
        for task in [first, second] {
            await #expect(throws: OCRError.notAnImage) { try await task.value }
        }
        await #expect(throws: OCRError.notAnImage) {
            try await queue.read({ Array("hello".utf8) }, currency: nil, system: .metric)
        }
    }

    @Test("Neither the photo nor what it says reaches the log")
    func notLogged() async throws {
        let log = CapturedLog()
        try await withTestServer(logger: log.logger, framework: .live) { server async throws in
            #expect(try await Self.scan(server.client, try Self.photo("clean-tag.png")).status == .ok)
        }
        #expect(log.text.contains("POST /api/scan 200"))
        #expect(!log.text.contains("Heinz"))
        #expect(!log.text.contains("PNG"))
    }
}
