/// One word Tesseract read, where it is in the original image, and how sure it was.
public struct OCRWord: Hashable, Sendable {
    /// The word's text, UTF-8 as Tesseract read it (never empty, no spaces).
    public var text: String
    /// Where the word is, in the original image's pixels.
    public var box: OCRBox
    /// Tesseract's confidence in the word, from 0 to 100.
    public var confidence: Double

    /// A word from its text, box and confidence.
    public init(text: String, box: OCRBox, confidence: Double) {
        self.text = text
        self.box = box
        self.confidence = confidence
    }

    /// The height of the word's box in the original image's pixels: on a shelf tag the price is
    /// the tallest number, the unit price and the size are small print.
    public var height: Int { box.height }
}
