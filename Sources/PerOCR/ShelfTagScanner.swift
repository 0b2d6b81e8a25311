import PerKit

/// Reads shelf-tag photos into PerKit's readings: Tesseract's words, with their boxes and
/// confidence (``TagReader``), read as a tag by `ShelfTagReading`.
///
/// `per scan` and `POST /api/scan` both read photos through it, so that a photo reads the same
/// on the command line and in the app.
public struct ShelfTagScanner: Sendable {
    /// The OCR reader.
    public let reader: TagReader

    /// A scanner reading with `reader`.
    public init(reader: TagReader) {
        self.reader = reader
    }

    /// Reads the tag in the photo `imageData` (JPEG, PNG or WebP).
    /// - Parameters:
    ///   - currency: The currency of amounts printed without a sign.
    ///   - system: Decides what `fl oz`, `pt` and `gal` mean.
    /// - Returns: What OCR read (`page`) and the reading of it.
    /// - Throws: ``OCRError`` for data that is not a readable image, as ``TagReader/read(imageData:)``.
    public func read(
        imageData: [UInt8], currency: Currency? = nil, system: MeasurementSystem = .metric
    ) throws(OCRError) -> ShelfTagReading {
        let page = try reader.read(imageData: imageData)
        return ShelfTagReading(reading: TagText(page), currency: currency, system: system)
    }
}

extension TagText {
    /// The words OCR read, with their boxes in the photo's pixels and their confidence.
    public init(_ page: OCRPage) {
        self.init(
            lines: page.lines.map { line in
                TagLine(
                    line.words.map { word in
                        TagWord(
                            word.text,
                            box: TagBox(
                                x: word.box.x, y: word.box.y, width: word.box.width, height: word.box.height),
                            confidence: Int(word.confidence.rounded()))
                    })
            })
    }
}
