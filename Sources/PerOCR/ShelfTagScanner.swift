import PerKit

/// Reads shelf-tag photos into PerKit's readings: Tesseract's words, with their boxes and
/// confidence (``TagReader``), read as a tag by `ShelfTagReading`.
///
/// `per scan` and `POST /api/scan` both read photos through it, so that a photo reads the same
/// on the command line and in the app.
public struct ShelfTagScanner: Sendable {
    /// The OCR reader.
    public let reader: TagReader

    /// A scanner reading with `reader`.
    public init(reader: TagReader) {
        self.reader = reader
    }

    /// Reads the tag in the photo `imageData` (JPEG, PNG or WebP).
    /// - Parameters:
    ///   - currency: The currency of amounts printed without a sign.
    ///   - system: Decides what `fl oz`, `pt` and `gal` mean.
    /// - Returns: The reading of what OCR read.
    /// - Throws: ``OCRError`` for data that is not a readable image, as ``TagReader/read(imageData:)``.
    public func read(
        imageData: [UInt8], currency: Currency? = nil, system: MeasurementSystem = .metric
    ) throws(OCRError) -> ShelfTagReading {
        try scan(imageData: imageData, currency: currency, system: system).reading
    }

    /// Reads the tag in the photo `imageData`: what OCR read (`page`) and the reading of it.
    ///
    /// When the price and the size are not both read with confidence, the lines that hold
    /// digits are read again one at a time (``TagReader/read(imageData:rereadingLinesUnless:)``),
    /// and the page is read again with each other reading of a line in place of its first; then
    /// with every line's other reading at once; then two lines' at once; then with the lines of
    /// print no word covered added, and the lines of the whole photo read once more (each in
    /// place of the line it covers, or added). A page whose price, size and unit price agree —
    /// the check matches — is taken, the fewest lines changed first
    /// (``choice(first:rounds:read:)``). Pages that agree but differ in price or size are a
    /// doubt, not a choice: the first reading stays, with its fields to confirm.
    /// - Throws: As ``read(imageData:currency:system:)``.
    public func scan(
        imageData: [UInt8], currency: Currency? = nil, system: MeasurementSystem = .metric
    ) throws(OCRError) -> (page: OCRPage, reading: ShelfTagReading) {
        var first: ShelfTagReading? = nil
        let readings = try reader.read(imageData: imageData) { page in
            let reading = ShelfTagReading(reading: TagText(page), currency: currency, system: system)
            first = reading
            return Self.isSettled(reading)
        }
        let page = readings.page
        let reading = first ?? ShelfTagReading(reading: TagText(page), currency: currency, system: system)
        let rounds = Self.candidatePages(of: page, rereadings: readings.rereadings, unread: readings.unread)
        return Self.choice(first: (page, reading), rounds: rounds) { candidate in
            ShelfTagReading(reading: TagText(candidate), currency: currency, system: system)
        }
    }

    /// The page to take, and its reading, among the `first` and the `rounds` of other pages
    /// (each read with `read`): the first round's page whose figures agree as read (when that
    /// round's such pages all read one price and size; otherwise `first`, a doubt); else the
    /// first page read with confidence whose unit price is wrong (``isMisprint(_:readingAgain:)``);
    /// else the first round's page whose figures agree once one was put right (``isPutRight(_:)``);
    /// else the first page that reads the price surely where `first` was unsure of it
    /// (``isSurer(_:than:)``); else `first`.
    static func choice(
        first: (page: OCRPage, reading: ShelfTagReading), rounds: [[OCRPage]],
        read: (OCRPage) -> ShelfTagReading
    ) -> (page: OCRPage, reading: ShelfTagReading) {
        var misprinted: (OCRPage, ShelfTagReading)? = nil
        var putRight: (OCRPage, ShelfTagReading)? = nil
        var surer: (OCRPage, ShelfTagReading)? = nil
        for candidates in rounds {
            var confirmed: [(OCRPage, ShelfTagReading)] = []
            var repaired: [(OCRPage, ShelfTagReading)] = []
            for candidate in candidates {
                let other = read(candidate)
                if Self.isConfirmed(other) {
                    confirmed.append((candidate, other))
                } else if Self.isPutRight(other) {
                    repaired.append((candidate, other))
                } else if misprinted == nil, Self.isMisprint(other, readingAgain: first.reading) {
                    misprinted = (candidate, other)
                } else if surer == nil, Self.isSurer(other, than: first.reading) {
                    surer = (candidate, other)
                }
            }
            if let choice = Self.choice(among: confirmed, or: first) { return choice }
            if putRight == nil { putRight = Self.choice(among: repaired, or: first) }
        }
        return misprinted ?? putRight ?? surer ?? first
    }

