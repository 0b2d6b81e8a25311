import SeededRandom
import Testing

@testable import PerAppTestSupport
@testable import PerKit

/// Three devices of one household edit offline, with clocks that disagree, and sync at random
/// moments through a simulated server that stores records as `per serve` does: every device
/// ends with the same lists and book, deals included, and nothing that wasn't deleted is lost —
/// not even a deal that a concurrent price change left making no price (it is set aside, kept
/// in the records).
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
        /// Each deal a product was given or had taken away (`nil`), in the order made.
        var dealWrites: [SyncRecord.ID: [String?]] = [:]

        /// Notes the deal of the product `id` going from `old` to `new`.
        mutating func noteDeal(_ id: SyncRecord.ID, from old: ProductItem?, to new: ProductItem) {
            guard old?.deal != new.deal else { return }
            dealWrites[id, default: []].append(new.deal?.text)
        }
    }

    /// Deals as typed: some make no price with a low price (`save 0.50` of 0.40), so that
    /// a price and a deal written at once on two devices can make no price together.
    static let deals = ["10% off", "buy 2 get 1 free", "save 0.50", "member 1.00", "3 for 5.00", "deposit 0.25"]

    /// `item` with a random deal, or none; a deal that makes no price with it is left out.
    static func randomDeal(_ item: ProductItem, _ rng: inout SplitMix64) -> ProductItem {
        guard Bool.random(using: &rng) else { return (try? item.withDeal(nil)) ?? item }
        return (try? item.withDeal(parsing: deals.randomElement(using: &rng)!)) ?? (try? item.withDeal(nil)) ?? item
    }

    static let names = ["Coffee", "Tea", "Rice", "Oats", "Milk powder"]

    static func randomItem(_ rng: inout SplitMix64, named: Bool) -> ProductItem {
        let units: [Unit] = [.gram, .kilogram, .pound]
        let item = product(
            String(Int.random(in: 1...1000, using: &rng)), units.randomElement(using: &rng)!,
            for: String(Int.random(in: 1...2000, using: &rng)) + "/100",
            name: named ? names.randomElement(using: &rng)! : nil)
        return randomDeal(item, &rng)
    }

    /// `item` at a random price from 0.01 to 1.00 (often too low for `save 0.50`), keeping its deal when it still makes a price
    /// (without it otherwise, as the form would refuse it).
    static func repriced(_ item: ProductItem, _ rng: inout SplitMix64) -> ProductItem {
        let price = try! Rational(Int128(Int.random(in: 1...100, using: &rng)), 100)
        let plain = try! ProductItem(name: item.name, price: price, quantity: item.quantity)
        return (try? plain.withDeal(item.deal)) ?? plain
    }

    /// One random offline edit.
    static func edit(_ device: inout Device, _ rng: inout SplitMix64, _ ledger: inout Ledger, time: Int64) {
        var state = device.state
        PerApp.reduce(&state, .setClock(Timestamp("2026-11-23T10:00:00Z")!))
        let fresh = ListID(high: rng.next(), low: rng.next())
        switch Int.random(in: 0..<10, using: &rng) {
        case 0...2:
            let id = state.takeEntryID()
            let item = randomItem(&rng, named: Bool.random(using: &rng))
            if (try? state.openList.add(item, id: id)) != nil {
                ledger.products[id] = state.openListID
                ledger.noteDeal(id, from: nil, to: item)
            }
        case 3:
            // Another product, only another price, or only another deal.
            guard !state.list.isEmpty else { break }
            let index = Int.random(in: 0..<state.list.count, using: &rng)
            let current = state.list.items[index]
            // Taken first: the list is kept in unit-price order, so the product may move.
            let id = state.openList.productIDs[index]
            let item =
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: randomItem(&rng, named: true)
                case 1: repriced(current, &rng)
                default: randomDeal(current, &rng)
                }
            if (try? state.openList.replaceProduct(at: index, with: item)) != nil {
                ledger.noteDeal(id, from: current, to: item)
            }
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

    /// Runs the history of `seed`; answers how many products the first device shows with a deal.
    @discardableResult
    static func run(seed: UInt64) throws -> Int {
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
        // The records agree on every deal, even one no device shows (set aside: it makes no price
        // with the price merged with it), and a product shows its record's deal unless so.
        for id in first.lists.flatMap(\.productIDs) {
            let deals = devices.map { $0.replica.records[id]?[SyncRecord.dealField]?.stringValue }
            try #require(deals.allSatisfy { $0 == deals[0] }, "seed \(seed): \(id.text) has deals \(deals)")
        }
        for device in devices {
            for list in device.state.lists {
                for (id, item) in zip(list.productIDs, list.products.items) {
                    let record = try #require(device.replica.records[id])
                    let written = record[SyncRecord.dealField]?.stringValue
                    if SyncReplica.hasDealSetAside(record) {
                        try #require(item.deal == nil && written != nil, "seed \(seed)")
                    } else {
                        try #require(item.deal?.text == written, "seed \(seed): \(id.text) shows another deal")
                    }
                }
            }
        }
        // A deal given once and never changed is still there (shown, or set aside).
        for (id, writes) in ledger.dealWrites where writes.count == 1 {
            guard let deal = writes[0], let record = devices[0].replica.records[id], !record.isDeleted else {
                continue
            }
            try #require(
                record[SyncRecord.dealField]?.stringValue == deal, "seed \(seed): the deal of \(id.text) was lost")
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
        return first.lists.flatMap(\.products.items).filter { $0.deal != nil }.count
    }

    @Test("three devices converge to the same lists and book, deals too, nothing lost (2,000 seeded runs)")
    func converge() throws {
        var deals = 0
        for seed in 0..<UInt64(2_000) {
            deals += try Self.run(seed: 0x5_11C0 &+ seed)
        }
        // The runs end with deals to agree on, not only without them.
        #expect(deals > 1_000)
    }
}
