/// How long one run spent creating items and sorting them.
struct PhaseTiming {
    /// Building the items, with their unit prices.
    var create: Duration
    /// Ranking them.
    var sort: Duration

    /// Both steps.
    var total: Duration { create + sort }
}

extension Duration {
    /// The duration in seconds as a `Double`, for printing and ratios.
    var seconds: Double {
        let (whole, attoseconds) = components
        return Double(whole) + Double(attoseconds) / 1e18
    }
}
