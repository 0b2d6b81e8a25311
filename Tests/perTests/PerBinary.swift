import Foundation

/// Runs the built `per` executable, as swift-argument-parser's example tests do: the binary
/// sits next to the test bundle in the build products directory, whatever `--scratch-path`
/// was used. Set `PER_BINARY` to test another build.
enum PerBinary {
    struct Outcome: Equatable {
        var output: String
        var error: String
        var status: Int32
    }

    enum Failure: Error, CustomStringConvertible {
        case notFound([String])
        var description: String {
            switch self {
            case .notFound(let paths): "No per executable found; looked at " + paths.joined(separator: ", ")
            }
        }
    }

    /// Candidate locations of the executable, most specific first.
    static var candidates: [URL] {
        var urls: [URL] = []
        if let path = ProcessInfo.processInfo.environment["PER_BINARY"] {
            urls.append(URL(fileURLWithPath: path))
        }
        // Linux: the test runner is `<products>/PerPackageTests.xctest`, so Bundle.main is the
        // products directory. macOS: the tests live in a `.xctest` bundle inside it.
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            urls.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("per"))
        }
        urls.append(Bundle.main.bundleURL.appendingPathComponent("per"))
        if let first = CommandLine.arguments.first {
            urls.append(URL(fileURLWithPath: first).deletingLastPathComponent().appendingPathComponent("per"))
        }
        return urls
    }

    static let executable: Swift.Result<URL, Failure> = {
        let urls = candidates
        for url in urls where FileManager.default.isExecutableFile(atPath: url.path) {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return .success(url)
            }
        }
        return .failure(.notFound(urls.map(\.path)))
    }()

    /// Runs `per arguments…` with `inputBytes`, or else `input`, on standard input (empty when
    /// both are `nil`), an 80-column terminal width for help text and no `NO_COLOR`; returns
    /// both streams and the status.
    static func run(
        _ arguments: [String], input: String? = nil, inputBytes: Data? = nil, environment: [String: String] = [:]
    ) throws -> Outcome
    {
        let process = Process()
        process.executableURL = try executable.get()
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        env["COLUMNS"] = "80"
        env["LINES"] = "25"
        env.merge(environment) { $1 }
        process.environment = env

        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("perTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let inputURL = directory.appendingPathComponent("stdin")
        let outputURL = directory.appendingPathComponent("stdout")
        let errorURL = directory.appendingPathComponent("stderr")
        try (inputBytes ?? Data((input ?? "").utf8)).write(to: inputURL)
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let inputHandle = try FileHandle(forReadingFrom: inputURL)
        let outputHandle = try FileHandle(forWritingTo: outputURL)
        let errorHandle = try FileHandle(forWritingTo: errorURL)
        process.standardInput = inputHandle
        process.standardOutput = outputHandle
        process.standardError = errorHandle
        try process.run()
        process.waitUntilExit()
        try inputHandle.close()
        try outputHandle.close()
        try errorHandle.close()
        return Outcome(
            output: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            error: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self),
            status: process.terminationStatus)
    }

    /// util-linux `script`, which runs a command on a pseudo-terminal (Linux only).
    static let script: URL? = {
        #if os(Linux)
        for path in ["/usr/bin/script", "/bin/script"] where FileManager.default.isExecutableFile(atPath: path) {
            return URL(fileURLWithPath: path)
        }
        #endif
        return nil
    }()

    /// Runs `per arguments…` with standard output on a pseudo-terminal; returns what the
    /// terminal showed.
    static func runOnTerminal(_ arguments: [String], environment: [String: String] = [:]) throws -> String {
        guard let script else { throw Failure.notFound(["script"]) }
        let process = Process()
        process.executableURL = script
        let quoted = ([try executable.get().path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        process.arguments = ["-qec", quoted.joined(separator: " "), "/dev/null"]
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        env["TERM"] = "xterm"
        env.merge(environment) { $1 }
        process.environment = env
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
