/// A value stored out of line, in a box that copies share: the structs that hold one stay
/// small, so copying them takes less code and time.
enum OutOfLine<Value: Hashable & Sendable>: Hashable, Sendable {
    indirect case value(Value)

    /// The value.
    var value: Value {
        switch self {
        case .value(let value): return value
        }
    }
}
