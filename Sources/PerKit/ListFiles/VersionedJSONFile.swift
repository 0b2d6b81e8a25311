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
            throw FileMessage("The file can't be read as JSON: " + error.message)
        }
    }

    /// The values of the file's array, once its format and version are checked.
    /// - Throws: a sentence for the shopper when it is not such a file, its version is not a
    ///   whole number from 1 or is newer than ``newestVersion``, or it has no array.
    func values(of json: JSON) throws(FileMessage) -> [JSON] {
        guard let name = json.string("format"), name.hasSameUTF8(as: format) else {
            throw FileMessage("This JSON is not a Per \(noun): it has no \"format\": \"\(format)\" member")
        }
        guard let version = json.int("version"), version >= 1 else {
            throw FileMessage("This \(noun) has no valid \"version\": it must be a whole number from 1")
        }
        guard version <= newestVersion else {
            throw FileMessage(
                "This \(noun) was written by a newer version of Per (\(noun) version \(version)): update Per to open it"
            )
        }
        guard let values = json.array(arrayKey) else {
            throw FileMessage("This \(noun) has no \"\(arrayKey)\" array")
        }
        return values
    }

    /// What is wrong with the whole file, as a sentence.
    struct FileMessage: Error {
        let text: String
        init(_ text: String) { self.text = text }
    }
}
