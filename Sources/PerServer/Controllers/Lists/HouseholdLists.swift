import Foundation
import PerKit
import PerStorage

/// The household's lists as its devices sync them, for `/api/lists`: the household's records
/// merged into a PerKit ``SyncReplica`` of the authenticated device, which materialises the
/// lists; and the API's writes, captured by that replica as records stamped by the device and
/// stored through the repository's sync, like any device's changes.
///
/// Besides the fields PerKit knows, the API keeps with a list's record the measurement system
/// and currency it was given (`system`, `currency`), and with a product's record the price and
/// quantity as typed (`priceText`, `quantityText`). Devices keep these fields and pass them on.
/// A typed text is shown while it is as recent as the value it was typed for; once a device
/// has changed the price or the size, the API shows the exact value instead.
struct HouseholdLists {
    /// The names of the fields the API keeps besides PerKit's.
    enum Field {
        static let system = "system"
        static let currency = "currency"
        static let priceText = "priceText"
        static let quantityText = "quantityText"
    }

    private let database: any Repository
    private let household: String
    private let device: String
    private let quota: StorageQuota
    private var replica: SyncReplica
    /// The cursor of the records read so far.
    private var cursor: Int64 = 0

    /// The household's records, read through the repository's sync into a replica of `device`.
    /// - Throws: ``StorageError`` for a stored record PerKit can't read, and the repository's errors.
    init(database: any Repository, household: String, device: String, quota: StorageQuota) async throws {
        guard let replica = SyncReplica(device: device) else {
            throw StorageError("the device id \(device.abbreviated()) can't stamp records")
        }
        self.database = database
        self.household = household
        self.device = device
        self.quota = quota
        self.replica = replica
        try await sync([])
    }

    /// The household's lists, most recently changed first, as every device materialises them;
    /// deleted lists and products are left out.
    mutating func lists() -> [SyncedList] {
        replica.materialized().lists.compactMap { synced($0) }
    }

    /// The list with record id `id`, or `nil` when the household has none (deleted, or never).
    mutating func list(_ id: ListID) -> SyncedList? {
        replica.materialized().lists.first { $0.id == id }.flatMap { synced($0) }
    }

    /// Saves `list` as the list `id`, replacing it, or as a new list when `id` is `nil`, with
    /// writes stamped `now` by the device.
    /// - Returns: The list as the household now has it; `nil` when there is no list `id`.
    /// - Throws: ``QuotaExceeded`` past the household's quota, and the repository's errors.
    mutating func save(_ list: SavedList, as id: ListID?, now: Date) async throws -> SyncedList? {
        let (current, book) = replica.materialized()
        var lists = current.filter { isStored($0) }
        let existing = id.flatMap { id in lists.firstIndex { $0.id == id } }
        guard id == nil || existing != nil else { return nil }
        let old = existing.map { lists[$0] }
        let listID = id ?? Self.freshID()
        let productIDs = Self.productIDs(reusing: old?.productIDs.sorted() ?? [], count: list.entries.count)
        var products = ProductList()
        var rankedIDs: [SyncRecord.ID] = []
        for (entry, productID) in zip(list.entries, productIDs) {
            rankedIDs.insert(productID, at: try products.add(entry.item))
        }
        let time = Self.timestamp(now)
        let saved = ShoppingList(
            id: listID, name: list.name, products: products, productIDs: rankedIDs,
            reference: old?.reference, lastUnit: list.entries.last?.item.quantity.unit ?? old?.lastUnit,
            created: old?.created ?? time, updated: time)
        if let existing {
            lists[existing] = saved
        } else {
            lists.insert(saved, at: 0)
        }
        let milliseconds = Self.milliseconds(now)
        replica.capture(lists: lists, book: book, now: milliseconds, sharesStartingList: true)
        var changes: [SyncRecord.ID: SyncRecord] = [:]
        for record in replica.pendingRecords { changes[record.id] = record }
        // The API's own fields, one write after the replica's, so that they are as recent as
        // the values they go with.
        var clock = replica.clock
        let stamp = clock.tick(now: milliseconds)
        func keep(_ name: String, _ value: PerKit.JSON, in id: SyncRecord.ID) {
            guard var record = changes[id] ?? replica.records[id] else { return }
            guard changes[id] != nil || record[name] != value else { return }
            record.set(SyncRecord.Field(name: name, value: value, stamp: stamp))
            changes[id] = record
        }
        keep(Field.system, .string(list.system.rawValue), in: listID)
        keep(Field.currency, .optional(list.currency), in: listID)
        for (entry, productID) in zip(list.entries, productIDs) {
            keep(Field.priceText, .string(entry.priceText), in: productID)
            keep(Field.quantityText, .string(entry.quantityText), in: productID)
        }
        try await sync(changes.values.sorted { $0.id < $1.id })
        return self.list(listID)
    }

