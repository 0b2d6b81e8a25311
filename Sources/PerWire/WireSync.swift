import PerKit

/// Syncing in the wire format: turns the app's saved lists and book into records for
/// `POST /api/sync` and the server's answer back into lists and a book (``SyncReplica``). The
/// web app runs this in a module of its own (per-sync.wasm, in a worker), loaded only on devices
/// that belong to a household; the lists and the book travel as the saved state the page keeps
/// (``PerApp/State/writeLibrary(to:)``, ``PerApp/State/writeBook(to:)``), the replica as the
/// JSON it is saved as (``SyncReplica/encoded()``).
public enum WireSync {
    /// The most changes one request sends: about a megabyte, well within the server's limits.
    public static let batchSize = 1_000

    /// Records the edits made since the last call: `{"library": <saved lists or null>,
    /// "book": <saved book or null>, "replica": <saved replica or null>, "device": <device
    /// id>, "now": <milliseconds since 1970>}` → `{"replica": <saved replica text to keep>,
    /// "body": <text to post>, "waiting": <count>, "more": <bool>}`. The body is the request
    /// for `POST /api/sync`, `{"since": <cursor>, "changes": [<record>, …]}`, with up to
    /// ``batchSize`` of the `waiting` changes the server hasn't acknowledged yet; `more` says
    /// whether more wait for the next request. The replica goes in as JSON and comes out as its
    /// text (``SyncReplica/encoded()``), and the body as text, so that the page keeps and sends
    /// them without reading them: a number a newer version of Per wrote stays as it was written.
    /// A malformed request is answered with `{"error": …}`.
    public static func prepare(_ request: String) -> String {
        answer(request) { json, writer throws(SyncError) in
            var session = try Session(json)
            session.replica.capture(lists: session.lists, book: session.book, now: session.now)
            let pending = session.replica.pendingRecords
            writer.member("replica", session.replica.encoded())
            var body = JSONWriter()
            body.beginObject()
            body.member("since", .number(String(session.replica.cursor)))
            body.key("changes")
            body.beginArray()
            for record in pending.prefix(batchSize) { record.write(to: &body) }
            body.endArray()
            body.endObject()
            writer.member("body", body.text)
            writer.member("waiting", pending.count)
            writer.member("more", pending.count > batchSize)
        }
    }

    /// Takes the server's answer: the request of ``prepare(_:)`` (with the lists, the book and the
    /// replica as they are now) and `"sent": <the body posted>, "answer": <the server's answer
    /// as it came, {"cursor", "changes"}>` → `{"replica": <saved replica text to keep>, "library":
    /// <saved lists, or null when unchanged>, "book": <saved book, or null when unchanged>}`;
    /// the page gives a lists or book that changed to the app as `restoreSynced`. The answer may
    /// name the household's devices (`"devices": {id: name}`), for the conflicts the merge found:
    /// `"conflicts": [conflict …]`, each a change of this device's that another device's later
    /// write replaced without having seen it (``SyncConflict``), for the page to say once, its
    /// `message`, `before` and `after` in the language the request names (`"language": "de"`,
    /// English when it names none the app speaks) with its numbers written with the request's
    /// `"decimalSeparator"` (","; "." when it names none), and as parts whose prices the page
    /// writes in the currency (``SyncConflict/write(to:in:decimalSeparator:)``). An
    /// answer the server gave in pages (see ``page(_:)``) comes as its last page in `"answer"` and
    /// the earlier ones in `"pages": [answer, …]`, merged as one answer. A malformed
    /// request or a record PerKit refuses is answered with `{"error": …}`, and nothing changes.
    public static func apply(_ request: String) -> String {
        answer(request) { json, writer throws(SyncError) in
            let session = try Session(json)
            guard let body = json["sent"], case .object = body else {
                throw .invalid(member: "sent", reason: "is not the body posted")
            }
            let sent = try records(body, "changes", path: "sent.changes")
            guard let answer = json["answer"], case .object = answer else {
                throw .invalid(member: "answer", reason: "is not the server's answer")
            }
            // A long answer came in pages: the earlier ones are merged with the last, as one.
            var received: [SyncRecord] = []
            for (index, page) in (json.array("pages") ?? []).enumerated() {
                received += try records(page, "changes", path: "pages[\(index)].changes")
            }
            received += try records(answer, "changes", path: "answer.changes")
            guard case .number(let text) = answer["cursor"] ?? .null, let cursor = Int64(text), cursor >= 0
            else {
                throw .invalid(member: "answer.cursor", reason: "is not a sequence number")
            }
            var deviceNames = SyncConflict.DeviceNames()
            if case .object(let members) = answer["devices"] ?? .null {
                for member in members {
                    if let name = member.value.stringValue { deviceNames.add(id: member.key, name: name) }
                }
            }
            var replica = session.replica
            let known = replica.history.last?.number ?? 0
            replica.takeAnswer(
                received, sent: sent, cursor: cursor, lists: session.lists, book: session.book,
                now: session.now, deviceNames: deviceNames)
            writer.key("conflicts")
            writer.beginArray()
            let catalog = catalog(of: json)
            let separator = WireAction.decimalSeparator(of: json) ?? "."
            for conflict in replica.history where conflict.number > known {
                conflict.write(to: &writer, in: catalog, decimalSeparator: separator)
            }
            writer.endArray()
            writeSynced(replica: &replica, session: session, to: &writer)
        }
    }

