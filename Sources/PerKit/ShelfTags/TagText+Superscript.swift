extension TagText {
    /// The text with superscript cents joined to their price: a word of two digits
    /// printed small and raised right after a big whole amount (`$3` and a raised `99`)
    /// becomes part of it (`$3.99`). One raised digit is cents OCR read in part (`$4` and `7`
    /// of `$4⁷⁹`): the price is left whole, with a confidence of at most
    /// ``partCentsConfidence``. Needs boxes; words without them are left as they are.
    func joiningSuperscriptCents() -> TagText {
        var lines = self.lines
        for lineIndex in lines.indices {
            var wordIndex = 0
            while wordIndex < lines[lineIndex].words.count {
                let word = lines[lineIndex].words[wordIndex]
                if Self.isWholeAmount(word.text), let box = word.box, box.height > 0,
                    let cents = Self.superscript(after: box, in: lines)
                {
                    let centsWord = lines[cents.line].words[cents.word]
                    guard centsWord.text.unicodeScalars.count == 2 else {
                        lines[lineIndex].words[wordIndex].confidence = min(
                            word.confidence ?? 100, Self.partCentsConfidence)
                        wordIndex += 1
                        continue
                    }
                    var joined = word
                    joined.text = word.text + "." + centsWord.text
                    if let other = centsWord.confidence {
                        joined.confidence = min(word.confidence ?? 100, other)
                    }
                    lines[lineIndex].words[wordIndex] = joined
                    lines[cents.line].words.remove(at: cents.word)
                }
                wordIndex += 1
            }
        }
        return TagText(lines: lines.filter { !$0.words.isEmpty })
    }

    /// The confidence of a price whose raised cents OCR read in part.
    static let partCentsConfidence = 40

    /// Whether `text` is a whole amount a superscript may follow: digits, with a currency sign
    /// before them or not (`$3`, `3`, `£12`).
    static func isWholeAmount(_ text: String) -> Bool {
        var scalars = Array(text.unicodeScalars)
        if let first = scalars.first, CurrencySign(first) != nil { scalars.removeFirst() }
        return !scalars.isEmpty && scalars.count <= 4 && scalars.allSatisfy { $0.isDigit }
    }

    /// The position of a word of one or two digits printed small and raised right after `box`.
    private static func superscript(after box: TagBox, in lines: [TagLine]) -> (line: Int, word: Int)? {
        let height = box.height
        for (lineIndex, line) in lines.enumerated() {
            for (wordIndex, word) in line.words.enumerated() {
                guard let small = word.box, word.text.unicodeScalars.count <= 2,
                    word.text.unicodeScalars.allSatisfy({ $0.isDigit }), !word.text.isEmpty
                else { continue }
                // Small: at most 70% of the big height; raised: its top near the big top and its
                // bottom above the big one's lower quarter; right after: starting within a
                // quarter of the height before or 3/4 after its right edge.
                let isSmall =
                    small.height > 0
                    && small.height.multipliedReportingOverflow(by: 10).partialValue
                        <= height.multipliedReportingOverflow(by: 7).partialValue
                let top = small.y.subtractingReportingOverflow(box.y).partialValue
                let bottom = small.y.addingReportingOverflow(small.height).partialValue
                let isRaised =
                    top.magnitude <= UInt(height / 3)
                    && bottom <= box.y.addingReportingOverflow(height / 4 * 3).partialValue
                let gap = small.x.subtractingReportingOverflow(box.right).partialValue
                let isAfter = gap >= -(height / 4) && gap <= height / 4 * 3
                if isSmall && isRaised && isAfter { return (lineIndex, wordIndex) }
            }
        }
        return nil
    }
}
