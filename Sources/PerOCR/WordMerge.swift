/// Merges the words of several recognition passes: where two words cover the same place, the
/// more confident one stays.
enum WordMerge {
    /// A word is far wider than its characters when they are on average this many times wider
    /// than the word is tall: no letter or digit is.
    static let wideCharacter = 1.5
    /// Two words are one when their intersection covers at least this share of the smaller box.
    static let sameWordOverlap = 0.5

    /// The words of every pass, one word per place, most confident first. A word far wider than
    /// its characters, in whose place the passes read several words of more characters in all
    /// (a `64` over `64 FL OZ`), is left out: Tesseract gave it the place of the words beside it.
    ///
    /// - Complexity: O(*n*²) for *n* words, a few hundred on a tag.
    static func merge(_ passes: [[OCRWord]]) -> [OCRWord] {
        let words = Array(passes.joined())
        let candidates = words.indices.filter { index in
            !swallows(words[index], words.indices.lazy.filter { $0 != index }.map { words[$0] })
        }.map { words[$0] }.sorted { $0.confidence > $1.confidence }
        var kept: [OCRWord] = []
        for word in candidates where !kept.contains(where: { overlaps($0.box, word.box) }) {
            kept.append(word)
        }
        return kept
    }

    /// Whether `word`, far wider than its characters (``wideCharacter``), stands in the place of
    /// two or more of the `others`, which hold more characters than it.
    static func swallows(_ word: OCRWord, _ others: some Sequence<OCRWord>) -> Bool {
        guard Double(word.box.width) > wideCharacter * Double(word.box.height * max(1, word.text.count))
        else { return false }
        let inside = others.filter { other in
            Double(word.box.intersectionArea(with: other.box)) >= sameWordOverlap * Double(other.box.area)
        }
        return inside.count > 1
            && inside.reduce(0, { $0 + $1.text.count }) > word.text.count
    }

    /// Whether `a` and `b` are the same word's place.
    static func overlaps(_ a: OCRBox, _ b: OCRBox) -> Bool {
        let smaller = min(a.area, b.area)
        return smaller > 0 && Double(a.intersectionArea(with: b)) >= sameWordOverlap * Double(smaller)
    }

    /// A word of the full-size passes this confident is kept over the large-print words in its
    /// place; a less confident one gives way to them.
    static let confidentWord = 80.0

    /// The words of the full-size passes with the large-print pass's groups (a price, or a
    /// price and its superscript cents) in the places where no full-size word is confident:
    /// where a big price came out as noise at full size. A group goes in when it is a split price
    /// (its cents were read again alone, as digits: more telling than any reading of the whole)
    /// or no confident word is in the place of its first word; it replaces every full-size word
    /// in its place.
    static func merge(large groups: [[OCRWord]], into words: [OCRWord]) -> [OCRWord] {
        var words = words
        for group in groups {
            guard let lead = group.first,
                group.count > 1
                    || words.allSatisfy({ !overlaps($0.box, lead.box) || $0.confidence < confidentWord })
            else { continue }
            words.removeAll { word in group.contains { covers($0.box, word.box) } }
            words += group
        }
        return words
    }

    /// Whether `large` is in the place of `word`: they are the same word's place, or `large`
    /// covers a third of `word`.
    static func covers(_ large: OCRBox, _ word: OCRBox) -> Bool {
        overlaps(large, word) || Double(large.intersectionArea(with: word)) >= Double(word.area) / 3
    }
}
