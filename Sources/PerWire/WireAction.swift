import PerKit

/// Reads ``PerApp/Action``s from the wire format: a JSON object whose `type` names the action,
/// e.g. `{"type":"key","key":"7"}` or `{"type":"selectUnit","unit":"lb"}`.
public enum WireAction {
    /// The action types, named as in the `type` member.
    private enum Kind: String, CaseIterable {
        case addProduct, editProduct, removeProduct, undoRemove, clearList, confirmClearList, cancelClearList
        case dismissAlert, setMeasurementSystem, setCurrencyCode, setReference, setListName
        case focus, nextField, previousField, key, keyboard, selectSoldBy, selectUnit, setName, setStore,
            setSale, showDeal, selectOffer, fillFromTag, tagReadingFailed
        case submit, cancel
        case setDate, setRemembersPrices, setUsesMemberPrices, setLanguage, showPriceBook, closePriceBook,
            searchPriceBook,
            showBookProduct
        case deleteEntry, undoDeleteEntry, bookScreenFailed
        case showLibrary, closeLibrary, newList, openList, duplicateList, deleteList, undoDeleteList
        case openShareLink, saveSharedList, closeSharedList, importLists, storageFailed, syncFailed,
            setClock, linkCopied, importFailed

        /// The type named `rawValue`, compared byte for byte (see `ExactText`).
        init?(rawValue: String) {
            guard let kind = Self.exactlyMatching(rawValue) else { return nil }
            self = kind
        }
    }

