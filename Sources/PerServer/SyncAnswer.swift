import HTTPTypes
import Hummingbird
import NIOCore

/// The answer to `POST /api/sync`: the household's cursor and the records changed after the
/// request's `since`, as the JSON text they are stored as.
struct SyncAnswer: Sendable, Equatable {
    /// The household's latest sequence number: the `since` of the device's next sync.
    let cursor: Int64
    /// Each record's JSON text (PerKit's ``SyncRecord/json``), in order of change.
    let records: [String]

    /// 200 `{"cursor": N, "changes": [record, …]}`, written by joining the stored texts,
    /// without parsing them again.
    func response() -> Response {
        let head = "{\"cursor\":\(cursor),\"changes\":["
        var buffer = ByteBuffer()
        buffer.reserveCapacity(head.utf8.count + records.reduce(2) { $0 + $1.utf8.count + 1 })
        buffer.writeString(head)
        for (index, record) in records.enumerated() {
            if index > 0 { buffer.writeStaticString(",") }
            buffer.writeString(record)
        }
        buffer.writeStaticString("]}")
        return Response(
            status: .ok,
            headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: buffer))
    }
}
