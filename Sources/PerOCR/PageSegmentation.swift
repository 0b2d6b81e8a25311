import CTesseract

/// How Tesseract finds the text on a page, one pass each.
public enum PageSegmentation: Sendable, Hashable, CaseIterable {
    /// As much text as possible, in no particular order (Tesseract's PSM 11): finds the price,
    /// the bands and the small print scattered over a tag.
    case sparseText
    /// One uniform block of text (PSM 6): reads the lines of small print together.
    case uniformBlock
    /// One line of text (PSM 7): the superscript cents of a price, read alone.
    case singleLine
    /// Fully automatic page layout (PSM 3), Tesseract's default.
    case automatic

    var tesseractMode: TessPageSegMode {
        switch self {
        case .sparseText: PSM_SPARSE_TEXT
        case .uniformBlock: PSM_SINGLE_BLOCK
        case .singleLine: PSM_SINGLE_LINE
        case .automatic: PSM_AUTO
        }
    }
}
