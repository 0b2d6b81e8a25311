import Testing

@testable import PerAppTestSupport
@testable import PerKit

/// Two devices of one household edit the same products offline: no edit is lost without a word.
/// The device whose change a later, concurrent write replaced is told so once and can restore
/// it; a removal never silently discards an edit made after it; prices are observations that
/// every device keeps.
@Suite("Sync conflicts")
struct SyncConflictTests {
    static let names: SyncConflict.DeviceNames = ["phonea": "Phone A", "laptopb": "Laptop B"]
    static let today = CalendarDate("2026-11-23")!

    /// A household of Phone A, whose list has Rice and Beans, and Laptop B, which joined it.
    struct Household {
        var server = SyncServer()
        var a = SyncDevice(
            state: State(listID: ListID(high: 1, low: 1)), replica: SyncReplica(device: "phonea")!)
        var b = SyncDevice(
            state: State(listID: ListID(high: 2, low: 2)), replica: SyncReplica(device: "laptopb")!)
        var time: Int64 = 1_764_000_000_000

        init() {
            a.state.seedEntryIDs(with: ListID(high: 0xA, low: 1))
            b.state.seedEntryIDs(with: ListID(high: 0xB, low: 1))
            PriceBookAppTests.add(
                &a.state, "1", .kilogram, for: "2.99", name: "Rice", on: SyncConflictTests.today)
            PriceBookAppTests.add(
                &a.state, "400", .gram, for: "0.89", name: "Beans", on: SyncConflictTests.today)
            PerApp.reduce(&b.state, .setDate(SyncConflictTests.today))
            sync(\.a)
            sync(\.b)
        }

        mutating func sync(_ device: WritableKeyPath<Household, SyncDevice>) {
            time += 1_000
            var copy = self[keyPath: device]
            copy.sync(with: &server, at: time, deviceNames: SyncConflictTests.names)
            self[keyPath: device] = copy
        }

        /// The index of the product `name` in the device's open list.
        func index(of name: String, on device: SyncDevice) -> Int? {
            device.state.list.items.firstIndex { $0.name == name }
        }

        /// Sets the price of the product `name` on `device` through the form.
        mutating func setPrice(
            _ name: String, _ price: String, on device: WritableKeyPath<Household, SyncDevice>
        ) {
            time += 1_000
            let index = index(of: name, on: self[keyPath: device])!
            PerApp.reduce(&self[keyPath: device].state, .editProduct(index: index))
            PerApp.reduce(&self[keyPath: device].state, .form(.focus(.price)))
            for action in keys("C" + price) { PerApp.reduce(&self[keyPath: device].state, action) }
            PerApp.reduce(&self[keyPath: device].state, .form(.submit))
            self[keyPath: device].capture(at: time)
        }

        mutating func rename(
            _ name: String, to newName: String, on device: WritableKeyPath<Household, SyncDevice>
        ) {
            time += 1_000
            let index = index(of: name, on: self[keyPath: device])!
            PerApp.reduce(&self[keyPath: device].state, .editProduct(index: index))
            PerApp.reduce(&self[keyPath: device].state, .form(.setName(newName)))
            PerApp.reduce(&self[keyPath: device].state, .form(.submit))
            self[keyPath: device].capture(at: time)
        }

        mutating func remove(_ name: String, on device: WritableKeyPath<Household, SyncDevice>) {
            time += 1_000
            let index = index(of: name, on: self[keyPath: device])!
            PerApp.reduce(&self[keyPath: device].state, .removeProduct(index: index))
            self[keyPath: device].capture(at: time)
        }

        /// Restores this device's side of the conflict `number` as the page does (the replica's
        /// lists and book shown at once), then syncs.
        mutating func restore(_ number: Int, on device: WritableKeyPath<Household, SyncDevice>) -> Bool {
            time += 1_000
            guard self[keyPath: device].replica.restore(number, now: time) else { return false }
            let (lists, book) = self[keyPath: device].replica.materialized()
            self[keyPath: device].state.adoptSynced(lists: lists, book: book)
            sync(device)
            return true
        }

        /// Gives the product `name` on `device` the deal `deal` (none for `""`).
        mutating func setDeal(
            _ name: String, _ deal: String, on device: WritableKeyPath<Household, SyncDevice>
        ) throws {
            time += 1_000
            let index = index(of: name, on: self[keyPath: device])!
            let item = self[keyPath: device].state.list.items[index]
            self[keyPath: device].state.replaceInOpenList(at: index, with: try item.withDeal(parsing: deal))
            self[keyPath: device].capture(at: time)
        }

