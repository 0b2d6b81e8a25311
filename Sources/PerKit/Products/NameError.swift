/// Why text can't be the name of a product, a list or a store: it holds a control character.
///
/// A name never holds a control character — C0 (a tab, a line break, an escape …), DEL or C1
/// (see `String.containsControlCharacter`): a terminal runs some of them as commands,
/// and no list, CSV cell or shelf tag shows them. Such a name is refused wherever a name comes
/// in — typed, from a file or a share link — never cleaned, so that what is kept is what was
/// given. Names rebuilt from what was saved are not checked, so that one kept before this rule
/// still opens.
public struct NameError: Error, Equatable, Sendable {
    /// What the name names.
    public enum Subject: String, Sendable {
        /// A product's name.
        case product
        /// A list's name.
        case list
        /// A store's name.
        case store
    }

    /// What the name names.
    public let subject: Subject
    /// The code of the name's first control character (at most U+009F).
    public let controlCharacter: Int

    /// An error for `code`, the control character a name of `subject` holds.
    public init(subject: Subject, controlCharacter code: Int) {
        self.subject = subject
        controlCharacter = code
    }

    /// The error for `name` as the name of `subject`, or `nil` when it can be one. The name is
    /// checked as it is kept: without the spaces, tabs and line breaks around it, which names
    /// are trimmed of.
    @inline(never)
    public init?(checking name: String, as subject: Subject) {
        guard let code = name.trimmingSpaces.firstControlCharacter else { return nil }
        self.init(subject: subject, controlCharacter: code)
    }

    /// A sentence for the shopper in English, e.g. "The store name has a control character
    /// (U+0009): a name can't hold tabs, line breaks or other control characters".
    public var message: String { message(in: .english) }

    /// A sentence for the shopper in the language of `catalog`.
    @inline(never)
    public func message(in catalog: Catalog) -> String {
        // A control character is at most U+009F: two hexadecimal digits after "U+00".
        func digit(_ value: Int) -> UInt8 { UInt8(truncatingIfNeeded: value < 10 ? 0x30 + value : 0x37 + value) }
        let code = [0x55, 0x2B, 0x30, 0x30, digit(controlCharacter >> 4 & 0xF), digit(controlCharacter & 0xF)]
        let name: Phrase =
            switch subject {
            case .product: .productNameSubject
            case .list: .listNameSubject
            case .store: .storeNameSubject
            }
        return catalog.text(
            .nameHasControlCharacter, ("name", catalog.text(name)),
            ("code", String(decoding: code, as: UTF8.self)))
    }
}

extension NameError: CustomStringConvertible {
    /// The same text as ``message``.
    public var description: String { message }
}
