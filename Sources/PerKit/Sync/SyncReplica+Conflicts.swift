extension SyncReplica {
    /// The most conflicts ``history`` keeps: the oldest go first.
    public static let historyLimit = 100

    /// Restores this device's side of the conflict `number` of ``history``: writes its values
    /// again (or its removal) as a new edit, which wins over every write seen so far and is sent
    /// with the next sync.
    /// - Returns: Whether the conflict was found and not restored already.
    @discardableResult
    public mutating func restore(_ number: Int, now: Int64) -> Bool {
        guard let index = history.firstIndex(where: { $0.number == number }), !history[index].isRestored,
            let record = records[history[index].record]
        else { return false }
        let conflict = history[index]
        if conflict.outcome == .kept {
            delete(record.id, now: now)
        } else {
            write(record.id, record.kind, conflict.restoringValues, now: now)
        }
        history[index].isRestored = true
        return true
    }

    /// Adds `conflict` to ``history``, numbered after the last, keeping at most ``historyLimit``.
    mutating func remember(_ conflict: SyncConflict) {
        history.append(conflict)
        if history.count > Self.historyLimit { history.removeFirst(history.count - Self.historyLimit) }
    }

    /// The conflict a merge made of `existing`, this device's copy, when `merged` replaced a
    /// value this device wrote with a write that hadn't seen it; `nil` otherwise.
    func conflict(
        between existing: SyncRecord, and merged: SyncRecord, now: Int64,
        deviceNames: SyncConflict.DeviceNames
    ) -> SyncConflict? {
        let own = clock.device
        var changes: [SyncConflict.Change] = []
        var winner: HybridTimestamp? = nil
        for mine in existing.fields
        where mine.stamp.device.hasSameUTF8(as: own) && Self.isConflictField(mine.name, of: existing.kind) {
            // A write without a base replaced no value: it hadn't seen this device's either (two
            // devices giving a product its first deal at once).
            guard let theirs = merged.field(named: mine.name), theirs.stamp != mine.stamp,
                !theirs.stamp.device.hasSameUTF8(as: own), merged.base(of: theirs).map({ $0 < mine.stamp }) ?? true,
                !Self.same(theirs.value, mine.value)
            else { continue }
            changes.append(SyncConflict.Change(field: mine.name, mine: mine.value, theirs: theirs.value))
            if winner.map({ $0 < theirs.stamp }) ?? true { winner = theirs.stamp }
        }
        guard let winner else { return nil }
        var outcome = SyncConflict.Outcome.replaced
        if let removal = changes.first(where: { $0.field.hasSameUTF8(as: SyncRecord.deletedField) }) {
            // The fields of the change that was removed (this device's last write), or of the one
            // that kept the record (the other device's).
            let isRemoved = removal.theirs.boolValue == true
            outcome = isRemoved ? .removed : .kept
            let stamp = isRemoved ? existing.field(named: SyncRecord.deletedField)?.stamp : winner
            changes = (isRemoved ? existing : merged).fields.compactMap { field in
                guard field.stamp == stamp, Self.isConflictField(field.name, of: existing.kind),
                    !field.name.hasSameUTF8(as: SyncRecord.deletedField)
                else { return nil }
                return SyncConflict.Change(
                    field: field.name, mine: existing[field.name] ?? .null,
                    theirs: merged[field.name] ?? .null)
            }
        }
        return SyncConflict(
            number: (history.last?.number ?? 0) + 1, record: existing.id, kind: existing.kind,
            title: Self.title(of: existing), device: winner.device, deviceName: deviceNames[winner.device],
            milliseconds: now, outcome: outcome, changes: changes,
            readings: Self.readings(of: changes, mine: existing, theirs: merged))
    }

    /// The notice of a merge that left the deal of `merged` making no price with its price
    /// (``SyncConflict/Outcome/dealSetAside``), when `existing`, this device's copy, had a deal
    /// that did or none; `nil` otherwise. Its changes are the price, size and deal fields the
    /// merge changed (what **Restore** writes back); its readings always show the deal and the
    /// price.
    func dealSetAside(
        between existing: SyncRecord, and merged: SyncRecord, now: Int64,
        deviceNames: SyncConflict.DeviceNames
    ) -> SyncConflict? {
        guard existing.kind != .list, !merged.isDeleted, Self.hasDealSetAside(merged),
            !Self.hasDealSetAside(existing)
        else { return nil }
        var changes: [SyncConflict.Change] = []
        var latest: HybridTimestamp? = nil
        for name in ["price", "packCount", "packSize", "unit", SyncRecord.dealField] {
            let mine = existing[name] ?? .null
            let theirs = merged[name] ?? .null
            guard !Self.same(mine, theirs) else { continue }
            changes.append(SyncConflict.Change(field: name, mine: mine, theirs: theirs))
            if let stamp = merged.field(named: name)?.stamp, latest.map({ $0 < stamp }) ?? true {
                latest = stamp
            }
        }
        guard let latest else { return nil }
        var readings = [
            SyncConflict.Reading(
                field: SyncConflict.Kept.deal,
                mine: Self.text(of: existing[SyncRecord.dealField] ?? .null, field: "deal"),
                theirs: Self.text(of: merged[SyncRecord.dealField] ?? .null, field: "deal")),
            SyncConflict.Reading(
                field: SyncConflict.Kept.price,
                mine: Self.text(of: existing["price"] ?? .null, field: "price"),
                theirs: Self.text(of: merged["price"] ?? .null, field: "price")),
        ]
        readings += Self.readings(
            of: changes.filter {
                !$0.field.hasSameUTF8(as: "price") && !$0.field.hasSameUTF8(as: SyncRecord.dealField)
            },
            mine: existing, theirs: merged)
        return SyncConflict(
            number: (history.last?.number ?? 0) + 1, record: existing.id, kind: existing.kind,
            title: Self.title(of: existing), device: latest.device, deviceName: deviceNames[latest.device],
            milliseconds: now, outcome: .dealSetAside, changes: changes, readings: readings)
    }

    /// Whether concurrent writes of the field `name` are a conflict the shopper is told of: what
    /// they typed. (A list's `updated`, which every edit of its products writes, is not.)
    private static func isConflictField(_ name: String, of kind: SyncRecord.Kind) -> Bool {
        func named(_ candidate: StaticString) -> Bool {
            candidate.withUTF8Buffer { name.utf8.elementsEqual($0) }
        }
        let isAmount = named("price") || named("packCount") || named("packSize") || named("unit")
        switch kind {
        case .list: return named("name") || named("reference") || named("deleted")
        case .product: return isAmount || named("name") || named("deal") || named("deleted")
        case .entry:
            return isAmount || named("product") || named("store") || named("sale") || named("deal")
                || named("deleted")
        }
    }

    /// What the shopper calls a record, in the replica's words (``SyncConflict/Kept``): `Rice`,
    /// `The list “Weekly”`, `Rice in the price book`.
    private static func title(of record: SyncRecord) -> String {
        typealias Kept = SyncConflict.Kept
        switch record.kind {
        case .list: return Kept.listTitle + (record["name"]?.stringValue ?? "") + Kept.closingQuote
        case .product:
            if let name = record["name"]?.stringValue { return name }
            return Kept.productTitle + (item(record, name: nil)?.quantity.formatted() ?? Kept.unknownSize)
        case .entry: return (record["product"]?.stringValue ?? Kept.someProduct) + Kept.entryTitle
        }
    }

    /// The changes as the shopper reads them, pack count, pack size and unit as one size, in the
    /// replica's words (``SyncConflict/Kept``).
    private static func readings(
        of changes: [SyncConflict.Change], mine: SyncRecord, theirs: SyncRecord
    ) -> [SyncConflict.Reading] {
        var readings: [SyncConflict.Reading] = []
        var sizeRead = false
        for change in changes {
            switch change.field {
            case "packCount", "packSize", "unit":
                guard !sizeRead else { continue }
                sizeRead = true
                func size(_ record: SyncRecord) -> String {
                    item(record, name: nil)?.quantity.formatted() ?? SyncConflict.Kept.unknown
                }
                readings.append(.init(field: SyncConflict.Kept.size, mine: size(mine), theirs: size(theirs)))
            default:
                readings.append(
                    .init(
                        field: label(of: change.field), mine: text(of: change.mine, field: change.field),
                        theirs: text(of: change.theirs, field: change.field)))
            }
        }
        return readings
    }

    /// A field's name as a reading keeps it: `name` for an entry's `product`, `unit price basis`
    /// for a list's `reference`, `price`, `deal`, `store`, `sale` as they are.
    private static func label(of field: String) -> String {
        switch field {
        case "product": SyncConflict.Kept.name
        case "reference": SyncConflict.Kept.reference
        default: field
        }
    }

    /// A field's value as the shopper reads it, in the replica's words: `3.19`, `“Coffee”`,
    /// `sale`.
    private static func text(of value: JSON, field: String) -> String {
        typealias Kept = SyncConflict.Kept
        switch field {
        case "price":
            return value.stringValue.flatMap { Rational(fractionText: $0) }?.displayText(minimumPlaces: 2)
                ?? Kept.unknown
        case "sale": return value.boolValue == true ? Kept.sale : Kept.regular
        case "reference": return value.stringValue.map { Kept.per + $0 } ?? Kept.automatic
        default: return value.stringValue.map { Kept.openingQuote + $0 + Kept.closingQuote } ?? Kept.none
        }
    }
}
