import PerKit

/// One running app behind the wire format: keeps the ``PerApp/State`` and answers every
/// request with the view model to render and the state to save.
///
/// Requests and responses are JSON text:
/// - `start`: `{"saved": <saved session or null>, "library": <saved library or null>,
///   "region": "BG", "decimalSeparator": ",", "languages": ["bg-BG", "de"],
///   "now": "2026-11-23T18:04:05.123Z", "id": "<32 hex digits>"}` restores the saved state (or starts a new library with the
///   locale's defaults, its first list under `id`): the region's measurement system and currency
///   (``MeasurementSystem/init(region:)``, ``Currency/init(region:)``), unless `"system": "us"`
///   or `"currency": "USD"` name others; the decimal separator is the locale's, for every
///   number shown as text; the first of the browser's `languages` Per speaks is the app's
///   language unless Settings names another (``PerApp/Settings/deviceLanguage``);
/// - `dispatch`: one action, e.g. `{"type":"key","key":"7"}`, optionally with the time `now` and
///   the local date `today` (`YYYY-MM-DD`, the date of prices recorded; `start` takes it too);
/// - `query`: a question that changes nothing, e.g. `{"type":"lists","scope":"list"}`.
///
/// A saved library or price book the front end could not parse as JSON goes to `start` (and
/// `restoreBook`) as its text, a JSON string: PerKit reads it, and when it can't, its alert says
/// where the text stops being JSON, with `restoreFailed`.
///
/// `start` and `dispatch` answer `{"view": <view model>, "saved": <session>}` (the view model
/// without the price book screen, `"book": null`, which ``WireBookScreen`` builds) plus
/// `"library": <lists>` when the lists changed since the previous answer (on start: unless
/// they are the saved lists it was given, restored as they were), plus `"book": <price book>`
/// likewise (`start` takes the saved one as `"book"`), plus `"texts"`, the page's texts (``Catalog/pageTexts(to:)``), in the first answer and
/// whenever the language changed, plus `"restoreFailed": true`
/// when `start` could not restore what was saved (the alert says why; a front end keeps the
/// saved text aside before the new library is saved over it), plus `"sharedLink": "#share=…"`
/// when `start` was given a session saved before version 5 that was showing a shared list (the
/// front end reads the link, as it reads one in the page's address, and sends
/// `openShareLink`: this module reads no share links), plus `"error"` when the request
/// itself was malformed (a front-end bug; the state is then unchanged). The session is small
/// and changes with every key; the library is written only when a list changes. The view
/// model's `"rows"` and `"verdict"` are left out when they are the previous answer's
/// (``PerApp/ViewModel/ListFigures``): the front end keeps showing those.
public struct WireSession: Sendable {
    /// The current state.
    public private(set) var state = PerApp.State()
    /// The lists as of the previous answer.
    private var answeredLists: [ShoppingList] = []
    /// The price book as of the previous answer.
    private var answeredBook = PriceBook()
    /// The language of the page's texts as of the previous answer; `nil` before the first.
    private var answeredLanguage: Language? = nil
    /// The open list's rows and verdict as of the previous answer; `nil` before the first.
    private var answeredFigures: PerApp.ViewModel.ListFigures? = nil

    /// A session with a new, empty list.
    public init() {}

