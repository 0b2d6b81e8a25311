import PerKit

/// A price against the prices seen for its product: what `per book check` prints, and
/// `per book add` after recording it.
struct PriceCheck {
    /// The price checked (for `check`, an entry that is not recorded).
    let entry: PriceEntry
    /// The product's prices before this one, or `nil` for a product never seen.
    let history: BookProduct?
    /// PerKit's verdict against `history`.
    let verdict: PriceVerdict?
    /// Unit prices per the reference for the product's prices and this one.
    let figures: BookFigures

    /// Compares `entry` with `history`, on the entry's date.
    /// - Throws: ``DataError`` about `subject` when the entry is of another dimension than the
    ///   product, or a figure overflows.
    /// - Parameter usesMemberPrices: Whether member prices count, for the price and the history
    ///   (PerKit's price-book rule, as the app's "Use member prices").
    init(
        entry: PriceEntry, history: BookProduct?, system: MeasurementSystem, usesMemberPrices: Bool = true,
        subject: String
    ) throws(DataError) {
        self.entry = entry
        self.history = history
        let item = entry.item
        if let history {
            do {
                verdict = try history.verdict(for: item, today: entry.date, usesMemberPrices: usesMemberPrices)
            } catch {
                throw DataError(subject, error.message)
            }
            figures = try BookFigures(
                items: history.entries.map { $0.item } + [item],
                reference: history.reference(system: system, including: item), system: system,
                usesMemberPrices: usesMemberPrices)
        } else {
            verdict = nil
            figures = try BookFigures(
                items: [item],
                reference: .automatic(for: item.dimension, quantities: [item.quantity], system: system),
                system: system, usesMemberPrices: usesMemberPrices)
        }
    }

    /// Where the price stands: `first` for a product never seen, else PerKit's
    /// ``PriceVerdict/Standing`` (`newLowest`, `equalToLowest`, `above`).
    var standing: String { verdict?.standing.rawValue ?? "first" }

    /// `14.3`, the percentage above the lowest as the list shows percentages; `nil` without
    /// history.
    var percentText: String? {
        verdict.map { $0.percentAboveLowest.formatted(places: $0.percentPlaces) }
    }

    /// The mean unit price of the earlier prices per the reference, if any (and it does not overflow).
    var averageUnitPrice: Rational? {
        guard let history, let average = try? history.averageUnitPrice(usesMemberPrices: figures.usesMemberPrices)
        else { return nil }
        return figures.perReference(average)
    }

    /// The verdict in one line, e.g. `12.5% above the lowest price seen for Coffee: 0.71 per
    /// 100 g at Aldi on 2026-10-01 (33 days earlier)`.
    var verdictLine: String {
        let name = entry.product
        guard let verdict, let percentText else {
            return "First price for \(name) in your price book"
        }
        let lowest = figures.seen(verdict.lowest) + Self.ago(verdict.daysSinceLowest)
        // "the lowest price seen", or "the lowest deal price seen" … when the book has both kinds.
        let noun = verdict.lowestNoun
        let condition = verdict.condition.map { ", " + $0 } ?? ""
        switch verdict.standing {
        case .newLowest:
            let below = verdict.percentAboveLowest.magnitude.formatted(places: verdict.percentPlaces)
            return "The \(noun.dropFirst(4)) for \(name)\(condition): \(below)% below the previous lowest, \(lowest)"
        case .equalToLowest:
            return "As low as \(noun) for \(name)\(condition): \(lowest)"
        case .above:
            return "\(percentText)% above \(noun) for \(name): \(lowest)"
        }
    }

    /// ` (33 days earlier)`, ` (the same day)`, ` (1 day later)`.
    static func ago(_ days: Int) -> String {
        switch days {
        case 0: " (the same day)"
        case 1: " (1 day earlier)"
        case -1: " (1 day later)"
        case ..<0: " (\(-days) days later)"
        default: " (\(days) days earlier)"
        }
    }

