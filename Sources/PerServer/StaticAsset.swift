import NIOCore

/// One file of the web root, held in memory with its validator and its gzip form.
struct StaticAsset: Sendable {
    /// What identifies the version of the file on disk this was read from.
    struct Stamp: Equatable, Sendable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var modifiedSeconds: Int64
        var modifiedNanoseconds: Int64
    }

    /// The path inside the web root, e.g. `js/app.js`.
    let path: String
    let stamp: Stamp
    let contentType: String
    let cacheControl: String
    /// The file's bytes.
    let identity: ByteBuffer
    /// The bytes gzip-compressed, when that is smaller.
    let gzip: ByteBuffer?
    /// The strong validator of ``identity``, quoted: `"1f2e…-4b0"`.
    let eTag: String
    /// The validator of ``gzip``, quoted: `"1f2e…-4b0-gz"`.
    let gzipETag: String

    /// Whether a response varies with `Accept-Encoding`.
    var isNegotiated: Bool { gzip != nil }
}
