/// A figure found on one line of a tag, with where it was and how big and sure it was printed.
struct TagPhrase {
    /// What the figure is.
    enum Kind {
        /// An amount of money alone: a price, a member price, a deposit …
        case money(TagMoney)
        /// A unit price and its basis.
        case unitPrice(TagMoney, ReferenceQuantity)
        /// N for PRICE.
        case multiBuy(Rational, TagMoney)
        /// A size.
        case quantity(Quantity)
    }

    /// What the figure is.
    let kind: Kind
    /// The line it is on.
    let line: Int
    /// Its text.
    let text: String
    /// The height of its tallest word, when boxes are known.
    let height: Int?
    /// The lowest confidence of its words, when known.
    let confidence: Int?
    /// The lowest confidence of the words that hold its numbers, when known: the `92` of a size
    /// `92 FL OZ`, whose unit OCR may be less sure of.
    let numberConfidence: Int?
    /// The indices of the words it spans.
    let words: Range<Int>

    /// This figure read as `kind`: a bare number read as a size.
    func read(as kind: Kind) -> TagPhrase {
        TagPhrase(
            kind: kind, line: line, text: text, height: height, confidence: confidence,
            numberConfidence: numberConfidence, words: words)
    }

    /// Whether `other` is this very figure: the same words of the same line.
    func isSameFigure(as other: TagPhrase) -> Bool {
        line == other.line && words == other.words
    }
}

/// The words of a line as one text, and which word each scalar came from.
struct TagLineWords {
    /// The words.
    let words: [TagWord]
    /// The words separated by single spaces.
    let text: String
    /// For each scalar of ``text``, the index of its word (the space after a word belongs to it).
    let wordOfScalar: [Int]

    /// The line's words as one text.
    init(_ line: TagLine) {
        words = line.words
        var text = ""
        var wordOfScalar: [Int] = []
        for (index, word) in line.words.enumerated() {
            if index > 0 {
                text += " "
                wordOfScalar.append(index - 1)
            }
            for scalar in word.text.unicodeScalars {
                text.unicodeScalars.append(scalar)
                wordOfScalar.append(index)
            }
        }
        self.text = text
        self.wordOfScalar = wordOfScalar
    }

    /// The words the scalars `start..<end` belong to.
    func words(from start: Int, to end: Int) -> Range<Int> {
        guard start < end, start < wordOfScalar.count else { return 0..<0 }
        let last = wordOfScalar[min(end, wordOfScalar.count) - 1]
        return wordOfScalar[start]..<(last + 1)
    }

    /// Whether the scalar at `index` comes after a digit of its own word (`9` of `1,/9€`).
    func followsDigits(in index: Int) -> Bool {
        guard index < wordOfScalar.count else { return false }
        let scalars = Array(text.unicodeScalars)
        var before = index - 1
        while before >= 0, wordOfScalar[before] == wordOfScalar[index], !scalars[before].isSpace {
            if scalars[before].isDigit { return true }
            before -= 1
        }
        return false
    }

    /// Whether `range`'s words are print of one size, as a size's number and unit are: the
    /// tallest at most twice as tall as the shortest (true when boxes are not known). A big
    /// price and the small print above it grouped into one line (`360 2,49 g €`) are not.
    func areOnePrintSize(_ range: Range<Int>) -> Bool {
        let heights = range.compactMap { index in index < words.count ? words[index].box?.height : nil }
        guard let shortest = heights.min(), let tallest = heights.max() else { return true }
        return tallest <= 2 * shortest
    }

    /// The height of the tallest of `range`'s words, if they have boxes.
    func height(of range: Range<Int>) -> Int? {
        var height: Int? = nil
        for index in range where index < words.count {
            if let box = words[index].box { height = max(height ?? 0, box.height) }
        }
        return height
    }

    /// The lowest confidence of `range`'s words, if known.
    func confidence(of range: Range<Int>) -> Int? {
        var confidence: Int? = nil
        for index in range where index < words.count {
            if let word = words[index].confidence { confidence = min(confidence ?? 100, word) }
        }
        return confidence
    }
}
