/// Every text the app shows, in one ``Language``: the page's labels, buttons and notes, and
/// the sentences of PerKit's view models.
///
/// A text is a ``Phrase``'s template in the language, with named placeholders in braces
/// (`"This removes all {count} products from {list}."`) that ``text(_:_:)`` fills in. Each
/// language's templates are one `switch` (`Phrase+German.swift`, …): no dictionary or
/// resource file, so that it works in the WebAssembly modules, and the compiler checks that
/// every language has every phrase. A test checks that every template has the English one's
/// placeholders.
public struct Catalog: Hashable, Sendable {
    /// The language the texts are in.
    public let language: Language

    /// The catalog of `language`.
    public init(_ language: Language) {
        self.language = language
    }

    /// The English catalog: the CLI's and the API's.
    public static let english = Catalog(.english)

    /// The text of `phrase`, one without placeholders.
    public func text(_ phrase: Phrase) -> String {
        phrase.template(in: language)
    }

    /// The text of `phrase` with each placeholder `{name}` replaced by its value in `values`
    /// (pairs of name and value). A placeholder with no value is left as it is.
    public func text(_ phrase: Phrase, _ values: (String, String)...) -> String {
        Self.fill(phrase.template(in: language), values)
    }

    /// The text of `phrase` as parts (see ``Verdict/encoded``): its words as text, each
    /// placeholder replaced by its value in `values`, parts themselves (`"m3.99"`, or
    /// `"t500 g for \u{1F}m3.99"`).
    func phrase(_ phrase: Phrase, _ values: (String, String)...) -> EncodedPhrase {
        var parts = EncodedPhrase()
        var value = ""
        walk(phrase) { text, placeholder in
            let text = Self.text(text, after: value)
            if !text.isEmpty { parts.text(text) }
            if let placeholder {
                value = Self.value(of: placeholder, in: values)
                parts.append(encoded: value)
            }
        }
        return parts
    }

    /// `text` after a value that ends with `value`: without its full stop when the value already
    /// ends with one ("bis 23. Nov." then "." is "bis 23. Nov.").
    private static func text(_ text: String, after value: String) -> String {
        guard text.hasUTF8Prefix("."), value.hasUTF8Suffix(".") else { return text }
        return text.droppingPrefix(".")
    }

    /// Calls `body` with each stretch of the template of `phrase` up to a placeholder and that
    /// placeholder's name, in turn, then with the rest of the template and `nil`.
    func walk(_ phrase: Phrase, _ body: (_ text: String, _ placeholder: String?) -> Void) {
        Self.walk(phrase.template(in: language), body)
    }

    /// `template` with its placeholders filled in from `values`.
    static func fill(_ template: String, _ values: [(String, String)]) -> String {
        var filled = ""
        walk(template) { text, placeholder in
            filled += Self.text(text, after: filled)
            if let placeholder {
                let value = values.first { $0.0.hasSameUTF8(as: placeholder) }
                filled += value?.1 ?? "{" + placeholder + "}"
            }
        }
        return filled
    }

    /// The value of `placeholder` in `values` as parts; the placeholder itself as text when it
    /// has none.
    private static func value(of placeholder: String, in values: [(String, String)]) -> String {
        values.first { $0.0.hasSameUTF8(as: placeholder) }?.1 ?? "t{" + placeholder + "}"
    }

    /// ``walk(_:_:)`` over a template.
    private static func walk(_ template: String, _ body: (String, String?) -> Void) {
        template.withUTF8Bytes { bytes in
            var start = 0
            var index = 0
            while index < bytes.count {
                guard bytes[index] == UInt8(ascii: "{"),
                    let close = bytes[index...].firstIndex(of: UInt8(ascii: "}"))
                else {
                    index += 1
                    continue
                }
                body(String.decoding(bytes, start..<index), String.decoding(bytes, (index + 1)..<close))
                index = close + 1
                start = index
            }
            body(String.decoding(bytes, start..<bytes.count), nil)
        }
    }

    /// The names of the placeholders of `template`, in order: `["count", "list"]`.
    static func placeholders(of template: String) -> [String] {
        var names: [String] = []
        walk(template) { _, placeholder in
            if let placeholder { names.append(placeholder) }
        }
        return names
    }

    /// Every text, as one JSON object from each ``Phrase``'s key (its raw value, which the
    /// page's `data-text` attributes name) to its template: sent to the page once, and again
    /// when the language changes.
    public func pageTexts(to writer: inout JSONWriter) {
        writer.beginObject()
        for phrase in Phrase.allCases {
            writer.member(phrase.rawValue, text(phrase))
        }
        writer.endObject()
    }
}
