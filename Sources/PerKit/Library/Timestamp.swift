/// A moment as ISO-8601 text in UTC, as a front end's clock gives it:
/// `2026-11-23T18:04:05Z` or `2026-11-23T18:04:05.123Z` (`Date.prototype.toISOString()`).
///
/// PerKit has no clock: front ends pass the time in, and PerKit stores it as given.
public struct Timestamp: Hashable, Sendable {
    /// The ISO-8601 text.
    public let text: String

    /// The first moment of 1970 (UTC), for state made without a clock.
    public static let epoch = Timestamp(checked: "1970-01-01T00:00:00Z")

    private init(checked text: String) { self.text = text }

    /// Reads `YYYY-MM-DDTHH:MM:SS` with up to nine decimals of a second and a final `Z`;
    /// `nil` for anything else, including impossible dates such as `2026-02-30`.
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20, bytes.count <= 30, bytes.last == UInt8(ascii: "Z") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                let byte = bytes[index]
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        let separators: [(Int, UInt8)] = [
            (4, UInt8(ascii: "-")), (7, UInt8(ascii: "-")), (10, UInt8(ascii: "T")), (13, UInt8(ascii: ":")),
            (16, UInt8(ascii: ":")),
        ]
        guard separators.allSatisfy({ bytes[$0.0] == $0.1 }),
            let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
            (1...12).contains(month), day >= 1, day <= Self.days(inMonth: month, of: year),
            hour < 24, minute < 60, second < 60
        else { return nil }
        if bytes.count > 20 {
            // A fraction of a second: a point and one to nine digits before the `Z`.
            guard bytes[19] == UInt8(ascii: "."), bytes.count >= 22, number(20..<(bytes.count - 1)) != nil
            else {
                return nil
            }
        }
        self.text = text
    }

    /// The days in a month of the proleptic Gregorian calendar.
    static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2:
            let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
            return isLeap ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
