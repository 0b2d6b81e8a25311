// PerBench: ranks 1,000,000 generated products with PerKit, Foundation and plain Double.
// See Benchmark.swift; `make bench` builds it in release mode and runs it.
import Foundation

do {
    let options = try Options(Array(CommandLine.arguments.dropFirst()))
    if let job = options.only {
        try ChildRun.main(options, job: job)
    } else {
        try Benchmark.main(options)
    }
} catch {
    FileHandle.standardError.write(Data("PerBench: \(error)\n".utf8))
    exit(1)
}
