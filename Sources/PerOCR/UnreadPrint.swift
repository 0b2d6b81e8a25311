import CTesseract

/// Finds print that no word of the page covers: a short line the page passes lost whole, such
/// as a size of two characters (`1 l`) or a unit price in a box, which ``LineRereading`` can't
/// read again because no line holds it.
///
/// The marks of the binarised image that are the size of small print and lie outside every
/// word are grouped into lines, side by side; a group of at least two marks is a line to read.
enum UnreadPrint {
    /// The shortest and tallest mark that counts as a character, as shares of the image's longer
    /// side: specks and rules are shorter, a big price's digits are taller.
    static let markHeights = 0.012...0.06
    /// The widest mark, as a multiple of its height: wider marks are rules or edges.
    static let widestMark = 1.5
    /// Marks of one line are at most this many of their heights apart.
    static let markGap = 1.2
    /// The most lines found.
    static let maximumLines = 4

    /// The boxes of the lines of print no box of `read` touches, in `binary`'s pixels, top to
    /// bottom: at most ``maximumLines``, those of the most marks.
    static func lines(in binary: borrowing PixImage, besides read: [OCRBox]) -> [OCRBox] {
        let longSide = Double(max(binary.width, binary.height))
        let marks = binary.componentBoxes().filter { box in
            markHeights.contains(Double(box.height) / longSide)
                && Double(box.width) <= widestMark * Double(box.height)
                && !read.contains(where: { $0.intersectionArea(with: box) > 0 })
        }
        return grouped(marks).filter { $0.count >= 2 }
            .sorted { $0.count > $1.count }
            .prefix(maximumLines)
            .map { $0.dropFirst().reduce($0[0]) { $0.union($1) } }
            .sorted { ($0.y, $0.x) < ($1.y, $1.x) }
    }

    /// `marks` in groups that share a line and stand near each other, left to right.
    static func grouped(_ marks: [OCRBox]) -> [[OCRBox]] {
        var groups: [(box: OCRBox, marks: [OCRBox])] = []
        for mark in marks.sorted(by: { $0.x < $1.x }) {
            let match = groups.firstIndex { group in
                let shorter = min(group.box.height, mark.height)
                let gap = mark.x - group.box.maxX
                return Double(group.box.verticalOverlap(with: mark)) >= 0.5 * Double(shorter)
                    && Double(gap) <= markGap * Double(max(group.box.height, mark.height))
            }
            if let match {
                groups[match].marks.append(mark)
                groups[match].box = groups[match].box.union(mark)
            } else {
                groups.append((mark, [mark]))
            }
        }
        return groups.map(\.marks)
    }
}
