/// A day of the proleptic Gregorian calendar, written `YYYY-MM-DD`.
///
/// PerKit has no clock: front ends pass today's date in.
public struct CalendarDate: Hashable, Comparable, Sendable {
    /// The year, 1 to 9999.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int
    /// The day of the month, 1 to 31.
    public let day: Int

    /// Reads `YYYY-MM-DD`; `nil` for anything else, including impossible dates such as
    /// `2026-02-30` and the year 0.
    public init?(_ text: String) {
        var date: CalendarDate? = nil
        text.withUTF8Bytes { date = CalendarDate(utf8: $0) }
        guard let date else { return nil }
        self = date
    }

    /// Reads `YYYY-MM-DD` from UTF-8 bytes, as ``init(_:)`` reads text.
    init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else {
            return nil
        }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                let byte = bytes[index]
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else {
            return nil
        }
        self.init(year: year, month: month, day: day)
    }

    /// The date with these parts; `nil` when there is no such day.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month), day >= 1,
            day <= Timestamp.days(inMonth: month, of: year)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day of a timestamp, in UTC.
    public init(_ timestamp: Timestamp) {
        // A valid timestamp starts with a valid `YYYY-MM-DD`.
        let date = CalendarDate(timestamp.text.prefix(scalars: 10))
        year = date?.year ?? 1970
        month = date?.month ?? 1
        day = date?.day ?? 1
    }

    /// The date as `YYYY-MM-DD`.
    public var text: String {
        Self.digits(year, 4) + "-" + Self.digits(month, 2) + "-" + Self.digits(day, 2)
    }

    /// The date as a shopper reads it in a short sentence: `3 Nov`, or `3 Nov 2025` when it is
    /// not in the year of `today`.
    public func shortText(today: CalendarDate) -> String {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let text = "\(day) " + months[month - 1]
        return year == today.year ? text : text + " \(year)"
    }

    /// Days since 1970-01-01 (negative before it).
    public var dayNumber: Int {
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The days from `self` to `other`: positive when `other` is later.
    public func days(to other: CalendarDate) -> Int { other.dayNumber - dayNumber }

    /// Whether `lhs` is an earlier day than `rhs`.
    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    private static func digits(_ value: Int, _ count: Int) -> String {
        var text = "\(value)"
        while text.utf8.count < count { text = "0" + text }
        return text
    }
}
