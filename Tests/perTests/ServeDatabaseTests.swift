import ArgumentParser
import PerServer
import Testing

@testable import per

/// `per serve --database` and `PER_DATABASE_URL`.
@Suite("per serve's database")
struct ServeDatabaseTests {
    static let environment = ["HOME": "/home/a", "PER_DATABASE_URL": "postgres://per@db.example/per"]

    @Test("--database wins over PER_DATABASE_URL, which wins over the default file")
    func precedence() throws {
        let flag = try Serve.parse(["--database", "/srv/per.sqlite"])
        #expect(try flag.location(environment: Self.environment) == .file("/srv/per.sqlite"))
        let url = try Serve.parse(["--database", "postgres://per@other.example:5433/shop"])
        #expect(
            try url.location(environment: Self.environment).description
                == "postgres://per@other.example:5433/shop")
        let none = try Serve.parse([])
        #expect(
            try none.location(environment: Self.environment).description
                == "postgres://per@db.example:5432/per")
        #expect(
            try none.location(environment: ["HOME": "/home/a"])
                == .file("/home/a/.local/share/per/per.sqlite"))
    }

    @Test("A URL that can't be used is refused before starting, without its password")
    func refused() throws {
        let error = #expect(throws: (any Error).self) {
            try Serve.parse(["--database", "postgres://per:hunter2@db.example"])
        }
        let message = Serve.message(for: try #require(error))
        #expect(message.contains("The database URL names no database"), "\(message)")
        #expect(message.contains("(--database)"))
        #expect(!message.contains("hunter2"))
    }
}
