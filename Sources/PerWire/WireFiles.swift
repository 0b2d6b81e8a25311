import PerKit

/// List files in the wire format: reads a CSV or JSON list file into the lists of an
/// `importLists` action, and writes lists as a file. The web app runs this in a module of its
/// own, loaded the first time the shopper imports or exports, so that the app's module carries
/// no file parser; lists travel between the two as share-link payloads (``ShareLink``), which
/// keep every value exact.
public enum WireFiles {
    /// Reads a list file: `{"text": <the file's text>, "system": "metric"|"us"|"uk"}` →
    /// `{"lists": [<share-link payload>, …]}`, or `{"problems": [<text>, …]}` listing every
    /// problem when nothing can be imported (``ListFileError``). Either answer, with `"type":
    /// "importLists"` and a fresh `"id"`, is the action that imports it (see ``WireAction``).
    /// A malformed request is answered with `{"error": …}`.
    /// - Parameter request: `system` decides what `fl oz`, `cup`, `pt`, `qt` and `gal` mean in a
    ///   CSV file: the shopper's measurement system.
    public static func read(_ request: String) -> String {
        answer(request) { json throws(ParseError) in
            guard let text = json.string("text") else { throw ParseError("'text' must be a string", at: 0) }
            let system = try json.string("system").map(WireAction.measurementSystem) ?? .metric
            do throws(ListFileError) {
                let lists = try ListFile.lists(from: text, system: system)
                return .object([.init("lists", .array(lists.map { .string(ShareLink.encode($0)) }))])
            } catch {
                return .object([.init("problems", .array(error.problems.map { .string($0.text) }))])
            }
        }
    }

    /// Writes lists as a file: `{"format": "csv"|"json", "name": <for the file name>, "lists":
    /// [<share-link payload>, …]}`, as the app's `lists` query answers → `{"fileName":
    /// "Saturday.csv", "mediaType": "text/csv", "text": …}` (see ``ListFile``). A malformed
    /// request is answered with `{"error": …}`.
    public static func write(_ request: String) -> String {
        answer(request) { json throws(ParseError) in
            let format = json.string("format") ?? ""
            let isCSV = format.hasSameUTF8(as: "csv")
            guard isCSV || format.hasSameUTF8(as: "json") else {
                throw ParseError("'format' must be csv or json", at: 0)
            }
            guard let name = json.string("name"), let values = json.array("lists") else {
                throw ParseError("writing a file needs a string 'name' and an array 'lists'", at: 0)
            }
            let lists = try WireAction.sharedLists(values)
            return .object([
                .init("fileName", .string(ListFile.fileName(for: name) + (isCSV ? ".csv" : ".json"))),
                .init("mediaType", .string(isCSV ? "text/csv" : "application/json")),
                .init("text", .string(isCSV ? ListFile.csvText(lists) : ListFile.jsonText(lists))),
            ])
        }
    }

    private static func answer(_ request: String, _ body: (JSON) throws(ParseError) -> JSON) -> String {
        do throws(ParseError) {
            return try body(JSON(parsing: request)).text
        } catch {
            return JSON.object([.init("error", .string(error.message))]).text
        }
    }
}
