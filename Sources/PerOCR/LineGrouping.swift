/// Groups words into lines by where they are, so that the words of several passes read in order.
enum LineGrouping {
    /// A word joins a line when they share at least this share of the smaller height: the
    /// superscript cents beside a big price share its line.
    static let sameLineOverlap = 0.5

    /// `words` in lines sorted top to bottom, each line's words left to right.
    ///
    /// - Complexity: O(*n* × *l*) for *n* words in *l* lines.
    static func lines(of words: [OCRWord]) -> [OCRLine] {
        var lines: [(box: OCRBox, words: [OCRWord])] = []
        // Tallest first: a big price founds its line before the small print beside it.
        for word in words.sorted(by: { ($0.box.height, $1.box.y) > ($1.box.height, $0.box.y) }) {
            let match = lines.firstIndex { line in
                let overlap = line.box.verticalOverlap(with: word.box)
                let shorter = min(line.box.height, word.box.height)
                return Double(overlap) >= sameLineOverlap * Double(shorter)
            }
            if let match {
                lines[match].words.append(word)
                lines[match].box = lines[match].box.union(word.box)
            } else {
                lines.append((word.box, [word]))
            }
        }
        return lines.sorted { ($0.box.y, $0.box.x) < ($1.box.y, $1.box.x) }.map { line in
            OCRLine(words: line.words.sorted { ($0.box.x, $0.box.y) < ($1.box.x, $1.box.y) })
        }
    }
}
