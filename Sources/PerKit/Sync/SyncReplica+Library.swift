extension SyncReplica {
    /// Writes what changed in the app's lists and book since the last capture as records,
    /// stamped `now` (milliseconds since 1970): a list, each of its products and each price-book
    /// entry is a record; a shown record the app no longer has is marked deleted.
    ///
    /// A replica that has never synced (no records, cursor 0) holds back a lone empty list with
    /// a new list's name (in any of the app's languages), the list every device starts with,
    /// unless `sharesStartingList`: a device that joins a household takes the household's lists
    /// rather than adding an empty one to everyone's library (``takeAnswer(_:sent:cursor:lists:book:now:)`` shares it when the
    /// household turns out to have none).
    /// - Returns: The number of records written.
    @discardableResult
    public mutating func capture(
        lists: [ShoppingList], book: PriceBook, now: Int64, sharesStartingList: Bool = false
    ) -> Int {
        var lists = lists
        if !sharesStartingList, records.isEmpty, cursor == 0, lists.count == 1, lists[0].products.isEmpty,
            PerApp.State.isNewListName(lists[0].name)
        {
            lists = []
        }
        var present = Set<SyncRecord.ID>()
        var written = 0
        func capture(_ id: SyncRecord.ID, _ kind: SyncRecord.Kind, _ values: [(String, JSON)]) {
            present.insert(id)
            var values = values
            // A deal set aside was never shown, so its absence is no removal: it stays until the
            // shopper gives the product another deal (or Restore writes one side back).
            if dealsSetAside.contains(id) {
                values.removeAll { $0.0.hasSameUTF8(as: SyncRecord.dealField) && $0.1.isNull }
            }
            if write(id, kind, values, now: now) { written += 1 }
        }
        for list in lists {
            capture(list.id, .list, Self.values(of: list))
            for (item, id) in zip(list.products.items, list.productIDs) {
                capture(id, .product, [("list", .string(list.id.text))] + Self.values(of: item))
            }
        }
        for product in book.products {
            for entry in product.entries { capture(entry.id, .entry, Self.values(of: entry)) }
        }
        for id in shown where !present.contains(id) {
            if records[id]?.isDeleted == false {
                delete(id, now: now)
                written += 1
            }
        }
        setShown(present)
        return written
    }

    /// Takes a sync's answer: captures the app's `lists` and `book` as they are now (edits made
    /// while the request was away), merges the server's `received` records, acknowledges the
    /// `sent` ones and takes the answer's `cursor`; a change of this device's that the merge
    /// replaced goes into ``history`` (see ``merge(_:now:deviceNames:)``). When the household has no list, the device's
    /// own lists are shared, the list it started with included, so that ``materialized()``
    /// always shows the household's lists.
    public mutating func takeAnswer(
        _ received: [SyncRecord], sent: [SyncRecord], cursor: Int64, lists: [ShoppingList], book: PriceBook,
        now: Int64, deviceNames: SyncConflict.DeviceNames = [:]
    ) {
        capture(lists: lists, book: book, now: now)
        merge(received, now: now, deviceNames: deviceNames)
        acknowledge(sent)
        self.cursor = cursor
        if !records.values.contains(where: { $0.kind == .list }) {
            capture(lists: lists, book: book, now: now, sharesStartingList: true)
        }
    }

    /// The lists and the book the records describe, the same on every device that holds the
    /// same records: lists most recently changed first, products and entries in the order of
    /// their ids before ranking. Records that are deleted, incomplete, or that the app can't
    /// show (a product of another dimension than its list's first, an entry of another
    /// dimension than its product's) are left out, and stay in the replica.
    public mutating func materialized() -> (lists: [ShoppingList], book: PriceBook) {
        var lists: [SyncRecord.ID: ShoppingList] = [:]
        var products: [SyncRecord] = []
        var entries: [PriceEntry] = []
        var setAside = Set<SyncRecord.ID>()
        // Whether the item of `record` was given without the record's deal.
        func isSetAside(_ item: ProductItem, _ record: SyncRecord) -> Bool {
            item.deal == nil && record[SyncRecord.dealField]?.stringValue != nil
        }
        for record in records.values where !record.isDeleted {
            switch record.kind {
            case .list: if let list = Self.list(record) { lists[record.id] = list }
            case .product: products.append(record)
            case .entry:
                if let entry = entry(record) {
                    entries.append(entry)
                    if isSetAside(entry.item, record) { setAside.insert(record.id) }
                }
            }
        }
        var shown = Set(lists.keys)
        for record in products.sorted(by: { $0.id < $1.id }) {
            guard let listID = record["list"]?.stringValue.flatMap({ ListID($0) }), lists[listID] != nil,
                let item = Self.item(record, name: record["name"]?.stringValue)
            else { continue }
            if (try? lists[listID]?.add(item, id: record.id)) != nil { shown.insert(record.id) }
            if isSetAside(item, record) { setAside.insert(record.id) }
        }
        var book = PriceBook()
        // A product's entries, written alike, go in at once; a batch the book refuses (an entry
        // of another dimension) goes in entry by entry, so that only the misfits stay out.
        entries.sort { a, b in
            guard a.product.hasSameUTF8(as: b.product) else {
                return a.product.precedesInUTF8(b.product)
            }
            return a.date == b.date ? a.id < b.id : a.date < b.date
        }
        var start = 0
        while start < entries.count {
            var end = start + 1
            while end < entries.count, entries[end].product.hasSameUTF8(as: entries[start].product) {
                end += 1
            }
            let batch = Array(entries[start..<end])
            if (try? book.record(contentsOf: batch)) != nil {
                for entry in batch { shown.insert(entry.id) }
            } else {
                for entry in batch where (try? book.record(entry)) != nil { shown.insert(entry.id) }
            }
            start = end
        }
        setShown(shown)
        setDealsSetAside(setAside)
        if lists.isEmpty, let placeholder = emptyLibraryList() { lists[placeholder.id] = placeholder }
        let ordered = lists.values.sorted {
            $0.updated.text.hasSameUTF8(as: $1.updated.text)
                ? $0.id < $1.id : $1.updated.text.precedesInUTF8($0.updated.text)
        }
        return (ordered, book)
    }

    /// The new empty list of a library whose lists were all deleted, the same on every device
    /// (so that devices don't each make one): its id follows the largest list id of the
    /// records, and it was made when the latest of them last changed.
    func emptyLibraryList() -> ShoppingList? {
        var largest: SyncRecord.ID? = nil
        var latest = Timestamp.epoch
        for record in records.values where record.kind == .list {
            if largest.map({ $0 < record.id }) ?? true { largest = record.id }
            if let updated = record["updated"]?.stringValue.flatMap({ Timestamp($0) }),
                latest.text.precedesInUTF8(updated.text)
            {
                latest = updated
            }
        }
        return largest.map {
            ShoppingList(id: $0.advanced(by: 1), name: PerApp.State.defaultListName, created: latest)
        }
    }

    // MARK: Fields

    static func values(of list: ShoppingList) -> [(String, JSON)] {
        [
            ("name", .string(list.name)), ("reference", .optional(list.reference?.id)),
            ("lastUnit", .optional(list.lastUnit?.id)), ("created", .string(list.created.text)),
            ("updated", .string(list.updated.text)),
        ]
    }

    static func values(of item: ProductItem) -> [(String, JSON)] {
        [
            ("name", .optional(item.name)), ("price", .string(item.price.fractionText)),
            ("packCount", .string(item.quantity.packCount.fractionText)),
            ("packSize", .string(item.quantity.packSize.fractionText)),
            ("unit", .string(item.quantity.unit.id)), (SyncRecord.dealField, .optional(item.deal?.text)),
        ]
    }

    static func values(of entry: PriceEntry) -> [(String, JSON)] {
        var values = values(of: entry.item)
        values[0] = ("product", .string(entry.product))
        values += [
            ("store", .optional(entry.store)), ("date", .string(entry.date.text)),
            ("sale", .bool(entry.isSale)),
            ("list", .optional(entry.list?.text)),
        ]
        return values
    }

    static func list(_ record: SyncRecord) -> ShoppingList? {
        guard let name = record["name"]?.stringValue,
            let created = record["created"]?.stringValue.flatMap({ Timestamp($0) })
        else { return nil }
        return ShoppingList(
            id: record.id, name: name,
            reference: record["reference"]?.stringValue.flatMap { ReferenceQuantity(id: $0) },
            lastUnit: record["lastUnit"]?.stringValue.flatMap { Unit.withID($0) }, created: created,
            updated: record["updated"]?.stringValue.flatMap { Timestamp($0) })
    }

    /// The product of `record`. A deal that makes no price for the product's price (each written
    /// by another device at once: `save 2.00` merged with a price of 1.50) is left out rather than
    /// the product, and set aside, not lost: the record keeps it (``capture(lists:book:now:sharesStartingList:)``
    /// doesn't write its absence, see ``dealsSetAside``), the merge that made it so is a ``SyncConflict`` of outcome
    /// ``SyncConflict/Outcome/dealSetAside`` in ``history``, and it counts again once the price
    /// or the deal changes so that it makes a price.
    static func item(_ record: SyncRecord, name: String?) -> ProductItem? {
        if let item = try? ProductItem(name: name, exactMembersOf: record.productMembers()) { return item }
        return try? ProductItem(name: name, exactMembersOf: record.productMembers(withDeal: false))
    }

    /// Whether `record` has a deal set aside: a product or a price whose deal makes no price with
    /// its price, size and all (see ``item(_:name:)``).
    static func hasDealSetAside(_ record: SyncRecord) -> Bool {
        guard record.kind != .list, let deal = record[SyncRecord.dealField], !deal.isNull else {
            return false
        }
        return (try? ProductItem(name: nil, exactMembersOf: record.productMembers())) == nil
            && item(record, name: nil) != nil
    }

    func entry(_ record: SyncRecord) -> PriceEntry? {
        guard let name = record["product"]?.stringValue, let item = Self.item(record, name: name),
            let date = record["date"]?.stringValue.flatMap({ CalendarDate($0) })
        else { return nil }
        return try? PriceEntry(
            id: record.id, item: item, store: record["store"]?.stringValue, date: date,
            isSale: record["sale"]?.boolValue ?? false,
            list: record["list"]?.stringValue.flatMap { ListID($0) },
            isFromAnotherDevice: isFromAnotherDevice(record))
    }

    /// Whether another device saw an entry's price: the device that wrote its date, which is
    /// written once, when the price is recorded, is not this one.
    func isFromAnotherDevice(_ record: SyncRecord) -> Bool {
        guard let date = record.field(named: "date") else { return false }
        return !date.stamp.device.hasSameUTF8(as: clock.device)
    }
}
