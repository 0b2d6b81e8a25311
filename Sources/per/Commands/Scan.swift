import ArgumentParser
import PerKit

/// `per scan`: reads a shelf tag's text as PerKit reads it — name, price, size, the tag's unit
/// price and its check, member price, multi-buy, deposit — and prints the product line
/// `per compare` accepts.
///
/// The text comes from a file (`--text FILE`, `-` for standard input). Each source becomes a
/// ``TagText`` before PerKit reads it, so another source (OCR of a photo, through its own
/// module) only has to make one.
struct Scan: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Read a shelf tag's text and check its unit price.",
        discussion: """
            Reads the text of a shelf tag (as OCR or a shopper typed it, one line of the tag a \
            line) and prints what it says: the name, the price of one item, the size, the \
            member price, a multi-buy, a deposit and the tag's unit price, checked against \
            the price and the size (it matches when it equals the exact unit price rounded to \
            the places printed). A field that was not read is empty, never guessed; the fields \
            to confirm are marked '?'. The last line is the product as per compare reads it.

            EXAMPLES:
              per scan --text tag.txt
              printf 'Heinz Tomato Ketchup 700g\\n£3.90\\n55.7p per 100g\\n' | per scan --text -
              per scan --text tag.txt --json --currency EUR
            """
    )

    @Option(
        name: .long,
        help: ArgumentHelp("A file of the tag's text; - for standard input.", valueName: "file"))
    var text: String

    @Flag(help: "Print a JSON array with one object for the tag.")
    var json = false

    @Option(
        help: ArgumentHelp(
            "The currency of amounts printed without a sign (ISO 4217 code: USD, EUR, GBP …).",
            valueName: "code"))
    var currency: String?

    @OptionGroup var systemOption: SystemOption

    func validate() throws {
        if let currency = currency.map(NegativeValues.unmarked), PerKit.Currency(code: currency) == nil {
            throw ValidationError(
                "--currency expects an ISO 4217 currency code such as USD, EUR or GBP; '\(currency)' is not one."
            )
        }
    }

    func run() throws {
        let currency = currency.flatMap { PerKit.Currency(code: NegativeValues.unmarked($0)) }
        let file = NegativeValues.unmarked(text)
        let system = systemOption.system
        try reportingDataErrors { () throws(DataError) in
            let tag = try Self.tagText(file: file)
            let reading = ShelfTagReading(reading: tag, currency: currency, system: system)
            if json {
                var writer = JSONWriter()
                writer.beginArray()
                reading.write(to: &writer, file: file == "-" ? nil : file)
                writer.endArray()
                Terminal.writeOutput(writer.text + "\n")
            } else {
                Terminal.writeOutput(lines: Self.report(reading))
            }
        }
    }

    /// The text of `file` (`-`: standard input) as a tag's text.
    /// - Throws: ``DataError`` for a file that can't be read, text that is not UTF-8, or no text.
    static func tagText(file: String) throws(DataError) -> TagText {
        let subject = file == "-" ? "standard input" : "--text \(quoted(file))"
        let bytes: [UInt8]
        do throws(Terminal.ReadFailure) {
            bytes = try Terminal.readBytes(path: file)
        } catch {
            throw DataError(subject, error.reason)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw DataError(subject, "the text is not UTF-8")
        }
        let tag = TagText(plainText: text)
        guard !tag.lines.isEmpty else { throw DataError(subject, "there is no text to read") }
        return tag
    }

    /// The reading as lines: a field a line, `?` after those to confirm, then the notes and
    /// the product line.
    static func report(_ reading: ShelfTagReading) -> [String] {
        func line(_ label: String, _ field: TagField, _ value: String?) -> String {
            let mark = reading.uncertain.contains(field) ? "  ?" : ""
            return label.padding(to: 14) + (value ?? "—") + mark
        }
        var lines = [
            line("Name", .name, reading.name.value.map { Terminal.visible($0) }),
            line("Price", .price, reading.price.value.map(reading.amountText)),
            line("Size", .quantity, reading.quantity.value?.formatted(in: reading.system)),
            line("Member price", .memberPrice, reading.memberPrice.value.map(reading.amountText)),
            line(
                "Multi-buy", .multiBuy,
                reading.multiBuy.value.map { "\($0.count) for \(reading.amountText($0.price))" }),
            line("Deposit", .deposit, reading.deposit.value.map(reading.amountText)),
            line(
                "Unit price", .tagUnitPrice,
                reading.tagUnitPrice.value.map { Self.unitPriceText($0, reading) }),
        ]
        for note in reading.notes { lines.append(Terminal.visible(note)) }
        lines.append("Product".padding(to: 14) + (reading.productText.map { Terminal.visible($0) } ?? "—"))
        return lines
    }

    /// `55.7p per 100g: matches`, `59.7p per 100g: wrong by 0.039857…`.
    static func unitPriceText(_ unitPrice: TagUnitPrice, _ reading: ShelfTagReading) -> String {
        let text = Terminal.visible(unitPrice.text)
        switch unitPrice.check {
        case .matches: return text + ": matches"
        case .otherBasis: return text + ": matches, on another basis"
        case .unread: return text + ": not checked"
        case .wrong(let difference):
            return text + ": wrong by " + difference.formatted(significantDigits: 3) + " "
                + unitPrice.reference.phrase(in: reading.system)
        }
    }
}

extension String {
    /// The text followed by spaces up to `width` scalars.
    fileprivate func padding(to width: Int) -> String {
        let count = unicodeScalars.count
        return count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
