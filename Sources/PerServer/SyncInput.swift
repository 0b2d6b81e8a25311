import NIOCore
import PerKit

/// The body of `POST /api/sync`, read and checked: `{"since": CURSOR, "changes": [record, …]}`.
///
/// `since` is the cursor of the device's last sync (absent or 0: every record); `changes` the
/// records the device changed (absent: none). Every change is read by PerKit
/// (``SyncRecord/init(json:)``) and its stamps checked against the server's clock before
/// anything is stored.
struct SyncInput: Sendable {
    /// The cursor of the device's last sync; 0 for everything.
    let since: Int64
    /// The device's changes, in the order sent.
    let changes: [SyncRecord]

    /// Reads a request body.
    /// - Parameters:
    ///   - body: The body's bytes.
    ///   - maximumChangeCount: The most changes one request may carry.
    ///   - now: The server's time in milliseconds since 1970, for the stamps' check.
    /// - Throws: ``APIError`` 400 for a body that is not JSON, a `since` that is not a whole
    ///   number of at least 0 or `changes` that is not an array; 413 for too many changes; 422
    ///   with the change's `index` for the first change PerKit refuses or stamped too far ahead.
    init(body: ByteBuffer, maximumChangeCount: Int, now: Int64) throws(APIError) {
        guard let text = String(validating: body.readableBytesView, as: UTF8.self) else {
            throw APIError(.badRequest, "The request body is not valid JSON: it is not UTF-8 text")
        }
        let json: PerKit.JSON
        do {
            json = try PerKit.JSON(parsing: text)
        } catch {
            throw APIError(.badRequest, "The request body is not valid JSON: \(error.message)")
        }
        guard case .object = json else {
            throw Self.invalid("the body is not an object")
        }
        guard let since = Self.cursor(json["since"]) else {
            throw Self.invalid(
                "'since' is not a cursor: send 0 (or leave it out) the first time, then the cursor of the last answer"
            )
        }
        self.since = since
        let elements: [PerKit.JSON]
        switch json["changes"] {
        case nil: elements = []
        case .array(let array): elements = array
        default: throw Self.invalid("'changes' is not an array of records")
        }
        guard elements.count <= maximumChangeCount else {
            throw APIError(
                .contentTooLarge,
                "The request has \(elements.count) changes, more than \(maximumChangeCount): "
                    + "send at most \(maximumChangeCount) changes in one request, and the rest in the next ones"
            )
        }
        var changes: [SyncRecord] = []
        changes.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            do throws(SyncError) {
                let record = try SyncRecord(json: element)
                try record.checkStamps(notAfter: now)
                changes.append(record)
            } catch {
                throw SyncRejection(index: index, error: error).apiError
            }
        }
        self.changes = changes
    }

    /// `since` as a cursor: absent is 0; otherwise a whole number of at least 0.
    private static func cursor(_ value: PerKit.JSON?) -> Int64? {
        guard let value else { return 0 }
        guard case .number(let text) = value, let cursor = Int64(text), cursor >= 0 else { return nil }
        return cursor
    }

    private static func invalid(_ reason: String) -> APIError {
        APIError(.badRequest, "The request body is not a valid sync request: \(reason)")
    }
}
