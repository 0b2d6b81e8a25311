/// One thing that syncs between a household's devices: a list, a product of a list, or a
/// price-book entry.
///
/// A record is its id and kind and a set of named fields, each with its value and the
/// ``HybridTimestamp`` of the write that set it. Merging two copies of a record keeps, field
/// by field, the value with the later stamp (last writer wins per field, ties broken by device
/// id), so a rename on one device and a price change on another both survive. Merging is
/// commutative, associative and idempotent. Deleting sets the `deleted` field, which merges
/// like any other, so an undone delete is a later write of `false`.
///
/// Fields PerKit doesn't know (written by a newer version of Per) are kept, merged and passed
/// on like the others.
public struct SyncRecord: Hashable, Sendable {
    /// A record's id: 128 bits, 32 hexadecimal digits, like a list's.
    public typealias ID = ListID

    /// The record's id, the same on every device.
    public let id: ID
    /// What the record holds.
    public let kind: Kind
    /// The fields, ordered by name (byte order), one per name.
    public private(set) var fields: [Field]

    /// What a record holds: decides which fields it has and how they are checked.
    public enum Kind: Hashable, Sendable, CaseIterable {
        /// A list of the library: `name`, `reference`, `lastUnit`, `created`, `updated`.
        case list
        /// A product of a list: `list`, `name`, `price`, `packCount`, `packSize`, `unit`.
        case product
        /// A price-book entry: `product`, `price`, `packCount`, `packSize`, `unit`, `store`,
        /// `date`, `sale`, `list`.
        case entry

        /// The name in the wire format: `list`, `product` or `entry`.
        public var name: String {
            switch self {
            case .list: "list"
            case .product: "product"
            case .entry: "entry"
            }
        }

        /// The kind of this name, or `nil`.
        public init?(name: String) {
            for kind in Self.allCases where kind.name.hasSameUTF8(as: name) {
                self = kind
                return
            }
            return nil
        }
    }

    /// One field: a name, a JSON value and the stamp of the write that set it.
    public struct Field: Hashable, Sendable {
        /// The field's name, e.g. `price`.
        public let name: String
        /// The value.
        public let value: JSON
        /// When and by which device the value was written.
        public let stamp: HybridTimestamp

        /// A field with every part given.
        public init(name: String, value: JSON, stamp: HybridTimestamp) {
            self.name = name
            self.value = value
            self.stamp = stamp
        }

        /// Whether this field's write wins over `other`'s: the later stamp, and for one stamp
        /// (the same write, or a forged one) the value whose JSON text sorts last, so that the
        /// choice never depends on the order of merging.
        func wins(over other: Field) -> Bool {
            if stamp != other.stamp { return other.stamp < stamp }
            return other.value.text.precedesInUTF8(value.text)
        }
    }

    /// The name of the field that marks a record deleted.
    static let deletedField = "deleted"

    /// The field of a product's or a price's deal. Records written before deals existed don't
    /// have it, and a missing deal field is no deal: writing `null` to it changes nothing.
    static let dealField = "deal"

    /// The name of the field that says which value a write of the field `name` replaced:
    /// `~price` holds the stamp text of the `price` the writing device had when it wrote its
    /// own (with the same stamp as that write). A device whose value was replaced by a write
    /// that hadn't seen it knows the two were concurrent (see ``SyncConflict``). A field
    /// written to a record that didn't have it has no such field.
    static func baseName(of name: String) -> String { "~" + name }

    /// The stamp of the value the write of the field `name` replaced, as ``baseName(of:)``
    /// keeps it: `nil` when unknown (written by a version of Per that didn't say, or when the
    /// record didn't have the field).
    public func base(of field: Field) -> HybridTimestamp? {
        guard let base = self.field(named: Self.baseName(of: field.name)), base.stamp == field.stamp else {
            return nil
        }
        return base.value.stringValue.flatMap { HybridTimestamp($0) }
    }

    /// A record of `fields`; of two fields with one name, the later write is kept.
    public init(id: ID, kind: Kind, fields: [Field] = []) {
        self.id = id
        self.kind = kind
        self.fields = []
        for field in fields { set(field) }
    }

    /// The value of the field `name`, or `nil` when the record has no such field.
    public subscript(name: String) -> JSON? { field(named: name)?.value }

    /// The field `name`, or `nil`.
    public func field(named name: String) -> Field? {
        let index = position(of: name)
        return index < fields.count && fields[index].name.hasSameUTF8(as: name) ? fields[index] : nil
    }

    /// Whether the record's latest write of `deleted` is `true`.
    var isDeleted: Bool { self[Self.deletedField]?.boolValue ?? false }

    /// The latest stamp of any field, or `nil` for a record without fields.
    var latestStamp: HybridTimestamp? { fields.lazy.map { $0.stamp }.max() }

    /// The device that made the record's latest write.
    public var device: String? { latestStamp?.device }

    /// Sets a field unless the record has a later write of it: the merge of one field.
    /// - Returns: Whether the field changed.
    @discardableResult
    public mutating func set(_ field: Field) -> Bool {
        let index = position(of: field.name)
        if index < fields.count, fields[index].name.hasSameUTF8(as: field.name) {
            guard field.wins(over: fields[index]) else { return false }
            fields[index] = field
        } else {
            fields.insert(field, at: index)
        }
        return true
    }

    /// Gives the writes stamped by device `old` to device `new`, at the same time and counter.
    mutating func restamp(from old: String, to new: String) {
        fields = fields.map { field in
            guard field.stamp.device.hasSameUTF8(as: old),
                let stamp = HybridTimestamp(
                    milliseconds: field.stamp.milliseconds, counter: field.stamp.counter, device: new)
            else { return field }
            return Field(name: field.name, value: field.value, stamp: stamp)
        }
    }

    /// The record merged with another copy of itself: field by field, the later write.
    /// - Returns: `nil` when `other` has another id or kind.
    public func merged(with other: SyncRecord) -> SyncRecord? {
        guard other.id == id, other.kind == kind else { return nil }
        var merged = self
        for field in other.fields { merged.set(field) }
        return merged
    }

    /// The index of the field `name`, or where it would go.
    private func position(of name: String) -> Int {
        var low = 0
        var high = fields.count
        while low < high {
            let middle = (low + high) / 2
            if fields[middle].name.precedesInUTF8(name) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }
}
