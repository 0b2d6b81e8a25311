/// Reading the values of a saved state back (see ``PerApp/State/init(decoding:listID:now:sharePayloadReader:)``):
/// each names the member it could not read.
extension PerApp.State {
    /// The member's value, or `nil` when it is missing or `null`.
    static func present(_ json: JSON?) -> JSON? {
        guard let json, !json.isNull else { return nil }
        return json
    }

    static func invalid(_ member: String) -> ParseError {
        ParseError(.savedListInvalid, ("member", member), at: 0)
    }

    static func decodeRational(_ json: JSON?, member: String) throws(ParseError) -> Rational {
        guard let text = json?.stringValue, let value = Rational(fractionText: text) else {
            throw invalid(member)
        }
        return value
    }

    static func decodeUnit(_ json: JSON?, member: String) throws(ParseError) -> Unit {
        guard let id = json?.stringValue, let unit = Unit.withID(id) else { throw invalid(member) }
        return unit
    }

    static func decodeSettings(_ json: JSON) throws(ParseError) -> PerApp.Settings {
        var settings = PerApp.Settings()
        if let system = json.string("system") {
            guard let value = MeasurementSystem(rawValue: system) else { throw invalid("settings.system") }
            settings.system = value
        }
        if let code = json.string("currency") {
            guard PerApp.Settings.isValidCurrencyCode(code) else { throw invalid("settings.currency") }
            settings.currencyCode = code
        }
        settings.remembersPrices = json.bool("remembersPrices") ?? true
        settings.usesMemberPrices = json.bool("usesMemberPrices") ?? true
        if let code = json.string("language") {
            guard let language = Language(rawValue: code) else { throw invalid("settings.language") }
            settings.language = language
        }
        return settings
    }

    static func decodeReference(_ json: JSON?, member: String) throws(ParseError)
        -> ReferenceQuantity?
    {
        do throws(ReferenceQuantity.ReadError) {
            return try ReferenceQuantity.read(json)
        } catch {
            throw invalid(error.path(under: member))
        }
    }

    static func decodeOptionalUnit(_ json: JSON?, member: String) throws(ParseError) -> Unit? {
        guard let json, !json.isNull else { return nil }
        return try decodeUnit(json, member: member)
    }

    static func decodeID(_ json: JSON, member: String) throws(ParseError) -> ListID {
        guard let text = json.stringValue, let id = ListID(text) else { throw invalid(member) }
        return id
    }

    static func decodeOptionalID(_ json: JSON?, member: String) throws(ParseError) -> ListID? {
        guard let json = present(json) else { return nil }
        return try decodeID(json, member: member)
    }

    static func decodeTimestamp(_ json: JSON, member: String) throws(ParseError) -> Timestamp {
        guard let text = json.stringValue, let timestamp = Timestamp(text) else { throw invalid(member) }
        return timestamp
    }

    static func decodeOptionalTimestamp(_ json: JSON?, member: String) throws(ParseError)
        -> Timestamp?
    {
        guard let json = present(json) else { return nil }
        return try decodeTimestamp(json, member: member)
    }

    static func productList(_ items: [ProductItem]) throws(ParseError) -> ProductList {
        do {
            return try ProductList(items)
        } catch {
            throw inconsistent(error)
        }
    }

    static func decodeItemArray(_ json: JSON?, member: String) throws(ParseError) -> [ProductItem] {
        var items: [ProductItem] = []
        let values = json?.arrayValue ?? []
        for index in values.indices {
            items.append(try decodeItem(values[index], member: "\(member)[\(index)]"))
        }
        return items
    }

    static func inconsistent(_ error: ProductListError) -> ParseError {
        ParseError(.savedListInconsistent, reason: .product(error), at: 0)
    }

    /// The ids of saved products, or `nil` when any is missing or unreadable (as in lists saved
    /// before products had ids).
    static func decodeItemIDs(_ json: JSON?) -> [SyncRecord.ID]? {
        var ids: [SyncRecord.ID] = []
        for item in json?.arrayValue ?? [] {
            guard let id = item.string("id").flatMap({ ListID($0) }) else { return nil }
            ids.append(id)
        }
        return ids
    }

    static func decodeList(_ json: JSON, member: String) throws(ParseError) -> ShoppingList {
        let created = try decodeTimestamp(json["created"] ?? .null, member: member + ".created")
        let items = try decodeItemArray(json["items"], member: member + ".items")
        let ids = decodeItemIDs(json["items"])
        var list = ShoppingList(
            id: try decodeID(json["id"] ?? .null, member: member + ".id"),
            name: json.string("name") ?? defaultListName,
            products: ids == nil ? try productList(items) : ProductList(),
            reference: try decodeReference(json["reference"], member: member + ".reference"),
            lastUnit: try decodeOptionalUnit(json["lastUnit"], member: member + ".lastUnit"),
            created: created,
            updated: try decodeOptionalTimestamp(json["updated"], member: member + ".updated"))
        if let ids {
            // Added one by one, so that each product keeps its id whatever order it was saved in.
            do {
                for (item, id) in zip(items, ids) { try list.add(item, id: id) }
            } catch {
                throw inconsistent(error)
            }
        }
        return list
    }

