/// The practical floor: sorting unit prices that were already computed as `Double`s.
enum DoubleRanking {
    /// Sorts a fresh copy of `unitPrices` and returns how long the sort alone took.
    /// - Throws: ``BenchError`` if the result is not sorted (which also keeps it in use).
    static func timeSort(_ unitPrices: [Double]) throws(BenchError) -> Duration {
        // A real copy, made before the clock starts (copy-on-write would copy inside the sort).
        var keys = [Double](unsafeUninitializedCapacity: unitPrices.count) { buffer, count in
            _ = buffer.initialize(from: unitPrices)
            count = unitPrices.count
        }
        let clock = ContinuousClock()
        let start = clock.now
        keys.sort()
        let end = clock.now
        guard zip(keys, keys.dropFirst()).allSatisfy({ $0 <= $1 }) else {
            throw BenchError("the plain Double sort did not sort")
        }
        return end - start
    }

    /// The input positions ordered by `Double` unit price, ties in input order (not timed).
    static func order(of unitPrices: [Double]) -> [Int] {
        unitPrices.indices.sorted { a, b in
            unitPrices[a] != unitPrices[b] ? unitPrices[a] < unitPrices[b] : a < b
        }
    }
}
