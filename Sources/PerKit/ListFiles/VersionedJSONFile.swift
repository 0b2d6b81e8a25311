/// A JSON file of Per's own: `{"format": NAME, "version": N, KEY: [...]}`, read in one way for
/// list files and price-book files alike.
struct VersionedJSONFile {
    /// What the file is called in messages: "list file", "price-book file".
    let noun: String
    /// The `format` member it must have.
    let format: String
    /// The newest version this Per reads.
    let newestVersion: Int
    /// The member holding its array of values.
    let arrayKey: String

    /// The text as JSON, with a leading byte-order mark ignored.
    /// - Throws: a sentence for the shopper when the text is not JSON.
    func parse(_ text: String) throws(FileMessage) -> JSON {
        var bytes = Array(text.utf8)
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { bytes.removeFirst(3) }
        do {
            return try JSON(parsing: String(decoding: bytes, as: UTF8.self))
        } catch {
            throw FileMessage(.nested(.fileNotJSON, reason: error.sentence))
        }
    }

    /// The values of the file's array, once its format and version are checked.
    /// - Throws: a sentence for the shopper when it is not such a file, its version is not a
    ///   whole number from 1 or is newer than ``newestVersion``, or it has no array.
    func values(of json: JSON) throws(FileMessage) -> [JSON] {
        guard let name = json.string("format"), name.hasSameUTF8(as: format) else {
            throw FileMessage(
                .phrase(.fileNotPerFile, [("format", format)], sentences: [("noun", nounSentence)]))
        }
        guard let version = json.int("version"), version >= 1 else {
            throw FileMessage(.phrase(.fileNoVersion, sentences: [("noun", nounSentence)]))
        }
        guard version <= newestVersion else {
            throw FileMessage(
                .phrase(
                    .fileNewerVersion, [("version", String(version))], sentences: [("noun", nounSentence)]))
        }
        guard let values = json.array(arrayKey) else {
            throw FileMessage(.phrase(.fileNoArray, [("key", arrayKey)], sentences: [("noun", nounSentence)]))
        }
        return values
    }

    /// What the file is called in messages, in words any ``Catalog`` can give.
    private var nounSentence: ErrorSentence {
        switch ExactText(noun) {
        case "list file": .phrase(.listFileNoun)
        case "price-book file": .phrase(.priceBookFileNoun)
        default: .text(noun)
        }
    }

    /// What is wrong with the whole file, as a sentence.
    struct FileMessage: Error {
        /// The sentence, as an error at the file's start.
        let error: ParseError
        /// The sentence in English.
        var text: String { error.message }

        init(_ sentence: ErrorSentence) { error = ParseError(sentence, at: 0) }
    }
}
