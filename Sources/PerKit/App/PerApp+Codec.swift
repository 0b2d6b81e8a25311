extension PerApp.State {
    /// The version written by ``encoded()``. Readers accept this and every earlier version.
    public static let encodingVersion = 1

    /// The state as versioned JSON: exact values as fraction text, units by identifier, so
    /// that ``init(decoding:)`` restores an equal state.
    public func encoded() -> JSON {
        .object([
            .init("version", .int(Self.encodingVersion)),
            .init("listName", .string(listName)),
            .init("settings", Self.encode(settings)),
            .init("items", .array(list.items.map(Self.encode))),
            .init("lastUnit", .optional(lastUnit?.id)),
            .init("isConfirmingClear", .bool(isConfirmingClear)),
            .init("alert", alert.map { .object([.init("message", .string($0.message))]) } ?? .null),
            .init("form", form.map(Self.encode) ?? .null),
            .init("removed", removed.map(Self.encode) ?? .null),
        ])
    }

    /// Restores a state written by ``encoded()`` of this or an earlier version. Unknown
    /// members are ignored; missing optional members take their defaults.
    /// - Throws: ``ParseError`` naming the member that cannot be read.
    public init(decoding json: JSON) throws(ParseError) {
        guard let version = json["version"]?.intValue, version >= 1 else { throw Self.invalid("version") }
        guard version <= Self.encodingVersion else {
            throw ParseError("the saved list was written by a newer version of Per (\(version))", at: 0)
        }
        let listName = json["listName"]?.stringValue ?? Self.defaultListName
        let settings = try Self.decodeSettings(json["settings"] ?? .null)
        var items: [ProductItem] = []
        for (index, item) in (json["items"]?.arrayValue ?? []).enumerated() {
            items.append(try Self.decodeItem(item, member: "items[\(index)]"))
        }
        let list: ProductList
        do {
            list = try ProductList(items)
        } catch {
            throw ParseError("the saved list is inconsistent: \(error.message)", at: 0)
        }
        let lastUnit = try json["lastUnit"].flatMap { (value: JSON) throws(ParseError) -> Unit? in
            value.isNull ? nil : try Self.decodeUnit(value, member: "lastUnit")
        }
        let alert = json["alert"]?["message"]?.stringValue.map { PerApp.Alert(message: $0) }
        let form = try json["form"].flatMap { (value: JSON) throws(ParseError) -> ProductForm? in
            value.isNull ? nil : try Self.decodeForm(value)
        }
        let removed = try json["removed"].flatMap { (value: JSON) throws(ParseError) -> ProductItem? in
            value.isNull ? nil : try Self.decodeItem(value, member: "removed")
        }
        self.init(
            listName: listName, list: list, settings: settings, form: form, alert: alert,
            isConfirmingClear: json["isConfirmingClear"]?.boolValue ?? false, lastUnit: lastUnit,
            removed: removed)
    }

    /// Restores `saved` state, or starts a new list with `settings` when there is none. A
    /// saved state that cannot be read is never dropped silently: the new list shows an
    /// alert that says why.
    public init(restoring saved: JSON?, defaults settings: PerApp.Settings) {
        guard let saved, !saved.isNull else {
            self.init(settings: settings)
            return
        }
        do {
            try self.init(decoding: saved)
            self.settings.decimalSeparator = settings.decimalSeparator
        } catch {
            self.init(settings: settings)
            alert = PerApp.Alert(message: "Your saved list could not be restored: " + error.message)
        }
    }

    // MARK: Encoding

    private static func encode(_ settings: PerApp.Settings) -> JSON {
        .object([
            .init("system", .string(settings.system.rawValue)),
            .init("currency", .string(settings.currencyCode)),
            .init(
                "reference",
                settings.reference.map {
                    .object([
                        .init("amount", .string($0.amount.fractionText)), .init("unit", .string($0.unit.id)),
                    ])
                } ?? .null),
        ])
    }

    private static func encode(_ item: ProductItem) -> JSON {
        .object([
            .init("name", .optional(item.name)),
            .init("price", .string(item.price.fractionText)),
            .init("packCount", .string(item.quantity.packCount.fractionText)),
            .init("packSize", .string(item.quantity.packSize.fractionText)),
            .init("unit", .string(item.quantity.unit.id)),
        ])
    }

    private static func encode(_ form: ProductForm) -> JSON {
        .object([
            .init("soldBy", .string(form.soldBy.rawValue)),
            .init("unit", .string(form.unit.id)),
            .init("quantity", encode(form.quantity)),
            .init("price", encode(form.price)),
            .init("name", .string(form.name)),
            .init("focus", .optional(form.focus?.rawValue)),
            .init("editingIndex", form.editingIndex.map { .int($0) } ?? .null),
        ])
    }

    private static func encode(_ calculator: Calculator) -> JSON {
        .object([
            .init("left", encode(calculator.left)),
            .init("operation", .optional(calculator.operation?.rawValue)),
            .init("right", encode(calculator.right)),
            .init("message", .optional(calculator.message)),
            .init("isRefusal", .bool(calculator.isRefusal)),
            .init("offerCount", .optional(calculator.offerCount?.fractionText)),
            .init(
                "factors",
                calculator.factors.map {
                    .object([
                        .init("left", .string($0.left.fractionText)),
                        .init("right", .string($0.right.fractionText)),
                    ])
                } ?? .null),
        ])
    }

    private static func encode(_ operand: CalculatorOperand?) -> JSON {
        switch operand {
        case nil: .null
        case .typed(let text): .object([.init("typed", .string(text))])
        case .result(let value): .object([.init("result", .string(value.fractionText))])
        }
    }

    // MARK: Decoding

    private static func invalid(_ member: String) -> ParseError {
        ParseError("the saved list has an invalid '\(member)'", at: 0)
    }

    private static func decodeRational(_ json: JSON?, member: String) throws(ParseError) -> Rational {
        guard let text = json?.stringValue, let value = Rational(fractionText: text) else {
            throw invalid(member)
        }
        return value
    }

    private static func decodeUnit(_ json: JSON?, member: String) throws(ParseError) -> Unit {
        guard let id = json?.stringValue, let unit = Unit.withID(id) else { throw invalid(member) }
        return unit
    }

    private static func decodeSettings(_ json: JSON) throws(ParseError) -> PerApp.Settings {
        var settings = PerApp.Settings()
        if let system = json["system"]?.stringValue {
            guard let value = MeasurementSystem(rawValue: system) else { throw invalid("settings.system") }
            settings.system = value
        }
        if let code = json["currency"]?.stringValue {
            guard PerApp.Settings.isValidCurrencyCode(code) else { throw invalid("settings.currency") }
            settings.currencyCode = code
        }
        if let reference = json["reference"], !reference.isNull {
            let amount = try decodeRational(reference["amount"], member: "settings.reference.amount")
            let unit = try decodeUnit(reference["unit"], member: "settings.reference.unit")
            do {
                settings.reference = try ReferenceQuantity(amount, unit)
            } catch {
                throw invalid("settings.reference")
            }
        }
        return settings
    }

    private static func decodeItem(_ json: JSON, member: String) throws(ParseError) -> ProductItem {
        let price = try decodeRational(json["price"], member: member + ".price")
        let packCount = try decodeRational(json["packCount"] ?? .string("1"), member: member + ".packCount")
        let packSize = try decodeRational(json["packSize"], member: member + ".packSize")
        let unit = try decodeUnit(json["unit"], member: member + ".unit")
        do throws(ProductListError) {
            return try ProductItem(
                name: json["name"]?.stringValue, price: price, packCount: packCount, packSize: packSize, unit: unit)
        } catch {
            throw ParseError("the saved list has an invalid '\(member)': \(error.message)", at: 0)
        }
    }

    private static func decodeForm(_ json: JSON) throws(ParseError) -> ProductForm {
        guard let soldByText = json["soldBy"]?.stringValue, let soldBy = Dimension(rawValue: soldByText)
        else {
            throw invalid("form.soldBy")
        }
        let unit = try decodeUnit(json["unit"], member: "form.unit")
        guard unit.dimension == soldBy else { throw invalid("form.unit") }
        var focus: FormField? = nil
        if let text = json["focus"]?.stringValue {
            guard let field = FormField(rawValue: text) else { throw invalid("form.focus") }
            focus = field
        }
        var editingIndex: Int? = nil
        if let index = json["editingIndex"], !index.isNull {
            guard let value = index.intValue, value >= 0 else { throw invalid("form.editingIndex") }
            editingIndex = value
        }
        return ProductForm(
            quantity: try decodeCalculator(json["quantity"], member: "form.quantity"), unit: unit,
            price: try decodeCalculator(json["price"], member: "form.price"),
            name: json["name"]?.stringValue ?? "", focus: focus, soldBy: soldBy, editingIndex: editingIndex)
    }

    private static func decodeCalculator(_ json: JSON?, member: String) throws(ParseError) -> Calculator {
        guard let json, !json.isNull else { return Calculator() }
        var operation: CalculatorOperator? = nil
        if let text = json["operation"]?.stringValue {
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
            message: json["message"]?.stringValue, isRefusal: json["isRefusal"]?.boolValue ?? false,
            offerCount: offerCount, factors: factors)
    }

    private static func decodeOperand(_ json: JSON?, member: String) throws(ParseError) -> CalculatorOperand?
    {
        guard let json, !json.isNull else { return nil }
        if let typed = json["typed"]?.stringValue {
            guard CalculatorOperand.isValidTyped(typed) else { throw invalid(member) }
            return .typed(typed)
        }
        return .result(try decodeRational(json["result"], member: member))
    }
}

