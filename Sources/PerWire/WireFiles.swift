import PerKit

/// List files and share links in the wire format: reads a CSV or JSON list file into the lists
/// of an `importLists` action and a share link into the list of an `openShareLink` action,
/// and writes lists as a file or the open list as a share link. The web app runs this in a
/// module of its own, loaded the first time the shopper imports, exports, shares or opens a
/// link, so that the app's module carries no file parser and no share-link codec; lists travel
/// between the two as JSON objects (``SharedList/write(to:)``), which keep every value exact.
public enum WireFiles {
    /// Reads a list file: `{"text": <the file's text>, "system": "metric"|"us"|"uk", "language":
    /// "de"}` → `{"lists": [<list>, …]}`, or `{"problems": [<text>, …]}` listing every problem
    /// (in `language`, English by default) when nothing can be imported (``ListFileError``). Either answer, with `"type":
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
                var writer = JSONWriter()
                writer.beginObject()
                writer.key("lists")
                writer.beginArray()
                for list in lists { list.write(to: &writer) }
                writer.endArray()
                writer.endObject()
                return writer.text
            } catch {
                let catalog = Self.catalog(json)
                return JSON.object([
                    .init("problems", .array(error.problems.map { .string($0.text(in: catalog)) }))
                ]).text
            }
        }
    }

    /// Writes lists as a file: `{"format": "csv"|"json", "name": <for the file name>, "lists":
    /// [<list>, …]}`, as the app's `lists` query answers → `{"fileName":
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
            return JSON.object([
                .init("fileName", .string(ListFile.fileName(for: name) + (isCSV ? ".csv" : ".json"))),
                .init("mediaType", .string(isCSV ? "text/csv" : "application/json")),
                .init("text", .string(isCSV ? ListFile.csvText(lists) : ListFile.jsonText(lists))),
            ]).text
        }
    }

    /// Reads a share link: `{"link": <a whole URL, or its "#share=…" fragment>, "language": "de"}`
    /// → `{"list": <list>}`, or `{"problem": <text>}` saying in `language` (English by default)
    /// what is wrong with the link (see
    /// ``SharedList/init(link:)``). Either answer, with `"type": "openShareLink"`, is the action
    /// that shows it (see ``WireAction``). A malformed request is answered with `{"error": …}`.
    public static func openLink(_ request: String) -> String {
        answer(request) { json throws(ParseError) in
            guard let link = json.string("link") else { throw ParseError("'link' must be a string", at: 0) }
            do throws(ParseError) {
                return "{\"list\":" + (try SharedList(link: link)).jsonText + "}"
            } catch {
                return JSON.object([.init("problem", .string(error.message(in: Self.catalog(json))))]).text
            }
        }
    }

    /// Writes a share link: `{"base": <the page's URL>, "list": <list>}`, the list as the app's
    /// `lists` query answers it → `{"url": <base>#share=…}` (see ``ShareLink/url(base:list:)``).
    /// A malformed request is answered with `{"error": …}`.
    public static func shareLink(_ request: String) -> String {
        answer(request) { json throws(ParseError) in
            guard let base = json.string("base") else { throw ParseError("'base' must be a string", at: 0) }
            guard let value = json["list"] else { throw ParseError("sharing needs a 'list'", at: 0) }
            let list: SharedList
            do throws(ParseError) {
                list = try SharedList(json: value)
            } catch {
                throw ParseError("list: " + error.message, at: 0)
            }
            return JSON.object([.init("url", .string(ShareLink.url(base: base, list: list)))]).text
        }
    }

    /// The catalog of the request's `language`; English when it names none Per speaks.
    private static func catalog(_ request: JSON) -> Catalog {
        request.string("language").flatMap(Language.init(tag:)).map(Catalog.init) ?? .english
    }

    private static func answer(_ request: String, _ body: (JSON) throws(ParseError) -> String) -> String {
        do throws(ParseError) {
            return try body(JSON(parsing: request))
        } catch {
            return JSON.object([.init("error", .string(error.message))]).text
        }
    }
}
