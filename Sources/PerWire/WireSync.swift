import PerKit

/// Syncing in the wire format: turns the app's saved lists and book into records for
/// `POST /api/sync` and the server's answer back into lists and a book (``SyncReplica``). The
/// web app runs this in a module of its own (per-sync.wasm, in a worker), loaded only on devices
/// that belong to a household; the lists and the book travel as the saved state the page keeps
/// (``PerApp/State/writeLibrary(to:)``, ``PerApp/State/writeBook(to:)``), the replica as its
/// saved text (``SyncReplica/encoded()``).
public enum WireSync {
    /// The most changes one request sends: about a megabyte, well within the server's limits.
    public static let batchSize = 1_000

    /// Records the edits made since the last call: `{"library": <saved lists or null>,
    /// "book": <saved book or null>, "replica": <saved replica text or null>, "device": <device
    /// id>, "now": <milliseconds since 1970>}` → `{"replica": <text to keep>, "since": <cursor>,
    /// "changes": [<record>, …], "waiting": <count>, "more": <bool>}`: up to ``batchSize`` of the
    /// `waiting` changes the server hasn't acknowledged yet, for `POST /api/sync`, and whether
    /// more wait for the next request. A malformed request is answered with `{"error": …}`.
    public static func prepare(_ request: String) -> String {
        answer(request) { json throws(SyncError) in
            var session = try Session(json)
            session.replica.capture(lists: session.lists, book: session.book, now: session.now)
            let pending = session.replica.pendingRecords
            return .object([
                .init("replica", .string(session.replica.encoded())),
                .init("since", .number(String(session.replica.cursor))),
                .init("changes", .array(pending.prefix(batchSize).map { $0.json })),
                .init("waiting", .int(pending.count)),
                .init("more", .bool(pending.count > batchSize)),
            ])
        }
    }

    /// Takes the server's answer: the request of ``prepare(_:)`` (with the lists, the book and the
    /// replica as they are now) and `"sent": [<the changes posted>], "cursor": <the answer's>,
    /// "changes": [<the answer's records>]` → `{"replica": <text to keep>, "library": <saved
    /// lists, or null when unchanged>, "book": <saved book, or null when unchanged>}`; the page
    /// gives a lists or book that changed to the app as `restoreSynced`. A malformed request or a
    /// record PerKit refuses is answered with `{"error": …}`, and nothing changes.
    public static func apply(_ request: String) -> String {
        answer(request) { json throws(SyncError) in
            var session = try Session(json)
            let sent = try records(json, "sent")
            let received = try records(json, "changes")
            guard case .number(let text) = json["cursor"] ?? .null, let cursor = Int64(text), cursor >= 0
            else {
                throw .invalid(member: "cursor", reason: "is not a sequence number")
            }
            var replica = session.replica
            replica.capture(lists: session.lists, book: session.book, now: session.now)
            replica.merge(received)
            replica.acknowledge(sent)
            replica.cursor = cursor
            let (lists, book) = replica.materialized()
            session.replica = replica
            var synced = PerApp.State(
                lists: lists, openListID: lists.first?.id ?? ListID(high: 0, low: 0),
                settings: PerApp.Settings())
            synced.adoptSynced(lists: lists, book: book)
            // No list record at all (a new household, nothing sent yet): the app keeps its lists.
            let listsChanged = !replica.records.isEmpty && !Self.areSame(lists, session.lists)
            let bookChanged = !book.isUnchanged(from: session.book)
            return .object([
                .init("replica", .string(replica.encoded())),
                .init("library", listsChanged ? try Self.saved { synced.writeLibrary(to: &$0) } : .null),
                .init("book", bookChanged ? try Self.saved { synced.writeBook(to: &$0) } : .null),
            ])
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
            if let text = json.string("replica") {
                let saved: JSON
                do throws(ParseError) {
                    saved = try JSON(parsing: text)
                } catch {
                    throw .invalid(member: "replica", reason: error.message)
                }
                replica = try SyncReplica(decoding: saved)
                _ = replica.rebind(to: device)
            } else {
                replica = SyncReplica(device: device)!
            }
        }
    }

    /// The records of the array `member`, each checked by PerKit.
    private static func records(_ json: JSON, _ member: String) throws(SyncError) -> [SyncRecord] {
        guard let values = json.array(member) else {
            throw .invalid(member: member, reason: "is not an array")
        }
        var records: [SyncRecord] = []
        for index in values.indices {
            do throws(SyncError) {
                records.append(try SyncRecord(json: values[index]))
            } catch {
                throw .invalid(member: "\(member)[\(index)]", reason: error.message)
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

    /// Saved state as JSON, from the writer the app saves with.
    private static func saved(_ write: (inout JSONWriter) -> Void) throws(SyncError) -> JSON {
        var writer = JSONWriter()
        write(&writer)
        do throws(ParseError) {
            return try JSON(parsing: writer.text)
        } catch {
            throw .invalid(member: "library", reason: error.message)
        }
    }

    private static func answer(_ request: String, _ body: (JSON) throws(SyncError) -> JSON) -> String {
        do throws(SyncError) {
            let json: JSON
            do throws(ParseError) {
                json = try JSON(parsing: request)
            } catch {
                throw .invalid(member: "request", reason: "is not JSON: " + error.message)
            }
            return try body(json).text
        } catch {
            return JSON.object([.init("error", .string(error.message))]).text
        }
    }
}