    /// Whether `other` reads the price with certainty where `first` read it with doubt (under
    /// ``doubtfulPrice``) or not at all, with as many digits (`0,89 €` for `0,29 €`, not `95`
    /// for `2,95`), and reads `first`'s size or one where it read none: with no figure to
    /// confirm either, the surer reading is shown, still for the shopper to confirm.
    static func isSurer(_ other: ShelfTagReading, than first: ShelfTagReading) -> Bool {
        guard let price = other.price.value, price != first.price.value,
            other.price.confidence >= ShelfTagReading.unconfirmedConfidence,
            first.price.confidence < doubtfulPrice,
            first.quantity.value == nil || other.quantity.value == first.quantity.value
        else { return false }
        guard let firstPrice = first.price.value else { return true }
        return other.amountText(price).count == first.amountText(firstPrice).count
    }

    /// The confidence under which a price counts as read with doubt.
    static let doubtfulPrice = 50

    /// The first of `pages` when all read the same price and size, `first` when they don't (a
    /// doubt, not a choice), nil when there are none.
    private static func choice(
        among pages: [(OCRPage, ShelfTagReading)], or first: (OCRPage, ShelfTagReading)
    ) -> (OCRPage, ShelfTagReading)? {
        guard let (chosen, chosenReading) = pages.first else { return nil }
        let agree = pages.allSatisfy { _, other in
            other.price.value == chosenReading.price.value
                && other.quantity.value == chosenReading.quantity.value
        }
        return agree ? (chosen, chosenReading) : first
    }

    /// Whether `other`, sure of every figure, calls the unit price wrong, and reads the price
    /// and the size of `first` but where `first` left them unread or to confirm: a line read
    /// again that put the pieces of a figure together (`£4.25` for `£4. 25`) or read it with
    /// more confidence, when no reading makes the tag's figures agree.
    static func isMisprint(_ other: ShelfTagReading, readingAgain first: ShelfTagReading) -> Bool {
        func agrees<Value: Equatable>(_ field: TagField, _ value: Value, _ firstValue: Value?) -> Bool {
            value == firstValue || firstValue == nil || first.uncertain.contains(field)
        }
        guard let price = other.price.value, let quantity = other.quantity.value,
            agrees(.price, price, first.price.value), agrees(.quantity, quantity, first.quantity.value),
            let unitPrice = other.tagUnitPrice.value
        else { return false }
        return unitPrice.check.isWrong
    }

    /// Whether a reading needs no other reading of its lines: its price and size were read
    /// and need no confirmation.
    static func isSettled(_ reading: ShelfTagReading) -> Bool {
        reading.price.value != nil && reading.quantity.value != nil
            && !reading.uncertain.contains(.price) && !reading.uncertain.contains(.quantity)
    }

    /// Whether the tag's own figures confirm a reading: a price and a size were read and the
    /// unit price printed matches them as read.
    static func isConfirmed(_ reading: ShelfTagReading) -> Bool {
        isMatched(reading) && !reading.uncertain.contains(.price) && !reading.uncertain.contains(.quantity)
    }

