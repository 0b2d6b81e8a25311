import Foundation
import PerKit
import SeededRandom

/// Prints the figures, with the targets next to them.
struct Report {
    var results: Benchmark.Results

    /// The targets from the issue, on this 2-core machine.
    enum Target {
        static let perKitSeconds = 1.0
        static let perKitOverFoundation = 1.0
        static let perKitOverDouble = 2.0
        static let peakMegabytes = 100.0
    }

    func printHeader() {
        let options = results.options
        let products = results.products
        print(
            "PerBench: rank \(grouped(options.count)) products sold by weight — exact PerKit vs Foundation vs plain Double"
        )
        let shares = WeightUnit.allCases.map { unit in
            "\(unit.symbol) \(percent(products.count { $0.unit == unit }, of: products.count))"
        }
        let multipacks = percent(products.count { $0.packCount > 1 }, of: products.count)
        print(
            "input    SplitMix64 seed \(options.seed), generated in \(seconds(results.generation)) (not timed)"
        )
        print("         units \(shares.joined(separator: " · ")); multipacks (2–24 packs) \(multipacks)")
        print("         prices 0.49–99.99; pack sizes with up to 3 decimals")
        print("timing   best of \(options.runs) runs, monotonic clock, the jobs interleaved")
        print("")
    }

    /// The best run of each job on one input.
    private struct Best {
        var perKit: PhaseTiming
        var foundation: PhaseTiming
        var plainDouble: Duration

        init?(_ perKit: [PhaseTiming], _ foundation: [PhaseTiming], _ plainDouble: [Duration]) {
            guard let perKit = perKit.min(by: { $0.total < $1.total }),
                let foundation = foundation.min(by: { $0.total < $1.total }),
                let plainDouble = plainDouble.min()
            else { return nil }
            (self.perKit, self.foundation, self.plainDouble) = (perKit, foundation, plainDouble)
        }

        var overFoundation: Double { perKit.total.seconds / foundation.total.seconds }
        var overDouble: Double { perKit.total.seconds / plainDouble.seconds }
        var sortOverDouble: Double { perKit.sort.seconds / plainDouble.seconds }
    }

    func printFigures() {
        let options = results.options
        guard let whole = Best(results.perKit, results.foundation, results.plainDouble),
            let list = Best(results.listPerKit, results.listFoundation, results.listPlainDouble)
        else { return }

        print("time (best run)                            total     items      sort")
        print("  \(grouped(options.count)) products, built and ranked once")
        printTimes(whole, perKitTarget: target(whole.perKit.total.seconds < Target.perKitSeconds, "< 1 s"))
        print(
            "  \(grouped(options.listCount)) products (the first), built and ranked \(grouped(options.listRepeats)) times"
        )
        printTimes(list, perKitTarget: "")
        print("")
        // The targets are for the large list; the everyday list's ratios are for information.
        let first = max("\(grouped(options.count)) × 1".count, 8)
        print(
            pad("ratios", 36) + pad("\(grouped(options.count)) × 1", first, right: true)
                + pad("\(grouped(options.listCount)) × \(grouped(options.listRepeats))", 16, right: true))
        let ratios: [(String, (Best) -> Double, Double?)] = [
            ("PerKit / Foundation", { $0.overFoundation }, Target.perKitOverFoundation),
            ("PerKit / plain Double sort", { $0.overDouble }, Target.perKitOverDouble),
            ("PerKit sort / plain Double sort", { $0.sortOverDouble }, nil),
        ]
        for (label, ratio, limit) in ratios {
            let (a, b) = (ratio(whole), ratio(list))
            print(
                "  " + pad(label, 34) + pad(times(a), first, right: true) + pad(times(b), 16, right: true)
                    + (limit.map { target(a <= $0, "≤ \(times($0, places: 0))") }
                        ?? "   (the sort step alone)"))
        }
        print("")
        printDeals()
        print("")
        printRankings()
        print("")
        printMemory()
    }

    /// The ranking with deals against the plain Double sort of the same products' unit prices.
    private func printDeals() {
        let options = results.options
        guard let deals = results.deals.min(by: { $0.total < $1.total }),
            let plainDouble = results.plainDouble.min()
        else { return }
        let onDeal = (options.count + DealRanking.share - 1) / DealRanking.share
        print(
            "deals    \(grouped(options.count)) products, \(grouped(onDeal)) (\(percent(onDeal, of: options.count))) on a deal, "
                + "ranked by what is really paid per unit (member prices used)")
        print("         in turn: " + DealRanking.kinds.joined(separator: " · "))
        print("time (best run)                            total     items      sort")
        print("  " + row("PerKit: ProductList.rankingOrder", deals))
        let moved = results.dealsMoved.min(by: { $0.total < $1.total })
        if let moved { print("  " + row("  items moved: rankedByUnitPrice", moved)) }
        print(
            "  "
                + row(
                    "plain Double sort (the floor)", PhaseTiming(create: .zero, sort: plainDouble),
                    hidesCreate: true))
        let ratio = deals.total.seconds / plainDouble.seconds
        print(
            "  " + pad("PerKit with deals / plain Double sort", 36) + pad(times(ratio), 8, right: true)
                + target(ratio <= Target.perKitOverDouble, "≤ \(times(Target.perKitOverDouble, places: 0))"))
        if let moved {
            print(
                "  " + pad("items moved / plain Double sort", 36)
                    + pad(times(moved.total.seconds / plainDouble.seconds), 8, right: true) + "   (for information)")
        }
        print(
            "  " + pad("its sort / plain Double sort", 36)
                + pad(times(deals.sort.seconds / plainDouble.seconds), 8, right: true) + "   (the sort step alone)")
        if let plain = results.perKit.min(by: { $0.total < $1.total }) {
            print(
                "  " + pad("with deals / without (PerKit)", 36)
                    + pad(times(deals.total.seconds / plain.total.seconds), 8, right: true))
        }
        if let exact = results.dealsAreExactlyRanked {
            print("  in exact order of the deals' unit prices, ties in input order: \(exact ? "yes" : "NO")")
        }
    }

