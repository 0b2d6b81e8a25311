import Testing

@testable import per

/// Reading a join link, and the sentences of household failures.
@Suite("per household join: links and failures")
struct JoinLinkTests {
    @Test(
        "A join link gives the app's address and the code",
        arguments: [
            ("http://127.0.0.1:8080/#join=q5xY_-09", "http://127.0.0.1:8080/", "q5xY_-09"),
            ("https://per.example/#join=abc", "https://per.example/", "abc"),
            ("https://per.example#join=abc", "https://per.example/", "abc"),
            (" https://per.example/shop/#join=abc ", "https://per.example/shop/", "abc"),
            ("https://per.example/?x=1#join=abc", "https://per.example/", "abc"),
        ])
    func link(text: String, server: String, code: String) throws {
        let link = try #require(JoinLink(text))
        #expect(link.server == server)
        #expect(link.code == code)
    }

    @Test(
        "Anything else is no join link",
        arguments: [
            "", "per.example/#join=abc", "ftp://per.example/#join=abc", "https://per.example/",
            "https://per.example/#jion=abc", "https://per.example/#join=", "https://per.example/#join=a b",
            "https:///#join=abc", "https://per.example/#join=" + String(repeating: "a", count: 65),
        ])
    func notALink(text: String) {
        #expect(JoinLink(text) == nil)
    }

    @Test("A 429 says when to try again once; each failure has its exit status")
    func failures() {
        let busy = HouseholdFailure.busy(
            server: "http://s", message: "Too many failed attempts from this address: try again in 5 seconds",
            retryAfter: 5)
        #expect(
            busy.message
                == "the server http://s asks to wait: too many failed attempts from this address: try again in 5 seconds"
        )
        #expect(
            HouseholdFailure.busy(server: "http://s", message: "Slow down", retryAfter: 7).message
                == "the server http://s asks to wait: slow down (try again in 7 s)")
        #expect(busy.exitCode.rawValue == 75)
        #expect(HouseholdFailure.removed(household: "Home").exitCode.rawValue == 77)
        #expect(HouseholdFailure.quota("The household would hold …").exitCode.rawValue == 69)
        #expect(HouseholdFailure.quota("x").isTemporary)
        #expect(!HouseholdFailure.removed(household: "Home").isTemporary)
        #expect(
            HouseholdFailure.advised(
                .unreachable(server: "http://s", reason: "no network"), "nothing changed"
            )
            .exitCode.rawValue == 75)
    }
}
