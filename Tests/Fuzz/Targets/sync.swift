import PerKit
import PerWire

/// Sync payloads: records as `POST /api/sync` carries them (one, or an array), the replica a
/// device keeps, and the requests of ``WireSync`` (`prepare`, `apply`).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzSync(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = FuzzInput(data, size).text
    for answer in [WireSync.prepare(text), WireSync.apply(text)] {
        SyncTarget.checkAnswer(answer, to: text)
    }
    guard let json = try? JSON(parsing: text) else { return 0 }
    let records = (json.arrayValue ?? [json]).compactMap { try? SyncRecord(json: $0) }
    for record in records {
        invariant(
            (try? SyncRecord(json: JSON(parsing: record.text))) == record,
            "'\(text)' holds \(record.text), which reads otherwise")
        invariant(record.merged(with: record) == record, "\(record.text) merged with itself changes")
    }
    for (first, second) in zip(records, records.dropFirst()) {
        invariant(
            first.merged(with: second) == second.merged(with: first),
            "\(first.text) and \(second.text) merge otherwise in the other order")
    }
    SyncTarget.checkMergeOrder(records)
    if let replica = try? SyncReplica(decoding: json) {
        SyncTarget.checkSavedAgain(replica, from: text)
    }
    return 0
}

enum SyncTarget {
    /// Every answer is a JSON object: an error, or a replica that restores and saves again the same.
    static func checkAnswer(_ answer: String, to request: String) {
        guard let json = try? JSON(parsing: answer), case .object = json else {
            invariant(false, "'\(request)' is answered with '\(answer)', which is not a JSON object")
            return
        }
        guard let text = json.string("replica") else {
            invariant(json.string("error") != nil, "'\(request)' is answered with '\(answer)'")
            return
        }
        guard let saved = try? JSON(parsing: text), let replica = try? SyncReplica(decoding: saved) else {
            invariant(false, "'\(request)' is answered with the replica '\(text)', which can't be restored")
            return
        }
        checkSavedAgain(replica, from: request)
    }

    /// Two replicas that receive the same records in opposite orders hold the same records.
    static func checkMergeOrder(_ records: [SyncRecord]) {
        guard var forward = SyncReplica(device: "a1"), var backward = SyncReplica(device: "a1") else {
            return
        }
        forward.merge(records)
        backward.merge(records.reversed())
        invariant(forward.records == backward.records, "records merge otherwise in the other order")
    }

    /// A replica restored and saved again restores equal.
    static func checkSavedAgain(_ replica: SyncReplica, from text: String) {
        let saved = replica.encoded()
        let again = (try? JSON(parsing: saved)).flatMap { try? SyncReplica(decoding: $0) }
        invariant(
            again == replica, "'\(text)' restores a replica saved as '\(saved)', which restores otherwise")
    }
}
