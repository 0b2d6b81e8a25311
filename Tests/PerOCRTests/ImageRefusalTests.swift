import PerOCR
import Testing

@Suite("Refusing what isn't a photo to read, before decoding")
struct ImageRefusalTests {
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    @Test(
        "Bytes that aren't a JPEG, PNG or WebP image",
        arguments: [
            ([], OCRError.empty),
            (Array("hello, shelf".utf8), .notAnImage),
            ([0xFF, 0xD8], .notAnImage),
            (Array("GIF89a".utf8) + [UInt8](repeating: 0, count: 20), .unsupportedFormat("GIF")),
            ([0x49, 0x49, 0x2A, 0x00] + [UInt8](repeating: 0, count: 20), .unsupportedFormat("TIFF")),
            (Array("%PDF-1.7".utf8), .unsupportedFormat("PDF")),
            (png, .unreadableHeader),
            ([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10], .unreadableHeader),
        ] as [([UInt8], OCRError)]
    )
    func refused(bytes: [UInt8], error: OCRError) throws {
        let reader = try TagReader()
        #expect(throws: error) { try reader.read(imageData: bytes) }
    }

    @Test("A header of more than 50 megapixels is refused without decoding")
    func hugeDimensions() throws {
        // A PNG header of 20,000 × 20,000 pixels and no pixel data at all: were it decoded, the
        // error would be `.undecodable`, and 1.6 GB would have been asked for.
        let huge = Self.pngHeader(width: 20_000, height: 20_000)
        #expect(throws: OCRError.tooLarge(width: 20_000, height: 20_000)) {
            try TagReader().read(imageData: huge)
        }
        let wide = Self.pngHeader(width: 1_000_000, height: 51)
        #expect(throws: OCRError.tooLarge(width: 1_000_000, height: 51)) {
            try TagReader().read(imageData: wide)
        }
    }

    @Test("A small header with no pixels behind it is undecodable")
    func headerWithoutPixels() throws {
        #expect(throws: OCRError.undecodable) {
            try TagReader().read(imageData: Self.pngHeader(width: 100, height: 100))
        }
    }

    @Test("Truncated images are refused", arguments: ["clean-tag.png", "photo-tag.jpg"])
    func truncated(name: String) throws {
        let bytes = try Fixture.bytes(name)
        let reader = try TagReader()
        #expect(throws: OCRError.undecodable) {
            try reader.read(imageData: Array(bytes.prefix(bytes.count * 2 / 3)))
        }
    }

    /// A PNG signature, IHDR chunk (8-bit RGB) of the given size and IEND chunk, with their CRCs:
    /// a header with no pixel data.
    static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        func bigEndian(_ value: UInt32) -> [UInt8] {
            [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
        }
        let chunk = Array("IHDR".utf8) + bigEndian(width) + bigEndian(height) + [8, 2, 0, 0, 0]
        let end = Array("IEND".utf8)
        return png + bigEndian(13) + chunk + bigEndian(crc32(chunk))
            + bigEndian(0) + end + bigEndian(crc32(end))
    }

    /// The CRC-32 of PNG chunks (polynomial 0xEDB88320).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
