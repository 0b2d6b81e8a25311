import CTesseract
import Foundation
import Synchronization

/// Reads the words of a shelf-tag photo with Tesseract 5, on this machine: nothing leaves it.
///
/// Each photo goes through these steps (see docs/scan.md):
/// 1. The header is checked before anything is decoded: JPEG, PNG or WebP only, at most
///    `OCRLimits.maximumPixels` pixels.
/// 2. Leptonica decodes it and converts it to 8-bit gray.
/// 3. Small images are scaled up (and huge ones down) so that small print is tall enough.
/// 4. Solid dark boxes — white-on-black unit prices, coloured member bands — are found and
///    inverted, so that all text is dark on light.
/// 5. Sauvola's adaptive threshold binarises the image, which copes with uneven light.
/// 6. Tesseract reads the image once per page-segmentation mode (sparse text, then a uniform
///    block); where two passes read a word in the same place, the more confident one is kept.
/// 7. Words are mapped back to the original image's pixels and grouped into lines. Each word
///    keeps its height: on a tag the price is the tallest number.
/// 8. Only when asked (``read(imageData:rereadingLinesUnless:)``, which ``ShelfTagScanner`` uses
///    when the price and the size are not both read with confidence): each line that holds a
///    digit is cut out and read again alone, as one line, scaled to the height Tesseract reads
///    best, from the binarised image and from the gray one (`LineRereading`); and so is each
///    line of print that no word covers (`UnreadPrint`), which the passes lost whole. The
///    photo as decoded, in colour and in gray, is read once more with Tesseract's own page
///    layout and threshold (as plain `tesseract` reads it); each of their lines is another
///    reading of the line it covers, or a line the passes lost (`PageReadings.add(linesOf:)`).
///
/// A reader loads Tesseract's language data once and keeps one Tesseract instance. It is
/// `Sendable`: calls from several threads take turns on that instance (a mutex), so use one
/// reader per core to read photos in parallel.
public struct TagReader: Sendable {
    /// Where Debian's `tesseract-ocr-eng` puts Tesseract 5's trained data.
    public static let debianDataPath = "/usr/share/tesseract-ocr/5/tessdata"

    /// The page-segmentation modes each photo is read with, in order.
    public static let defaultModes: [PageSegmentation] = [.sparseText, .uniformBlock]

    private let engine: EngineBox
    /// How photos are prepared.
    public let preparation: Preparation
    /// The page-segmentation passes.
    public let modes: [PageSegmentation]
    /// Words less confident than this (0–100) are left out: mostly specks read as letters.
    public let minimumConfidence: Double
    /// Whether a third pass reads the big print (the price) in the image reduced to a third,
    /// splitting superscript cents from their price.
    public let readsLargePrint: Bool

    /// A reader of `languages` (`+`-separated Tesseract names such as "eng" or "eng+deu").
    ///
    /// - Parameters:
    ///   - dataPath: The folder of the `.traineddata` files: `TESSDATA_PREFIX` when it is set,
    ///     otherwise `debianDataPath`.
    /// - Throws: `OCRError.languageDataMissing` when a language's data isn't there.
    public init(
        languages: String = "eng",
        dataPath: String? = nil,
        preparation: Preparation = Preparation(),
        modes: [PageSegmentation] = TagReader.defaultModes,
        minimumConfidence: Double = 20,
        readsLargePrint: Bool = true
    ) throws(OCRError) {
        let path = dataPath ?? ProcessInfo.processInfo.environment["TESSDATA_PREFIX"] ?? Self.debianDataPath
        let names = languages.split(separator: "+")
        let missing =
            names.isEmpty
            || names.contains { name in
                !FileManager.default.fileExists(atPath: "\(path)/\(name).traineddata")
            }
        if missing { throw .languageDataMissing(languages: languages, dataPath: path) }
        Leptonica.silence()
        engine = EngineBox(try TesseractEngine(languages: languages, dataPath: path))
        self.preparation = preparation
        self.modes = modes.isEmpty ? Self.defaultModes : modes
        self.minimumConfidence = minimumConfidence
        self.readsLargePrint = readsLargePrint
    }

