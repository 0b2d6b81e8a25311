import CTesseract
import Foundation

/// One Tesseract instance with its language data loaded, freed with this value. Not thread-safe:
/// `TagReader` keeps it behind a mutex.
final class TesseractEngine {
    private let handle: OpaquePointer

    /// Loads `languages` (`+`-separated, e.g. "eng" or "eng+deu") from `dataPath`.
    ///
    /// - Throws: `OCRError.languageDataMissing` when Tesseract can't load them.
    init(languages: String, dataPath: String) throws(OCRError) {
        guard let handle = TessBaseAPICreate() else { throw .recognitionFailed }
        // Tesseract's own messages (e.g. "Estimating resolution") go nowhere.
        TessBaseAPISetVariable(handle, "debug_file", "/dev/null")
        guard TessBaseAPIInit3(handle, dataPath, languages) == 0 else {
            TessBaseAPIDelete(handle)
            throw .languageDataMissing(languages: languages, dataPath: dataPath)
        }
        // PerOCR inverts light-on-dark boxes itself, once, before recognition; Tesseract's own
        // try of each doubtful line inverted would only cost time.
        TessBaseAPISetVariable(handle, "tessedit_do_invert", "0")
        self.handle = handle
    }

    deinit {
        TessBaseAPIEnd(handle)
        TessBaseAPIDelete(handle)
    }

    /// The words Tesseract reads in `image` with the page-segmentation `mode`, each with its
    /// symbols, in `image`'s pixels.
    ///
    /// - Parameter characters: The only characters to read (`"0123456789"`), or `nil` for any.
    /// - Throws: `OCRError.recognitionFailed`.
    func recognize(
        _ image: borrowing PixImage, mode: TessPageSegMode, characters: String? = nil
    ) throws(OCRError) -> [RecognizedWord] {
        if let characters {
            TessBaseAPISetVariable(handle, "tessedit_char_whitelist", characters)
        }
        defer { if characters != nil { TessBaseAPISetVariable(handle, "tessedit_char_whitelist", "") } }
        TessBaseAPISetPageSegMode(handle, mode)
        TessBaseAPISetImage2(handle, image.pointer)
        TessBaseAPISetSourceResolution(handle, 300)
        defer { TessBaseAPIClear(handle) }
        guard TessBaseAPIRecognize(handle, nil) == 0 else { throw .recognitionFailed }
        guard let iterator = TessBaseAPIGetIterator(handle) else { return [] }
        defer { TessResultIteratorDelete(iterator) }
        var words: [RecognizedWord] = []
        let page = TessResultIteratorGetPageIteratorConst(iterator)
        repeat {
            if TessPageIteratorIsAtBeginningOf(page, RIL_WORD) != 0 || words.isEmpty {
                guard let word = word(at: iterator) else { continue }
                words.append(RecognizedWord(word: word, symbols: []))
            }
            if let symbol = symbol(at: iterator), !words.isEmpty {
                words[words.count - 1].symbols.append(symbol)
            }
        } while TessResultIteratorNext(iterator, RIL_SYMBOL) != 0
        return words
    }

    /// The symbol `iterator` is on.
    private func symbol(at iterator: OpaquePointer) -> RecognizedWord.Symbol? {
        guard let cText = TessResultIteratorGetUTF8Text(iterator, RIL_SYMBOL) else { return nil }
        defer { TessDeleteText(cText) }
        guard let box = box(at: iterator, level: RIL_SYMBOL) else { return nil }
        return RecognizedWord.Symbol(text: String(cString: cText), box: box)
    }

    /// The box of the element at `level` that `iterator` is on.
    private func box(at iterator: OpaquePointer, level: TessPageIteratorLevel) -> OCRBox? {
        var left: Int32 = 0
        var top: Int32 = 0
        var right: Int32 = 0
        var bottom: Int32 = 0
        let page = TessResultIteratorGetPageIteratorConst(iterator)
        guard TessPageIteratorBoundingBox(page, level, &left, &top, &right, &bottom) != 0 else {
            return nil
        }
        return OCRBox(
            x: Int(left), y: Int(top), width: max(1, Int(right - left)), height: max(1, Int(bottom - top)))
    }

