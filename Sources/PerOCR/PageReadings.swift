/// A page as Tesseract's passes read it, and, when it was not settled, other readings of its
/// lines and of the print no word of it covers.
public struct PageReadings: Hashable, Sendable {
    /// The page.
    public var page: OCRPage
    /// For each index of a line of ``page`` read again, that line's other readings (words in the
    /// original image's pixels, left to right): none when the page is settled.
    public var rereadings: [Int: [OCRLine]]
    /// The readings of each line of print no word of ``page`` covers (`UnreadPrint`): none when
    /// the page is settled.
    public var unread: [[OCRLine]]

    /// A page with other readings of its lines.
    public init(page: OCRPage, rereadings: [Int: [OCRLine]] = [:], unread: [[OCRLine]] = []) {
        self.page = page
        self.rereadings = rereadings
        self.unread = unread
    }

    /// Adds the lines of another reading of the whole page that hold a digit: each as another
    /// reading of the line of ``page`` it overlaps most, or, overlapping none, as a line of
    /// print ``page`` lost. Readings already known are not added again.
    mutating func add(linesOf other: [OCRLine]) {
        for line in other where line.text.contains(where: \.isNumber) {
            guard let box = line.box else { continue }
            let overlaps = page.lines.indices.map { index in
                (index, page.lines[index].box.map { $0.intersectionArea(with: box) } ?? 0)
            }
            guard let (index, overlap) = overlaps.max(by: { $0.1 < $1.1 }), overlap > 0 else {
                if !unread.contains(where: { $0.contains { $0.text == line.text } }) { unread.append([line]) }
                continue
            }
            let known = [page.lines[index]] + (rereadings[index] ?? [])
            if !known.contains(where: { $0.text == line.text }) {
                rereadings[index, default: []].append(line)
            }
        }
    }
}
