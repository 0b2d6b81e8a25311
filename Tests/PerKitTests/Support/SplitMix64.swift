/// A small, seeded, deterministic random number generator (SplitMix64), so that every
/// property test run can be reproduced from the seed it prints.
struct SplitMix64: RandomNumberGenerator {
    private(set) var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

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
