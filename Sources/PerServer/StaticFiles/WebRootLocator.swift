import Foundation

/// Finds the folder with the web app, so that `per serve` works from any directory.
///
/// In order: the `--web-root` option, the `PER_WEB_ROOT` environment variable, a `Web/`
/// folder holding `index.html` found by walking up from the executable (for
/// `.build/release/per`, that is the repository's `Web/`), the same walking up from the
/// current directory, and finally a `Web/` folder without `index.html` found the same ways.
public enum WebRootLocator {
    /// The environment variable that names the web root.
    public static let environmentVariable = "PER_WEB_ROOT"

    /// The web root to serve, or `nil` when none was found.
    /// - Parameters:
    ///   - explicit: The `--web-root` option, used as given (relative to the current directory).
    ///   - environment: The process environment.
    ///   - executablePath: The running executable (symbolic links are resolved).
    ///   - currentDirectory: The directory the command was started from.
    public static func locate(
        explicit: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executablePath: String? = Self.runningExecutablePath(),
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) -> String? {
        if let explicit { return absolute(explicit, from: currentDirectory) }
        if let fromEnvironment = environment[environmentVariable], !fromEnvironment.isEmpty {
            return absolute(fromEnvironment, from: currentDirectory)
        }
        let starts = [executablePath.map { ($0 as NSString).deletingLastPathComponent }, currentDirectory]
            .compactMap { $0 }
        for requireIndex in [true, false] {
            for start in starts {
                if let found = search(upFrom: start, requireIndex: requireIndex) { return found }
            }
        }
        return nil
    }

    /// The path of the running executable with symbolic links resolved.
    public static func runningExecutablePath() -> String? {
        #if os(Linux)
            if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
                return path
            }
        #endif
        return Bundle.main.executablePath.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
    }

    private static func search(upFrom start: String, requireIndex: Bool) -> String? {
        var directory = URL(fileURLWithPath: start).standardizedFileURL.path
        while true {
            let candidate = directory == "/" ? "/Web" : directory + "/Web"
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory),
                isDirectory.boolValue,
                !requireIndex || FileManager.default.fileExists(atPath: candidate + "/index.html")
            {
                return candidate
            }
            if directory == "/" { return nil }
            directory = (directory as NSString).deletingLastPathComponent
        }
    }

    private static func absolute(_ path: String, from currentDirectory: String) -> String {
        let expanded = (path as NSString).expandingTildeInPath
        let url =
            expanded.hasPrefix("/")
            ? URL(fileURLWithPath: expanded)
            : URL(fileURLWithPath: currentDirectory).appendingPathComponent(expanded)
        return url.standardizedFileURL.path
    }
}
