/// Command-line options: `PerBench [--count N] [--list-count N] [--list-repeats N] [--runs N]
/// [--seed N] [--only perkit|foundation]`.
struct Options {
    /// How many products to rank.
    var count = 1_000_000
    /// How many products the everyday list has (the first of the generated products).
    var listCount = 1_000
    /// How many times the everyday list is built and ranked in one run.
    var listRepeats = 1_000
    /// How many timed runs; the best is reported.
    var runs = 3
    /// The generator's seed.
    var seed: UInt64 = 0x5045_5242_454E_4348  // "PERBENCH"
    /// Run one job once and print its peak memory (used by the child processes).
    var only: Job?

    /// A job that can run alone in a child process.
    enum Job: String {
        case perkit, foundation
    }

    init(_ arguments: [String]) throws(BenchError) {
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            guard let value = rest.popFirst() else { throw BenchError("\(flag) needs a value") }
            switch flag {
            case "--count": count = try Self.positive(value, flag)
            case "--list-count": listCount = try Self.positive(value, flag)
            case "--list-repeats": listRepeats = try Self.positive(value, flag)
            case "--runs": runs = try Self.positive(value, flag)
            case "--seed":
                guard let seed = UInt64(value) else { throw BenchError("--seed needs a whole number") }
                self.seed = seed
            case "--only":
                guard let job = Job(rawValue: value) else {
                    throw BenchError("--only takes perkit or foundation")
                }
                only = job
            default: throw BenchError("unknown option \(flag); usage: \(Self.usage)")
            }
        }
    }

    static let usage =
        "PerBench [--count N] [--list-count N] [--list-repeats N] [--runs N] [--seed N] [--only perkit|foundation]"

    /// The arguments that make a child process generate the same products.
    func childArguments(only job: Job) -> [String] {
        ["--count", String(count), "--seed", String(seed), "--only", job.rawValue]
    }

    private static func positive(_ text: String, _ flag: String) throws(BenchError) -> Int {
        guard let value = Int(text), value > 0 else {
            throw BenchError("\(flag) needs a positive whole number")
        }
        return value
    }
}
