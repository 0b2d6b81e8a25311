extension Rational: Comparable {
    /// Exact comparison that never overflows.
    ///
    /// Small operands are compared by cross-multiplication; large ones by comparing their
    /// continued-fraction expansions term by term.
    /// - Complexity: O(1) for operands below 2⁶³; O(log n) otherwise.
    public static func < (lhs: Rational, rhs: Rational) -> Bool {
        if lhs.denominator == rhs.denominator { return lhs.numerator < rhs.numerator }
        if let a = Int64(exactly: lhs.numerator), let b = Int64(exactly: rhs.denominator),
            let c = Int64(exactly: rhs.numerator), let d = Int64(exactly: lhs.denominator)
        {
            // 64-bit parts: the cross products fit in 128 bits, one hardware multiplication each.
            return Int128(a) &* Int128(b) < Int128(c) &* Int128(d)
        }
        let (left, o1) = lhs.numerator.multipliedReportingOverflow(by: rhs.denominator)
        let (right, o2) = rhs.numerator.multipliedReportingOverflow(by: lhs.denominator)
        if !o1 && !o2 { return left < right }
        if lhs.isNegative != rhs.isNegative { return lhs.isNegative }
        if lhs.isNegative { return rhs.magnitude.lessThanPositive(lhs.magnitude) }
        return lhs.lessThanPositive(rhs)
    }

    /// Compares two non-negative values through their continued fractions.
    private func lessThanPositive(_ other: Rational) -> Bool {
        var (a, b) = (numerator.magnitude, denominator.magnitude)
        var (c, d) = (other.numerator.magnitude, other.denominator.magnitude)
        while true {
            let (q1, r1) = a.quotientAndRemainder(dividingBy: b)
            let (q2, r2) = c.quotientAndRemainder(dividingBy: d)
            if q1 != q2 { return q1 < q2 }
            // Equal integer parts: compare the fractional parts r1/b and r2/d.
            if r1 == 0 || r2 == 0 {
                if r1 == 0 && r2 == 0 { return false }
                return r1 == 0
            }
            // r1/b < r2/d  ⇔  d/r2 < b/r1
            (a, b, c, d) = (d, r2, b, r1)
        }
    }
}
