extension OCRError {
    /// What went wrong, in one sentence a shopper can act on: `per scan` prints it after the
    /// file's name, and `POST /api/scan` answers it.
    public var message: String {
        switch self {
        case .empty:
            "The file is empty: a photo of a shelf tag is a JPEG, PNG or WebP image"
        case .notAnImage:
            "This is not an image: a photo of a shelf tag is a JPEG, PNG or WebP image"
        case .unsupportedFormat(let format):
            "This is a \(format) image: Per reads JPEG, PNG and WebP photos"
        case .unreadableHeader:
            "The image is cut short or damaged: its size can't be read"
        case .tooLarge(let width, let height):
            "The image is \(width) × \(height) pixels: Per reads photos of at most "
                + "\(OCRLimits.maximumPixels / 1_000_000) megapixels"
        case .undecodable:
            "The image is cut short or damaged: it can't be decoded"
        case .languageDataMissing(let languages, let dataPath):
            "Tesseract's language data for \(languages) is not in \(dataPath): install tesseract-ocr-eng"
        case .recognitionFailed:
            "Tesseract could not read the photo"
        }
    }
}
