import Testing

@testable import PerStorage

/// `per serve --database postgres://…`: the URL.
@Suite("PostgreSQL URLs")
struct PostgresLocationTests {
    @Test("A URL gives the user, password, host, port, database and parameters")
    func parsing() throws {
        let location = try PostgresLocation(
            url:
                "postgresql://per:p%40ss@db.example:6543/shop?sslmode=require&connect_timeout=2&pool_size=7&schema=per_app"
        )
        #expect(location.user == "per")
        #expect(location.password == "p@ss")
        #expect(location.host == "db.example")
        #expect(location.port == 6543)
        #expect(location.database == "shop")
        #expect(location.tlsMode == .require)
        #expect(location.connectTimeout == .seconds(2))
        #expect(location.poolSize == 7)
        #expect(location.schema == "per_app")
        #expect(location.description == "postgres://per@db.example:6543/shop?schema=per_app")
        let plain = try PostgresLocation(url: "postgres://per@localhost/per")
        #expect(plain.port == 5432)
        #expect(plain.password == nil)
        #expect(plain.tlsMode == .prefer)
        #expect(plain.poolSize == PostgresLocation.defaultPoolSize)
        #expect((4...20).contains(PostgresLocation.defaultPoolSize))
        #expect(try DatabaseLocation(argument: "postgres://per@localhost/per") == .postgres(plain))
    }

    @Test(
        "URLs that can't be used are refused with what is wrong, never with the password",
        arguments: [
            ("postgres://:secret@db.example/per", "names no user"),
            ("postgres://per:secret@/per", "names no host"),
            ("postgres://per:secret@db.example", "names no database"),
            ("postgres://per:secret@db.example/a/b", "names no database"),
            ("postgres://per:secret@db.example:0/per", "port must be between 1 and 65535"),
            (
                "postgres://per:secret@db.example/per?sslmode=verify-full",
                "sslmode must be disable, prefer or require"
            ),
            (
                "postgres://per:secret@db.example/per?connect_timeout=0",
                "connect_timeout must be a whole number"
            ),
            ("postgres://per:secret@db.example/per?pool_size=many", "pool_size must be a whole number"),
            ("postgres://per:secret@db.example/per?schema=Per%20App", "schema must be a plain name"),
            ("postgres://per:secret@db.example/per?password=x", "unknown parameter 'password'"),
            ("postgres://per:secret@db example/per", "not a URL of the form"),
        ])
    func refused(url: String, message: String) throws {
        let error = #expect(throws: DatabaseURLError.self) { try DatabaseLocation(argument: url) }
        #expect(error?.description.contains(message) == true, "\(error?.description ?? "")")
        #expect(error?.description.contains("secret") == false)
    }
}
