import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// The answer to `POST /api/sync`: the household's cursor and the records changed after the
/// request's `since`, as the JSON text they are stored as, and the names of the household's
/// devices.
struct SyncAnswer: Sendable, Equatable {
    /// The household's latest sequence number: the `since` of the device's next sync.
    let cursor: Int64
    /// Each record's JSON text (PerKit's ``SyncRecord/json``), in order of change.
    let records: [String]
    /// The household's devices by id: their names, for the conflicts a device tells of.
    var deviceNames: [String: String] = [:]

    /// 200 `{"cursor": N, "changes": [record, …], "devices": {id: name, …}}`, written by joining
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
        buffer.writeStaticString("],\"devices\":")
        buffer.writeBytes(devices)
        buffer.writeStaticString("}")
        return Response(
            status: .ok,
            headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: buffer))
    }
}
