import SeededRandom
import Testing

@testable import PerAppTestSupport
@testable import PerKit

/// Three devices of one household edit offline, with clocks that disagree, and sync at random
/// moments through a simulated server that stores records as `per serve` does: every device
/// ends with the same lists and book, and nothing that wasn't deleted is lost.
@Suite("Sync convergence")
struct SyncConvergenceTests {
    typealias Server = SyncServer
    typealias Device = SyncDevice

    /// What the devices made and deleted, for "nothing lost".
    struct Ledger {
        var products: [SyncRecord.ID: ListID] = [:]
        var removedProducts: Set<SyncRecord.ID> = []
        var deletedLists: Set<ListID> = []
        var entries: Set<SyncRecord.ID> = []
        var removedEntries: Set<SyncRecord.ID> = []
    }

    static let names = ["Coffee", "Tea", "Rice", "Oats", "Milk powder"]

    static func randomItem(_ rng: inout SplitMix64, named: Bool) -> ProductItem {
        let units: [Unit] = [.gram, .kilogram, .pound]
        return product(
            String(Int.random(in: 1...1000, using: &rng)), units.randomElement(using: &rng)!,
            for: String(Int.random(in: 1...2000, using: &rng)) + "/100",
            name: named ? names.randomElement(using: &rng)! : nil)
    }

    /// One random offline edit.
    static func edit(_ device: inout Device, _ rng: inout SplitMix64, _ ledger: inout Ledger, time: Int64) {
        var state = device.state
        PerApp.reduce(&state, .setClock(Timestamp("2026-11-23T10:00:00Z")!))
        let fresh = ListID(high: rng.next(), low: rng.next())
        switch Int.random(in: 0..<10, using: &rng) {
        case 0...2:
            let id = state.takeEntryID()
            if (try? state.openList.add(randomItem(&rng, named: Bool.random(using: &rng)), id: id)) != nil {
                ledger.products[id] = state.openListID
            }
        case 3:
            guard !state.list.isEmpty else { break }
            let index = Int.random(in: 0..<state.list.count, using: &rng)
            try? state.openList.replaceProduct(at: index, with: randomItem(&rng, named: true))
        case 4:
            guard !state.list.isEmpty else { break }
            let index = Int.random(in: 0..<state.list.count, using: &rng)
            ledger.removedProducts.insert(state.openList.productIDs[index])
            PerApp.reduce(&state, .removeProduct(index: index))
        case 5: PerApp.reduce(&state, .setListName(names.randomElement(using: &rng)! + " list"))
        case 6: PerApp.reduce(&state, .newList(id: fresh))
        case 7:
            let id = state.lists.randomElement(using: &rng)!.id
            PerApp.reduce(&state, .openList(id: id))
        case 8:
            if Bool.random(using: &rng), state.lists.count > 1 {
                ledger.deletedLists.insert(state.openListID)
                PerApp.reduce(&state, .deleteList(replacementID: fresh))
                PerApp.reduce(&state, .openList(id: state.lists[0].id))
            } else if let entry = state.book.entries.randomElement(using: &rng) {
                ledger.removedEntries.insert(entry.id)
                _ = try? state.book.remove(id: entry.id)
            }
        default:
            let id = state.takeEntryID()
            let entry = try! PriceEntry(
                id: id, item: randomItem(&rng, named: true), date: CalendarDate("2026-11-23")!,
                isSale: Bool.random(using: &rng))
            if (try? state.book.record(entry)) != nil { ledger.entries.insert(id) }
        }
        device.state = state
    }

    static func run(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        var server = Server()
        let skews: [Int64] = [0, -3_600_000, 240_000]
        var devices = skews.indices.map { index in
            var state = State(listID: ListID(high: UInt64(index + 1), low: seed))
            state.seedEntryIDs(with: ListID(high: rng.next(), low: rng.next()))
            return Device(state: state, replica: SyncReplica(device: "d\(index)")!, skew: skews[index])
        }
        var ledger = Ledger()
        var time: Int64 = 1_764_000_000_000
        for _ in 0..<Int.random(in: 10...40, using: &rng) {
            time += Int64.random(in: 0...5_000, using: &rng)
            let index = Int.random(in: 0..<devices.count, using: &rng)
            if Int.random(in: 0..<4, using: &rng) == 0 {
                devices[index].sync(with: &server, at: time)
            } else {
                edit(&devices[index], &rng, &ledger, time: time)
            }
        }
        // Everyone syncs in turn until a whole round changes nothing on the server: the first
        // round sends, the second brings everyone the rest (a third is needed when a sync
        // itself writes, as when every list was deleted and each device shows a new one).
        var rounds = 0
        repeat {
            let before = server.sequence
            for index in devices.indices {
                time += 1
                devices[index].sync(with: &server, at: time)
            }
            rounds += 1
            if server.sequence == before && rounds >= 2 { break }
        } while rounds < 5
        try #require(rounds < 5, "seed \(seed): still changing after \(rounds) rounds")
        let first = devices[0].state
        for device in devices.dropFirst() {
            try #require(device.state.lists.count == first.lists.count, "seed \(seed)")
            try #require(
                zip(device.state.lists, first.lists).allSatisfy { $0.isSame(as: $1) }, "seed \(seed)")
            try #require(device.state.book.observations == first.book.observations, "seed \(seed)")
        }
        for device in devices {
            try #require(device.replica.pending.isEmpty, "seed \(seed)")
        }
        // Nothing lost: every product and entry made and never deleted is there.
        let shownProducts = Set(first.lists.flatMap(\.productIDs))
        for (id, list) in ledger.products
        where !ledger.removedProducts.contains(id) && !ledger.deletedLists.contains(list) {
            try #require(shownProducts.contains(id), "seed \(seed): product \(id.text) was lost")
        }
        for id in ledger.entries where !ledger.removedEntries.contains(id) {
            try #require(first.book.entry(withID: id) != nil, "seed \(seed): entry \(id.text) was lost")
        }
    }

    @Test("three devices converge to the same lists and book, nothing lost (2,000 seeded runs)")
    func converge() throws {
        for seed in 0..<UInt64(2_000) {
            try Self.run(seed: 0x5_11C0 &+ seed)
        }
    }
}
