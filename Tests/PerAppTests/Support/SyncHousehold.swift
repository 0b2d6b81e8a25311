import Testing

@testable import PerAppTestSupport
@testable import PerKit

/// The server of a household as `per serve` keeps it: each record merged with what it has, and a
/// sequence number per change.
struct SyncServer {
    var records: [SyncRecord.ID: (record: SyncRecord, sequence: Int64)] = [:]
    var sequence: Int64 = 0

    /// Each record, both ways, goes through its wire text and is read back with every check, as
    /// `per serve` reads an upload and a device the answer: a record either side would refuse
    /// is a failed test.
    mutating func sync(since cursor: Int64, changes: [SyncRecord]) -> (cursor: Int64, changes: [SyncRecord]) {
        for change in changes.compactMap(Self.sent) {
            let merged = records[change.id].map { $0.record.merged(with: change)! } ?? change
            if merged != records[change.id]?.record {
                sequence += 1
                records[change.id] = (merged, sequence)
            }
        }
        let answer = records.values.filter { $0.sequence > cursor }.sorted { $0.sequence < $1.sequence }
        return (sequence, answer.map(\.record).compactMap(Self.sent))
    }

    /// `record` as the other side reads it from its wire text, or `nil` (and a recorded issue)
    /// when it is refused.
    static func sent(_ record: SyncRecord) -> SyncRecord? {
        var writer = JSONWriter()
        record.write(to: &writer)
        do {
            return try SyncRecord(json: JSON(parsing: writer.text))
        } catch {
            Issue.record("a record is refused on the wire: \(error) \(writer.text)")
            return nil
        }
    }
}

/// A device of a household: the app's state, its replica, and a clock `skew` milliseconds off.
struct SyncDevice {
    var state: PerApp.State
    var replica: SyncReplica
    var skew: Int64 = 0

    /// One sync as the page makes it: capture, send what waits, take the answer, show the result.
    mutating func sync(
        with server: inout SyncServer, at time: Int64, deviceNames: SyncConflict.DeviceNames = [:]
    ) {
        let now = time + skew
        replica.capture(lists: state.lists, book: state.book, now: now)
        let sent = replica.pendingRecords
        let answer = server.sync(since: replica.cursor, changes: sent)
        replica.takeAnswer(
            answer.changes, sent: sent, cursor: answer.cursor, lists: state.lists, book: state.book,
            now: now, deviceNames: deviceNames)
        let (lists, book) = replica.materialized()
        state.adoptSynced(lists: lists, book: book)
    }

    /// The page records an edit in the replica a moment after it is made, online or not.
    mutating func capture(at time: Int64) {
        replica.capture(lists: state.lists, book: state.book, now: time + skew)
    }

    /// The page reloaded: the state and the replica as they were saved.
    mutating func reload() throws {
        state = try PerApp.State(decoding: JSON(parsing: state.encoded()))
        replica = try SyncReplica(decoding: JSON(parsing: replica.encoded()))
    }

    /// The device was removed and joined again under a new device id, keeping its replica.
    mutating func rejoin(as device: String) {
        _ = replica.rebind(to: device)
    }
}

extension PriceBook {
    /// Every entry as every device of a household sees it: each device marks the prices other
    /// devices saw (``PriceEntry/isFromAnotherDevice``), so that part differs from one device to another.
    var observations: [String] {
        entries.map { entry in
            [
                entry.id.text, entry.product, entry.item.price.fractionText, entry.item.quantity.description,
                entry.store ?? "-", entry.date.text, entry.isSale ? "sale" : "regular",
                entry.list?.text ?? "-", entry.item.deal?.text ?? "-",
            ].joined(separator: " ")
        }.sorted()
    }
}
