extension SyncReplica {
    /// The version written by ``encoded()``.
    public static let encodingVersion = 1

    /// The replica as versioned JSON text, for the device to keep between visits:
    /// `{"version": 1, "device", "latest", "cursor", "pending": [id …], "shown": [id …],
    /// "records": [record …], "history": [conflict …], "setAside": [id …]}`, records in the wire
    /// format and conflicts as ``SyncConflict/write(to:)`` writes them (`history` and `setAside`,
    /// ``dealsSetAside``, only when there are any).
    public func encoded() -> String {
        var writer = JSONWriter()
        write(to: &writer)
        return writer.text
    }

    /// Writes the text of ``encoded()``.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("version", Self.encodingVersion)
        writer.member("device", clock.device)
        writer.member("latest", clock.latest?.text)
        writer.key("cursor")
        writer.value(JSON.number(String(cursor)))
        writer.key("pending")
        writer.beginArray()
        for id in pending.sorted() { writer.value(id.text) }
        writer.endArray()
        writer.key("shown")
        writer.beginArray()
        for id in shown.sorted() { writer.value(id.text) }
        writer.endArray()
        writer.key("records")
        writer.beginArray()
        for id in records.keys.sorted() { records[id]?.write(to: &writer) }
        writer.endArray()
        if !history.isEmpty {
            writer.key("history")
            writer.beginArray()
            for conflict in history { conflict.write(to: &writer) }
            writer.endArray()
        }
        if !dealsSetAside.isEmpty {
            writer.key("setAside")
            writer.beginArray()
            for id in dealsSetAside.sorted() { writer.value(id.text) }
            writer.endArray()
        }
        writer.endObject()
    }

    /// Restores a replica written by ``encoded()``.
    /// - Throws: ``SyncError/invalid(member:reason:)`` naming what can't be read.
    public init(decoding json: JSON) throws(SyncError) {
        guard json.int("version") == Self.encodingVersion else {
            throw .invalid(member: "version", reason: "is not \(Self.encodingVersion)")
        }
        guard let device = json.string("device"), var clock = HybridClock(device: device) else {
            throw .invalid(member: "device", reason: "is not a device id")
        }
        if let latest = json.string("latest") {
            guard let stamp = HybridTimestamp(latest) else {
                throw .invalid(member: "latest", reason: "is not a stamp")
            }
            clock.observe(stamp)
        }
        guard case .number(let cursorText) = json["cursor"] ?? .null, let cursor = Int64(cursorText),
            cursor >= 0
        else { throw .invalid(member: "cursor", reason: "is not a sequence number") }
        func ids(_ member: String) throws(SyncError) -> Set<SyncRecord.ID> {
            var ids = Set<SyncRecord.ID>()
            for value in json.array(member) ?? [] {
                guard let id = value.stringValue.flatMap({ ListID($0) }) else {
                    throw .invalid(member: member, reason: "holds something that is not an id")
                }
                ids.insert(id)
            }
            return ids
        }
        var records: [SyncRecord.ID: SyncRecord] = [:]
        let values = json.array("records") ?? []
        for index in values.indices {
            do throws(SyncError) {
                let record = try SyncRecord(json: values[index], checksValues: false)
                records[record.id] = record
            } catch {
                throw .invalid(member: "records[\(index)]", reason: error.message)
            }
        }
        var history: [SyncConflict] = []
        let conflicts = json.array("history") ?? []
        for index in conflicts.indices {
            guard let conflict = SyncConflict(json: conflicts[index]) else {
                throw .invalid(member: "history[\(index)]", reason: "is not a sync conflict")
            }
            history.append(conflict)
        }
        self.init(
            records: records, pending: try ids("pending"), shown: try ids("shown"), clock: clock,
            cursor: cursor, history: history, dealsSetAside: try ids("setAside"))
    }
}