    /// Whether the unit price matches a reading only once one of its figures was put right
    /// from the others (a misread digit, or cents worked out): a weaker choice than a page
    /// whose figures agree as read, or than a misprint read with confidence, since the check
    /// can't fail on a figure made to agree.
    static func isPutRight(_ reading: ShelfTagReading) -> Bool {
        isMatched(reading) && !isConfirmed(reading)
    }

    /// Whether a price and a size were read and the unit price printed matches them.
    private static func isMatched(_ reading: ShelfTagReading) -> Bool {
        guard reading.price.value != nil, reading.quantity.value != nil,
            let unitPrice = reading.tagUnitPrice.value
        else { return false }
        return unitPrice.check == .matches
    }

    /// The pages to try, in rounds: each line's other readings one at a time; every line's
    /// first (then second) other reading at once; two lines' other readings at once; then the
    /// page with the lines of print it lost (`unread`, each with its readings) added, every
    /// such line's first (then second) reading at once, then each line's readings alone; words
    /// found beside a line join it.
    static func candidatePages(
        of page: OCRPage, rereadings: [Int: [OCRLine]], unread: [[OCRLine]] = []
    ) -> [[OCRPage]] {
        let rounds = candidatePages(of: page, rereadings: rereadings)
        guard !unread.isEmpty else { return rounds }
        // Words found beside a line (`1 kg` before `11,16 €`, its `=` lost) join that line.
        func adding(_ lines: [OCRLine]) -> OCRPage {
            var added = page
            added.lines = LineGrouping.lines(of: (page.lines + lines).flatMap(\.words))
            return added
        }
        var added: [OCRPage] = []
        for choice in 0..<2 {
            let lines = unread.compactMap { $0.indices.contains(choice) ? $0[choice] : nil }
            if !lines.isEmpty { added.append(adding(lines)) }
        }
        if unread.count > 1 {
            for readings in unread { added += readings.map { adding([$0]) } }
        }
        return rounds + [added]
    }

    /// The pages to try with the lines of `page` read again, in rounds (see
    /// ``candidatePages(of:rereadings:unread:)``).
    private static func candidatePages(of page: OCRPage, rereadings: [Int: [OCRLine]]) -> [[OCRPage]] {
        let indices = rereadings.keys.sorted()
        guard !indices.isEmpty else { return [] }
        func replacing(_ lines: [(Int, OCRLine)]) -> OCRPage {
            var changed = page
            for (index, line) in lines { changed.lines[index] = line }
            return changed
        }
        var single: [OCRPage] = []
        for index in indices {
            for line in rereadings[index] ?? [] { single.append(replacing([(index, line)])) }
        }
        var every: [OCRPage] = []
        if indices.count > 1 {
            for choice in 0..<2 {
                let lines = indices.compactMap { index in
                    rereadings[index].flatMap { $0.indices.contains(choice) ? (index, $0[choice]) : nil }
                }
                if lines.count > 1 { every.append(replacing(lines)) }
            }
        }
        var pairs: [OCRPage] = []
        for (position, a) in indices.enumerated() {
            for b in indices.dropFirst(position + 1) {
                for lineA in rereadings[a] ?? [] {
                    for lineB in rereadings[b] ?? [] { pairs.append(replacing([(a, lineA), (b, lineB)])) }
                }
            }
        }
        return [single, every, pairs].filter { !$0.isEmpty }
    }
}

extension TagText {
    /// The words OCR read, with their boxes in the photo's pixels and their confidence.
    public init(_ page: OCRPage) {
        self.init(
            lines: page.lines.map { line in
                TagLine(
                    line.words.map { word in
                        TagWord(
                            word.text,
                            box: TagBox(
                                x: word.box.x, y: word.box.y, width: word.box.width, height: word.box.height),
                            confidence: Int(word.confidence.rounded()))
                    })
            })
    }
}
