/// What an error says, kept as its words' meaning rather than as text, so that a ``Catalog``
/// can say it in any ``Language``: a ``Phrase`` with the values of its placeholders (some of
/// them sentences in turn), a series of sentences, another error's message, or text said the
/// same way in every language.
///
/// The values are the shopper's own words, numbers and unit symbols (`'3,999'`, `500 g`), which
/// stay as they are in every language.
indirect enum ErrorSentence: Sendable {
    /// `phrase` with each placeholder filled from `values` (pairs of name and value) or from
    /// `sentences` (pairs of name and sentence, said in the same language).
    case phrase(Phrase, [(String, String)] = [], sentences: [(String, ErrorSentence)] = [])
    /// The sentences one after the other, `a, b or c`, with `conjunction` (``Phrase/listOr``,
    /// ``Phrase/listAnd``) before the last.
    case series([ErrorSentence], conjunction: Phrase)
    /// Text that reads the same in every language: words from elsewhere (a front end's), or
    /// words only a developer reads.
    case text(String)
    /// A product's error (see ``ProductListError/message(in:)``).
    case product(ProductListError)
    /// A price book's error (see ``PriceBookError/message(in:)``).
    case book(PriceBookError)

    /// `phrase` with its placeholders filled from `values`, and `{reason}` with `reason`.
    static func nested(_ phrase: Phrase, _ values: [(String, String)] = [], reason: ErrorSentence) -> Self {
        .phrase(phrase, values, sentences: [("reason", reason)])
    }

    /// The sentence in the language of `catalog`.
    func text(in catalog: Catalog) -> String {
        switch self {
        case .phrase(let phrase, let values, let sentences):
            guard !values.isEmpty || !sentences.isEmpty else { return catalog.text(phrase) }
            return Catalog.fill(
                phrase.template(in: catalog.language),
                values + sentences.map { ($0.0, $0.1.text(in: catalog)) })
        case .series(let items, let conjunction):
            var text = ""
            for (index, item) in items.enumerated() {
                if index > 0 { text += index == items.count - 1 ? catalog.text(conjunction) : ", " }
                text += item.text(in: catalog)
            }
            return text
        case .text(let text): return text
        case .product(let error): return error.message(in: catalog)
        case .book(let error): return error.message(in: catalog)
        }
    }
}