    /// The words of the photo in `imageData` (JPEG, PNG or WebP), in lines.
    ///
    /// - Throws: `OCRError`: `.empty`, `.notAnImage`, `.unsupportedFormat`, `.unreadableHeader`
    ///   and `.tooLarge` before decoding; `.undecodable` for damaged or truncated data;
    ///   `.recognitionFailed`.
    /// - Complexity: Tesseract's time, once per mode in `modes`: a fraction of a second per
    ///   pass for a phone photo of a tag.
    public func read(imageData: [UInt8]) throws(OCRError) -> OCRPage {
        try read(imageData: imageData, rereadingLinesUnless: { _ in true }).page
    }

    /// The words of the photo in `imageData`, as ``read(imageData:)`` reads them, and, unless
    /// `isSettled` says that page is settled, other readings of its lines that hold digits:
    /// each such line read again alone, as one line (see `LineRereading`), and the lines of the
    /// whole photo read as plain `tesseract` reads it (step 8 above).
    ///
    /// - Returns: The page, and the other readings of its lines: none when it is settled.
    /// - Throws: As ``read(imageData:)``.
    /// - Complexity: ``read(imageData:)``'s time, and when the page is not settled two short
    ///   single-line passes per line with a digit (at most six lines) and per line of print no
    ///   word covers (at most four), and one or two passes over the whole photo.
    public func read(
        imageData: [UInt8], rereadingLinesUnless isSettled: (OCRPage) -> Bool
    ) throws(OCRError) -> PageReadings {
        let image = try ImageDecoder.decode(imageData)
        let width = image.width
        let height = image.height
        let prepared = try preparation.prepare(image)
        var passes: [[OCRWord]] = []
        for mode in modes {
            passes.append(try legibleWords(in: prepared.binary, mode: mode))
        }
        var words = WordMerge.merge(passes)
        let engine = self.engine
        if readsLargePrint {
            let large = try LargePrint.words(
                in: prepared.binary, photo: image, scale: prepared.scale, besides: words,
                minimumConfidence: minimumConfidence
            ) { (image: borrowing PixImage, mode: PageSegmentation, characters: String?) throws(OCRError) in
                try engine.recognize(image, mode: mode, characters: characters)
            }
            words = WordMerge.merge(large: large, into: words)
        }
        let scale = prepared.scale
        let merged = words.map { word in
            var word = word
            word.box = Self.original(word.box, scale: scale, width: width, height: height)
            return word
        }
        let page = OCRPage(width: width, height: height, lines: LineGrouping.lines(of: merged))
        guard !isSettled(page) else { return PageReadings(page: page) }
        let lines = page.lines.map { line in
            line.words.map { word in
                var word = word
                word.box = Self.prepared(word.box, scale: scale)
                return word
            }
        }
        let recognize: LineRereading.Recognize = {
            (image: borrowing PixImage, mode: PageSegmentation) throws(OCRError) in
            try engine.recognize(image, mode: mode)
        }
        let found = try LineRereading.rereadings(
            of: lines, binary: prepared.binary, gray: prepared.gray, minimumConfidence: minimumConfidence,
            read: recognize)
        let unreadLines = try UnreadPrint.lines(in: prepared.binary, besides: lines.flatMap { $0.map(\.box) })
            .map { box throws(OCRError) in
                try LineRereading.readings(
                    of: box, binary: prepared.binary, gray: prepared.gray,
                    minimumConfidence: minimumConfidence, read: recognize)
            }
            .filter { !$0.isEmpty }
        let original = { (words: [OCRWord]) in
            OCRLine(
                words: words.map { word in
                    var word = word
                    word.box = Self.original(word.box, scale: scale, width: width, height: height)
                    return word
                }.sorted { ($0.box.x, $0.box.y) < ($1.box.x, $1.box.y) })
        }
        var rereadings: [Int: [OCRLine]] = [:]
        for (index, readings) in found { rereadings[index] = readings.map(original) }
        var readings = PageReadings(
            page: page, rereadings: rereadings, unread: unreadLines.map { $0.map(original) })
        // In colour, Tesseract's threshold takes the channel that best parts print from ground.
        if pixGetDepth(image.pointer) == 32 {
            readings.add(linesOf: LineGrouping.lines(of: try legibleWords(in: image, mode: .automatic)))
        }
        let gray = try Preparation.gray(image)
        readings.add(linesOf: LineGrouping.lines(of: try legibleWords(in: gray, mode: .automatic)))
        return readings
    }

