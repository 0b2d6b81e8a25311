import Testing

@testable import PerKit

@Suite("Price expressions")
struct PriceExpressionTests {
    @Test(arguments: [
        ("3.99", q(399, 100)),
        ("2 x 3.49", q(698, 100)),
        ("2x3.49", q(698, 100)),
        ("2 X 3.49", q(698, 100)),
        ("2 × 3.49", q(698, 100)),
        ("2 * 3.49", q(698, 100)),
        ("2 · 3.49", q(698, 100)),
        ("$2 x $3.49", q(698, 100)),
        ("2 x 3,49 €", q(698, 100)),
        ("7.99 - 1.50", q(649, 100)),
        ("7.99 − 1.50", q(649, 100)),
        ("7.99 – 1.50", q(649, 100)),
        ("3.99 / 2", q(399, 200)),
        ("3.99/2", q(399, 200)),
        ("3.99 ÷ 2", q(399, 200)),
        ("0.1 + 0.2", q(3, 10)),
        // Precedence and associativity.
        ("2 + 3 x 4", q(14)),
        ("2 x 3 + 4", q(10)),
        ("10 - 4 / 2", q(8)),
        ("8 - 3 - 2", q(3)),
        ("10 / 4 / 5", q(1, 2)),
        ("12 / 2 x 3", q(18)),
        ("1 + 1/2", q(3, 2)),
        ("1 1/2 x 2", q(3)),
        // Parentheses and signs.
        ("(2 + 3) x 4", q(20)),
        ("2 x (3.49 - 0.50)", q(598, 100)),
        ("((1))", q(1)),
        ("(1 + (2 x (3 + 4)))", q(15)),
        ("-2", q(-2)),
        ("2 - -1", q(3)),
        ("-(1 + 2)", q(-3)),
        ("--2", q(2)),
        ("4.99 - 5", q(-1, 100)),  // negative prices are values here; ProductItem refuses them
    ] as [(String, Rational)])
    func evaluatesExactly(_ text: String, _ expected: Rational) throws {
        #expect(try PriceExpression.evaluate(text) == expected)
    }

    static let huge = String(repeating: "9", count: 30)

    @Test(arguments: [
        ("", "expected a price, e.g. 3.99"),
        ("  ", "expected a price, e.g. 3.99"),
        ("3.99 / 0", "can't divide by zero in '3.99 / 0'"),
        ("3.99 / (2 - 2)", "can't divide by zero in '3.99 / (2 - 2)'"),
        ("1/0", "can't divide by zero in '1/0'"),
        ("3 +", "expected a number after '3 +'"),
        ("3.99 /", "expected a number after '3.99 /'"),
        ("2 *", "expected a number after '2 *'"),
        ("3 + (", "expected a number after '3 + ('"),
        ("3 + )", "expected a number after '3 +', found ')'"),
        ("abc", "expected a number at 'abc'"),
        ("3 q", "unexpected 'q' after '3' — expected + − × ÷ or the end of the price"),
        ("2 x 3.49 banana", "unexpected 'banana' after '2 x 3.49' — expected + − × ÷ or the end of the price"),
        ("1e5", "unexpected 'e5' after '1' — expected + − × ÷ or the end of the price"),
        ("2 x", "unexpected 'x' after '2' — expected + − × ÷ or the end of the price"),
        ("(1", "expected ')' to close the '(' at position 1"),
        ("2 x (3 + 4", "expected ')' to close the '(' at position 5"),
        ("1,299 x 2", "'1,299' is ambiguous: write 1299 for thousands or 1.299 for a decimal"),
        ("\(huge) x \(huge)", "'\(huge) x \(huge)' is too large to compute exactly"),
    ])
    func rejectsWithAMessage(_ text: String, _ message: String) {
        #expect(throws: ParseError.self) { try PriceExpression.evaluate(text) }
        do {
            _ = try PriceExpression.evaluate(text)
        } catch {
            #expect(error.message == message)
        }
    }

    @Test func divisionByZeroPointsAtTheOperator() {
        do {
            _ = try PriceExpression.evaluate("3.99 / 0")
            Issue.record("expected an error")
        } catch {
            #expect(error.position == 5)
        }
    }

    @Test func nestingUpToTheLimitIsRead() throws {
        let parentheses = String(repeating: "(", count: 64) + "2.5" + String(repeating: ")", count: 64)
        #expect(try PriceExpression.evaluate(parentheses) == q(5, 2))
        #expect(try PriceExpression.evaluate(String(repeating: "-", count: 64) + "3") == q(3))
        #expect(try PriceExpression.evaluate(String(repeating: "-", count: 63) + "3") == q(-3))
    }

    @Test(arguments: [
        (String(repeating: "(", count: 65) + "1" + String(repeating: ")", count: 65), 65),
        (String(repeating: "-", count: 65) + "1", 65),
        ("1 + " + String(repeating: "(", count: 65) + "1", 69),
    ])
    func nestingBeyondTheLimitIsAnError(_ text: String, _ position: Int) {
        do {
            _ = try PriceExpression.evaluate(text)
            Issue.record("expected an error")
        } catch {
            #expect(error.message == "too many nested parentheses or signs (at most 64)")
            #expect(error.position == position)
        }
    }

    @Test(arguments: ["(", "-", "(-", "- ("])
    func deepNestingIsAnErrorNotACrash(_ opener: String) {
        // Deep enough to exhaust any stack if every level recursed freely.
        let text = String(repeating: opener, count: 100_000) + "1"
        #expect(throws: ParseError.self) { try PriceExpression.evaluate(text) }
    }
}
