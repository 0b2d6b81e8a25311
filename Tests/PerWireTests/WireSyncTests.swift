import PerWire
import Testing

@testable import PerAppTestSupport
@testable import PerKit

/// per-sync.wasm's calls: the saved lists and book in, changes out; the server's answer in,
/// the lists and book that changed out.
@Suite("Sync through the wire")
struct WireSyncTests {
    /// A device: its saved lists and book (as the page keeps them) and its replica's text.
    struct Device {
        var session: WireSession
        var replica: String? = nil
        let id: String

        var library: String {
            var writer = JSONWriter()
            session.state.writeLibrary(to: &writer)
            return writer.text
        }
        var book: String {
            var writer = JSONWriter()
            session.state.writeBook(to: &writer)
            return writer.text
        }

        func request(now: Int64, extra: String = "") -> String {
            return
                #"{"library":\#(library),"book":\#(book),"replica":\#(replica ?? "null"),"device":"\#(id)","now":\#(now)\#(extra)}"#
        }
    }

    static func device(_ id: String, listID: String) -> Device {
        var session = WireSession()
        _ = session.start(
            #"{"id":"\#(listID)","now":"2026-11-23T10:00:00Z","today":"2026-11-23","decimalSeparator":"."}"#)
        return Device(session: session, id: id)
    }

    /// A sync through a server that keeps every record it was sent.
    static func sync(_ device: inout Device, server: inout [String: JSON], now: Int64) throws {
        let prepared = try JSON(parsing: WireSync.prepare(device.request(now: now)))
        #expect(prepared["error"] == nil, "\(prepared)")
        device.replica = prepared.string("replica")
        let body = try #require(prepared.string("body"))
        let sent = try JSON(parsing: body).array("changes") ?? []
        for change in sent {
            let record = try SyncRecord(json: change)
            let merged =
                server[record.id.text].map { try! SyncRecord(json: $0).merged(with: record)! } ?? record
            server[record.id.text] = try JSON(parsing: merged.text)
        }
        let answer = JSON.array(Array(server.values)).text
        let applied = try JSON(
            parsing: WireSync.apply(
                device.request(
                    now: now,
                    extra:
                        #","sent":\#(body),"answer":{"cursor":\#(server.count),"changes":\#(answer)}"#))
        )
        #expect(applied["error"] == nil, "\(applied)")
        device.replica = applied.string("replica")
        if applied["library"] != .null || applied["book"] != .null {
            let action = JSON.object([
                .init("type", .string("restoreSynced")), .init("library", applied["library"] ?? .null),
                .init("book", applied["book"] ?? .null),
            ])
            let answer = try JSON(parsing: device.session.dispatch(action.text))
            #expect(answer["error"] == nil, "\(answer)")
        }
    }

    @Test(
        "two devices: a product added on one appears on the other; its rename and a price change both survive"
    )
    func twoDevices() throws {
        var phone = Self.device("phone", listID: "0123456789abcdef0123456789abcdef")
        var tablet = Self.device("tablet", listID: "fedcba9876543210fedcba9876543210")
        var server: [String: JSON] = [:]
        for request in [
            #"{"type":"addProduct"}"#, #"{"type":"key","key":"5"}"#, #"{"type":"focus","field":"price"}"#,
            #"{"type":"key","key":"2"}"#, #"{"type":"setName","name":"Tea"}"#, #"{"type":"submit"}"#,
        ] {
            _ = phone.session.dispatch(request)
        }
        try Self.sync(&phone, server: &server, now: 1_764_000_000_000)
        try Self.sync(&tablet, server: &server, now: 1_764_000_001_000)
        // The tablet's untouched empty list stays its own: it takes the household's lists.
        #expect(tablet.session.state.lists.map(\.id) == [phone.session.state.openListID])
        let tea = try #require(tablet.session.state.lists.first { $0.id == phone.session.state.openListID })
        #expect(tea.products.items.map(\.name) == ["Tea"])
        #expect(tablet.session.state.book.entryCount == 1)
        // The phone renames the list; both sync.
        _ = phone.session.dispatch(#"{"type":"setListName","name":"Saturday"}"#)
        try Self.sync(&phone, server: &server, now: 1_764_000_002_000)
        try Self.sync(&tablet, server: &server, now: 1_764_000_003_000)
        try Self.sync(&phone, server: &server, now: 1_764_000_004_000)
        let names = { (device: Device) in device.session.state.lists.map(\.name).sorted() }
        #expect(names(phone) == names(tablet))
        #expect(names(phone).contains("Saturday"))
    }

    @Test("a number a newer version of Per wrote is kept and sent on digit for digit")
    func numbersPassOnExactly() throws {
        var phone = Self.device("phone", listID: "0123456789abcdef0123456789abcdef")
        var server: [String: JSON] = [:]
        for request in [
            #"{"type":"addProduct"}"#, #"{"type":"key","key":"5"}"#, #"{"type":"focus","field":"price"}"#,
            #"{"type":"key","key":"2"}"#, #"{"type":"submit"}"#,
        ] {
            _ = phone.session.dispatch(request)
        }
        try Self.sync(&phone, server: &server, now: 1_764_000_000_000)
        let stored = try #require(server.values.first { $0.string("kind") == "product" })
        // Beyond what a JavaScript number (a Double) holds exactly.
        let digits = "12345678901234567890123.25"
        var record = try SyncRecord(json: stored)
        record.set(
            .init(name: "grams", value: .number(digits), stamp: HybridTimestamp("1764000000500-0-tablet")!))
        server[record.id.text] = try JSON(parsing: record.text)
        try Self.sync(&phone, server: &server, now: 1_764_000_001_000)
        #expect(phone.replica?.contains(#""grams":[\#(digits),"1764000000500-0-tablet"]"#) == true)
        // Removed here, the product is sent whole: the number goes as it came.
        _ = phone.session.dispatch(#"{"type":"removeProduct","index":0}"#)
        let prepared = try JSON(parsing: WireSync.prepare(phone.request(now: 1_764_000_002_000)))
        #expect(prepared.string("body")?.contains(#""grams":[\#(digits),"#) == true)
    }

    @Test("an answer in pages: each asks for the next, and all are merged as one answer")
    func pagedAnswer() throws {
        let first = try JSON(parsing: WireSync.page(#"{"answer":{"cursor":7,"changes":[],"more":true}}"#))
        #expect(first["more"] == .bool(true))
        #expect(first.string("next") == #"{"since":7,"changes":[]}"#)
        let last = try JSON(parsing: WireSync.page(#"{"answer":{"cursor":9,"changes":[]}}"#))
        #expect(last["more"] == .bool(false) && last["next"] == nil)

        func list(_ id: String, _ name: String) -> String {
            let stamp = "1764000000000-0-laptop"
            return #"{"id":"\#(id)","kind":"list","fields":{"name":["\#(name)","\#(stamp)"],"#
                + #""created":["2026-11-20T10:00:00Z","\#(stamp)"],"updated":["2026-11-20T10:00:00Z","\#(stamp)"]}}"#
        }
        var device = Self.device("phone", listID: "0123456789abcdef0123456789abcdef")
        let prepared = try JSON(parsing: WireSync.prepare(device.request(now: 1_764_000_000_000)))
        device.replica = prepared.string("replica")
        let body = try #require(prepared.string("body"))
        let pages = #"[{"cursor":1,"changes":[\#(list("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "Tea"))],"more":true}]"#
        let answer = #"{"cursor":2,"changes":[\#(list("bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb", "Rice"))],"more":false}"#
        let applied = try JSON(
            parsing: WireSync.apply(
                device.request(
                    now: 1_764_000_000_001, extra: #","sent":\#(body),"pages":\#(pages),"answer":\#(answer)"#)))
        #expect(applied["error"] == nil, "\(applied)")
        let names = (applied["library"]?.array("lists") ?? []).compactMap { $0.string("name") }
        // Both pages' lists, and not the list the device started with: the household has lists.
        #expect(Set(names) == ["Tea", "Rice"])
        device.replica = applied.string("replica")
        let next = try JSON(parsing: WireSync.prepare(device.request(now: 1_764_000_000_002)))
        #expect(try JSON(parsing: try #require(next.string("body")))["since"] == .number("2"))
    }

    @Test("a request carries at most a batch of changes and says how many wait")
    func batches() throws {
        let items = (1...WireSync.batchSize).map { product(String($0), .gram, for: "1") }
        let id = ListID("0123456789abcdef0123456789abcdef")!
        let list = ShoppingList(id: id, name: "Big", products: try ProductList(items), created: .epoch)
        let state = State(lists: [list], openListID: id, settings: PerApp.Settings())
        var writer = JSONWriter()
        state.writeLibrary(to: &writer)
        let request = #"{"library":\#(writer.text),"book":null,"replica":null,"device":"phone","now":1}"#
        let answer = try JSON(parsing: WireSync.prepare(request))
        let body = try JSON(parsing: try #require(answer.string("body")))
        #expect(body.array("changes")?.count == WireSync.batchSize)
        #expect(body.int("since") == 0)
        #expect(answer.int("waiting") == WireSync.batchSize + 1)
        #expect(answer.bool("more") == true)
    }

    @Test(
        "a malformed call is answered with what is wrong",
        arguments: [
            ("[]", "'device' is not a device id"),
            (#"{"device":"Phone","now":1}"#, "'device' is not a device id"),
            (#"{"device":"phone","now":"soon"}"#, "'now' is not a time in milliseconds"),
            (#"{"device":"phone","now":1,"replica":"{"}"#, "'replica' 'version' is not 1"),
            (#"{"device":"phone","now":1,"replica":{"version":1,"device":"Phone"}}"#, "'replica' 'device' "),
            (#"{"device":"phone","now":1,"library":{"version":99}}"#, "'library' "),
        ])
    func refusals(_ request: String, _ start: String) throws {
        let answer = try JSON(parsing: WireSync.prepare(request))
        let message = try #require(answer.string("error"))
        #expect(message.hasPrefix(start), "\(message)")
    }

    @Test("a record the server sends that PerKit refuses changes nothing and says which")
    func badIncomingRecord() throws {
        let phone = Self.device("phone", listID: "0123456789abcdef0123456789abcdef")
        let prepared = try JSON(parsing: WireSync.prepare(phone.request(now: 1)))
        let replica = try #require(prepared.string("replica"))
        var device = phone
        device.replica = replica
        let answer = try JSON(
            parsing: WireSync.apply(
                device.request(
                    now: 2,
                    extra:
                        #","sent":{"changes":[]},"answer":{"cursor":1,"changes":[{"id":"x","kind":"list","fields":{}}]}"#
                )
            ))
        #expect(answer.string("error") == "'answer.changes[0]' 'id' is not an id of 32 hexadecimal digits")
    }
}