    /// Restores saved state, or starts afresh with the front end's locale defaults.
    public mutating func start(_ request: String) -> String {
        do throws(ParseError) {
            let json = try JSON(parsing: request)
            var settings = PerApp.Settings()
            // The locale's region (`"region": "BG"`) chooses the defaults by PerKit's table;
            // `system` and `currency` given as well override them.
            if let region = json.string("region") {
                settings.system = MeasurementSystem(region: region)
                if let currency = Currency(region: region) { settings.currencyCode = currency.code }
            }
            if let system = json.string("system").flatMap({ MeasurementSystem(rawValue: $0) }) {
                settings.system = system
            }
            if let currency = json.string("currency"), PerApp.Settings.isValidCurrencyCode(currency) {
                settings.currencyCode = currency
            }
            if let separator = WireAction.decimalSeparator(of: json) { settings.decimalSeparator = separator }
            if case .array(let tags) = json["languages"] {
                settings.deviceLanguage = Language.preferred(from: tags.compactMap { $0.stringValue })
            }
            let now = try WireAction.time(of: json) ?? .epoch
            let freshID = json.string("id").flatMap { ListID($0) }
            let id = freshID ?? ListID(high: 0, low: 0)
            var sharePayload: String? = nil
            var restored = PerApp.State(
                restoring: json["saved"], library: json["library"], book: json["book"], defaults: settings,
                listID: id, now: now,
                sharePayloadReader: { payload throws(ParseError) in
                    sharePayload = payload
                    return nil
                })
            if let today = try WireAction.date(of: json) { PerApp.reduce(&restored, .setDate(today)) }
            if let freshID { restored.seedEntryIDs(with: freshID) }
            // Swapped in rather than assigned: an assignment of the whole state compiles to a
            // function of its own that releases every field of the old one (about 4 KB of wasm).
            swap(&state, &restored)
            // Lists restored as the front end saved them need no saving again; lists it gave as
            // text it couldn't parse are sent back as PerKit read them.
            let hadLists = json["library"].map { !$0.isNull } ?? false
            let hadSession = json["saved"].map { !$0.isNull } ?? false
            let hadBook = json["book"].map { !$0.isNull } ?? false
            let failed = (hadLists || hadSession || hadBook) && state.alert != nil
            answeredLists = hadLists && !failed && json.string("library") == nil ? state.lists : []
            answeredBook = hadBook && !failed && json.string("book") == nil ? state.book : PriceBook()
            // A shared list is opened over a restored session only: a failed one shows its alert.
            let sharedLink = failed ? nil : sharePayload.map { "#" + ShareLink.fragmentPrefix + $0 }
            return response(error: nil, restoreFailed: failed, sharedLink: sharedLink)
        } catch {
            return response(error: error.message)
        }
    }

    /// Applies one action, after the time it carries; or restores a saved price book,
    /// `{"type": "restoreBook", "book": <saved price book>}`, after the lists (see
    /// ``PerApp/State/restore(savedBook:)``): answered as `start` answers, `restoreFailed`
    /// included, without sending back the book it was given.
    public mutating func dispatch(_ request: String) -> String {
        do throws(ParseError) {
            let json = try JSON(parsing: request)
            if json.string("type").map({ ExactText($0) == "restoreBook" }) ?? false {
                guard let book = json["book"], Self.isSaved(book) else {
                    throw ParseError("the action 'restoreBook' needs an object or a string 'book'", at: 0)
                }
                let wasEmpty = state.book.products.isEmpty
                let restored = state.restore(savedBook: book)
                // The saved book needs no saving again, unless prices were recorded before it or
                // it was given as text.
                if restored && wasEmpty && book.stringValue == nil { answeredBook = state.book }
                return response(error: nil, restoreFailed: !restored)
            }
            if json.string("type").map({ ExactText($0) == "restoreSynced" }) ?? false {
                return restoreSynced(library: json["library"], book: json["book"])
            }
            let action = try WireAction.decode(json)
            if let now = try WireAction.time(of: json) { PerApp.reduce(&state, .setClock(now)) }
            if let today = try WireAction.date(of: json) { PerApp.reduce(&state, .setDate(today)) }
            PerApp.reduce(&state, action)
            return response(error: nil)
        } catch {
            return response(error: error.message)
        }
    }