    /// Decodes one action. Units and references are named by their ids (``Unit/id``,
    /// ``ReferenceQuantity/id``), as the view model's choices give them.
    /// - Throws: ``ParseError`` naming the unknown type or the missing member.
    public static func decode(_ json: JSON) throws(ParseError) -> PerApp.Action {
        guard let type = json.string("type") else {
            throw ParseError("an action needs a 'type'", at: 0)
        }
        guard let kind = Kind(rawValue: type) else {
            throw ParseError("unknown action type '\(type.abbreviated())'", at: 0)
        }
        switch kind {
        case .addProduct: return .addProduct
        case .editProduct: return .editProduct(index: try int(json, "index", kind))
        case .removeProduct: return .removeProduct(index: try int(json, "index", kind))
        case .undoRemove: return .undoRemove
        case .clearList: return .clearList
        case .confirmClearList: return .confirmClearList
        case .cancelClearList: return .cancelClearList
        case .dismissAlert: return .dismissAlert
        case .setMeasurementSystem:
            return .setMeasurementSystem(try measurementSystem(try string(json, "system", kind)))
        case .setCurrencyCode: return .setCurrencyCode(try string(json, "code", kind))
        case .setReference:
            let id = try string(json, "reference", kind)
            if id.hasSameUTF8(as: "auto") { return .setReference(nil) }
            guard let reference = ReferenceQuantity(id: id) else {
                throw ParseError(
                    "unknown reference '\(id.abbreviated())' — send the id of a reference choice", at: 0)
            }
            return .setReference(reference)
        case .setListName: return .setListName(try string(json, "name", kind))
        case .focus:
            guard let field = FormField(rawValue: try string(json, "field", kind)) else {
                throw ParseError(
                    "'field' must be the name of a form field, e.g. quantity, price or memberPrice", at: 0)
            }
            return .form(.focus(field))
        case .nextField: return .form(.nextField)
        case .previousField: return .form(.previousField)
        case .key:
            guard let key = CalculatorKey(id: try string(json, "key", kind)) else {
                throw ParseError("unknown keypad key", at: 0)
            }
            return .form(.key(key))
        case .keyboard: return .form(.keyboard(try string(json, "key", kind)))
        case .selectSoldBy:
            guard let dimension = Dimension(rawValue: try string(json, "dimension", kind)) else {
                throw ParseError("unknown dimension", at: 0)
            }
            return .form(.selectSoldBy(dimension))
        case .selectUnit:
            guard let unit = Unit.withID(try string(json, "unit", kind)) else {
                throw ParseError("unknown unit", at: 0)
            }
            return .form(.selectUnit(unit))
        case .setName: return .form(.setName(try string(json, "name", kind)))
        case .setStore: return .form(.setStore(try string(json, "store", kind)))
        case .setSale: return .form(.setSale(try bool(json, "isSale", kind)))
        case .showDeal: return .form(.showDeal(try bool(json, "isShown", kind)))
        case .selectOffer:
            guard let offer = DealOffer(rawValue: try string(json, "offer", kind)) else {
                throw ParseError("unknown offer: send the id of an offer choice", at: 0)
            }
            return .form(.selectOffer(offer))
        case .fillFromTag:
            guard let reading = json["reading"] else {
                throw ParseError("the action 'fillFromTag' needs a 'reading'", at: 0)
            }
            return .form(.fillFromTag(try WireTag.fill(reading)))
        case .tagReadingFailed:
            // The server's refusal comes with its HTTP status, said in the app's language.
            if let status = json.int("status") {
                return .tagRefused(
                    ServerRefusal(
                        status: status, message: json.string("message"),
                        retryAfterSeconds: json.int("retryAfter")))
            }
            return .tagReadingFailed(json.string("message"))
        case .setDate:
            guard let today = try date(of: json) else {
                throw ParseError("the action 'setDate' needs a date 'today'", at: 0)
            }
            return .setDate(today)
        case .setRemembersPrices: return .setRemembersPrices(try bool(json, "isOn", kind))
        case .setUsesMemberPrices: return .setUsesMemberPrices(try bool(json, "isOn", kind))
        case .setLanguage:
            // `{"type": "setLanguage", "language": "de"}`; "auto" for the device's.
            let code = try string(json, "language", kind)
            if code.hasSameUTF8(as: "auto") { return .setLanguage(nil) }
            guard let language = Language(rawValue: code) else {
                throw ParseError(
                    "unknown language '\(code.abbreviated())' — send en, de, fr, es or auto", at: 0)
            }
            return .setLanguage(language)
        case .showPriceBook: return .showPriceBook
        case .closePriceBook: return .closePriceBook
        case .searchPriceBook: return .searchPriceBook(try string(json, "text", kind))
        case .showBookProduct:
            guard let value = json["name"], value.isNull || value.stringValue != nil else {
                throw ParseError("the action 'showBookProduct' needs a string 'name' or null", at: 0)
            }
            return .showBookProduct(value.stringValue)
        case .deleteEntry: return .deleteEntry(id: try id(json, kind))
        case .undoDeleteEntry: return .undoDeleteEntry
        case .bookScreenFailed: return .bookScreenFailed(try string(json, "message", kind))
        case .submit: return .form(.submit)
        case .cancel: return .form(.cancel)
        case .showLibrary: return .showLibrary
        case .closeLibrary: return .closeLibrary
        case .newList: return .newList(id: try id(json, kind))
        case .openList: return .openList(id: try id(json, kind))
        case .duplicateList: return .duplicateList(id: try id(json, kind))
        case .deleteList: return .deleteList(replacementID: try id(json, kind))
        case .undoDeleteList: return .undoDeleteList
        case .openShareLink: return .openShareLink(try sharedList(json))
        case .saveSharedList: return .saveSharedList(id: try id(json, kind))
        case .closeSharedList: return .closeSharedList
        case .importLists: return .importLists(try importedLists(json), firstID: try id(json, kind))
        case .linkCopied: return .linkCopied
        case .importFailed:
            return .importFailed(
                file: try string(json, "file", kind), reason: try string(json, "reason", kind))
        case .storageFailed: return .storageFailed(try string(json, "message", kind))
        case .syncFailed: return .syncFailed(try string(json, "message", kind))
        case .setClock:
            guard let now = try time(of: json) else {
                throw ParseError("the action 'setClock' needs a time 'now'", at: 0)
            }
            return .setClock(now)
        }
    }

    /// The decimal separator a request names (`"decimalSeparator": ","`), or `nil` when it
    /// names none the app writes (see ``PerApp/Settings/isValidDecimalSeparator(_:)``).
    static func decimalSeparator(of json: JSON) -> String? {
        json.string("decimalSeparator").flatMap {
            PerApp.Settings.isValidDecimalSeparator($0) ? $0 : nil
        }
    }

    /// The time an action carries in its `now` member, if any: ISO-8601 in UTC, as
    /// `Date.prototype.toISOString()` writes it.
    /// - Throws: ``ParseError`` when `now` is there but is not such a time.
    public static func time(of json: JSON) throws(ParseError) -> Timestamp? {
        guard let value = json["now"], !value.isNull else { return nil }
        guard let text = value.stringValue, let time = Timestamp(text) else {
            throw ParseError("'now' must be an ISO-8601 time in UTC, e.g. 2026-11-23T18:04:05.123Z", at: 0)
        }
        return time
    }

