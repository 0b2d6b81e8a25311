/// One job run alone, so that its peak memory is its own: `PerBench --only perkit`.
enum ChildRun {
    /// What a child run reports, one `key=value` line each.
    struct Report {
        /// Resident memory at start-up (the Swift runtime and libraries), in bytes.
        var runtimeBytes: Int
        /// Resident memory after generating the input, in bytes.
        var inputBytes: Int
        /// Peak resident memory at the end of the job, in bytes.
        var peakBytes: Int
    }

    /// Runs `job` once on the generated products and prints its memory figures. The input is
    /// freed as soon as the job no longer needs it, so that the peak is the job's own.
    static func main(_ options: Options, job: Options.Job) throws {
        let runtimeBytes = PeakMemory.residentNow()
        let products = GeneratedProduct.generate(count: options.count, seed: options.seed)
        let inputBytes = PeakMemory.residentNow()
        let ranked: Int
        let timing: PhaseTiming
        switch job {
        case .perkit:
            let run = try PerKitRanking.run(consume products)
            (ranked, timing) = (run.list.count, run.timing)
        case .foundation:
            let run = FoundationRanking.run(consume products)
            (ranked, timing) = (run.items.count, run.timing)
        }
        let peakBytes = PeakMemory.currentProcess()
        print("create_seconds=\(timing.create.seconds)")
        print("sort_seconds=\(timing.sort.seconds)")
        print("ranked=\(ranked)")
        print("runtime_bytes=\(runtimeBytes)")
        print("input_bytes=\(inputBytes)")
        print("peak_bytes=\(peakBytes)")
    }

    /// Starts a child process for `job` and reads its report.
    static func measure(_ options: Options, job: Options.Job) throws -> Report {
        var values: [String: Int] = [:]
        for line in try PeakMemory.runChild(options.childArguments(only: job)) {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2, let value = Int(parts[1]) { values[String(parts[0])] = value }
        }
        guard let runtime = values["runtime_bytes"], let input = values["input_bytes"],
            let peak = values["peak_bytes"], values["ranked"] == options.count
        else { throw BenchError("the \(job.rawValue) child run printed no memory figures") }
        return Report(runtimeBytes: runtime, inputBytes: input, peakBytes: peak)
    }
}
