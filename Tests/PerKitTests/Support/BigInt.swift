@testable import PerKit

/// An arbitrary-precision integer for checking PerKit's 128-bit arithmetic independently.
///
/// Deliberately simple (32-bit limbs, schoolbook multiplication, bit-by-bit division): it only
/// has to be obviously right, not fast.
struct BigInt: Equatable, Comparable, CustomStringConvertible {
    /// Magnitude, least significant limb first, without leading zero limbs (zero is `[]`).
    private(set) var limbs: [UInt32]
    /// Sign; always false for zero.
    private(set) var isNegative: Bool

    init(_ value: Int128) {
        var magnitude = value.magnitude
        var limbs: [UInt32] = []
        while magnitude > 0 {
            limbs.append(UInt32(truncatingIfNeeded: magnitude))
            magnitude >>= 32
        }
        self.limbs = limbs
        self.isNegative = value < 0
    }

    private init(limbs: [UInt32], isNegative: Bool) {
        var limbs = limbs
        while limbs.last == 0 { limbs.removeLast() }
        self.limbs = limbs
        self.isNegative = limbs.isEmpty ? false : isNegative
    }

    static let zero = BigInt(0)
    static let one = BigInt(1)

    var isZero: Bool { limbs.isEmpty }
    var magnitude: BigInt { BigInt(limbs: limbs, isNegative: false) }
    var negated: BigInt { BigInt(limbs: limbs, isNegative: !isNegative) }

    /// The value as an `Int128` when it lies in `-(2¹²⁷-1) ... 2¹²⁷-1` (PerKit never uses
    /// `Int128.min`), otherwise `nil`.
    var int128: Int128? {
        guard limbs.count <= 4 else { return nil }
        var magnitude: UInt128 = 0
        for limb in limbs.reversed() { magnitude = magnitude << 32 | UInt128(limb) }
        guard magnitude <= UInt128(Int128.max) else { return nil }
        return isNegative ? -Int128(magnitude) : Int128(magnitude)
    }

    // MARK: Magnitudes

    private static func compareMagnitudes(_ a: [UInt32], _ b: [UInt32]) -> Int {
        if a.count != b.count { return a.count < b.count ? -1 : 1 }
        for index in stride(from: a.count - 1, through: 0, by: -1) where a[index] != b[index] {
            return a[index] < b[index] ? -1 : 1
        }
        return 0
    }

    private static func addMagnitudes(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        var result: [UInt32] = []
        var carry: UInt64 = 0
        for index in 0..<max(a.count, b.count) {
            let sum = UInt64(index < a.count ? a[index] : 0) + UInt64(index < b.count ? b[index] : 0) + carry
            result.append(UInt32(truncatingIfNeeded: sum))
            carry = sum >> 32
        }
        if carry > 0 { result.append(UInt32(carry)) }
        return result
    }

    /// `a - b` for `a >= b`.
    private static func subtractMagnitudes(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        var result: [UInt32] = []
        var borrow: Int64 = 0
        for index in 0..<a.count {
            var difference = Int64(a[index]) - Int64(index < b.count ? b[index] : 0) - borrow
            borrow = 0
            if difference < 0 {
                difference += 1 << 32
                borrow = 1
            }
            result.append(UInt32(difference))
        }
        return result
    }

    // MARK: Arithmetic

    static func + (lhs: BigInt, rhs: BigInt) -> BigInt {
        if lhs.isNegative == rhs.isNegative {
            return BigInt(limbs: addMagnitudes(lhs.limbs, rhs.limbs), isNegative: lhs.isNegative)
        }
        if compareMagnitudes(lhs.limbs, rhs.limbs) >= 0 {
            return BigInt(limbs: subtractMagnitudes(lhs.limbs, rhs.limbs), isNegative: lhs.isNegative)
        }
        return BigInt(limbs: subtractMagnitudes(rhs.limbs, lhs.limbs), isNegative: rhs.isNegative)
    }

    static func - (lhs: BigInt, rhs: BigInt) -> BigInt { lhs + rhs.negated }

    static func * (lhs: BigInt, rhs: BigInt) -> BigInt {
        guard !lhs.isZero, !rhs.isZero else { return .zero }
        var result = [UInt32](repeating: 0, count: lhs.limbs.count + rhs.limbs.count)
        for (i, a) in lhs.limbs.enumerated() {
            var carry: UInt64 = 0
            for (j, b) in rhs.limbs.enumerated() {
                let product = UInt64(a) * UInt64(b) + UInt64(result[i + j]) + carry
                result[i + j] = UInt32(truncatingIfNeeded: product)
                carry = product >> 32
            }
            var k = i + rhs.limbs.count
            while carry > 0 {
                let sum = UInt64(result[k]) + carry
                result[k] = UInt32(truncatingIfNeeded: sum)
                carry = sum >> 32
                k += 1
            }
        }
        return BigInt(limbs: result, isNegative: lhs.isNegative != rhs.isNegative)
    }

    private var bitWidth: Int {
        guard let top = limbs.last else { return 0 }
        return (limbs.count - 1) * 32 + (32 - top.leadingZeroBitCount)
    }

    private func bit(_ index: Int) -> Bool {
        (limbs[index / 32] >> UInt32(index % 32)) & 1 == 1
    }