        /// The deal of the product `name` as the device shows it, or `nil`.
        func deal(of name: String, on device: SyncDevice) -> String? {
            index(of: name, on: device).flatMap { device.state.list.items[$0].deal?.text }
        }

        /// The deal the device's record of the product `name` keeps, shown or not.
        func recordedDeal(of name: String, on device: SyncDevice) -> String? {
            guard let index = index(of: name, on: device) else { return nil }
            let id = device.state.openList.productIDs[index]
            return device.replica.records[id]?[SyncRecord.dealField]?.stringValue
        }

        /// The prices the device's book holds for `name`, lowest first.
        func observations(of name: String, on device: SyncDevice) -> [Rational] {
            (device.state.book.product(named: name)?.entries.map(\.item.price) ?? []).sorted()
        }

        func price(of name: String, on device: SyncDevice) -> Rational? {
            index(of: name, on: device).map { device.state.list.items[$0].price }
        }
    }

    @Test(
        "a concurrent price: the later stands, the replaced device is told once, both prices stay in the book",
        arguments: [true, false])
    func concurrentPrice(aSyncsFirst: Bool) throws {
        var household = Household()
        household.setPrice("Rice", "3.19", on: \.a)
        household.setPrice("Rice", "3.29", on: \.b)
        if aSyncsFirst {
            household.sync(\.a)
            household.sync(\.b)
        } else {
            household.sync(\.b)
        }
        household.sync(\.a)
        household.sync(\.b)
        for device in [household.a, household.b] {
            #expect(household.price(of: "Rice", on: device) == exact("3.29"))
            #expect(household.observations(of: "Rice", on: device) == [exact("3.19"), exact("3.29")])
        }
        #expect(household.b.replica.history.isEmpty)
        let conflict = try #require(household.a.replica.history.first)
        #expect(household.a.replica.history.count == 1)
        #expect(conflict.message == "Rice: your price 3.19 was replaced by 3.29 from Laptop B")
        #expect(conflict.before == "price 3.19")
        #expect(conflict.after == "price 3.29")

        // Restore: A's price again, as a new edit that every device takes.
        let restored = household.restore(conflict.number, on: \.a)
        let again = household.restore(conflict.number, on: \.a)
        #expect(restored && !again)
        household.sync(\.b)
        for device in [household.a, household.b] {
            #expect(household.price(of: "Rice", on: device) == exact("3.19"))
        }
        #expect(household.b.replica.history.isEmpty)
        #expect(household.a.replica.history.map(\.isRestored) == [true])
    }

