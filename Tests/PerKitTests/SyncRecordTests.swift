import SeededRandom
import Testing

@testable import PerKit

/// Hybrid logical clock stamps, sync records in the wire format, and the per-field merge.
@Suite("Sync records")
struct SyncRecordTests {
    static func stamp(_ milliseconds: Int64, _ counter: Int64 = 0, _ device: String = "a") -> HybridTimestamp
    {
        HybridTimestamp(milliseconds: milliseconds, counter: counter, device: device)!
    }

    static let id = ListID("00112233445566778899aabbccddeeff")!

    // MARK: Stamps and the clock

    @Test("a stamp reads the text it writes and orders by time, counter, then device")
    func stampText() throws {
        let stamp = try #require(HybridTimestamp("1764000000000-12-3f2a"))
        #expect(stamp.milliseconds == 1_764_000_000_000 && stamp.counter == 12 && stamp.device == "3f2a")
        #expect(stamp.text == "1764000000000-12-3f2a")
        #expect(HybridTimestamp("0-0-a") == Self.stamp(0))
        #expect(HybridTimestamp("253402300799999-999999999999999-z9")?.counter == 999_999_999_999_999)
        #expect(Self.stamp(1, 5) < Self.stamp(2, 0))
        #expect(Self.stamp(2, 0, "b") < Self.stamp(2, 1, "a"))
        #expect(Self.stamp(2, 1, "a") < Self.stamp(2, 1, "b"))
    }

    @Test(
        "text that is no stamp is refused",
        arguments: [
            "", "1-2", "1-2-", "-1-2-a", "01-2-a", "1-02-a", "1-2-A", "1-2-a b", "1-2-a-b",
            "9999999999999999-0-a", "1-x-a", "253402300800000-0-a",
            "1-2-" + String(repeating: "a", count: 65),
        ])
    func stampRefusals(_ text: String) {
        #expect(HybridTimestamp(text) == nil)
    }

    @Test("the clock counts on when the wall clock stands still or goes back, and follows stamps it sees")
    func clock() throws {
        var clock = try #require(HybridClock(device: "a"))
        #expect(clock.tick(now: 1000) == Self.stamp(1000, 0))
        #expect(clock.tick(now: 1000) == Self.stamp(1000, 1))
        #expect(clock.tick(now: 900) == Self.stamp(1000, 2))
        #expect(clock.tick(now: 1001) == Self.stamp(1001, 0))
        clock.observe(Self.stamp(5000, 7, "b"))
        #expect(clock.tick(now: 1002) == Self.stamp(5000, 8))
        clock.observe(Self.stamp(10, 0, "b"))
        #expect(clock.tick(now: 1003) == Self.stamp(5000, 9))
        #expect(HybridClock(device: "Not a device") == nil)
    }

    @Test("the clock makes only stamps it can read back, each later than the last, at the edges of counter and time")
    func clockEdges() throws {
        let maxCounter = HybridTimestamp.maximumCounter
        let maxTime = HybridTimestamp.maximumMilliseconds
        let edges: [Int64] = [0, 1, 2, 1_764_000_000_000, maxTime - 2, maxTime - 1, maxTime]
        let counters: [Int64] = [0, 1, maxCounter - 2, maxCounter - 1, maxCounter]
        var rng = SplitMix64(seed: 28)
        for _ in 0..<2_000 {
            var clock = try #require(HybridClock(device: "b"))
            let seen = Self.stamp(
                edges[Int(rng.next() % UInt64(edges.count))], counters[Int(rng.next() % UInt64(counters.count))],
                "z")
            clock.observe(seen)
            var previous = seen
            for _ in 0..<4 {
                let wall = edges[Int(rng.next() % UInt64(edges.count))] + Int64(rng.next() % 3) - 1
                let stamp = clock.tick(now: wall)
                #expect(HybridTimestamp(stamp.text) == stamp, "\(stamp.text) reads back")
                if (previous.milliseconds, previous.counter) < (maxTime, maxCounter) {
                    #expect((stamp.milliseconds, stamp.counter) > (previous.milliseconds, previous.counter))
                }
                previous = stamp
            }
        }
        // A stamp at the top of the counter: the next write takes the next millisecond.
        var clock = try #require(HybridClock(device: "a"))
        clock.observe(Self.stamp(5000, maxCounter, "b"))
        #expect(clock.tick(now: 10) == Self.stamp(5001, 0))
        #expect(HybridTimestamp(milliseconds: 1, counter: maxCounter + 1, device: "a") == nil)
    }

    // MARK: The wire format

