import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Peak resident memory, read with `getrusage`.
enum PeakMemory {
    /// This process's peak resident set size so far, in bytes.
    static func currentProcess() -> Int {
        var usage = rusage()
        #if canImport(Glibc)
            getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        #else
            getrusage(RUSAGE_SELF, &usage)
        #endif
        #if canImport(Darwin)
            return Int(usage.ru_maxrss)  // bytes on Darwin
        #else
            return Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
        #endif
    }

    /// This process's resident set size now, in bytes (from `/proc/self/statm` on Linux;
    /// elsewhere the peak so far). Unlike `ru_maxrss`, it does not include the parent
    /// process's size at the time this one was started.
    static func residentNow() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
            return currentProcess()
        }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return currentProcess() }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Megabytes (10⁶ bytes) for the report.
    static func megabytes(_ bytes: Int) -> Double { Double(bytes) / 1_000_000 }

    /// The path of the running executable, to start a child run of the same binary.
    static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
    }

    /// Runs this binary again with `arguments` and returns the lines it printed.
    static func runChild(_ arguments: [String]) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executablePath)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchError(
                "child run \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}

/// A failure of the benchmark itself.
struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
