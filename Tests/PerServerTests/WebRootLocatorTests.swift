import Foundation
import Testing

@testable import PerServer
@testable import PerStorage

@Suite("Finding the web root")
struct WebRootLocatorTests {
    @Test("An explicit --web-root wins, relative to the current directory")
    func explicit() {
        #expect(WebRootLocator.locate(explicit: "/srv/web/", environment: [:]) == "/srv/web")
        #expect(
            WebRootLocator.locate(explicit: "site", environment: [:], currentDirectory: "/tmp/x")
                == "/tmp/x/site")
    }

    @Test("PER_WEB_ROOT comes next")
    func environment() {
        #expect(WebRootLocator.locate(environment: ["PER_WEB_ROOT": "/opt/per/Web"]) == "/opt/per/Web")
    }

    @Test("Walks up from the executable, then from the current directory")
    func walksUp() throws {
        let root = try TestWebRoot()
        defer { root.remove() }
        let repository = root.folder.path
        let binary = repository + "/.build/release/per"
        try FileManager.default.createDirectory(
            atPath: repository + "/.build/release", withIntermediateDirectories: true)
        let elsewhere = FileManager.default.temporaryDirectory.path
        #expect(
            WebRootLocator.locate(environment: [:], executablePath: binary, currentDirectory: elsewhere)
                == root.path)
        #expect(
            WebRootLocator.locate(
                environment: [:], executablePath: "/usr/bin/per", currentDirectory: repository + "/.build")
                == root.path)
    }

    @Test("The default database is under XDG_DATA_HOME or ~/.local/share")
    func defaultDatabase() throws {
        #expect(
            DatabaseLocation.defaultFile(environment: ["HOME": "/home/a"])
                == .file("/home/a/.local/share/per/per.sqlite"))
        #expect(
            DatabaseLocation.defaultFile(environment: ["HOME": "/home/a", "XDG_DATA_HOME": "/data"])
                == .file("/data/per/per.sqlite"))
        #expect(try DatabaseLocation(argument: ":memory:") == .inMemory)
    }
}
