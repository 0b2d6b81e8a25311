extension ListFile {
    /// The value of a JSON list file's `format` member.
    static let jsonFormatName = "per-lists"

    /// The newest version ``json(_:)`` writes: 2 when a product has a deal (`"deal"`), else 1,
    /// which every version of Per reads. Readers accept this and every earlier version, and
    /// refuse later ones with a message, so an older Per never opens a file and drops its deals.
    static let jsonVersion = 2

    /// The lists as Per's JSON list format, every value exact:
    ///
    /// ```json
    /// {"format": "per-lists", "version": 1, "lists": [
    ///   {"name": "Weekly shop", "reference": "100 g", "currency": "EUR", "products": [
    ///     {"name": "Brand A", "price": "399/100", "packCount": "1", "packSize": "500", "unit": "g"}]}]}
    /// ```
    ///
    /// Amounts are ``Rational/fractionText`` (`p/q`, or `p` for whole numbers); `reference` is a
    /// ``ReferenceQuantity/id`` or `null`, `currency` an ISO 4217 code or `null`, a product's
    /// `name` a string or `null`, `unit` a ``Unit/id``; a product with a deal has `deal`, its
    /// clauses as ``Deal/text`` writes them (`"member 3.50, buy 2 get 1 free"`). Products are in the list's order, best deal first.
    public static func json(_ lists: [SharedList]) -> JSON {
        .object([
            .init("format", .string(jsonFormatName)),
            .init("version", .int(lists.contains { $0.products.items.contains { $0.deal != nil } } ? jsonVersion : 1)),
            .init("lists", .array(lists.map(json(list:)))),
        ])
    }

    /// ``json(_:)`` as text, two spaces a level, with a final line break.
    public static func jsonText(_ lists: [SharedList]) -> String {
        json(lists).prettyText() + "\n"
    }

    /// Reads a JSON list file (see ``json(_:)``).
    /// - Throws: ``ListFileError``: for text that is not JSON or not a list file, a version
    ///   newer than ``jsonVersion``, and each list or product that can't be used, with its
    ///   position and PerKit's message; nothing is imported then.
    public static func lists(fromJSON text: String) throws(ListFileError) -> [SharedList] {
        let json: JSON
        do throws(VersionedJSONFile.FileMessage) {
            json = try jsonFile.parse(text)
        } catch {
            throw ListFileError(.file, error.error)
        }
        return try lists(fromJSON: json)
    }

    /// How a JSON list file is recognised.
    private static let jsonFile = VersionedJSONFile(
        noun: "list file", format: jsonFormatName, newestVersion: jsonVersion, arrayKey: "lists")

    /// Reads a JSON list file that is already parsed; see `lists(fromJSON:)` of a `String`.
    /// - Throws: ``ListFileError`` as the reading of the text does.
    public static func lists(fromJSON json: JSON) throws(ListFileError) -> [SharedList] {
        let values: [JSON]
        do throws(VersionedJSONFile.FileMessage) {
            values = try jsonFile.values(of: json)
        } catch {
            throw ListFileError(.file, error.error)
        }
        var lists: [SharedList] = []
        var problems: [ListFileProblem] = []
        for (index, value) in values.enumerated() {
            if let list = list(from: value, at: index, problems: &problems) { lists.append(list) }
        }
        guard problems.isEmpty else { throw ListFileError(problems) }
        return lists
    }

    // MARK: Writing

    private static func json(list: SharedList) -> JSON {
        .object([
            .init("name", .string(list.name)),
            .init("reference", .optional(list.reference?.id)),
            .init("currency", .optional(list.currency?.code)),
            .init("products", .array(list.products.items.map { $0.json })),
        ])
    }

    // MARK: Reading

    /// The list at `index`, or `nil` after adding each of its problems to `problems`.
    private static func list(from json: JSON, at index: Int, problems: inout [ListFileProblem]) -> SharedList?
    {
        guard case .object = json else {
            problems.append(ListFileProblem(.list(index: index, name: nil), .phrase(.jsonListNotObject)))
            return nil
        }
        let name = json.string("name")
        let place = ListFileProblem.Location.list(index: index, name: name)
        let problemCount = problems.count
        if let name {
            if let error = NameError(checking: name, as: .list) {
                problems.append(ListFileProblem(place, .invalidName(error)))
            }
        } else {
            problems.append(ListFileProblem(place, .phrase(.jsonListNoName)))
        }
        var reference: ReferenceQuantity? = nil
        if let value = json["reference"], !value.isNull {
            if let id = value.stringValue, let known = ReferenceQuantity(id: id) {
                reference = known
            } else {
                problems.append(
                    ListFileProblem(place, .phrase(.jsonListBadReference, [("value", shown(value))])))
            }
        }
        var currency: Currency? = nil
        if let value = json["currency"], !value.isNull {
            if let code = value.stringValue, let known = Currency(code: code) {
                currency = known
            } else {
                problems.append(
                    ListFileProblem(place, .phrase(.jsonListBadCurrency, [("value", shown(value))])))
            }
        }
        guard let values = json.array("products") else {
            problems.append(ListFileProblem(place, .phrase(.jsonListNoProducts)))
            return nil
        }
        var products = ProductList()
        for (position, value) in values.enumerated() {
            let productPlace = ListFileProblem.Location.product(list: index, listName: name, index: position)
            do throws(ProductListError) {
                guard let item = try product(from: value, at: productPlace, problems: &problems) else {
                    continue
                }
                try products.add(item)
            } catch {
                problems.append(ListFileProblem(productPlace, error))
            }
        }
        guard problems.count == problemCount, let name else { return nil }
        return SharedList(name: name, products: products, reference: reference, currency: currency)
    }

    /// The product in `json`, or `nil` after adding its problems with its values to `problems`.
    /// - Throws: PerKit's ``ProductListError`` for values that make no product.
    private static func product(
        from json: JSON, at place: ListFileProblem.Location, problems: inout [ListFileProblem]
    ) throws(ProductListError) -> ProductItem? {
        guard case .object = json else {
            problems.append(ListFileProblem(place, .phrase(.jsonProductNotObject)))
            return nil
        }
        var isValid = true
        func amount(_ key: String, default defaultValue: Rational? = nil) -> Rational {
            guard let value = json[key], !value.isNull else {
                if let defaultValue { return defaultValue }
                problems.append(ListFileProblem(place, .phrase(.jsonProductMissing, [("key", key)])))
                isValid = false
                return .one
            }
            guard let amount = exactAmount(value) else {
                problems.append(
                    ListFileProblem(
                        place, .phrase(.jsonProductNotExact, [("key", key), ("value", shown(value))])))
                isValid = false
                return .one
            }
            return amount
        }
        let price = amount("price")
        let packCount = amount("packCount", default: .one)
        let packSize = amount("packSize")
        var unit = Unit.each
        if let value = json["unit"], let id = value.stringValue, let known = unitWithID(id) {
            unit = known
        } else {
            problems.append(
                ListFileProblem(
                    place,
                    json["unit"].map { .phrase(.jsonProductBadUnit, [("value", shown($0))]) }
                        ?? .phrase(.jsonProductNoUnit)))
            isValid = false
        }
        var name: String? = nil
        if let value = json["name"], !value.isNull {
            if let text = value.stringValue {
                name = text
            } else {
                problems.append(ListFileProblem(place, .phrase(.jsonProductBadName)))
                isValid = false
            }
        }
        var dealText: String? = nil
        if let value = json["deal"], !value.isNull {
            if let text = value.stringValue {
                dealText = text
            } else {
                problems.append(ListFileProblem(place, .phrase(.jsonProductBadDeal)))
                isValid = false
            }
        }
        guard isValid else { return nil }
        try ProductItem.checkName(name)
        return try ProductItem(name: name, price: price, packCount: packCount, packSize: packSize, unit: unit)
            .withDeal(parsing: dealText ?? "")
    }

    /// An amount as fraction text (`"399/100"`), decimal text (`"3.99"`) or a JSON number
    /// written without an exponent (`3.99`), read exactly.
    private static func exactAmount(_ json: JSON) -> Rational? {
        switch json {
        case .string(let text): Rational(fractionText: text) ?? Rational(decimalText: text)
        case .number(let text): Rational(decimalText: text)
        default: nil
        }
    }

    /// The unit with identifier `id`, also in another case (`ml`).
    private static func unitWithID(_ id: String) -> Unit? {
        if let unit = Unit.withID(id) { return unit }
        let lowercased = id.asciiLowercased
        return Unit.all.first { $0.id.asciiLowercased.hasSameUTF8(as: lowercased) }
    }

    /// A JSON value as it appears in a file, shortened for a message.
    private static func shown(_ json: JSON) -> String {
        json.text.abbreviated(limit: 40)
    }
}
