import Foundation
import HTTPTypes
import HummingbirdTesting
import PerKit
import Testing

@testable import PerServer
@testable import PerStorage

/// `POST /api/sync` on a server on the internet: only a device's own writes, a quota per
/// household, answers in pages, and records and names that can't harm.
@Suite("Sync limits")
struct SyncLimitsTests {
    typealias Sync = SyncAPITests

    @Test("A change may store only the sending device's writes; what it relays from others is accepted")
    func honestStamps() async throws {
        try await withTestServer { server async throws in
            let a = try await server.createHousehold()
            let b = try await server.join(a)
            let list = Sync.newID()
            let byA = Sync.record(list, "list", ["name": ("Coffee", Sync.stamp(Sync.base, 0, a))])
            _ = try Sync.answer(try await Sync.sync(a, since: 0, [byA]))

            // B sends a write stamped as A's: refused, nothing stored.
            let forged = Sync.record(list, "list", ["name": ("Tea", Sync.stamp(Sync.base + 5, 0, a))])
            try expectError(
                try await Sync.sync(b, since: 0, [forged]), .unprocessableContent,
                containing: "'fields.name' is stamped by another device", index: 0)
            let newRecord = Sync.record(Sync.newID(), "list", ["name": ("Tea", Sync.stamp(Sync.base, 0, a))])
            try expectError(
                try await Sync.sync(b, since: 0, [newRecord]), .unprocessableContent,
                containing: "stamped by another device", index: 0)

            // B sends the record whole: A's name as it received it, and a field of its own.
            let relayed = Sync.record(
                list, "list",
                [
                    "name": ("Coffee", Sync.stamp(Sync.base, 0, a)),
                    "note": ("ground", Sync.stamp(Sync.base + 1, 0, b)),
                ])
            let answer = try Sync.answer(try await Sync.sync(b, since: 0, [relayed]))
            let record = try #require(Sync.find(list, in: answer.records))
            #expect(Sync.value(record, "name") as? String == "Coffee")
            #expect(Sync.value(record, "note") as? String == "ground")
            // An older write of A's that loses is no forgery either.
            let older = Sync.record(list, "list", ["name": ("Old", Sync.stamp(Sync.base - 10, 0, a))])
            _ = try Sync.answer(try await Sync.sync(b, since: 0, [older]))
        }
    }

    @Test("A stamp at the top of the counter doesn't stop the household: the next edit wins and reads back")
    func counterAtTheTop() async throws {
        try await withTestServer { server async throws in
            let a = try await server.createHousehold()
            let b = try await server.join(a)
            let list = Sync.newID()
            let top = HybridTimestamp.maximumCounter
            let high = Sync.record(list, "list", ["name": ("Coffee", Sync.stamp(Sync.base, Int(top), a))])
            _ = try Sync.answer(try await Sync.sync(a, since: 0, [high]))

            let received = try Sync.answer(try await Sync.sync(b, since: 0))
            var clock = try #require(HybridClock(device: b.deviceId))
            let stored = try #require(Sync.find(list, in: received.records))
            let stampText = try #require(
                ((stored["fields"] as? [String: Any])?["name"] as? [Any])?.last as? String)
            clock.observe(try #require(HybridTimestamp(stampText)))
            let next = clock.tick(now: Sync.base)
            let edit = Sync.record(list, "list", ["name": ("Tea", next.text)])
            let answer = try Sync.answer(try await Sync.sync(b, since: received.cursor, [edit]))
            #expect(Sync.value(Sync.find(list, in: answer.records), "name") as? String == "Tea")
            let atA = try Sync.answer(try await Sync.sync(a, since: 0))
            #expect(Sync.value(Sync.find(list, in: atA.records), "name") as? String == "Tea")
        }
    }

