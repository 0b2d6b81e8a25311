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
}
