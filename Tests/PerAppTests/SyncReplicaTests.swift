import Testing

@testable import PerAppTestSupport
@testable import PerKit

/// A device's replica: capturing the app's changes, what it sends, what it keeps.
@Suite("Sync replica")
struct SyncReplicaTests {
    static let listID = ListID("0123456789abcdef0123456789abcdef")!
    static let now: Int64 = 1_764_000_000_000

    static func appState() -> State {
        var state = State(listID: listID, now: Timestamp("2026-11-23T10:00:00Z")!)
        state.addToOpenList(product("500", .gram, for: "399/100", name: "Coffee"))
        return state
    }

    @Test("a capture writes a record per list, product and entry, and then only what changed")
    func capture() throws {
        var state = Self.appState()
        recordPrice(product("500", .gram, for: "399/100", name: "Coffee"), in: &state)
        var replica = try #require(SyncReplica(device: "phone"))
        #expect(replica.capture(lists: state.lists, book: state.book, now: Self.now) == 3)
        #expect(replica.pendingRecords.map(\.kind).count == 3)
        let product = try #require(replica.records[state.openList.productIDs[0]])
        #expect(product["price"] == .string("399/100") && product["list"] == .string(Self.listID.text))
        #expect(product.device == "phone" && product.latestStamp?.milliseconds == Self.now)
        // Nothing changed: nothing written. The server took everything: nothing pending.
        #expect(replica.capture(lists: state.lists, book: state.book, now: Self.now + 1) == 0)
        replica.acknowledge(replica.pendingRecords)
        #expect(replica.pending.isEmpty)
        // A rename writes one field of one record.
        PerApp.reduce(&state, .setListName("Saturday"))
        #expect(replica.capture(lists: state.lists, book: state.book, now: Self.now + 2) == 1)
        let list = try #require(replica.records[Self.listID])
        #expect(list["name"] == .string("Saturday"))
        #expect(list.field(named: "name")?.stamp.milliseconds == Self.now + 2)
        #expect(list.field(named: "created")?.stamp.milliseconds == Self.now)
        // Removing the product marks its record deleted.
        PerApp.reduce(&state, .removeProduct(index: 0))
        replica.capture(lists: state.lists, book: state.book, now: Self.now + 3)
        #expect(replica.records[product.id]?.isDeleted == true)
    }

    @Test("a product's deal is a field of its record, read back exactly")
    func dealIsAField() throws {
        var state = State(listID: Self.listID, now: Timestamp("2026-11-23T10:00:00Z")!)
        let ketchup = try ProductItem(name: "Ketchup", price: Rational(390, 100), quantity: Quantity(Rational(700), .gram))
            .withDeal(Deal(parsing: "member 3.50, deposit 0.10"))
        state.addToOpenList(ketchup)
        var replica = try #require(SyncReplica(device: "phone"))
        replica.capture(lists: state.lists, book: state.book, now: Self.now)
        let record = try #require(replica.records[state.openList.productIDs[0]])
        #expect(record["deal"] == .string("member 3.50, deposit 0.10"))
        #expect(SyncReplica.item(record, name: "Ketchup") == ketchup)
        // Taking the deal off writes the field as null.
        let plain = try ketchup.withDeal(nil)
        _ = try state.openList.replaceProduct(at: 0, with: plain)
        #expect(replica.capture(lists: state.lists, book: state.book, now: Self.now + 1) == 1)
        let edited = try #require(replica.records[state.openList.productIDs[0]])
        #expect(edited["deal"] == .null)
        #expect(SyncReplica.item(edited, name: "Ketchup") == plain)
    }

    @Test("a deal merged with another device's price that leaves nothing to pay is left out, not the product")
    func dealThatNoLongerFits() throws {
        let stamp = try #require(HybridTimestamp(milliseconds: Self.now, counter: 0, device: "a"))
        let record = SyncRecord(
            id: try #require(SyncRecord.ID("00112233445566778899aabbccddeeff")), kind: .product,
            fields: [
                .init(name: "price", value: .string("3/2"), stamp: stamp),
                .init(name: "packSize", value: .string("1"), stamp: stamp),
                .init(name: "unit", value: .string("kg"), stamp: stamp),
                .init(name: "deal", value: .string("save 2.00"), stamp: stamp),
            ])
        let item = try #require(SyncReplica.item(record, name: "Rice"))
        #expect(try item.price == Rational(3, 2) && item.deal == nil && item.name == "Rice")
    }

