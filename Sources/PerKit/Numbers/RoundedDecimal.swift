/// A rational rounded half away from zero to a number of decimal places, held as numbers: what
/// ``Rational/formatted(places:)`` writes, so that choosing how many places to show (which
/// rounds every value at several places) compares roundings and counts their digits without
/// making text.
struct RoundedDecimal: Equatable {
    /// Whether a minus sign is written: the value is negative and doesn't round to zero.
    let isNegative: Bool
    /// The whole part.
    let whole: UInt128
    /// The digits after the point, one for each place, each 0…9.
    let digits: [UInt8]

    /// `value` rounded half away from zero to `places` decimal places (none when negative).
    /// - Complexity: O(`places`).
    init(_ value: Rational, places: Int) {
        let n = value.numerator.magnitude
        let d = value.denominator.magnitude
        var digits: [UInt8] = []
        digits.reserveCapacity(max(0, places))
        var (whole, remainder) = n.quotientAndRemainder(dividingBy: d)
        for _ in 0..<max(0, places) {
            let (digit, next) = Self.nextDigit(remainder, d)
            digits.append(digit)
            remainder = next
        }
        // Half away from zero: round up when the remainder is at least half the denominator.
        if remainder >= d - remainder {
            var index = digits.count - 1
            var carry = true
            while carry && index >= 0 {
                if digits[index] == 9 {
                    digits[index] = 0
                    index -= 1
                } else {
                    digits[index] += 1
                    carry = false
                }
            }
            if carry { whole += 1 }
        }
        self.whole = whole
        self.digits = digits
        isNegative = value.numerator < 0 && !(whole == 0 && digits.allSatisfy { $0 == 0 })
    }

    /// Whether it reads as zero (`0.00`).
    var isZero: Bool { whole == 0 && digits.allSatisfy { $0 == 0 } }

    /// The digits written from the first non-zero one: 3 in `0.0281` and in `100`, 4 in `12.34`.
    var significantDigitCount: Int {
        if whole > 0 { return Self.digitCount(whole) + digits.count }
        guard let first = digits.firstIndex(where: { $0 != 0 }) else { return 0 }
        return digits.count - first
    }

    /// The decimal text: `-3.33`, `12`, `0.050`.
    var text: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count + 8)
        if isNegative { bytes.append(UInt8(ascii: "-")) }
        Self.appendDigits(of: whole, to: &bytes)
        if !digits.isEmpty {
            bytes.append(UInt8(ascii: "."))
            for digit in digits { bytes.append(UInt8(ascii: "0") + digit) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// One digit of long division: `⌊10·r / d⌋` and the new remainder, without overflow.
    private static func nextDigit(_ remainder: UInt128, _ d: UInt128) -> (UInt8, UInt128) {
        if remainder <= UInt128.max / 10 {
            let (q, r) = (remainder * 10).quotientAndRemainder(dividingBy: d)
            return (UInt8(q), r)
        }
        // r < d < 2¹²⁷, so r + r' < 2d never overflows: add r ten times, subtracting d as we go.
        var digit: UInt8 = 0
        var acc: UInt128 = 0
        for _ in 0..<10 {
            acc += remainder
            if acc >= d {
                acc -= d
                digit += 1
            }
        }
        return (digit, acc)
    }

    /// Appends the decimal digits of `value` (`0` for zero) to `bytes`, as UTF-8: 19 digits at
    /// a time in 64-bit registers.
    static func appendDigits(of value: UInt128, to bytes: inout [UInt8]) {
        guard let small = UInt64(exactly: value) else {
            let (high, low) = value.quotientAndRemainder(dividingBy: 10_000_000_000_000_000_000)
            appendDigits(of: high, to: &bytes)
            appendDigits(of: UInt64(low), count: 19, to: &bytes)
            return
        }
        appendDigits(of: small, count: 1, to: &bytes)
    }

    /// Appends the decimal digits of `value`, at least `count` of them (zeros first).
    private static func appendDigits(of value: UInt64, count: Int, to bytes: inout [UInt8]) {
        let start = bytes.count
        var value = value
        repeat {
            let (q, r) = value.quotientAndRemainder(dividingBy: 10)
            bytes.append(UInt8(ascii: "0") + UInt8(r))
            value = q
        } while value > 0 || bytes.count - start < count
        bytes[start...].reverse()
    }

    /// How many decimal digits `value` has: 1 for 0 to 9.
    private static func digitCount(_ value: UInt128) -> Int {
        var count = 1
        var value = value
        while value >= 10 {
            value /= 10
            count += 1
        }
        return count
    }
}
