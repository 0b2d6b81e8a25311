extension ProductList {
    /// `items` sorted by exact unit price, equal unit prices in their original order.
    ///
    /// Sorting whole items would move them about n log n times, and comparing exact unit
    /// prices costs 128-bit multiplications, so the list sorts small keys instead:
    ///
    /// 1. Each item gets a 64-bit key: the high bits are a `Double` approximation of its unit
    ///    price (``UnitPriceFraction/orderedApproximation``, no gcd), and the low bits are the
    ///    item's position. The keys are radix-sorted on the approximation bits (stable, so positions
    ///    stay in order); short lists sort them by comparison instead.
    /// 2. The approximation is within 3 roundings of the exact value, so two keys whose
    ///    approximations differ by more than one step of the kept bits are already in exact
    ///    order. Only runs of neighbours closer than that (equal unit prices, mostly) are sorted
    ///    again by exact unit price (cross-multiplied, unreduced), then position.
    /// 3. The items are swapped into their sorted positions, in the array they came in.
    ///
    /// The result is exactly the order of ``Rational``'s `<` with ties in input order. The wasm
    /// build inserts positions one by one instead (see ``unitPriceOrder(of:)``), in the same order.
    /// - Complexity: O(n) for the radix sort and the moves, plus O(k log k) exact comparisons
    ///   for each run of k close unit prices; 16 bytes of scratch memory per item.
    static func sortedByUnitPrice(_ items: consuming [ProductItem]) -> [ProductItem] {
        guard items.count > 1 else { return items }
        #if hasFeature(Embedded)
            return unitPriceOrder(of: items).map { items[$0] }
        #else
            var order = sortedPositions(of: items)
            items.withUnsafeMutableBufferPointer { items in
                order.withUnsafeMutableBufferPointer { order in
                    permute(items, to: order)
                }
            }
            return items
        #endif
    }

    /// `items` ranked by what is really paid per unit: a product with a ``Deal`` by its
    /// deal's exact unit price (``DealFigures/unitPrice``: tax in, deposit out, the member price
    /// counted when `usesMemberPrices`), the others by their unit price; equal unit prices in
    /// their original order. The order ``Comparison/init(_:reference:system:usesMemberPrices:)``
    /// ranks products in, which ``rankingOrder(of:usesMemberPrices:)`` gives without moving
    /// the items.
    ///
    /// The same sort as ``sortedByUnitPrice(_:)``: a deal's unit price, worked out when the
    /// product was made, is compared as an unreduced fraction like any other, so products on a
    /// deal cost the ranking nothing more than the others.
    /// - Complexity: as ``sortedByUnitPrice(_:)``.
    public static func rankedByUnitPrice(_ items: consuming [ProductItem], usesMemberPrices: Bool)
        -> [ProductItem]
    {
        guard items.count > 1 else { return items }
        #if hasFeature(Embedded)
            return rankingOrder(of: items, usesMemberPrices: usesMemberPrices).map { items[$0] }
        #else
            var order = sortedPositions(of: items, deals: usesMemberPrices)
            items.withUnsafeMutableBufferPointer { items in
                order.withUnsafeMutableBufferPointer { order in
                    permute(items, to: order)
                }
            }
            return items
        #endif
    }

    /// The positions of `items`, best first, ranked by what is really paid per unit: the order
    /// of ``rankedByUnitPrice(_:usesMemberPrices:)``, without moving the items.
    ///
    /// ``Comparison`` ranks by it: it works out each product's figures in this order and keeps
    /// each product's position in the list it was given.
    /// - Complexity: as ``sortedByUnitPrice(_:)``, without the moves; 16 bytes of scratch
    ///   memory per item.
    public static func rankingOrder(of items: [ProductItem], usesMemberPrices: Bool) -> [Int] {
        unitPriceOrder(of: items, deals: usesMemberPrices)
    }

    /// The indices of `items` in order of exact unit price, equal unit prices in their
    /// original order: the order of ``sortedByUnitPrice(_:)``, for sorting what holds items.
    static func unitPriceOrder(of items: [ProductItem]) -> [Int] {
        unitPriceOrder(of: items, deals: nil)
    }

    /// The indices of `items` in order of ``ProductItem/rankingFraction(deals:)``, equal ones
    /// in their original order.
    private static func unitPriceOrder(of items: [ProductItem], deals: Bool?) -> [Int] {
        guard items.count > 1 else { return Array(items.indices) }
        #if hasFeature(Embedded)
            // The web app's lists and a product's prices are short: inserting positions one by
            // one (the same stable order) keeps the radix sort, which is there for lists of
            // millions, out of the wasm modules. Positions, not items, so that each insertion
            // moves a few bytes an item.
            var order: [Int] = []
            order.reserveCapacity(items.count)
            for index in items.indices {
                let position = insertionIndex(for: items[index].rankingFraction(deals: deals), count: order.count) {
                    items[order[$0]].rankingFraction(deals: deals)
                }
                order.insert(index, at: position)
            }
            return order
        #else
            return sortedPositions(of: items, deals: deals).map { Int($0) }
        #endif
    }

    /// The positions of `items` in sorted order, by ``ProductItem/rankingFraction(deals:)``.
    private static func sortedPositions(of items: [ProductItem], deals: Bool? = nil) -> [UInt64] {
        let count = items.count
        // Enough low bits for every position, and at least 6 so that one step of the kept
        // approximation bits (64 units in the last place) exceeds the rounding error (6).
        let positionBits = max(6, Int.bitWidth - (count - 1).leadingZeroBitCount)
        let positionMask = UInt64.max >> (UInt64.bitWidth - positionBits)
        var keys = [UInt64](repeating: 0, count: count)
        items.withUnsafeBufferPointer { items in
            for index in 0..<count {
                keys[index] =
                    items[index].rankingFraction(deals: deals).orderedApproximation & ~positionMask
                    | UInt64(index)
            }
        }
        if count > Self.smallestRadixSorted {
            radixSort(&keys, fromBit: positionBits)
        } else {
            // Keys are distinct (the positions), so any sort is stable here. (The buffer's
            // `sort(by:)` is the one that sorts runs below: one copy of the code.)
            keys.withUnsafeMutableBufferPointer { keys in keys.sort { $0 < $1 } }
        }
        items.withUnsafeBufferPointer { items in
            keys.withUnsafeMutableBufferPointer { keys in
                var start = 0
                for end in 1...count {
                    if end < count && (keys[end] >> positionBits) - (keys[end - 1] >> positionBits) <= 1 {
                        continue
                    }
                    if end - start > 1 {
                        var run = UnsafeMutableBufferPointer(rebasing: keys[start..<end])
                        run.sort { a, b in
                            let (a, b) = (a & positionMask, b & positionMask)
                            let (x, y) = (
                                items[Int(a)].rankingFraction(deals: deals),
                                items[Int(b)].rankingFraction(deals: deals)
                            )
                            return x == y ? a < b : x < y
                        }
                    }
                    start = end
                }
                for index in 0..<count { keys[index] &= positionMask }
            }
        }
        return keys
    }

    /// Below this many items, the keys are sorted by comparison: the radix sort's 2,048-entry
    /// histograms cost more than they save.
    static let smallestRadixSorted = 2_048

    /// Sorts `keys` by their bits from `lowestBit` up, keeping the order of keys that agree
    /// there: a least-significant-digit radix sort, 11 bits per pass.
    private static func radixSort(_ keys: inout [UInt64], fromBit lowestBit: Int) {
        let count = keys.count
        let digitBits = 11
        let radix = 1 << digitBits
        let passes = (UInt64.bitWidth - lowestBit + digitBits - 1) / digitBits
        // Every pass's histogram in one reading of the keys.
        var counts = [Int](repeating: 0, count: passes * radix)
        keys.withUnsafeBufferPointer { keys in
            counts.withUnsafeMutableBufferPointer { counts in
                for key in keys {
                    for pass in 0..<passes {
                        let digit =
                            Int(truncatingIfNeeded: key >> (lowestBit + pass * digitBits)) & (radix - 1)
                        counts[pass * radix + digit] += 1
                    }
                }
            }
        }
        var buffer = [UInt64](repeating: 0, count: count)
        for pass in 0..<passes {
            let shift = lowestBit + pass * digitBits
            let skip = counts.withUnsafeMutableBufferPointer { counts in
                let histogram = UnsafeMutableBufferPointer(
                    rebasing: counts[pass * radix..<(pass + 1) * radix])
                // A pass in which every key has the same digit changes nothing.
                if histogram.contains(count) { return true }
                var total = 0
                for digit in 0..<radix {
                    (histogram[digit], total) = (total, total + histogram[digit])
                }
                keys.withUnsafeBufferPointer { keys in
                    buffer.withUnsafeMutableBufferPointer { buffer in
                        for key in keys {
                            let digit = Int(truncatingIfNeeded: key >> shift) & (radix - 1)
                            buffer[histogram[digit]] = key
                            histogram[digit] += 1
                        }
                    }
                }
                return false
            }
            if !skip { swap(&keys, &buffer) }
        }
    }

    /// Moves `items[order[k]]` to position `k` for every `k`, in place.
    ///
    /// Position by position, the item that belongs there is swapped in from wherever it is now.
    /// Unlike following each cycle of the permutation, the next step never waits for the
    /// previous one's memory reads, so the processor fetches many items at once.
    /// `order` is used up to track where the items still to be placed are.
    private static func permute(
        _ items: UnsafeMutableBufferPointer<ProductItem>, to order: UnsafeMutableBufferPointer<UInt64>
    ) {
        guard let base = items.baseAddress else { return }
        // destination[l]: where the item now at l belongs.
        var destination = [UInt64](repeating: 0, count: items.count)
        destination.withUnsafeMutableBufferPointer { destination in
            for position in 0..<order.count { destination[Int(order[position])] = UInt64(position) }
            // order[k]: where the item that belongs at k is now (for k not yet placed).
            for position in 0..<items.count {
                let source = Int(order[position])
                guard source != position else { continue }
                // Whole-value moves, which the compiler inlines (`swapAt` calls `memmove`).
                let arriving = (base + source).move()
                (base + source).initialize(to: (base + position).move())
                (base + position).initialize(to: arriving)
                let displaced = Int(destination[position])
                order[displaced] = UInt64(source)
                destination[source] = UInt64(displaced)
            }
        }
    }
}

extension ProductItem {
    /// The unit price ranking compares, unreduced: with `deals` `nil`, the shelf unit price
    /// (``unitPriceFraction``); otherwise the deal's unit price, with (`true`) or without
    /// (`false`) the member price, for a product on a deal.
    @inline(__always)
    func rankingFraction(deals usesMemberPrices: Bool?) -> UnitPriceFraction {
        if let usesMemberPrices, let deal = details?.deal {
            return deal.unitPrice(usesMemberPrice: usesMemberPrices)
        }
        return unitPriceFraction
    }
}
