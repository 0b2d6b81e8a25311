/// A change this device made that a sync replaced with another device's concurrent change: the
/// other device wrote without having seen this device's value, and its write is the later one.
///
/// Last writer wins keeps every device in agreement, but the losing value is no less a fact the
/// shopper typed. So the sync says so once (``message(in:)``), and the Sync history lists the last
/// ``SyncReplica/historyLimit`` conflicts with the values before and after, each of which can be
/// restored (``SyncReplica/restore(_:now:)``), which writes the losing side again as a new edit.
///
/// Only the device whose value was replaced sees the conflict: the one that wrote later sees its
/// own value stand, as it should. A write tells which value it replaced (``SyncRecord/baseName(of:)``),
/// so a change made after seeing this device's value is an ordinary edit, not a conflict.
public struct SyncConflict: Hashable, Sendable {
    /// The names of a household's devices by id, as the server says them, for ``message(in:)``.
    public struct DeviceNames: Sendable, ExpressibleByDictionaryLiteral {
        // Looked up byte for byte: a String-keyed dictionary would hash with Unicode tables that
        // the WebAssembly module does without.
        private var names: [(id: String, name: String)] = []

        /// No names.
        public init() {}

        /// The names given as `[id: name]`.
        public init(dictionaryLiteral elements: (String, String)...) {
            for (id, name) in elements { add(id: id, name: name) }
        }

        /// Names the device `id`.
        public mutating func add(id: String, name: String) { names.append((id, name)) }

        /// The name of the device `id`, or `nil`.
        public subscript(id: String) -> String? {
            names.last { $0.id.hasSameUTF8(as: id) }?.name
        }
    }

    /// What happened to this device's change.
    public enum Outcome: Hashable, Sendable, CaseIterable {
        /// Another device's later value replaced this device's value of one or more fields.
        case replaced
        /// Another device removed what this device had changed, later than the change.
        case removed
        /// Another device changed what this device had removed, later than the removal: it is
        /// back.
        case kept
        /// The merge left a product's or a price's deal making no price with its price (each
        /// written by another device at once: `save 2.00` here, a price of 1.50 there). The
        /// deal is not counted, and stays in the records as it was until the price or the deal
        /// changes (see ``SyncReplica/item(_:name:)``).
        case dealSetAside

        /// The name the replica keeps: `replaced`, `removed` or `kept`.
        public var name: String {
            switch self {
            case .replaced: "replaced"
            case .removed: "removed"
            case .kept: "kept"
            case .dealSetAside: "dealSetAside"
            }
        }

        /// The outcome of this name, or `nil`.
        init?(name: String) {
            guard let outcome = Self.allCases.first(where: { $0.name.hasSameUTF8(as: name) }) else {
                return nil
            }
            self = outcome
        }
    }

    /// One field of the conflict: this device's value and the value that replaced it.
    public struct Change: Hashable, Sendable {
        /// The field's name, e.g. `price`.
        public let field: String
        /// This device's value.
        let mine: JSON
        /// The other device's value.
        let theirs: JSON
    }

    /// The conflict's number in this device's Sync history: the next is one more.
    public let number: Int
    /// The record whose value was replaced.
    public let record: SyncRecord.ID
    /// What the record holds.
    public let kind: SyncRecord.Kind
    /// What the shopper calls the record: a product's or a list's name as this device had it,
    /// as the replica keeps it (in English words: "The list “Weekly”"; see ``title(in:)``).
    public let title: String
    /// The device whose write won.
    public let device: String
    /// That device's name in the household, when the server said it.
    public let deviceName: String?
    /// When the sync found the conflict: milliseconds since 1970.
    public let milliseconds: Int64
    /// What happened.
    public let outcome: Outcome
    /// The fields whose values were replaced (for ``Outcome/replaced``), or the fields of the
    /// change that was removed or that kept the record.
    public let changes: [Change]
    /// A field's two values as the shopper reads them: `price`, `3.19`, `3.29`, kept in the
    /// replica's words (``Kept``), which ``before(in:)`` and ``after(in:)`` say in a language.
    struct Reading: Hashable, Sendable {
        let field: String
        let mine: String
        let theirs: String
    }

    /// The fields as they read, for ``before(in:)`` and ``after(in:)``.
    let readings: [Reading]
    /// Whether the shopper has restored this device's side.
    var isRestored = false

    init(
        number: Int, record: SyncRecord.ID, kind: SyncRecord.Kind, title: String, device: String,
        deviceName: String?, milliseconds: Int64, outcome: Outcome, changes: [Change],
        readings: [Reading], isRestored: Bool = false
    ) {
        self.number = number
        self.record = record
        self.kind = kind
        self.title = title
        self.device = device
        self.deviceName = deviceName
        self.milliseconds = milliseconds
        self.outcome = outcome
        self.changes = changes
        self.readings = readings
        self.isRestored = isRestored
    }

