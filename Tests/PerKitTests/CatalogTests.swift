import Testing

@testable import PerKit

/// The catalogs: one per language, each with every phrase and its placeholders.
@Suite("Catalogs")
struct CatalogTests {
    @Test(
        "every catalog has every phrase, with exactly the English placeholders", arguments: Language.allCases)
    func placeholders(_ language: Language) {
        let catalog = Catalog(language)
        for phrase in Phrase.allCases {
            let template = catalog.text(phrase)
            #expect(!template.trimmingSpaces.isEmpty, "\(language) \(phrase) is empty")
            let english = Catalog.placeholders(of: Catalog.english.text(phrase)).sorted()
            #expect(
                Catalog.placeholders(of: template).sorted() == english,
                "\(language) \(phrase): \(template)")
            #expect(!template.containsUTF8("{}"), "\(language) \(phrase) has an unnamed placeholder")
        }
    }

    @Test("German, French and Spanish say their own words", arguments: [Language.german, .french, .spanish])
    func translated(_ language: Language) {
        let catalog = Catalog(language)
        // Words that read alike in every language: the keypad's OK, and "Per" in the title.
        let alike = Phrase.allCases.filter { catalog.text($0).hasSameUTF8(as: Catalog.english.text($0)) }
        #expect(alike.count * 10 < Phrase.allCases.count, "\(language) copies English: \(alike)")
    }

    @Test("French keeps its spaced punctuation on the line: a no-break space before : ; ! ? and inside « »")
    func frenchSpacing() {
        for phrase in Phrase.allCases {
            let template = Catalog(.french).text(phrase)
            for breaking in [" :", " ;", " !", " ?", "« ", " »"] {
                #expect(!template.containsUTF8(breaking), "\(phrase): \(template)")
            }
        }
        #expect(Catalog(.french).text(.clearTheList) == "Vider la liste\u{A0}?")
    }

    @Test("placeholders are filled by name, in the order the language puts them")
    func filling() {
        #expect(
            Catalog.english.text(.clearsAllProducts, ("list", "Weekly shop"), ("count", "3"))
                == "This removes all 3 products from Weekly shop.")
        let german = Catalog(.german).text(.editNamed, ("product", "Lavazza"))
        #expect(german == "Lavazza bearbeiten")
        // A placeholder without a value stays as written; text without one is unchanged.
        #expect(Catalog.fill("{a} and {b}", [("a", "1")]) == "1 and {b}")
        #expect(Catalog.fill("no {placeholder here", [("placeholder", "x")]) == "no {placeholder here")
    }

    @Test("a phrase with parts keeps its amounts as parts and joins its texts")
    func encodedPhrase() {
        let parts = Catalog(.german).phrase(
            .quantityForPrice, ("quantity", "t500 g"), ("price", "m3.99"))
        #expect(parts.encoded == "t500 g für \u{1F}m3.99")
        let spanish = Catalog(.spanish).phrase(.percentMore, ("percent", "p45.4"))
        #expect(spanish.encoded == "p45.4\u{1F}t más caro")
    }

    @Test(
        "the app speaks the first of the browser's languages it knows, else English",
        arguments: [
            (["de-DE", "en-US"], Language.german), (["pt-BR", "fr-CA", "es"], .french),
            (["es-419"], .spanish), (["EN-gb"], .english), (["ja", "zh-Hans"], .english), ([], .english),
            (["  FR  "], .french), (["-"], .english),
        ])
    func preferred(_ tags: [String], _ language: Language) {
        #expect(Language.preferred(from: tags) == language)
    }
}
