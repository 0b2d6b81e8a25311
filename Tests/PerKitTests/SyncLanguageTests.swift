import Testing

@testable import PerKit

/// Settings › Sync and the Sync history in each language the app speaks: the status line and its
/// alerts (``SyncStatus``), the household's and its devices' words (``HouseholdTexts``) and the
/// conflicts (``SyncConflict``). Every text is written out in full, as a shopper reads it, so
/// that a missing or wrong translation fails.
@Suite("Sync in every language")
struct SyncLanguageTests {
    static let minute: Int64 = 60_000
    /// 2026-11-18 11:06:40 UTC.
    static let start: Int64 = 1_795_000_000_000

    /// What one language says, literally.
    struct Words: Sendable, CustomTestStringConvertible {
        let language: Language
        // The status line and its alerts.
        var syncedMinutesAgo: String
        var syncedOnDay: String
        var offlineOneChange: String
        var notSyncedTwoChanges: String
        var notSyncedYet: String
        var mergeFailed: String
        var removed: String
        var serverAnswered: String
        // The household and its devices.
        var lastSeenHoursAgo: String
        var lastSeenOnDay: String
        var activeNow: String
        var thisDevice: String
        var removeButton: String
        var removalQuestion: String
        var otherDeviceLeaves: String
        var thisDeviceLeaves: String
        var inviteExpiry: String
        var alreadyMember: String
        var deviceName: String
        var unknownBrowser: String
        var oneMore: String
        var twoMore: String
        // The Sync history.
        var replacedPrice: String
        var replacedPriceBefore: String
        var replacedPriceAfter: String
        var replacedTwo: String
        var removedList: String
        var backInTheBook: String
        var dealSetAside: String
        var reference: String
        var unknownSize: String

        var testDescription: String { language.name }
    }

    static let english = Words(
        language: .english,
        syncedMinutesAgo: "Synced 3 min ago",
        syncedOnDay: "Synced on 18 Nov",
        offlineOneChange: "Offline — 1 change waiting",
        notSyncedTwoChanges: "Not synced — 2 changes waiting",
        notSyncedYet: "Not synced yet",
        mergeFailed: "The household's changes couldn't be merged: 'record' is not an object",
        removed:
            "This device was removed from the household, so it no longer syncs. Your lists and price book stay on this device; to sync again, join with a new invite.",
        serverAnswered: "The server answered HTTP 502.",
        lastSeenHoursAgo: "Last seen 5 h ago",
        lastSeenOnDay: "Last seen 18 Nov",
        activeNow: "Active now",
        thisDevice: "This device",
        removeButton: "Remove device Pixel",
        removalQuestion: "Remove Pixel from Home?",
        otherDeviceLeaves:
            "Pixel will stop syncing with Home. It keeps its own lists and price book, and can join again with a new invite.",
        thisDeviceLeaves:
            "This device will leave Home and stop syncing. It keeps its own lists and price book, and can join again with a new invite.",
        inviteExpiry: "Works once, until {time}. On the new device, scan the code or open the link.",
        alreadyMember:
            "This device already syncs with Home. To join another household, remove it from this one first.",
        deviceName: "Chrome on Android",
        unknownBrowser: "Browser",
        oneMore: "and 1 more",
        twoMore: "and 2 more",
        replacedPrice: "Rice: your price 3.19 was replaced by 3.29 from Laptop B",
        replacedPriceBefore: "price 3.19",
        replacedPriceAfter: "price 3.29",
        replacedTwo:
            "A product of 500 g: your price 3.19 and size 500 g were replaced by price 3.29 and size 1 kg from Laptop B",
        removedList:
            "The list “Weekly” was removed on another device; your change (name “Weekly shop”) went with it",
        backInTheBook:
            "Rice in the price book, which you removed, is back: Laptop B changed it (sale regular and store “Lidl”)",
        dealSetAside:
            "Rice: the deal “save 2.00” makes no price with the price 1.50 since a change from Laptop B, so it isn't counted until one of them changes",
        reference:
            "The list “Weekly”: your unit price basis per kg was replaced by automatic from another device",
        unknownSize: "A product of unknown size was removed on Laptop B")