    /// Takes the lists and the book synced from the household's other devices (per-sync.wasm's
    /// answer, see ``WireSync``): either may be `null`, for unchanged. Answered as an action
    /// is; what can't be read is answered with `error` and changes nothing.
    private mutating func restoreSynced(library: JSON?, book: JSON?) -> String {
        let library = library.flatMap { $0.isNull ? nil : $0 }
        let book = book.flatMap { $0.isNull ? nil : $0 }
        // No session, so no shared list to read.
        let synced = PerApp.State(
            restoring: nil, library: library, book: book, defaults: state.settings,
            sharePayloadReader: { _ in nil })
        if let alert = synced.alert { return response(error: alert.message) }
        state.adoptSynced(
            lists: library == nil ? state.lists : synced.lists, book: book == nil ? state.book : synced.book)
        return response(error: nil)
    }

    /// Answers a query about the state, which it leaves unchanged:
    /// `{"type":"lists","scope":"list"|"library"}` → `{"name": <the open list's name, or
    /// "Per lists">, "lists": [<list>, …]}`: the open list or every list, exactly (see
    /// ``SharedList/write(to:)``), for ``WireFiles/write(_:)`` to write as a file or
    /// ``WireFiles/shareLink(_:)`` as a link.
    ///
    /// A malformed query is answered with `{"error": …}`.
    public func query(_ request: String) -> String {
        do throws(ParseError) {
            let json = try JSON(parsing: request)
            guard let type = json.string("type") else {
                throw ParseError("a query needs a 'type'", at: 0)
            }
            guard ExactText(type) == "lists" else {
                throw ParseError("unknown query type '\(type.abbreviated())'", at: 0)
            }
            let lists: [ShoppingList]
            let name: String
            switch ExactText(json.string("scope") ?? "") {
            case "list": (lists, name) = ([state.openList], state.listName)
            case "library": (lists, name) = (state.lists, "Per lists")
            default: throw ParseError("the query 'lists' needs a 'scope': list or library", at: 0)
            }
            var writer = JSONWriter()
            writer.beginObject()
            writer.member("name", name)
            writer.key("lists")
            writer.beginArray()
            for list in lists { list.shared(currencyCode: state.settings.currencyCode).write(to: &writer) }
            writer.endArray()
            writer.endObject()
            return writer.text
        } catch {
            var writer = JSONWriter()
            writer.beginObject()
            writer.member("error", error.message)
            writer.endObject()
            return writer.text
        }
    }

    private mutating func response(error: String?, restoreFailed: Bool = false, sharedLink: String? = nil)
        -> String
    {
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("view")
        let figures = PerApp.ViewModel.ListFigures(of: state, after: answeredFigures)
        answeredFigures = figures
        WireViewModel.writeLeavingOutBook(
            PerApp.ViewModel(leavingOutBookOf: state, figures: figures), to: &writer,
            leavingOutRows: figures.isUnchanged)
        writer.key("saved")
        state.writeSession(to: &writer)
        if !Self.areSame(answeredLists, state.lists) {
            writer.key("library")
            state.writeLibrary(to: &writer)
            answeredLists = state.lists
        }
        if !state.book.isUnchanged(from: answeredBook) {
            writer.key("book")
            state.writeBook(to: &writer)
            answeredBook = state.book
        }
        let language = state.settings.effectiveLanguage
        if language != answeredLanguage {
            writer.key("texts")
            Catalog(language).pageTexts(to: &writer)
            answeredLanguage = language
        }
        if restoreFailed { writer.member("restoreFailed", true) }
        if let sharedLink { writer.member("sharedLink", sharedLink) }
        if let error { writer.member("error", error) }
        writer.endObject()
        return writer.text
    }

    /// Whether `json` can be a saved document: an object, or the text a front end couldn't parse.
    private static func isSaved(_ json: JSON) -> Bool {
        if case .object = json { return true }
        return json.stringValue != nil
    }

    /// Whether two libraries are the same: at once when they share storage, else list by list.
    private static func areSame(_ old: [ShoppingList], _ new: [ShoppingList]) -> Bool {
        guard old.count == new.count else { return false }
        return old.sharesStorage(with: new) || zip(old, new).allSatisfy { $0.isSame(as: $1) }
    }
}