    @Test("a record reads the text it writes, unknown fields included")
    func roundTrip() throws {
        let text = """
            {"id":"00112233445566778899aabbccddeeff","kind":"product","fields":{\
            "list":["ffeeddccbbaa99887766554433221100","5-0-a"],"name":["Coffee","6-0-b"],\
            "price":["549/100","5-0-a"],"packCount":["1","5-0-a"],"packSize":["1","5-0-a"],\
            "unit":["kg","5-0-a"],"barcode":[{"ean":"4006381333931"},"7-0-c"]}}
            """
        let record = try SyncRecord(json: JSON(parsing: text))
        #expect(record.kind == .product && record.id == Self.id)
        #expect(record["name"] == .string("Coffee"))
        #expect(record["barcode"] == .object([.init("ean", .string("4006381333931"))]))
        #expect(record.device == "c" && !record.isDeleted)
        let written = try JSON(parsing: record.text)
        #expect(written["device"] == .string("c"))
        #expect(written["deleted"] == .bool(false))
        #expect(try SyncRecord(json: written) == record)
    }

    @Test(
        "a bad record is refused with the member and the reason",
        arguments: [
            (#"[]"#, "'record' is not an object"),
            (#"{"id":"xyz","kind":"list","fields":{}}"#, "'id' is not an id of 32 hexadecimal digits"),
            (
                #"{"id":"00112233445566778899aabbccddeeff","kind":"shop","fields":{}}"#,
                "'kind' is not one of list, product, entry"
            ),
            (#"{"id":"00112233445566778899aabbccddeeff","kind":"list"}"#, "'fields' is not an object"),
            (
                #"{"id":"00112233445566778899aabbccddeeff","kind":"list","fields":{"name":"Tea"}}"#,
                "'fields.name' is not a [value, stamp] pair"
            ),
            (
                #"{"id":"00112233445566778899aabbccddeeff","kind":"list","fields":{"name":["Tea","soon"]}}"#,
                "'fields.name' has no valid stamp (milliseconds-counter-device)"
            ),
            (
                #"{"id":"00112233445566778899aabbccddeeff","kind":"list","fields":{"name":["  ","1-0-a"]}}"#,
                "'fields.name' is not text of 1 to 80 characters without spaces around it or control characters"
            ),
            (
                #"{"id":"00112233445566778899aabbccddeeff","kind":"entry","fields":{"store":["Tesco\u001b[2J","1-0-a"]}}"#,
                "'fields.store' is not text of 1 to 80 characters without spaces around it or control characters, or null"
            ),
            (
                #"{"id":"00112233445566778899aabbccddeeff","kind":"list","fields":{"name":["A","1-0-a"],"name":["B","2-0-a"]}}"#,
                "'fields.name' appears twice"
            ),
            (
                #"{"id":"00112233445566778899aabbccddeeff","kind":"list","fields":{"deleted":["yes","1-0-a"]}}"#,
                "'fields.deleted' is not true or false"
            ),
            (
                #"{"id":"00112233445566778899aabbccddeeff","kind":"product","fields":{"price":["-1","1-0-a"]}}"#,
                #"'fields.price' is not a positive amount as fraction text in lowest terms such as "549/100""#
            ),
            (
                #"{"id":"00112233445566778899aabbccddeeff","kind":"product","fields":{"price":["3.99","1-0-a"]}}"#,
                #"'fields.price' is not a positive amount as fraction text in lowest terms such as "549/100""#
            ),
            (
                #"{"id":"00112233445566778899aabbccddeeff","kind":"product","fields":{"price":["10/20","1-0-a"]}}"#,
                #"'fields.price' is not a positive amount as fraction text in lowest terms such as "549/100""#
            ),
            (
                #"{"id":"00112233445566778899aabbccddeeff","kind":"entry","fields":{"unit":["stone","1-0-a"]}}"#,
                "'fields.unit' is not a unit id"
            ),
            (
                #"{"id":"00112233445566778899aabbccddeeff","kind":"product","fields":{"deal":["member 3.5","1-0-a"]}}"#,
                #"'fields.deal' is not a deal as Per writes it, such as "member 3.50, buy 2 get 1 free", or null"#
            ),
            (
                #"{"id":"00112233445566778899aabbccddeeff","kind":"entry","fields":{"deal":["buy 2 get free","1-0-a"]}}"#,
                #"'fields.deal' is not a deal as Per writes it, such as "member 3.50, buy 2 get 1 free", or null"#
            ),
            (
                #"{"id":"00112233445566778899aabbccddeeff","kind":"product","fields":{"deal":["","1-0-a"]}}"#,
                #"'fields.deal' is not a deal as Per writes it, such as "member 3.50, buy 2 get 1 free", or null"#
            ),
            (
                #"{"id":"00112233445566778899aabbccddeeff","kind":"entry","fields":{"date":["2026-02-30","1-0-a"]}}"#,
                "'fields.date' is not a day as YYYY-MM-DD"
            ),
            (
                #"{"id":"00112233445566778899aabbccddeeff","kind":"list","fields":{"created":["today","1-0-a"]}}"#,
                "'fields.created' is not an ISO-8601 time in UTC"
            ),
            (
                #"{"id":"00112233445566778899aabbccddeeff","kind":"product","fields":{"price":["170141183460469231731687303715884105727","1-0-a"],"packSize":["1/170141183460469231731687303715884105727","1-0-a"],"unit":["kg","1-0-a"]}}"#,
                "'fields' make no product: The numbers are too large to compare exactly."
            ),
        ])
    func refusals(_ text: String, _ message: String) throws {
        #expect(throws: SyncError.self) { try SyncRecord(json: JSON(parsing: text)) }
        do {
            _ = try SyncRecord(json: JSON(parsing: text))
        } catch let error as SyncError {
            #expect(error.message == message)
        }
    }

    @Test("a deal that makes no price with the record's price is read: merged records hold one, set aside")
    func dealSetAsideTravels() throws {
        // `save 2.00` from one device, a price of 1.00 from another: the server's merged record.
        let text =
            #"{"id":"00112233445566778899aabbccddeeff","kind":"product","fields":{"price":["1","1-0-a"],"packSize":["1","1-0-a"],"unit":["kg","1-0-a"],"deal":["save 2.00","2-0-b"]}}"#
        let record = try SyncRecord(json: JSON(parsing: text))
        #expect(record["deal"]?.stringValue == "save 2.00")
        #expect(SyncReplica.hasDealSetAside(record))
        #expect(SyncReplica.item(record, name: "Rice")?.deal == nil)
    }

    @Test("a stamp more than five minutes ahead of the receiver's clock says the device's clock is wrong")
    func clockAhead() throws {
        let now: Int64 = 1_764_000_000_000
        let record = SyncRecord(
            id: Self.id, kind: .list,
            fields: [
                .init(name: "name", value: .string("Tea"), stamp: Self.stamp(now + 2 * 3_600_000 + 300_000))
            ])
        #expect(throws: SyncError.self) { try record.checkStamps(notAfter: now) }
        do {
            try record.checkStamps(notAfter: now)
        } catch {
            #expect(
                error.message.hasPrefix("This device's clock is wrong: a change is stamped 2 h 5 min ahead"))
        }
        try record.checkStamps(notAfter: now + 2 * 3_600_000)
    }

    // MARK: Merging

    @Test("a rename on one device and a price change on another both survive")
    func perField() throws {
        let base = SyncRecord(
            id: Self.id, kind: .product,
            fields: [
                .init(name: "name", value: .string("Coffee"), stamp: Self.stamp(1, 0, "a")),
                .init(name: "price", value: .string("5"), stamp: Self.stamp(1, 0, "a")),
            ])
        var renamed = base
        renamed.set(.init(name: "name", value: .string("Espresso"), stamp: Self.stamp(2, 0, "a")))
        var repriced = base
        repriced.set(.init(name: "price", value: .string("9/2"), stamp: Self.stamp(3, 0, "b")))
        let merged = try #require(renamed.merged(with: repriced))
        #expect(merged["name"] == .string("Espresso") && merged["price"] == .string("9/2"))
        #expect(merged == repriced.merged(with: renamed))
        // An older write loses; so does the other kind of record.
        var stale = merged
        let changed = stale.set(.init(name: "name", value: .string("Tea"), stamp: Self.stamp(1, 5, "c")))
        #expect(!changed && stale == merged)
        #expect(merged.merged(with: SyncRecord(id: Self.id, kind: .list)) == nil)
    }

    static func randomRecord(_ rng: inout SplitMix64) -> SyncRecord {
        let names = ["name", "price", "deleted", "unit", "x-new"]
        let values: [JSON] = [.string("A"), .string("B"), .bool(true), .bool(false), .null, .number("1")]
        var record = SyncRecord(id: Self.id, kind: .product)
        for _ in 0..<Int.random(in: 0...6, using: &rng) {
            let stamp = Self.stamp(
                Int64.random(in: 0...3, using: &rng), Int64.random(in: 0...2, using: &rng),
                ["a", "b", "c"].randomElement(using: &rng)!)
            record.set(
                .init(
                    name: names.randomElement(using: &rng)!, value: values.randomElement(using: &rng)!,
                    stamp: stamp))
        }
        return record
    }

    @Test("merging is commutative, associative and idempotent (5,000 random triples)")
    func mergeLaws() throws {
        var rng = PropertyTests.generator("merge laws", seed: 0x5EC0_12D5)
        for _ in 0..<5_000 {
            let (a, b, c) = (Self.randomRecord(&rng), Self.randomRecord(&rng), Self.randomRecord(&rng))
            let ab = try #require(a.merged(with: b))
            try #require(ab == b.merged(with: a))
            try #require(ab.merged(with: c) == a.merged(with: b.merged(with: c)!))
            try #require(a.merged(with: a) == a)
            try #require(ab.merged(with: b) == ab)
        }
    }
}
