import CTesseract

/// Turns the bytes of a photo into a Leptonica image, refusing what isn't a JPEG, PNG or WebP
/// image of at most `OCRLimits.maximumPixels`, from the header, before decoding anything.
enum ImageDecoder {
    /// The decoded image of `data`.
    ///
    /// - Throws: `OCRError.empty`, `.notAnImage`, `.unsupportedFormat`, `.unreadableHeader`,
    ///   `.tooLarge` (all before decoding), or `.undecodable` when the pixels are cut short.
    static func decode(_ data: [UInt8]) throws(OCRError) -> PixImage {
        let format = try ImageFormat(sniffing: data)
        let (width, height) = try dimensions(of: data)
        if width <= 0 || height <= 0 { throw .unreadableHeader }
        if width.multipliedReportingOverflow(by: height).partialValue > OCRLimits.maximumPixels
            || width > OCRLimits.maximumPixels || height > OCRLimits.maximumPixels
        {
            throw .tooLarge(width: width, height: height)
        }
        let pix = data.withUnsafeBufferPointer { buffer -> UnsafeMutablePointer<Pix>? in
            guard let base = buffer.baseAddress else { return nil }
            switch format {
            case .jpeg:
                // Leptonica's default hint refuses corrupt or truncated JPEG data.
                var warnings: Int32 = 0
                return pixReadMemJpeg(base, buffer.count, 0, 1, &warnings, 0)
            case .png: return pixReadMemPng(base, buffer.count)
            case .webP: return pixReadMemWebP(base, buffer.count)
            }
        }
        guard let image = PixImage(pix) else { throw .undecodable }
        guard image.width == width, image.height == height else { throw .undecodable }
        return image
    }

    /// The width and height the header of `data` gives, without decoding the pixels.
    private static func dimensions(of data: [UInt8]) throws(OCRError) -> (Int, Int) {
        var format: Int32 = 0
        var width: Int32 = 0
        var height: Int32 = 0
        let status = data.withUnsafeBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return 1 }
            return pixReadHeaderMem(base, buffer.count, &format, &width, &height, nil, nil, nil)
        }
        guard status == 0 else { throw .unreadableHeader }
        return (Int(width), Int(height))
    }
}
