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
        static let peakMegabytes = 200.0
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
        print("timing   best of \(options.runs) runs, monotonic clock, the three jobs interleaved")
        print("")
    }

    func printFigures() {
        guard let perKit = results.perKit.min(by: { $0.total < $1.total }),
            let foundation = results.foundation.min(by: { $0.total < $1.total }),
            let plain = results.plainDouble.min()
        else { return }
        let overFoundation = perKit.total.seconds / foundation.total.seconds
        let overDouble = perKit.total.seconds / plain.seconds

        print("time (best run)                        total     items      sort")
        print(
            row("PerKit: ProductItem, ProductList", perKit)
                + target(perKit.total.seconds < Target.perKitSeconds, "< 1 s"))
        print(row("Foundation: Measurement<UnitMass>", foundation))
        print(
            row("plain Double sort (the floor)", PhaseTiming(create: .zero, sort: plain), hidesCreate: true))
        print("")
        print("ratios")
        print(
            column("PerKit / Foundation", times(overFoundation))
                + target(overFoundation <= Target.perKitOverFoundation, "≤ 1×"))
        print(
            column("PerKit / plain Double sort", times(overDouble))
                + target(overDouble <= Target.perKitOverDouble, "≤ 2×"))
        print(
            column("PerKit sort / plain Double sort", times(perKit.sort.seconds / plain.seconds))
                + "   (the sort step alone)")
        print("")
        printRankings()
        print("")
        printMemory()
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
        if let memory = results.perKitMemory {
            let peak = PeakMemory.megabytes(memory.peakBytes)
            print(column("PerKit", megabytes(peak)) + target(peak < Target.peakMegabytes, "< 200 MB"))
            let stride = MemoryLayout<ProductItem>.stride
            let runtime = megabytes(PeakMemory.megabytes(memory.runtimeBytes))
            let input = megabytes(PeakMemory.megabytes(memory.inputBytes - memory.runtimeBytes))
            let items = megabytes(PeakMemory.megabytes(stride * results.options.count))
            print("    Swift runtime and libraries \(runtime); input \(input), freed once the items exist;")
            print(
                "    \(grouped(results.options.count)) ProductItems of \(stride) bytes = \(items); sort scratch 16 bytes per item"
            )
        }
        if let memory = results.foundationMemory {
            print(column("Foundation", megabytes(PeakMemory.megabytes(memory.peakBytes))))
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
    private func times(_ ratio: Double) -> String { String(format: "%.2f×", ratio) }
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
