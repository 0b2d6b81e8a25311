import ArgumentParser
import PerServer
import Testing

@testable import per

/// `per serve --request-timeout` and `--max-connections-per-address`.
@Suite("per serve's request timeout and connections per address")
struct ServeConnectionLimitsTests {
    @Test("30 seconds and 64 connections unless the options say otherwise")
    func defaults() throws {
        let standard = try Serve.parse(["--database", ":memory:"]).configuration(webRoot: "/srv/web")
        #expect(standard.requestTimeout == .seconds(30))
        #expect(standard.maxConnectionsPerAddress == 64)
        let changed = try Serve.parse([
            "--database", ":memory:", "--request-timeout", "5", "--max-connections-per-address", "500",
        ]).configuration(webRoot: "/srv/web")
        #expect(changed.requestTimeout == .seconds(5))
        #expect(changed.maxConnectionsPerAddress == 500)
    }

    @Test(
        "Values under 1 are refused, naming what is wrong",
        arguments: [
            ("--request-timeout", "0", "request timeout"), ("--request-timeout", "-5", "request timeout"),
            ("--max-connections-per-address", "0", "--max-connections-per-address"),
            ("--max-connections-per-address", "-1", "--max-connections-per-address"),
        ])
    func refused(option: String, value: String, named: String) throws {
        let error = #expect(throws: (any Error).self) {
            try Serve.parse([option + "=" + value])
        }
        let message = Serve.message(for: try #require(error))
        #expect(message.contains(named), "\(message)")
    }
}