    @Test("a device that joins again sends its unsent writes as its new id's, at the same time; sent ones keep theirs")
    func rebindRestampsWhatWaits() throws {
        var state = Self.appState()
        var replica = try #require(SyncReplica(device: "oldphone"))
        replica.capture(lists: state.lists, book: state.book, now: Self.now)
        replica.acknowledge(replica.pendingRecords)
        PerApp.reduce(&state, .setListName("Saturday"))
        replica.capture(lists: state.lists, book: state.book, now: Self.now + 5)
        let productID = state.openList.productIDs[0]
        #expect(replica.pending == [Self.listID])

        let rebound = replica.rebind(to: "newphone")
        #expect(rebound)
        let list = try #require(replica.records[Self.listID])
        // Every write of the old id in a waiting record is the new id's, at the same time and counter.
        #expect(Set(list.fields.map(\.stamp.device)) == ["newphone"])
        #expect(list.field(named: "name")?.stamp.milliseconds == Self.now + 5)
        #expect(list.field(named: "created")?.stamp.milliseconds == Self.now)
        #expect(replica.records[productID]?.device == "oldphone")
        // The next write is the new id's, after every stamp seen.
        PerApp.reduce(&state, .setListName("Sunday"))
        replica.capture(lists: state.lists, book: state.book, now: Self.now)
        let stamp = try #require(replica.records[Self.listID]?.field(named: "name")?.stamp)
        #expect(stamp.device == "newphone" && stamp > HybridTimestamp(milliseconds: Self.now + 5, counter: 0, device: "newphone")!)
    }

    @Test("a device that never synced keeps the empty list it started with to itself, until it is used")
    func untouchedListStaysHere() throws {
        var state = State(listID: Self.listID, now: Timestamp("2026-11-23T10:00:00Z")!)
        var replica = try #require(SyncReplica(device: "phone"))
        #expect(replica.capture(lists: state.lists, book: state.book, now: Self.now) == 0)
        #expect(replica.records.isEmpty)
        // Renamed, it is the shopper's list: it is shared.
        PerApp.reduce(&state, .setListName("Saturday"))
        #expect(replica.capture(lists: state.lists, book: state.book, now: Self.now + 1) == 1)
        // A device that has synced shares even an empty list of the default name.
        var synced = try #require(SyncReplica(device: "tablet"))
        synced.cursor = 3
        let fresh = State(listID: Self.listID, now: Timestamp("2026-11-23T10:00:00Z")!)
        #expect(synced.capture(lists: fresh.lists, book: fresh.book, now: Self.now) == 1)
    }

    @Test("a household with no lists yet: another device's removal of a price stays removed here")
    func removalWithoutListsStays() throws {
        var state = State(listID: Self.listID, now: Timestamp("2026-11-23T10:00:00Z")!)
        recordPrice(product("500", .gram, for: "399/100", name: "Coffee"), in: &state)
        let entryID = try #require(state.book.entries.first?.id)
        var phone = try #require(SyncReplica(device: "phone"))
        phone.capture(lists: state.lists, book: state.book, now: Self.now)
        let sent = phone.pendingRecords
        phone.acknowledge(sent)
        phone.cursor = 1
        // The tablet takes the price, and removes it.
        var tablet = try #require(SyncReplica(device: "tablet"))
        tablet.merge(sent, now: Self.now + 1)
        var tabletBook = tablet.materialized().book
        _ = try tabletBook.remove(id: entryID)
        tablet.capture(lists: [], book: tabletBook, now: Self.now + 2)
        let removal = tablet.pendingRecords
        #expect(removal.map(\.id) == [entryID])

        // The phone takes the removal with the lists and the book it shows: the book still holds
        // the price, which must not be written back.
        phone.takeAnswer(removal, sent: [], cursor: 2, lists: state.lists, book: state.book, now: Self.now + 3)
        #expect(phone.records[entryID]?.isDeleted == true)
        #expect(!phone.pending.contains(entryID))
        #expect(phone.materialized().book.entries.isEmpty)
    }

