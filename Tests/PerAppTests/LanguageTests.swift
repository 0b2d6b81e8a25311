import Testing

@testable import PerAppTestSupport
@testable import PerKit
@testable import PerWire

/// Settings › Language: the device's language by default, or the one chosen; every text of the
/// view model in it.
@Suite("Language")
struct LanguageTests {
    @Test("the view model speaks the device's language until Settings names another")
    func chosenLanguage() {
        var settings = PerApp.Settings()
        settings.deviceLanguage = .german
        var store = TestStore(state([Diary.grams, Diary.pound], settings: settings))
        #expect(store.view.language == "de")
        #expect(store.view.referenceButtonName == "Grundpreise pro 100 g. In den Einstellungen ändern")
        #expect(store.view.settings.languages.map(\.id) == ["auto", "en", "de", "fr", "es"])
        #expect(store.view.settings.languages.map(\.title).first == "Automatisch (Deutsch)")
        #expect(store.view.settings.languages.filter(\.isSelected).map(\.id) == ["auto"])
        #expect(store.view.settings.references.first?.title == "Automatisch (pro 100 g)")
        store.send(.clearList) { $0.destination = .confirmingClear }
        #expect(store.view.clearConfirmation == "Damit werden alle 2 Produkte aus Shopping list entfernt.")
        store.send(.cancelClearList) { $0.destination = nil }

        store.send(.setLanguage(.french)) { $0.settings.language = .french }
        #expect(store.view.language == "fr")
        #expect(store.view.referenceButtonName == "Prix unitaires par 100 g. Modifiable dans les Réglages")
        #expect(store.view.settings.languages.first?.title == "Automatique (Deutsch)")
        #expect(store.view.settings.languages.filter(\.isSelected).map(\.id) == ["fr"])
        #expect(store.view.rows.map(\.againstBest.first) == ["tMeilleure offre", "p45.4\u{1F}t plus cher"])
        #expect(store.view.exportListName == "Cette liste : Shopping list")

        store.send(.setLanguage(nil)) { $0.settings.language = nil }
        #expect(store.view.language == "de")
    }

    @Test("the chosen language is saved with the settings; the device's is not")
    func savedLanguage() throws {
        var chosen = PerApp.State()
        chosen.settings.deviceLanguage = .spanish
        PerApp.reduce(&chosen, .setLanguage(.german))
        let restored = try PerApp.State(decoding: JSON(parsing: chosen.encoded()))
        #expect(restored.settings.language == .german)
        #expect(restored.settings.deviceLanguage == .english)

        var automatic = chosen
        PerApp.reduce(&automatic, .setLanguage(nil))
        #expect(!automatic.encodedSession().containsUTF8("language"))
        let unknown = chosen.encoded().split(
            separator: "\"language\":\"de\"", omittingEmptySubsequences: false)
        #expect(unknown.count == 2)
        #expect(throws: ParseError.self) {
            try PerApp.State(decoding: JSON(parsing: unknown.joined(separator: "\"language\":\"xx\"")))
        }
    }

    @Test("the wire sends the page's texts on start and when the language changes, not with every answer")
    func wireTexts() throws {
        var session = WireSession()
        let started = try JSON(parsing: session.start(#"{"saved":null,"languages":["es-MX","en"]}"#))
        #expect(started["view"]?["language"]?.stringValue == "es")
        #expect(started["texts"]?["addProduct"]?.stringValue == Catalog(.spanish).text(.addProduct))
        #expect(started["texts"]?["addProduct"]?.stringValue == "Añadir producto")
        if case .object(let members) = started["texts"] { #expect(members.count == Phrase.allCases.count) }

        let next = try JSON(parsing: session.dispatch(#"{"type":"addProduct"}"#))
        #expect(next["texts"] == nil)
        #expect(next["view"]?["form"]?["title"]?.stringValue == "Añadir producto")

        let german = try JSON(parsing: session.dispatch(#"{"type":"setLanguage","language":"de"}"#))
        #expect(german["texts"]?["addProduct"]?.stringValue == "Produkt hinzufügen")
        #expect(german["saved"]?["settings"]?["language"]?.stringValue == "de")
        let refused = try JSON(parsing: session.dispatch(#"{"type":"setLanguage","language":"klingon"}"#))
        #expect(refused["error"]?.stringValue?.hasUTF8Prefix("unknown language 'klingon'") == true)
        #expect(session.state.settings.language == .german)
    }
}

extension LanguageTests {
    @Test("the verdict and the deals' words are in the app's language", arguments: Language.allCases)
    func verdict(_ language: Language) throws {
        var settings = PerApp.Settings()
        settings.language = language
        let water = try ProductItem(parsing: "Water: 2.99 for 6 x 1.5 L, buy 2 get 1 free, deposit 0.25")
        let juice = try ProductItem(parsing: "Juice: 1.49 for 1 L")
        let store = TestStore(state([water, juice], settings: settings))
        let verdict = try #require(store.view.verdict)
        let expected: [Language: (verdict: String, notes: String)] = [
            .english: (
                "Water is the best deal: 85.1% cheaper per L than Juice; buying 18 × 1.5 L of it instead saves"
                    + " 34.25 — buy 3 to get this price, + 4.50 deposit",
                "buy 3 to get this price, + 4.50 deposit"
            ),
            .german: (
                "Water ist das beste Angebot: 85.1% günstiger pro L als Juice; wer 18 × 1.5 L davon kauft, spart"
                    + " 34.25 — 3 kaufen für diesen Preis, + 4.50 Pfand",
                "3 kaufen für diesen Preis, + 4.50 Pfand"
            ),
            .french: (
                "Water est la meilleure offre : 85.1% moins cher par L que Juice ; en acheter 18 × 1.5 L à la"
                    + " place fait économiser 34.25 — achetez-en 3 pour ce prix, + 4.50 de consigne",
                "achetez-en 3 pour ce prix, + 4.50 de consigne"
            ),
            .spanish: (
                "Water es la mejor oferta: 85.1% más barato por L que Juice; comprar 18 × 1.5 L de este en su"
                    + " lugar ahorra 34.25 — compra 3 para obtener este precio, + 4.50 de depósito",
                "compra 3 para obtener este precio, + 4.50 de depósito"
            ),
        ]
        #expect(verdict.plainText == expected[language]?.verdict)
        let notes = try #require(store.view.rows.first?.dealNotes)
        #expect(EncodedPhrase.plainText(of: notes, decimalSeparator: ".") == expected[language]?.notes)
    }
}

extension LanguageTests {
    @Test(
        "a day as the book's prices say it, in each language",
        arguments: [
            (Language.english, "3 Nov", "3 Nov 2025"), (.german, "3. Nov.", "3. Nov. 2025"),
            (.french, "3 nov.", "3 nov. 2025"), (.spanish, "3 nov", "3 nov 2025"),
        ])
    func days(_ language: Language, _ thisYear: String, _ lastYear: String) throws {
        let today = try #require(CalendarDate(year: 2026, month: 11, day: 28))
        let catalog = Catalog(language)
        let day = try #require(CalendarDate(year: 2026, month: 11, day: 3))
        let dayLastYear = try #require(CalendarDate(year: 2025, month: 11, day: 3))
        #expect(catalog.shortText(of: day, today: today) == thisYear)
        #expect(catalog.shortText(of: dayLastYear, today: today) == lastYear)
        // English says it as the CLI does.
        #expect(Catalog.english.shortText(of: dayLastYear, today: today) == dayLastYear.shortText(today: today))
    }
}
