import Testing

@testable import PerOCR

@Suite("Merging the passes' words and grouping them in lines")
struct WordLayoutTests {
    static func word(
        _ text: String, _ x: Int, _ y: Int, _ width: Int, _ height: Int, _ confidence: Double = 90
    )
        -> OCRWord
    {
        OCRWord(text: text, box: OCRBox(x: x, y: y, width: width, height: height), confidence: confidence)
    }

    @Test("Where two passes read a word in the same place, the more confident stays")
    func merge() {
        let sparse = [Self.word("£3.5O", 10, 10, 200, 80, 61), Self.word("per", 10, 120, 40, 20, 90)]
        let block = [Self.word("£3.50", 12, 12, 196, 78, 93), Self.word("100g", 60, 120, 50, 20, 88)]
        let merged = WordMerge.merge([sparse, block])
        #expect(Set(merged.map(\.text)) == ["£3.50", "per", "100g"])
    }

    @Test("Words of one pass stand for no other, though Tesseract boxed one over the other")
    func wordsOfOnePass() {
        // `1 l = 1,02 €` as the sparse pass read it, its first word boxed over the `€`.
        let sparse = [Self.word("Ll=1,02", 252, 831, 377, 55, 34), Self.word("€", 592, 827, 41, 70, 83)]
        let block = [Self.word("€", 590, 832, 39, 45, 84)]
        #expect(Set(WordMerge.merge([sparse, block]).map(\.text)) == ["Ll=1,02", "€"])
        // `64 FL OZ`: a `64` as wide as the three words stands for the block pass's `64FLOZ`.
        let size = [
            Self.word("64", 230, 270, 192, 34, 93), Self.word("FL", 301, 266, 45, 53, 83),
            Self.word("OZ", 367, 270, 55, 34, 83),
        ]
        let whole = [Self.word("64FLOZ", 230, 270, 192, 34, 86)]
        #expect(WordMerge.merge([size, whole]).map(\.text) == ["64", "FL", "OZ"])
    }

    @Test("A split price replaces the full-size reading of its place; a lone large word gives way")
    func largePrint() {
        let full = [
            Self.word("$6", 10, 10, 100, 120, 70), Self.word("6°°", 80, 10, 120, 60, 91),
            Self.word("Reg.", 10, 150, 40, 20, 95), Self.word("Pit", 300, 10, 100, 100, 85),
        ]
        let split = [Self.word("$6", 8, 8, 104, 124, 88), Self.word("50", 115, 10, 70, 55, 75)]
        let lone = [Self.word("P1t", 298, 12, 100, 96, 60)]
        let merged = WordMerge.merge(large: [split, lone], into: full)
        #expect(merged.map(\.text) == ["Reg.", "Pit", "$6", "50"])
    }

    @Test("Words are kept when sure enough, legible and wider and taller than a pixel")
    func keptWords() {
        #expect(TagReader.isKept(Self.word("17,50", 544, 781, 144, 60, 90), minimumConfidence: 20))
        #expect(TagReader.isKept(Self.word("€", 707, 780, 32, 48, 92), minimumConfidence: 20))
        // A second `€` Tesseract put beside the first, one pixel wide.
        #expect(!TagReader.isKept(Self.word("€", 705, 781, 1, 49, 81), minimumConfidence: 20))
        #expect(!TagReader.isKept(Self.word("—", 10, 10, 200, 1, 90), minimumConfidence: 20))
        #expect(!TagReader.isKept(Self.word("|", 10, 10, 4, 90, 90), minimumConfidence: 20))
        #expect(!TagReader.isKept(Self.word("Pit", 10, 10, 100, 100, 12), minimumConfidence: 20))
    }

    /// A word Tesseract read as `symbols`, at 89.
    static func recognized(_ symbols: [(String, OCRBox)]) -> RecognizedWord {
        let box = symbols.dropFirst().reduce(symbols[0].1) { $0.union($1.1) }
        return RecognizedWord(
            word: OCRWord(text: symbols.map(\.0).joined(), box: box, confidence: 89),
            symbols: symbols.map { RecognizedWord.Symbol(text: $0.0, box: $0.1) })
    }

