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
        "A count or a time under 1 is refused, naming the option",
        arguments: [
            ("--idle-timeout", "0"), ("--request-timeout", "0"), ("--request-timeout", "-5"),
            ("--max-connections-per-address", "0"), ("--max-connections-per-address", "-1"),
            ("--signup-limit", "0"), ("--quota-records", "0"), ("--quota-bytes", "0"), ("--failure-limit", "0"),
        ])
    func refused(option: String, value: String) throws {
        let error = #expect(throws: (any Error).self) {
            try Serve.parse(["--database", ":memory:", option + "=" + value])
        }
        #expect(Serve.message(for: try #require(error)) == "The \(option) must be at least 1, not \(value).")
    }
}