    /// The check as lines of text: the price per unit, the verdict and the figures that help
    /// decide.
    var lines: [String] {
        var lines = [figures.describe(entry) + ": " + figures.phrase(entry.item)]
        lines.append(verdictLine)
        if let verdict {
            if let regular = verdict.lowestRegular, regular != verdict.lowest {
                lines.append("Lowest regular price: " + figures.seen(regular))
            }
            if let withoutDeal = verdict.lowestWithoutDeal, let withDeal = verdict.lowestWithDeal {
                lines.append("Lowest without a deal: " + figures.seen(withoutDeal))
                lines.append(
                    "Lowest with a deal: " + figures.seen(withDeal) + " ("
                        + figures.priceAndQuantity(withDeal.item) + ")")
            }
            if let store = verdict.cheapestStoreLately, let name = store.store {
                lines.append(
                    "Cheapest store lately: \(name), " + figures.phrase(store.item) + " on " + store.date.text
                )
            }
            if let history, let average = averageUnitPrice {
                let count = history.entries.count
                lines.append(
                    "Average: " + figures.text(average) + " " + figures.reference.phrase(in: figures.system)
                        + " over \(count) price\(count == 1 ? "" : "s")")
            }
        }
        return lines
    }

    /// The check as one JSON object; keys always in this order (docs/cli.md).
    var json: JSON {
        let item = entry.item
        let unitPrice = figures.unitPrice(item)
        let average = averageUnitPrice
        var members: [JSON.Member] = [
            .init("product", .string(entry.product)),
            .init("date", .string(entry.date.text)),
            .init("store", .optional(entry.store)),
            .init("sale", .bool(entry.isSale)),
            .init("price", .string(ComparisonReport.decimal(item.price))),
            .init("quantity", .string(ComparisonReport.decimal(item.quantity.amount))),
            .init("unit", .string(item.quantity.unit.id)),
            .init("packCount", .string(ComparisonReport.decimal(item.quantity.packCount))),
            .init("packSize", .string(ComparisonReport.decimal(item.quantity.packSize))),
            .init("dimension", .string(item.dimension.rawValue)),
            .init("system", .string(figures.system.rawValue)),
            .init("reference", figures.referenceJSON),
            .init("unitPrice", .string(figures.text(unitPrice))),
            .init("unitPriceExact", .string(ComparisonReport.fraction(unitPrice))),
            .init("entries", .int(history?.entries.count ?? 0)),
            .init("lowest", verdict.map { figures.json($0.lowest) } ?? .null),
            .init("percentAboveLowest", .optional(percentText)),
            .init(
                "percentAboveLowestExact",
                .optional(verdict.map { ComparisonReport.fraction($0.percentAboveLowest) })),
            .init("isLowest", .bool(verdict?.isLowest ?? true)),
            .init("standing", .string(standing)),
            .init("lowestRegular", verdict?.lowestRegular.map { figures.json($0) } ?? .null),
            .init("cheapestStoreLately", verdict?.cheapestStoreLately.map { figures.json($0) } ?? .null),
            .init("daysSinceLowest", verdict.map { .int($0.daysSinceLowest) } ?? .null),
            .init("averageUnitPrice", .optional(average.map { figures.text($0) })),
            .init("averageUnitPriceExact", .optional(average.map { ComparisonReport.fraction($0) })),
            .init("verdict", .string(verdictLine)),
        ]
        // What the price book says of deals, after every earlier key.
        let withoutDeal: JSON = verdict?.lowestWithoutDeal.map { figures.json($0) } ?? .null
        let withDeal: JSON = verdict?.lowestWithDeal.map { figures.json($0) } ?? .null
        members.append(.init("deal", .optional(item.deal?.text)))
        members.append(.init("isDealPrice", .bool(entry.hasDeal(usesMemberPrices: figures.usesMemberPrices))))
        members.append(.init("comparedWith", .optional(verdict?.comparedWith.rawValue)))
        members.append(.init("condition", .optional(verdict?.condition)))
        members.append(.init("lowestWithoutDeal", withoutDeal))
        members.append(.init("lowestWithDeal", withDeal))
        members.append(.init("usesMemberPrices", .bool(figures.usesMemberPrices)))
        return .object(members)
    }
}
