import ArgumentParser
import PerKit
import PerOCR

/// `per scan`: reads shelf tags — photos, read on this machine by Tesseract (PerOCR's
/// ``ShelfTagScanner``), or a tag's text — as PerKit reads them: name, price, size, the tag's
/// unit price and its check, member price, multi-buy, deposit; and prints the product line
/// `per compare` accepts.
///
/// Photos are `IMAGE` arguments (`-`: one from standard input); text comes from `--text FILE`
/// (`-` for standard input). A photo that can't be read gets one line on standard error and
/// exit status 65, after the others are read and printed.
struct Scan: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Read shelf tags from photos or text, and check their unit prices.",
        discussion: """
            Reads photos of shelf tags (JPEG, PNG or WebP, at most 50 megapixels), with \
            Tesseract on this machine: nothing is sent anywhere. Or, with --text, the text of a \
            tag (as an OCR app or a shopper typed it, one line of the tag a line). Prints what \
            each tag says: the name, the price of one item, the size, the \
            member price, a multi-buy, a deposit and the tag's unit price, checked against \
            the price and the size (it matches when it equals the exact unit price rounded to \
            the places printed). A field that was not read is empty, never guessed; the fields \
            to confirm are marked '?'. The last line is the product as per compare reads it.

            EXAMPLES:
              per scan tag.jpg other-tag.png
              per scan --json --currency GBP tag.jpg
              per scan --text tag.txt
              printf 'Heinz Tomato Ketchup 700g\\n£3.90\\n55.7p per 100g\\n' | per scan --text -
              per scan --text tag.txt --json --currency EUR
            """
    )

    @Argument(
        help: ArgumentHelp("Photos of shelf tags; - reads one from standard input.", valueName: "image"))
    var images: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A file of a tag's text, instead of photos; - for standard input.", valueName: "file"))
    var text: String?

    @Flag(help: "Print a JSON array with one object for each tag, in order.")
    var json = false

    @Option(
        help: ArgumentHelp(
            "The currency of amounts printed without a sign (ISO 4217 code: USD, EUR, GBP …).",
            valueName: "code"))
    var currency: String?

    @OptionGroup var systemOption: SystemOption

    func validate() throws {
        switch (text, images.isEmpty) {
        case (nil, true): throw ValidationError("Give photos of shelf tags, or --text FILE for a tag's text.")
        case (.some, false): throw ValidationError("Give photos or --text FILE, not both.")
        default: break
        }
        if images.filter({ $0 == "-" }).count > 1 {
            throw ValidationError("Standard input (-) holds one photo: give - once.")
        }
        if let currency = currency.map(NegativeValues.unmarked), PerKit.Currency(code: currency) == nil {
            throw ValidationError(
                "--currency expects an ISO 4217 currency code such as USD, EUR or GBP; '\(currency)' is not one."
            )
        }
    }

    func run() throws {
        let currency = currency.flatMap { PerKit.Currency(code: NegativeValues.unmarked($0)) }
        let system = systemOption.system
        guard let text else {
            try scanPhotos(currency: currency, system: system)
            return
        }
        let file = NegativeValues.unmarked(text)
        try reportingDataErrors { () throws(DataError) in
            let reading = ShelfTagReading(
                reading: try Self.tagText(file: file), currency: currency, system: system)
            print([(file == "-" ? nil : file, reading)])
        }
    }

    /// Reads every photo in order, prints the readings, then the photos that couldn't be read
    /// (one line each) and exits 65 if there were any.
    private func scanPhotos(currency: PerKit.Currency?, system: MeasurementSystem) throws {
        let scanner: ShelfTagScanner
        do {
            scanner = ShelfTagScanner(reader: try TagReader())
        } catch {
            throw DataError(nil, error.message).reported
        }
        var readings: [(file: String?, reading: ShelfTagReading)] = []
        var problems: [DataError.Problem] = []
        for image in images {
            let file = image == "-" ? image : NegativeValues.unmarked(image)
            let subject = file == "-" ? "standard input" : file
            let bytes: [UInt8]
            do {
                bytes = try Terminal.readBytes(path: file)
            } catch {
                problems.append(DataError.Problem(subject: subject, message: error.reason))
                continue
            }
            do {
                readings.append(
                    (
                        file == "-" ? nil : file,
                        try scanner.read(imageData: bytes, currency: currency, system: system)
                    ))
            } catch {
                problems.append(DataError.Problem(subject: subject, message: error.message))
            }
        }
        print(readings)
        if !problems.isEmpty { throw DataError(problems).reported }
    }

    /// Prints the readings: as a JSON array, or each as a table (a photo's after its file's name).
    private func print(_ readings: [(file: String?, reading: ShelfTagReading)]) {
        if json {
            var writer = JSONWriter()
            writer.beginArray()
            for (file, reading) in readings { reading.write(to: &writer, file: file) }
            writer.endArray()
            Terminal.writeOutput(writer.text + "\n")
            return
        }
        var lines: [String] = []
        for (index, (file, reading)) in readings.enumerated() {
            if index > 0 { lines.append("") }
            if text == nil { lines.append(Terminal.visible(file ?? "standard input")) }
            lines += Self.report(reading)
        }
        if !lines.isEmpty { Terminal.writeOutput(lines: lines) }
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
