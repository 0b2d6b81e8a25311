/// Words that share a line of the image, left to right.
public struct OCRLine: Hashable, Sendable {
    /// The line's words, sorted by their left edge.
    public var words: [OCRWord]

    /// A line of words, in the order given.
    public init(words: [OCRWord]) {
        self.words = words
    }

    /// The words' texts joined by single spaces.
    public var text: String { words.map(\.text).joined(separator: " ") }

    /// The smallest box that holds every word, nil for a line without words.
    public var box: OCRBox? {
        guard let first = words.first else { return nil }
        return words.dropFirst().reduce(first.box) { $0.union($1.box) }
    }
}