    @Test("A sync past the household's quota of records or bytes is refused whole; removals still pass")
    func quota() async throws {
        try await withTestServer(quota: StorageQuota(records: 5, bytes: 4_000)) { server async throws in
            let a = try await server.createHousehold()
            let ids = (0..<6).map { _ in Sync.newID() }
            let lists = ids.map { Sync.record($0, "list", ["name": ("List", Sync.stamp(Sync.base, 0, a))]) }
            let stored = try Sync.answer(try await Sync.sync(a, since: 0, Array(lists.prefix(5))))
            try expectError(
                try await Sync.sync(a, since: stored.cursor, [lists[5]]), .contentTooLarge,
                containing: "6 records, more than the 5 a household may keep",
                code: ServerRefusal.householdFullCode)
            #expect(try Sync.answer(try await Sync.sync(a, since: 0)).records.count == 5)

            // Too many bytes: a field of 3,000 characters.
            let big = Sync.record(
                ids[0], "list",
                ["note": (String(repeating: "x", count: 3_000), Sync.stamp(Sync.base + 1, 0, a))])
            try expectError(
                try await Sync.sync(a, since: stored.cursor, [big]), .contentTooLarge,
                containing: "bytes of records, more than the 4000 bytes a household may keep",
                code: ServerRefusal.householdFullCode)
            // A removal of a record over a lowered limit is still stored.
            let removal = Sync.record(ids[1], "list", ["deleted": (true, Sync.stamp(Sync.base + 2, 0, a))])
            _ = try Sync.answer(try await Sync.sync(a, since: stored.cursor, [removal]))
        }
    }

    @Test("A first sync of a large household comes in pages of about a megabyte, and misses nothing")
    func pages() async throws {
        try await withTestServer { server async throws in
            let a = try await server.createHousehold()
            let b = try await server.join(a)
            let note = String(repeating: "n", count: 3_000)
            var ids = Set<String>()
            for batch in 0..<2 {
                let changes = (0..<600).map { index in
                    let id = Sync.newID()
                    ids.insert(id)
                    return Sync.record(
                        id, "list",
                        [
                            "name": ("List \(batch)-\(index)", Sync.stamp(Sync.base, 0, a)),
                            "note": (note, Sync.stamp(Sync.base, 0, a)),
                        ])
                }
                #expect(try await Sync.sync(a, since: 0, changes).status == .ok)
            }
            var cursor = 0
            var received = Set<String>()
            var pages: [(bytes: Int, more: Bool)] = []
            while pages.count < 10 {
                let response = try await Sync.sync(b, since: cursor)
                #expect(response.status == .ok)
                let object = try response.object()
                let records = try #require(object["changes"] as? [[String: Any]])
                for record in records { received.insert(try #require(record["id"] as? String)) }
                cursor = try #require(object["cursor"] as? Int)
                let more = try #require(object["more"] as? Bool)
                pages.append((response.bytes.count, more))
                if !more { break }
            }
            // About 3.7 MB: three full pages and the rest; none much over a megabyte.
            #expect(pages.map(\.more) == [true, true, true, false])
            #expect(pages.dropLast().allSatisfy { $0.bytes >= SyncPage.maximumBytes })
            #expect(pages.allSatisfy { $0.bytes < SyncPage.maximumBytes + 4_096 })
            #expect(received == ids)
            #expect(cursor == 1_200)
        }
    }

    @Test("A record over 16 KiB and a name with a control character are refused")
    func recordsThatCantBeKept() async throws {
        try await withTestServer { server async throws in
            let a = try await server.createHousehold()
            let stamp = Sync.stamp(Sync.base, 0, a)
            let huge = Sync.record(
                Sync.newID(), "list", ["note": (String(repeating: "x", count: 17_000), stamp)])
            try expectError(
                try await Sync.sync(a, since: 0, [huge]), .unprocessableContent,
                containing: "more than the 16384 a record may", index: 0)
            for name in ["Tea\u{1B}[31m", "Tea\ttime", "Tea\u{85}"] {
                let named = Sync.record(Sync.newID(), "list", ["name": (name, stamp)])
                try expectError(
                    try await Sync.sync(a, since: 0, [named]), .unprocessableContent,
                    containing: "without spaces around it or control characters", index: 0)
            }
            #expect(try Sync.answer(try await Sync.sync(a, since: 0)).records.isEmpty)
        }
    }
}
