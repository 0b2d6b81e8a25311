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
        #expect(store.view.exportListName == "Cette liste\u{A0}: Shopping list")

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
                "Water est la meilleure offre\u{A0}: 85.1% moins cher par L que Juice\u{A0}; en acheter 18 × 1.5 L à la"
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
        #expect(
            Catalog.english.shortText(of: dayLastYear, today: today) == dayLastYear.shortText(today: today))
    }
}

extension LanguageTests {
    @Test(
        "the keypad's messages are said in the app's language, and follow it when it changes",
        arguments: [
            (
                Language.german, "Die Zahl hat schon ein Dezimalkomma", "Eine Zahl hat höchstens 12 Ziffern",
                "Durch null kann man nicht teilen: lösche die 0 oder leere das Feld",
                "Die Menge lässt sich nicht ausrechnen: Durch null kann man nicht teilen: lösche die 0 oder leere das Feld",
                "„a“ kann man hier nicht eingeben: nutze Ziffern, das Dezimalkomma, + − × ÷ und ="
            ),
            (
                .french, "Le nombre a déjà une virgule décimale", "Un nombre a au plus 12 chiffres",
                "Division par zéro impossible\u{A0}: effacez le 0 ou videz le champ",
                "La quantité ne peut pas être calculée\u{A0}: Division par zéro impossible\u{A0}: effacez le 0 ou videz le champ",
                "«\u{A0}a\u{A0}» ne peut pas être saisi ici\u{A0}: utilisez les chiffres, la virgule décimale, + − × ÷ et ="
            ),
            (
                .spanish, "El número ya tiene separador decimal", "Un número tiene como máximo 12 dígitos",
                "No se puede dividir entre cero: borra el 0 o vacía el campo",
                "No se puede calcular la cantidad: No se puede dividir entre cero: borra el 0 o vacía el campo",
                "«a» no se puede escribir aquí: usa dígitos, el separador decimal, + − × ÷ y ="
            ),
        ])
    func keypadMessages(
        _ language: Language, _ secondPoint: String, _ tooManyDigits: String, _ divisionByZero: String,
        _ submitHint: String, _ cannotType: String
    ) {
        var settings = PerApp.Settings()
        settings.language = language
        var start = CalculatorKeypadTests.start
        start.settings = settings
        var store = TestStore(start)
        store.send(keys("1.2.")) { $0.form?.quantity = field(.typed("1.2"), refused: .hasDecimalPoint) }
        #expect(store.view.form?.quantity.message == secondPoint)
        store.send(keys("C123456789012")) { $0.form?.quantity = field(.typed("123456789012")) }
        store.send(keys("4")) { $0.form?.quantity = field(.typed("123456789012"), refused: .tooManyDigits) }
        #expect(store.view.form?.quantity.message == tooManyDigits)
        store.send(keys("C12/0=")) {
            $0.form?.quantity = field(.typed("12"), .divide, .typed("0"), message: .divisionByZero)
        }
        #expect(store.view.form?.quantity.message == divisionByZero)
        #expect(store.view.form?.submitHint == submitHint)
        store.send(.form(.keyboard("a"))) {
            $0.form?.quantity = field(
                .typed("12"), .divide, .typed("0"), refused: .cannotType(character: "a"))
        }
        #expect(store.view.form?.quantity.message == cannotType)
        // The message is kept as what happened: another language says it in its words.
        store.send(.setLanguage(.english)) { $0.settings.language = .english }
        #expect(
            store.view.form?.quantity.message
                == "'a' can't be typed here: use digits, the decimal point, + − × ÷ and =")
    }
}