    @Test("a concurrent deal: the later stands, and the replaced device is told once")
    func concurrentDeal() throws {
        var household = Household()
        try household.setDeal("Rice", "10% off", on: \.a)
        try household.setDeal("Rice", "member 2.50", on: \.b)
        household.sync(\.a)
        household.sync(\.b)
        household.sync(\.a)
        for device in [household.a, household.b] {
            #expect(household.deal(of: "Rice", on: device) == "member 2.50")
        }
        #expect(household.b.replica.history.isEmpty)
        #expect(
            household.a.replica.history.map(\.message) == [
                "Rice: your deal “10% off” was replaced by “member 2.50” from Laptop B"
            ])
    }

    @Test(
        "a deal that a concurrent price leaves making no price is set aside: kept, not counted, said on both devices",
        arguments: [true, false])
    func dealSetAside(aSyncsFirst: Bool) throws {
        var household = Household()
        try household.setDeal("Rice", "save 2.00", on: \.a)
        household.setPrice("Rice", "1.50", on: \.b)
        if aSyncsFirst {
            household.sync(\.a)
            household.sync(\.b)
        } else {
            household.sync(\.b)
        }
        household.sync(\.a)
        household.sync(\.b)
        // 1.50, save 2.00 makes no price: the product stays, at 1.50, without its deal, and the
        // deal stays in the records, even after another round of syncs.
        household.sync(\.a)
        household.sync(\.b)
        for device in [household.a, household.b] {
            #expect(household.price(of: "Rice", on: device) == exact("1.50"))
            #expect(household.deal(of: "Rice", on: device) == nil)
            #expect(household.recordedDeal(of: "Rice", on: device) == "save 2.00")
            #expect(device.replica.pending.isEmpty)
        }
        let onA = try #require(household.a.replica.history.first)
        #expect(household.a.replica.history.count == 1)
        #expect(onA.outcome == .dealSetAside)
        #expect(
            onA.message
                == "Rice: the deal “save 2.00” makes no price with the price 1.50 since a change from Laptop B, "
                + "so it isn't counted until one of them changes")
        #expect(onA.before == "deal “save 2.00” and price 2.99")
        #expect(onA.after == "deal “save 2.00” and price 1.50")
        #expect(
            household.b.replica.history.map(\.message) == [
                "Rice: the deal “save 2.00” makes no price with the price 1.50 since a change from Phone A, "
                    + "so it isn't counted until one of them changes"
            ])
        // Kept as the replica saves it, for the Sync history.
        var writer = JSONWriter()
        onA.write(to: &writer)
        #expect(SyncConflict(json: try JSON(parsing: writer.text)) == onA)

        // Restore on A: its price again, with which the deal makes a price, on every device.
        let restored = household.restore(onA.number, on: \.a)
        #expect(restored)
        household.sync(\.b)
        for device in [household.a, household.b] {
            #expect(household.price(of: "Rice", on: device) == exact("2.99"))
            #expect(household.deal(of: "Rice", on: device) == "save 2.00")
        }
    }

    @Test("restoring a deal set aside on the device whose price it was takes the deal away")
    func dealSetAsideRestoredByThePrice() throws {
        var household = Household()
        try household.setDeal("Rice", "save 2.00", on: \.a)
        household.setPrice("Rice", "1.50", on: \.b)
        household.sync(\.a)
        household.sync(\.b)
        household.sync(\.a)
        let onB = try #require(household.b.replica.history.first)
        let restored = household.restore(onB.number, on: \.b)
        #expect(restored)
        household.sync(\.a)
        for device in [household.a, household.b] {
            #expect(household.price(of: "Rice", on: device) == exact("1.50"))
            #expect(household.recordedDeal(of: "Rice", on: device) == nil)
        }
    }

    @Test("a price that makes the deal set aside fit again brings it back")
    func dealSetAsideFitsAgain() throws {
        var household = Household()
        try household.setDeal("Rice", "save 2.00", on: \.a)
        household.setPrice("Rice", "1.50", on: \.b)
        household.sync(\.a)
        household.sync(\.b)
        household.sync(\.a)
        household.setPrice("Rice", "2.50", on: \.b)
        household.sync(\.b)
        household.sync(\.a)
        for device in [household.a, household.b] {
            #expect(household.deal(of: "Rice", on: device) == "save 2.00")
        }
    }

    @Test("concurrent edits of a size end as one device's size, never a mixture")
    func concurrentSizes() throws {
        var household = Household()
        let rice = try #require(household.index(of: "Rice", on: household.a))
        let item = household.a.state.list.items[rice]
        // A changes only the pack size (1 kg → 2 kg), B later only the unit (1 kg → 1 lb).
        household.time += 1_000
        household.a.state.replaceInOpenList(
            at: rice, with: try ProductItem(name: "Rice", price: item.price, quantity: Quantity(Rational(2), .kilogram)))
        household.a.capture(at: household.time)
        household.time += 1_000
        household.b.state.replaceInOpenList(
            at: rice, with: try ProductItem(name: "Rice", price: item.price, quantity: Quantity(Rational(1), .pound)))
        household.b.capture(at: household.time)
        household.sync(\.a)
        household.sync(\.b)
        household.sync(\.a)
        for device in [household.a, household.b] {
            let index = try #require(household.index(of: "Rice", on: device))
            #expect(device.state.list.items[index].quantity == (try Quantity(Rational(1), .pound)))
        }
        #expect(household.a.replica.history.first?.message == "Rice: your size 2 kg was replaced by 1 lb from Laptop B")
    }

    @Test("an edit seen before the next one is an ordinary edit, not a conflict")
    func sequentialEdits() {
        var household = Household()
        household.setPrice("Rice", "3.19", on: \.a)
        household.sync(\.a)
        household.sync(\.b)
        household.setPrice("Rice", "3.29", on: \.b)
        household.sync(\.b)
        household.sync(\.a)
        #expect(household.price(of: "Rice", on: household.a) == exact("3.29"))
        #expect(household.a.replica.history.isEmpty)
        #expect(household.b.replica.history.isEmpty)
    }

    @Test("a rename after a concurrent removal brings the product back, and the remover is told")
    func editAfterRemoval() throws {
        var household = Household()
        household.remove("Beans", on: \.a)
        household.rename("Beans", to: "Black beans", on: \.b)
        household.sync(\.a)
        household.sync(\.b)
        household.sync(\.a)
        for device in [household.a, household.b] {
            #expect(household.index(of: "Black beans", on: device) != nil)
        }
        #expect(household.b.replica.history.isEmpty)
        let conflict = try #require(household.a.replica.history.first)
        #expect(
            conflict.message == "Beans, which you removed, is back: Laptop B changed it (name “Black beans”)")
        // Restore: removed again, everywhere.
        let restored = household.restore(conflict.number, on: \.a)
        #expect(restored)
        household.sync(\.b)
        for device in [household.a, household.b] {
            #expect(household.index(of: "Black beans", on: device) == nil)
        }
    }

    @Test("a removal after a concurrent rename wins, and the renamer is told and can restore")
    func removalAfterEdit() throws {
        var household = Household()
        household.rename("Beans", to: "Black beans", on: \.b)
        household.remove("Beans", on: \.a)
        household.sync(\.b)
        household.sync(\.a)
        household.sync(\.b)
        for device in [household.a, household.b] {
            #expect(household.index(of: "Black beans", on: device) == nil)
            #expect(household.index(of: "Beans", on: device) == nil)
        }
        #expect(household.a.replica.history.isEmpty)
        let conflict = try #require(household.b.replica.history.first)
        #expect(
            conflict.message
                == "Black beans was removed on Phone A; your change (name “Black beans”) went with it")
        let restored = household.restore(conflict.number, on: \.b)
        #expect(restored)
        household.sync(\.a)
        for device in [household.a, household.b] {
            #expect(household.index(of: "Black beans", on: device) != nil)
        }
        // The restoring write says it replaced the removal, not itself.
        let index = try #require(household.index(of: "Black beans", on: household.b))
        let record = try #require(household.b.replica.records[household.b.state.openList.productIDs[index]])
        let deleted = try #require(record.field(named: SyncRecord.deletedField))
        #expect(record.base(of: deleted).map { $0 < deleted.stamp } == true)
    }

    @Test("a device that rejoins keeps its stamps: the household is not rolled back")
    func rejoin() throws {
        var household = Household()
        // A removes B (B stops syncing), then edits on a later day and syncs.
        PerApp.reduce(&household.a.state, .setDate(CalendarDate("2026-11-24")!))
        household.setPrice("Rice", "2.49", on: \.a)
        household.remove("Beans", on: \.a)
        household.time += 1_000
        PerApp.reduce(&household.a.state, .setListName("Groceries"))
        household.a.capture(at: household.time)
        household.sync(\.a)
        // B joins again under a new device id, with the replica it kept, and reloads first.
        try household.b.reload()
        household.b.rejoin(as: "laptopb2")
        household.sync(\.b)
        household.sync(\.a)
        for device in [household.a, household.b] {
            #expect(device.state.openList.name == "Groceries")
            #expect(household.price(of: "Rice", on: device) == exact("2.49"))
            #expect(household.index(of: "Beans", on: device) == nil)
            #expect(household.observations(of: "Rice", on: device) == [exact("2.49"), exact("2.99")])
        }
        #expect(household.a.replica.history.isEmpty)
        #expect(household.b.replica.history.isEmpty)
    }

    @Test("the history keeps the last 100 conflicts and survives a reload")
    func historyLimit() throws {
        var household = Household()
        for round in 0..<(SyncReplica.historyLimit + 5) {
            household.setPrice("Rice", "3.\(10 + round % 80)", on: \.a)
            household.setPrice("Rice", "4.\(10 + round % 80)", on: \.b)
            household.sync(\.b)
            household.sync(\.a)
        }
        #expect(household.a.replica.history.count == SyncReplica.historyLimit)
        #expect(household.a.replica.history.last?.number == SyncReplica.historyLimit + 5)
        let history = household.a.replica.history
        try household.a.reload()
        #expect(household.a.replica.history == history)
    }
}