    static let german = Words(
        language: .german,
        syncedMinutesAgo: "Vor 3 Min. synchronisiert",
        syncedOnDay: "Am 18. Nov. synchronisiert",
        offlineOneChange: "Offline – 1 Änderung ausstehend",
        notSyncedTwoChanges: "Nicht synchronisiert – 2 Änderungen ausstehend",
        notSyncedYet: "Noch nicht synchronisiert",
        mergeFailed:
            "Die Änderungen des Haushalts konnten nicht zusammengeführt werden: 'record' is not an object",
        removed:
            "Dieses Gerät wurde aus dem Haushalt entfernt und synchronisiert nicht mehr. Deine Listen und dein Preisbuch bleiben auf diesem Gerät; um wieder zu synchronisieren, tritt mit einer neuen Einladung bei.",
        serverAnswered: "Der Server antwortete mit HTTP 502.",
        lastSeenHoursAgo: "Zuletzt vor 5 Std. aktiv",
        lastSeenOnDay: "Zuletzt am 18. Nov. aktiv",
        activeNow: "Gerade aktiv",
        thisDevice: "Dieses Gerät",
        removeButton: "Gerät Pixel entfernen",
        removalQuestion: "Pixel aus Home entfernen?",
        otherDeviceLeaves:
            "Pixel synchronisiert dann nicht mehr mit Home. Das Gerät behält seine eigenen Listen und sein Preisbuch und kann mit einer neuen Einladung wieder beitreten.",
        thisDeviceLeaves:
            "Dieses Gerät verlässt Home und synchronisiert nicht mehr. Es behält seine eigenen Listen und sein Preisbuch und kann mit einer neuen Einladung wieder beitreten.",
        inviteExpiry: "Gilt einmal, bis {time}. Scanne auf dem neuen Gerät den Code oder öffne den Link.",
        alreadyMember:
            "Dieses Gerät synchronisiert bereits mit Home. Um einem anderen Haushalt beizutreten, entferne es zuerst aus diesem.",
        deviceName: "Chrome auf Android",
        unknownBrowser: "Browser",
        oneMore: "und 1 weitere Änderung",
        twoMore: "und 2 weitere Änderungen",
        replacedPrice: "Rice: Deine Änderung (Preis 3.19) wurde durch 3.29 von Laptop B ersetzt",
        replacedPriceBefore: "Preis 3.19",
        replacedPriceAfter: "Preis 3.29",
        replacedTwo:
            "Ein Produkt mit 500 g: Deine Änderungen (Preis 3.19 und Menge 500 g) wurden durch Preis 3.29 und Menge 1 kg von Laptop B ersetzt",
        removedList:
            "Die Liste „Weekly“ wurde auf einem anderen Gerät entfernt; deine Änderung (Name „Weekly shop“) ging damit verloren",
        backInTheBook:
            "Rice im Preisbuch ist wieder da: Nach deinem Entfernen kam eine Änderung von Laptop B (Preisart regulär und Geschäft „Lidl“)",
        dealSetAside:
            "Rice: Die Aktion „save 2.00“ ergibt seit einer Änderung von Laptop B mit dem Preis 1.50 keinen Preis und zählt daher nicht, bis sich eines von beiden ändert",
        reference:
            "Die Liste „Weekly“: Deine Änderung (Bezugsmenge pro kg) wurde durch automatisch von einem anderen Gerät ersetzt",
        unknownSize: "Ein Produkt unbekannter Menge wurde auf Laptop B entfernt")