    /// Whether a server's answer is a page that more follow: `{"answer": <the answer as it
    /// came>}` → `{"more": true, "next": <the body that asks for the next page>}`, or
    /// `{"more": false}`. The server answers at most about a megabyte at a time; the page
    /// gathers the pages and gives them to ``apply(_:)`` together, so that the app's lists are
    /// compared with the replica and given back once, as for an answer in one piece.
    public static func page(_ request: String) -> String {
        answer(request) { json, writer throws(SyncError) in
            guard let answer = json["answer"], case .object = answer else {
                throw .invalid(member: "answer", reason: "is not the server's answer")
            }
            let more = answer["more"]?.boolValue ?? false
            writer.member("more", more)
            guard more else { return }
            guard case .number(let cursor) = answer["cursor"] ?? .null, Int64(cursor) != nil else {
                throw .invalid(member: "answer.cursor", reason: "is not a sequence number")
            }
            var body = JSONWriter()
            body.beginObject()
            body.member("since", .number(cursor))
            body.key("changes")
            body.beginArray()
            body.endArray()
            body.endObject()
            writer.member("next", body.text)
        }
    }

    /// The Sync history: the request of ``prepare(_:)``, the language (`"language": "de"`) and
    /// the decimal separator (`"decimalSeparator": ","`) → `{"history": [conflict …]}`, the last
    /// ``SyncReplica/historyLimit`` conflicts, newest first, written as ``apply(_:)`` writes them.
    public static func history(_ request: String) -> String {
        answer(request) { json, writer throws(SyncError) in
            let session = try Session(json)
            writeHistory(session.replica, json, to: &writer)
        }
    }

    /// Restores this device's side of a conflict of the Sync history: the request of
    /// ``prepare(_:)``, the language (`"language": "de"`) and `"conflict": <its number>` → the
    /// answer of ``apply(_:)`` (without `conflicts`) and `"history"`. The restored values are a
    /// new edit, sent with the next sync.
    public static func restore(_ request: String) -> String {
        answer(request) { json, writer throws(SyncError) in
            var session = try Session(json)
            guard let number = json.int("conflict") else {
                throw .invalid(member: "conflict", reason: "is not the number of a conflict")
            }
            var replica = session.replica
            replica.capture(lists: session.lists, book: session.book, now: session.now)
            guard replica.restore(number, now: session.now) else {
                throw .invalid(
                    member: "conflict", reason: "is not a conflict of the history that can be restored")
            }
            session.replica = replica
            writeHistory(replica, json, to: &writer)
            writeSynced(replica: &replica, session: session, to: &writer)
        }
    }

    /// Writes the Sync history of `replica` in the language and with the decimal separator the
    /// request `json` names.
    private static func writeHistory(_ replica: SyncReplica, _ json: JSON, to writer: inout JSONWriter) {
        let catalog = catalog(of: json)
        let separator = WireAction.decimalSeparator(of: json) ?? "."
        writer.key("history")
        writer.beginArray()
        for conflict in replica.history.reversed() {
            conflict.write(to: &writer, in: catalog, decimalSeparator: separator)
        }
        writer.endArray()
    }