    /// This device's side in English, e.g. `price 3.19` or `price 3.19, size 1 kg`: see
    /// ``before(in:)``.
    public var before: String { before(in: .english) }

    /// The other device's side in English, e.g. `price 3.29`: see ``after(in:)``.
    public var after: String { after(in: .english) }

    /// What the page says once, and the Sync history lists, in English (the CLI's words): see
    /// ``message(in:)``.
    public var message: String { message(in: .english) }

    /// What **Restore** writes again as a new edit: this device's values (or its removal); for
    /// a deal set aside, this device's price, size and deal, which made a price together.
    var restoringValues: [(String, JSON)] {
        switch outcome {
        case .replaced, .dealSetAside: changes.map { ($0.field, $0.mine) }
        case .removed: [(SyncRecord.deletedField, .bool(false))]
        case .kept: [(SyncRecord.deletedField, .bool(true))]
        }
    }
}

extension SyncConflict {
    /// Writes the conflict as the replica keeps it: `{"number", "record", "kind", "title",
    /// "device", "deviceName", "milliseconds", "outcome", "message", "before", "after",
    /// "restored", "changes": [{"field", "mine", "theirs"}], "readings": [{"field", "mine",
    /// "theirs"}]}`, with `message`, `before` and `after` in English (the replica reads none of
    /// them back).
    public func write(to writer: inout JSONWriter) {
        write(to: &writer, in: .english, decimalSeparator: ".", withParts: false)
    }

    /// Writes the conflict as a page shows it: as ``write(to:)``, with `message`, `before` and
    /// `after` in the language of `catalog` and their numbers written with `decimalSeparator`,
    /// and as parts too (`messageParts`, `beforeParts`, `afterParts`; see ``Verdict/encoded``),
    /// whose prices the page writes in the currency.
    public func write(to writer: inout JSONWriter, in catalog: Catalog, decimalSeparator: String) {
        write(to: &writer, in: catalog, decimalSeparator: decimalSeparator, withParts: true)
    }

    private func write(
        to writer: inout JSONWriter, in catalog: Catalog, decimalSeparator separator: String, withParts: Bool
    ) {
        writer.beginObject()
        writer.member("number", number)
        writer.member("record", record.text)
        writer.member("kind", kind.name)
        writer.member("title", title)
        writer.member("device", device)
        writer.member("deviceName", deviceName)
        writer.key("milliseconds")
        writer.value(JSON.number(String(milliseconds)))
        writer.member("outcome", outcome.name)
        writer.member("message", message(in: catalog, decimalSeparator: separator))
        writer.member("before", before(in: catalog, decimalSeparator: separator))
        writer.member("after", after(in: catalog, decimalSeparator: separator))
        if withParts {
            writer.member("messageParts", messageParts(in: catalog, decimalSeparator: separator).encoded)
            writer.member("beforeParts", beforeParts(in: catalog, decimalSeparator: separator).encoded)
            writer.member("afterParts", afterParts(in: catalog, decimalSeparator: separator).encoded)
        }
        writer.member("restored", isRestored)
        writer.key("changes")
        writer.beginArray()
        for change in changes {
            writer.beginObject()
            writer.member("field", change.field)
            writer.key("mine")
            writer.value(change.mine)
            writer.key("theirs")
            writer.value(change.theirs)
            writer.endObject()
        }
        writer.endArray()
        writer.key("readings")
        writer.beginArray()
        for reading in readings {
            writer.beginObject()
            writer.member("field", reading.field)
            writer.member("mine", reading.mine)
            writer.member("theirs", reading.theirs)
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
    }

    /// Reads a conflict written by ``write(to:)``, or `nil`.
    init?(json: JSON) {
        guard let number = json.int("number"), let record = json.string("record").flatMap({ ListID($0) }),
            let kind = json.string("kind").flatMap({ SyncRecord.Kind(name: $0) }),
            let title = json.string("title"), let device = json.string("device"),
            case .number(let millisecondsText) = json["milliseconds"] ?? .null,
            let milliseconds = Int64(millisecondsText),
            let outcome = json.string("outcome").flatMap({ Outcome(name: $0) })
        else { return nil }
        var changes: [Change] = []
        for change in json.array("changes") ?? [] {
            guard let field = change.string("field"), let mine = change["mine"], let theirs = change["theirs"]
            else { return nil }
            changes.append(Change(field: field, mine: mine, theirs: theirs))
        }
        var readings: [Reading] = []
        for reading in json.array("readings") ?? [] {
            guard let field = reading.string("field"), let mine = reading.string("mine"),
                let theirs = reading.string("theirs")
            else { return nil }
            readings.append(Reading(field: field, mine: mine, theirs: theirs))
        }
        self.init(
            number: number, record: record, kind: kind, title: title, device: device,
            deviceName: json.string("deviceName"), milliseconds: milliseconds, outcome: outcome,
            changes: changes, readings: readings, isRestored: json["restored"]?.boolValue ?? false)
    }
}
