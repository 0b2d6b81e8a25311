/// Text that could not be read as a number, price, unit or quantity.
///
/// The message says what was expected and where, in words meant for the person who typed
/// the text, for example `expected a unit after '500' — try g, kg, oz, lb, mL, L, fl oz, …`.
public struct ParseError: Error, Hashable, Sendable {
    /// What went wrong and what was expected instead.
    public let message: String
    /// The offset, in Unicode scalars from the start of the input, where the problem starts.
    public let position: Int

    /// Creates an error with a message and the offset of the offending text.
    public init(_ message: String, at position: Int) {
        self.message = message
        self.position = position
    }
}

extension ParseError: CustomStringConvertible {
    /// The same text as ``message``.
    public var description: String { message }
}