    /// Writes `replica` and the lists and book it describes where they differ from the session's.
    private static func writeSynced(replica: inout SyncReplica, session: Session, to writer: inout JSONWriter)
    {
        let (lists, book) = replica.materialized()
        var synced = PerApp.State(
            lists: lists, openListID: lists.first?.id ?? ListID(high: 0, low: 0),
            settings: PerApp.Settings())
        synced.adoptSynced(lists: lists, book: book)
        writer.member("replica", replica.encoded())
        writer.key("library")
        if !Self.areSame(lists, session.lists) {
            synced.writeLibrary(to: &writer)
        } else {
            writer.value(nil)
        }
        writer.key("book")
        if !book.isUnchanged(from: session.book) {
            synced.writeBook(to: &writer)
        } else {
            writer.value(nil)
        }
    }

    /// What both calls read: the app's lists and book, the replica and the time.
    private struct Session {
        var lists: [ShoppingList]
        var book: PriceBook
        var replica: SyncReplica
        let now: Int64

        init(_ json: JSON) throws(SyncError) {
            guard let device = json.string("device"), HybridTimestamp.isValidDevice(device) else {
                throw .invalid(member: "device", reason: "is not a device id")
            }
            guard case .number(let text) = json["now"] ?? .null, let now = Int64(text) else {
                throw .invalid(member: "now", reason: "is not a time in milliseconds")
            }
            self.now = now
            let library = json["library"].flatMap { $0.isNull ? nil : $0 }
            // Lists this version can't read must not be taken for none: that would delete them all.
            if let library {
                guard let version = library.int("version"), version >= 2,
                    version <= PerApp.State.encodingVersion, library.array("lists") != nil
                else {
                    throw .invalid(
                        member: "library", reason: "is not a library of lists this version of Per can read")
                }
            }
            let book = json["book"].flatMap { $0.isNull ? nil : $0 }
            let state = PerApp.State(
                restoring: nil, library: library, book: book, defaults: PerApp.Settings())
            if let alert = state.alert { throw .invalid(member: "library", reason: alert.message) }
            lists = library == nil ? [] : state.lists
            self.book = state.book
            if let saved = json["replica"], !saved.isNull {
                do throws(SyncError) {
                    replica = try SyncReplica(decoding: saved)
                } catch {
                    throw .invalid(member: "replica", reason: error.message)
                }
                _ = replica.rebind(to: device)
            } else {
                replica = SyncReplica(device: device)!
            }
        }
    }

    /// The records of the array `member`, each checked by PerKit; refusals name it `path`.
    private static func records(_ json: JSON, _ member: String, path: String) throws(SyncError)
        -> [SyncRecord]
    {
        guard let values = json.array(member) else {
            throw .invalid(member: path, reason: "is not an array")
        }
        var records: [SyncRecord] = []
        for index in values.indices {
            do throws(SyncError) {
                records.append(try SyncRecord(json: values[index]))
            } catch {
                throw .invalid(member: "\(path)[\(index)]", reason: error.message)
            }
        }
        return records
    }

    /// Whether two libraries hold the same lists, in any order.
    private static func areSame(_ a: [ShoppingList], _ b: [ShoppingList]) -> Bool {
        guard a.count == b.count else { return false }
        var byID: [ListID: ShoppingList] = [:]
        for list in b { byID[list.id] = list }
        return a.allSatisfy { list in byID[list.id].map { $0.isSame(as: list) } ?? false }
    }

    /// The catalog of the language a request names (`"language": "de"`): English when it names
    /// none the app speaks.
    static func catalog(of json: JSON) -> Catalog {
        Catalog(json.string("language").flatMap { Language(rawValue: $0) } ?? .english)
    }

    /// How many minutes ahead of UTC a request says the device's clock is (`"utcOffset": 60`),
    /// within a day either way; 0 when it doesn't say.
    static func utcOffset(of json: JSON) -> Int {
        min(max(json.int("utcOffset") ?? 0, -24 * 60), 24 * 60)
    }

    /// The answer `body` writes into an object, or `{"error": …}` for a request that isn't JSON
    /// or that `body` refuses, in the language the request names.
    static func answer(
        _ request: String, _ body: (JSON, inout JSONWriter) throws(SyncError) -> Void
    ) -> String {
        var catalog = Catalog.english
        do throws(SyncError) {
            let json: JSON
            do throws(ParseError) {
                json = try JSON(parsing: request)
            } catch {
                throw .invalid(member: "request", reason: "is not JSON: " + error.message)
            }
            catalog = Self.catalog(of: json)
            var writer = JSONWriter()
            writer.beginObject()
            try body(json, &writer)
            writer.endObject()
            return writer.text
        } catch {
            return JSON.object([.init("error", .string(error.message(in: catalog)))]).text
        }
    }
}
