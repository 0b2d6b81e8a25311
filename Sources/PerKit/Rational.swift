/// An exact rational number: a 128-bit numerator over a positive 128-bit denominator,
/// always in lowest terms.
///
/// `Rational` is the only number type Per computes with. Arithmetic reports overflow and
/// division by zero as ``ArithmeticError`` instead of trapping, and comparison is exact and
/// can never overflow.
public struct Rational: Sendable, Hashable {
    /// The numerator; carries the sign.
    public let numerator: Int128
    /// The denominator; always positive.
    public let denominator: Int128

    /// Zero.
    public static let zero = Rational(normalizedNumerator: 0, denominator: 1)
    /// One.
    public static let one = Rational(normalizedNumerator: 1, denominator: 1)

    /// Creates an integer value.
    public init(_ value: Int128) {
        self.init(normalizedNumerator: value, denominator: 1)
    }

    /// Creates an integer value.
    public init(_ value: Int) {
        self.init(normalizedNumerator: Int128(value), denominator: 1)
    }

    /// Creates `numerator / denominator` in lowest terms.
    ///
    /// - Throws: ``ArithmeticError/divisionByZero`` when `denominator` is zero,
    ///   ``ArithmeticError/overflow`` when the value cannot be normalised (`Int128.min`).
    public init(_ numerator: Int128, _ denominator: Int128) throws(ArithmeticError) {
        guard denominator != 0 else { throw .divisionByZero }
        guard numerator != .min, denominator != .min else { throw .overflow }
        var n = numerator
        var d = denominator
        if d < 0 {
            n = -n
            d = -d
        }
        let g = Rational.gcd(n.magnitude, d.magnitude)
        if g > 1 {
            n /= Int128(g)
            d /= Int128(g)
        }
        self.init(normalizedNumerator: n, denominator: d)
    }

    /// Creates a value whose parts are already in lowest terms with a positive denominator.
    init(normalizedNumerator: Int128, denominator: Int128) {
        self.numerator = normalizedNumerator
        self.denominator = denominator
    }

    /// Whether the value is zero.
    public var isZero: Bool { numerator == 0 }
    /// Whether the value is greater than zero.
    public var isPositive: Bool { numerator > 0 }
    /// Whether the value is less than zero.
    public var isNegative: Bool { numerator < 0 }
    /// Whether the value is a whole number.
    public var isInteger: Bool { denominator == 1 }

    /// The value with its sign flipped.
    public var negated: Rational {
        Rational(normalizedNumerator: -numerator, denominator: denominator)
    }

    /// The absolute value.
    public var magnitude: Rational { numerator < 0 ? negated : self }

    /// The greatest common divisor, using 64-bit hardware division when the values fit.
    static func gcd(_ a: UInt128, _ b: UInt128) -> UInt128 {
        var a = a
        var b = b
        while b != 0 {
            if a <= UInt128(UInt64.max) && b <= UInt128(UInt64.max) {
                var x = UInt64(a)
                var y = UInt64(b)
                while y != 0 { (x, y) = (y, x % y) }
                return UInt128(x)
            }
            (a, b) = (b, a % b)
        }
        return a
    }
}

extension Rational {
    /// `digits × 10^-places` for catalog constants; the caller guarantees it fits.
    init(digits: Int128, places: Int) {
        var denominator: Int128 = 1
        for _ in 0..<places { denominator *= 10 }
        let g = Int128(Rational.gcd(digits.magnitude, denominator.magnitude))
        self.init(normalizedNumerator: digits / g, denominator: denominator / g)
    }
}
