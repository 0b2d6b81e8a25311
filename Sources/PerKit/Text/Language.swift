/// A language the app speaks: every text of the page and of PerKit's view models comes from
/// its ``Catalog``. Numbers keep following the device's locale, whatever the language.
public enum Language: String, CaseIterable, Sendable {
    /// The case whose code is `rawValue`, compared byte for byte.
    public init?(rawValue: String) {
        guard let match = Self.exactlyMatching(rawValue) else { return nil }
        self = match
    }

    /// English, the language of the CLI and the API, and the one a page falls back to.
    case english = "en"
    /// German.
    case german = "de"
    /// French.
    case french = "fr"
    /// Spanish.
    case spanish = "es"

    /// The BCP 47 code of the language, e.g. `de`: the page's `lang`.
    public var code: String { rawValue }

    /// The language's name in itself, as a menu of languages lists it: "Deutsch".
    public var name: String {
        switch self {
        case .english: "English"
        case .german: "Deutsch"
        case .french: "Français"
        case .spanish: "Español"
        }
    }

    /// The language of a BCP 47 tag such as `de-AT` or `es-419` (any case), or `nil` when
    /// the app doesn't speak it.
    public init?(tag: String) {
        let primary = tag.trimmingSpaces.fields(separatedBy: "-", trimming: false).first ?? ""
        guard let language = Self(rawValue: primary.asciiLowercased) else { return nil }
        self = language
    }

    /// The first of `tags` (the browser's languages, most preferred first) that the app
    /// speaks, or English.
    public static func preferred(from tags: [String]) -> Language {
        for tag in tags {
            if let language = Language(tag: tag) { return language }
        }
        return .english
    }
}
