/// Why the deal clauses written after a product's quantity can't be read or make no price.
///
/// The ``reason`` names the clause as written, and ``message(in:)`` says it for the shopper in
/// the app's language, for example `'buy get 1 free' needs its number, e.g. buy 2 get 1 free`;
/// the clauses and their examples stay as they are written, in every language.
public struct DealError: Error, Sendable {
    /// What is wrong.
    public let reason: Reason

    /// The error for `reason`.
    public init(_ reason: Reason) {
        self.reason = reason
    }

    /// A sentence for the shopper in English, e.g. "'save 5.00' leaves nothing to pay: one pack
    /// would cost -1.01".
    public var message: String { message(in: .english) }

    /// A sentence for the shopper in the language of `catalog`.
    public func message(in catalog: Catalog) -> String { reason.message(in: catalog) }

    /// A clause with nothing in it.
    public static var emptyClause: DealError { DealError(.emptyClause) }
    /// Text that is none of the clauses Per knows.
    public static func unknownClause(_ text: String) -> DealError { DealError(.unknownClause(text)) }
    /// A clause without its number.
    public static func missingNumber(clause: String, example: String) -> DealError {
        DealError(.missingNumber(clause: clause, example: example))
    }
    /// A number in the clause can't be read.
    public static func invalidNumber(clause: String, _ error: ParseError) -> DealError {
        DealError(.invalidNumber(clause: clause, error))
    }
    /// A count of packs that is not a whole number.
    public static func notWholeCount(clause: String) -> DealError { DealError(.notWholeCount(clause: clause)) }
    /// A count or an amount that is zero or negative.
    public static func notPositive(clause: String) -> DealError { DealError(.notPositive(clause: clause)) }
    /// More than 100% off.
    public static func moreThanWholePrice(clause: String) -> DealError {
        DealError(.moreThanWholePrice(clause: clause))
    }
    /// `N for the price of M` with M not less than N.
    public static func takesNoMore(clause: String) -> DealError { DealError(.takesNoMore(clause: clause)) }
    /// `N for M`, ambiguous.
    public static func ambiguousMultiBuy(count: Rational, other: Rational) -> DealError {
        DealError(.ambiguousMultiBuy(count: count, other: other))
    }
    /// The same kind of clause twice.
    public static func repeated(_ first: String, _ second: String) -> DealError {
        DealError(.repeated(first, second))
    }
    /// Two deals.
    public static func twoDeals(_ first: String, _ second: String) -> DealError { DealError(.twoDeals(first, second)) }
    /// A reduction that leaves nothing to pay.
    public static func priceNotPositive(clause: String, price: Rational) -> DealError {
        DealError(.priceNotPositive(clause: clause, price: price))
    }
    /// An overflow.
    public static func arithmetic(_ error: ArithmeticError) -> DealError { DealError(.arithmetic(error)) }
}

extension DealError: Equatable {
    /// Errors are equal when their messages are, byte for byte (the message says everything
    /// the reason holds).
    public static func == (lhs: DealError, rhs: DealError) -> Bool {
        lhs.message.hasSameUTF8(as: rhs.message)
    }
}

extension DealError {
    /// Why deal clauses can't be read or make no price; each case names the clause as written.
    public enum Reason: Equatable, Sendable {
        /// A clause with nothing in it: two commas in a row, or a comma at the end.
        case emptyClause
        /// Text that is none of the clauses Per knows.
        case unknownClause(String)
        /// A clause without its number (`member`, `% off`, `buy get 1 free`); carries the clause
        /// and an example of it written in full.
        case missingNumber(clause: String, example: String)
        /// A number in the clause can't be read; carries the clause and why.
        case invalidNumber(clause: String, ParseError)
        /// A count of packs that is not a whole number (`buy 1.5 get 1 free`).
        case notWholeCount(clause: String)
        /// A count or an amount that is zero or negative (`save 0`, `buy 0 get 1 free`).
        case notPositive(clause: String)
        /// More than 100% off.
        case moreThanWholePrice(clause: String)
        /// `N for the price of M` with M not less than N.
        case takesNoMore(clause: String)
        /// `N for M` with two whole numbers and M < N: a multi-buy of N for M.00, or N for the
        /// price of M. Carries N and M.
        case ambiguousMultiBuy(count: Rational, other: Rational)
        /// The same kind of clause twice (two member prices, two savings …); carries both clauses.
        case repeated(String, String)
        /// Two deals where a product has at most one (buy-get-free, 2nd half price, N for the
        /// price of M, N for PRICE); carries both clauses.
        case twoDeals(String, String)
        /// A member price or a reduction that leaves nothing, or less than nothing, to pay for
        /// one pack; carries the clause and the price it would leave.
        case priceNotPositive(clause: String, price: Rational)
        /// The exact computation overflowed.
        case arithmetic(ArithmeticError)

        /// A sentence for the shopper in the language of `catalog` (see ``DealError/message(in:)``).
        func message(in catalog: Catalog) -> String {
            switch self {
            case .emptyClause: catalog.text(.dealEmptyClause)
            case .unknownClause(let text): catalog.text(.dealUnknownClause, ("clause", text))
            case .missingNumber(let clause, let example):
                catalog.text(.dealMissingNumber, ("clause", clause), ("example", example))
            case .invalidNumber(let clause, let error):
                catalog.text(.dealInvalidNumber, ("clause", clause), ("reason", error.message(in: catalog)))
            case .notWholeCount(let clause): catalog.text(.dealNotWholeCount, ("clause", clause))
            case .notPositive(let clause): catalog.text(.dealNotPositive, ("clause", clause))
            case .moreThanWholePrice(let clause): catalog.text(.dealMoreThanWholePrice, ("clause", clause))
            case .takesNoMore(let clause): catalog.text(.dealTakesNoMore, ("clause", clause))
            case .ambiguousMultiBuy(let count, let other):
                catalog.text(
                    .dealAmbiguousMultiBuy, ("count", count.fractionText), ("other", other.fractionText),
                    ("price", other.displayText(minimumPlaces: 2)))
            case .repeated(let first, let second):
                catalog.text(.dealRepeated, ("first", first), ("second", second))
            case .twoDeals(let first, let second):
                catalog.text(.dealTwoDeals, ("first", first), ("second", second))
            case .priceNotPositive(let clause, let price):
                catalog.text(
                    .dealPriceNotPositive, ("clause", clause), ("price", price.displayText(minimumPlaces: 2)))
            case .arithmetic(let error): error.message(in: catalog)
            }
        }
    }
}

extension DealError: CustomStringConvertible {
    /// The same text as ``message``.
    public var description: String { message }
}
