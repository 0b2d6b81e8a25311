import PerKit

/// The rule for the names of households and devices: trimmed, not empty, at most
/// ``maximumLength`` characters and no control characters (a name is shown in lists, logs of
/// the command line and terminals).
public enum DisplayName {
    /// The longest name accepted, in characters.
    public static let maximumLength = 100

    /// The name without surrounding white space.
    /// - Parameter what: What the name is of, for the message: `household`, `device`.
    /// - Throws: ``DisplayNameError`` saying what is wrong.
    public static func validated(_ text: String, of what: String) throws(DisplayNameError) -> String {
        let name = text.trimmingWhitespace()
        guard !name.isEmpty else { throw DisplayNameError("The \(what)'s name is empty: give it a name") }
        guard name.count <= maximumLength else {
            throw DisplayNameError("The \(what)'s name is longer than \(maximumLength) characters")
        }
        guard !name.containsControlCharacter else {
            throw DisplayNameError("The \(what)'s name contains a control character")
        }
        return name
    }
}

/// Why a household or device name is refused.
public struct DisplayNameError: Error, Equatable {
    /// One sentence, e.g. `The household's name is empty: give it a name`.
    public let message: String

    init(_ message: String) {
        self.message = message
    }
}

extension String {
    fileprivate func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