    /// Deletes the list `id` and its products, as the app does: their records are marked
    /// deleted, with a write stamped `now` by the device.
    /// - Returns: Whether the household had such a list.
    /// - Throws: ``QuotaExceeded`` past the household's quota, and the repository's errors.
    mutating func delete(_ id: ListID, now: Date) async throws -> Bool {
        let (current, book) = replica.materialized()
        var lists = current.filter { isStored($0) }
        guard let index = lists.firstIndex(where: { $0.id == id }) else { return false }
        lists.remove(at: index)
        replica.capture(lists: lists, book: book, now: Self.milliseconds(now), sharesStartingList: true)
        try await sync(replica.pendingRecords)
        return true
    }

    /// Stores `changes` through the repository's sync and merges what changed since the last
    /// read, page by page.
    private mutating func sync(_ changes: [SyncRecord]) async throws {
        var changes = changes
        while true {
            let answer = try await database.sync(
                household: household, device: device, since: cursor, changes: changes, quota: quota)
            changes = []
            replica.merge(try answer.records.map(Self.record))
            cursor = answer.cursor
            guard answer.more else { return }
        }
    }

    /// Whether a list the replica shows has a record: not the empty list a library whose
    /// lists were all deleted shows in their place.
    private func isStored(_ list: ShoppingList) -> Bool {
        replica.records[list.id]?.kind == .list
    }

    /// The list as the API shows it, with the fields the API keeps; `nil` for a list without a
    /// record.
    private func synced(_ list: ShoppingList) -> SyncedList? {
        guard let record = replica.records[list.id], record.kind == .list else { return nil }
        let system = record[Field.system]?.stringValue.flatMap(MeasurementSystem.init(rawValue:)) ?? .metric
        // Products in order of entry: the order of their ids, as the app adds them.
        let products = zip(list.productIDs, list.products.items).sorted { $0.0 < $1.0 }
        let entries = products.map { id, item in
            let product = replica.records[id]
            return SavedList.Entry(
                item: item,
                priceText: product.flatMap { Self.typedText(Field.priceText, for: ["price"], in: $0) }
                    ?? item.price.exactDecimal ?? item.price.fractionText,
                quantityText: product.flatMap {
                    Self.typedText(Field.quantityText, for: ["packCount", "packSize", "unit"], in: $0)
                } ?? item.quantity.formatted(in: system))
        }
        return SyncedList(
            id: list.id, createdAt: Self.date(list.created), updatedAt: Self.date(list.updated),
            reference: list.reference,
            list: SavedList(
                name: list.name, system: system, currency: record[Field.currency]?.stringValue,
                entries: entries))
    }

    /// The text typed for the fields `values`, when it was written no earlier than any of them.
    private static func typedText(_ name: String, for values: [String], in record: SyncRecord) -> String? {
        guard let field = record.field(named: name), let text = field.value.stringValue else { return nil }
        let isCurrent = values.allSatisfy { value in
            record.field(named: value).map { $0.stamp <= field.stamp } ?? true
        }
        return isCurrent ? text : nil
    }

    /// `count` ids for a list's products in order of entry, ascending: the list's product ids
    /// (ascending) first, then ids that follow the last of them, or a fresh run.
    static func productIDs(reusing ids: [SyncRecord.ID], count: Int) -> [SyncRecord.ID] {
        guard count > ids.count else { return Array(ids.prefix(count)) }
        let next = ids.last.map { $0.advanced(by: 1) } ?? freshID()
        return ids + (0..<UInt64(count - ids.count)).map { next.advanced(by: $0) }
    }

    /// 128 random bits.
    static func freshID() -> ListID {
        var generator = SystemRandomNumberGenerator()
        return ListID(high: generator.next(), low: generator.next())
    }

    /// A stored record read back by PerKit.
    private static func record(_ text: String) throws -> SyncRecord {
        do {
            return try SyncRecord(json: PerKit.JSON(parsing: text))
        } catch {
            throw StorageError("a stored sync record can't be read: \(error)")
        }
    }

    /// `date` in milliseconds since 1970, for the device's clock.
    static func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
    }

    /// `date` as a list's time, in whole seconds: `2026-11-27T05:08:57Z`.
    static func timestamp(_ date: Date) -> Timestamp {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        let text = formatter.string(
            from: Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down)))
        return Timestamp(text) ?? .epoch
    }

    /// A list's time as a date, in whole seconds (the API shows whole seconds).
    static func date(_ time: Timestamp) -> Date {
        let whole = time.text.prefix(19) + "Z"
        return ISO8601DateFormatter().date(from: String(whole)) ?? Date(timeIntervalSince1970: 0)
    }
}