extension LanguageTests {
    @Test("the price book's hint, badges, chart and store names are in the app's language")
    func priceBook() throws {
        var state = PriceBookAppTests.twoStores()
        state.settings.language = .german
        PerApp.reduce(&state, .setDate(PriceBookAppTests.nov23))
        // A price without a store, and a dearer one at Aldi: the chart names both.
        PriceBookAppTests.add(
            &state, "1", .kilogram, for: "7.49", name: "Coffee", store: "", on: PriceBookAppTests.nov23)
        #expect(
            PerApp.ViewModel(state).rows.compactMap { $0.badge?.text } == [
                "27.3 % über dem niedrigsten", "36.4 % über dem niedrigsten",
            ])
        PerApp.reduce(&state, .newList(id: ListID(high: 0, low: 3)))
        PerApp.reduce(&state, .addProduct)
        for action in keys("1") { PerApp.reduce(&state, action) }
        PerApp.reduce(&state, .form(.selectUnit(.kilogram)))
        PerApp.reduce(&state, .form(.focus(.price)))
        for action in keys("6.1488") { PerApp.reduce(&state, action) }
        PerApp.reduce(&state, .form(.setName("Coffee")))
        #expect(
            PerApp.ViewModel(state).form?.hint?.message
                == "12.0% mehr als der niedrigste Preis, den du gesehen hast: 5.49 pro kg bei Lidl am 3. Nov."
        )
        PerApp.reduce(&state, .form(.selectSoldBy(.volume)))
        #expect(
            PerApp.ViewModel(state).form?.hint?.message
                == "Coffee wird in deinem Preisbuch nach Gewicht verkauft")
        PerApp.reduce(&state, .form(.cancel))

        PerApp.reduce(&state, .showPriceBook)
        PerApp.reduce(&state, .showBookProduct("Coffee"))
        let coffee = try #require(PerApp.ViewModel(state).book?.product)
        #expect(coffee.chart.series.map(\.storeName) == ["Lidl", "Aldi", "Kein Geschäft"])
        #expect(coffee.history.map(\.storeName) == ["Kein Geschäft", "Aldi", "Lidl"])
        #expect(coffee.chart.start == "3. Nov." && coffee.chart.end == "23. Nov.")
        #expect(
            coffee.chart.summary
                == "Grundpreis pro kg, 3 Preise vom 3. Nov. bis 23. Nov. Niedrigster: 5.49 pro kg bei Lidl am 3. Nov. "
                + "Höchster: 7.49 pro kg am 23. Nov. Zuletzt bei Lidl: 5.49 am 3. Nov. "
                + "Zuletzt bei Aldi: 6.99 am 20. Nov. Zuletzt ohne Geschäft: 7.49 am 23. Nov.")
    }
}

extension LanguageTests {
    @Test("a new list is named in the app's language, and a device's starting list is known in any")
    func newListName() throws {
        var settings = PerApp.Settings()
        settings.deviceLanguage = .german
        var state = PerApp.State(settings: settings)
        #expect(state.listName == "Einkaufsliste")
        PerApp.reduce(&state, .setLanguage(.french))
        PerApp.reduce(&state, .newList(id: ListID(high: 0, low: 1)))
        #expect(state.listName == "Liste de courses")
        PerApp.reduce(&state, .setListName("Marché"))
        PerApp.reduce(&state, .setListName(" "))
        #expect(state.listName == "Liste de courses")
        #expect(state.lists.map(\.name) == ["Liste de courses", "Einkaufsliste"])
        // A device that has never synced keeps its untouched starting list to itself, in any
        // language; a list it named is shared.
        for language in Language.allCases {
            settings.deviceLanguage = language
            var replica = try #require(SyncReplica(device: "phone"))
            #expect(
                replica.capture(lists: PerApp.State(settings: settings).lists, book: PriceBook(), now: 1) == 0
            )
        }
        PerApp.reduce(&state, .setListName("Marché"))
        let named = try #require(state.lists.first { $0.name == "Marché" })
        var replica = try #require(SyncReplica(device: "phone"))
        #expect(replica.capture(lists: [named], book: PriceBook(), now: 1) == 1)
    }
}