    static let french = Words(
        language: .french,
        syncedMinutesAgo: "Synchronisé il y a 3 min",
        syncedOnDay: "Synchronisé le 18 nov.",
        offlineOneChange: "Hors ligne — 1 modification en attente",
        notSyncedTwoChanges: "Non synchronisé — 2 modifications en attente",
        notSyncedYet: "Pas encore synchronisé",
        mergeFailed:
            "Les modifications du foyer n'ont pas pu être fusionnées\u{A0}: 'record' is not an object",
        removed:
            "Cet appareil a été retiré du foyer et ne se synchronise plus. Vos listes et votre carnet de prix restent sur cet appareil\u{A0}; pour synchroniser à nouveau, rejoignez le foyer avec une nouvelle invitation.",
        serverAnswered: "Le serveur a répondu HTTP 502.",
        lastSeenHoursAgo: "Dernière activité il y a 5 h",
        lastSeenOnDay: "Dernière activité le 18 nov.",
        activeNow: "Actif maintenant",
        thisDevice: "Cet appareil",
        removeButton: "Retirer l'appareil Pixel",
        removalQuestion: "Retirer Pixel du foyer Home\u{A0}?",
        otherDeviceLeaves:
            "Pixel ne se synchronisera plus avec Home. L'appareil garde ses propres listes et son carnet de prix, et peut revenir avec une nouvelle invitation.",
        thisDeviceLeaves:
            "Cet appareil quittera Home et ne se synchronisera plus. Il garde ses propres listes et son carnet de prix, et peut revenir avec une nouvelle invitation.",
        inviteExpiry:
            "Valable une fois, jusqu'à {time}. Sur le nouvel appareil, scannez le code ou ouvrez le lien.",
        alreadyMember:
            "Cet appareil se synchronise déjà avec Home. Pour rejoindre un autre foyer, retirez-le d'abord de celui-ci.",
        deviceName: "Chrome sur Android",
        unknownBrowser: "Navigateur",
        oneMore: "et 1 autre modification",
        twoMore: "et 2 autres modifications",
        replacedPrice: "Rice\u{A0}: votre modification (prix 3.19) a été remplacée par 3.29 sur Laptop B",
        replacedPriceBefore: "prix 3.19",
        replacedPriceAfter: "prix 3.29",
        replacedTwo:
            "Un produit de 500 g\u{A0}: vos modifications (prix 3.19 et format 500 g) ont été remplacées par prix 3.29 et format 1 kg sur Laptop B",
        removedList:
            "La liste «\u{A0}Weekly\u{A0}»\u{A0}: la suppression faite sur un autre appareil l'emporte\u{A0}; votre modification (nom «\u{A0}Weekly shop\u{A0}») est perdue",
        backInTheBook:
            "Rice dans le carnet de prix\u{A0}: votre suppression est annulée par une modification sur Laptop B (type de prix normal et magasin «\u{A0}Lidl\u{A0}»)",
        dealSetAside:
            "Rice\u{A0}: depuis une modification sur Laptop B, l'offre «\u{A0}save 2.00\u{A0}» ne donne aucun prix avec le prix 1.50\u{A0}; elle n'est donc pas comptée tant que l'un des deux ne change pas",
        reference:
            "La liste «\u{A0}Weekly\u{A0}»\u{A0}: votre modification (base du prix unitaire par kg) a été remplacée par automatique sur un autre appareil",
        unknownSize: "Un produit de format inconnu\u{A0}: la suppression faite sur Laptop B l'emporte")