extension Rational {
    /// Reads ``fractionText`` back: `p`, `-p`, `p/q` or `-p/q` with decimal digits only.
    public init?(fractionText text: String) {
        var scalars = Array(text.unicodeScalars)
        let negative = scalars.first == "-"
        if negative { scalars.removeFirst() }
        var numerator: Int128 = 0
        var denominator: Int128 = 0
        var seenSlash = false
        var digitsBefore = 0
        var digitsAfter = 0
        for scalar in scalars {
            if scalar == "/" && !seenSlash {
                seenSlash = true
                continue
            }
            guard scalar.isDigit else { return nil }
            // Every part of a `Rational` fits an `Int128`: read up to `Int128.max`, no further.
            if seenSlash {
                guard let next = Self.appending(scalar.digitValue, to: denominator) else { return nil }
                denominator = next
                digitsAfter += 1
            } else {
                guard let next = Self.appending(scalar.digitValue, to: numerator) else { return nil }
                numerator = next
                digitsBefore += 1
            }
        }
        guard digitsBefore > 0, !seenSlash || digitsAfter > 0 else { return nil }
        guard let value = try? Rational(negative ? -numerator : numerator, seenSlash ? denominator : 1) else {
            return nil
        }
        self = value
    }

    /// Reads a plain decimal such as ``exactDecimal`` writes, or a calculator operand as typed:
    /// `12`, `12.5`, `12.`, `-0.25`. Unlike ``init(parsing:)`` it accepts no currency signs,
    /// separators or expressions, and it needs none of the expression parser.
    public init?(decimalText text: String) {
        var scalars = Array(text.unicodeScalars)
        let negative = scalars.first == "-"
        if negative { scalars.removeFirst() }
        var digits: Int128 = 0
        var digitCount = 0
        var places: Int?
        for scalar in scalars {
            if scalar == ".", places == nil {
                places = 0
                continue
            }
            guard scalar.isDigit, let next = Self.appending(scalar.digitValue, to: digits) else { return nil }
            digits = next
            digitCount += 1
            places = places.map { $0 + 1 }
        }
        // 10³⁸ is the largest power of ten an `Int128` holds.
        guard digitCount > 0, (places ?? 0) <= 38 else { return nil }
        self.init(digits: negative ? -digits : digits, places: places ?? 0)
    }

    /// `value × 10 + digit`, or `nil` when that exceeds `Int128.max`.
    private static func appending(_ digit: Int128, to value: Int128) -> Int128? {
        let (times10, overflow) = value.multipliedReportingOverflow(by: 10)
        let (sum, sumOverflow) = times10.addingReportingOverflow(digit)
        return overflow || sumOverflow ? nil : sum
    }
}

extension CalculatorOperand {
    /// Whether `text` could have been typed: an optional `-`, digits and at most one point.
    static func isValidTyped(_ text: String) -> Bool {
        var scalars = Array(text.unicodeScalars)
        if scalars.first == "-" { scalars.removeFirst() }
        let points = scalars.filter { $0 == "." }.count
        return !scalars.isEmpty && points <= 1 && scalars.allSatisfy { $0.isDigit || $0 == "." }
            && scalars.filter({ $0.isDigit }).count <= Calculator.maximumDigits
    }
}
