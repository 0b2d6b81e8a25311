extension SyncRecord {
    /// How far ahead of the receiver's clock a stamp may be: 5 minutes.
    static let maximumClockSkew: Int64 = 5 * 60_000

    /// The most fields a record may have.
    static let maximumFieldCount = 64

    /// Reads and checks a record in the wire format:
    ///
    /// ```json
    /// {"id": "…32 hex digits…", "kind": "product",
    ///  "fields": {"name": ["Coffee", "1764000000000-0-3f2a"], "price": ["549/100", "…"]}}
    /// ```
    ///
    /// Each field is `[value, stamp]`. The fields PerKit knows are checked by its rules (a
    /// price is positive exact fraction text, a unit is a unit id, a date is a real day …);
    /// price, pack count, pack size and unit together must make a product. Other fields are
    /// kept as they are. `device` and `deleted`, which the record's JSON shows to people and tools,
    /// are read from the fields, never from these members.
    /// - Throws: ``SyncError/invalid(member:reason:)`` naming the first member it refuses.
    public init(json: JSON) throws(SyncError) {
        try self.init(json: json, checksValues: true)
    }

    /// Reads a record; without `checksValues`, only its shape (ids, kinds, stamps, one field
    /// per name), for records this device checked when it received them and saved since.
    init(json: JSON, checksValues: Bool) throws(SyncError) {
        guard case .object = json else { throw .invalid(member: "record", reason: "is not an object") }
        guard let idText = json.string("id"), let id = ListID(idText) else {
            throw .invalid(member: "id", reason: "is not an id of 32 hexadecimal digits")
        }
        guard let kindName = json.string("kind"), let kind = Kind(name: kindName) else {
            throw .invalid(member: "kind", reason: "is not one of list, product, entry")
        }
        guard case .object(let members) = json["fields"] ?? .null else {
            throw .invalid(member: "fields", reason: "is not an object")
        }
        guard members.count <= Self.maximumFieldCount else {
            throw .invalid(member: "fields", reason: "has more than \(Self.maximumFieldCount) fields")
        }
        var record = SyncRecord(id: id, kind: kind)
        for member in members {
            let path = "fields." + member.key
            guard (1...64).contains(member.key.utf8.count) else {
                throw .invalid(member: path, reason: "has a name that is not 1 to 64 bytes long")
            }
            guard case .array(let pair) = member.value, pair.count == 2 else {
                throw .invalid(member: path, reason: "is not a [value, stamp] pair")
            }
            guard let stampText = pair[1].stringValue, let stamp = HybridTimestamp(stampText) else {
                throw .invalid(member: path, reason: "has no valid stamp (milliseconds-counter-device)")
            }
            guard record.field(named: member.key) == nil else {
                throw .invalid(member: path, reason: "appears twice")
            }
            if checksValues, let problem = Self.problem(with: pair[0], named: member.key, of: kind) {
                throw .invalid(member: path, reason: problem)
            }
            record.set(Field(name: member.key, value: pair[0], stamp: stamp))
        }
        if checksValues, let problem = record.productProblem() {
            throw .invalid(member: "fields", reason: problem)
        }
        self = record
    }

    /// Writes the record in the wire format, with `device` (of the latest write) and `deleted`
    /// for people and tools.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("id", id.text)
        writer.member("kind", kind.name)
        writer.member("device", device)
        writer.member("deleted", isDeleted)
        writer.key("fields")
        writer.beginObject()
        // The fields of one write share a stamp: its text is made once.
        var stamp: (HybridTimestamp, String)? = nil
        for field in fields {
            writer.key(field.name)
            writer.beginArray()
            writer.value(field.value)
            if let (last, text) = stamp, last == field.stamp {
                writer.value(text)
            } else {
                let text = field.stamp.text
                stamp = (field.stamp, text)
                writer.value(text)
            }
            writer.endArray()
        }
        writer.endObject()
        writer.endObject()
    }

    /// The record in the wire format: see ``write(to:)``.
    public var text: String {
        var writer = JSONWriter()
        write(to: &writer)
        return writer.text
    }

    /// The first stamp further ahead of `now` (milliseconds) than ``maximumClockSkew``.
    /// - Throws: ``SyncError/clockAhead(_:byMilliseconds:)``.
    public func checkStamps(notAfter now: Int64) throws(SyncError) {
        for field in fields where field.stamp.milliseconds > now + Self.maximumClockSkew {
            throw .clockAhead(field.stamp, byMilliseconds: field.stamp.milliseconds - now)
        }
    }

    /// Checks that this change, sent by `device`, carries only that device's own writes: every
    /// field that would win over `stored` (the receiver's record of the same id, or `nil` when it
    /// has none) must be stamped by `device`. Fields that lose, or that are the stored ones, may
    /// name any device: a device sends a record whole, with what it received from others.
    /// - Throws: ``SyncError/stampOfAnotherDevice(member:stamp:)`` for the first field that isn't.
    public func checkAuthor(_ device: String, over stored: SyncRecord?) throws(SyncError) {
        for field in fields where !field.stamp.device.hasSameUTF8(as: device) {
            if let current = stored?.field(named: field.name), !field.wins(over: current) { continue }
            throw .stampOfAnotherDevice(member: "fields." + field.name, stamp: field.stamp)
        }
    }

    /// Why `value` can't be the field `name` of a record of `kind`, or `nil` when it can.
    /// Fields PerKit doesn't know may hold any value.
    static func problem(with value: JSON, named name: String, of kind: Kind) -> String? {
        if name.hasSameUTF8(as: deletedField) { return value.boolValue == nil ? "is not true or false" : nil }
        if name.utf8.first == UInt8(ascii: "~") {
            return value.stringValue.flatMap { HybridTimestamp($0) } != nil
                ? nil : "is not the stamp of the value the write replaced"
        }
        switch (kind, name) {
        case (.list, "name"): return text(value, allowsNull: false)
        case (.list, "reference"):
            return value.isNull || value.stringValue.flatMap(ReferenceQuantity.init(id:)) != nil
                ? nil : "is not a reference quantity such as \"100 g\" or null"
        case (.list, "lastUnit"):
            return value.isNull || value.stringValue.flatMap(Unit.withID) != nil
                ? nil : "is not a unit id or null"
        case (.list, "created"), (.list, "updated"):
            return value.stringValue.flatMap(Timestamp.init) != nil ? nil : "is not an ISO-8601 time in UTC"
        case (.product, "list"):
            return value.stringValue.flatMap(ListID.init) != nil ? nil : "is not a list id"
        case (.product, "name"): return text(value, allowsNull: true)
        case (.product, "price"), (.product, "packCount"), (.product, "packSize"), (.entry, "price"),
            (.entry, "packCount"), (.entry, "packSize"):
            // In lowest terms, as PerKit writes it, so that every device reads and writes one text.
            guard let text = value.stringValue, let amount = Rational(fractionText: text), amount.isPositive,
                amount.fractionText.hasSameUTF8(as: text)
            else {
                return "is not a positive amount as fraction text in lowest terms such as \"549/100\""
            }
            return nil
        case (.product, "unit"), (.entry, "unit"):
            return value.stringValue.flatMap(Unit.withID) != nil ? nil : "is not a unit id"
        case (.product, "deal"), (.entry, "deal"):
            // Canonical, as PerKit writes it, so that every device reads and writes one text.
            if value.isNull { return nil }
            guard let text = value.stringValue, let deal = try? Deal(parsing: text), deal.text.hasSameUTF8(as: text),
                !deal.clauses.isEmpty
            else {
                return "is not a deal as Per writes it, such as \"member 3.50, buy 2 get 1 free\", or null"
            }
            return nil
        case (.entry, "product"): return text(value, allowsNull: false)
        case (.entry, "store"): return text(value, allowsNull: true)
        case (.entry, "date"):
            return value.stringValue.flatMap(CalendarDate.init) != nil ? nil : "is not a day as YYYY-MM-DD"
        case (.entry, "sale"): return value.boolValue == nil ? "is not true or false" : nil
        case (.entry, "list"):
            return value.isNull || value.stringValue.flatMap(ListID.init) != nil
                ? nil : "is not a list id or null"
        default: return nil
        }
    }

    /// Why a name can't be `value`: text of 1 to ``maximumTextLength`` characters without
    /// surrounding spaces or control characters, as the app keeps names (or `null` when allowed).
    private static func text(_ value: JSON, allowsNull: Bool) -> String? {
        if allowsNull, value.isNull { return nil }
        guard let text = value.stringValue, !text.isEmpty, text.trimmingSpaces.hasSameUTF8(as: text),
            text.unicodeScalars.count <= maximumTextLength, !text.containsControlCharacter
        else {
            return "is not text of 1 to \(maximumTextLength) characters without spaces around it or control characters"
                + (allowsNull ? ", or null" : "")
        }
        return nil
    }

    /// The longest name or store a record may hold, in characters: the app's limit.
    static var maximumTextLength: Int { ProductForm.maximumNameLength }

    /// Why the record's price and quantity make no product, or `nil` when they do or are not
    /// all there yet. A deal that makes no price with them is no problem here: records merged
    /// from two devices' writes can hold one (`save 2.00` with a price of 1.50), and every device
    /// keeps it set aside (``SyncReplica/item(_:name:)``), so it must travel like any other.
    func productProblem() -> String? {
        guard kind != .list, self["price"] != nil, self["packSize"] != nil, self["unit"] != nil else {
            return nil
        }
        do throws(ProductItem.ExactMembersError) {
            _ = try ProductItem(name: nil, exactMembersOf: productMembers(withDeal: false))
            return nil
        } catch {
            switch error {
            case .member(let name): return "has an invalid \(name)"
            case .product(let error): return "make no product: \(error.message)"
            }
        }
    }

    /// The price, quantity and (unless `withDeal` is false) deal fields as the members
    /// ``ProductItem`` reads.
    func productMembers(withDeal: Bool = true) -> JSON {
        var names = ["price", "packCount", "packSize", "unit"]
        if withDeal { names.append("deal") }
        return .object(names.compactMap { name in self[name].map { JSON.Member(name, $0) } })
    }
}
