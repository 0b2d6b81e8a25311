@testable import PerKit

/// The wire-format JSON a front end would send for `action` (the inverse of
/// `WireAction.decode`), written independently for the tests.
func wireJSON(_ action: Action) -> JSON {
    func object(_ type: String, _ members: [(String, JSON)] = []) -> JSON {
        .object([JSON.Member("type", .string(type))] + members.map { JSON.Member($0.0, $0.1) })
    }
    switch action {
    case .addProduct: return object("addProduct")
    case .editProduct(let index): return object("editProduct", [("index", .int(index))])
    case .removeProduct(let index): return object("removeProduct", [("index", .int(index))])
    case .undoRemove: return object("undoRemove")
    case .clearList: return object("clearList")
    case .confirmClearList: return object("confirmClearList")
    case .cancelClearList: return object("cancelClearList")
    case .dismissAlert: return object("dismissAlert")
    case .setMeasurementSystem(let system):
        return object("setMeasurementSystem", [("system", .string(system.rawValue))])
    case .setCurrencyCode(let code): return object("setCurrencyCode", [("code", .string(code))])
    case .setReference(let reference):
        guard let reference else { return object("setReference", [("reference", .string("auto"))]) }
        // Written independently of `ReferenceQuantity.id`: "<p/q> <unit id>", or the unit id alone.
        let amount = reference.amount
        let amountText =
            amount.denominator == 1 ? "\(amount.numerator)" : "\(amount.numerator)/\(amount.denominator)"
        let text = amount == .one ? reference.unit.id : amountText + " " + reference.unit.id
        return object("setReference", [("reference", .string(text))])
    case .setListName(let name): return object("setListName", [("name", .string(name))])
    case .showLibrary: return object("showLibrary")
    case .closeLibrary: return object("closeLibrary")
    case .newList(let id): return object("newList", [("id", .string(hex(id)))])
    case .openList(let id): return object("openList", [("id", .string(hex(id)))])
    case .duplicateList(let id): return object("duplicateList", [("id", .string(hex(id)))])
    case .deleteList(let id): return object("deleteList", [("id", .string(hex(id)))])
    case .undoDeleteList: return object("undoDeleteList")
    case .openShareLink(.success(let list)):
        return object("openShareLink", [("list", try! JSON(parsing: list.jsonText))])
    case .openShareLink(.failure(let error)):
        return object("openShareLink", [("problem", .string(error.message))])
    case .saveSharedList(let id): return object("saveSharedList", [("id", .string(hex(id)))])
    case .closeSharedList: return object("closeSharedList")
    case .importLists(.success(let lists), let id):
        return object(
            "importLists",
            [("lists", .array(lists.map { try! JSON(parsing: $0.jsonText) })), ("id", .string(hex(id)))])
    case .importLists(.failure(let error), let id):
        return object(
            "importLists",
            [("problems", .array(error.problems.map { .string($0.text) })), ("id", .string(hex(id)))])
    case .linkCopied: return object("linkCopied")
    case .importFailed(let file, let reason):
        return object("importFailed", [("file", .string(file)), ("reason", .string(reason))])
    case .storageFailed(let message): return object("storageFailed", [("message", .string(message))])
    case .syncFailed(let message): return object("syncFailed", [("message", .string(message))])
    case .tagReadingFailed(let message):
        return object("tagReadingFailed", [("message", message.map { .string($0) } ?? .null)])
    case .tagRefused(let refusal):
        return object(
            "tagReadingFailed",
            [
                ("status", .number(String(refusal.status))),
                ("message", refusal.message.map { .string($0) } ?? .null),
                ("retryAfter", refusal.retryAfterSeconds.map { .number(String($0)) } ?? .null),
            ])
    case .bookScreenFailed(let message): return object("bookScreenFailed", [("message", .string(message))])
    case .setClock(let now): return object("setClock", [("now", .string(now.text))])
    case .setDate(let today): return object("setDate", [("today", .string(today.text))])
    case .setRemembersPrices(let isOn): return object("setRemembersPrices", [("isOn", .bool(isOn))])
    case .setUsesMemberPrices(let isOn): return object("setUsesMemberPrices", [("isOn", .bool(isOn))])
    case .setLanguage(let language):
        return object("setLanguage", [("language", .string(language?.code ?? "auto"))])
    case .showPriceBook: return object("showPriceBook")
    case .closePriceBook: return object("closePriceBook")
    case .searchPriceBook(let text): return object("searchPriceBook", [("text", .string(text))])
    case .showBookProduct(let name):
        return object("showBookProduct", [("name", name.map { .string($0) } ?? .null)])
    case .deleteEntry(let id): return object("deleteEntry", [("id", .string(hex(id)))])
    case .undoDeleteEntry: return object("undoDeleteEntry")
    case .form(let formAction):
        switch formAction {
        case .focus(let field): return object("focus", [("field", .string(field.rawValue))])
        case .nextField: return object("nextField")
        case .previousField: return object("previousField")
        case .key(let key): return object("key", [("key", .string(key.id))])
        case .keyboard(let name): return object("keyboard", [("key", .string(name))])
        case .selectSoldBy(let dimension):
            return object("selectSoldBy", [("dimension", .string(dimension.rawValue))])
        case .selectUnit(let unit): return object("selectUnit", [("unit", .string(unit.id))])
        case .setName(let name): return object("setName", [("name", .string(name))])
        case .setStore(let store): return object("setStore", [("store", .string(store))])
        case .setSale(let isSale): return object("setSale", [("isSale", .bool(isSale))])
        case .showDeal(let isShown): return object("showDeal", [("isShown", .bool(isShown))])
        case .selectOffer(let offer): return object("selectOffer", [("offer", .string(offer.rawValue))])
        case .fillFromTag(let tag): return object("fillFromTag", [("reading", readingJSON(tag))])
        case .submit: return object("submit")
        case .cancel: return object("cancel")
        }
    }
}

