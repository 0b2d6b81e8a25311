/// The prices a shopper has seen, product by product: what answers "is this a good price?".
///
/// Entries are grouped by product name, matched ignoring case (ASCII letters), surrounding
/// spaces and repeated spaces, so `Coffee`, ` coffee ` and `COFFEE` are one product. A product
/// has one dimension: an entry of another is refused.
public struct PriceBook: Hashable, Sendable {
    /// Every product, ordered by ``BookProduct/key``.
    public internal(set) var products: [BookProduct] = []
    /// Every store named in an entry, each once (of its spellings the first in byte order), in
    /// the order of their keys.
    public private(set) var stores: [String] = []

    /// An empty book.
    public init() {}

    /// A book of `entries`, recorded in order.
    /// - Throws: the errors of ``record(_:)``, for the first entry that can't be recorded.
    public init(entries: [PriceEntry]) throws(PriceBookError) {
        for entry in entries { try record(entry) }
    }

    /// The number of entries.
    public var entryCount: Int { products.reduce(0) { $0 + $1.entries.count } }

    /// Every entry, product by product.
    public var entries: [PriceEntry] { products.flatMap { $0.entries } }

    /// What product names are matched by: ASCII letters in lower case, no surrounding spaces,
    /// one space for each run of spaces.
    public static func key(for name: String) -> String {
        name.withUTF8Bytes { bytes in
            var key: [UInt8] = []
            key.reserveCapacity(bytes.count)
            var reader = KeyBytes(bytes)
            while let byte = reader.next() { key.append(byte) }
            return String(decoding: key, as: UTF8.self)
        }
    }

    /// Whether two stores are the same, matched like product names; no store matches no store.
    static func sameStore(_ a: String?, _ b: String?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a.withUTF8Bytes { first in
            b.withUTF8Bytes { second in
                var x = KeyBytes(first)
                var y = KeyBytes(second)
                while true {
                    let byte = x.next()
                    guard byte == y.next() else { return false }
                    if byte == nil { return true }
                }
            }
        }
    }

    /// The product named `name` (matched as the type describes), if any.
    /// - Complexity: O(log n) comparisons of names.
    public func product(named name: String) -> BookProduct? {
        let key = Self.key(for: name)
        let index = insertionIndex(of: key)
        guard index < products.count, products[index].key.hasSameUTF8(as: key) else { return nil }
        return products[index]
    }

    /// The entry with `id`, if any.
    public func entry(withID id: PriceEntry.ID) -> PriceEntry? {
        for product in products {
            if let entry = product.entries.first(where: { $0.id == id }) { return entry }
        }
        return nil
    }

    /// Records a price seen.
    /// - Throws: ``PriceBookError/unitsMismatch(item:product:dimension:)`` when the product's
    ///   earlier entries are of another dimension.
    public mutating func record(_ entry: PriceEntry) throws(PriceBookError) {
        try record(contentsOf: [entry])
    }

    /// Records entries of one product that all write its name alike, in order, all or nothing:
    /// as ``record(_:)`` for each, with the product found once.
    /// - Throws: the errors of ``record(_:)``.
    @inline(never)
    mutating func record(contentsOf entries: [PriceEntry]) throws(PriceBookError) {
        guard let first = entries.first else { return }
        let key = Self.key(for: first.product)
        let index = insertionIndex(of: key)
        let exists = index < products.count && products[index].key.hasSameUTF8(as: key)
        let (name, dimension) =
            exists ? (products[index].name, products[index].dimension) : (first.product, first.item.dimension)
        for entry in entries where entry.item.dimension != dimension {
            throw .unitsMismatch(item: entry.item.quantity, product: name, dimension: dimension)
        }
        let isInDateOrder = entries.indices.dropFirst().allSatisfy {
            !PriceEntry.isEarlier(entries[$0], entries[$0 - 1])
        }
        if !exists && isInDateOrder {
            // As inserting them one by one would order them, at once.
            products.insert(BookProduct(entries: entries), at: index)
        } else {
            if !exists { products.insert(BookProduct(entries: [first]), at: index) }
            for entry in entries[(exists ? 0 : 1)...] { products[index].insert(entry) }
        }
        var noted: [String] = []
        for entry in entries {
            if let store = entry.store, !noted.contains(where: { $0.hasSameUTF8(as: store) }) {
                noted.append(store)
                note(store: store)
            }
        }
    }

    /// Adds `store` to ``stores`` unless it is there (matched as ``sameStore(_:_:)`` matches);
    /// of two spellings the first in byte order stays.
    @inline(never)
    private mutating func note(store: String) {
        if let index = stores.firstIndex(where: { Self.sameStore($0, store) }) {
            if store.utf8Precedes(stores[index]) { stores[index] = store }
        } else {
            let key = Self.key(for: store)
            stores.insert(
                store, at: stores.firstIndex { !Self.key(for: $0).utf8Precedes(key) } ?? stores.count)
        }
    }

    /// Removes the entry with `id` and answers it; a product left without entries leaves the book.
    /// - Throws: ``PriceBookError/noSuchEntry(_:)``.
    @discardableResult
    public mutating func remove(id: PriceEntry.ID) throws(PriceBookError) -> PriceEntry {
        for index in products.indices {
            guard let position = products[index].entries.firstIndex(where: { $0.id == id }) else { continue }
            let entry = products[index].entries.remove(at: position)
            if products[index].entries.isEmpty { products.remove(at: index) }
            if let store = entry.store, let index = stores.firstIndex(where: { Self.sameStore($0, store) }) {
                // The spelling that sorts first of those left, whatever order they came in.
                var spelling: String? = nil
                for product in products {
                    for other in product.entries {
                        guard let name = other.store, Self.sameStore(name, store) else { continue }
                        if spelling.map({ name.utf8Precedes($0) }) ?? true { spelling = name }
                    }
                }
                if let spelling { stores[index] = spelling } else { stores.remove(at: index) }
            }
            return entry
        }
        throw .noSuchEntry(id.text)
    }

