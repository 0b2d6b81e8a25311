import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// The answer to `POST /api/sync`: a cursor and the records changed after the request's
/// `since` up to it, as the JSON text they are stored as, and the names of the household's
/// devices. A long answer comes in pages (``SyncPage``): `more` says that records wait after
/// the cursor.
struct SyncAnswer: Sendable, Equatable {
    /// The `since` of the device's next sync: the household's latest sequence number, or the
    /// last record's when `more`.
    let cursor: Int64
    /// Each record's JSON text (PerKit's ``SyncRecord/json``), in order of change.
    let records: [String]
    /// Whether records changed after `cursor` wait for the next request.
    var more = false
    /// The household's devices by id: their names, for the conflicts a device tells of.
    var deviceNames: [String: String] = [:]

    /// 200 `{"cursor": N, "changes": [record, …], "more": false, "devices": {id: name, …}}`, written by joining
    /// the stored texts, without parsing them again.
    func response() throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let devices = try encoder.encode(deviceNames)
        let head = "{\"cursor\":\(cursor),\"changes\":["
        var buffer = ByteBuffer()
        buffer.reserveCapacity(
            head.utf8.count + devices.count + 16 + records.reduce(2) { $0 + $1.utf8.count + 1 })
        buffer.writeString(head)
        for (index, record) in records.enumerated() {
            if index > 0 { buffer.writeStaticString(",") }
            buffer.writeString(record)
        }
        buffer.writeString(more ? "],\"more\":true,\"devices\":" : "],\"more\":false,\"devices\":")
        buffer.writeBytes(devices)
        buffer.writeStaticString("}")
        return Response(
            status: .ok,
            headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: buffer))
    }
}
