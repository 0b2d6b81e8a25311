import Testing

@testable import PerKit

/// PerKit's errors in the app's language: every error type says its message in German, French
/// and Spanish, the shopper's own words and unit symbols kept as typed, and its English
/// `message` stays the CLI's and the API's.
@Suite("Errors in the app's language")
struct ErrorLanguageTests {
    static let german = Catalog(.german)
    static let french = Catalog(.french)
    static let spanish = Catalog(.spanish)

    /// Expects `english` for `message` and for `.english`, and each translation.
    func expectMessages(
        _ message: (Catalog) -> String, english: String, _ englishMessage: String, german: String,
        french: String,
        spanish: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(englishMessage == english, sourceLocation: sourceLocation)
        #expect(message(.english) == english, sourceLocation: sourceLocation)
        #expect(message(Self.german) == german, sourceLocation: sourceLocation)
        #expect(message(Self.french) == french, sourceLocation: sourceLocation)
        #expect(message(Self.spanish) == spanish, sourceLocation: sourceLocation)
    }

    // MARK: Each error type

    @Test("a number that can't be read: ParseError")
    func parseError() throws {
        let division = try #require(
            #expect(throws: ParseError.self) { try PriceExpression.evaluate("3.99 / 0") })
        expectMessages(
            division.message(in:), english: "can't divide by zero in '3.99 / 0'", division.message,
            german: "in „3.99 / 0“ wird durch null geteilt",
            french: "division par zéro impossible dans «\u{A0}3.99 / 0\u{A0}»",
            spanish: "no se puede dividir entre cero en «3.99 / 0»")
        #expect(division.position == 5)

        let unit = try #require(
            #expect(throws: ParseError.self) { try Quantity(parsing: "500 xyz", dimension: .weight) })
        expectMessages(
            unit.message(in:), english: "unknown unit 'xyz' after '500' — try g, kg, oz, lb, …", unit.message,
            german: "unbekannte Einheit „xyz“ nach „500“ – probier g, kg, oz, lb, …",
            french: "unité inconnue «\u{A0}xyz\u{A0}» après «\u{A0}500\u{A0}» — essayez g, kg, oz, lb, …",
            spanish: "unidad desconocida «xyz» después de «500»: prueba g, kg, oz, lb, …")
    }

    @Test("a deal clause that can't be read: DealError, one nesting a ParseError")
    func dealError() throws {
        let zero = try #require(#expect(throws: DealError.self) { try DealClause(parsing: "save 0") })
        expectMessages(
            zero.message(in:), english: "'save 0' must be more than zero", zero.message,
            german: "„save 0“ muss größer als null sein",
            french: "«\u{A0}save 0\u{A0}» doit être supérieur à zéro",
            spanish: "«save 0» debe ser mayor que cero")

        let ambiguous = try #require(
            #expect(throws: DealError.self) { try DealClause(parsing: "member 3,999") })
        expectMessages(
            ambiguous.message(in:),
            english:
                "'member 3,999' can't be read: '3,999' is ambiguous: write 3999 for thousands or 3.999 for a decimal",
            ambiguous.message,
            german:
                "„member 3,999“ lässt sich nicht lesen: „3,999“ ist mehrdeutig: schreib 3999 für Tausender oder 3.999 für eine Dezimalzahl",
            french:
                "«\u{A0}member 3,999\u{A0}» est illisible\u{A0}: «\u{A0}3,999\u{A0}» est ambigu\u{A0}: écrivez 3999 pour des milliers ou 3.999 pour un nombre décimal",
            spanish:
                "no se puede leer «member 3,999»: «3,999» es ambiguo: escribe 3999 para miles o 3.999 para un decimal"
        )
    }

    @Test("a product that can't be added: ProductListError")
    func productListError() throws {
        let missing = ProductListError.missingValue(.price)
        expectMessages(
            missing.message(in:), english: "The price is missing: enter the price of the product",
            missing.message,
            german: "Der Preis fehlt: gib den Preis des Produkts ein",
            french: "Le prix manque\u{A0}: saisissez le prix du produit",
            spanish: "Falta el precio: escribe el precio del producto")

        let mismatch = ProductListError.unitsMismatch(item: try Quantity(parsing: "1 L"), list: .weight)
        expectMessages(
            mismatch.message(in:),
            english: "Can't add 1 L (sold by volume) to a list of products sold by weight",
            mismatch.message,
            german:
                "1 L (verkauft nach Volumen) passt nicht in eine Liste mit Produkten, die nach Gewicht verkauft werden",
            french: "Impossible d'ajouter 1 L (mesuré en volume) à une liste de produits mesurés en poids",
            spanish: "No se puede añadir 1 L (vendido por volumen) a una lista de productos vendidos por peso"
        )

        let negative = ProductListError.notPositive(.quantity, try Rational(-1, 2))
        expectMessages(
            negative.message(in:), english: "The quantity must be greater than zero: it is negative (-0.5)",
            negative.message,
            german: "Die Menge muss größer als null sein: sie ist negativ (-0.5)",
            french: "La quantité doit être supérieure à zéro\u{A0}: elle est négative (-0.5)",
            spanish: "La cantidad debe ser mayor que cero: es negativa (-0.5)")
    }

