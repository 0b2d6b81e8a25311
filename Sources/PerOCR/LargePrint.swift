import CTesseract

/// Reads the big print of a tag — the price — in the prepared image reduced to a third.
///
/// Tesseract reads text best when capitals are a few dozen pixels tall; a price several hundred
/// pixels tall, scaled up with the small print, comes out as noise. In the reduced image it is
/// the right size. Superscript cents ("$3" with a small raised "99") come out of Tesseract as one
/// word ending in a quote or degree sign; the raised symbols at the end of a tall word are read
/// again alone, as digits only, and the word is split into the price and its cents, each with its
/// own box.
enum LargePrint {
    /// Reads an image in a page-segmentation mode, with only the characters given when any are.
    typealias Recognize = (borrowing PixImage, PageSegmentation, String?) throws(OCRError) -> [RecognizedWord]

    /// The reduction of the prepared image.
    static let reduction = 1.0 / 3
    /// A word of this pass is kept when it is at least this many times the median height of the
    /// words of the full-size passes.
    static let tallness = 2.5

    /// The tall words of `image` (the prepared image) in its pixels, given the words the
    /// full-size passes read: one group per word read, two words (the price and its cents) when
    /// it was split.
    static func words(
        in image: borrowing PixImage, besides words: [OCRWord], minimumConfidence: Double,
        read: Recognize
    ) throws(OCRError) -> [[OCRWord]] {
        guard let small = PixImage(pixScale(image.pointer, Float(reduction), Float(reduction))) else {
            return []
        }
        let heights = words.map(\.box.height).sorted()
        let median = heights.isEmpty ? 0 : Double(heights[heights.count / 2])
        var found: [[OCRWord]] = []
        for recognized in try read(small, .sparseText, nil)
        where Double(recognized.word.box.height) / reduction >= tallness * median
            && recognized.word.confidence >= minimumConfidence
        {
            found.append(try split(recognized.withoutJoinedPrintAbove(), in: small, read: read).map(enlarged))
        }
        return found
    }

    /// `recognized` split into its price and raised cents when it ends in raised symbols.
    static func split(
        _ recognized: RecognizedWord, in image: borrowing PixImage,
        read: Recognize
    ) throws(OCRError) -> [OCRWord] {
        let word = recognized.word
        let symbols = recognized.symbols
        let raised = symbols.reversed().prefix { symbol in
            Double(symbol.box.height) <= 0.65 * Double(word.box.height)
                && Double(symbol.box.y - word.box.y) <= 0.2 * Double(word.box.height)
        }
        guard !raised.isEmpty, raised.count < symbols.count else { return [word] }
        let lead = symbols.dropLast(raised.count)
        guard let leadBox = lead.map(\.box).reduce(nil, { $0?.union($1) ?? $1 }),
            let raisedBox = raised.map(\.box).reduce(nil, { $0?.union($1) ?? $1 })
        else { return [word] }
        let pad = max(4, raisedBox.height / 4)
        let area = OCRBox(
            x: max(0, raisedBox.x - pad), y: max(0, raisedBox.y - pad),
            width: raisedBox.width + 2 * pad, height: raisedBox.height + 2 * pad)
        var clipBox = boxCreate(Int32(area.x), Int32(area.y), Int32(area.width), Int32(area.height))
        defer { boxDestroy(&clipBox) }
        guard clipBox != nil, let clip = PixImage(pixClipRectangle(image.pointer, clipBox, nil)) else {
            return [word]
        }
        let cents = try read(clip, .singleLine, "0123456789").map(\.word)
        let text = cents.map(\.text).joined()
        guard !text.isEmpty, text.unicodeScalars.allSatisfy({ $0.properties.numericType != nil }) else {
            return [word]
        }
        let confidence = cents.map(\.confidence).min() ?? 0
        return [
            OCRWord(text: lead.map(\.text).joined(), box: leadBox, confidence: word.confidence),
            OCRWord(text: text, box: raisedBox, confidence: confidence),
        ]
    }

    /// `word` of the reduced image in the prepared image's pixels.
    private static func enlarged(_ word: OCRWord) -> OCRWord {
        var word = word
        let box = word.box
        word.box = OCRBox(
            x: Int(Double(box.x) / reduction), y: Int(Double(box.y) / reduction),
            width: Int((Double(box.width) / reduction).rounded(.up)),
            height: Int((Double(box.height) / reduction).rounded(.up)))
        return word
    }
}
