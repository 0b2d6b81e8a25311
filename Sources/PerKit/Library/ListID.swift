/// A list's stable identifier: 128 random bits, written as 32 lowercase hexadecimal digits.
///
/// PerKit has no randomness: front ends make fresh ids (`crypto.getRandomValues`,
/// `SystemRandomNumberGenerator`) and pass them in the actions that create lists.
public struct ListID: Hashable, Sendable {
    /// The high 64 bits.
    public let high: UInt64
    /// The low 64 bits.
    public let low: UInt64

    /// The id with these bits.
    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// Reads 32 hexadecimal digits (either case); `nil` for anything else.
    public init?(_ text: String) {
        var id: ListID? = nil
        text.withUTF8Bytes { id = ListID(utf8: $0) }
        guard let id else { return nil }
        self = id
    }

    /// Reads 32 hexadecimal digits (either case) from UTF-8 bytes; `nil` for anything else.
    init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count == 32 else { return nil }
        var high: UInt64 = 0
        var low: UInt64 = 0
        for byte in bytes {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            high = high &<< 4 | low &>> 60
            low = low &<< 4 | UInt64(digit)
        }
        self.init(high: high, low: low)
    }

    /// The id as 32 lowercase hexadecimal digits.
    public var text: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(32)
        for word in [high, low] {
            for shift in stride(from: 60, through: 0, by: -4) {
                let digit = UInt8(truncatingIfNeeded: word &>> UInt64(shift)) & 0xF
                bytes.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The id `offset` after this one, wrapping around: the lists of one import take a fresh
    /// id and its successors, all as unpredictable as the fresh one.
    public func advanced(by offset: UInt64) -> ListID {
        let (sum, carry) = low.addingReportingOverflow(offset)
        return ListID(high: carry ? high &+ 1 : high, low: sum)
    }
}

extension ListID: Comparable {
    /// Orders ids as their hexadecimal text does.
    public static func < (lhs: ListID, rhs: ListID) -> Bool {
        (lhs.high, lhs.low) < (rhs.high, rhs.low)
    }
}
