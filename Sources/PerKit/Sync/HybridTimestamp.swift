/// A hybrid logical clock stamp: when a device wrote a value, in a total order that every
/// device agrees on.
///
/// Stamps compare by wall-clock milliseconds, then by the logical counter (which orders writes
/// in one millisecond, or after a clock that went back), then by device id, so two devices
/// never tie. The text form is `<milliseconds>-<counter>-<device>`, e.g.
/// `1764000000000-0-3f2a9c…`.
public struct HybridTimestamp: Hashable, Comparable, Sendable {
    /// Milliseconds since 1970-01-01T00:00:00Z, as the writing device's clock (or a later
    /// stamp it had seen) said.
    public let milliseconds: Int64
    /// Orders writes of one millisecond: 0 for the first.
    public let counter: Int64
    /// The writing device's id: 1 to 64 characters from `0-9`, `a-z`.
    public let device: String

    /// The largest milliseconds a stamp may carry: year 9999.
    static let maximumMilliseconds: Int64 = 253_402_300_799_999
    /// The largest counter a stamp may carry: the text form has at most 15 digits per number.
    public static let maximumCounter: Int64 = 999_999_999_999_999

    /// A stamp with every part given, or `nil` when a part is out of range (negative or past
    /// ``maximumMilliseconds``, a counter negative or past ``maximumCounter``, or a device id
    /// that is not 1 to 64 characters from `0-9`, `a-z`). Every stamp made has a text form that
    /// reads back as the same stamp.
    public init?(milliseconds: Int64, counter: Int64, device: String) {
        guard milliseconds >= 0, milliseconds <= Self.maximumMilliseconds, counter >= 0,
            counter <= Self.maximumCounter,
            Self.isValidDevice(device)
        else { return nil }
        self.milliseconds = milliseconds
        self.counter = counter
        self.device = device
    }

    /// Reads the text form, `<milliseconds>-<counter>-<device>`; `nil` for anything else.
    public init?(_ text: String) {
        // Over the bytes: a sync reads tens of thousands of stamps.
        var text = text
        guard let (milliseconds, counter, deviceStart) = text.withUTF8(Self.numbers) else { return nil }
        self.init(
            milliseconds: milliseconds, counter: counter,
            device: String(Substring(text.utf8.dropFirst(deviceStart))))
    }

    /// The two numbers of a stamp's text and where its device id starts, or `nil`.
    private static func numbers(_ bytes: UnsafeBufferPointer<UInt8>) -> (Int64, Int64, Int)? {
        var index = 0
        /// The decimal number of 1 to 15 digits up to the next `-`, without sign or leading
        /// zeros (but `0`); moves past the `-`.
        func number() -> Int64? {
            let start = index
            var value: Int64 = 0
            while index < bytes.count, bytes[index] != UInt8(ascii: "-") {
                let digit = bytes[index] &- UInt8(ascii: "0")
                guard digit <= 9, index - start < 15, index == start || bytes[start] != UInt8(ascii: "0")
                else { return nil }
                value = value * 10 + Int64(digit)
                index += 1
            }
            guard index > start, index < bytes.count else { return nil }
            index += 1
            return value
        }
        guard let milliseconds = number(), let counter = number() else { return nil }
        return (milliseconds, counter, index)
    }

    /// The text form, `<milliseconds>-<counter>-<device>`.
    public var text: String { String(milliseconds) + "-" + String(counter) + "-" + device }

    /// Whether `device` is 1 to 64 characters from `0-9`, `a-z`.
    public static func isValidDevice(_ device: String) -> Bool {
        let bytes = device.utf8
        return !bytes.isEmpty && bytes.count <= 64
            && bytes.allSatisfy {
                ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9"))
                    || ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z"))
            }
    }

    public static func < (lhs: HybridTimestamp, rhs: HybridTimestamp) -> Bool {
        if lhs.milliseconds != rhs.milliseconds { return lhs.milliseconds < rhs.milliseconds }
        if lhs.counter != rhs.counter { return lhs.counter < rhs.counter }
        return lhs.device.precedesInUTF8(rhs.device)
    }

}
