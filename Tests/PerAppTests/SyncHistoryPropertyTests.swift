import SeededRandom
import Testing

@testable import PerAppTestSupport
@testable import PerKit

/// Random histories of three devices of one household — edits of names, prices and deals,
/// removals, offline periods, reloads, a device removed that joins again — end with every
/// device showing the same list,
/// and that list is the last-writer-wins merge of the edits as they were made, in the order
/// made: no earlier edit ever overrides a later one, and an edit made after a removal it hadn't
/// seen brings the product back.
@Suite("Sync histories")
struct SyncHistoryPropertyTests {
    /// The last write of each field of a product, as the shopper made them.
    struct Expected {
        var name: (time: Int64, value: String)
        var price: (time: Int64, value: Rational)
        /// The deal as Per writes it, or `nil` for none.
        var deal: (time: Int64, value: String?)
        var removed: (time: Int64, value: Bool)
    }

    /// Deals that make a price with every price of the history (1.00 to 9.99), as Per writes
    /// them: a merge of any of them with any price shows the deal.
    static let deals = ["10% off", "buy 2 get 1 free", "member 0.99", "deposit 0.25", "plus 8% tax"]

    struct Run {
        var rng: SplitMix64
        var server = SyncServer()
        var devices: [SyncDevice] = []
        var offline: [Bool] = []
        var rejoins = 0
        var expected: [SyncRecord.ID: Expected] = [:]
        var time: Int64 = 1_764_000_000_000

        init(seed: UInt64) {
            rng = SplitMix64(seed: seed)
            for index in 0..<3 {
                var state = State(listID: ListID(high: 0x1157, low: 1))
                state.seedEntryIDs(with: ListID(high: UInt64(index + 1) << 32, low: seed))
                devices.append(SyncDevice(state: state, replica: SyncReplica(device: "d\(index)")!))
                offline.append(false)
            }
            // Device 0 makes the list's four products; everyone syncs them.
            for number in 0..<4 {
                time += 1_000
                let id = devices[0].state.takeEntryID()
                let name = "P\(number)"
                let price = try! Rational(Int128(100 + number), 100)
                let deal = number % 2 == 1 ? SyncHistoryPropertyTests.deals[number] : nil
                try! devices[0].state.openList.add(item(name, price, deal), id: id)
                expected[id] = Expected(
                    name: (time, name), price: (time, price), deal: (time, deal), removed: (time, false))
                devices[0].capture(at: time)
            }
            for index in devices.indices { sync(index) }
        }

        func item(_ name: String, _ price: Rational, _ deal: String?) -> ProductItem {
            try! ProductItem(name: name, price: price, quantity: Quantity(Rational(500), .gram))
                .withDeal(parsing: deal ?? "")
        }

        mutating func sync(_ index: Int) {
            guard !offline[index] else { return }
            time += 1_000
            devices[index].sync(with: &server, at: time)
        }

        /// One random step of the history.
        mutating func step() throws {
            time += Int64.random(in: 1...3_000, using: &rng)
            let index = Int.random(in: 0..<devices.count, using: &rng)
            var device = devices[index]
            action: switch Int.random(in: 0..<12, using: &rng) {
            case 0...3:
                // An edit of a product this device shows: its price, its name, or its deal (a
                // new one, another, or none).
                guard !device.state.list.isEmpty else { break }
                let position = Int.random(in: 0..<device.state.list.count, using: &rng)
                let id = device.state.openList.productIDs[position]
                let current = device.state.list.items[position]
                var name = current.name!
                var price = current.price
                var deal = current.deal?.text
                switch Int.random(in: 0..<3, using: &rng) {
                case 0:
                    price = try Rational(Int128(Int.random(in: 100...999, using: &rng)), 100)
                    guard price != current.price else { break action }
                    expected[id]!.price = (time, price)
                case 1:
                    name = "P\(Int.random(in: 0...999, using: &rng))"
                    guard name != current.name else { break action }
                    expected[id]!.name = (time, name)
                default:
                    deal = Bool.random(using: &rng) ? SyncHistoryPropertyTests.deals.randomElement(using: &rng)! : nil
                    guard deal != current.deal?.text else { break action }
                    expected[id]!.deal = (time, deal)
                }
                try device.state.openList.replaceProduct(at: position, with: item(name, price, deal))
                expected[id]!.removed = (time, false)
                device.capture(at: time)
            case 4:
                guard !device.state.list.isEmpty else { break }
                let position = Int.random(in: 0..<device.state.list.count, using: &rng)
                expected[device.state.openList.productIDs[position]]!.removed = (time, true)
                PerApp.reduce(&device.state, .removeProduct(index: position))
                device.capture(at: time)
            case 5...7:
                devices[index] = device
                sync(index)
                return
            case 8, 9:
                offline[index].toggle()
            case 10:
                try device.reload()
            default:
                // Removed from the household, then joined again under a new device id.
                rejoins += 1
                device.rejoin(as: "d\(index)r\(rejoins)")
            }
            devices[index] = device
        }

        /// Everyone online, syncing in turn until a whole round changes nothing.
        mutating func settle() {
            for index in offline.indices { offline[index] = false }
            var rounds = 0
            repeat {
                let before = server.sequence
                for index in devices.indices { sync(index) }
                rounds += 1
                if server.sequence == before && rounds >= 2 { break }
            } while rounds < 6
        }
    }

    /// Checks the history of `seed`; answers how many products the devices show with a deal.
    @discardableResult
    static func check(seed: UInt64) throws -> Int {
        var run = Run(seed: seed)
        for _ in 0..<Int.random(in: 20...80, using: &run.rng) { try run.step() }
        run.settle()
        // The merge of the edits as made: the latest write of each field wins.
        var shown: [(id: SyncRecord.ID, name: String, price: Rational, deal: String?)] = []
        for (id, fields) in run.expected.sorted(by: { $0.key < $1.key }) where !fields.removed.value {
            shown.append((id, fields.name.value, fields.price.value, fields.deal.value))
        }
        for device in run.devices {
            let list = device.state.openList
            let actual = zip(list.productIDs, list.products.items).map {
                (id: $0, name: $1.name!, price: $1.price, deal: $1.deal?.text)
            }
            .sorted { $0.id < $1.id }
            try #require(
                actual.map(\.id) == shown.map(\.id),
                "seed \(seed): \(device.replica.clock.device) shows other products")
            for (mine, made) in zip(actual, shown) {
                try #require(
                    mine.name == made.name && mine.price == made.price && mine.deal == made.deal,
                    "seed \(seed): \(mine) ≠ \(made)")
            }
            try #require(device.replica.pending.isEmpty, "seed \(seed)")
        }
        return shown.filter { $0.deal != nil }.count
    }

    @Test("devices converge to the last-writer-wins merge of the edits as made, deals too (150 seeded histories)")
    func convergeToEditsAsMade() throws {
        var deals = 0
        for seed in 0..<UInt64(150) {
            deals += try Self.check(seed: 0xED17 &+ seed)
        }
        // The histories end with deals to agree on, not only without them.
        #expect(deals > 150)
    }
}
