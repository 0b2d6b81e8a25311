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
/// A file is checked on disk (one `stat`) at most once per ``checkInterval`` for each path
/// asked for, so an edited file is served within that time (at once with an interval of
/// zero); it is read and compressed again only when its size, modification time or inode
/// changed. A missing file is looked for on every request.
///
/// Symbolic links inside the root are followed only while they stay inside it: a file or
/// folder whose real path (every link resolved) is outside the root's real path is not
/// found, as a missing file is, and a file is read from its real path.
final class StaticFileStore: Sendable {
    /// The folder served, without a trailing slash.
    let root: String
    /// How long a file checked on disk is served without checking it again.
    let checkInterval: Duration
    /// The files found, by the path inside the root that was asked for.
    private let cache = Mutex<[String: Entry]>([:])

    private struct Entry {
        var asset: StaticAsset
        /// When the file was last found unchanged on disk.
        var checked: ContinuousClock.Instant
    }

    /// Files smaller than this are not compressed: the gzip header would eat the gain.
    static let minimumCompressibleSize = 256

    /// The ``checkInterval`` of `per serve`: an edited file is served within a second, and a
    /// file asked for again and again costs one `stat` a second rather than one per request.
    static let defaultCheckInterval = Duration.seconds(1)

    /// Creates a store of the files under `root`.
    /// - Parameters:
    ///   - checkInterval: How long a file is served without checking it on disk again.
    init(root: String, checkInterval: Duration = defaultCheckInterval) {
        var root = root
        while root.count > 1 && root.hasSuffix("/") { root.removeLast() }
        self.root = root
        self.checkInterval = checkInterval
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
        let now = ContinuousClock.now
        let cached = cache.withLock { $0[relative] }
        if let cached, now - cached.checked < checkInterval {
            return .found(cached.asset)
        }
        guard let (path, stamp) = file(at: relative), let realPath = insideRoot(path) else {
            if cached != nil { cache.withLock { _ = $0.removeValue(forKey: relative) } }
            return .notFound
        }
        let asset: StaticAsset
        if let cached, cached.asset.path == path, cached.asset.stamp == stamp {
            asset = cached.asset
        } else if let loaded = load(path: path, from: realPath, stamp: stamp) {
            asset = loaded
        } else {
            return .notFound
        }
        cache.withLock { $0[relative] = Entry(asset: asset, checked: now) }
        return .found(asset)
    }

    /// The path and stamp of the regular file at `relative`, or of the `index.html` in it
    /// when it is a folder.
    private func file(at relative: String) -> (path: String, stamp: StaticAsset.Stamp)? {
        guard let stamp = Self.stamp(of: root + "/" + relative) else { return nil }
        guard stamp.isDirectory else { return (relative, stamp.stamp) }
        let index = relative + "/index.html"
        guard let indexStamp = Self.stamp(of: root + "/" + index), !indexStamp.isDirectory else { return nil }
        return (index, indexStamp.stamp)
    }

    /// The real path of the file at `relative` (every symbolic link resolved) when it is inside
    /// the root's real path; `nil` when it leads outside the root, or no longer exists.
    private func insideRoot(_ relative: String) -> String? {
        guard let realRoot = Self.realPath(root), let real = Self.realPath(root + "/" + relative) else {
            return nil
        }
        let prefix = realRoot.hasSuffix("/") ? realRoot : realRoot + "/"
        return real.hasPrefix(prefix) ? real : nil
    }

    /// `realpath(3)`: the absolute path with every symbolic link, `.` and `..` resolved.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
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

    /// Whether a regular file exists at `relativePath` inside the root (not through a symbolic
    /// link that leads outside it).
    func fileExists(_ relativePath: String) -> Bool {
        guard let stamp = Self.stamp(of: root + "/" + relativePath) else { return false }
        return !stamp.isDirectory && insideRoot(relativePath) != nil
    }

    /// The path inside the root for a URL path: percent-decoded, without empty components,
    /// `index.html` for a folder, `nil` when a component is `.` or `..`, starts with a dot,
    /// or holds a NUL or a backslash, or when the percent-encoding is not valid UTF-8.
    static func relativePath(forURLPath urlPath: String) -> String? {
        let bytes = urlPath.utf8
        guard bytes.contains(UInt8(ascii: "%")) else { return relativePath(decodedPath: bytes) }
        guard let decoded = percentDecoded(bytes) else { return nil }
        return relativePath(decodedPath: decoded)
    }

    private static func relativePath(decodedPath path: some BidirectionalCollection<UInt8>) -> String? {
        let slash = UInt8(ascii: "/")
        var result: [UInt8] = []
        result.reserveCapacity(path.count + 11)
        var startsComponent = true
        for byte in path {
            switch byte {
            case slash:
                startsComponent = true
            case 0, UInt8(ascii: "\\"):
                return nil
            default:
                if startsComponent {
                    if byte == UInt8(ascii: ".") { return nil }
                    if !result.isEmpty { result.append(slash) }
                    startsComponent = false
                }
                result.append(byte)
            }
        }
        if result.isEmpty || path.last == slash {
            if !result.isEmpty { result.append(slash) }
            result.append(contentsOf: "index.html".utf8)
        }
        return String(validating: result, as: UTF8.self)
    }

    /// The bytes with every `%XX` replaced by the byte it stands for; `nil` when a `%` is not
    /// followed by two hexadecimal digits.
    private static func percentDecoded(_ bytes: String.UTF8View) -> [UInt8]? {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var iterator = bytes.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                decoded.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue)
            else {
                return nil
            }
            decoded.append(high << 4 | low)
        }
        return decoded
    }

    private static func hexValue(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Reads the file at `path` inside the root from its real path `realPath`.
    private func load(path: String, from realPath: String, stamp: StaticAsset.Stamp) -> StaticAsset? {
        guard let data = FileManager.default.contents(atPath: realPath) else { return nil }
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
            identity: identity, gzip: gzip, tag: tag)
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
