/// The full run: memory in child processes, then timed runs of the three jobs, then checks.
enum Benchmark {
    /// Everything the report prints.
    struct Results {
        var options: Options
        var generation: Duration
        var products: [GeneratedProduct]
        var perKit: [PhaseTiming] = []
        var foundation: [PhaseTiming] = []
        var plainDouble: [Duration] = []
        /// The everyday list (``Options/listCount`` products) built and ranked
        /// ``Options/listRepeats`` times, per run.
        var listPerKit: [PhaseTiming] = []
        var listFoundation: [PhaseTiming] = []
        var listPlainDouble: [Duration] = []
        /// The same products, every tenth on a deal, ranked by what is really paid per unit.
        var deals: [PhaseTiming] = []
        /// The same, the items moved into their ranked order.
        var dealsMoved: [PhaseTiming] = []
        /// Whether the ranking with deals is exactly ordered (checked after the timed runs).
        var dealsAreExactlyRanked: Bool?
        var check: RankingCheck?
        var perKitMemory: ChildRun.Report?
        var foundationMemory: ChildRun.Report?
    }

    static func main(_ options: Options) throws {
        // Memory first, one job per child process, while this process is still small: a child's
        // ru_maxrss starts from this process's resident size when it is started (Linux carries
        // the high-water mark across fork and exec).
        let perKitMemory = try ChildRun.measure(options, job: .perkit)
        let foundationMemory = try ChildRun.measure(options, job: .foundation)

        let clock = ContinuousClock()
        let start = clock.now
        let products = GeneratedProduct.generate(count: options.count, seed: options.seed)
        var results = Results(options: options, generation: clock.now - start, products: products)
        results.perKitMemory = perKitMemory
        results.foundationMemory = foundationMemory
        Report(results: results).printHeader()

        let doubleUnitPrices = products.map(\.doubleUnitPrice)
        let list = Array(products.prefix(options.listCount))
        let listUnitPrices = Array(doubleUnitPrices.prefix(options.listCount))
        var lastPerKit: PerKitRanking.Run?
        var lastFoundation: FoundationRanking.Run?
        var lastDeals: DealRanking.Run?
        // Interleave the jobs so that load from other processes affects them alike.
        for _ in 0..<options.runs {
            lastPerKit = nil
            let perKit = try PerKitRanking.run(products)
            results.perKit.append(perKit.timing)
            lastPerKit = perKit

            lastFoundation = nil
            let foundation = FoundationRanking.run(products)
            results.foundation.append(foundation.timing)
            lastFoundation = foundation

            results.plainDouble.append(try DoubleRanking.timeSort(doubleUnitPrices))

            lastDeals = nil
            let deals = try DealRanking.run(products)
            results.deals.append(deals.timing)
            results.dealsMoved.append(deals.movedTiming)
            lastDeals = deals

            results.listPerKit.append(
                try PhaseTiming.sum(of: options.listRepeats) { try PerKitRanking.run(list).timing })
            results.listFoundation.append(
                PhaseTiming.sum(of: options.listRepeats) { FoundationRanking.run(list).timing })
            results.listPlainDouble.append(
                try PhaseTiming.sum(of: options.listRepeats) {
                    PhaseTiming(create: .zero, sort: try DoubleRanking.timeSort(listUnitPrices))
                }.sort)
        }
        if let deals = lastDeals {
            results.dealsAreExactlyRanked = DealRanking.isExactlyRanked(deals, products: products)
        }
        lastDeals = nil
        if let perKit = lastPerKit, let foundation = lastFoundation {
            results.check = RankingCheck(
                products: products, perKit: perKit, foundation: foundation, doubleUnitPrices: doubleUnitPrices
            )
        }
        Report(results: results).printFigures()
    }
}
