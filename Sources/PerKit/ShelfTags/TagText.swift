/// What OCR (or a shopper pasting text) read on a shelf tag: lines of words, each with its box
/// and confidence when the OCR engine gives them.
///
/// ```swift
/// let pasted = TagText(plainText: "Heinz Tomato Ketchup 700g\n£3.90\n55.7p per 100g")
/// let scanned = TagText(lines: [
///     TagLine([TagWord("$3", box: TagBox(x: 10, y: 40, width: 60, height: 80)),
///              TagWord("99", box: TagBox(x: 72, y: 42, width: 30, height: 36))]),
/// ])
/// ```
///
/// Word heights tell the big price from small print, and a small raised number right after a
/// big one is its cents (`$3` and a raised `99` read $3.99).
public struct TagText: Hashable, Sendable {
    /// The lines, top to bottom.
    public var lines: [TagLine]

    /// Text of these lines.
    public init(lines: [TagLine]) {
        self.lines = lines
    }

    /// Pasted or typed text: one ``TagLine`` per line, words split at spaces, with no boxes.
    /// - Parameters:
    ///   - text: The text; `\n`, `\r\n` and `\r` end lines, and empty lines are left out.
    ///   - confidence: How sure the source of the text is of every word, 0–100, if known: 100
    ///     for text a shopper typed, `nil` for text pasted from an OCR app.
    public init(plainText text: String, confidence: Int? = nil) {
        var lines: [TagLine] = []
        var words: [TagWord] = []
        var word: [Unicode.Scalar] = []
        func endWord() {
            guard !word.isEmpty else { return }
            words.append(TagWord(word.text(from: 0, to: word.count), confidence: confidence))
            word = []
        }
        func endLine() {
            endWord()
            if !words.isEmpty { lines.append(TagLine(words)) }
            words = []
        }
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\r" {
                endLine()
            } else if scalar.isSpace || scalar.value < 0x20 || scalar.value == 0x7F {
                endWord()
            } else {
                word.append(scalar)
            }
        }
        endLine()
        self.lines = lines
    }

    /// The text as lines of words separated by single spaces.
    public var plainText: String {
        var text = ""
        for (index, line) in lines.enumerated() {
            if index > 0 { text += "\n" }
            text += line.text
        }
        return text
    }
}

/// One line of a tag's text: its words, left to right.
public struct TagLine: Hashable, Sendable {
    /// The words, left to right.
    public var words: [TagWord]

    /// A line of `words`.
    public init(_ words: [TagWord]) {
        self.words = words
    }

    /// The words separated by single spaces.
    public var text: String {
        var text = ""
        for (index, word) in words.enumerated() {
            if index > 0 { text += " " }
            text += word.text
        }
        return text
    }
}

/// One word as OCR read it.
public struct TagWord: Hashable, Sendable {
    /// The word's text, without spaces.
    public var text: String
    /// Where the word is in the image, if known.
    public var box: TagBox?
    /// How sure OCR is of the word, 0–100, if known.
    public var confidence: Int?

    /// A word with its text, and its box and confidence when known.
    public init(_ text: String, box: TagBox? = nil, confidence: Int? = nil) {
        self.text = text
        self.box = box
        self.confidence = confidence.map { min(max($0, 0), 100) }
    }
}

/// A word's box in the image, in pixels from the top left corner.
public struct TagBox: Hashable, Sendable {
    /// The left edge.
    public var x: Int
    /// The top edge.
    public var y: Int
    /// The width.
    public var width: Int
    /// The height: how big the word is printed.
    public var height: Int

    /// A box at (`x`, `y`) of `width` × `height` pixels.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The right edge (saturating: no input traps).
    var right: Int { x.addingReportingOverflow(width).overflow ? Int.max : x + width }
}