    /// PerKit's, Foundation's and the plain sort's times on one input.
    private func printTimes(_ best: Best, perKitTarget: String) {
        print("  " + row("PerKit: ProductItem, ProductList", best.perKit) + perKitTarget)
        print("  " + row("Foundation: Measurement<UnitMass>", best.foundation))
        print(
            "  "
                + row(
                    "plain Double sort (the floor)", PhaseTiming(create: .zero, sort: best.plainDouble),
                    hidesCreate: true))
    }

    private func printRankings() {
        guard let check = results.check else { return }
        print("rankings")
        print(
            "  PerKit's list is in exact unit-price order, ties in input order: \(check.perKitListIsSorted ? "yes" : "NO")"
        )
        if let best = check.bestPerKit {
            let unitPrice = check.bestUnitPrice.flatMap { try? $0.multiplied(by: Rational(1000)) }
            let agreement =
                check.bestAgrees
                ? "PerKit, Foundation and plain Double agree"
                : "they DISAGREE (Foundation: #\(check.bestFoundation ?? -1), plain Double: #\(check.bestDouble ?? -1))"
            print(
                "  best item #\(best), \(describe(results.products[best])), "
                    + "\(unitPrice?.formatted(significantDigits: 4) ?? "?") per kg: \(agreement)")
        }
        let count = grouped(results.options.count)
        print("  positions that differ from the exact order (floating point; for information):")
        print(
            "    Foundation \(grouped(check.foundationDifferences)) of \(count), plain Double \(grouped(check.doubleDifferences)) of \(count)"
        )
        print("    (\(grouped(check.exactTies)) products share their exact unit price with another)")
        let rounded = WeightUnit.allCases.filter { FoundationRanking.grams(per: $0) != $0.gramsPerUnit }
        if !rounded.isEmpty {
            let factors = rounded.map {
                "1 \($0.symbol) = \(FoundationRanking.grams(per: $0)) g (exact: \($0.gramsPerUnit))"
            }
            print("    Foundation's factors: \(factors.joined(separator: ", "))")
        }
    }

    private func printMemory() {
        print(
            "peak memory (getrusage ru_maxrss of a child run of this binary: PerBench --only perkit|foundation)"
        )
        let count = results.options.count
        if let memory = results.perKitMemory {
            let peak = PeakMemory.megabytes(memory.peakBytes)
            let stride = MemoryLayout<ProductItem>.stride
            print(
                column("PerKit", megabytes(peak)) + "   \(stride) bytes per ProductItem"
                    + target(peak < Target.peakMegabytes, "< 100 MB"))
            let runtime = megabytes(PeakMemory.megabytes(memory.runtimeBytes))
            let input = megabytes(PeakMemory.megabytes(memory.inputBytes - memory.runtimeBytes))
            let items = megabytes(PeakMemory.megabytes(stride * count))
            print("    Swift runtime and libraries \(runtime); input \(input), freed once the items exist;")
            print(
                "    \(grouped(count)) ProductItems of \(stride) bytes = \(items); sort scratch 16 bytes per item"
            )
        }
        if let memory = results.foundationMemory {
            print(
                column("Foundation", megabytes(PeakMemory.megabytes(memory.peakBytes)))
                    + "   \(MemoryLayout<FoundationRanking.Item>.stride) bytes per item")
        }
    }

    private func describe(_ product: GeneratedProduct) -> String {
        let price = String(format: "%.2f", Double(product.cents) / 100)
        let size = (try? Rational(Int(product.sizeThousandths)).divided(by: Rational(1000)))?.formatted(
            maximumPlaces: 3)
        let sizeText = (size ?? "?") + " " + product.unit.symbol
        return product.packCount > 1
            ? "\(price) for \(product.packCount) × \(sizeText)" : "\(price) for \(sizeText)"
    }

    private func row(_ label: String, _ timing: PhaseTiming, hidesCreate: Bool = false) -> String {
        column(label, seconds(timing.total))
            + pad(hidesCreate ? "—" : seconds(timing.create), 10, right: true)
            + pad(seconds(timing.sort), 10, right: true)
    }

    /// A label and a right-aligned value, indented.
    private func column(_ label: String, _ value: String) -> String {
        "  " + pad(label, 34) + pad(value, 9, right: true)
    }

    private func target(_ met: Bool, _ text: String) -> String {
        "   target \(text): \(met ? "met" : "MISSED")"
    }

    private func seconds(_ duration: Duration) -> String { String(format: "%.3f s", duration.seconds) }
    private func times(_ ratio: Double, places: Int = 2) -> String { String(format: "%.\(places)f×", ratio) }
    private func megabytes(_ value: Double) -> String { String(format: "%.1f MB", value) }

    private func percent(_ part: Int, of whole: Int) -> String {
        String(format: "%.1f %%", 100 * Double(part) / Double(max(whole, 1)))
    }

    private func grouped(_ value: Int) -> String {
        var digits = Array(String(value))
        var index = digits.count - 3
        while index > 0 {
            digits.insert(",", at: index)
            index -= 3
        }
        return String(digits)
    }

    private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(width - text.count, 0))
        return right ? padding + text : text + padding
    }
}