    /// The word `iterator` is on, nil when it has no text.
    private func word(at iterator: OpaquePointer) -> OCRWord? {
        guard let cText = TessResultIteratorGetUTF8Text(iterator, RIL_WORD) else { return nil }
        defer { TessDeleteText(cText) }
        let text = String(cString: cText).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return nil }
        guard let box = box(at: iterator, level: RIL_WORD) else { return nil }
        let confidence = Double(TessResultIteratorConfidence(iterator, RIL_WORD))
        return OCRWord(text: text, box: box, confidence: confidence)
    }
}

/// A word Tesseract read and the boxes of its symbols.
struct RecognizedWord {
    /// One symbol (usually a character) of a word.
    struct Symbol {
        var text: String
        var box: OCRBox
    }

    var word: OCRWord
    var symbols: [Symbol]
}

extension RecognizedWord {
    /// This word without the print above it that Tesseract joined to one of its symbols. On an
    /// EU tag the small `1 l` of a size stands right over the big `1` of `1,49 €`, and Tesseract
    /// can read the two as one tall `1`: the price's box then covers the size, and the size is
    /// lost when passes are merged. A symbol whose top is above the highest top of the others by
    /// more than half the tallest of them is cut to that top, and so is the word's box when
    /// no symbol is left above it. Raised cents share their price's top and are never cut.
    func withoutJoinedPrintAbove() -> RecognizedWord {
        var trimmed = self
        var isCut = false
        for index in symbols.indices {
            let others = symbols.indices.lazy.filter { $0 != index }.map { symbols[$0].box }
            guard let top = others.map(\.y).min(), let tallest = others.map(\.height).max() else { continue }
            let box = symbols[index].box
            guard top - box.y > tallest / 2, box.maxY > top else { continue }
            trimmed.symbols[index].box = OCRBox(x: box.x, y: top, width: box.width, height: box.maxY - top)
            isCut = true
        }
        let box = word.box
        guard isCut, let top = trimmed.symbols.map(\.box.y).min(), top > box.y, top < box.maxY else {
            return self
        }
        trimmed.word.box = OCRBox(x: box.x, y: top, width: box.width, height: box.maxY - top)
        return trimmed
    }

    /// This word as two when Tesseract missed the space before its last symbol: a gap wider
    /// than half the height of its tallest symbol sets that symbol apart. Tesseract reads the
    /// `1,5 l` of a size as the one word `1,51`, its `l` a narrow `1` far to the right. Only the
    /// last symbol is split off, and only when legible (``TagReader/isLegible(_:)``), since a
    /// word of no print is dropped: the `|` of `1|` (`1 l`) would be lost, and so would the `=`
    /// of a boxed `1 l = 1,02 €` read as `Ll=1,02` were every wide gap a space. A word whose
    /// symbols don't spell it stays whole; both parts are as sure as the word.
    func splitAtMissedSpace() -> [RecognizedWord] {
        guard symbols.count >= 2, symbols.map(\.text).joined() == word.text,
            let tallest = symbols.map(\.box.height).max()
        else { return [self] }
        let last = symbols[symbols.count - 1]
        guard TagReader.isLegible(last.text) else { return [self] }
        let lead = symbols.dropLast()
        guard let leadEnd = lead.map(\.box.maxX).max(), (last.box.x - leadEnd) * 2 > tallest else {
            return [self]
        }
        return [Array(lead), [last]].map { part in
            let box = part.dropFirst().reduce(part[0].box) { $0.union($1.box) }
            return RecognizedWord(
                word: OCRWord(text: part.map(\.text).joined(), box: box, confidence: word.confidence),
                symbols: part)
        }
    }
}
