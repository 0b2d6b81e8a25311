/// How long one run spent creating items and sorting them.
struct PhaseTiming {
    /// Building the items, with their unit prices.
    var create: Duration
    /// Ranking them.
    var sort: Duration

    /// Both steps.
    var total: Duration { create + sort }

    /// The time of `times` runs of `job` added up, step by step.
    static func sum(of times: Int, _ job: () throws -> PhaseTiming) rethrows -> PhaseTiming {
        var sum = PhaseTiming(create: .zero, sort: .zero)
        for _ in 0..<times {
            let timing = try job()
            sum.create += timing.create
            sum.sort += timing.sort
        }
        return sum
    }
}

extension Duration {
    /// The duration in seconds as a `Double`, for printing and ratios.
    var seconds: Double {
        let (whole, attoseconds) = components
        return Double(whole) + Double(attoseconds) / 1e18
    }
}
