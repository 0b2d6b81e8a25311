/// A device's copy of its household's records: what it has written and what it has received,
/// the writes the server hasn't acknowledged yet, the device's clock and the server's cursor.
///
/// The app's lists and price book are what the shopper edits; the replica turns their changes
/// into records (``capture(lists:book:now:)``), merges what other devices wrote
/// (``merge(_:)``), and gives back the lists and the book the records describe
/// (``materialized()``). Every device that has merged the same records materialises the same
/// lists and book.
public struct SyncReplica: Hashable, Sendable {
    /// Every record, by id.
    public private(set) var records: [SyncRecord.ID: SyncRecord] = [:]
    /// The ids of records changed here and not yet acknowledged by the server.
    public private(set) var pending: Set<SyncRecord.ID> = []
    /// The ids of the records the app showed when last captured or materialised: only these can
    /// have been deleted by the shopper. (A record the app can't show, such as a product of
    /// another dimension than its list's, is never taken for deleted.)
    public private(set) var shown: Set<SyncRecord.ID> = []
    /// This device's clock.
    public private(set) var clock: HybridClock
    /// The ids of the products and prices whose deal the app was last given without
    /// (``materialized()``): a deal set aside because it makes no price with the price merged
    /// with it (see ``item(_:name:)``). The app never showed it, so its absence there is no
    /// removal: ``capture(lists:book:now:sharesStartingList:)`` leaves it in the record.
    public private(set) var dealsSetAside: Set<SyncRecord.ID> = []
    /// The server's cursor after the last sync: the next sync asks for changes after it.
    public var cursor: Int64 = 0
    /// The last ``historyLimit`` changes of this device's that syncs replaced, oldest first.
    public internal(set) var history: [SyncConflict] = []

    /// An empty replica for `device`, or `nil` when `device` is not a valid device id (see
    /// ``HybridTimestamp/isValidDevice(_:)``).
    public init?(device: String) {
        guard let clock = HybridClock(device: device) else { return nil }
        self.clock = clock
    }

    /// The replica written by another device id: new writes are stamped with `device`, after
    /// every stamp seen so far. Returns `false` for an invalid device id.
    ///
    /// The writes of the old id still waiting to be sent become `device`'s, at the same time
    /// and counter (a server takes from a device only its own writes); what the server already
    /// has keeps its stamps.
    public mutating func rebind(to device: String) -> Bool {
        guard let newClock = HybridClock(device: device, latest: clock.latest) else { return false }
        let old = clock.device
        clock = newClock
        guard !old.hasSameUTF8(as: device) else { return true }
        for id in pending {
            records[id]?.restamp(from: old, to: device)
        }
        return true
    }

    /// The records waiting to be sent, ordered by id.
    public var pendingRecords: [SyncRecord] {
        pending.compactMap { records[$0] }.sorted { $0.id < $1.id }
    }

    /// Merges records from the server: field by field, the later write. Each change of this
    /// device's that a write which hadn't seen it replaced goes into ``history`` as a
    /// ``SyncConflict`` found at `now` (milliseconds), naming the other device as `deviceNames`
    /// (device id → name) says; so does a product's or a price's deal that the merge left making
    /// no price (``SyncConflict/Outcome/dealSetAside``).
    /// - Returns: Whether any record changed.
    @discardableResult
    public mutating func merge(
        _ incoming: [SyncRecord], now: Int64 = 0, deviceNames: SyncConflict.DeviceNames = [:]
    ) -> Bool {
        var changed = false
        for record in incoming {
            for field in record.fields { clock.observe(field.stamp) }
            guard let existing = records[record.id] else {
                records[record.id] = record
                changed = true
                continue
            }
            // A record of the same id and another kind can only be forged: the one here stays.
            guard let merged = existing.merged(with: record), merged != existing else { continue }
            records[record.id] = merged
            changed = true
            if let conflict = conflict(between: existing, and: merged, now: now, deviceNames: deviceNames) {
                remember(conflict)
            }
            if let notice = dealSetAside(between: existing, and: merged, now: now, deviceNames: deviceNames)
            {
                remember(notice)
            }
        }
        return changed
    }

    /// Takes note that the server stored `sent`: each is no longer pending unless it was
    /// written here again after it was sent.
    public mutating func acknowledge(_ sent: [SyncRecord]) {
        for record in sent {
            guard let sentStamp = record.latestStamp, let current = records[record.id] else { continue }
            let device = clock.device
            if !current.fields.contains(where: { $0.stamp.device == device && sentStamp < $0.stamp }) {
                pending.remove(record.id)
            }
        }
    }

