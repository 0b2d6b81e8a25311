/// What a shelf-tag photo says: its words grouped in lines, top to bottom.
public struct OCRPage: Hashable, Sendable {
    /// The width of the original image in pixels.
    public var width: Int
    /// The height of the original image in pixels.
    public var height: Int
    /// The lines, sorted by their top edge; each line's words left to right.
    public var lines: [OCRLine]

    /// A page of lines in an image of the given size.
    public init(width: Int, height: Int, lines: [OCRLine]) {
        self.width = width
        self.height = height
        self.lines = lines
    }

    /// The full text: one line of text per line, words separated by spaces.
    public var text: String { lines.map(\.text).joined(separator: "\n") }

    /// Every word, line by line.
    public var words: [OCRWord] { lines.flatMap(\.words) }
}