    @Test("A word sheds the small print above it that Tesseract joined to one of its symbols")
    func joinedPrintAbove() {
        let recognized = Self.recognized
        // `1 l` over `1,49 €`, as Tesseract read it: the big `1` reaches up into the size.
        let joined = recognized([
            ("1", OCRBox(x: 73, y: 96, width: 42, height: 97)),
            (",", OCRBox(x: 123, y: 179, width: 17, height: 24)),
            ("4", OCRBox(x: 150, y: 141, width: 44, height: 52)),
            ("9", OCRBox(x: 201, y: 140, width: 42, height: 54)),
        ])
        let trimmed = joined.withoutJoinedPrintAbove()
        #expect(trimmed.word.box == OCRBox(x: 73, y: 140, width: 170, height: 63))
        #expect(trimmed.symbols[0].box == OCRBox(x: 73, y: 140, width: 42, height: 53))
        #expect(trimmed.word.text == "1,49")
        // Superscript cents share their price's top, and a `$` reaches a little above it: nothing is cut.
        let superscript = recognized([
            ("$", OCRBox(x: 0, y: 0, width: 30, height: 66)),
            ("3", OCRBox(x: 32, y: 6, width: 40, height: 55)),
            ("9", OCRBox(x: 76, y: 6, width: 20, height: 28)),
            ("9", OCRBox(x: 98, y: 6, width: 20, height: 28)),
        ])
        let kept = superscript.withoutJoinedPrintAbove()
        #expect(kept.word.box == superscript.word.box)
        #expect(kept.symbols.map(\.box) == superscript.symbols.map(\.box))
    }

    @Test("A last symbol set apart by a missed space is a word of its own")
    func missedSpace() {
        // `1,5 l` as Tesseract read it: `1,51`, its `l` a narrow `1` far to the right.
        let size = Self.recognized([
            ("1", OCRBox(x: 223, y: 294, width: 24, height: 39)),
            (",", OCRBox(x: 254, y: 327, width: 9, height: 13)),
            ("5", OCRBox(x: 272, y: 294, width: 26, height: 39)),
            ("1", OCRBox(x: 324, y: 292, width: 6, height: 41)),
        ])
        let split = size.splitAtMissedSpace()
        #expect(split.map(\.word.text) == ["1,5", "1"])
        #expect(
            split.map(\.word.box) == [OCRBox(x: 223, y: 294, width: 75, height: 46), size.symbols[3].box])
        #expect(split.allSatisfy { $0.word.confidence == 89 })
        // Letters spaced as a word's are, a wide gap before anything but the last symbol (the `=`
        // of `1 l = 1,02` alone would be no print), and one before a last symbol that is no print
        // keep the word whole.
        let word = Self.recognized([
            ("5", OCRBox(x: 272, y: 294, width: 26, height: 39)),
            ("0", OCRBox(x: 300, y: 294, width: 26, height: 39)),
            ("g", OCRBox(x: 340, y: 300, width: 26, height: 39)),
        ])
        let basis = Self.recognized([
            ("L", OCRBox(x: 252, y: 832, width: 32, height: 45)),
            ("l", OCRBox(x: 313, y: 831, width: 12, height: 46)),
            ("=", OCRBox(x: 356, y: 846, width: 39, height: 22)),
            ("1", OCRBox(x: 380, y: 832, width: 32, height: 45)),
        ])
        let marked = Self.recognized([
            ("1", OCRBox(x: 223, y: 294, width: 24, height: 39)),
            ("|", OCRBox(x: 272, y: 292, width: 6, height: 41)),
        ])
        #expect(word.splitAtMissedSpace().map(\.word.text) == ["50g"])
        #expect(marked.splitAtMissedSpace().map(\.word.text) == ["1|"])
        #expect(basis.splitAtMissedSpace().map(\.word.text) == ["Ll=1"])
    }

    @Test(
        "Overlap is judged on the smaller box",
        arguments: [
            (OCRBox(x: 0, y: 0, width: 100, height: 50), OCRBox(x: 10, y: 10, width: 40, height: 20), true),
            (OCRBox(x: 0, y: 0, width: 100, height: 50), OCRBox(x: 90, y: 0, width: 40, height: 50), false),
            (OCRBox(x: 0, y: 0, width: 10, height: 10), OCRBox(x: 20, y: 20, width: 10, height: 10), false),
        ]
    )
    func overlap(a: OCRBox, b: OCRBox, same: Bool) {
        #expect(WordMerge.overlaps(a, b) == same)
    }

    @Test("Superscript cents share the price's line; small print below is its own line")
    func lines() {
        let words = [
            Self.word("ounce", 200, 210, 60, 20), Self.word("99", 130, 20, 50, 50),
            Self.word("$3", 10, 20, 110, 110), Self.word("24.9¢", 10, 210, 60, 20),
            Self.word("per", 80, 212, 40, 18), Self.word("Folgers", 10, 0, 80, 15),
        ]
        let lines = LineGrouping.lines(of: words)
        #expect(lines.map(\.text) == ["Folgers", "$3 99", "24.9¢ per ounce"])
        #expect(lines[1].box == OCRBox(x: 10, y: 20, width: 170, height: 110))
    }

    @Test("Boxes map back to the original image, inside it")
    func originalBoxes() {
        let box = TagReader.original(
            OCRBox(x: 9, y: 9, width: 400, height: 41), scale: 4, width: 100, height: 12)
        #expect(box == OCRBox(x: 2, y: 2, width: 98, height: 10))
    }
}
