/// How much one household may store on the server: its sync records and their bytes.
///
/// The defaults hold a family's ten years of shopping several times over (a price a day of
/// each of thirty products is about 110,000 records of some 600 bytes), and stop a device that
/// fills the server's disk.
public struct StorageQuota: Sendable, Equatable {
    /// The most sync records a household may hold, removed ones included (a removal is a record).
    public var records: Int
    /// The most bytes of record text a household may hold.
    public var bytes: Int

    /// 200,000 records and 128 MB.
    public static let standard = StorageQuota(records: 200_000, bytes: 128_000_000)

    /// A quota of `records` records and `bytes` bytes.
    public init(records: Int, bytes: Int) {
        self.records = records
        self.bytes = bytes
    }
}

/// What a household stores: its sync records and their bytes, counted as a sync changes them.
public struct StorageUsage: Sendable, Equatable {
    /// The household's sync records, removed ones included.
    public var records: Int
    /// The bytes of their text.
    public var bytes: Int

    /// Counts a record written: `old` is the byte count of the text it replaces (`nil` for a new
    /// record), `new` that of its text now.
    mutating func replace(_ old: Int?, with new: Int) {
        if let old {
            bytes += new - old
        } else {
            records += 1
            bytes += new
        }
    }

    /// Checks that the usage fits `quota`, or at least grew in nothing from `before`: a
    /// household over a lowered quota may still remove and shorten records.
    /// - Throws: ``QuotaExceeded`` saying which limit and by how much.
    func check(_ quota: StorageQuota, from before: StorageUsage) throws(QuotaExceeded) {
        guard records > quota.records || bytes > quota.bytes else { return }
        guard records > before.records || bytes > before.bytes else { return }
        throw QuotaExceeded(usage: self, quota: quota)
    }
}

/// A sync that would take a household past its ``StorageQuota``: nothing of it is stored.
public struct QuotaExceeded: Error, Equatable {
    /// What the household would hold after the sync.
    public let usage: StorageUsage
    /// What it may hold.
    public let quota: StorageQuota
}