extension LanguageTests {
    @Test(
        "a shelf tag's check, its notes and its alerts are in the app's language",
        arguments: [
            (
                Language.german,
                "Auf dem Preisschild steht 33.7p per 100g; £1.40 für 415 g sind 33.7p pro 100 g: das stimmt",
                "Auf dem Preisschild steht 51.3p each; £2.75 für 6 sind 45.8p pro Stück",
                "Das Preisschild konnte nicht gelesen werden: Zu viele Anfragen. Versuche es in 30 s noch einmal."
            ),
            (
                .french,
                "L'étiquette indique 33.7p per 100g\u{A0}; £1.40 pour 415 g font 33.7p par 100 g\u{A0}: c'est juste",
                "L'étiquette indique 51.3p each\u{A0}; £2.75 pour 6 font 45.8p l'unité",
                "L'étiquette n'a pas pu être lue\u{A0}: Trop de requêtes. Réessayez dans 30 s."
            ),
            (
                .spanish, "La etiqueta dice 33.7p per 100g; £1.40 por 415 g son 33.7p por 100 g: coincide",
                "La etiqueta dice 51.3p each; £2.75 por 6 son 45.8p la unidad",
                "No se pudo leer la etiqueta: Demasiadas solicitudes. Inténtalo de nuevo en 30 s."
            ),
        ])
    func shelfTag(_ language: Language, _ matches: String, _ wrong: String, _ failed: String) {
        let catalog = Catalog(language)
        func reading(_ text: String) -> ShelfTagReading {
            ShelfTagReading(plainText: text, currency: Currency(code: "GBP"), system: .uk)
        }
        #expect(reading("£2.75\n6 pack\n51.3p each").checkWords?.sentence(in: catalog) == wrong)
        var state = PerApp.State()
        state.settings.language = language
        PerApp.reduce(&state, .addProduct)
        PerApp.reduce(
            &state, .form(.fillFromTag(TagFill(reading("Heinz Baked Beans\n£1.40\n415g\n33.7p per 100g")))))
        #expect(PerApp.ViewModel(state).form?.tagNotes == [matches])
        // The server's English message gives way to the app's sentence for its status.
        PerApp.reduce(
            &state,
            .tagRefused(
                ServerRefusal(
                    status: 429, message: "Too many scans: try again in 30 s", retryAfterSeconds: 30)))
        #expect(state.alert?.message == failed)
    }
}