    /// Truncating division of magnitudes, remainder takes the dividend's sign.
    func quotientAndRemainder(dividingBy divisor: BigInt) -> (quotient: BigInt, remainder: BigInt) {
        precondition(!divisor.isZero)
        var quotient = [UInt32](repeating: 0, count: limbs.count)
        var remainder = BigInt.zero
        let d = divisor.magnitude
        for index in stride(from: bitWidth - 1, through: 0, by: -1) {
            remainder = remainder + remainder
            if bit(index) { remainder = remainder + .one }
            if remainder >= d {
                remainder = remainder - d
                quotient[index / 32] |= 1 << UInt32(index % 32)
            }
        }
        return (
            BigInt(limbs: quotient, isNegative: isNegative != divisor.isNegative),
            BigInt(limbs: remainder.limbs, isNegative: isNegative)
        )
    }

    /// Binary GCD (Stein): shifts and subtractions only, fast enough for thousands of cases.
    static func gcd(_ a: BigInt, _ b: BigInt) -> BigInt {
        var a = a.limbs
        var b = b.limbs
        if a.isEmpty { return BigInt(limbs: b, isNegative: false) }
        if b.isEmpty { return BigInt(limbs: a, isNegative: false) }
        let shift = min(trailingZeros(a), trailingZeros(b))
        a = shiftedRight(a, by: trailingZeros(a))
        while !b.isEmpty {
            b = shiftedRight(b, by: trailingZeros(b))
            if compareMagnitudes(a, b) > 0 { swap(&a, &b) }
            b = subtractMagnitudes(b, a)
            while b.last == 0 { b.removeLast() }
        }
        return BigInt(limbs: shiftedLeft(a, by: shift), isNegative: false)
    }

    private static func trailingZeros(_ limbs: [UInt32]) -> Int {
        var count = 0
        for limb in limbs {
            if limb == 0 {
                count += 32
            } else {
                return count + limb.trailingZeroBitCount
            }
        }
        return count
    }

    private static func shiftedRight(_ limbs: [UInt32], by bits: Int) -> [UInt32] {
        let whole = bits / 32
        let part = UInt32(bits % 32)
        guard whole < limbs.count else { return [] }
        var result: [UInt32] = []
        for index in whole..<limbs.count {
            var value = limbs[index] >> part
            if part > 0, index + 1 < limbs.count { value |= limbs[index + 1] << (32 - part) }
            result.append(value)
        }
        while result.last == 0 { result.removeLast() }
        return result
    }

    private static func shiftedLeft(_ limbs: [UInt32], by bits: Int) -> [UInt32] {
        var result = [UInt32](repeating: 0, count: bits / 32)
        let part = UInt32(bits % 32)
        var carry: UInt32 = 0
        for limb in limbs {
            result.append(limb << part | carry)
            carry = part > 0 ? limb >> (32 - part) : 0
        }
        if carry > 0 { result.append(carry) }
        return result
    }

    static func < (lhs: BigInt, rhs: BigInt) -> Bool {
        if lhs.isNegative != rhs.isNegative { return lhs.isNegative }
        let order = compareMagnitudes(lhs.limbs, rhs.limbs)
        return lhs.isNegative ? order > 0 : order < 0
    }

    var description: String {
        guard !isZero else { return "0" }
        var digits: [Character] = []
        var value = magnitude
        let ten = BigInt(10)
        while !value.isZero {
            let (q, r) = value.quotientAndRemainder(dividingBy: ten)
            digits.append(Character(String(r.int128 ?? 0)))
            value = q
        }
        return (isNegative ? "-" : "") + String(digits.reversed())
    }
}

/// An exact fraction of ``BigInt``s, used as the oracle for ``Rational`` arithmetic. It is
/// kept unreduced: only the gcd is needed to know whether the reduced value fits in 128 bits.
struct BigFraction {
    let numerator: BigInt
    let denominator: BigInt

    init(_ n: BigInt, _ d: BigInt) {
        precondition(!d.isZero)
        (numerator, denominator) = d.isNegative ? (n.negated, d.negated) : (n, d)
    }

    init(_ r: Rational) {
        self.init(BigInt(r.numerator), BigInt(r.denominator))
    }

    static func + (a: BigFraction, b: BigFraction) -> BigFraction {
        BigFraction(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator)
    }
    static func - (a: BigFraction, b: BigFraction) -> BigFraction {
        BigFraction(a.numerator * b.denominator - b.numerator * a.denominator, a.denominator * b.denominator)
    }
    static func * (a: BigFraction, b: BigFraction) -> BigFraction {
        BigFraction(a.numerator * b.numerator, a.denominator * b.denominator)
    }
    /// `a / b`, or `nil` when `b` is zero.
    static func / (a: BigFraction, b: BigFraction) -> BigFraction? {
        b.numerator.isZero ? nil : BigFraction(a.numerator * b.denominator, a.denominator * b.numerator)
    }

    /// Whether the value in lowest terms has a numerator and a denominator of magnitude at most
    /// 2¹²⁷ − 1 (what ``Rational`` can hold).
    var fitsInRational: Bool {
        let g = BigInt.gcd(numerator, denominator)
        let limit = g * BigInt(Int128.max)
        return numerator.magnitude <= limit && denominator <= limit
    }

    /// Whether `r` is exactly this value.
    func isEqual(to r: Rational) -> Bool {
        numerator * BigInt(r.denominator) == BigInt(r.numerator) * denominator
    }
}
