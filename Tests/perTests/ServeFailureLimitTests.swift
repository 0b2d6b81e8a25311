import ArgumentParser
import PerServer
import Testing

@testable import per

/// `per serve --failure-limit`: the failed authentications and joins per address and minute.
@Suite("per serve's failure limit")
struct ServeFailureLimitTests {
    @Test("The limit is 10 a minute unless --failure-limit says otherwise")
    func limit() throws {
        let standard = try Serve.parse(["--database", ":memory:"]).configuration(webRoot: "/srv/web")
        #expect(standard.failureLimit == .standard)
        #expect(standard.failureLimit == FailureLimit(failures: 10, windowSeconds: 60))
        let raised = try Serve.parse(["--database", ":memory:", "--failure-limit", "500"])
            .configuration(webRoot: "/srv/web")
        #expect(raised.failureLimit == FailureLimit(failures: 500, windowSeconds: 60))
    }

    @Test("A limit under 1 is refused", arguments: ["0", "-3"])
    func refused(value: String) throws {
        let error = #expect(throws: (any Error).self) {
            try Serve.parse(["--failure-limit", value])
        }
        let message = Serve.message(for: try #require(error))
        #expect(message.contains("--failure-limit"), "\(message)")
    }
}
