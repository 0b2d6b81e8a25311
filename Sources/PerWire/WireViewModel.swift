import PerKit

/// Writes a ``PerApp/ViewModel`` as JSON for a front end to render.
public enum WireViewModel {
    /// The view model as a JSON object; member names match the Swift property names.
    public static func encode(_ view: PerApp.ViewModel) -> JSON {
        .object([
            .init("title", .string(view.title)),
            .init("currencyCode", .string(view.currencyCode)),
            .init("reference", .string(view.reference)),
            .init("referencePhrase", .string(view.referencePhrase)),
            .init("rows", .array(view.rows.map(encode))),
            .init("emptyMessage", .optional(view.emptyMessage)),
            .init("verdict", view.verdict.map(encode) ?? .null),
            .init("canAddProduct", .bool(view.canAddProduct)),
            .init("canClearList", .bool(view.canClearList)),
            .init("isConfirmingClear", .bool(view.isConfirmingClear)),
            .init("form", view.form.map(encode) ?? .null),
            .init(
                "alert",
                view.alert.map {
                    .object([.init("title", .string($0.title)), .init("message", .string($0.message))])
                } ?? .null),
            .init(
                "undo",
                view.undo.map {
                    .object([
                        .init("message", .string($0.message)), .init("action", .string($0.kind.rawValue)),
                        .init("product", $0.product.map(encode) ?? .null),
                    ])
                } ?? .null),
            .init("settings", encode(view.settings)),
            .init("screen", .string(view.screen.rawValue)),
            .init("listName", .string(view.title)),
            .init("library", view.library.map(encode) ?? .null),
            .init("shared", view.shared.map(encode) ?? .null),
            .init("status", .optional(view.status)),
            .init("canNavigate", .bool(view.canNavigate)),
            .init("canDuplicateList", .bool(view.canNavigate)),
            .init("canDeleteList", .bool(view.canNavigate)),
        ])
    }

    private static func encode(_ library: PerApp.ViewModel.LibraryView) -> JSON {
        .object([
            .init(
                "entries",
                .array(
                    library.entries.map {
                        .object([
                            .init("id", .string($0.id)), .init("name", .string($0.name)),
                            .init("itemCount", .int($0.itemCount)), .init("summary", .string($0.summary)),
                            .init("best", .optional($0.best)), .init("isOpen", .bool($0.isOpen)),
                        ])
                    }))
        ])
    }

    private static func encode(_ shared: PerApp.ViewModel.SharedView) -> JSON {
        .object([
            .init("name", .string(shared.name)),
            .init("summary", .string(shared.summary)),
            .init("currencyCode", .string(shared.currencyCode)),
            .init("referencePhrase", .string(shared.referencePhrase)),
            .init("rows", .array(shared.rows.map(encode))),
            .init("verdict", shared.verdict.map(encode) ?? .null),
        ])
    }

    private static func encode(_ row: PerApp.ViewModel.Row) -> JSON {
        .object([
            .init("index", .int(row.index)),
            .init("title", .string(row.title)),
            .init("name", .string(row.name)),
            .init("quantity", .string(row.quantity)),
            .init("price", .string(row.price)),
            .init("unitPrice", .string(row.unitPrice)),
            .init("unitPriceExact", .string(row.unitPriceExact)),
            .init("rank", .int(row.rank)),
            .init("isBest", .bool(row.isBest)),
            .init("percentMoreThanBest", .optional(row.percentMoreThanBest)),
            .init("extraCost", .optional(row.extraCost)),
            .init("barLength", .string(row.barLength)),
        ])
    }

    private static func encode(_ verdict: PerApp.ViewModel.Verdict) -> JSON {
        .object([
            .init("best", encode(verdict.best)),
            .init("next", encode(verdict.next)),
            .init("percentCheaper", .string(verdict.percentCheaper)),
            .init("bestQuantity", .string(verdict.bestQuantity)),
            .init("savingAgainstNext", .string(verdict.savingAgainstNext)),
            .init("mostExpensive", encode(verdict.mostExpensive)),
            .init("savingAgainstMostExpensive", .string(verdict.savingAgainstMostExpensive)),
        ])
    }

    private static func encode(_ label: PerApp.ViewModel.ProductLabel) -> JSON {
        .object([
            .init("name", .string(label.name)), .init("quantity", .string(label.quantity)),
            .init("price", .string(label.price)),
        ])
    }

    private static func encode(_ form: PerApp.ViewModel.FormView) -> JSON {
        .object([
            .init("title", .string(form.title)),
            .init("submitTitle", .string(form.submitTitle)),
            .init("canSubmit", .bool(form.canSubmit)),
            .init("submitHint", .optional(form.submitHint)),
            .init("soldBy", form.soldBy.map { .array($0.map(encode)) } ?? .null),
            .init("quantity", encode(form.quantity)),
            .init(
                "unit",
                .object([
                    .init("id", .string(form.unit.id)),
                    .init("symbol", .string(form.unit.symbol)),
                    .init("isEnabled", .bool(form.unit.isEnabled)),
                    .init("choices", .array(form.unit.choices.map(encode))),
                ])),
            .init("price", encode(form.price)),
            .init("name", .string(form.name)),
            .init("focus", .optional(form.focus?.rawValue)),
            .init("canGoToPreviousField", .bool(form.canGoToPreviousField)),
            .init("canGoToNextField", .bool(form.canGoToNextField)),
            .init(
                "keypad",
                form.keypad.map { keys in
                    .array(
                        keys.map {
                            .object([
                                .init("id", .string($0.id)), .init("label", .string($0.label)),
                                .init("name", .string($0.name)), .init("isEnabled", .bool($0.isEnabled)),
                            ])
                        })
                } ?? .null),
        ])
    }

    private static func encode(_ field: PerApp.ViewModel.KeypadField) -> JSON {
        .object([
            .init("text", .string(field.text)),
            .init("placeholder", .string(field.placeholder)),
            .init("message", .optional(field.message)),
            .init("isRefusal", .bool(field.isRefusal)),
        ])
    }

    private static func encode(_ choice: PerApp.ViewModel.Choice) -> JSON {
        .object([
            .init("id", .string(choice.id)), .init("title", .string(choice.title)),
            .init("isSelected", .bool(choice.isSelected)),
        ])
    }

    private static func encode(_ settings: PerApp.ViewModel.SettingsView) -> JSON {
        .object([
            .init("systems", .array(settings.systems.map(encode))),
            .init("currencyCode", .string(settings.currencyCode)),
            .init("references", .array(settings.references.map(encode))),
        ])
    }
}
