/// A sync's answer (``Repository/sync(household:device:since:changes:quota:)``): a cursor and
/// the records changed after the request's `since` up to it, as the JSON text they are stored
/// as, and the names of the household's devices. A long answer comes in pages (``SyncPage``):
/// `more` says that records wait after the cursor.
public struct SyncAnswer: Sendable, Equatable {
    /// The `since` of the device's next sync: the household's latest sequence number, or the
    /// last record's when `more`.
    public let cursor: Int64
    /// Each record's JSON text (PerKit's `SyncRecord.json`), in order of change.
    public let records: [String]
    /// Whether records changed after `cursor` wait for the next request.
    public var more = false
    /// The household's devices by id: their names, for the conflicts a device tells of.
    public var deviceNames: [String: String] = [:]

    /// An answer with `cursor` and `records`.
    init(cursor: Int64, records: [String], more: Bool = false, deviceNames: [String: String] = [:]) {
        self.cursor = cursor
        self.records = records
        self.more = more
        self.deviceNames = deviceNames
    }
}
