/// Merges the words of several recognition passes: where words of two passes cover the same
/// place, the more confident one stays.
enum WordMerge {
    /// Two words are one when their intersection covers at least this share of the smaller box.
    static let sameWordOverlap = 0.5

    /// The words of every pass, one word per place, most confident first. Words of one pass
    /// never stand for each other: Tesseract read them apart, though it may give one a box that
    /// covers another (`Ll=1,02` over the `€` beside it). A word stands for a word of another pass
    /// in its place that is, of its own pass's words, the one most in that place
    /// (``isSameWord(_:_:among:)``).
    ///
    /// - Complexity: O(*n*²) for *n* words, a few hundred on a tag, and O(*n*) more for each
    ///   two words in one place.
    static func merge(_ passes: [[OCRWord]]) -> [OCRWord] {
        let words = passes.enumerated().flatMap { pass, words in words.map { (pass: pass, word: $0) } }
            .sorted { $0.word.confidence > $1.word.confidence }
        var kept: [(pass: Int, word: OCRWord)] = []
        for candidate in words where !kept.contains(where: { isSameWord($0, candidate, among: words) }) {
            kept.append(candidate)
        }
        return kept.map(\.word)
    }

    /// Whether `candidate` is the word `kept` stands for: of another pass, in the same place,
    /// and of the words of its pass in that place the one whose box is most like `kept`'s.
    static func isSameWord(
        _ kept: (pass: Int, word: OCRWord), _ candidate: (pass: Int, word: OCRWord),
        among words: [(pass: Int, word: OCRWord)]
    ) -> Bool {
        guard kept.pass != candidate.pass, overlaps(kept.word.box, candidate.word.box) else { return false }
        let likeness = { (word: OCRWord) in
            let shared = kept.word.box.intersectionArea(with: word.box)
            return Double(shared) / Double(kept.word.box.area + word.box.area - shared)
        }
        let closest = words.lazy.filter { $0.pass == candidate.pass }.map(\.word)
            .max { likeness($0) < likeness($1) }
        return closest.map { likeness($0) <= likeness(candidate.word) } ?? true
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
