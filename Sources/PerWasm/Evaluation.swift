import PerKit

/// `per_evaluate`'s logic: text in, JSON out. Every rule (parsing, arithmetic, formatting, JSON
/// text) lives in PerKit; this only chooses the result's members.
enum Evaluation {
    /// Significant digits of `value` when the decimal expansion does not terminate.
    static let approximateDigits = 10

    /// Evaluates `text` with ``PriceExpression`` and returns the JSON result and whether it
    /// succeeded.
    static func evaluate(_ text: String) -> (json: String, succeeded: Bool) {
        do throws(ParseError) {
            return (success(try PriceExpression.evaluate(text)), true)
        } catch {
            return (failure(error.message), false)
        }
    }

    /// The JSON for `text`, as `per_evaluate` stores it.
    static func json(for text: String) -> String {
        evaluate(text).json
    }

    /// `{"ok":true,"value":"3.333333333","exact":"10/3","approximate":true}`.
    static func success(_ value: Rational) -> String {
        let exactDecimal = value.exactDecimal
        return JSON.object([
            .init("ok", .bool(true)),
            .init("value", .string(exactDecimal ?? value.formatted(significantDigits: approximateDigits))),
            .init("exact", .string(value.fractionText)),
            .init("approximate", .bool(exactDecimal == nil)),
        ]).text
    }

    /// `{"ok":false,"error":"<message>"}`.
    static func failure(_ message: String) -> String {
        JSON.object([.init("ok", .bool(false)), .init("error", .string(message))]).text
    }
}
