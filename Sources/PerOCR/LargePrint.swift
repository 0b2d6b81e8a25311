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
    /// it was split. `photo` is the image as decoded, `scale` times smaller than `image`, where
    /// raised cents may be read again (``split(_:in:fullSize:photo:scale:read:)``).
    static func words(
        in image: borrowing PixImage, photo: borrowing PixImage, scale: Double, besides words: [OCRWord],
        minimumConfidence: Double, read: Recognize
    ) throws(OCRError) -> [[OCRWord]] {
        guard let small = PixImage(pixScale(image.pointer, Float(reduction), Float(reduction))) else {
            return []
        }
        let heights = words.map(\.box.height).sorted()
        let median = heights.isEmpty ? 0 : Double(heights[heights.count / 2])
        var found: [[OCRWord]] = []
        for recognized in try read(small, .sparseText, nil)
        where Double(recognized.word.box.height) / reduction >= tallness * median
            && TagReader.isKept(recognized.word, minimumConfidence: minimumConfidence)
        {
            let parts = try split(
                recognized.withoutJoinedPrintAbove(), in: small, fullSize: image, photo: photo, scale: scale,
                read: read)
            found.append(parts.map(enlarged))
        }
        return found
    }

    /// `recognized` split into its price and raised cents when it ends in raised symbols.
    ///
    /// The cents are read again alone, as digits only, in `image` (the reduced image the word
    /// was read in). When that reads other than two digits (`9` for `49`, or nothing), the
    /// raised print right of the price is found in `fullSize` (the prepared image,
    /// ``centsBox(after:in:)``) and read in `photo` (as decoded, `scale` times smaller than the
    /// prepared image), scaled to ``centsHeight``: the preparation may have broken bold cents
    /// apart, or taken them for a light-on-dark box and inverted them. A reading of two digits
    /// is taken.
    static func split(
        _ recognized: RecognizedWord, in image: borrowing PixImage, fullSize: borrowing PixImage,
        photo: borrowing PixImage, scale: Double, read: Recognize
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
        var cents = try digits(in: area, of: image, height: nil, read: read).map { ($0, raisedBox) }
        if cents?.0.text.unicodeScalars.count != 2,
            lead.last?.text.unicodeScalars.last?.properties.numericType != nil,
            let found = centsBox(after: enlarged(leadBox), in: fullSize)
        {
            let inPhoto = TagReader.original(found, scale: scale, width: photo.width, height: photo.height)
            if let again = try digits(
                in: padded(inPhoto, in: photo), of: photo, height: centsHeight, read: read),
                again.text.unicodeScalars.count == 2
            {
                cents = (again, TagReader.prepared(found, scale: reduction))
            }
        }
        guard let (cents, centsBox) = cents else { return [word] }
        return [
            OCRWord(text: lead.map(\.text).joined(), box: leadBox, confidence: word.confidence),
            OCRWord(text: cents.text, box: centsBox, confidence: cents.confidence),
        ]
    }

    /// The box of the raised print right after a price whose box (without its cents) is
    /// `price`, in `image` (the prepared, binarised image): the blobs in the price's height to
    /// its right, within that height again, that start in the top third of it and end above
    /// its bottom, not shorter than a fifth of it nor taller than two thirds (an underline or a
    /// speck is neither); nil when there are none.
    static func centsBox(after price: OCRBox, in image: borrowing PixImage) -> OCRBox? {
        let height = price.height
        let left = min(image.width, price.maxX)
        let top = max(0, price.y - height / 10)
        let right = min(image.width, price.maxX + height)
        let bottom = min(image.height, price.y + height * 7 / 10)
        guard right - left > 2, bottom - top > 2 else { return nil }
        guard let clip = image.clipped(to: OCRBox(x: left, y: top, width: right - left, height: bottom - top))
        else { return nil }
        let blobs = clip.componentBoxes().filter { blob in
            blob.height * 5 >= height && blob.height * 3 <= height * 2
                && blob.y + top - price.y <= height / 3 && blob.maxY < bottom - top
        }
        guard let union = blobs.dropFirst().reduce(blobs.first, { $0?.union($1) }) else { return nil }
        return OCRBox(x: union.x + left, y: union.y + top, width: union.width, height: union.height)
    }

    /// `box` with a margin of a quarter of its height (at least 4 pixels), within `image`.
    private static func padded(_ box: OCRBox, in image: borrowing PixImage) -> OCRBox {
        let pad = max(4, box.height / 4)
        let x = max(0, box.x - pad)
        let y = max(0, box.y - pad)
        return OCRBox(
            x: x, y: y, width: min(image.width, box.maxX + pad) - x,
            height: min(image.height, box.maxY + pad) - y)
    }

    /// The height, in pixels, that raised cents (with their margin) are scaled to when they are
    /// read again in the photo.
    static let centsHeight = 64.0

    /// The digits read in `area` of `image`, scaled to `height` pixels when one is given, as
    /// one line: their text and least confidence; nil when nothing, or not only digits, was read.
    private static func digits(
        in area: OCRBox, of image: borrowing PixImage, height: Double?, read: Recognize
    ) throws(OCRError) -> (text: String, confidence: Double)? {
        let right = min(image.width, area.maxX)
        let bottom = min(image.height, area.maxY)
        guard right - area.x > 2, bottom - area.y > 2 else { return nil }
        guard
            var clip = image.clipped(
                to: OCRBox(x: area.x, y: area.y, width: right - area.x, height: bottom - area.y))
        else { return nil }
        if let height {
            let scale = Float(height / Double(bottom - area.y))
            guard let scaled = PixImage(pixScale(clip.pointer, scale, scale)) else { return nil }
            clip = scaled
        }
        let words = try read(clip, .singleLine, "0123456789").map(\.word)
        let text = words.map(\.text).joined()
        guard !text.isEmpty, text.unicodeScalars.allSatisfy({ $0.properties.numericType != nil }) else {
            return nil
        }
        return (text, words.map(\.confidence).min() ?? 0)
    }

    /// `word` of the reduced image in the prepared image's pixels.
    private static func enlarged(_ word: OCRWord) -> OCRWord {
        var word = word
        word.box = enlarged(word.box)
        return word
    }

    /// `box` of the reduced image in the prepared image's pixels.
    private static func enlarged(_ box: OCRBox) -> OCRBox {
        OCRBox(
            x: Int(Double(box.x) / reduction), y: Int(Double(box.y) / reduction),
            width: Int((Double(box.width) / reduction).rounded(.up)),
            height: Int((Double(box.height) / reduction).rounded(.up)))
    }
}