    /// The words Tesseract reads in `image` with `mode`, split where it missed a space before a
    /// last symbol, each without print above it that Tesseract joined to it, that
    /// `isKept(_:minimumConfidence:)`.
    private func legibleWords(in image: borrowing PixImage, mode: PageSegmentation) throws(OCRError)
        -> [OCRWord]
    {
        try engine.recognize(image, mode: mode).flatMap { $0.splitAtMissedSpace() }
            .map { $0.withoutJoinedPrintAbove().word }.filter {
                Self.isKept($0, minimumConfidence: minimumConfidence)
            }
    }

    /// Whether `word` is kept: at least `minimumConfidence` sure, with a letter, digit or
    /// currency sign (``isLegible(_:)``), in a box more than one pixel wide and tall (Tesseract
    /// sometimes puts a second `€` of no width beside the first, which would make `17,50 € €`
    /// of a unit price).
    static func isKept(_ word: OCRWord, minimumConfidence: Double) -> Bool {
        word.confidence >= minimumConfidence && isLegible(word.text) && word.box.width > 1
            && word.box.height > 1
    }

    /// `box` of the original image in the prepared image's pixels, `scale` times larger.
    static func prepared(_ box: OCRBox, scale: Double) -> OCRBox {
        let left = Int((Double(box.x) * scale).rounded(.down))
        let top = Int((Double(box.y) * scale).rounded(.down))
        let right = Int((Double(box.maxX) * scale).rounded(.up))
        let bottom = Int((Double(box.maxY) * scale).rounded(.up))
        return OCRBox(x: left, y: top, width: max(1, right - left), height: max(1, bottom - top))
    }

    /// Whether `text` has a letter, a digit or a currency sign: the rules and edges of a tag
    /// read as "|" or "—" are left out.
    static func isLegible(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                || scalar.properties.generalCategory == .currencySymbol
        }
    }

    /// `box` in the prepared image mapped back to the original `width` × `height` image.
    static func original(_ box: OCRBox, scale: Double, width: Int, height: Int) -> OCRBox {
        let left = min(max(0, Int((Double(box.x) / scale).rounded(.down))), width - 1)
        let top = min(max(0, Int((Double(box.y) / scale).rounded(.down))), height - 1)
        let right = min(width, max(left + 1, Int((Double(box.maxX) / scale).rounded(.up))))
        let bottom = min(height, max(top + 1, Int((Double(box.maxY) / scale).rounded(.up))))
        return OCRBox(x: left, y: top, width: right - left, height: bottom - top)
    }
}

/// The one Tesseract instance of a reader and its copies, used by one call at a time.
///
/// `@unchecked Sendable`: `engine` is only touched while `lock` is held.
private final class EngineBox: @unchecked Sendable {
    private let lock = Mutex(())
    private let engine: TesseractEngine

    init(_ engine: TesseractEngine) {
        self.engine = engine
    }

    func recognize(
        _ image: borrowing PixImage, mode: PageSegmentation, characters: String? = nil
    ) throws(OCRError) -> [RecognizedWord] {
        try lock.withLock { _ throws(OCRError) in
            try engine.recognize(image, mode: mode.tesseractMode, characters: characters)
        }
    }
}

/// Leptonica's process-wide settings.
private enum Leptonica {
    /// Stops Leptonica printing its messages (e.g. about a truncated PNG) to stderr: PerOCR
    /// reports each failure as an `OCRError`.
    static func silence() {
        _ = setMsgSeverity(Int32(L_SEVERITY_NONE))
    }
}