    @Test("a replica saved by the previous version restores whole and saves again byte for byte")
    func savedReplicaFixture() throws {
        // As version 1 of the saved replica was written (and kept in IndexedDB) before sync
        // wrote JSON as bytes.
        let saved = #"""
            {"version":1,"device":"phone","latest":"1764000000000-0-phone","cursor":3,\#
            "pending":["00000000000000000000000000000002"],"shown":["00000000000000000000000000000002",\#
            "0123456789abcdef0123456789abcdef"],"records":[{"id":"00000000000000000000000000000002",\#
            "kind":"product","device":"phone","deleted":false,"fields":{\#
            "deleted":[false,"1764000000000-0-phone"],"list":["0123456789abcdef0123456789abcdef",\#
            "1764000000000-0-phone"],"name":["Café \"crema\"","1764000000000-0-phone"],\#
            "packCount":["1","1764000000000-0-phone"],"packSize":["500","1764000000000-0-phone"],\#
            "price":["399/100","1764000000000-0-phone"],"unit":["g","1764000000000-0-phone"]}},\#
            {"id":"0123456789abcdef0123456789abcdef","kind":"list","device":"tablet","deleted":false,\#
            "fields":{"created":["2026-11-23T10:00:00Z","1763000000000-0-tablet"],\#
            "deleted":[false,"1763000000000-0-tablet"],"lastUnit":[null,"1763000000000-0-tablet"],\#
            "name":["Weekly shop","1763000000000-0-tablet"],"reference":[null,"1763000000000-0-tablet"],\#
            "updated":["2026-11-23T10:00:00Z","1763000000000-0-tablet"]}}]}
            """#
        var replica = try SyncReplica(decoding: JSON(parsing: saved))
        #expect(
            replica.cursor == 3
                && replica.pendingRecords.map(\.id.text) == ["00000000000000000000000000000002"])
        let (lists, _) = replica.materialized()
        #expect(lists.map(\.name) == ["Weekly shop"])
        #expect(lists.first?.products.items.map(\.name) == [#"Café "crema""#])
        #expect(lists.first?.products.items.first?.price.fractionText == "399/100")
        let written = replica.encoded()
        #expect(written == saved)
    }

    @Test("a field from a newer version of Per is kept, saved and passed on by this one")
    func unknownFieldsPassOn() throws {
        var state = Self.appState()
        var replica = try #require(SyncReplica(device: "phone"))
        replica.capture(lists: state.lists, book: state.book, now: Self.now)
        let id = state.openList.productIDs[0]
        // Another device, on a newer version, adds a barcode to the product.
        var newer = try #require(replica.records[id])
        newer.set(
            .init(
                name: "barcode", value: .string("4006381333931"),
                stamp: HybridTimestamp("1764000001000-0-tablet")!))
        replica.merge([newer])
        let (lists, book) = replica.materialized()
        state.adoptSynced(lists: lists, book: book)
        // This device changes the price and saves its replica: the barcode stays.
        state.replaceInOpenList(at: 0, with: product("500", .gram, for: "349/100", name: "Coffee"))
        replica.capture(lists: state.lists, book: state.book, now: Self.now + 2_000)
        let restored = try SyncReplica(decoding: JSON(parsing: replica.encoded()))
        #expect(restored == replica)
        let sent = try #require(restored.pendingRecords.first { $0.id == id })
        #expect(sent["barcode"] == .string("4006381333931"))
        #expect(sent["price"] == .string("349/100"))
    }

    @Test("a saved replica that can't be read says what")
    func savedRefusals() {
        for (text, member, reason) in [
            (#"{"version":2}"#, "version", "is not 1"),
            (#"{"version":1,"device":"Phone"}"#, "device", "is not a device id"),
            (#"{"version":1,"device":"phone","cursor":-1}"#, "cursor", "is not a sequence number"),
            (
                #"{"version":1,"device":"phone","cursor":0,"pending":["x"]}"#, "pending",
                "holds something that is not an id"
            ),
        ] {
            #expect(throws: SyncError.invalid(member: member, reason: reason)) {
                try SyncReplica(decoding: JSON(parsing: text))
            }
        }
    }

    @Test("an edited product that another device moved or deleted: the form follows it, or adds it anew")
    func formFollowsTheProduct() throws {
        var state = Self.appState()
        state.addToOpenList(product("1", .kilogram, for: "5", name: "Tea"))
        PerApp.reduce(&state, .editProduct(index: 1))
        let editedID = state.openList.productIDs[1]
        var replica = try #require(SyncReplica(device: "phone"))
        replica.capture(lists: state.lists, book: state.book, now: Self.now)
        // Another device makes Tea the cheapest: it moves to the top.
        var cheaper = try #require(replica.records[editedID])
        cheaper.set(
            .init(name: "price", value: .string("1"), stamp: HybridTimestamp("1764000001000-0-tablet")!))
        replica.merge([cheaper])
        var (lists, book) = replica.materialized()
        state.adoptSynced(lists: lists, book: book)
        #expect(state.form?.editingIndex == 0 && state.openList.productIDs[0] == editedID)
        // Then deletes it: saving the form adds it again.
        var deleted = cheaper
        deleted.set(
            .init(name: "deleted", value: .bool(true), stamp: HybridTimestamp("1764000002000-0-tablet")!))
        replica.merge([deleted])
        (lists, book) = replica.materialized()
        state.adoptSynced(lists: lists, book: book)
        #expect(state.form != nil && state.form?.editingIndex == nil)
    }
}
