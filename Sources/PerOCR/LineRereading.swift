import CTesseract

/// Reads the lines of a tag that hold digits again, one line at a time: the price, the size and
/// the unit price are short lines, which Tesseract reads differently — often better — as a
/// single line (page-segmentation mode 7) cut out of the photo and scaled so that its print is
/// of the height Tesseract reads best, than among the rest of the tag.
///
/// Each line is read twice: from the binarised image and from the gray one (Tesseract then
/// binarises the line itself, with a threshold of that line alone). The readings are
/// alternatives, never corrections: the caller keeps one only where the tag's other figures
/// confirm it (``ShelfTagScanner``).
enum LineRereading {
    /// Reads an image in a page-segmentation mode.
    typealias Recognize = (borrowing PixImage, PageSegmentation) throws(OCRError) -> [RecognizedWord]

    /// The height, in pixels, that a line's box is scaled to for each reading: the binarised
    /// image's, then the gray one's.
    static let lineHeights = [40.0, 56.0]
    /// The margin around a line's box, as a share of its height.
    static let margin = 0.3
    /// The most lines of a tag read again.
    static let maximumLines = 6

    /// The lines of `lines` (boxes in the prepared image's pixels) that hold a digit, each with
    /// its readings: `[line index: [line's words, one array per reading]]`, words in the prepared
    /// image's pixels. A reading that found no legible word is left out.
    static func rereadings(
        of lines: [[OCRWord]], binary: borrowing PixImage, gray: borrowing PixImage,
        minimumConfidence: Double, read: Recognize
    ) throws(OCRError) -> [Int: [[OCRWord]]] {
        var found: [Int: [[OCRWord]]] = [:]
        var count = 0
        for (index, line) in lines.enumerated() where holdsDigit(line) {
            guard count < maximumLines,
                let box = line.dropFirst().reduce(line.first?.box, { $0?.union($1.box) })
            else { continue }
            count += 1
            let readings = try readings(
                of: box, binary: binary, gray: gray, minimumConfidence: minimumConfidence, read: read
            ).filter { !sameText($0, line) }
            if !readings.isEmpty { found[index] = readings }
        }
        return found
    }

    /// The different readings of the line in `box` (in the prepared image's pixels): from the
    /// binarised image, then the gray one; a reading that found no legible word is left out.
    static func readings(
        of box: OCRBox, binary: borrowing PixImage, gray: borrowing PixImage, minimumConfidence: Double,
        read: Recognize
    ) throws(OCRError) -> [[OCRWord]] {
        var readings: [[OCRWord]] = []
        for (isGray, height) in [(false, lineHeights[0]), (true, lineHeights[1])] {
            let words =
                isGray
                ? try reread(box, in: gray, height: height, read: read)
                : try reread(box, in: binary, height: height, read: read)
            let kept = words.filter { TagReader.isKept($0, minimumConfidence: minimumConfidence) }
            guard !kept.isEmpty, !readings.contains(where: { sameText($0, kept) }) else { continue }
            readings.append(kept)
        }
        return readings
    }

    /// Whether two readings of a line have the same words' text.
    static func sameText(_ a: [OCRWord], _ b: [OCRWord]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.text == $1.text }
    }

    /// Whether a line's words hold a digit.
    static func holdsDigit(_ words: [OCRWord]) -> Bool {
        words.contains { word in word.text.unicodeScalars.contains { $0.properties.numericType != nil } }
    }

    /// The words of the line in `box` of `image`, cut out with a margin and scaled so that the
    /// box is `height` pixels tall, read as one line; in `image`'s pixels.
    static func reread(
        _ box: OCRBox, in image: borrowing PixImage, height: Double, read: Recognize
    ) throws(OCRError) -> [OCRWord] {
        let pad = max(4, Int(Double(box.height) * margin))
        let left = max(0, box.x - pad)
        let top = max(0, box.y - pad)
        let right = min(image.width, box.maxX + pad)
        let bottom = min(image.height, box.maxY + pad)
        guard right - left > 2, bottom - top > 2 else { return [] }
        guard let clip = image.clipped(to: OCRBox(x: left, y: top, width: right - left, height: bottom - top))
        else { return [] }
        let scale = height / Double(max(1, box.height))
        let recognized: [RecognizedWord]
        if abs(scale - 1) < 0.05 {
            recognized = try read(clip, .singleLine)
        } else {
            guard let scaled = PixImage(pixScale(clip.pointer, Float(scale), Float(scale))) else { return [] }
            recognized = try read(scaled, .singleLine)
        }
        let factor = abs(scale - 1) < 0.05 ? 1 : scale
        return recognized.map { recognized in
            var word = recognized.word
            let box = word.box
            let x = left + Int((Double(box.x) / factor).rounded(.down))
            let y = top + Int((Double(box.y) / factor).rounded(.down))
            let maxX = left + Int((Double(box.maxX) / factor).rounded(.up))
            let maxY = top + Int((Double(box.maxY) / factor).rounded(.up))
            word.box = OCRBox(x: x, y: y, width: max(1, maxX - x), height: max(1, maxY - y))
            return word
        }
    }
}