/// The reading's JSON members a fill is made of, as `ShelfTagReading.write(to:file:)` writes
/// them, written independently for the tests.
func readingJSON(_ tag: TagFill) -> JSON {
    func amount(_ value: Rational?) -> JSON {
        value.map { .string($0.exactDecimal ?? $0.description) } ?? .null
    }
    return .object([
        .init("name", tag.name.map { .string($0) } ?? .null),
        .init("price", amount(tag.price)),
        .init(
            "size",
            tag.quantity.map {
                .object([
                    .init("packs", amount($0.packCount)), .init("amount", amount($0.packSize)),
                    .init("unit", .string($0.unit.id)),
                ])
            } ?? .null),
        .init("memberPrice", amount(tag.memberPrice)),
        .init(
            "multiBuy",
            tag.multiBuy.map {
                .object([.init("count", .int(Int($0.count.numerator))), .init("price", amount($0.price))])
            } ?? .null),
        .init("deposit", amount(tag.deposit)),
        .init("quantity", tag.check?.quantity.map { .string($0) } ?? .null),
        .init(
            "tagUnitPrice",
            tag.check.map {
                .object([
                    .init("text", .string($0.tag)), .init("per", .string($0.per)),
                    .init("check", .string($0.check)),
                    .init("worked", $0.worked.map { .string($0) } ?? .null),
                ])
            } ?? .null),
        .init("uncertain", .array(tag.uncertain.map { .string($0.rawValue) })),
    ])
}

/// An id as 32 hexadecimal digits, written independently of `ListID.text`.
func hex(_ id: ListID) -> String {
    let digits = Array("0123456789abcdef")
    var text = ""
    for word in [id.high, id.low] {
        for shift in stride(from: 60, through: 0, by: -4) {
            text.append(digits[Int((word >> UInt64(shift)) & 0xF)])
        }
    }
    return text
}
