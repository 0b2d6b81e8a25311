/// Why a photo could not be read. Each refusal happens before the image is decoded, except
/// `undecodable`.
public enum OCRError: Error, Hashable, Sendable {
    /// The data is empty.
    case empty
    /// The data does not start like any image.
    case notAnImage
    /// An image in a format other than JPEG, PNG or WebP (e.g. "TIFF", "GIF", "BMP").
    case unsupportedFormat(String)
    /// The header gives no usable width and height: the data is cut short or damaged.
    case unreadableHeader
    /// The image has more than `OCRLimits.maximumPixels` pixels, judged from its header.
    case tooLarge(width: Int, height: Int)
    /// The header was fine but the image could not be decoded: cut short or damaged.
    case undecodable
    /// Tesseract has no trained data for these languages (a `+`-separated list) in this folder.
    case languageDataMissing(languages: String, dataPath: String)
    /// Tesseract failed while recognising the prepared image.
    case recognitionFailed
}