    @Test("a name with a control character: NameError")
    func nameError() {
        let error = NameError(subject: .store, controlCharacter: 9)
        expectMessages(
            error.message(in:),
            english:
                "The store name has a control character (U+0009): a name can't hold tabs, line breaks or other control characters",
            error.message,
            german:
                "Der Name des Geschäfts enthält ein Steuerzeichen (U+0009): ein Name darf keine Tabulatoren, Zeilenumbrüche oder anderen Steuerzeichen enthalten",
            french:
                "Le nom du magasin contient un caractère de contrôle (U+0009)\u{A0}: un nom ne peut contenir ni tabulation, ni saut de ligne, ni autre caractère de contrôle",
            spanish:
                "El nombre de la tienda tiene un carácter de control (U+0009): un nombre no puede llevar tabulaciones, saltos de línea ni otros caracteres de control"
        )
    }

    @Test("numbers too large or a division by zero: ArithmeticError")
    func arithmeticError() {
        expectMessages(
            ArithmeticError.overflow.message(in:), english: "The numbers are too large to compare exactly.",
            ArithmeticError.overflow.message,
            german: "Die Zahlen sind zu groß für einen genauen Vergleich.",
            french: "Les nombres sont trop grands pour être comparés exactement.",
            spanish: "Los números son demasiado grandes para compararlos con exactitud.")
        expectMessages(
            ArithmeticError.divisionByZero.message(in:), english: "Can't divide by zero.",
            ArithmeticError.divisionByZero.message,
            german: "Durch null lässt sich nicht teilen.", french: "Impossible de diviser par zéro.",
            spanish: "No se puede dividir entre cero.")
    }

    @Test("a change the price book refuses: PriceBookError")
    func priceBookError() {
        let date = PriceBookError.invalidDate("3/11")
        expectMessages(
            date.message(in:), english: "'3/11' is not a date: write YYYY-MM-DD, e.g. 2026-11-03",
            date.message,
            german: "„3/11“ ist kein Datum: schreib JJJJ-MM-TT, z. B. 2026-11-03",
            french: "«\u{A0}3/11\u{A0}» n'est pas une date\u{A0}: écrivez AAAA-MM-JJ, p. ex. 2026-11-03",
            spanish: "«3/11» no es una fecha: escribe AAAA-MM-DD, p. ej. 2026-11-03")
        let product = PriceBookError.noSuchProduct("Coffee")
        expectMessages(
            product.message(in:), english: "There is no Coffee in your price book", product.message,
            german: "Coffee steht nicht in deinem Preisbuch",
            french: "Coffee n'est pas dans votre carnet de prix",
            spanish: "Coffee no está en tu libreta de precios")
    }

    @Test("quotes that break a CSV file: CSVSyntaxError")
    func csvSyntaxError() throws {
        let error = try #require(
            #expect(throws: CSVSyntaxError.self) { try CSVReader.records(in: "a,b\n1,\"6\" sub\n") })
        expectMessages(
            error.message(in:),
            english:
                "This row has a quote out of place: a field with a quote in it must be in quotes, with its quote doubled (\"6\"\" sub\")",
            error.message,
            german:
                "Diese Zeile hat ein Anführungszeichen an falscher Stelle: ein Feld mit einem Anführungszeichen muss selbst in Anführungszeichen stehen, das Anführungszeichen verdoppelt (\"6\"\" sub\")",
            french:
                "Cette ligne a un guillemet mal placé\u{A0}: un champ qui contient un guillemet doit être entre guillemets, avec ce guillemet doublé (\"6\"\" sub\")",
            spanish:
                "Esta fila tiene una comilla fuera de lugar: un campo con una comilla debe ir entre comillas, con la comilla duplicada (\"6\"\" sub\")"
        )
        #expect(error.description == "Line 2: " + error.message)
    }

