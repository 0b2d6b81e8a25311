import CompressNIO
import Foundation
import NIOCore
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files of the web root, read once and kept in memory with their ETag and gzip form.
///
/// Every lookup checks the file on disk (one `stat`), so an edited file is served at once;
/// it is read and compressed again only when its size, modification time or inode changed.
final class StaticFileStore: Sendable {
    /// The folder served, without a trailing slash.
    let root: String
    private let cache = Mutex<[String: StaticAsset]>([:])

    /// Files smaller than this are not compressed: the gzip header would eat the gain.
    static let minimumCompressibleSize = 256

    init(root: String) {
        var root = root
        while root.count > 1 && root.hasSuffix("/") { root.removeLast() }
        self.root = root
    }

    /// The result of looking up a request path.
    enum Lookup {
        case found(StaticAsset)
        case notFound
        /// The path tries to leave the web root or is not a valid path.
        case forbidden
    }

    /// Finds the file for a URL path such as `/`, `/js/app.js` or `/per.wasm`.
    /// - Parameter urlPath: The path as sent (percent-encoded).
    func lookup(urlPath: String) -> Lookup {
        guard let relative = Self.relativePath(forURLPath: urlPath) else { return .forbidden }
        return lookup(relativePath: relative)
    }

    /// Finds the file at a path inside the root that is already checked (no `.`/`..`).
    private func lookup(relativePath relative: String) -> Lookup {
        guard !relative.isEmpty else { return .notFound }
        let fullPath = root + "/" + relative
        guard var stamp = Self.stamp(of: fullPath) else { return .notFound }
        var path = relative
        if stamp.isDirectory {
            path = relative + "/index.html"
            guard let indexStamp = Self.stamp(of: root + "/" + path), !indexStamp.isDirectory else {
                return .notFound
            }
            stamp = indexStamp
        }
        if let cached = cache.withLock({ $0[path] }), cached.stamp == stamp.stamp {
            return .found(cached)
        }
        guard let asset = load(path: path, stamp: stamp.stamp) else { return .notFound }
        cache.withLock { $0[path] = asset }
        return .found(asset)
    }

    /// Loads up to `limit` files of the web root (skipping hidden ones and files over 32 MiB)
    /// into the cache, so that first requests don't wait for reading and compressing.
    func warm(limit: Int = 500) {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return }
        var count = 0
        while count < limit, let relative = enumerator.nextObject() as? String {
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            if let size = enumerator.fileAttributes?[.size] as? Int, size > 32 << 20 { continue }
            if enumerator.fileAttributes?[.type] as? FileAttributeType != .typeRegular { continue }
            _ = lookup(relativePath: relative)
            count += 1
        }
    }

    /// Whether a regular file exists at `relativePath` inside the root.
    func fileExists(_ relativePath: String) -> Bool {
        guard let stamp = Self.stamp(of: root + "/" + relativePath) else { return false }
        return !stamp.isDirectory
    }

    /// The path inside the root for a URL path: percent-decoded, without empty components,
    /// `index.html` for a folder, `nil` when a component is `.` or `..`, starts with a dot,
    /// or holds a NUL or a backslash.
    static func relativePath(forURLPath urlPath: String) -> String? {
        guard let decoded = urlPath.removingPercentEncoding else { return nil }
        var components: [Substring] = []
        for component in decoded.split(separator: "/", omittingEmptySubsequences: true) {
            if component.hasPrefix(".") || component.contains("\0") || component.contains("\\") { return nil }
            components.append(component)
        }
        if components.isEmpty || decoded.hasSuffix("/") { components.append("index.html") }
        return components.joined(separator: "/")
    }

    private func load(path: String, stamp: StaticAsset.Stamp) -> StaticAsset? {
        guard let data = FileManager.default.contents(atPath: root + "/" + path) else { return nil }
        let identity = ByteBuffer(bytes: data)
        let contentType = ContentType.forFile(named: path)
        let tag = Self.hashHex(data) + "-" + String(data.count, radix: 16)
        var gzip: ByteBuffer?
        if ContentType.isCompressible(contentType) && data.count >= Self.minimumCompressibleSize {
            var input = identity
            let algorithm = CompressionAlgorithm.gzip(
                configuration: .init(compressionLevel: .bestCompression))
            if let compressed = try? input.compress(with: algorithm),
                compressed.readableBytes < data.count * 95 / 100
            {
                gzip = compressed
            }
        }
        return StaticAsset(
            path: path, stamp: stamp, contentType: contentType,
            cacheControl: Self.cacheControl(forPath: path),
            identity: identity, gzip: gzip, eTag: "\"\(tag)\"", gzipETag: "\"\(tag)-gz\"")
    }

    /// `Cache-Control` for a file. File names are not content-hashed (the page, `sw.js` and
    /// `per.wasm` keep their names across versions), so every file is revalidated with its
    /// ETag (`no-cache`, answered with 304 when unchanged); a name that does carry a content
    /// hash (`app.3f9a2c1d.js`) is immutable.
    static func cacheControl(forPath path: String) -> String {
        let name = path.split(separator: "/").last ?? ""
        let parts = name.split(separator: ".")
        if parts.count >= 3, let hash = parts.dropLast().last, hash.count >= 8,
            hash.allSatisfy({ $0.isHexDigit })
        {
            return "public, max-age=31536000, immutable"
        }
        return "no-cache"
    }

    /// 64-bit FNV-1a of the bytes, as hexadecimal.
    static func hashHex(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    private struct DiskStamp {
        var stamp: StaticAsset.Stamp
        var isDirectory: Bool
    }

    private static func stamp(of path: String) -> DiskStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFREG || kind == S_IFDIR else { return nil }
        #if canImport(Darwin)
            let modified = info.st_mtimespec
        #else
            let modified = info.st_mtim
        #endif
        return DiskStamp(
            stamp: .init(
                device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                modifiedSeconds: Int64(modified.tv_sec), modifiedNanoseconds: Int64(modified.tv_nsec)),
            isDirectory: kind == S_IFDIR)
    }
}
