extension Array {
    /// Whether `other` is this array, unchanged: whether they share their storage, at once and
    /// without comparing elements (which `String`'s `==` would do with Unicode tables the
    /// WebAssembly modules do without).
    ///
    /// Not whether the elements are equal: an array changed since a copy of it was kept has
    /// storage of its own, so one changed and changed back counts as changed.
    public func sharesStorage(with other: [Element]) -> Bool {
        withUnsafeBufferPointer { mine in
            other.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress && $0.count == mine.count }
        }
    }
}
