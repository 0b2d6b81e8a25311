import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import PerStorage

extension SyncAnswer {
    /// The answer to `POST /api/sync`: 200 `{"cursor": N, "changes": [record, …], "more": false,
    /// "devices": {id: name, …}}`, written by joining the stored texts, without parsing them again.
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
