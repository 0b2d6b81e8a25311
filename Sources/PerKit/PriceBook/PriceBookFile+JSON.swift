extension PriceBookFile {
    /// The value of a JSON price-book file's `format` member.
    static let jsonFormatName = "per-price-book"

    /// The newest version ``jsonText(_:)`` writes: 2 when an entry has a deal (`"deal"`), else 1,
    /// which every version of Per reads. Readers accept this and every earlier version, and
    /// refuse later ones with a message, so an older Per never imports a file and drops its deals.
    static let jsonVersion = 2

    /// How a JSON price-book file is recognised.
    private static let jsonFile = VersionedJSONFile(
        noun: "price-book file", format: jsonFormatName, newestVersion: jsonVersion, arrayKey: "entries")

    /// The entries as Per's JSON price-book format, one entry a line, every value exact:
    ///
    /// ```json
    /// {"format":"per-price-book","version":1,"entries":[
    /// {"id":"…","product":"Coffee","store":"Lidl","date":"2026-11-03","sale":false,"price":"549/100","packCount":"1","packSize":"1","unit":"kg","list":null}
    /// ]}
    /// ```
    ///
    /// Each entry is written by ``PriceEntry/write(to:)``: amounts are ``Rational/fractionText``
    /// (`p/q`, or `p` for whole numbers), `unit` a ``Unit/id``, `store` and `list` a string or
    /// `null`, and `deal` (version 2) the clauses of an entry's deal.
    /// - Complexity: O(*n*) in the number of entries.
    public static func jsonText(_ entries: [PriceEntry]) -> String {
        let version = entries.contains { $0.item.deal != nil } ? jsonVersion : 1
        var text = "{\"format\":\"\(jsonFormatName)\",\"version\":\(version),\"entries\":["
        for (index, entry) in entries.enumerated() {
            var writer = JSONWriter()
            entry.write(to: &writer)
            text += (index == 0 ? "\n" : ",\n") + writer.text
        }
        return text + "\n]}\n"
    }

    /// Reads a JSON price-book file (see ``jsonText(_:)``). An entry without an `id` (or with a
    /// `null` one) takes a fresh id.
    /// - Parameters:
    ///   - freshID: The id of the first entry without one; see
    ///     ``entries(from:system:freshID:book:)``.
    ///   - book: The entries already kept: imported ones must agree with them.
    /// - Throws: ``PriceBookFileError``: for text that is not JSON or not a price-book file, a
    ///   version newer than ``jsonVersion``, and each entry that can't be used, with its position
    ///   and PerKit's message; nothing is imported then.
    public static func entries(fromJSON text: String, freshID: ListID, book: PriceBook = PriceBook())
        throws(PriceBookFileError) -> [PriceEntry]
    {
        let values: [JSON]
        do throws(VersionedJSONFile.FileMessage) {
            values = try jsonFile.values(of: jsonFile.parse(text))
        } catch {
            throw PriceBookFileError(.file, error.text)
        }
        var importer = PriceBookImport(book: book, freshID: freshID)
        for (index, value) in values.enumerated() {
            let location = PriceBookFileError.Location.entry(index)
            guard case .object(var members) = value else {
                importer.report("The entry is not a JSON object", at: location)
                continue
            }
            // The price book's own messages for the rules a shopper can break.
            if let name = value.string("product"), name.trimmingSpaces.isEmpty {
                importer.report(PriceBookError.missingName.message, at: location)
                continue
            }
            if let date = value.string("date"), CalendarDate(date) == nil {
                importer.report(PriceBookError.invalidDate(date).message, at: location)
                continue
            }
            if value["id"].map({ $0.isNull }) ?? true {
                members.removeAll { $0.key.hasSameUTF8(as: "id") }
                members.append(JSON.Member("id", .string(importer.freshID().text)))
            } else if let id = value.string("id"), ListID(id) == nil {
                importer.report(invalidID("entry", id), at: location)
                continue
            }
            do {
                importer.add(try PriceEntry(json: .object(members)), at: location)
            } catch {
                importer.report(Self.sentence(error.message), at: location)
            }
        }
        return try importer.result()
    }

    /// A message that starts with a capital, as PerKit's sentences do.
    private static func sentence(_ text: String) -> String {
        guard let first = text.unicodeScalars.first, first.value >= 0x61, first.value <= 0x7A,
            let upper = Unicode.Scalar(first.value - 0x20)
        else { return text }
        var result = ""
        result.unicodeScalars.append(upper)
        result.unicodeScalars.append(contentsOf: text.unicodeScalars.dropFirst())
        return result
    }
}