    @Test("a list file that can't be imported: ListFileError, with its places")
    func listFileError() throws {
        let file =
            #"{"format": "per-lists", "version": 1, "lists": [{"name": "Party", "products": [{"price": "1.99"}]}]}"#
        let error = try #require(#expect(throws: ListFileError.self) { try ListFile.lists(from: file) })
        expectMessages(
            error.message(in:),
            english: """
                List 1 'Party', product 1: The product has no "packSize"
                List 1 'Party', product 1: The unit missing is not a unit id such as "g", "mL", "us-fl-oz" or "each"
                """,
            error.message,
            german: """
                Liste 1 „Party“, Produkt 1: Dem Produkt fehlt "packSize"
                Liste 1 „Party“, Produkt 1: Die Einheit fehlt: schreib eine Einheiten-ID wie "g", "mL", "us-fl-oz" oder "each"
                """,
            french: """
                Liste n° 1 «\u{A0}Party\u{A0}», produit n° 1\u{A0}: Le produit n'a pas de "packSize"
                Liste n° 1 «\u{A0}Party\u{A0}», produit n° 1\u{A0}: L'unité manque\u{A0}: écrivez un identifiant d'unité comme "g", "mL", "us-fl-oz" ou "each"
                """,
            spanish: """
                Lista 1 «Party», producto 1: Al producto le falta "packSize"
                Lista 1 «Party», producto 1: Falta la unidad: escribe un id de unidad como "g", "mL", "us-fl-oz" o "each"
                """)

        let version = try #require(
            #expect(throws: ListFileError.self) {
                try ListFile.lists(from: #"{"format": "per-lists", "version": 9}"#)
            })
        expectMessages(
            version.message(in:),
            english:
                "This list file was written by a newer version of Per (list file version 9): update Per to open it",
            version.message,
            german:
                "Diese Listendatei stammt von einer neueren Version von Per (Listendatei, Version 9): aktualisiere Per, um sie zu öffnen",
            french:
                "Ce fichier de listes a été écrit par une version plus récente de Per (fichier de listes, version 9)\u{A0}: mettez Per à jour pour l'ouvrir",
            spanish:
                "Este archivo de listas lo escribió una versión más reciente de Per (archivo de listas, versión 9): actualiza Per para abrirlo"
        )
    }

    @Test("a CSV list file's header, its column names kept as the file writes them")
    func listFileHeader() throws {
        let error = try #require(
            #expect(throws: ListFileError.self) { try ListFile.lists(from: "name,cost\nTea,2\n") })
        #expect(
            error.message
                == "Line 1: The header row has no 'quantity', 'size', 'qty' or 'amount' column: a list file's columns are "
                + "list (or list name), name (or product, item, description), price (or cost), quantity (or size, qty, "
                + "amount), unit (or uom), deal (or offer, promotion) and list id, in any order")
        #expect(
            error.message(in: Self.german)
                == "Zeile 1: Die Kopfzeile hat keine Spalte „quantity“, „size“, „qty“ oder „amount“: die Spalten einer "
                + "Listendatei sind list (oder list name), name (oder product, item, description), price (oder cost), "
                + "quantity (oder size, qty, amount), unit (oder uom), deal (oder offer, promotion) und list id, in "
                + "beliebiger Reihenfolge")
    }

    @Test("a price-book file that can't be imported: PriceBookFileError, with its places")
    func priceBookFileError() {
        let error = PriceBookFileError([
            FileProblem(.entry(1), ProductListError.missingValue(.quantity)),
            FileProblem(.line(4), ParseError(.bookEntryInvalid, ("member", "date"), at: 0)),
        ])
        expectMessages(
            error.message(in:),
            english: """
                Entry 2: The quantity is missing: enter the quantity of the product
                Line 4: the price book entry has an invalid 'date'
                """,
            error.message,
            german: """
                Eintrag 2: Die Menge fehlt: gib die Menge des Produkts ein
                Zeile 4: der Preisbuch-Eintrag hat ein ungültiges „date“
                """,
            french: """
                Entrée n° 2\u{A0}: La quantité manque\u{A0}: saisissez la quantité du produit
                Ligne 4\u{A0}: l'entrée du carnet de prix a un «\u{A0}date\u{A0}» invalide
                """,
            spanish: """
                Entrada 2: Falta la cantidad: escribe la cantidad del producto
                Línea 4: la entrada de la libreta de precios tiene un «date» no válido
                """)
        // A problem in words from elsewhere reads the same in every language.
        let given = PriceBookFileError(.file, "The file could not be opened")
        #expect(given.message(in: Self.german) == "The file could not be opened")
    }

    // MARK: Nested errors

    @Test("a share link whose product has a quantity of zero says so, in the outer and the inner sentence")
    func shareLinkWithABadQuantity() throws {
        // One product, 1.00 for 0 g.
        let payload = ShareLinkTests.payload(
            body: ShareLinkTests.listBody(count: 1, [0, 2, 1, 2, 1, 0, 1, 1]))
        let error = try #require(#expect(throws: ParseError.self) { try SharedList(payload: payload) })
        #expect(
            error.message
                == "This shared list's product 1 can't be used: The quantity must be greater than zero (it is 0)"
        )
        #expect(
            error.message(in: Self.german)
                == "Produkt 1 dieser geteilten Liste ist nicht verwendbar: Die Menge muss größer als null sein (sie ist 0)"
        )
        #expect(
            error.message(in: Self.spanish)
                == "El producto 1 de esta lista compartida no se puede usar: La cantidad debe ser mayor que cero (es 0)"
        )

        let damaged = try #require(#expect(throws: ParseError.self) { try SharedList(payload: "1AB€CD") })
        #expect(damaged.message == "This share link is damaged: '€' can't be part of it")
        #expect(
            damaged.message(in: Self.german)
                == "Dieser geteilte Link ist beschädigt: „€“ kann nicht darin vorkommen")
        #expect(
            damaged.message(in: Self.french)
                == "Ce lien de partage est endommagé\u{A0}: «\u{A0}€\u{A0}» ne peut pas en faire partie")
    }

    @Test("an import with two problems is refused with both, in German")
    func importWithTwoProblems() {
        var state = PerApp.State()
        state.settings.deviceLanguage = .german
        let file =
            "list,name,price,quantity,unit\nParty,Chips,1.99,200,g\nParty,Cola,1.99,1,L\nParty,Nuts,abc,100,g\n"
        PerApp.reduce(
            &state, .importLists(text: file, firstID: ListID(high: 0, low: 9), system: .metric))
        #expect(
            state.alert?.message
                == "Es wurde nichts importiert: die Datei hat 2 Probleme.\n"
                + "Zeile 3: 1 L (verkauft nach Volumen) passt nicht in eine Liste mit Produkten, die nach Gewicht "
                + "verkauft werden\n"
                + "Zeile 4: Der Preis lässt sich nicht lesen: statt „abc“ wird eine Zahl erwartet")

        var english = PerApp.State()
        PerApp.reduce(&english, .importLists(text: file, firstID: ListID(high: 0, low: 9), system: .metric))
        #expect(
            english.alert?.message
                == "Nothing was imported: the file has 2 problems.\n"
                + "Line 3: Can't add 1 L (sold by volume) to a list of products sold by weight\n"
                + "Line 4: The price can't be read: expected a number at 'abc'")
    }

    // MARK: The app's alerts

    @Test("saved lists that can't be restored: the alert in the device's language")
    func restoreFailureInTheDevicesLanguage() throws {
        var defaults = PerApp.Settings()
        defaults.deviceLanguage = .german
        let state = PerApp.State(restoring: try JSON(parsing: #"{"version": 99}"#), defaults: defaults)
        #expect(
            state.alert?.message
                == "Deine gespeicherten Listen ließen sich nicht wiederherstellen: die gespeicherten Listen stammen "
                + "von einer neueren Version von Per (99)")
        #expect(state.settings.deviceLanguage == .german)
    }

    @Test("saved lists that can't be restored: the alert in the language their settings chose")
    func restoreFailureInTheSavedLanguage() throws {
        var defaults = PerApp.Settings()
        defaults.deviceLanguage = .german
        let saved = #"{"version": 5, "settings": {"language": "fr"}, "screen": "nowhere"}"#
        let state = PerApp.State(restoring: try JSON(parsing: saved), defaults: defaults)
        #expect(
            state.alert?.message
                == "Vos listes enregistrées n'ont pas pu être restaurées\u{A0}: la liste enregistrée a un «\u{A0}screen\u{A0}» invalide"
        )
    }

    @Test("a price book that can't be restored: the alert in the app's language")
    func bookRestoreFailure() throws {
        var state = PerApp.State()
        state.settings.language = .spanish
        #expect(!state.restore(savedBook: try JSON(parsing: #"{"version": 5, "stores": [""]}"#)))
        #expect(
            state.alert?.message
                == "No se pudo restaurar tu libreta de precios: la libreta de precios guardada tiene un «stores[0]» no válido"
        )
    }

    @Test("the library's alerts and statuses in the app's language")
    func libraryAlerts() {
        var state = PerApp.State()
        state.settings.language = .french
        PerApp.reduce(&state, .openList(id: ListID(high: 7, low: 7)))
        #expect(state.alert?.message == "Cette liste n'est plus dans vos listes")

        var link = PerApp.State()
        link.settings.language = .german
        PerApp.reduce(&link, .openShareLink(unreadable: "the module could not be loaded"))
        #expect(link.alert?.message == "Dieser Link ließ sich nicht öffnen: the module could not be loaded")

        var empty = PerApp.State()
        empty.settings.language = .spanish
        PerApp.reduce(
            &empty,
            .importLists(
                text: "list,name,price,quantity,unit\n", firstID: ListID(high: 0, low: 9), system: .metric))
        #expect(empty.alert?.message == "No se importó nada: el archivo no contiene productos")
    }
}