    /// Writes `values` to the record `id` of `kind`, stamping the fields whose value changed (a
    /// size's three fields together) with one new stamp, and with them `deleted: false`: an edit keeps the record, even one that
    /// another device removed meanwhile. Each field that had a value gets its base
    /// (``SyncRecord/baseName(of:)``), the stamp of the value it replaces.
    /// - Returns: Whether anything changed.
    @discardableResult
    mutating func write(
        _ id: SyncRecord.ID, _ kind: SyncRecord.Kind, _ values: [(String, JSON)], now: Int64
    ) -> Bool {
        var record = records[id] ?? SyncRecord(id: id, kind: kind)
        guard record.kind == kind else { return false }
        var changes: [(String, JSON)] = []
        for (name, value) in values {
            if let current = record[name], Self.same(current, value) { continue }
            // No deal on a record written before deals: nothing to write.
            if record[name] == nil, value.isNull, name.hasSameUTF8(as: SyncRecord.dealField) { continue }
            changes.append((name, value))
        }
        // A size is typed as one: its pack count, pack size and unit are written together, so
        // that concurrent edits end as one device's size, never a mixture no one typed (2 lb from
        // 1 kg → 2 kg here and 1 kg → 1 lb there).
        func isSize(_ name: String) -> Bool {
            name.hasSameUTF8(as: "packCount") || name.hasSameUTF8(as: "packSize")
                || name.hasSameUTF8(as: "unit")
        }
        if changes.contains(where: { isSize($0.0) }) {
            for (name, value) in values
            where isSize(name) && !changes.contains(where: { $0.0.hasSameUTF8(as: name) }) {
                changes.append((name, value))
            }
        }
        guard !changes.isEmpty || record[SyncRecord.deletedField]?.boolValue != false else { return false }
        if !changes.contains(where: { $0.0.hasSameUTF8(as: SyncRecord.deletedField) }) {
            changes.append((SyncRecord.deletedField, .bool(false)))
        }
        Self.set(changes, in: &record, stamp: clock.tick(now: now))
        records[id] = record
        pending.insert(id)
        return true
    }

    /// Marks the record `id` deleted.
    mutating func delete(_ id: SyncRecord.ID, now: Int64) {
        guard var record = records[id], !record.isDeleted else { return }
        Self.set([(SyncRecord.deletedField, .bool(true))], in: &record, stamp: clock.tick(now: now))
        records[id] = record
        pending.insert(id)
    }

    /// Sets each of `values` in `record` with `stamp`, and the base of each that had a value.
    private static func set(_ values: [(String, JSON)], in record: inout SyncRecord, stamp: HybridTimestamp) {
        for (name, value) in values {
            if let base = record.field(named: name)?.stamp {
                record.set(
                    SyncRecord.Field(
                        name: SyncRecord.baseName(of: name), value: .string(base.text), stamp: stamp))
            }
            record.set(SyncRecord.Field(name: name, value: value, stamp: stamp))
        }
    }

    /// Sets which records the app shows.
    mutating func setShown(_ ids: Set<SyncRecord.ID>) { shown = ids }

    /// Sets which records the app shows without their deal (see ``dealsSetAside``).
    mutating func setDealsSetAside(_ ids: Set<SyncRecord.ID>) { dealsSetAside = ids }

    /// Restores every part of a saved replica.
    init(
        records: [SyncRecord.ID: SyncRecord], pending: Set<SyncRecord.ID>, shown: Set<SyncRecord.ID>,
        clock: HybridClock, cursor: Int64, history: [SyncConflict] = [],
        dealsSetAside: Set<SyncRecord.ID> = []
    ) {
        self.records = records
        self.pending = pending
        self.shown = shown
        self.dealsSetAside = dealsSetAside
        self.clock = clock
        self.cursor = cursor
        self.history = history
    }

    /// Whether two values are the same, texts compared byte for byte.
    static func same(_ a: JSON, _ b: JSON) -> Bool {
        switch (a, b) {
        case (.string(let x), .string(let y)): return x.hasSameUTF8(as: y)
        case (.number(let x), .number(let y)): return x.hasSameUTF8(as: y)
        case (.string, _), (_, .string), (.number, _), (_, .number): return false
        default: return a == b
        }
    }
}
