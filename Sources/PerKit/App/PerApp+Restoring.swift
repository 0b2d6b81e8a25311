extension PerApp.State {
    /// Restores a state written by ``encoded()`` of this or an earlier version. Unknown
    /// members are ignored; missing optional members take their defaults. A version-1 state
    /// (one list) becomes a library holding that list under `listID`, made `now`.
    /// - Parameter sharePayloadReader: Reads the shared list of a session saved before version
    ///   5, a share-link payload (``SharedList/init(payload:)`` by default); `nil` leaves the
    ///   session without it. A front end that reads share links elsewhere passes its own.
    /// - Throws: ``ParseError`` naming the member that cannot be read.
    public init(
        decoding json: JSON, listID: ListID = ListID(high: 0, low: 0), now: Timestamp = .epoch,
        sharePayloadReader: SharePayloadReader = SharedList.init(payload:)
    ) throws(ParseError) {
        try self.init(
            decoding: json, lists: json["lists"], listID: listID, now: now,
            sharePayloadReader: sharePayloadReader)
    }

    /// Restores a state as ``init(decoding:listID:now:sharePayloadReader:)`` does, with the
    /// lists of `lists` (a saved library's `lists`) in place of those of `json`.
    private init(
        decoding json: JSON, lists savedLists: JSON?, listID: ListID, now: Timestamp,
        sharePayloadReader: SharePayloadReader
    ) throws(ParseError) {
        guard let version = json.int("version"), version >= 1 else { throw Self.invalid("version") }
        guard version <= Self.encodingVersion else {
            throw ParseError(.savedListsNewer, ("version", String(version)), at: 0)
        }
        // Starts from a new library and fills it member by member.
        self.init(settings: try Self.decodeSettings(json["settings"] ?? .null), listID: listID, now: now)
        alert = json["alert"]?.string("message").map { PerApp.Alert(message: $0) }
        if let value = Self.present(json["form"]) { form = try Self.decodeForm(value) }
        if let value = Self.present(json["removed"]) {
            removed = try Self.decodeItem(value, member: "removed")
        }
        removedID = json.string("removedID").flatMap { ListID($0) }
        if json.bool("isConfirmingClear") ?? false, destination == nil { destination = .confirmingClear }
        guard version >= 2 else {
            try restoreVersion1List(json)
            return
        }
        var lists: [ShoppingList] = []
        let values = savedLists?.arrayValue ?? []
        for index in values.indices {
            let member = "lists[\(index)]"
            let decoded = try Self.decodeList(values[index], member: member)
            guard !lists.contains(where: { $0.id == decoded.id }) else { throw Self.invalid(member + ".id") }
            lists.append(decoded)
        }
        if !lists.isEmpty { self.lists = lists }
        let open = try Self.decodeOptionalID(json["openList"], member: "openList")
        openListID = self.lists.contains { $0.id == open } ? open ?? listID : self.lists[0].id
        if let text = json.string("screen") {
            guard let value = Screen(rawValue: text) else { throw Self.invalid("screen") }
            screen = value
        }
        clock = try Self.decodeOptionalTimestamp(json["clock"], member: "clock") ?? now
        today = CalendarDate(clock)
        if let text = json.string("today") {
            guard let date = CalendarDate(text) else { throw Self.invalid("today") }
            today = date
        }
        nextEntryID =
            try Self.decodeOptionalID(json["nextEntry"], member: "nextEntry")
            ?? Self.entrySeed(from: openListID)
        if let value = Self.present(json["deleted"]) {
            guard let index = value.int("index"), index >= 0 else { throw Self.invalid("deleted.index") }
            deleted = DeletedList(
                list: try Self.decodeList(value["list"] ?? .null, member: "deleted.list"), index: index,
                replacement: try Self.decodeOptionalID(value["replacement"], member: "deleted.replacement"))
        }
        if let value = Self.present(json["shared"]) {
            let shared: SharedList?
            do throws(ParseError) {
                if let payload = value.stringValue {
                    shared = try sharePayloadReader(payload)
                } else {
                    shared = try SharedList(json: value)
                }
            } catch {
                throw Self.invalid("shared")
            }
            // The form shows before a shared list (see `Destination`).
            if let shared, !isFormOpen { destination = .sharedList(shared) }
        }
        status = json.string("status")
        bookView.search = json.string("bookSearch") ?? ""
        bookView.product = json.string("bookProduct")
        lastStore = json.string("lastStore")
        if let value = Self.present(json["deletedEntry"]) { deletedEntry = try PriceEntry(json: value) }
        try restoreBook(json)
    }

    /// Records the entries of a saved price book (the members of a saved document: `products`
    /// and `stores` from version 4, `entries` before) in the book, after those it has.
    private mutating func restoreBook(_ json: JSON) throws(ParseError) {
        try book.restore(savedProducts: json.array("products") ?? [], stores: json.array("stores") ?? [])
        try restoreVersion3Entries(json)
    }

    /// Restores the saved session, library and price book (see ``encodedSession()``,
    /// ``encodedLibrary()`` and ``writeBook(to:)``; a whole ``encoded()`` state or a version-1
    /// one may stand in for the session), or starts a new library with `settings` when nothing
    /// is saved. Saved state that cannot be read is never dropped silently: the new library
    /// shows an alert that says why. A price book that cannot be read leaves the lists restored
    /// and the book empty, with an alert.
    ///
    /// `library` and `book` may also be the saved text itself, as a JSON string, when the front
    /// end could not parse it (a write cut short, say): it is read here, so that the alert says
    /// where it stops being JSON.
    /// - Parameter sharePayloadReader: As for ``init(decoding:listID:now:sharePayloadReader:)``.
    @inline(never)
    public init(
        restoring saved: JSON?, library: JSON? = nil, book: JSON? = nil, defaults settings: PerApp.Settings,
        listID: ListID = ListID(high: 0, low: 0), now: Timestamp = .epoch,
        sharePayloadReader: SharePayloadReader = SharedList.init(payload:)
    ) {
        var readLibrary: JSON? = nil
        var libraryFailure: ParseError? = nil
        do throws(ParseError) {
            readLibrary = try library.map { json throws(ParseError) in try Self.readingSavedText(json) }
        } catch {
            libraryFailure = error
        }
        self.init(
            restoringLists: saved, library: readLibrary, defaults: settings, listID: listID, now: now,
            sharePayloadReader: sharePayloadReader)
        if let libraryFailure {
            let catalog = self.settings.catalog
            showAlert(catalog.text(.listsNotRestored, ("reason", libraryFailure.message(in: catalog))))
        }
        if let book = Self.present(book) { restore(savedBook: book) }
    }

    /// A saved document given as the text a front end could not parse (a JSON string), read as
    /// JSON; any other value as it is.
    /// - Throws: ``ParseError`` saying where the text stops being JSON.
    static func readingSavedText(_ json: JSON) throws(ParseError) -> JSON {
        guard case .string(let text) = json else { return json }
        return try JSON(parsing: text)
    }

    /// Records the entries of a saved price book (see ``writeBook(to:)``) after those the book
    /// has: a front end may restore the book after the lists, once the page is shown. A book
    /// that can't be read changes nothing but the alert, which says why. The book may also be
    /// the saved text a front end could not parse, as a JSON string.
    /// - Returns: whether the book was restored.
    @discardableResult
    public mutating func restore(savedBook saved: JSON) -> Bool {
        let before = book
        do throws(ParseError) {
            let json = try Self.readingSavedText(saved)
            guard let version = json.int("version"), version >= 3, version <= Self.encodingVersion else {
                throw Self.invalid("version")
            }
            try restoreBook(json)
            return true
        } catch {
            book = before
            showAlert(
                settings.catalog.text(.bookNotRestored, ("reason", error.message(in: settings.catalog))))
            return false
        }
    }

    private init(
        restoringLists saved: JSON?, library: JSON?, defaults settings: PerApp.Settings, listID: ListID,
        now: Timestamp, sharePayloadReader: SharePayloadReader
    ) {
        let session = saved.flatMap { $0.isNull ? nil : $0 }
        let library = library.flatMap { $0.isNull ? nil : $0 }
        guard session != nil || library != nil else {
            self.init(settings: settings, listID: listID, now: now)
            return
        }
        let document = session ?? .object([.init("version", .int(Self.encodingVersion))])
        do {
            try self.init(
                decoding: document, lists: library?["lists"] ?? document["lists"], listID: listID, now: now,
                sharePayloadReader: sharePayloadReader)
            self.settings.decimalSeparator = settings.decimalSeparator
            self.settings.deviceLanguage = settings.deviceLanguage
        } catch {
            self.init(settings: settings, listID: listID, now: now)
            // In the language the saved settings choose, when they can be read.
            var restored = settings
            if let saved = try? Self.decodeSettings(document["settings"] ?? .null) {
                restored.language = saved.language ?? settings.language
            }
            let catalog = restored.catalog
            alert = PerApp.Alert(
                message: catalog.text(.listsNotRestored, ("reason", error.message(in: catalog))))
        }
    }

    /// Reads a share-link payload into the list it holds, or `nil` for none (see
    /// ``init(decoding:listID:now:sharePayloadReader:)``).
    public typealias SharePayloadReader = (String) throws(ParseError) -> SharedList?
}