    /// Replaces the entry with `replacement.id` (which may name another product), all or nothing.
    /// - Throws: ``PriceBookError/noSuchEntry(_:)``, and the errors of ``record(_:)``.
    public mutating func replace(_ replacement: PriceEntry) throws(PriceBookError) {
        var updated = self
        try updated.remove(id: replacement.id)
        try updated.record(replacement)
        self = updated
    }

    /// Renames a product; renaming it to another product's name merges the two (see
    /// ``merge(_:into:)``).
    /// The new name is cut to ``ProductForm/maximumNameLength`` characters, as the app's field
    /// cuts it while it is typed.
    /// - Throws: ``PriceBookError/noSuchProduct(_:)``, ``PriceBookError/missingName`` for an
    ///   empty name, ``PriceBookError/product(_:)`` with ``ProductListError/invalidName(_:)``
    ///   for one with a control character, and the errors of ``merge(_:into:)``.
    public mutating func rename(_ name: String, to newName: String) throws(PriceBookError) {
        let newName = newName.trimmingSpaces(limit: ProductForm.maximumNameLength)
        guard !newName.isEmpty else { throw .missingName }
        do {
            try ProductItem.checkName(newName)
        } catch {
            throw .product(error)
        }
        guard let source = product(named: name) else { throw .noSuchProduct(name) }
        if let target = product(named: newName), !target.key.hasSameUTF8(as: source.key) {
            try merge(name, into: newName)
            return
        }
        products.removeAll { $0.key.hasSameUTF8(as: source.key) }
        var renamed = source
        renamed.key = Self.key(for: newName)
        renamed.entries = source.entries.map { $0.renamed(newName) }
        products.insert(renamed, at: insertionIndex(of: renamed.key))
    }

    /// Moves every entry of the product `source` into `target`, which keeps its name.
    /// - Throws: ``PriceBookError/noSuchProduct(_:)``, and
    ///   ``PriceBookError/dimensionsDiffer(_:_:_:_:)`` when the two are measured differently.
    public mutating func merge(_ source: String, into target: String) throws(PriceBookError) {
        guard let from = product(named: source) else { throw .noSuchProduct(source) }
        guard let into = product(named: target) else { throw .noSuchProduct(target) }
        guard !from.key.hasSameUTF8(as: into.key) else { return }
        guard from.dimension == into.dimension else {
            throw .dimensionsDiffer(from.name, from.dimension, into.name, into.dimension)
        }
        products.removeAll { $0.key.hasSameUTF8(as: from.key) }
        let index = insertionIndex(of: into.key)
        for entry in from.entries { products[index].insert(entry.renamed(into.name)) }
    }

    /// Whether `other` is this book unchanged: whether their products share storage
    /// (``Swift/Array/sharesStorage(with:)``). A book changed and changed back counts as changed.
    public func isUnchanged(from other: PriceBook) -> Bool {
        products.sharesStorage(with: other.products)
    }

    /// The products whose name contains `text` (matched like names), in name order.
    public func products(matching text: String) -> [BookProduct] {
        productIndices(matching: text).map { products[$0] }
    }

    /// The places in ``products`` of the products whose name contains `text` (matched like
    /// names), in name order.
    public func productIndices(matching text: String) -> [Int] {
        let wanted = Self.key(for: text)
        guard !wanted.isEmpty else { return Array(products.indices) }
        return products.indices.filter { products[$0].key.containsUTF8(wanted) }
    }

    /// The index of the first product whose key is not before `key`.
    private func insertionIndex(of key: String) -> Int {
        var low = 0
        var high = products.count
        while low < high {
            let middle = (low + high) / 2
            if products[middle].key.utf8Precedes(key) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// The bytes of a name's key (see ``PriceBook/key(for:)``), read from the name without a copy.
private struct KeyBytes {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var hasStarted = false

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }

    mutating func next() -> UInt8? {
        var skipped = false
        while index < bytes.count && Self.isSpace(bytes[index]) {
            index += 1
            skipped = true
        }
        guard index < bytes.count else { return nil }
        if skipped && hasStarted { return UInt8(ascii: " ") }
        hasStarted = true
        let byte = bytes[index]
        index += 1
        return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 0x20 : byte
    }
}

extension String {
    /// Whether the UTF-8 bytes come before those of `other` in byte order.
    @inline(never)
    func utf8Precedes(_ other: String) -> Bool {
        withUTF8Bytes { bytes in
            other.withUTF8Bytes { otherBytes in
                for index in 0..<Swift.min(bytes.count, otherBytes.count)
                where bytes[index] != otherBytes[index] {
                    return bytes[index] < otherBytes[index]
                }
                return bytes.count < otherBytes.count
            }
        }
    }

    /// Whether the UTF-8 bytes of `other` occur in these.
    func containsUTF8(_ other: String) -> Bool {
        withUTF8Bytes { bytes in
            other.withUTF8Bytes { wanted in
                guard wanted.count <= bytes.count else { return false }
                for start in 0...(bytes.count - wanted.count) {
                    var matches = true
                    for offset in 0..<wanted.count where bytes[start + offset] != wanted[offset] {
                        matches = false
                        break
                    }
                    if matches { return true }
                }
                return false
            }
        }
    }
}
