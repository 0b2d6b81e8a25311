import Testing

@testable import PerKit

@Suite("Number parsing")
struct NumberParsingTests {
    @Test(arguments: [
        ("3.99", q(399, 100)),
        ("3,99", q(399, 100)),
        (".5", q(1, 2)),
        (",5", q(1, 2)),
        ("0,5", q(1, 2)),
        ("1/2", q(1, 2)),
        ("10/4", q(5, 2)),
        ("1 1/2", q(3, 2)),
        ("12 3/4", q(51, 4)),
        ("$3.99", q(399, 100)),
        ("$ 3.99", q(399, 100)),
        ("€3,99", q(399, 100)),
        ("3,99€", q(399, 100)),
        ("3.99 $", q(399, 100)),
        ("£1.50", q(3, 2)),
        ("¥100", q(100)),
        ("1,299.00", q(1299)),
        ("1.299,00", q(1299)),
        ("1.299.000", q(1_299_000)),
        ("1,299,000", q(1_299_000)),
        ("1,234,567.89", q(123_456_789, 100)),
        ("1.234.567,89", q(123_456_789, 100)),
        ("1.299", q(1299, 1000)),  // a single dot is always a decimal point
        ("0,299", q(299, 1000)),  // a zero before the comma makes it a decimal
        ("1,2345", q(12345, 10000)),  // not three digits: a decimal comma
        ("1234,567", q(1_234_567, 1000)),  // four digits before: not a thousands group
        ("3.", q(3)),
        ("007", q(7)),
        ("  42  ", q(42)),
        ("0", q(0)),
        ("0.000001", q(1, 1_000_000)),
        ("123456789012345678901234567890", q(123_456_789_012_345_678_901_234_567_890)),
        ("0.12345678901234567890123456789", q(12_345_678_901_234_567_890_123_456_789, 100_000_000_000_000_000_000_000_000_000)),
    ] as [(String, Rational)])
    func readsNumbers(_ text: String, _ expected: Rational) throws {
        #expect(try Rational(parsing: text) == expected)
    }

    @Test(arguments: [
        ("", "expected a number"),
        ("   ", "expected a number"),
        ("abc", "expected a number at 'abc'"),
        ("$", "expected a number after '$'"),
        ("-3", "expected a number at '-3'"),
        ("1,299", "'1,299' is ambiguous: write 1299 for thousands or 1.299 for a decimal"),
        ("12,500", "'12,500' is ambiguous: write 12500 for thousands or 12.500 for a decimal"),
        ("1.2.3", "'1.2.3' is not a number: digits between separators must come in groups of three"),
        ("1,2,3", "'1,2,3' is not a number: digits between separators must come in groups of three"),
        ("12,34.56", "'12,34.56' is not a number: digits between separators must come in groups of three"),
        ("0,299.00", "'0,299.00' is not a number: digits between separators must come in groups of three"),
        ("1,234.567,89", "'1,234.567,89' has more than one decimal separator"),
        ("1/0", "can't divide by zero in '1/0'"),
        ("2 3/2", "'2 3/2' is not a mixed number: the fraction must be less than 1"),
        ("3 4", "unexpected '4' after '3' — expected a single number"),
        ("3.99 abc", "unexpected 'abc' after '3.99' — expected a single number"),
        ("1e5", "unexpected 'e5' after '1' — expected a single number"),
        ("2 x 3", "unexpected 'x 3' after '2' — expected a single number"),
        ("1234567890123456789012345678901", "'1234567890123456789012345678901' has too many digits (at most 30)"),
        ("0.0000000000000000000000000000001", "'0.0000000000000000000000000000001' has too many digits (at most 30)"),
    ])
    func rejectsWithAMessage(_ text: String, _ message: String) {
        #expect {
            _ = try Rational(parsing: text)
        } throws: { error in
            (error as? ParseError)?.message == message
        }
        do {
            _ = try Rational(parsing: text)
        } catch {
            #expect(error.message == message)
            #expect(error.description == message)
        }
    }

    @Test(arguments: [
        ("abc", 0), ("  abc", 2), ("3 4", 2), ("1,299", 0), ("$1,299", 1), ("3.99 abc", 5),
    ])
    func errorPositionsPointAtTheProblem(_ text: String, _ position: Int) {
        #expect(throws: ParseError.self) { try Rational(parsing: text) }
        do {
            _ = try Rational(parsing: text)
        } catch {
            #expect(error.position == position)
        }
    }
}
