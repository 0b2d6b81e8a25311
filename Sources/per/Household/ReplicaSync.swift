import PerKit

/// What a sync did.
struct SyncReport: Equatable {
    /// The records sent (this device's changes).
    var sent = 0
    /// The records received (other devices' changes, and this device's stored ones).
    var received = 0
    /// The changes of this device's that other devices' later writes replaced without having
    /// seen them, each said once (``SyncConflict/message``).
    var conflicts: [String] = []
}

extension LocalReplica {
    /// The most changes one request sends: about a megabyte, as the page sends (PerWire's
    /// `WireSync.batchSize`).
    static let batchSize = 1_000

    /// Syncs with the household's server exactly as the page does (Web/js/sync/sync.js through
    /// per-sync.wasm): `POST api/sync {"since": <cursor>, "changes": [<pending record>, …]}`
    /// with up to ``batchSize`` changes, the answer's pages gathered while `more` is true and
    /// merged as one by PerKit (``SyncReplica/merge(_:now:deviceNames:)``, then
    /// ``SyncReplica/acknowledge(_:)`` and the answer's cursor), then the next batch until none
    /// waits. The replica and the membership are saved after
    /// each batch the server took.
    ///
    /// - Throws: ``HouseholdFailure``: the network's or the server's refusal, or an answer
    ///   PerKit can't read. What was not acknowledged stays pending; nothing is lost.
    @discardableResult
    mutating func sync() throws(HouseholdFailure) -> SyncReport {
        var report = SyncReport()
        let known = replica.history.last?.number ?? 0
        let client = self.client
        var more = true
        while more {
            let (lists, book) = replica.materialized()
            replica.capture(lists: lists, book: book, now: Self.now)
            let pending = replica.pendingRecords
            let batch = Array(pending.prefix(Self.batchSize))
            var answer = try Self.answer(
                client.sync(
                    Self.body(since: .number(String(replica.cursor)), changes: batch),
                    household: membership.householdName),
                server: client.name)
            var received = answer.records
            while answer.more {
                answer = try Self.answer(
                    client.sync(
                        Self.body(since: answer.cursor, changes: []), household: membership.householdName),
                    server: client.name)
                received += answer.records
            }
            guard case .number(let cursorText) = answer.cursor, let cursor = Int64(cursorText) else {
                throw .server(server: client.name, status: 200, message: "its sync answer has no cursor")
            }
            // The page's takeAnswer, but for sharing the device's own lists with a household
            // that has none: this computer has no lists of its own (it shows the household's),
            // and sharing would capture the book as it was before the merge, bringing back
            // what another device removed.
            replica.capture(lists: lists, book: book, now: Self.now)
            replica.merge(received, now: Self.now, deviceNames: answer.deviceNames)
            replica.acknowledge(batch)
            replica.cursor = cursor
            membership.syncedAt = Self.now
            try save()
            report.sent += batch.count
            report.received += received.count
            more = pending.count > batch.count
        }
        report.conflicts = replica.history.filter { $0.number > known }.map(\.message)
        return report
    }

    /// The body of `POST api/sync`.
    static func body(since cursor: JSON, changes: [SyncRecord]) -> String {
        var body = JSONWriter()
        body.beginObject()
        body.member("since", cursor)
        body.key("changes")
        body.beginArray()
        for record in changes { record.write(to: &body) }
        body.endArray()
        body.endObject()
        return body.text
    }

    /// One page of the server's answer, read and checked by PerKit.
    struct Answer {
        var cursor: JSON
        var records: [SyncRecord]
        var more: Bool
        var deviceNames: SyncConflict.DeviceNames
    }

    /// Reads an answer `{"cursor", "changes", "more", "devices"}`.
    /// - Throws: ``HouseholdFailure/server(server:status:message:)`` for one that can't be read
    ///   or holds a record PerKit refuses: nothing is merged then.
    static func answer(_ text: String, server: String) throws(HouseholdFailure) -> Answer {
        func unreadable(_ reason: String) -> HouseholdFailure {
            .server(server: server, status: 200, message: "its sync answer can't be used: " + reason)
        }
        let json: JSON
        do throws(ParseError) {
            json = try JSON(parsing: text)
        } catch {
            throw unreadable("it is not JSON (\(error.message))")
        }
        guard case .number(let cursor) = json["cursor"] ?? .null, let value = Int64(cursor), value >= 0 else {
            throw unreadable("its cursor is not a sequence number")
        }
        guard let values = json.array("changes") else { throw unreadable("its changes are not an array") }
        var records: [SyncRecord] = []
        records.reserveCapacity(values.count)
        for (index, value) in values.enumerated() {
            do throws(SyncError) {
                records.append(try SyncRecord(json: value))
            } catch {
                throw unreadable("change \(index): " + error.message)
            }
        }
        var names = SyncConflict.DeviceNames()
        if case .object(let members) = json["devices"] ?? .null {
            for member in members {
                if let name = member.value.stringValue { names.add(id: member.key, name: name) }
            }
        }
        return Answer(
            cursor: .number(cursor), records: records, more: json.bool("more") ?? false, deviceNames: names)
    }
}
