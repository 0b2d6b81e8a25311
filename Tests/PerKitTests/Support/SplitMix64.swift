import SeededRandom

/// Random values for the engine's property tests.
extension SplitMix64 {
    /// A uniformly random 128-bit pattern.
    mutating func nextUInt128() -> UInt128 {
        UInt128(next()) << 64 | UInt128(next())
    }

    /// A positive value with a random number of significant bits in `bits`.
    mutating func positive(bits: ClosedRange<Int>) -> Int128 {
        let width = Int.random(in: bits, using: &self)
        let mask: UInt128 = width >= 128 ? .max : (1 << UInt128(width)) - 1
        let value = nextUInt128() & mask & UInt128(Int128.max)
        return max(1, Int128(value))
    }

    /// A non-zero value just below `Int128.max`, at most `spread` away from it.
    mutating func nearMax(spread: UInt64 = 1 << 20) -> Int128 {
        Int128.max - Int128(UInt64.random(in: 0...spread, using: &self))
    }
}