    static func decodeItem(_ json: JSON, member: String) throws(ParseError) -> ProductItem {
        do throws(ProductItem.ExactMembersError) {
            return try ProductItem(name: json.string("name"), exactMembersOf: json)
        } catch {
            switch error {
            case .member(let name): throw invalid(member + "." + name)
            case .product(let error):
                throw ParseError(.savedListInvalidBecause, ("member", member), reason: .product(error), at: 0)
            }
        }
    }

    static func decodeForm(_ json: JSON) throws(ParseError) -> ProductForm {
        guard let soldByText = json.string("soldBy"), let soldBy = Dimension(rawValue: soldByText)
        else {
            throw invalid("form.soldBy")
        }
        let unit = try decodeUnit(json["unit"], member: "form.unit")
        guard unit.dimension == soldBy else { throw invalid("form.unit") }
        var focus: FormField? = nil
        if let text = json.string("focus") {
            guard let field = FormField(rawValue: text) else { throw invalid("form.focus") }
            focus = field
        }
        var editingIndex: Int? = nil
        if let index = json["editingIndex"], !index.isNull {
            guard let value = index.intValue, value >= 0 else { throw invalid("form.editingIndex") }
            editingIndex = value
        }
        var toConfirm: [FormField] = []
        for value in json.array("toConfirm") ?? [] {
            guard let text = value.stringValue, let field = FormField(rawValue: text) else {
                throw invalid("form.toConfirm")
            }
            toConfirm.append(field)
        }
        var tagNotes: [String] = []
        for value in json.array("tagNotes") ?? [] {
            guard let note = value.stringValue else { throw invalid("form.tagNotes") }
            tagNotes.append(note)
        }
        return ProductForm(
            quantity: try decodeCalculator(json["quantity"], member: "form.quantity"), unit: unit,
            price: try decodeCalculator(json["price"], member: "form.price"),
            name: json.string("name") ?? "", store: json.string("store") ?? "",
            isSale: json.bool("isSale") ?? false, deal: try decodeDealForm(json["deal"]),
            focus: focus, soldBy: soldBy, editingIndex: editingIndex, toConfirm: toConfirm,
            tagNotes: tagNotes)
    }

    /// The deal's fields of a saved form (see `write(_:to:)` of ``DealForm``); none in a form
    /// saved before forms had them.
    static func decodeDealForm(_ json: JSON?) throws(ParseError) -> DealForm {
        guard let json = present(json) else { return DealForm() }
        var offer = DealOffer.none
        if let text = json.string("offer") {
            guard let value = DealOffer(rawValue: text) else { throw invalid("form.deal.offer") }
            offer = value
        }
        var calculators: [(FormField, Calculator)] = []
        for field in FormField.dealKeypadFields {
            guard let value = present(json[field.rawValue]) else { continue }
            calculators.append((field, try decodeCalculator(value, member: "form.deal." + field.rawValue)))
        }
        return DealForm(isShown: json.bool("isShown") ?? false, offer: offer, calculators: calculators)
    }

    static func decodeCalculator(_ json: JSON?, member: String) throws(ParseError) -> Calculator {
        guard let json, !json.isNull else { return Calculator() }
        var operation: CalculatorOperator? = nil
        if let text = json.string("operation") {
            guard let value = CalculatorOperator(rawValue: text) else { throw invalid(member + ".operation") }
            operation = value
        }
        var factors: Calculator.Factors? = nil
        if let value = json["factors"], !value.isNull {
            factors = Calculator.Factors(
                try decodeRational(value["left"], member: member + ".factors.left"),
                try decodeRational(value["right"], member: member + ".factors.right"))
        }
        var offerCount: Rational? = nil
        if let value = json["offerCount"], !value.isNull {
            offerCount = try decodeRational(value, member: member + ".offerCount")
        }
        return Calculator(
            left: try decodeOperand(json["left"], member: member + ".left"), operation: operation,
            right: try decodeOperand(json["right"], member: member + ".right"),
            message: json.string("message").map {
                CalculatorMessage(savedName: $0, value: json.string("messageValue"))
            },
            isRefusal: json.bool("isRefusal") ?? false,
            offerCount: offerCount, factors: factors)
    }

    static func decodeOperand(_ json: JSON?, member: String) throws(ParseError) -> CalculatorOperand? {
        guard let json, !json.isNull else { return nil }
        if let typed = json.string("typed") {
            guard CalculatorOperand.isValidTyped(typed) else { throw invalid(member) }
            return .typed(typed)
        }
        return .result(try decodeRational(json["result"], member: member))
    }
}
