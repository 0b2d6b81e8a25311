/// A value stored out of line, in a box that copies share: the structs that hold one stay
/// small, so copying them takes less code and time.
enum OutOfLine<Value: Hashable & Sendable>: Hashable, Sendable {
    indirect case value(Value)

    /// `value` in a box, or `nil` for `nil`.
    init?(_ value: Value?) {
        guard let value else { return nil }
        self = .value(value)
    }

    /// The value.
    var value: Value {
        switch self {
        case .value(let value): return value
        }
    }
}