    /// The local date an action carries in its `today` member, if any: `YYYY-MM-DD`.
    /// - Throws: ``ParseError`` when `today` is there but is not a real date.
    public static func date(of json: JSON) throws(ParseError) -> CalendarDate? {
        guard let value = json["today"], !value.isNull else { return nil }
        guard let text = value.stringValue, let date = CalendarDate(text) else {
            throw ParseError("'today' must be a date YYYY-MM-DD, e.g. 2026-11-23", at: 0)
        }
        return date
    }

    /// What an `openShareLink` action carries: the `list` of the link (see
    /// ``SharedList/write(to:)``), or the `problem` that kept it from being read (see
    /// ``WireFiles/openLink(_:)``), or the reason it could not be read at all (`unreadable`,
    /// said by ``SharedList/unreadableLink(reason:)``).
    private static func sharedList(_ json: JSON) throws(ParseError) -> Result<SharedList, ParseError> {
        if let problem = json.string("problem") { return .failure(ParseError(problem, at: 0)) }
        if let reason = json.string("unreadable") {
            return .failure(SharedList.unreadableLink(reason: reason))
        }
        guard let list = json["list"] else {
            throw ParseError("the action 'openShareLink' needs a 'list' or a 'problem'", at: 0)
        }
        do throws(ParseError) {
            return .success(try SharedList(json: list))
        } catch {
            throw ParseError("list: " + error.message, at: 0)
        }
    }

    /// What an `importLists` action carries: its `lists` (see ``SharedList/write(to:)``), or
    /// the `problems` that kept a file from being read, each a line of text (see
    /// ``WireFiles/read(_:)``).
    private static func importedLists(_ json: JSON) throws(ParseError) -> Result<[SharedList], ListFileError>
    {
        if let problems = json.array("problems") {
            let texts = problems.compactMap { $0.stringValue }
            guard !texts.isEmpty, texts.count == problems.count else {
                throw ParseError("the action 'importLists' needs 'problems' of one or more strings", at: 0)
            }
            return .failure(ListFileError(texts.map { ListFileProblem(.file, $0) }))
        }
        guard let values = json.array("lists") else {
            throw ParseError("the action 'importLists' needs 'lists' or 'problems'", at: 0)
        }
        return .success(try sharedLists(values))
    }

    /// Lists as `importLists` and ``WireFiles/write(_:)`` take them (see
    /// ``SharedList/write(to:)``).
    /// - Throws: ``ParseError`` naming the first that can't be read.
    static func sharedLists(_ values: [JSON]) throws(ParseError) -> [SharedList] {
        var lists: [SharedList] = []
        for (index, value) in values.enumerated() {
            do throws(ParseError) {
                lists.append(try SharedList(json: value))
            } catch {
                throw ParseError("lists[\(index)]: " + error.message, at: 0)
            }
        }
        return lists
    }

    /// The measurement system named `text`: metric, us or uk.
    static func measurementSystem(_ text: String) throws(ParseError) -> MeasurementSystem {
        guard let system = MeasurementSystem(rawValue: text) else {
            throw ParseError("'system' must be metric, us or uk", at: 0)
        }
        return system
    }

    /// The list id in an action's `id` member: 32 hexadecimal digits (128 bits).
    private static func id(_ json: JSON, _ kind: Kind) throws(ParseError) -> ListID {
        guard let id = ListID(try string(json, "id", kind)) else {
            throw ParseError("the action '\(kind.rawValue)' needs an 'id' of 32 hexadecimal digits", at: 0)
        }
        return id
    }

    private static func string(_ json: JSON, _ key: String, _ kind: Kind) throws(ParseError) -> String {
        guard let value = json.string(key) else {
            throw ParseError("the action '\(kind.rawValue)' needs a string '\(key)'", at: 0)
        }
        return value
    }

    private static func bool(_ json: JSON, _ key: String, _ kind: Kind) throws(ParseError) -> Bool {
        guard let value = json.bool(key) else {
            throw ParseError("the action '\(kind.rawValue)' needs true or false '\(key)'", at: 0)
        }
        return value
    }

    private static func int(_ json: JSON, _ key: String, _ kind: Kind) throws(ParseError) -> Int {
        guard let value = json.int(key) else {
            throw ParseError("the action '\(kind.rawValue)' needs a whole number '\(key)'", at: 0)
        }
        return value
    }
}
