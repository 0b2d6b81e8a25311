import PerKit

/// The rules of storing a sync that every database follows: how a change merges into the
/// stored record, how the changes of a request merge in order and are counted against the
/// household's quota, and how an answer is cut into pages (``SyncPage``).
enum SyncMerge {
    /// A record a sync stores: the merged record of the change at `index`, as text.
    struct Write: Equatable {
        /// The position in the request's `changes` of the change that gave this record.
        let index: Int
        /// The record to store.
        let record: SyncRecord
        /// Its JSON text (PerKit's ``SyncRecord/text``), as stored.
        let text: String
        /// Whether no record of its id was stored (nor written earlier by this request).
        let isNew: Bool
    }

    /// Merges the changes at `indices`, in that order, into the household's stored records,
    /// the change at each index of a request sent by `device`, and checks the quota: a change
    /// of a record that an earlier change of the request wrote merges with that write.
    ///
    /// The database then stores the writes in order, each with the household's next sequence
    /// number; a change that leaves its record as it was (sent before, or every field of it
    /// loses) writes nothing and keeps the record's number.
    /// - Parameters:
    ///   - usage: What the household stores before the request.
    ///   - stored: The stored record of an id, with the byte count of its text, or `nil`.
    /// - Returns: The records to write, in order of change.
    /// - Throws: ``SyncRejection`` (``record(for:at:over:from:)``), ``QuotaExceeded`` past
    ///   `quota` (nothing is to be stored), and `stored`'s errors.
    static func merge(
        _ changes: [SyncRecord], at indices: [Int], from device: String, usage: StorageUsage,
        quota: StorageQuota, stored: (String) throws -> (record: SyncRecord, size: Int)?
    ) throws -> [Write] {
        var written: [String: (record: SyncRecord, size: Int)] = [:]
        var current = usage
        var writes: [Write] = []
        for index in indices {
            let change = changes[index]
            let id = change.id.text
            let before = try written[id] ?? stored(id)
            guard let next = try record(for: change, at: index, over: before?.record, from: device) else {
                continue
            }
            let text = next.text
            current.replace(before?.size, with: text.utf8.count)
            written[id] = (next, text.utf8.count)
            writes.append(Write(index: index, record: next, text: text, isNew: before == nil))
        }
        try current.check(quota, from: usage)
        return writes
    }

    /// The record to store for `change`, the change at `index` of a request sent by `device`,
    /// given the stored record of its id; `nil` when the stored record stays as it is (the
    /// change was sent before, or every field of it loses).
    /// - Throws: ``SyncRejection`` for a change of another kind than the stored record, or one
    ///   that would store a write stamped by another device than `device`
    ///   (``SyncRecord/checkAuthor(_:over:)``).
    static func record(
        for change: SyncRecord, at index: Int, over stored: SyncRecord?, from device: String
    ) throws(SyncRejection) -> SyncRecord? {
        do throws(SyncError) {
            try change.checkAuthor(device, over: stored)
        } catch {
            throw SyncRejection(index: index, error: error)
        }
        guard let stored else { return change }
        guard stored.kind == change.kind else {
            throw SyncRejection(
                index: index, error: .kindMismatch(change.id, stored: stored.kind, received: change.kind))
        }
        guard let merged = stored.merged(with: change), merged != stored else { return nil }
        return merged
    }

    /// A stored record read back.
    /// - Throws: ``StorageError`` when the text is not a record PerKit accepts.
    static func storedRecord(_ body: String, id: String) throws -> SyncRecord {
        do {
            return try SyncRecord(json: PerKit.JSON(parsing: body))
        } catch {
            throw StorageError("the stored sync record \(id) can't be read: \(error)")
        }
    }
}
