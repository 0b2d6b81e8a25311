import NIOCore
import PerKit
import PerStorage

/// The body of `POST /api/sync`, read and checked: `{"since": CURSOR, "changes": [record, …]}`.
///
/// `since` is the cursor of the device's last sync (absent or 0: every record), a whole number
/// in any JSON notation (`42`, `42.0`); `changes` the records the device changed (absent:
/// none). Every change is read by PerKit (``SyncRecord/init(json:)``) and its stamps checked
/// against the server's clock before anything is stored.
struct SyncInput: Sendable {
    /// The cursor of the device's last sync; 0 for everything.
    let since: Int64
    /// The device's changes, in the order sent.
    let changes: [SyncRecord]
    /// The largest record a change may be, as text: a product or a price is about 1 KiB, and a
    /// household's records must fit its quota and a device's answers.
    static let maximumRecordSize = 16 * 1024

    /// Reads a request body.
    /// - Parameters:
    ///   - body: The body's bytes.
    ///   - maximumChangeCount: The most changes one request may carry.
    ///   - now: The server's time in milliseconds since 1970, for the stamps' check.
    /// - Throws: ``APIError`` 400 for a body that is not JSON, a `since` that is not a whole
    ///   number from 0 to `Int64.max` or `changes` that is not an array; 413 for too many
    ///   changes; 422 with the change's `index` for the first change PerKit refuses, stamped
    ///   too far ahead or larger than ``maximumRecordSize``.
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
                let size = record.text.utf8.count
                guard size <= Self.maximumRecordSize else {
                    throw SyncError.invalid(
                        member: "fields",
                        reason: "hold \(size) bytes, more than the \(Self.maximumRecordSize) a record may (16 KiB)")
                }
                changes.append(record)
            } catch {
                throw APIError(SyncRejection(index: index, error: error))
            }
        }
        self.changes = changes
    }

    /// `since` as a cursor: absent is 0; otherwise a whole number from 0 to `Int64.max`.
    private static func cursor(_ value: PerKit.JSON?) -> Int64? {
        guard let value else { return 0 }
        guard case .number(let text) = value else { return nil }
        return wholeNumber(text)
    }

    /// The value of a JSON number's text when it is a whole number from 0 to `Int64.max`, in
    /// any notation JSON allows: `42`, `42.0`, `4.2e1`. JSON (and JSON Schema's `integer`) tells
    /// numbers apart by value, not by how they are written, and some encoders write every
    /// number with a fraction.
    /// - Parameter text: A number as JSON's grammar allows it (PerKit's parser checked it).
    /// - Returns: `nil` for a fraction, a negative number, or one past `Int64.max`.
    static func wholeNumber(_ text: String) -> Int64? {
        var mantissa = Substring(text)
        let isNegative = mantissa.first == "-"
        if isNegative { mantissa = mantissa.dropFirst() }
        var exponent = 0
        if let e = mantissa.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            // Past ±10,000 a non-zero number is no Int64, and 0 is written plainly.
            guard let value = Int(mantissa[mantissa.index(after: e)...]), abs(value) <= 10_000 else {
                return nil
            }
            exponent = value
            mantissa = mantissa[..<e]
        }
        var fraction: Substring = ""
        if let dot = mantissa.firstIndex(of: ".") {
            fraction = mantissa[mantissa.index(after: dot)...]
            mantissa = mantissa[..<dot]
        }
        // The value is `digits` × 10^`scale`.
        var digits = Substring(String(mantissa + fraction).drop(while: { $0 == "0" }))
        var scale = exponent - fraction.count
        while scale < 0, digits.last == "0" {
            digits.removeLast()
            scale += 1
        }
        if digits.isEmpty { return 0 }
        guard !isNegative, scale >= 0, digits.count + scale <= 19, var value = Int64(digits) else {
            return nil
        }
        for _ in 0..<scale {
            let (product, overflow) = value.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            value = product
        }
        return value
    }

    private static func invalid(_ reason: String) -> APIError {
        APIError(.badRequest, "The request body is not a valid sync request: \(reason)")
    }
}
