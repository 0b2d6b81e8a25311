import HTTPTypes
import NIOCore

/// One file of the web root, held in memory with its validators, its gzip form and the
/// response headers of each form, ready to send.
final class StaticAsset: Sendable {
    /// What identifies the version of the file on disk this was read from.
    struct Stamp: Equatable, Sendable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var modifiedSeconds: Int64
        var modifiedNanoseconds: Int64
    }

    /// One encoding of the file (as is, or gzip) with the headers that go with it.
    struct Representation: Sendable {
        /// The bytes sent.
        let body: ByteBuffer
        /// The strong validator of ``body``, quoted.
        let eTag: String
        /// The headers of a `200`: type, length, encoding, ETag, `Cache-Control` and, when
        /// the file has a gzip form, `Vary`.
        let fields: HTTPFields
        /// The headers of a `304`: the same without type, length and encoding.
        let notModifiedFields: HTTPFields
    }

    /// The path inside the web root, e.g. `js/app.js`.
    let path: String
    let stamp: Stamp
    let contentType: String
    let cacheControl: String
    /// The file's bytes, with the validator `"1f2e…-4b0"`.
    let identity: Representation
    /// The bytes gzip-compressed, when that is smaller, with the validator `"1f2e…-4b0-gz"`.
    let gzip: Representation?

    /// Whether a response varies with `Accept-Encoding`.
    var isNegotiated: Bool { gzip != nil }

    /// Creates an asset and the headers of its responses.
    /// - Parameters:
    ///   - tag: The validator of the file's bytes, unquoted; the gzip form's is `tag-gz`.
    init(
        path: String, stamp: Stamp, contentType: String, cacheControl: String, identity: ByteBuffer,
        gzip: ByteBuffer?, tag: String
    ) {
        self.path = path
        self.stamp = stamp
        self.contentType = contentType
        self.cacheControl = cacheControl
        let isNegotiated = gzip != nil
        func representation(_ body: ByteBuffer, eTag: String, encoding: String?) -> Representation {
            var notModified = HTTPFields()
            notModified.reserveCapacity(3)
            notModified[.eTag] = eTag
            notModified[.cacheControl] = cacheControl
            if isNegotiated {
                notModified[.vary] = "Accept-Encoding"
            }
            var fields = HTTPFields()
            fields.reserveCapacity(6)
            fields[.contentType] = contentType
            fields.append(contentsOf: notModified)
            if let encoding {
                fields[.contentEncoding] = encoding
            }
            fields[.contentLength] = String(body.readableBytes)
            return Representation(body: body, eTag: eTag, fields: fields, notModifiedFields: notModified)
        }
        self.identity = representation(identity, eTag: "\"\(tag)\"", encoding: nil)
        self.gzip = gzip.map { representation($0, eTag: "\"\(tag)-gz\"", encoding: "gzip") }
    }
}
