/// The products being compared, always sorted by exact unit price, best first.
///
/// The first item fixes the list's ``dimension``; an item measured in another dimension is
/// refused with ``ProductListError/unitsMismatch(item:list:)``. Items with equal unit prices
/// keep the order in which they were added.
public struct ProductList: Hashable, Sendable {
    /// The items, best deal first.
    public private(set) var items: [ProductItem] = []

    /// Creates an empty list.
    public init() {}

    /// Creates a list from many items at once, sorting them once.
    /// - Throws: ``ProductListError/unitsMismatch(item:list:)`` if the items are not all of
    ///   the first item's dimension.
    /// - Complexity: O(n log n). The items are sorted in the array passed in when the caller
    ///   gives it up (its last use), without a copy.
    public init(_ items: [ProductItem]) throws(ProductListError) {
        guard let dimension = items.first?.dimension else { return }
        if let index = items.firstIndex(where: { $0.dimension != dimension }) {
            throw .unitsMismatch(item: items[index].quantity, list: dimension)
        }
        self.items = Self.sortedByUnitPrice(consume items)
    }

    /// What the list's products are measured by, or `nil` while the list is empty.
    public var dimension: Dimension? { items.first?.dimension }

    /// Whether the list has no products.
    public var isEmpty: Bool { items.isEmpty }

    /// The number of products.
    public var count: Int { items.count }

    /// Adds an item in its sorted place, after any items with the same unit price.
    /// - Returns: The index the item now has.
    /// - Throws: ``ProductListError/unitsMismatch(item:list:)`` when the item's dimension
    ///   differs from the list's.
    /// - Complexity: O(n).
    @discardableResult
    public mutating func add(_ item: ProductItem) throws(ProductListError) -> Int {
        if let dimension, item.dimension != dimension {
            throw .unitsMismatch(item: item.quantity, list: dimension)
        }
        let index = Self.insertionIndex(for: item.unitPriceFraction, count: items.count) {
            items[$0].unitPriceFraction
        }
        items.insert(item, at: index)
        return index
    }

    /// Removes and returns the item at `index`. Removing the last item forgets the dimension.
    /// - Throws: ``ProductListError/noSuchItem(index:)`` for an index outside the list.
    @discardableResult
    public mutating func remove(at index: Int) throws(ProductListError) -> ProductItem {
        guard items.indices.contains(index) else { throw .noSuchItem(index: index) }
        return items.remove(at: index)
    }

    /// Replaces the item at `index` (for example after editing it) and re-sorts it.
    /// - Returns: The index the new item now has.
    /// - Throws: ``ProductListError/noSuchItem(index:)`` for an index outside the list,
    ///   ``ProductListError/unitsMismatch(item:list:)`` when the new item's dimension differs
    ///   from the other items'. The list is unchanged when it throws.
    @discardableResult
    public mutating func replace(at index: Int, with item: ProductItem) throws(ProductListError) -> Int {
        guard items.indices.contains(index) else { throw .noSuchItem(index: index) }
        var copy = self
        copy.items.remove(at: index)
        let newIndex = try copy.add(item)
        self = copy
        return newIndex
    }

    /// Whether `other` is this list, unchanged: whether their items share storage
    /// (``Swift/Array/sharesStorage(with:)``). A list changed and changed back counts as changed.
    public func isUnchanged(from other: ProductList) -> Bool {
        items.sharesStorage(with: other.items)
    }

    /// Removes every item; the next item added fixes a new dimension.
    mutating func clear() {
        items.removeAll()
    }

    /// The first of `count` positions, whose unit prices `unitPriceAt` gives in increasing
    /// order, whose unit price is greater than `unitPrice` (binary search).
    static func insertionIndex(
        for unitPrice: UnitPriceFraction, count: Int, unitPriceAt: (Int) -> UnitPriceFraction
    ) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if unitPrice < unitPriceAt(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
