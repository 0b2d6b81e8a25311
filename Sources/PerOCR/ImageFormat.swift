/// The image formats a shelf-tag photo may come in, told from the first bytes of the data.
enum ImageFormat: Equatable {
    case jpeg
    case png
    case webP

    /// The format of `data`.
    ///
    /// - Throws: `OCRError.empty`, `.unsupportedFormat` for another known image format, or
    ///   `.notAnImage`.
    init(sniffing data: [UInt8]) throws(OCRError) {
        func starts(with prefix: [UInt8], at offset: Int = 0) -> Bool {
            data.count >= offset + prefix.count && Array(data[offset..<offset + prefix.count]) == prefix
        }
        if data.isEmpty { throw .empty }
        if starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if starts(with: Array("RIFF".utf8)) && starts(with: Array("WEBP".utf8), at: 8) {
            self = .webP
        } else if let other = Self.otherFormat(of: data) {
            throw .unsupportedFormat(other)
        } else {
            throw .notAnImage
        }
    }

    /// The name of another image format `data` starts like, if any.
    private static func otherFormat(of data: [UInt8]) -> String? {
        let signatures: [(bytes: [UInt8], name: String)] = [
            (Array("GIF8".utf8), "GIF"),
            ([0x49, 0x49, 0x2A, 0x00], "TIFF"),
            ([0x4D, 0x4D, 0x00, 0x2A], "TIFF"),
            (Array("BM".utf8), "BMP"),
            ([0x00, 0x00, 0x00, 0x0C, 0x6A, 0x50, 0x20, 0x20], "JPEG 2000"),
            (Array("%PDF".utf8), "PDF"),
        ]
        for signature in signatures where data.starts(with: signature.bytes) {
            return signature.name
        }
        if data.count >= 12, Array(data[4..<8]) == Array("ftyp".utf8) {
            return "HEIF"
        }
        return nil
    }
}