    static let spanish = Words(
        language: .spanish,
        syncedMinutesAgo: "Sincronizado hace 3 min",
        syncedOnDay: "Sincronizado el 18 nov",
        offlineOneChange: "Sin conexión: 1 cambio pendiente",
        notSyncedTwoChanges: "No sincronizado: 2 cambios pendientes",
        notSyncedYet: "Aún sin sincronizar",
        mergeFailed: "Los cambios del hogar no se pudieron combinar: 'record' is not an object",
        removed:
            "Este dispositivo se quitó del hogar y ya no se sincroniza. Tus listas y tu libreta de precios se quedan en este dispositivo; para volver a sincronizar, únete con una nueva invitación.",
        serverAnswered: "El servidor respondió HTTP 502.",
        lastSeenHoursAgo: "Última actividad hace 5 h",
        lastSeenOnDay: "Última actividad el 18 nov",
        activeNow: "Activo ahora",
        thisDevice: "Este dispositivo",
        removeButton: "Quitar el dispositivo Pixel",
        removalQuestion: "¿Quitar Pixel de Home?",
        otherDeviceLeaves:
            "Pixel dejará de sincronizarse con Home. El dispositivo conserva sus propias listas y su libreta de precios, y puede volver a unirse con una nueva invitación.",
        thisDeviceLeaves:
            "Este dispositivo saldrá de Home y dejará de sincronizarse. Conserva sus propias listas y su libreta de precios, y puede volver a unirse con una nueva invitación.",
        inviteExpiry:
            "Sirve una vez, hasta {time}. En el nuevo dispositivo, escanea el código o abre el enlace.",
        alreadyMember:
            "Este dispositivo ya se sincroniza con Home. Para unirte a otro hogar, quítalo primero de este.",
        deviceName: "Chrome en Android",
        unknownBrowser: "Navegador",
        oneMore: "y 1 cambio más",
        twoMore: "y 2 cambios más",
        replacedPrice: "Rice: tu cambio (precio 3.19) se reemplazó por 3.29 de Laptop B",
        replacedPriceBefore: "precio 3.19",
        replacedPriceAfter: "precio 3.29",
        replacedTwo:
            "Un producto de 500 g: tus cambios (precio 3.19 y tamaño 500 g) se reemplazaron por precio 3.29 y tamaño 1 kg de Laptop B",
        removedList:
            "La lista «Weekly» se eliminó en otro dispositivo; tu cambio (nombre «Weekly shop») se perdió con ello",
        backInTheBook:
            "Rice en la libreta de precios, que eliminaste, ha vuelto: hubo un cambio en Laptop B (tipo de precio normal y tienda «Lidl»)",
        dealSetAside:
            "Rice: desde un cambio en Laptop B, la promoción «save 2.00» no da ningún precio con el precio 1.50, así que no cuenta hasta que cambie uno de los dos",
        reference:
            "La lista «Weekly»: tu cambio (base del precio unitario por kg) se reemplazó por automática de otro dispositivo",
        unknownSize: "Un producto de tamaño desconocido se eliminó en Laptop B")

    static let languages = [english, german, french, spanish]