extension LanguageTests {
    @Test("per-files.wasm answers a file's problems and a broken link's in the language it is given")
    func filesInTheLanguage() throws {
        let read = try JSON(
            parsing: WireFiles.read(
                #"{"text":"list,name,price,quantity,unit\nA,x,abc,1,kg\n","language":"de"}"#))
        #expect(
            read["problems"]?.arrayValue?.map { $0.stringValue }
                == ["Zeile 2: Der Preis lässt sich nicht lesen: statt „abc“ wird eine Zahl erwartet"])
        let link = try JSON(
            parsing: WireFiles.openLink(#"{"link":"https://per.example/#share=2","language":"fr"}"#))
        #expect(
            link["problem"]?.stringValue
                == "Ce lien de partage est coupé\u{A0}: copiez le lien entier, jusqu'à son dernier caractère")
        // Without a language, or with one Per doesn't speak, English.
        let english = try JSON(
            parsing: WireFiles.openLink(#"{"link":"https://per.example/#share=2","language":"ja"}"#))
        #expect(
            english["problem"]?.stringValue
                == "This share link is cut short: copy the whole link, up to its last character")
    }
}

extension LanguageTests {
    @Test(
        "a server's refusal is said by its status in the app's language, and in English by the server",
        arguments: [
            (
                Language.german, "Zu viele Anfragen. Versuche es später noch einmal.",
                "Der Server ist ausgelastet. Versuche es gleich noch einmal."
            ),
            (
                .french, "Trop de requêtes. Réessayez plus tard.",
                "Le serveur est occupé. Réessayez dans un instant."
            ),
            (
                .spanish, "Demasiadas solicitudes. Inténtalo de nuevo más tarde.",
                "El servidor está ocupado. Inténtalo de nuevo en un momento."
            ),
        ])
    func serverRefusal(_ language: Language, _ tooMany: String, _ busy: String) throws {
        let catalog = Catalog(language)
        #expect(
            ServerRefusal(status: 429, message: "Too many failed attempts").message(in: catalog) == tooMany)
        #expect(ServerRefusal(status: 503, message: "Every reader is busy").message(in: catalog) == busy)
        #expect(
            ServerRefusal(status: 502).message(in: catalog)
                == catalog.text(.serverAnsweredHTTP, ("status", "502")))
        // English: the server's own message, or the status's sentence when it gave none.
        #expect(
            ServerRefusal(status: 410, message: "This invite has expired").message(in: .english)
                == "This invite has expired")
        #expect(
            ServerRefusal(status: 410).message(in: .english)
                == "This invite has expired or was already used. Ask for a new one.")
        #expect(
            ServerRefusal(status: 429, retryAfterSeconds: 0).message(in: .english)
                == "Too many requests. Try again later.")
        // Settings › Sync asks per-sync.wasm for a refusal's words with what the server said.
        let answer = try JSON(
            parsing: WireSync.household(
                #"{"now":0,"language":"\#(language.rawValue)","httpStatus":429,"serverMessage":"Too many","retryAfter":null}"#
            ))
        #expect(answer.string("serverAnswered") == tooMany)
        // A sync that the server refuses alerts in the language.
        var status = SyncStatus()
        #expect(
            status.handle(
                .httpError(status: 503, message: "Every reader is busy", retryAfterSeconds: 5), in: catalog
            )
            .alert == busy)
        // A change refused because the device's clock is wrong says so, whatever the status.
        let clock = ServerRefusal(
            status: 422, message: "Change 0: This device's clock is wrong", code: "clockAhead")
        #expect(clock.message(in: catalog) == catalog.text(.deviceClockAhead))
        #expect(clock.message(in: .english) == "Change 0: This device's clock is wrong")
        #expect(
            ServerRefusal(status: 422, code: "clockAhead").message(in: .english)
                == Catalog.english.text(.deviceClockAhead))
        #expect(
            ServerRefusal(status: 422, message: "Change 0: 'fields.price' …", code: "invalid").message(
                in: catalog) == catalog.text(.refusalInvalid))
    }

    @Test("a household past the server's quota is told so in German; in English by the server")
    func householdFullInGerman() {
        let refusal = ServerRefusal(
            status: 413, message: "The household would hold 6 records, more than the 5 …", code: "householdFull")
        #expect(
            refusal.message(in: Catalog(.german))
                == "Dieser Haushalt hat erreicht, was der Server ihm zu speichern erlaubt. Entferne Listen oder alte Preise, die du nicht mehr brauchst, oder bitte den Betreiber des Servers, die Grenze zu erhöhen."
        )
        #expect(refusal.message(in: .english) == "The household would hold 6 records, more than the 5 …")
        // A body too large for the route names no code: said by its status.
        #expect(
            ServerRefusal(status: 413, message: "The request body is larger than 16384 bytes").message(
                in: Catalog(.german)) == "Der Server hat es als zu groß abgelehnt.")
    }

    @Test("a sync refused for the device's clock says so in German")
    func clockAheadInGerman() throws {
        let answer = try JSON(
            parsing: WireSync.status(
                #"{"event":{"type":"httpError","status":422,"message":"Change 0: This device's clock is wrong","code":"clockAhead"},"now":0,"language":"de"}"#
            ))
        #expect(
            answer.string("alert")
                == "Die Uhr dieses Geräts geht gegenüber dem Server vor. Stelle Datum und Uhrzeit des Geräts richtig ein und synchronisiere dann erneut."
        )
    }
}

extension LanguageTests {
    @Test("per-sync.wasm refuses a request in the app's language; in English, in the API's words")
    func syncRefusal() throws {
        func error(_ language: String) throws -> String? {
            try JSON(parsing: WireSync.prepare(#"{"device":"?","now":0,"language":"\#(language)"}"#))
                .string("error")
        }
        #expect(try error("de") == "die Sync-Daten sind ungültig („device“)")
        #expect(
            try error("fr") == "les données de synchronisation ne sont pas valides («\u{A0}device\u{A0}»)")
        #expect(try error("es") == "los datos de sincronización no son válidos («device»)")
        #expect(try error("en") == "'device' is not a device id")
        let ahead = SyncError.clockAhead(
            HybridTimestamp(milliseconds: 90_000_000, counter: 0, device: "a")!, byMilliseconds: 600_000)
        #expect(ahead.message(in: .english) == ahead.message)
        #expect(ahead.message(in: Catalog(.german)).hasPrefix("die Sync-Daten sind ungültig („"))
    }
}