    @Test("the status line and its alerts", arguments: languages)
    func status(_ words: Words) {
        let catalog = Catalog(words.language)
        var status = SyncStatus()
        #expect(status.text(now: Self.start, in: catalog) == words.notSyncedYet)
        _ = status.handle(.synced(at: Self.start), in: catalog)
        #expect(status.text(now: Self.start + 3 * Self.minute, in: catalog) == words.syncedMinutesAgo)
        #expect(status.text(now: Self.start + 30 * 60 * Self.minute, in: catalog) == words.syncedOnDay)
        _ = status.handle(.prepared(waiting: 1), in: catalog)
        _ = status.handle(.networkError, in: catalog)
        #expect(status.text(now: Self.start, in: catalog) == words.offlineOneChange)
        _ = status.handle(.prepared(waiting: 2), in: catalog)
        let failure = SyncStatus.Event.mergeFailed(reason: "'record' is not an object")
        #expect(status.handle(failure, in: catalog).alert == words.mergeFailed)
        #expect(status.text(now: Self.start, in: catalog) == words.notSyncedTwoChanges)
        #expect(
            status.handle(.httpError(status: 502, message: nil, retryAfterSeconds: nil), in: catalog).alert
                == words.serverAnswered)
        #expect(
            status.handle(.httpError(status: 401, message: nil, retryAfterSeconds: nil), in: catalog).alert
                == words.removed)
    }

    @Test("a failure said in one language is not said again in another")
    func failureSaidOnceInAnyLanguage() {
        var status = SyncStatus()
        let failure = SyncStatus.Event.prepareFailed(reason: "quota")
        #expect(
            status.handle(failure, in: Catalog(.german)).alert
                == "Deine Listen konnten nicht für die Synchronisation vorbereitet werden: quota")
        #expect(status.shownFailure == "Your lists couldn't be prepared for syncing: quota")
        #expect(status.handle(failure, in: Catalog(.french)).alert == nil)
        #expect(status.handle(failure).alert == nil)
    }

    @Test("the household and its devices", arguments: languages)
    func household(_ words: Words) {
        let texts = HouseholdTexts(Catalog(words.language))
        #expect(texts.lastSeen(at: Self.start, now: Self.start + 1 * Self.minute) == words.activeNow)
        #expect(
            texts.lastSeen(at: Self.start, now: Self.start + 5 * 60 * Self.minute) == words.lastSeenHoursAgo)
        #expect(
            texts.lastSeen(at: Self.start, now: Self.start + 3 * 24 * 60 * Self.minute) == words.lastSeenOnDay
        )
        #expect(texts.thisDevice == words.thisDevice)
        #expect(texts.removeButtonName(device: "Pixel") == words.removeButton)
        #expect(texts.removalQuestion(device: "Pixel", household: "Home") == words.removalQuestion)
        #expect(
            texts.removalConsequence(device: "Pixel", household: "Home", isCurrent: false)
                == words.otherDeviceLeaves)
        #expect(
            texts.removalConsequence(device: "Pixel", household: "Home", isCurrent: true)
                == words.thisDeviceLeaves)
        #expect(texts.inviteExpiry == words.inviteExpiry)
        #expect(texts.alreadyMember(of: "Home") == words.alreadyMember)
        #expect(
            texts.deviceName(userAgent: "Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile")
                == words.deviceName)
        #expect(texts.deviceName(userAgent: "curl/8.5") == words.unknownBrowser)
        #expect(texts.moreConflicts(1) == words.oneMore)
        #expect(texts.moreConflicts(2) == words.twoMore)
        #expect(ServerRefusal(status: 502).message(in: texts.catalog) == words.serverAnswered)
        #expect(SyncStatus.removedMessage(in: texts.catalog) == words.removed)
    }

    /// A conflict as the replica keeps it: its title and readings in the replica's words.
    static func conflict(
        _ kind: SyncRecord.Kind, _ title: String, _ outcome: SyncConflict.Outcome,
        by name: String? = "Laptop B",
        _ readings: [(field: String, mine: String, theirs: String)]
    ) -> SyncConflict {
        SyncConflict(
            number: 1, record: ListID(high: 1, low: 1), kind: kind, title: title, device: "laptopb",
            deviceName: name, milliseconds: start, outcome: outcome, changes: [],
            readings: readings.map { SyncConflict.Reading(field: $0.field, mine: $0.mine, theirs: $0.theirs) }
        )
    }

    @Test("the Sync history's conflicts", arguments: languages)
    func conflicts(_ words: Words) {
        let catalog = Catalog(words.language)
        let price = Self.conflict(.product, "Rice", .replaced, [("price", "3.19", "3.29")])
        #expect(price.message(in: catalog) == words.replacedPrice)
        #expect(price.before(in: catalog) == words.replacedPriceBefore)
        #expect(price.after(in: catalog) == words.replacedPriceAfter)
        let two = Self.conflict(
            .product, "A product of 500 g", .replaced, [("price", "3.19", "3.29"), ("size", "500 g", "1 kg")])
        #expect(two.message(in: catalog) == words.replacedTwo)
        let list = Self.conflict(
            .list, "The list “Weekly”", .removed, by: nil, [("name", "“Weekly shop”", "“Weekly”")])
        #expect(list.message(in: catalog) == words.removedList)
        let entry = Self.conflict(
            .entry, "Rice in the price book", .kept,
            [("sale", "sale", "regular"), ("store", "“Aldi”", "“Lidl”")])
        #expect(entry.message(in: catalog) == words.backInTheBook)
        let deal = Self.conflict(
            .product, "Rice", .dealSetAside,
            [("deal", "“save 2.00”", "“save 2.00”"), ("price", "2.99", "1.50")])
        #expect(deal.message(in: catalog) == words.dealSetAside)
        let reference = Self.conflict(
            .list, "The list “Weekly”", .replaced, by: nil, [("unit price basis", "per kg", "automatic")])
        #expect(reference.message(in: catalog) == words.reference)
        let unknown = Self.conflict(.product, "A product of unknown size", .removed, [])
        #expect(unknown.message(in: catalog) == words.unknownSize)
    }

    @Test("the replica keeps a conflict in its own words; the page gets it in the language")
    func conflictWritten() throws {
        let conflict = Self.conflict(
            .list, "The list “Weekly”", .removed, by: nil, [("name", "“Weekly shop”", "“Weekly”")])
        var kept = JSONWriter()
        conflict.write(to: &kept)
        var shown = JSONWriter()
        conflict.write(to: &shown, in: Catalog(.german), decimalSeparator: ",")
        let keptJSON = try JSON(parsing: kept.text)
        let shownJSON = try JSON(parsing: shown.text)
        #expect(keptJSON.string("title") == "The list “Weekly”")
        #expect(shownJSON.string("title") == "The list “Weekly”")
        #expect(shownJSON.string("before") == "Name „Weekly shop“")
        #expect(shownJSON.string("after") == "Name „Weekly“")
        #expect(shownJSON.string("message") == Self.german.removedList)
        #expect(keptJSON.string("message") == Self.english.removedList)
        // Only the page's has the parts, whose prices it writes in the currency.
        #expect(keptJSON["messageParts"] == nil && keptJSON["beforeParts"] == nil)
        #expect(shownJSON["messageParts"] != nil && shownJSON["afterParts"] != nil)
        // Read back, it says the same in every language.
        let read = try #require(SyncConflict(json: shownJSON))
        #expect(read.message(in: Catalog(.french)) == Self.french.removedList)
    }

    @Test(
        "a conflict's numbers in the locale's format, its prices as amounts the page writes in the currency")
    func conflictNumbers() throws {
        let german = Catalog(.german)
        let two = Self.conflict(
            .product, "A product of 1.5 kg", .replaced,
            [("price", "3.19", "≈3.3333"), ("size", "1.5 kg", "6 x 0.33 L")])
        #expect(
            two.message(in: german, decimalSeparator: ",")
                == "Ein Produkt mit 1,5 kg: Deine Änderungen (Preis 3,19 und Menge 1,5 kg) wurden durch Preis ≈3,3333 und Menge 6 x 0,33 L von Laptop B ersetzt"
        )
        #expect(
            two.messageParts(in: german, decimalSeparator: ",").encoded
                == "tEin Produkt mit 1,5 kg: Deine Änderungen (Preis \u{1F}m3.19\u{1F}t und Menge 1,5 kg) wurden durch Preis \u{1F}m≈3.3333\u{1F}t und Menge 6 x 0,33 L von Laptop B ersetzt"
        )
        #expect(
            two.beforeParts(in: german, decimalSeparator: ",").encoded
                == "tPreis \u{1F}m3.19\u{1F}t und Menge 1,5 kg")
        // A name or a store is the shopper's text, written as typed; a deal and a basis are numbers.
        let entry = Self.conflict(
            .entry, "Rice in the price book", .replaced,
            [
                ("name", "“Rice 1.5”", "“Rice”"), ("deal", "“3 for 5.00”", "“save 0.50”"),
                ("unit price basis", "per 0.5 kg", "automatic"),
            ])
        #expect(
            entry.before(in: Catalog(.french), decimalSeparator: ",")
                == "nom «\u{A0}Rice 1.5\u{A0}», offre «\u{A0}3 for 5,00\u{A0}» et base du prix unitaire par 0,5 kg"
        )
        let one = Self.conflict(.product, "Rice", .replaced, [("price", "3.19", "unknown")])
        #expect(
            one.messageParts(in: Catalog(.spanish), decimalSeparator: ",").encoded
                == "tRice: tu cambio (precio \u{1F}m3.19\u{1F}t) se reemplazó por desconocido de Laptop B")
        // The page's JSON carries the parts; the replica's doesn't.
        var shown = JSONWriter()
        one.write(to: &shown, in: german, decimalSeparator: ",")
        let json = try JSON(parsing: shown.text)
        #expect(json.string("beforeParts") == "tPreis \u{1F}m3.19")
        #expect(json.string("afterParts") == "tPreis unbekannt")
        #expect(json.string("before") == "Preis 3,19")
        var kept = JSONWriter()
        one.write(to: &kept)
        #expect(try JSON(parsing: kept.text)["messageParts"] == nil)
    }
}
